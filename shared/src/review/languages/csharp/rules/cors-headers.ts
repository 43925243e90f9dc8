/**
 * CORS written by hand: a middleware, filter or action that copies the request's Origin header into
 * Access-Control-Allow-Origin and also sends Access-Control-Allow-Credentials: true, without looking at the origin
 * first. Any use of the origin besides a presence test (an allow-list lookup, a comparison, a pattern match, even a
 * log line) counts as looking at it: quiet on code that may check is worth more than the odd missed echo.
 */
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { queryNodes } from '../../../core/query';
import { contains, descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { valueOf } from '../lower-statements';
import { argumentValues, enclosingFunction, literalText, memberName } from './context';

interface HeaderWrite {
  header: 'origin' | 'credentials';
  at: Node;
  value: Node;
}

/**
 * `Response.Headers["…"] = v`, `Response.Headers.AccessControlAllowOrigin = v`, `Response.Headers.Add/Append/TryAdd(name, v)`,
 * classic ASP.NET's `Response.AddHeader/AppendHeader(name, v)`.
 */
const HEADER_WRITES = `
  (assignment_expression left: [(element_access_expression) (member_access_expression)]) @node
  (invocation_expression function: (member_access_expression name: (identifier) @name (#any-of? @name "Add" "Append" "TryAdd" "Set" "AddHeader" "AppendHeader")) arguments: (argument_list . (argument) . (argument) .)) @node`;

/** The header a name stands for: a string (or a constant holding one), or `HeaderNames.AccessControlAllowOrigin`. */
export function headerNamed(file: FileContext, node: Node, wanted: RegExp): boolean {
  const text = literalText(node);
  if (text !== undefined) return wanted.test(text);
  const constants = judgedValue(file, node).constants;
  if (constants.length > 0) return constants.every((c) => typeof c === 'string' && wanted.test(c));
  return node.type === 'member_access_expression' && /^HeaderNames$/.test(node.childForFieldName('expression')?.text ?? '') && wanted.test((memberName(node) ?? '').replace(/([a-z])([A-Z])/g, '$1-$2'));
}

const ALLOW_ORIGIN = /^access-control-allow-origin$/i;
const ALLOW_CREDENTIALS = /^access-control-allow-credentials$/i;
const ORIGIN = /^origin$/i;

/** `.ToString()`, `.FirstOrDefault()`, `(string)x`, `x ?? ""` are judged by `x`. */
function unwrap(node: Node): Node {
  if (node.type === 'invocation_expression' && argumentValues(node.childForFieldName('arguments')).length === 0) {
    const fn = node.childForFieldName('function');
    if (fn?.type === 'member_access_expression' && /^(ToString|FirstOrDefault|First|Single)$/.test(memberName(fn) ?? '')) return unwrap(fn.childForFieldName('expression')!);
  }
  if (node.type === 'cast_expression' || node.type === 'parenthesized_expression') return unwrap(node.childForFieldName('value') ?? namedChildrenOf(node).at(-1)!);
  if (node.type === 'binary_expression' && node.childForFieldName('operator')?.text === '??' && literalText(node.childForFieldName('right')) !== undefined) return unwrap(node.childForFieldName('left')!);
  return node;
}

/** `Request.Headers["Origin"]`, `Request.Headers[HeaderNames.Origin]`, `Request.Headers.Origin` (and `.ToString()` of them). */
export function isOriginRead(file: FileContext, node: Node): boolean {
  const read = unwrap(node);
  if (read.type === 'element_access_expression') {
    const key = argumentValues(read.childForFieldName('subscript'))[0];
    return /Headers$/.test(read.childForFieldName('expression')?.text ?? '') && !!key && headerNamed(file, key, ORIGIN);
  }
  return read.type === 'member_access_expression' && memberName(read) === 'Origin' && /Request\.Headers$/.test(read.childForFieldName('expression')?.text ?? '');
}

function headerWrite(file: FileContext, node: Node): HeaderWrite | undefined {
  let name: Node | undefined;
  let value: Node | undefined;
  if (node.type === 'assignment_expression') {
    const left = node.childForFieldName('left')!;
    value = node.childForFieldName('right') ?? undefined;
    if (left.type === 'element_access_expression' && /Headers$/.test(left.childForFieldName('expression')?.text ?? '')) name = argumentValues(left.childForFieldName('subscript'))[0];
    else if (left.type === 'member_access_expression' && /Headers$/.test(left.childForFieldName('expression')?.text ?? '')) {
      // The typed properties of IHeaderDictionary (.NET 7).
      const property = memberName(left);
      if (property === 'AccessControlAllowOrigin' || property === 'AccessControlAllowCredentials') return value ? { header: property.endsWith('Origin') ? 'origin' : 'credentials', at: node, value } : undefined;
    }
  } else [name, value] = argumentValues(node.childForFieldName('arguments'));
  if (!name || !value) return undefined;
  if (headerNamed(file, name, ALLOW_ORIGIN)) return { header: 'origin', at: node, value };
  return headerNamed(file, name, ALLOW_CREDENTIALS) ? { header: 'credentials', at: node, value } : undefined;
}

function headerWrites(file: FileContext): Map<number, { unit: Node; writes: HeaderWrite[] }> {
  return memoized(file, 'csharp.cors-header-writes', () => {
    const byUnit = new Map<number, { unit: Node; writes: HeaderWrite[] }>();
    if (!/access-?control-?allow/i.test(file.code)) return byUnit;
    for (const node of queryNodes(file, HEADER_WRITES)) {
      const write = headerWrite(file, node);
      if (!write) continue;
      const unit = enclosingFunction(node) ?? node.tree.rootNode;
      const entry = byUnit.get(unit.id) ?? { unit, writes: [] };
      entry.writes.push(write);
      byUnit.set(unit.id, entry);
    }
    return byUnit;
  });
}

function isTrue(file: FileContext, value: Node): boolean {
  if (value.type === 'boolean_literal' || literalText(value) !== undefined) return (literalText(value) ?? value.text).toLowerCase() === 'true';
  const constants = judgedValue(file, value).constants;
  return constants.length > 0 && constants.every((c) => c === true || (typeof c === 'string' && c.toLowerCase() === 'true'));
}

/** `Request.Headers.TryGetValue("Origin", out var origin)`: the variable it declares or fills. */
function tryGetOrigin(file: FileContext, argument: Node): boolean {
  const call = argument.parent?.parent;
  const fn = call?.type === 'invocation_expression' ? call.childForFieldName('function') : undefined;
  const key = call ? argumentValues(call.childForFieldName('arguments'))[0] : undefined;
  return memberName(fn) === 'TryGetValue' && /Headers$/.test(fn?.childForFieldName('expression')?.text ?? '') && !!key && headerNamed(file, key, ORIGIN);
}

/** The variable gets only reads of the Origin header in `unit`. */
function holdsOrigin(file: FileContext, unit: Node, name: string): boolean {
  const values: (Node | undefined)[] = [];
  for (const declarator of descendantsOf(unit, 'variable_declarator')) if (declarator.childForFieldName('name')?.text === name) values.push(valueOf(declarator));
  for (const assignment of descendantsOf(unit, 'assignment_expression')) if (assignment.childForFieldName('left')?.text === name) values.push(assignment.childForFieldName('right') ?? undefined);
  const outs = descendantsOf(unit, 'argument').filter((a) => /^out\b/.test(a.text) && /\w+$/.exec(a.text)?.[0] === name);
  return values.length + outs.length > 0 && values.every((v) => !!v && isOriginRead(file, v)) && outs.every((a) => tryGetOrigin(file, a));
}

function echoedOrigin(file: FileContext, unit: Node, value: Node): { variable?: string } | undefined {
  if (isOriginRead(file, value)) return {};
  const echoed = unwrap(value);
  return echoed.type === 'identifier' && holdsOrigin(file, unit, echoed.text) ? { variable: echoed.text } : undefined;
}

/** `string.IsNullOrEmpty(origin)`, `origin == null`, `origin.Count == 0`, the `out` of TryGetValue: whether it is there, not which it is. */
function isPresenceTest(file: FileContext, node: Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'argument') {
    const call = parent.parent?.parent;
    return /^out\b/.test(parent.text) ? tryGetOrigin(file, parent) : /^(IsNullOrEmpty|IsNullOrWhiteSpace)$/.test(memberName(call?.childForFieldName('function')) ?? '');
  }
  if (parent.type === 'member_access_expression' && parent.childForFieldName('expression')?.id === node.id) return /^(Count|Length)$/.test(memberName(parent) ?? '');
  if (parent.type !== 'binary_expression' || !/^[!=]=$/.test(parent.childForFieldName('operator')?.text ?? '')) return false;
  const other = parent.childForFieldName('left')?.id === node.id ? parent.childForFieldName('right') : parent.childForFieldName('left');
  return other?.type === 'null_literal' || literalText(other) === '';
}

function originExamined(file: FileContext, unit: Node, variables: ReadonlySet<string>, echoes: readonly Node[]): boolean {
  const inEcho = (node: Node) => echoes.some((echo) => contains(echo, node));
  const reads = descendantsOf(unit, ['element_access_expression', 'member_access_expression']).filter((node) => isOriginRead(file, node) && !inEcho(node));
  // A member named like the variable (`Headers.Origin`) is not a use of it.
  const uses = descendantsOf(unit, 'identifier').filter((node) => variables.has(node.text) && !inEcho(node) && !(node.parent?.type === 'member_access_expression' && node.parent.childForFieldName('name')?.id === node.id));
  return [...reads, ...uses].some((node) => {
    // `Request.Headers["Origin"].ToString()` stands for the read: the call around it is what is stored or tested.
    let binding = node;
    for (let up = node.parent, depth = 0; up && depth < 3; up = up.parent, depth++) if (unwrap(up).id === node.id) binding = up;
    const holder = binding.parent;
    if (holder?.type === 'variable_declarator' && (holder.childForFieldName('name')?.id === node.id || variables.has(holder.childForFieldName('name')?.text ?? ''))) return false;
    if (holder?.type === 'assignment_expression' && (holder.childForFieldName('left')?.id === node.id || variables.has(holder.childForFieldName('left')?.text ?? ''))) return false;
    if (node.parent?.type === 'variable_declarator' || node.parent?.type === 'declaration_expression') return false;
    return !isPresenceTest(file, binding);
  });
}

/** Access-Control-Allow-Origin writes that echo the request's origin, unexamined, where the same function allows credentials. */
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
