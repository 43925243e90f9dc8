/**
 * PHP's reliability rules: exceptions swallowed by an empty catch, and `@` silencing a call that reports failure
 * only through its warning and its return value when that value is never checked.
 */
import type { Node, Rule } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { catchesBroadly, deliberatelyIgnored } from '../../../rules/caught-types';
import { calleeName, functionAround, PHP } from './context';

/** Calls that fail with a warning and `false`: silenced, only their result can tell. */
const FAILING_CALLS = /^(file_get_contents|file_put_contents|fopen|file|fwrite|fputs|mkdir|rename|copy|move_uploaded_file|unserialize|simplexml_load_string|simplexml_load_file|fsockopen|stream_socket_client|mail|include|require|parse_ini_file|opendir|scandir|readfile|curl_exec|ftp_connect|ftp_login|ldap_bind|mysqli_connect|pg_connect|iconv|gzuncompress|gzinflate|imagecreatefromstring|getimagesize|exif_read_data|json_decode)$/i;

/** Where a value is tested: a condition, a comparison, a negation, a fallback. */
const CHECKS = new Set(['if_statement', 'while_statement', 'conditional_expression', 'unary_op_expression', 'else_if_clause', 'match_expression']);

function isChecked(use: Node): boolean {
  for (let node: Node | null = use.parent, depth = 0; node && depth < 4; node = node.parent, depth++) {
    if (CHECKS.has(node.type)) return true;
    if (node.type === 'binary_expression' && /^(===|!==|==|!=|\?\?|or|and|&&|\|\|)$/.test(node.childForFieldName('operator')?.text ?? '')) return true;
    if (node.type === 'function_call_expression' && /^(is_\w+|empty|isset|assert)$/.test(calleeName(node))) return true;
    if (node.type === 'expression_statement' || node.type === 'compound_statement') return false;
  }
  return false;
}

/** The silenced call's result is thrown away, or kept in a variable nothing tests. */
function resultUnchecked(suppression: Node): boolean {
  const parent = suppression.parent;
  if (parent?.type === 'expression_statement') return true;
  if (parent?.type !== 'assignment_expression' || parent.childForFieldName('right')?.id !== suppression.id) return false;
  const variable = parent.childForFieldName('left');
  if (variable?.type !== 'variable_name') return false;
  const scope = functionAround(suppression) ?? suppression.tree.rootNode;
  const uses = descendantsOf(scope, 'variable_name').filter((v) => v.text === variable.text && v.startIndex > parent.endIndex);
  return uses.length > 0 && !uses.some(isChecked);
}

/** The roots: Throwable is every error, Exception and Error its two halves. */
const PHP_ROOT_EXCEPTIONS = new Set(['Exception', 'Throwable', 'Error']);

export const rules: Rule[] = [
  {
    id: 'php.reliability.empty-catch',
    specialist: 'reliability', severity: 'medium', languages: PHP,
    title: 'Exception swallowed silently',
    description: 'An empty catch block discards the exception: the failure goes unnoticed and the program continues in an unknown state.',
    suggestion: 'Handle it, log it with context, or rethrow it (wrapped); if ignoring is intended, say why in a comment.',
    query: '(catch_clause type: (type_list) @types body: (compound_statement) @body) @target',
    where: (m) => namedChildrenOf(m.captures.body!).length === 0 && catchesBroadly(namedChildrenOf(m.captures.types!).map((t) => t.text), PHP_ROOT_EXCEPTIONS) && !deliberatelyIgnored(m.target),
  },
  {
    id: 'php.reliability.unchecked-error-suppression',
    specialist: 'reliability', severity: 'medium', languages: PHP,
    title: 'Failure silenced with @ and never checked',
    description: 'The @ operator hides the warning this call raises when it fails, and its false (or null) result is not checked either, so the failure goes unnoticed and later code works on false.',
    suggestion: 'Drop the @ and check the result (`if ($data === false) { … }`), or convert warnings to exceptions with an error handler.',
    query: '(error_suppression_expression (function_call_expression function: (name) @fn)) @target',
    where: (m) => FAILING_CALLS.test(m.captures.fn!.text) && resultUnchecked(m.target),
  },
];
