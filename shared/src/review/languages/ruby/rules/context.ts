/** What several Ruby rules and the syntax facts ask of a node: its method, class, loops, visibility, call parts. */
import type { Node } from '../../../core/rule';
import { enclosing, namedChildrenOf } from '../../../core/syntax';
import { ITERATING } from '../../../analysis/dataflow/calls';

export const METHOD_TYPES = ['method', 'singleton_method'];
export const FUNCTION_TYPES = [...METHOD_TYPES, 'lambda'];
export const CLASS_TYPES = ['class', 'module', 'singleton_class'];
/** Blocks that run once per element: `each do |x| … end`, `{ |x| … }`. */
export const BLOCK_TYPES = ['do_block', 'block'];
export const LOOP_TYPES = ['while', 'until', 'for', 'while_modifier', 'until_modifier'];

/** The method name of a call (`where` for `User.where(…)`, `system` for `system(…)`), '' for `foo.()`. */
export function methodName(call: Node): string {
  return call.childForFieldName('method')?.text ?? '';
}

export function receiverOf(call: Node): Node | undefined {
  return call.childForFieldName('receiver') ?? undefined;
}

/** The argument nodes of a call, comments left out. */
export function argumentsOf(call: Node): Node[] {
  const list = call.childForFieldName('arguments');
  return list ? namedChildrenOf(list).filter((arg) => arg.type !== 'comment') : [];
}

/** Positional arguments: not `key: value` pairs, splats of hashes or block arguments. */
export function positionalArguments(call: Node): Node[] {
  return argumentsOf(call).filter((arg) => arg.type !== 'pair' && arg.type !== 'hash_splat_argument' && arg.type !== 'block_argument');
}

/** The key of a `key: value` or `"key" => value` pair as text, or undefined when it is not a constant. */
export function pairKey(pair: Node): string | undefined {
  const key = pair.childForFieldName('key');
  if (!key) return undefined;
  if (key.type === 'hash_key_symbol' || key.type === 'identifier' || key.type === 'constant') return key.text;
  if (key.type === 'simple_symbol') return key.text.slice(1);
  if ((key.type === 'string' || key.type === 'delimited_symbol') && !namedChildrenOf(key).some((c) => c.type === 'interpolation')) {
    return namedChildrenOf(key).filter((c) => c.type === 'string_content').map((c) => c.text).join('');
  }
  return undefined;
}

/** The value of the `key:` option of a call (`allow_other_host: true`), searching a trailing hash too. */
export function keywordArgument(call: Node, key: string): Node | undefined {
  for (const arg of argumentsOf(call)) {
    const pairs = arg.type === 'pair' ? [arg] : arg.type === 'hash' ? namedChildrenOf(arg).filter((p) => p.type === 'pair') : [];
    const pair = pairs.find((p) => pairKey(p) === key);
    if (pair) return pair.childForFieldName('value') ?? undefined;
  }
  return undefined;
}

export function enclosingMethod(node: Node): Node | undefined {
  return enclosing(node, METHOD_TYPES, CLASS_TYPES);
}

/** Runs once per iteration of a loop or an iterating block of the same method. */
export function isInLoop(node: Node): boolean {
  for (let current = node.parent, child: Node = node; current; child = current, current = current.parent) {
    if (FUNCTION_TYPES.includes(current.type) || CLASS_TYPES.includes(current.type)) return false;
    if (LOOP_TYPES.includes(current.type) && current.childForFieldName('condition')?.id !== child.id) return true;
    if (BLOCK_TYPES.includes(current.type) && current.parent?.type === 'call' && ITERATING.has(methodName(current.parent))) return true;
  }
  return false;
}

/** The method is private or protected: after a bare `private`/`protected`, written `private def`, or named by `private :name`. */
export function isPrivateMethod(fn: Node): boolean {
  const parent = fn.parent;
  if (parent?.type === 'argument_list') return /^(private|protected)$/.test(parent.parent?.childForFieldName('method')?.text ?? '');
  if (!parent || parent.type !== 'body_statement') return false;
  const name = fn.childForFieldName('name')?.text;
  let visibility = 'public';
  for (const statement of namedChildrenOf(parent)) {
    if (statement.id === fn.id) break;
    if (statement.type === 'identifier' && /^(private|protected|public)$/.test(statement.text)) visibility = statement.text;
  }
  if (visibility !== 'public') return true;
  // `private :name, :other` anywhere in the class body.
  return namedChildrenOf(parent).some((statement) => statement.type === 'call' && /^(private|protected)$/.test(methodName(statement))
    && argumentsOf(statement).some((arg) => arg.type === 'simple_symbol' && arg.text.slice(1) === name));
}
