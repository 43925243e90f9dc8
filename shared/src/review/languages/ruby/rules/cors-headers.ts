/**
 * CORS written by hand: a controller action, filter, Sinatra route or Rack app that copies the request's Origin
 * header into Access-Control-Allow-Origin and also sends Access-Control-Allow-Credentials: true, without looking at
 * the origin first. Any use of the origin besides a presence test (an allow-list lookup, a comparison, a pattern
 * match, even a log line) counts as looking at it: quiet on code that may check is worth more than the odd missed echo.
 */
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { queryNodes } from '../../../core/query';
import { contains, descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { argumentsOf, METHOD_TYPES, methodName } from './context';

interface HeaderWrite {
  header: 'origin' | 'credentials';
  at: Node;
  value: Node;
}

const HEADER_NAME = /^access-control-allow-(origin|credentials)$/i;
const HEADER_STRINGS = `((string (string_content) @text) @node (#match? @text "^[Aa]ccess-[Cc]ontrol-[Aa]llow-([Oo]rigin|[Cc]redentials)$"))`;

/** A string literal's text, without interpolation. */
export function stringText(node: Node | null | undefined): string | undefined {
  if (node?.type !== 'string' || namedChildrenOf(node).some((c) => c.type === 'interpolation')) return undefined;
  return namedChildrenOf(node).filter((c) => c.type === 'string_content').map((c) => c.text).join('');
}

const isOriginKey = (node: Node | undefined) => /^(origin|http_origin)$/i.test(stringText(node) ?? '');

/** `request.headers['Origin']`, `request.env['HTTP_ORIGIN']`, `env['HTTP_ORIGIN']`, `request.origin`, `request.get_header('HTTP_ORIGIN')`. */
export function isOriginRead(node: Node): boolean {
  if (node.type === 'element_reference') {
    const [object, key] = namedChildrenOf(node);
    return !!object && /(^|\.)(headers|env)$/.test(object.text) && isOriginKey(key);
  }
  if (node.type !== 'call') return false;
  const receiver = node.childForFieldName('receiver')?.text ?? '';
  if (methodName(node) === 'origin') return /(^|\.)request$/.test(receiver) && argumentsOf(node).length === 0;
  return methodName(node) === 'get_header' && argumentsOf(node).length === 1 && isOriginKey(argumentsOf(node)[0]);
}

/** `response.headers['…'] = v`, `headers 'X' => v`, `response.set_header('X', v)`. */
function headerWrite(name: Node): HeaderWrite | undefined {
  const header = /origin$/i.test(stringText(name) ?? '') ? 'origin' : 'credentials';
  const parent = name.parent;
  if (parent?.type === 'pair' && parent.childForFieldName('key')?.id === name.id) {
    const value = parent.childForFieldName('value');
    return value ? { header, at: parent, value } : undefined;
  }
  if (parent?.type === 'element_reference' && parent.parent?.type === 'assignment' && parent.parent.childForFieldName('left')?.id === parent.id) {
    const value = parent.parent.childForFieldName('right');
    return value && /(^|\.)(headers|response)$/.test(namedChildrenOf(parent)[0]?.text ?? '') ? { header, at: parent.parent, value } : undefined;
  }
  const call = parent?.type === 'argument_list' ? parent.parent : undefined;
  const args = call ? argumentsOf(call) : [];
  if (call?.type === 'call' && /^(set_header|add_header|store)$/.test(methodName(call)) && args[0]?.id === name.id && args[1]) return { header, at: call, value: args[1] };
  return undefined;
}

/** The unit a header write belongs to: its method, else the block it is in (a Sinatra route, a `before` filter), else the file. */
function unitOf(node: Node): Node {
  return enclosing(node, METHOD_TYPES) ?? enclosing(node, ['do_block', 'block', 'lambda']) ?? node.tree.rootNode;
}

function headerWrites(file: FileContext): Map<number, { unit: Node; writes: HeaderWrite[] }> {
  return memoized(file, 'ruby.cors-header-writes', () => {
    const byUnit = new Map<number, { unit: Node; writes: HeaderWrite[] }>();
    if (!/access-control-allow-/i.test(file.code)) return byUnit;
    for (const name of queryNodes(file, HEADER_STRINGS)) {
      if (!HEADER_NAME.test(stringText(name) ?? '')) continue;
      const write = headerWrite(name);
      if (!write) continue;
      const unit = unitOf(write.at);
      const entry = byUnit.get(unit.id) ?? { unit, writes: [] };
      entry.writes.push(write);
      byUnit.set(unit.id, entry);
    }
    return byUnit;
  });
}

function isTrue(file: FileContext, value: Node): boolean {
  if (value.type === 'true' || stringText(value)?.toLowerCase() === 'true') return true;
  const constants = judgedValue(file, value).constants;
  return constants.length > 0 && constants.every((c) => c === true || (typeof c === 'string' && c.toLowerCase() === 'true'));
}

/** `origin || ''`: the origin, with a constant for when it is absent. */
function withoutFallback(node: Node): Node {
  if (node.type === 'parenthesized_statements' && namedChildrenOf(node).length === 1) return withoutFallback(namedChildrenOf(node)[0]!);
  const right = node.childForFieldName('right');
  if (node.type === 'binary' && /^(\|\||or)$/.test(node.childForFieldName('operator')?.text ?? '') && right && (stringText(right) !== undefined || right.type === 'nil')) return withoutFallback(node.childForFieldName('left')!);
  return node;
}

function holdsOrigin(unit: Node, name: string): boolean {
  const values = descendantsOf(unit, ['assignment', 'operator_assignment']).filter((a) => a.childForFieldName('left')?.type === 'identifier' && a.childForFieldName('left')!.text === name).map((a) => (a.type === 'assignment' ? a.childForFieldName('right') : null));
  return values.length > 0 && values.every((value) => !!value && isOriginRead(withoutFallback(value)));
}

function echoedOrigin(unit: Node, value: Node): { variable?: string } | undefined {
  const echoed = withoutFallback(value);
  if (isOriginRead(echoed)) return {};
  return echoed.type === 'identifier' && holdsOrigin(unit, echoed.text) ? { variable: echoed.text } : undefined;
}

/** `if origin`, `unless origin`, `origin.present?`, `origin.nil?`, `!origin`, `origin && …`: whether it is there, not which it is. */
function isPresenceTest(node: Node): boolean {
  let child = node;
  let parent = node.parent;
  while (parent?.type === 'parenthesized_statements') [child, parent] = [parent, parent.parent];
  if (!parent) return false;
  if (parent.type === 'call' && parent.childForFieldName('receiver')?.id === child.id) return /^(nil\?|present\?|blank\?|empty\?|presence)$/.test(methodName(parent));
  if (['if', 'unless', 'if_modifier', 'unless_modifier', 'elsif', 'while', 'until'].includes(parent.type)) return parent.childForFieldName('condition')?.id === child.id;
  if (parent.type === 'conditional') return parent.childForFieldName('condition')?.id === child.id;
  if (parent.type === 'unary') return /^(!|not)$/.test(parent.childForFieldName('operator')?.text ?? '');
  if (parent.type !== 'binary') return false;
  const operator = parent.childForFieldName('operator')?.text ?? '';
  if (/^(&&|\|\||and|or)$/.test(operator)) return true;
  const other = parent.childForFieldName('left')?.id === child.id ? parent.childForFieldName('right') : parent.childForFieldName('left');
  return /^(==|!=)$/.test(operator) && !!other && (other.type === 'nil' || stringText(other) === '');
}

function originExamined(unit: Node, variables: ReadonlySet<string>, echoes: readonly Node[]): boolean {
  const inEcho = (node: Node) => echoes.some((echo) => contains(echo, node));
  const reads = descendantsOf(unit, ['element_reference', 'call']).filter((node) => isOriginRead(node) && !inEcho(node));
  // A method named like the variable (`request.origin`) is not a use of it.
  const uses = descendantsOf(unit, 'identifier').filter((node) => variables.has(node.text) && !inEcho(node) && node.parent?.childForFieldName('method')?.id !== node.id);
  return [...reads, ...uses].some((node) => {
    let binding = node;
    while (binding.parent && withoutFallback(binding.parent).id === node.id) binding = binding.parent;
    const assignment = binding.parent;
    if (assignment?.type === 'assignment' && (assignment.childForFieldName('left')?.id === node.id || (assignment.childForFieldName('right')?.id === binding.id && variables.has(assignment.childForFieldName('left')?.text ?? '')))) return false;
    return !isPresenceTest(node);
  });
}

/** Access-Control-Allow-Origin writes that echo the request's origin, unexamined, where the same unit allows credentials. */
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
