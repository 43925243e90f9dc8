/** What several Java rules ask: loops, request input, constant strings. */
import type { Node } from '../../../core/rule';
import { enclosing } from '../../../core/syntax';

export const FUNCTION_TYPES = ['method_declaration', 'constructor_declaration', 'lambda_expression'];

export function isInLoop(node: Node): boolean {
  return enclosing(node, ['for_statement', 'enhanced_for_statement', 'while_statement', 'do_statement'], FUNCTION_TYPES) !== undefined;
}

/** Reads servlet/Spring request input directly: request.getParameter(…), getHeader, getQueryString, getCookies. */
export function readsRequestInput(node: Node): boolean {
  return /\b(request|req)\.(getParameter|getHeader|getQueryString|getParameterValues|getPathInfo|getRequestURI)\s*\(/.test(node.text);
}

/** A concatenation that mixes string literals with other values. */
export function isBuiltString(node: Node): boolean {
  if (node.type !== 'binary_expression' || node.childForFieldName('operator')?.text !== '+') return false;
  return /"/.test(node.text) && /[^"\s+]/.test(node.text.replace(/"(?:[^"\\]|\\.)*"/g, ''));
}
