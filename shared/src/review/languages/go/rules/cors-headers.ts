/**
 * CORS written by hand: a handler or middleware that copies the request's Origin header into
 * Access-Control-Allow-Origin and also sends Access-Control-Allow-Credentials: true, without looking at the origin
 * first. Any use of the origin besides a test for the empty string (an allow-list lookup, a comparison, a pattern
 * match, even a log line) counts as looking at it: quiet on code that may check is worth more than the odd missed echo.
 */
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { queryNodes } from '../../../core/query';
import { contains, descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { argumentsOf, constantsOf, functionOf, operandOf } from './values';

interface HeaderWrite {
  header: 'origin' | 'credentials';
  /** The call: where a finding points. */
  at: Node;
  value: Node;
}

/** `w.Header().Set(name, value)`, `resp.Header.Add(…)`, gin's `c.Header(name, value)`, fiber's `c.Set(name, value)`. */
const HEADER_CALLS = `(call_expression function: (selector_expression field: (field_identifier) @method (#any-of? @method "Set" "Add" "Header")) arguments: (argument_list . (_) . (_) .)) @node`;

/** The header a name stands for: a string (or a constant holding one), or a named constant such as echo's `HeaderOrigin`. */
export function headerNamed(file: FileContext, node: Node, header: 'origin' | 'credentials' | 'request-origin'): boolean {
  const wanted = header === 'request-origin' ? /^origin$/i : header === 'origin' ? /^access-control-allow-origin$/i : /^access-control-allow-credentials$/i;
  const constants = constantsOf(file, node);
  if (constants.length > 0) return constants.every((c) => typeof c === 'string' && wanted.test(c));
  const name = node.type === 'selector_expression' ? node.childForFieldName('field')?.text ?? '' : '';
  const words = name.replace(/^Header/, '').replace(/([a-z])([A-Z])/g, '$1-$2');
  return wanted.test(words);
}

/** `r.Header.Get("Origin")`, `c.GetHeader("Origin")`, `c.Request().Header.Get(echo.HeaderOrigin)`, fiber's `c.Get("Origin")`. */
export function isOriginRead(file: FileContext, node: Node): boolean {
  const read = operandOf(node);
  if (read.type !== 'call_expression') return false;
  const method = read.childForFieldName('function');
  const args = argumentsOf(read);
  return method?.type === 'selector_expression' && /^(Get|GetHeader)$/.test(method.childForFieldName('field')?.text ?? '') && args.length === 1 && headerNamed(file, args[0]!, 'request-origin');
}

function headerWrites(file: FileContext): Map<number, { unit: Node; writes: HeaderWrite[] }> {
  return memoized(file, 'go.cors-header-writes', () => {
    const byUnit = new Map<number, { unit: Node; writes: HeaderWrite[] }>();
    if (!/access-?control-?allow/i.test(file.code)) return byUnit;
    for (const call of queryNodes(file, HEADER_CALLS)) {
      const [name, value] = argumentsOf(call);
      if (!name || !value) continue;
      const header = headerNamed(file, name, 'origin') ? 'origin' : headerNamed(file, name, 'credentials') ? 'credentials' : undefined;
      const unit = functionOf(call);
      if (!header || !unit) continue;
      const entry = byUnit.get(unit.id) ?? { unit, writes: [] };
      entry.writes.push({ header, at: call, value });
      byUnit.set(unit.id, entry);
    }
    return byUnit;
  });
}

const isTrue = (file: FileContext, value: Node) => {
  const constants = constantsOf(file, value);
  return constants.length > 0 && constants.every((c) => c === true || (typeof c === 'string' && c.toLowerCase() === 'true'));
};

/** The values given to a variable in `unit`: `:=`, `=` and `var` declarations. */
function assignedValues(unit: Node, name: string): (Node | undefined)[] {
  const values: (Node | undefined)[] = [];
  for (const statement of descendantsOf(unit, ['short_var_declaration', 'assignment_statement', 'var_spec'])) {
    const lefts = statement.type === 'var_spec' ? statement.childrenForFieldName('name').filter((n): n is Node => n !== null) : namedChildrenOf(statement.childForFieldName('left')!);
    const at = lefts.findIndex((left) => left.type === 'identifier' && left.text === name);
    if (at === -1) continue;
    const rights = namedChildrenOf(statement.childForFieldName(statement.type === 'var_spec' ? 'value' : 'right') ?? statement);
    values.push(rights.length === lefts.length ? rights[at] : undefined);
  }
  return values;
}

function echoedOrigin(file: FileContext, unit: Node, value: Node): { variable?: string } | undefined {
  if (isOriginRead(file, value)) return {};
  const values = value.type === 'identifier' ? assignedValues(unit, value.text) : [];
  return values.length > 0 && values.every((v) => v && isOriginRead(file, v)) ? { variable: value.text } : undefined;
}

/** `origin == ""`, `origin != ""`, `len(origin) > 0`: whether it is there, not which it is. */
function isPresenceTest(node: Node): boolean {
  const parent = node.parent;
  if (parent?.type === 'argument_list' && parent.parent?.childForFieldName('function')?.text === 'len') return true;
  if (parent?.type !== 'binary_expression' || !/^[!=]=$/.test(parent.childForFieldName('operator')?.text ?? '')) return false;
  const other = parent.childForFieldName('left')?.id === node.id ? parent.childForFieldName('right') : parent.childForFieldName('left');
  return !!other && /^(""|``)$/.test(other.text);
}

function originExamined(file: FileContext, unit: Node, variables: ReadonlySet<string>, echoes: readonly Node[]): boolean {
  const inEcho = (node: Node) => echoes.some((echo) => contains(echo, node));
  const reads = descendantsOf(unit, 'call_expression').filter((node) => isOriginRead(file, node) && !inEcho(node));
  const uses = descendantsOf(unit, 'identifier').filter((node) => variables.has(node.text) && !inEcho(node));
  return [...reads, ...uses].some((node) => {
    const list = node.parent?.type === 'expression_list' ? node.parent : undefined;
    const statement = list?.parent ?? node.parent;
    // Where a tracked variable gets the origin, and the read it gets it from.
    if (statement && ['short_var_declaration', 'assignment_statement', 'var_spec'].includes(statement.type)) {
      const lefts = statement.type === 'var_spec' ? statement.childrenForFieldName('name').filter((n): n is Node => n !== null) : namedChildrenOf(statement.childForFieldName('left')!);
      if (lefts.some((left) => left.id === node.id)) return false;
      if (node.type !== 'identifier' && lefts.some((left) => variables.has(left.text))) return false;
    }
    return !isPresenceTest(node);
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
