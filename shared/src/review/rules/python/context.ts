/** What several Python rules ask of a node: loops, async functions, request input, secret-looking names. */
import type { Node } from '../rule';
import { descendantsOf, enclosing } from '../syntax';

export const FUNCTION_TYPES = ['function_definition', 'lambda'];
export const LOOP_TYPES = ['for_statement', 'while_statement', 'list_comprehension', 'set_comprehension', 'dictionary_comprehension', 'generator_expression'];

export function enclosingFunction(node: Node): Node | undefined {
  return enclosing(node, ['function_definition']);
}

export function isAsyncFunction(fn: Node | undefined): boolean {
  return !!fn && fn.children.some((child) => child?.type === 'async');
}

/** Inside a loop (or comprehension) of the same function. */
export function isInLoop(node: Node): boolean {
  return enclosing(node, LOOP_TYPES, FUNCTION_TYPES) !== undefined;
}

const REQUEST_ATTRIBUTES = /^(args|form|values|json|data|files|cookies|headers|GET|POST|query_params|path_params)$/;

/** Reads web request input directly: request.args[...], request.form.get(...), request.GET[...]. */
export function readsRequestInput(node: Node): boolean {
  const attributes = node.type === 'attribute' ? [node, ...descendantsOf(node, 'attribute')] : descendantsOf(node, 'attribute');
  return attributes.some((attribute) => attribute.childForFieldName('object')?.text === 'request' && REQUEST_ATTRIBUTES.test(attribute.childForFieldName('attribute')?.text ?? ''));
}

/** A plain string literal without interpolation. */
export function isConstantString(node: Node): boolean {
  return node.type === 'string' && !node.children.some((child) => child?.type === 'interpolation');
}
