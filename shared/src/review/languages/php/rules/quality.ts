/** PHP's quality rule: debugging output left in code (var_dump, print_r, Laravel's dd and dump). */
import type { Node, Rule } from '../../../core/rule';
import { deleteStatementLine } from '../../../core/syntax';
import { argumentsOf, PHP } from './context';
import { intentionalOutput } from '../../../rules/intentional-output';

/** print_r and var_export print unless their second argument asks for the text back. */
function prints(call: Node): boolean {
  const name = call.childForFieldName('function')?.text.toLowerCase() ?? '';
  if (name !== 'print_r' && name !== 'var_export') return true;
  const returnFlag = argumentsOf(call)[1];
  return !returnFlag || /^(false|0)$/i.test(returnFlag.text);
}

export const rules: Rule[] = [
  {
    id: 'php.quality.debug-output',
    fixes: { safety: 'suggestion', note: 'the line no longer prints' },
    specialist: 'quality', severity: 'low', languages: PHP,
    title: 'Debug output left in code',
    description: 'var_dump, print_r, var_export, dd() and dump() print internal state into the page or response (and dd() ends the request): a debugging leftover that can leak data.',
    suggestion: 'Remove it, or log through the application\'s logger (error_log, Monolog, Log::debug) at debug level.',
    query: '(expression_statement (function_call_expression function: (name) @fn (#any-of? @fn "var_dump" "print_r" "var_export" "dd" "dump" "debug_zval_dump" "debug_print_backtrace" "ddd")) @call) @target',
    where: (m) => prints(m.captures.call!) && !intentionalOutput(m.target, m.file),
    fix: (m) => deleteStatementLine(m.file.code, m.target, 'Remove the debug output', 'suggestion'),
  },
];
