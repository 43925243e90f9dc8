/** quality rules for python. */
import { functionShapeRules, type FunctionSyntax } from '../function-metrics';
import type { FixPlan, Node, Rule } from '../rule';
import { enclosing, namedChildrenOf, previousStatement } from '../syntax';

const PY = ['python'] as const;

const SYNTAX: FunctionSyntax = {
  functions: ['function_definition', 'lambda'],
  decisions: ['if_statement', 'elif_clause', 'for_statement', 'while_statement', 'except_clause', 'conditional_expression', 'boolean_operator', 'case_clause', 'for_in_clause', 'if_clause'],
  nesting: ['if_statement', 'for_statement', 'while_statement', 'try_statement', 'with_statement', 'match_statement'],
};

/** Deletes a statement's line; a statement alone in its block becomes `pass` so the block stays valid. */
function removeStatement(code: string, statement: Node, description: string): FixPlan | undefined {
  const lineStart = code.lastIndexOf('\n', statement.startIndex - 1) + 1;
  const lineEnd = code.indexOf('\n', statement.endIndex);
  const end = lineEnd === -1 ? code.length : lineEnd;
  if (code.slice(lineStart, statement.startIndex).trim() !== '' || code.slice(statement.endIndex, end).trim() !== '') return undefined;
  const block = statement.parent;
  const alone = block?.type === 'block' && namedChildrenOf(block).filter((n) => n.type !== 'comment').length === 1;
  if (alone) return { description, edits: [{ start: statement.startIndex, end: statement.endIndex, text: 'pass' }] };
  return { description, edits: [{ start: lineStart, end: lineEnd === -1 ? end : lineEnd + 1, text: '' }] };
}

function isMainGuard(node: Node): boolean {
  const guard = enclosing(node, ['if_statement']);
  return !!guard && /__name__\s*==\s*["']__main__["']/.test(guard.childForFieldName('condition')?.text ?? '');
}

export const rules: Rule[] = [
  ...functionShapeRules('python', PY, SYNTAX),
  {
    id: 'python.quality.debug-output',
    specialist: 'quality', severity: 'low', languages: PY,
    title: 'Debug output left in code',
    description: 'print() calls and breakpoints left from debugging clutter output, can leak data, and breakpoint() stops the program.',
    suggestion: 'Remove it, or use the logging module at an appropriate level.',
    query: `(expression_statement (call function: [(identifier) @fn (attribute object: (identifier) @pdb (#eq? @pdb "pdb") attribute: (identifier) @fn)] (#any-of? @fn "print" "breakpoint" "set_trace"))) @target`,
    where: (m) => !isMainGuard(m.target),
    fix: (m) => removeStatement(m.file.code, m.target, 'Remove the debug output'),
  },
  {
    id: 'python.quality.unreachable-code',
    specialist: 'quality', severity: 'medium', languages: PY,
    title: 'Unreachable code',
    description: 'This statement follows a return, raise, break or continue in the same block, so it never runs.',
    suggestion: 'Delete the dead statements, or move the jump to where it was meant to be.',
    query: `(block [(return_statement) (raise_statement) (break_statement) (continue_statement)] @jump (_) @target)`,
    where: (m) => {
      if (m.target.type === 'comment' || m.target.type === 'function_definition' || m.target.type === 'class_definition') return false;
      return previousStatement(m.target)?.id === m.captures.jump!.id;
    },
  },
  {
    id: 'python.quality.wildcard-import',
    specialist: 'quality', severity: 'low', languages: PY,
    title: 'Wildcard import',
    description: '"from module import *" hides where names come from and can silently shadow your own names.',
    suggestion: 'Import the names you use explicitly.',
    query: '(import_from_statement (wildcard_import)) @target',
  },
  {
    id: 'python.quality.boolean-comparison',
    specialist: 'quality', severity: 'low', languages: PY,
    title: 'Comparison with True or False',
    description: '"x == True" is redundant and subtly different from truthiness (1 == True); it reads as a misunderstanding.',
    suggestion: 'Test the value directly: "if x:" / "if not x:" (or "is True" when the exact singleton matters).',
    query: `(comparison_operator (_) @value operators: ["==" "!="] @op [(true) (false)] @literal) @target`,
    fix: (m) => {
      const negate = (m.captures.literal!.type === 'false') !== (m.captures.op!.text === '!=');
      const value = m.captures.value!.text;
      return { description: 'Test the value directly', edits: [{ start: m.target.startIndex, end: m.target.endIndex, text: negate ? `not ${value}` : value }] };
    },
  },
];
