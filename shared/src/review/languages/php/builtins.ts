/**
 * Calls PHP gives a meaning the IR writes otherwise: `isset`/`empty` and `in_array` as the checks they are (so the
 * branch they guard learns what they checked), `parse_url($u, PHP_URL_HOST)` as the host of `$u`, `sprintf` as
 * printf formatting whose numeric conversions carry no text, and comparisons of a check with its result.
 */
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import type { Expr } from '../../core/ir';
import { literal, opaque } from '../../analysis/dataflow/lowering';
import { argumentValue, type ExprLowerer } from './scope';
import { simpleName } from './names';
import { NUMERIC_CONVERSIONS, printfConversions } from './strings';

/** parse_url()'s component constants and the parts they name. */
export const URL_COMPONENTS: Readonly<Record<string, string>> = { PHP_URL_SCHEME: 'scheme', PHP_URL_HOST: 'host', PHP_URL_PORT: 'port', PHP_URL_USER: 'user', PHP_URL_PASS: 'pass', PHP_URL_PATH: 'path', PHP_URL_QUERY: 'query', PHP_URL_FRAGMENT: 'fragment' };
/** Calls that answer a yes-or-no question about their arguments. */
const CHECKS = /^(preg_match|in_array|array_key_exists|isset|empty|is_\w+|ctype_\w+|str_starts_with|str_ends_with|str_contains|hash_equals|password_verify|checkdate|file_exists)$/;
/** Calls that change only the case or surrounding blanks of text: checking their result checks the text. */
const CASE_AND_TRIM = /^(strtolower|strtoupper|mb_strtolower|mb_strtoupper|trim|rtrim|ltrim)$/i;

export function functionCall(lowerer: ExprLowerer, node: Node): Expr {
  const fn = node.childForFieldName('function');
  const list = node.childForFieldName('arguments');
  if (!fn) return opaque(node, namedChildrenOf(node).map((c) => lowerer.expr(c)));
  if (fn.type !== 'name' && fn.type !== 'qualified_name') return lowerer.call(node, lowerer.expr(fn), list);
  const name = simpleName(fn.text);
  const calleeName: Expr = { kind: 'name', name: lowerer.scope.functionName(name), node: fn };
  const lower = name.toLowerCase();
  const argNodes = list ? namedChildrenOf(list).filter((c) => c.type === 'argument') : [];
  if (lower === 'isset' && argNodes.length > 0) return argNodes.map((arg) => isSet(lowerer, arg, node)).reduce((a, b) => ({ kind: 'binary', op: '&&', left: a, right: b, node }));
  if (lower === 'array_key_exists' && argNodes.length === 2) {
    // A key of a map: what `isset($map[$key])` asks.
    const [key, map] = argNodes.map((arg) => argumentValue(arg) ?? arg);
    const entry: Expr = { kind: 'unary', op: '!', operand: { kind: 'unary', op: '!', operand: { kind: 'index', object: lowerer.expr(map!), index: lowerer.expr(key!), node }, node }, node };
    if (key!.type !== 'variable_name') return entry;
    // …and whatever the map holds there (rates, labels, handlers: not only constants), the variable is one of the
    // keys of a map the server made: `in` clears it first, then a map of constants narrows it to its keys.
    return { kind: 'binary', op: '&&', left: { kind: 'binary', op: 'in', left: lowerer.expr(key!), right: lowerer.expr(map!), node }, right: entry, node };
  }
  if (lower === 'empty' && argNodes.length === 1) return { kind: 'unary', op: '!', operand: lowerer.expr(argNodes[0]!), node };
  if (lower === 'in_array' && argNodes.length >= 2) {
    // An allow-list check: the value is one of the list's (`strtolower($host ?? '')` checks `$host`).
    return { kind: 'binary', op: 'in', left: lowerer.expr(checkedValue(argumentValue(argNodes[0]!) ?? argNodes[0]!)), right: lowerer.expr(argNodes[1]!), node };
  }
  if (lower === 'parse_url' && argNodes.length === 2) {
    // One part of a URL: `parse_url($url, PHP_URL_HOST)` is the host of `$url`.
    const component = URL_COMPONENTS[simpleName(argumentValue(argNodes[1]!)?.text ?? '')];
    const url = argumentValue(argNodes[0]!);
    if (component && url) return { kind: 'member', object: lowerer.expr(url), property: component, node };
  }
  if ((lower === 'sprintf' || lower === 'printf') && argNodes.length >= 1) {
    const formatted = format(lowerer, node, argNodes);
    return lower === 'sprintf' ? formatted : lowerer.named(node, name, [formatted]);
  }
  if (lower === 'define' && argNodes.length === 2) return opaque(node, [lowerer.expr(argNodes[1]!)]);
  return lowerer.call(node, calleeName, list);
}

/**
 * A comparison. A check compared with its result is the check itself (`preg_match($re, $x) === 1`,
 * `in_array(…) === false`), so that the branch it guards learns what it checked; `strpos($a, $b) === 0` is
 * `str_starts_with($a, $b)`.
 */
export function comparison(lowerer: ExprLowerer, node: Node, left: Node, right: Node, op: string): Expr {
  // `$to[0] === '/'` is `str_starts_with($to, '/')`: the same check, read by the same validators.
  for (const [first, character] of [[left, right], [right, left]] as const) {
    const index = first.type === 'subscript_expression' ? namedChildrenOf(first) : [];
    if (index.length !== 2 || index[1]!.text !== '0' || !/^(string|encapsed_string)$/.test(character.type) || character.text.length !== 3) continue;
    const starts: Expr = { kind: 'call', callee: { kind: 'name', name: 'str_starts_with', node: first }, args: [lowerer.expr(index[0]!), lowerer.expr(character)], named: new Map(), isNew: false, node: first };
    return op === '==' ? starts : { kind: 'unary', op: '!', operand: starts, node };
  }
  for (const [call, other] of [[left, right], [right, left]] as const) {
    if (call.type !== 'function_call_expression' || !/^(boolean|integer)$/.test(other.type)) continue;
    const name = simpleName(call.childForFieldName('function')?.text ?? '').toLowerCase();
    const expected = other.text.toLowerCase();
    const truth = expected === 'true' || expected === '1' ? true : expected === 'false' || expected === '0' ? false : undefined;
    if (name === 'strpos' && expected === '0') {
      const starts: Expr = { kind: 'call', callee: { kind: 'name', name: 'str_starts_with', node: call }, args: (call.childForFieldName('arguments') ? namedChildrenOf(call.childForFieldName('arguments')!).filter((c) => c.type === 'argument') : []).map((arg) => lowerer.expr(arg)), named: new Map(), isNew: false, node: call };
      return op === '==' ? starts : { kind: 'unary', op: '!', operand: starts, node };
    }
    if (truth === undefined || !CHECKS.test(name) || (other.type === 'integer' && name !== 'preg_match')) continue;
    const check = lowerer.expr(call);
    return (op === '==') === truth ? check : { kind: 'unary', op: '!', operand: check, node };
  }
  return { kind: 'binary', op, left: lowerer.expr(left), right: lowerer.expr(right), node };
}

/**
 * `isset($x)`: not null. `isset($map[$key])` as the truth of the entry, so that a map of constants is an
 * allow-list of its keys (`isset(self::COLUMNS[$sort])`).
 */
function isSet(lowerer: ExprLowerer, argument: Node, node: Node): Expr {
  const value = argumentValue(argument) ?? argument;
  if (value.type === 'subscript_expression') return { kind: 'unary', op: '!', operand: { kind: 'unary', op: '!', operand: lowerer.expr(value), node }, node };
  return { kind: 'binary', op: '!=', left: lowerer.expr(value), right: literal(null, argument), node };
}

/** The value a check looks at through a default and a change of case: `strtolower($parts['host'] ?? '')`. */
function checkedValue(node: Node): Node {
  let current = node;
  for (let depth = 0; depth < 4; depth++) {
    if (current.type === 'parenthesized_expression' && current.namedChildCount === 1) current = namedChildrenOf(current)[0]!;
    else if (current.type === 'binary_expression' && current.childForFieldName('operator')?.text === '??') current = current.childForFieldName('left')!;
    else if (current.type === 'function_call_expression' && CASE_AND_TRIM.test(current.childForFieldName('function')?.text ?? '')) {
      const first = namedChildrenOf(current.childForFieldName('arguments') ?? current).find((c) => c.type === 'argument');
      const value = first ? argumentValue(first) : undefined;
      if (!value) break;
      current = value;
    } else break;
  }
  return current;
}

/** `sprintf('%s-%d', $a, $b)`: printf formatting; a value a numeric conversion takes is a number. */
function format(lowerer: ExprLowerer, node: Node, argNodes: readonly Node[]): Expr {
  const template = lowerer.expr(argNodes[0]!);
  const conversions = template.kind === 'literal' && typeof template.value === 'string' ? printfConversions(template.value) : new Map<number, string>();
  const args = argNodes.slice(1).map((arg, i): Expr => {
    const value = lowerer.expr(arg);
    return NUMERIC_CONVERSIONS.test(conversions.get(i) ?? '') ? { kind: 'typed', expr: value, type: 'float', node: arg } : value;
  });
  return { kind: 'format', template, args, style: 'printf', node };
}
