/**
 * CORS written by hand: a handler or middleware that copies the request's Origin header into
 * Access-Control-Allow-Origin and also sends Access-Control-Allow-Credentials: true, without looking at the origin
 * first. Any use of the origin besides a presence test (an allow-list lookup, a comparison, a pattern test, even a
 * log line) counts as looking at it: quiet on code that may check is worth more than the odd missed echo.
 */
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { queryNodes } from '../../../core/query';
import { contains, descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { constantText, enclosingFunction } from './context';

/** A response header set to a value: by a call (`res.setHeader(name, value)`), an object key or an assignment. */
interface HeaderWrite {
  header: 'origin' | 'credentials';
  /** The call, pair or assignment: where a finding points. */
  at: Node;
  value: Node;
}

const HEADER_NAME = /^access-control-allow-(origin|credentials)$/i;
const HEADER_STRINGS = `
  ((string (string_fragment) @text) @node (#match? @text "^[Aa]ccess-[Cc]ontrol-[Aa]llow-([Oo]rigin|[Cc]redentials)$"))
  ((template_string (string_fragment) @text) @node (#match? @text "^[Aa]ccess-[Cc]ontrol-[Aa]llow-([Oo]rigin|[Cc]redentials)$"))`;
/** Methods that set one response header (Node, Express, Koa, Fastify, the fetch API's Headers). */
const SETTERS = /^(setHeader|header|set|append)$/;

/** `x as T`, `x!`, `(x)` are judged by `x`. */
export function unwrap(node: Node): Node {
  let current = node;
  while (['as_expression', 'non_null_expression', 'parenthesized_expression', 'satisfies_expression', 'type_assertion'].includes(current.type)) {
    const inner = namedChildrenOf(current).find((c) => !/type/.test(c.type));
    if (!inner) break;
    current = inner;
  }
  return current;
}

const isOriginName = (node: Node | null | undefined) => !!node && /^origin$/i.test(constantText(node) ?? (node.type === 'property_identifier' ? node.text : ''));

/**
 * The request's Origin header read in place: `req.headers.origin`, `req.headers['origin']`, `ctx.request.header.origin`,
 * `req.get('Origin')`, `req.header('origin')`, `ctx.get('Origin')`, `request.headers.get('origin')`, `c.req.header('origin')`.
 */
export function isOriginRead(node: Node): boolean {
  const read = unwrap(node);
  if (read.type === 'member_expression' || read.type === 'subscript_expression') {
    const key = read.childForFieldName(read.type === 'member_expression' ? 'property' : 'index');
    const headers = read.childForFieldName('object');
    const holder = headers?.type === 'member_expression' ? headers.childForFieldName('property') : headers;
    return isOriginName(key) && /^(member_expression|identifier)$/.test(headers?.type ?? '') && /^headers?$/.test(holder?.text ?? '');
  }
  if (read.type !== 'call_expression') return false;
  const callee = read.childForFieldName('function');
  const args = namedChildrenOf(read.childForFieldName('arguments') ?? read);
  if (callee?.type !== 'member_expression' || args.length !== 1 || !isOriginName(args[0])) return false;
  const method = callee.childForFieldName('property')?.text ?? '';
  if (method === 'get') return true;
  // `res.header('origin')` with one argument reads nothing from a response, but `req.header('origin')` reads the request.
  return method === 'header' && /(^|\.)(req|request)$/.test(callee.childForFieldName('object')?.text ?? '');
}

function headerWrite(name: Node): HeaderWrite | undefined {
  const header = /origin$/i.test(constantText(name) ?? '') ? 'origin' : 'credentials';
  const parent = name.parent;
  if (parent?.type === 'arguments' && namedChildrenOf(parent)[0]?.id === name.id) {
    const call = parent.parent;
    const callee = call?.childForFieldName('function');
    const value = namedChildrenOf(parent)[1];
    if (call && value && callee?.type === 'member_expression' && SETTERS.test(callee.childForFieldName('property')?.text ?? '')) return { header, at: call, value };
  }
  if (parent?.type === 'pair' && parent.childForFieldName('key')?.id === name.id) {
    const value = parent.childForFieldName('value');
    return value ? { header, at: parent, value } : undefined;
  }
  const assignment = parent?.parent;
  if (parent?.type === 'subscript_expression' && parent.childForFieldName('index')?.id === name.id && assignment?.type === 'assignment_expression' && assignment.childForFieldName('left')?.id === parent.id) {
    const value = assignment.childForFieldName('right');
    return value ? { header, at: assignment, value } : undefined;
  }
  return undefined;
}

/** The header writes of the file, by the function they are in (the module for top-level code). */
function headerWrites(file: FileContext): Map<number, { unit: Node; writes: HeaderWrite[] }> {
  return memoized(file, 'javascript.cors-header-writes', () => {
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
  const node = unwrap(value);
  if (node.type === 'true' || constantText(node) === 'true') return true;
  const constants = judgedValue(file, node).constants;
  return constants.length > 0 && constants.every((c) => c === true || c === 'true');
};

/** Holds the Origin header when every value given to the variable in `unit` is a read of it (`const origin = req.headers.origin || ''`). */
function holdsOrigin(unit: Node, name: string): boolean {
  const sources: Node[] = [];
  for (const declarator of descendantsOf(unit, ['variable_declarator', 'assignment_expression'])) {
    const target = declarator.childForFieldName(declarator.type === 'variable_declarator' ? 'name' : 'left');
    const value = declarator.childForFieldName(declarator.type === 'variable_declarator' ? 'value' : 'right');
    if (target?.type === 'identifier' && target.text === name) {
      if (!value) return false;
      sources.push(value);
    } else if (target?.type === 'object_pattern' && value && namedChildrenOf(target).some((p) => p.type === 'shorthand_property_identifier_pattern' && p.text === name)) {
      // `const { origin } = req.headers`
      if (!/^origin$/i.test(name) || unwrap(value).type !== 'member_expression' || !/^headers?$/.test(unwrap(value).childForFieldName('property')?.text ?? '')) return false;
      sources.push(target);
    }
  }
  return sources.length > 0 && sources.every((source) => source.type === 'object_pattern' || isOriginRead(withoutFallback(source)));
}

/** `origin || '*'`, `origin ?? ''`: the origin, with a constant for when it is absent. */
function withoutFallback(node: Node): Node {
  const value = unwrap(node);
  const operator = value.type === 'binary_expression' ? value.childForFieldName('operator')?.text : undefined;
  const right = value.childForFieldName('right');
  if ((operator === '||' || operator === '??') && right && constantText(unwrap(right)) !== undefined) return unwrap(value.childForFieldName('left')!);
  return value;
}

/** Whether a value written to Access-Control-Allow-Origin is the request's own Origin: its variable, if it has one. */
function echoedOrigin(unit: Node, value: Node): { variable?: string } | undefined {
  const echoed = withoutFallback(value);
  if (isOriginRead(echoed)) return {};
  return echoed.type === 'identifier' && holdsOrigin(unit, echoed.text) ? { variable: echoed.text } : undefined;
}

/** A test of whether the origin is there at all (`if (origin)`, `!origin`, `origin === undefined`), which allows any origin. */
function isPresenceTest(node: Node): boolean {
  let child = node;
  let parent = node.parent;
  while (parent && ['parenthesized_expression', 'as_expression', 'non_null_expression'].includes(parent.type)) [child, parent] = [parent, parent.parent];
  if (!parent) return false;
  if (parent.type === 'unary_expression') return /^(!|typeof)$/.test(parent.childForFieldName('operator')?.text ?? '');
  if (['if_statement', 'while_statement'].includes(parent.type)) return true;
  if (parent.type === 'ternary_expression') return parent.childForFieldName('condition')?.id === child.id;
  if (parent.type !== 'binary_expression') return false;
  const operator = parent.childForFieldName('operator')?.text ?? '';
  if (operator === '&&' || operator === '||' || operator === '??') return true;
  const other = parent.childForFieldName('left')?.id === child.id ? parent.childForFieldName('right') : parent.childForFieldName('left');
  return /^[!=]==?$/.test(operator) && !!other && (/^(null|undefined)$/.test(other.type) || other.text === 'undefined' || constantText(other) === '');
}

/** Somewhere in the unit the origin is used for more than being echoed or tested for presence: it may be checked. */
function originExamined(unit: Node, variables: ReadonlySet<string>, echoes: readonly Node[]): boolean {
  const inEcho = (node: Node) => echoes.some((echo) => contains(echo, node));
  const reads = descendantsOf(unit, ['member_expression', 'subscript_expression', 'call_expression']).filter((node) => isOriginRead(node) && !inEcho(node));
  const uses = descendantsOf(unit, 'identifier').filter((node) => variables.has(node.text) && !inEcho(node));
  return [...reads, ...uses].some((node) => {
    const parent = node.parent;
    // Where the variable gets the origin, and the read it gets it from.
    if (parent?.type === 'variable_declarator' && parent.childForFieldName('name')?.id === node.id) return false;
    if (parent?.type === 'assignment_expression' && parent.childForFieldName('left')?.id === node.id) return false;
    if (node.type !== 'identifier' && isBinding(node, variables)) return false;
    return !isPresenceTest(node);
  });
}

/** `const origin = req.headers.origin || ''` / `origin = req.get('origin')`: the read that gives a tracked variable its value. */
function isBinding(read: Node, variables: ReadonlySet<string>): boolean {
  let node = read;
  while (node.parent && (['as_expression', 'non_null_expression', 'parenthesized_expression'].includes(node.parent.type) || (node.parent.type === 'binary_expression' && /^(\|\||\?\?)$/.test(node.parent.childForFieldName('operator')?.text ?? '') && node.parent.childForFieldName('left')?.id === node.id))) node = node.parent;
  const holder = node.parent;
  const target = holder?.type === 'variable_declarator' ? holder.childForFieldName('name') : holder?.type === 'assignment_expression' ? holder.childForFieldName('left') : undefined;
  return !!target && variables.has(target.text);
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
    const variables = new Set(echoes.flatMap((e) => (e.echo.variable ? [e.echo.variable] : [])));
    if (!originExamined(unit, variables, echoes.map((e) => e.write.value))) found.push(...echoes.map((e) => e.write.at));
  }
  return found;
}
