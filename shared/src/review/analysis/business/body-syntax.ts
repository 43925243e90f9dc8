/**
 * What a function body's syntax says to the business flow beyond statements: the value a body yields without a
 * `return`, and which member-shaped nodes are calls (in Ruby every `a.b` is a call node).
 */
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import type { BusinessSyntax } from '../../core/syntax-facts';
import { callParts, isCall, isMember } from './grammar';

/**
 * Methods that transform the value they are called on even without arguments (`amount.floor`, `price.to_d`): where a
 * call without arguments reads a member (Ruby's `order.total`), these are still calls.
 */
const VALUE_METHODS = /^(round|floor|ceil|truncate|to_d|to_i|to_f|to_r|abs|sum|min|max|clamp|negate|Round|Floor|Ceil|Abs)$/;

/**
 * The expression a function yields without a `return`: a C# `=> expr` body, a JavaScript arrow's expression body, or
 * the last expression of a Ruby method (elsewhere a body's last expression is wrapped in a statement).
 */
export function trailingExpression(fn: Node, body: Node, table: BusinessSyntax): Node | undefined {
  if (body.type === 'arrow_expression_clause') return namedChildrenOf(body)[0];
  const expression = (node: Node) => node.type === table.binary || isCall(node, table) || isMember(node, table) || table.identifiers.includes(node.type)
    || table.transparent.includes(node.type) || table.conditional.includes(node.type);
  if (expression(body) && body.id !== fn.id) return body;
  const last = namedChildrenOf(body).filter((c) => c.type !== 'comment').at(-1);
  return last && expression(last) ? last : undefined;
}

/** A member read (`order.total`, Ruby's argument-less `txn.amount_charged`), not a call (`total.floor`, `sum(x)`). */
export function readsMember(node: Node, table: BusinessSyntax): boolean {
  if (!isCall(node, table)) return true;
  const parts = callParts(node, table);
  return !!parts && parts.args.length === 0 && !node.childForFieldName('block') && !VALUE_METHODS.test(parts.callee);
}
