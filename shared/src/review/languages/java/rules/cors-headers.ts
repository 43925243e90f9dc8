/**
 * CORS written by hand: a servlet, filter, interceptor or controller that copies the request's Origin header into
 * Access-Control-Allow-Origin and also sends Access-Control-Allow-Credentials: true, without looking at the origin
 * first. Any use of the origin besides a presence test (an allow-list lookup, a comparison, a pattern match, even a
 * log line) counts as looking at it: quiet on code that may check is worth more than the odd missed echo.
 *
 * The origin can also reach the header through other code of the file: a helper that builds a policy map or object,
 * a writer it is passed to. The data flow follows it there (`response.setHeader(…, policy.get("origin"))`); such an
 * echo counts when nothing on the way tests the origin's value: no condition and no comparison, allow-list lookup or
 * pattern match takes the origin or what carries it.
 */
import { sinkHits, valueAt, type Taint, type Value } from '../../../analysis/dataflow/engine';
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { queryNodes } from '../../../core/query';
import { contains, descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { FUNCTION_TYPES } from './context';

interface HeaderWrite {
  header: 'origin' | 'credentials';
  at: Node;
  value: Node;
}

/**
 * `response.setHeader/addHeader(name, value)`, JAX-RS `getHeaders().add/putSingle(…)`, Spring `HttpHeaders.set/add`
 * and `ResponseEntity…header(name, value)`, and Spring's typed `setAccessControlAllowOrigin(value)`.
 */
const HEADER_CALLS = `
  (method_invocation name: (identifier) @method (#any-of? @method "setHeader" "addHeader" "add" "set" "putSingle" "header") arguments: (argument_list . (_) . (_) .)) @node
  (method_invocation name: (identifier) @method (#any-of? @method "setAccessControlAllowOrigin" "setAccessControlAllowCredentials") arguments: (argument_list . (_) .)) @node`;

/** A string literal's text. */
export function literalText(node: Node | undefined): string | undefined {
  return node?.type === 'string_literal' ? namedChildrenOf(node).filter((c) => c.type === 'string_fragment').map((c) => c.text).join('') : undefined;
}

/** The header a name stands for: a string (or a constant holding one), or a named constant (`HttpHeaders.ACCESS_CONTROL_ALLOW_ORIGIN`). */
export function headerNamed(file: FileContext, node: Node, wanted: RegExp): boolean {
  const text = literalText(node);
  if (text !== undefined) return wanted.test(text);
  const constants = judgedValue(file, node).constants;
  if (constants.length > 0) return constants.every((c) => typeof c === 'string' && wanted.test(c));
  const name = node.type === 'field_access' ? node.childForFieldName('field')?.text ?? '' : node.type === 'identifier' ? node.text : '';
  return /^[A-Z_]+$/.test(name) && wanted.test(name.replace(/_/g, '-'));
}

const ALLOW_ORIGIN = /^access-control-allow-origin$/i;
const ALLOW_CREDENTIALS = /^access-control-allow-credentials$/i;
const ORIGIN = /^origin$/i;

/** `request.getHeader("Origin")`, `ctx.getHeaderString("Origin")`, `headers.getFirst(HttpHeaders.ORIGIN)`, `request.getHeaders().getOrigin()`. */
export function isOriginRead(file: FileContext, node: Node): boolean {
  if (node.type !== 'method_invocation') return false;
  const method = node.childForFieldName('name')?.text ?? '';
  const args = namedChildrenOf(node.childForFieldName('arguments') ?? node);
  if (method === 'getOrigin') return args.length === 0 && /getHeaders\(\)$|headers$/i.test(node.childForFieldName('object')?.text ?? '');
  return /^(getHeader|getHeaderString|getFirst)$/.test(method) && args.length === 1 && headerNamed(file, args[0]!, ORIGIN);
}

/** A parameter bound to the Origin header: `@RequestHeader("Origin") String origin`, `@HeaderParam("Origin")`. */
function isOriginParameter(file: FileContext, parameter: Node): boolean {
  return descendantsOf(parameter.childForFieldName('modifiers') ?? namedChildrenOf(parameter).find((c) => c.type === 'modifiers') ?? parameter, 'annotation').some((annotation) => {
    if (!/^(RequestHeader|HeaderParam)$/.test(annotation.childForFieldName('name')?.text ?? '')) return false;
    const args = namedChildrenOf(annotation.childForFieldName('arguments') ?? annotation);
    const value = args.find((a) => a.type !== 'element_value_pair') ?? args.find((a) => /^(value|name)$/.test(a.childForFieldName('key')?.text ?? ''))?.childForFieldName('value');
    return !!value && headerNamed(file, value, ORIGIN);
  });
}

function headerWrites(file: FileContext): Map<number, { unit: Node; writes: HeaderWrite[] }> {
  return memoized(file, 'java.cors-header-writes', () => {
    const byUnit = new Map<number, { unit: Node; writes: HeaderWrite[] }>();
    if (!/access.?control.?allow/i.test(file.code)) return byUnit;
    for (const call of queryNodes(file, HEADER_CALLS)) {
      const args = namedChildrenOf(call.childForFieldName('arguments')!);
      const method = call.childForFieldName('name')!.text;
      let write: HeaderWrite | undefined;
      if (method === 'setAccessControlAllowOrigin') write = { header: 'origin', at: call, value: args[0]! };
      else if (method === 'setAccessControlAllowCredentials') write = { header: 'credentials', at: call, value: args[0]! };
      else if (headerNamed(file, args[0]!, ALLOW_ORIGIN)) write = { header: 'origin', at: call, value: args[1]! };
      else if (headerNamed(file, args[0]!, ALLOW_CREDENTIALS)) write = { header: 'credentials', at: call, value: args[1]! };
      const unit = write ? enclosing(call, FUNCTION_TYPES) : undefined;
      if (!write || !unit) continue;
      const entry = byUnit.get(unit.id) ?? { unit, writes: [] };
      entry.writes.push(write);
      byUnit.set(unit.id, entry);
    }
    return byUnit;
  });
}

const isTrue = (file: FileContext, value: Node) => {
  if (value.type === 'true' || literalText(value)?.toLowerCase() === 'true' || value.text === 'Boolean.TRUE') return true;
  const constants = judgedValue(file, value).constants;
  return constants.length > 0 && constants.every((c) => c === true || (typeof c === 'string' && c.toLowerCase() === 'true'));
};

/** The values given to a local variable in `unit` (declarations and assignments); a parameter bound to the Origin header counts as one read. */
function holdsOrigin(file: FileContext, unit: Node, name: string): boolean {
  const parameter = descendantsOf(unit.childForFieldName('parameters') ?? unit, 'formal_parameter').find((p) => p.childForFieldName('name')?.text === name);
  if (parameter) return isOriginParameter(file, parameter) && !descendantsOf(unit, 'assignment_expression').some((a) => a.childForFieldName('left')?.text === name);
  const values = [
    ...descendantsOf(unit, 'variable_declarator').filter((d) => d.childForFieldName('name')?.text === name).map((d) => d.childForFieldName('value')),
    ...descendantsOf(unit, 'assignment_expression').filter((a) => a.childForFieldName('left')?.text === name).map((a) => a.childForFieldName('right')),
  ];
  return values.length > 0 && values.every((value) => !!value && isOriginRead(file, value));
}

function echoedOrigin(file: FileContext, unit: Node, value: Node): { variable?: string } | undefined {
  if (isOriginRead(file, value)) return {};
  return value.type === 'identifier' && holdsOrigin(file, unit, value.text) ? { variable: value.text } : undefined;
}

/** `origin == null`, `origin.isEmpty()`, `StringUtils.hasText(origin)`: whether it is there, not which it is. */
function isPresenceTest(node: Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'method_invocation' && parent.childForFieldName('object')?.id === node.id) return /^(isEmpty|isBlank)$/.test(parent.childForFieldName('name')?.text ?? '');
  if (parent.type === 'argument_list' && parent.parent?.type === 'method_invocation') {
    return /^(hasText|hasLength|isEmpty|isBlank|isNotEmpty|isNotBlank|isNull|nonNull)$/.test(parent.parent.childForFieldName('name')?.text ?? '') && namedChildrenOf(parent).length === 1;
  }
  if (parent.type !== 'binary_expression' || !/^[!=]=$/.test(parent.childForFieldName('operator')?.text ?? '')) return false;
  const other = parent.childForFieldName('left')?.id === node.id ? parent.childForFieldName('right') : parent.childForFieldName('left');
  return other?.type === 'null_literal' || literalText(other ?? undefined) === '';
}

function originExamined(file: FileContext, unit: Node, variables: ReadonlySet<string>, echoes: readonly Node[]): boolean {
  const inEcho = (node: Node) => echoes.some((echo) => contains(echo, node));
  const reads = descendantsOf(unit, 'method_invocation').filter((node) => isOriginRead(file, node) && !inEcho(node));
  // A method or field named like the variable (`headers.origin()`) is not a use of it.
  const uses = descendantsOf(unit, 'identifier').filter((node) => variables.has(node.text) && !inEcho(node)
    && !(node.parent?.type === 'method_invocation' && node.parent.childForFieldName('name')?.id === node.id) && !(node.parent?.type === 'field_access' && node.parent.childForFieldName('field')?.id === node.id));
  return [...reads, ...uses].some((node) => {
    const parent = node.parent;
    if (parent?.type === 'variable_declarator' && (parent.childForFieldName('name')?.id === node.id || variables.has(parent.childForFieldName('name')?.text ?? ''))) return false;
    if (parent?.type === 'assignment_expression' && (parent.childForFieldName('left')?.id === node.id || variables.has(parent.childForFieldName('left')?.text ?? ''))) return false;
    if (parent?.type === 'formal_parameter') return false;
    return !isPresenceTest(node);
  });
}

/** The flow's read of the Origin header: `request.getHeader("Origin")`, or a parameter bound to it. */
function isOriginSource(file: FileContext, taint: Taint): boolean {
  if (taint.source.origin !== 'input') return false;
  const node = taint.source.node;
  const parameter = node.type === 'formal_parameter' ? node : node.parent?.type === 'formal_parameter' ? node.parent : undefined;
  return isOriginRead(file, node) || (!!parameter && isOriginParameter(file, parameter));
}

/** Where code tests a value: conditions, and comparisons, look-ups and matches wherever they stand. */
const CONDITIONS = ['if_statement', 'while_statement', 'do_statement', 'for_statement', 'ternary_expression', 'switch_expression', 'switch_statement'];
const TESTING_CALL = /^(equals|equalsIgnoreCase|contains|containsKey|containsValue|matches|startsWith|endsWith|test|compareTo|compareToIgnoreCase|anyMatch|allMatch|noneMatch|filter|indexOf|lookingAt|find|isAllowed\w*|isTrusted\w*|isPermitted\w*|isValid\w*|check\w*|validate\w*|verify\w*|allows?\w*)$/;

/** The identifiers and field reads inside conditions and testing calls, but for presence tests (`origin != null`). */
function testedExpressions(file: FileContext): Node[] {
  return memoized(file, 'java.cors-tested-expressions', () => {
    if (!file.tree) return [];
    const roots: Node[] = [];
    for (const type of CONDITIONS) for (const node of descendantsOf(file.tree.rootNode, type)) {
      const condition = node.childForFieldName('condition') ?? (type.startsWith('switch') ? namedChildrenOf(node)[0] : undefined);
      if (condition) roots.push(condition);
    }
    for (const call of descendantsOf(file.tree.rootNode, 'method_invocation')) {
      if (!TESTING_CALL.test(call.childForFieldName('name')?.text ?? '')) continue;
      const object = call.childForFieldName('object');
      if (object) roots.push(object);
      roots.push(...namedChildrenOf(call.childForFieldName('arguments') ?? call));
    }
    const seen = new Set<number>();
    const found: Node[] = [];
    for (const root of roots) for (const node of [root, ...descendantsOf(root, 'identifier'), ...descendantsOf(root, 'field_access')]) {
      if ((node.type !== 'identifier' && node.type !== 'field_access') || seen.has(node.id)) continue;
      seen.add(node.id);
      const parent = node.parent;
      if (parent?.type === 'method_invocation' && parent.childForFieldName('name')?.id === node.id) continue;
      if (parent?.type === 'field_access' && parent.childForFieldName('field')?.id === node.id) continue;
      if (!isPresenceTest(node)) found.push(node);
    }
    return found;
  });
}

/** Whether something tests the value an origin taint stands for: the read itself, or a parameter the origin was passed in as. */
function originTested(file: FileContext, origin: Taint): boolean {
  const parameters = new Set(origin.steps.flatMap((step) => {
    const passed = /^passed to `([^`]+)` as `([^`]+)`/.exec(step.note);
    return passed ? [`parameter \`${passed[2]}\` of \`${passed[1]}\``] : [];
  }));
  const same = (taint: Taint) => (taint.source.origin === 'input' ? taint.source.node.startIndex === origin.source.node.startIndex : parameters.has(taint.source.description));
  const carries = (value: Value | undefined, depth = 0): boolean => !!value && depth < 4
    && (value.taints.some(same) || [...(value.fields?.values() ?? [])].some((field) => carries(field, depth + 1)) || carries(value.elements, depth + 1));
  return testedExpressions(file).some((node) => carries(valueAt(file, node)));
}

/**
 * Servlet Access-Control-Allow-Origin writes whose value the flow traces to the request's Origin header through other
 * code (maps, fields, helpers), untested on the way, where the writing method allows credentials.
 */
function flowedOriginWrites(file: FileContext): Node[] {
  const byUnit = headerWrites(file);
  if (byUnit.size === 0) return [];
  return sinkHits(file, ['header']).flatMap((hit) => {
    const unit = hit.fromInput ? enclosing(hit.call, FUNCTION_TYPES) : undefined;
    const writes = unit ? byUnit.get(unit.id)?.writes ?? [] : [];
    const write = writes.find((w) => w.header === 'origin' && w.at.startIndex === hit.call.startIndex && contains(w.value, hit.argument));
    // A direct echo in the method is judged by echoedOriginWrites alone.
    if (!write || echoedOrigin(file, unit!, write.value) || !writes.some((w) => w.header === 'credentials' && isTrue(file, w.value))) return [];
    return hit.taints.some((taint) => isOriginSource(file, taint) && !originTested(file, taint)) ? [write.at] : [];
  });
}

/** Access-Control-Allow-Origin writes that echo the request's origin, unexamined, where the same method allows credentials. */
export function echoedOriginWrites(file: FileContext): Node[] {
  const found: Node[] = [];
  for (const { unit, writes } of headerWrites(file).values()) {
    if (!writes.some((write) => write.header === 'credentials' && isTrue(file, write.value))) continue;
    const echoes = writes.filter((write) => write.header === 'origin').flatMap((write) => {
      const echo = echoedOrigin(file, unit, write.value);
      return echo ? [{ write, echo }] : [];
    });
    if (echoes.length === 0) continue;
    const variables = new Set(echoes.flatMap((e) => (e.echo.variable ? [e.echo.variable] : [])));
    if (!originExamined(file, unit, variables, echoes.map((e) => e.write.value))) found.push(...echoes.map((e) => e.write.at));
  }
  const flowed = flowedOriginWrites(file).filter((at) => !found.some((f) => f.id === at.id));
  return [...found, ...flowed];
}
