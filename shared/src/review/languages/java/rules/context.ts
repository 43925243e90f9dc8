/** What several Java rules ask: request input, constant strings. */
import type { Node } from '../../../core/rule';

export const FUNCTION_TYPES = ['method_declaration', 'constructor_declaration', 'lambda_expression'];

/** Reads servlet/Spring request input directly: request.getParameter(…), getHeader, getQueryString, getCookies. */
export function readsRequestInput(node: Node): boolean {
  return /\b(request|req)\.(getParameter|getHeader|getQueryString|getParameterValues|getPathInfo|getRequestURI)\s*\(/.test(node.text);
}

/** A concatenation that mixes string literals with other values. */
export function isBuiltString(node: Node): boolean {
  if (node.type !== 'binary_expression' || node.childForFieldName('operator')?.text !== '+') return false;
  return /"/.test(node.text) && /[^"\s+]/.test(node.text.replace(/"(?:[^"\\]|\\.)*"/g, ''));
}
