/** quality rules for go. */
import type { Rule } from '../../../core/rule';
import { deleteStatementLine } from '../../../core/syntax';
import { packageName } from './context';
import { intentionalOutput } from '../../../rules/intentional-output';

const GO = ['go'] as const;


export const rules: Rule[] = [
  {
    id: 'go.quality.debug-output',
    fixes: { safety: 'suggestion', note: 'the line no longer prints' },
    specialist: 'quality', severity: 'low', languages: GO,
    title: 'Debug output in library code',
    description: 'fmt.Print*/println in a non-main package writes to stdout behind the caller\'s back; it is usually left over from debugging.',
    suggestion: 'Remove it, or log through a logger the caller controls (log/slog).',
    query: `(expression_statement (call_expression function: [(selector_expression operand: (identifier) @pkg field: (field_identifier) @fn) (identifier) @fn])) @target`,
    where: (m) => packageName(m.file) !== 'main'
      && (m.captures.pkg ? m.captures.pkg.text === 'fmt' && /^Print(ln|f)?$/.test(m.captures.fn!.text) : /^print(ln)?$/.test(m.captures.fn!.text))
      && !intentionalOutput(m.target, m.file),
    fix: (m) => deleteStatementLine(m.file.code, m.target, 'Remove the debug output', 'suggestion'),
  },
];
