/**
 * CORS written by hand: a servlet, filter, interceptor or controller that copies the request's Origin header into
 * Access-Control-Allow-Origin and also sends Access-Control-Allow-Credentials: true, without looking at the origin
 * first. Any use of the origin besides a presence test (an allow-list lookup, a comparison, a pattern match, even a
 * log line) counts as looking at it: quiet on code that may check is worth more than the odd missed echo.
 */
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
  return found;
}
