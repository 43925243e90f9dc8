/** What several Java rules ask: request input, constant strings, test code. */
import type { Node } from '../../../core/rule';
import { namedChildrenOf } from '../../../core/syntax';

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

/** Test code does insecure things on purpose (made-up keys, trust-all clients): a method marked @Test, or a class named …Test(s)/…IT. */
export function isInTestCode(node: Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'method_declaration' && /@(Test|ParameterizedTest|RepeatedTest)\b/.test(namedChildrenOf(current).find((c) => c.type === 'modifiers')?.text ?? '')) return true;
    if (current.type === 'class_declaration' && /(Tests?|IT)$/.test(current.childForFieldName('name')?.text ?? '')) return true;
  }
  return false;
}
