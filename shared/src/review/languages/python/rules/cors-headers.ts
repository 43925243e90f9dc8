/**
 * CORS written by hand: a view, hook or middleware that copies the request's Origin header into
 * Access-Control-Allow-Origin and also sends Access-Control-Allow-Credentials: true, without looking at the origin
 * first. Any use of the origin besides a presence test (an allow-list lookup, a comparison, a pattern match, even a
 * log line) counts as looking at it: quiet on code that may check is worth more than the odd missed echo.
 */
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { queryNodes } from '../../../core/query';
import { contains, descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { enclosingFunction } from './context';
import { constantText } from './strings';

interface HeaderWrite {
  header: 'origin' | 'credentials';
  /** The call, pair or assignment: where a finding points. */
  at: Node;
  value: Node;
}

const HEADER_NAME = /^access-control-allow-(origin|credentials)$/i;
const HEADER_STRINGS = `((string (string_content) @text) @node (#match? @text "^[Aa]ccess-[Cc]ontrol-[Aa]llow-([Oo]rigin|[Cc]redentials)$"))`;
/** Methods that set one header: werkzeug/Starlette headers, Tornado's set_header/add_header. */
const SETTERS = /^(set|add|setdefault|set_header|add_header|__setitem__)$/;
/** What request headers are read from: `request.headers`, Django's `request.META`, the WSGI `environ`. */
const HEADERS_OBJECT = /(^|\.)(headers|META|environ)$/;

const isOriginKey = (node: Node | undefined) => !!node && /^(origin|http_origin)$/i.test(constantText(node) ?? '');

/** `request.headers.get("Origin")`, `request.headers["Origin"]`, `request.META.get("HTTP_ORIGIN")`, `environ["HTTP_ORIGIN"]`. */
export function isOriginRead(node: Node): boolean {
  if (node.type === 'subscript') return HEADERS_OBJECT.test(node.childForFieldName('value')?.text ?? '') && isOriginKey(node.childForFieldName('subscript') ?? undefined);
  if (node.type !== 'call') return false;
  const callee = node.childForFieldName('function');
  const args = namedChildrenOf(node.childForFieldName('arguments') ?? node);
  return callee?.type === 'attribute' && callee.childForFieldName('attribute')?.text === 'get'
    && HEADERS_OBJECT.test(callee.childForFieldName('object')?.text ?? '') && isOriginKey(args[0]);
}

function headerWrite(name: Node): HeaderWrite | undefined {
  const header = /origin$/i.test(constantText(name) ?? '') ? 'origin' : 'credentials';
  const parent = name.parent;
  if (parent?.type === 'argument_list' && namedChildrenOf(parent)[0]?.id === name.id) {
    const call = parent.parent;
    const callee = call?.childForFieldName('function');
    const value = namedChildrenOf(parent)[1];
    if (call && value && value.type !== 'keyword_argument' && callee?.type === 'attribute' && SETTERS.test(callee.childForFieldName('attribute')?.text ?? '')) return { header, at: call, value };
  }
  if (parent?.type === 'pair' && parent.childForFieldName('key')?.id === name.id) {
    const value = parent.childForFieldName('value');
    return value ? { header, at: parent, value } : undefined;
  }
  const assignment = parent?.parent;
  if (parent?.type === 'subscript' && parent.childForFieldName('subscript')?.id === name.id && assignment?.type === 'assignment' && assignment.childForFieldName('left')?.id === parent.id) {
    const value = assignment.childForFieldName('right');
    return value ? { header, at: assignment, value } : undefined;
  }
  return undefined;
}

/** The header writes of the file, by the function they are in (the module for top-level code). */
function headerWrites(file: FileContext): Map<number, { unit: Node; writes: HeaderWrite[] }> {
  return memoized(file, 'python.cors-header-writes', () => {
    const byUnit = new Map<number, { unit: Node; writes: HeaderWrite[] }>();
    for (const name of queryNodes(file, HEADER_STRINGS)) {
      if (!HEADER_NAME.test(constantText(name) ?? '')) continue;
      const write = headerWrite(name);
      if (!write) continue;
      const unit = enclosingFunction(write.at) ?? write.at.tree.rootNode;
      const entry = byUnit.get(unit.id) ?? { unit, writes: [] };
      entry.writes.push(write);
      byUnit.set(unit.id, entry);
    }
    return byUnit;
  });
}

const isTrue = (file: FileContext, value: Node) => {
  if (value.type === 'true' || constantText(value)?.toLowerCase() === 'true') return true;
  const constants = judgedValue(file, value).constants;
  return constants.length > 0 && constants.every((c) => c === true || (typeof c === 'string' && c.toLowerCase() === 'true'));
};

/** A constant given when the origin is absent or refused: a literal or None. */
const isFallback = (node: Node | null | undefined) => !!node && (constantText(node) !== undefined || node.type === 'none');

/** `origin or ""`, `origin if ok else None`: the origin, with a constant for when it is absent (or refused). */
function withoutFallback(node: Node): Node {
  let value = node;
  while (value.type === 'parenthesized_expression' && namedChildrenOf(value).length === 1) value = namedChildrenOf(value)[0]!;
  const right = value.childForFieldName('right');
  if (value.type === 'boolean_operator' && value.childForFieldName('operator')?.text === 'or' && isFallback(right)) return withoutFallback(value.childForFieldName('left')!);
  // `a if condition else b`: what the condition looks at is judged with the other uses of the origin.
  const [consequence, , alternative] = value.type === 'conditional_expression' ? namedChildrenOf(value) : [];
  if (consequence && alternative && isFallback(alternative) && !isFallback(consequence)) return withoutFallback(consequence);
  if (consequence && alternative && isFallback(consequence) && !isFallback(alternative)) return withoutFallback(alternative);
  return value;
}

/** How deep the helpers an origin is passed through are followed (`self.origin_for(origin)` calling another). */
const HELPER_DEPTH = 3;

/** The `def` of the file a call runs: a function of an enclosing scope or of the module, or `self.name(…)` / `cls.name(…)`, a method of the enclosing class. */
function calledDefinition(call: Node): { fn: Node; bound: boolean } | undefined {
  const callee = call.childForFieldName('function');
  const definedIn = (block: Node | null | undefined, name: string) => namedChildrenOf(block ?? call).map((statement) => ({
    fn: statement.type === 'decorated_definition' ? statement.childForFieldName('definition') : statement,
    decorators: statement.type === 'decorated_definition' ? namedChildrenOf(statement).filter((d) => d.type === 'decorator').map((d) => d.text) : [],
  })).find(({ fn }) => fn?.type === 'function_definition' && fn.childForFieldName('name')?.text === name);
  if (callee?.type === 'identifier') {
    for (let scope = enclosingFunction(call); scope; scope = enclosingFunction(scope)) {
      const found = definedIn(scope.childForFieldName('body'), callee.text);
      if (found) return { fn: found.fn!, bound: false };
    }
    const found = definedIn(call.tree.rootNode, callee.text);
    return found ? { fn: found.fn!, bound: false } : undefined;
  }
  const object = callee?.type === 'attribute' ? callee.childForFieldName('object') : undefined;
  if (!object || !/^(self|cls)$/.test(object.text)) return undefined;
  const owner = enclosing(call, ['class_definition']);
  const found = owner ? definedIn(owner.childForFieldName('body'), callee!.childForFieldName('attribute')?.text ?? '') : undefined;
  return found ? { fn: found.fn!, bound: !found.decorators.some((d) => /^@staticmethod\b/.test(d)) } : undefined;
}

/** The argument a call gives the parameter at `index` (or by its name). */
function argumentFor(call: Node, name: string, index: number): Node | undefined {
  const args = call.childForFieldName('arguments');
  if (!args) return undefined;
  const keyword = namedChildrenOf(args).find((a) => a.type === 'keyword_argument' && a.childForFieldName('name')?.text === name);
  if (keyword) return keyword.childForFieldName('value') ?? undefined;
  return namedChildrenOf(args).filter((a) => a.type !== 'keyword_argument' && a.type !== 'comment')[index];
}

/** The parameter names of a def, in order. */
function orderedParameters(fn: Node): string[] {
  return namedChildrenOf(fn.childForFieldName('parameters') ?? fn).map((parameter) => {
    const name = parameter.type === 'identifier' ? parameter : parameter.childForFieldName('name') ?? namedChildrenOf(parameter).find((c) => c.type === 'identifier');
    return name?.text ?? '';
  });
}

/**
 * A helper of the file that hands back the origin unexamined (`def origin_for(self, origin): return origin or
 * "null"`): every return gives the origin — a parameter the call fills with it, or one it reads itself — or a
 * constant, and nothing in the helper looks at which origin it is. The caller's variables passed in come back.
 */
function relayedOrigin(unit: Node, call: Node, depth: number): { variables: string[] } | undefined {
  const target = depth < HELPER_DEPTH ? calledDefinition(call) : undefined;
  if (!target) return undefined;
  const { fn, bound } = target;
  const parameters = orderedParameters(fn).slice(bound ? 1 : 0);
  const values = descendantsOf(fn, 'return_statement').filter((r) => enclosingFunction(r)?.id === fn.id).map((r) => namedChildrenOf(r)[0]);
  const echoes = values.filter((value): value is Node => !!value && !isFallback(value));
  if (echoes.length === 0 || values.some((value) => !value)) return undefined;
  const inner = new Set<string>();
  const outer: string[] = [];
  for (const value of echoes) {
    const echoed = withoutFallback(value);
    const index = echoed.type === 'identifier' ? parameters.indexOf(echoed.text) : -1;
    if (index !== -1) {
      const arg = argumentFor(call, echoed.text, index);
      const passed = arg ? echoedOrigin(unit, arg, depth + 1) : undefined;
      if (!passed) return undefined;
      inner.add(echoed.text);
      outer.push(...passed.variables);
      continue;
    }
    const own = echoedOrigin(fn, value, depth + 1);
    if (!own) return undefined;
    own.variables.forEach((variable) => inner.add(variable));
  }
  return originExamined(fn, inner, echoes.map(withoutFallback)) ? undefined : { variables: outer };
}

/** The variable gets only reads of the Origin header in `unit`. */
function holdsOrigin(unit: Node, name: string, depth: number): boolean {
  const values = descendantsOf(unit, 'assignment').filter((a) => a.childForFieldName('left')?.type === 'identifier' && a.childForFieldName('left')!.text === name).map((a) => a.childForFieldName('right'));
  return values.length > 0 && values.every((value) => {
    const echoed = value ? withoutFallback(value) : undefined;
    return !!echoed && (isOriginRead(echoed) || (echoed.type === 'call' && relayedOrigin(unit, echoed, depth)?.variables.length === 0));
  });
}

/** The value is the request's Origin: read in place, held in a variable, or handed back by a helper; with the caller's variables it came through. */
function echoedOrigin(unit: Node, value: Node, depth = 0): { variables: string[] } | undefined {
  const echoed = withoutFallback(value);
  if (isOriginRead(echoed)) return { variables: [] };
  if (echoed.type === 'call') return relayedOrigin(unit, echoed, depth);
  return echoed.type === 'identifier' && holdsOrigin(unit, echoed.text, depth) ? { variables: [echoed.text] } : undefined;
}

/** `if origin:`, `not origin`, `origin is None`, `origin == ""`, `origin and …`: whether it is there, not which it is. */
function isPresenceTest(node: Node): boolean {
  let child = node;
  let parent = node.parent;
  while (parent?.type === 'parenthesized_expression') [child, parent] = [parent, parent.parent];
  if (!parent) return false;
  if (parent.type === 'not_operator' || parent.type === 'boolean_operator') return true;
  if (['if_statement', 'elif_clause', 'while_statement'].includes(parent.type)) return parent.childForFieldName('condition')?.id === child.id;
  if (parent.type === 'conditional_expression') return namedChildrenOf(parent)[1]?.id === child.id;
  if (parent.type !== 'comparison_operator') return false;
  const operands = namedChildrenOf(parent);
  return operands.length === 2 && operands.some((o) => o.id !== child.id && (o.type === 'none' || constantText(o) === ''));
}

/** The read or variable gives a tracked variable its value (`origin = request.headers.get("Origin") or ""`). */
function isBinding(read: Node, variables: ReadonlySet<string>): boolean {
  let node = read;
  while (node.parent && (node.parent.type === 'parenthesized_expression' || (node.parent.type === 'boolean_operator' && node.parent.childForFieldName('left')?.id === node.id))) node = node.parent;
  const assignment = node.parent;
  return assignment?.type === 'assignment' && assignment.childForFieldName('right')?.id === node.id && variables.has(assignment.childForFieldName('left')?.text ?? '');
}

/** The name a parameter list declares (`def origin_for(self, origin)`), not a use of it. */
function isParameter(node: Node): boolean {
  const parent = node.parent;
  if (parent?.type === 'parameters' || parent?.type === 'lambda_parameters') return true;
  return !!parent && /^(typed_|default_|typed_default_)parameter$/.test(parent.type) && namedChildrenOf(parent)[0]?.id === node.id;
}

function originExamined(unit: Node, variables: ReadonlySet<string>, echoes: readonly Node[]): boolean {
  const inEcho = (node: Node) => echoes.some((echo) => contains(echo, node));
  const reads = descendantsOf(unit, ['subscript', 'call']).filter((node) => isOriginRead(node) && !inEcho(node));
  // An attribute or keyword named like the variable (`request.origin`, `origin=…`) is not a use of it.
  const uses = descendantsOf(unit, 'identifier').filter((node) => variables.has(node.text) && !inEcho(node) && !isParameter(node)
    && node.parent?.childForFieldName('attribute')?.id !== node.id && node.parent?.childForFieldName('name')?.id !== node.id);
  return [...reads, ...uses].some((node) => {
    const parent = node.parent;
    if (parent?.type === 'assignment' && parent.childForFieldName('left')?.id === node.id) return false;
    if (node.type !== 'identifier' && isBinding(node, variables)) return false;
    return !isPresenceTest(node);
  });
}

/** Access-Control-Allow-Origin writes that echo the request's origin, unexamined, where the same function allows credentials. */
export function echoedOriginWrites(file: FileContext): Node[] {
  const found: Node[] = [];
  for (const { unit, writes } of headerWrites(file).values()) {
    if (!writes.some((write) => write.header === 'credentials' && isTrue(file, write.value))) continue;
    const echoes = writes.filter((write) => write.header === 'origin').flatMap((write) => {
      const echo = echoedOrigin(unit, write.value);
      return echo ? [{ write, echo }] : [];
    });
    if (echoes.length === 0) continue;
    const variables = new Set(echoes.flatMap((e) => e.echo.variables));
    if (!originExamined(unit, variables, echoes.map((e) => withoutFallback(e.write.value)))) found.push(...echoes.map((e) => e.write.at));
  }
  return found;
}
