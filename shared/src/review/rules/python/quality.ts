/** quality rules for python. */
import { functionShapeRules, type FunctionSyntax } from '../function-metrics';
import type { FixPlan, Node, Rule, RuleMatch } from '../rule';
import { enclosing, previousStatement } from '../syntax';
import { atomic, removeStatement } from './fixes';
import { importsModule } from './imports';
import { isColumnExpression } from './reliability-support';

const PY = ['python'] as const;

const SYNTAX: FunctionSyntax = {
  functions: ['function_definition', 'lambda'],
  decisions: ['if_statement', 'elif_clause', 'for_statement', 'while_statement', 'except_clause', 'conditional_expression', 'boolean_operator', 'case_clause', 'for_in_clause', 'if_clause'],
  nesting: ['if_statement', 'for_statement', 'while_statement', 'try_statement', 'with_statement', 'match_statement'],
};

function isMainGuard(node: Node): boolean {
  for (let guard = enclosing(node, ['if_statement']); guard; guard = enclosing(guard, ['if_statement'])) {
    if (/__name__\s*==\s*["']__main__["']/.test(guard.childForFieldName('condition')?.text ?? '')) return true;
  }
  return false;
}

/** Printing is the job of command-line entry points and of functions named for it. */
function printsOnPurpose(m: RuleMatch): boolean {
  if (isMainGuard(m.target) || /\bfile\s*=/.test(m.captures.args!.text)) return true;
  if (['argparse', 'click', 'typer', 'fire', 'optparse'].some((cli) => importsModule(m.file, cli))) return true;
  const fn = enclosing(m.target, ['function_definition'])?.childForFieldName('name')?.text ?? '';
  return /^(main|cli|usage|repl|_?print_\w*|show\w*|display\w*|report\w*|dump\w*)$/.test(fn);
}

/** `import pdb; pdb.set_trace()` on one line goes as a whole. */
function removeBreakpoint(m: RuleMatch): FixPlan | undefined {
  const statement = m.target;
  const previous = previousStatement(statement);
  const sameLineImport = previous?.type === 'import_statement' && previous.endPosition.row === statement.startPosition.row && /^import (pdb|ipdb|pudb)$/.test(previous.text);
  if (!sameLineImport) return removeStatement(m.file.code, statement, 'Remove the breakpoint');
  const plan = removeStatement(m.file.code, statement, 'Remove the breakpoint');
  const code = m.file.code;
  const lineStart = code.lastIndexOf('\n', previous.startIndex - 1) + 1;
  if (code.slice(lineStart, previous.startIndex).trim() !== '' || !plan) return undefined;
  const edit = plan.edits[0]!;
  // Alone in its block, the pair becomes pass; otherwise the whole line goes.
  return edit.text === 'pass'
    ? { description: plan.description, edits: [{ start: previous.startIndex, end: statement.endIndex, text: 'pass' }] }
    : { description: plan.description, edits: [{ start: lineStart, end: edit.end, text: '' }] };
}

/** The comparison decides a condition (if, while, assert, a filter), where only truthiness matters. */
function inCondition(node: Node): boolean {
  let child = node;
  let parent = node.parent;
  while (parent && ['boolean_operator', 'not_operator', 'parenthesized_expression'].includes(parent.type)) {
    child = parent;
    parent = parent.parent;
  }
  if (!parent) return false;
  if (['if_statement', 'elif_clause', 'while_statement', 'conditional_expression'].includes(parent.type)) return parent.childForFieldName('condition')?.id === child.id;
  return parent.type === 'if_clause' || (parent.type === 'assert_statement' && parent.namedChildren[0]?.id === child.id);
}

export const rules: Rule[] = [
  ...functionShapeRules('python', PY, SYNTAX),
  {
    id: 'python.quality.debug-output',
    specialist: 'quality', severity: 'low', languages: PY,
    title: 'print() left in library code',
    description: 'print() calls left from debugging clutter the program\'s output, cannot be switched off or routed like logs, and may expose data.',
    suggestion: 'Remove it, or log through the logging module at an appropriate level.',
    query: `(expression_statement (call function: (identifier) @fn (#eq? @fn "print") arguments: (argument_list) @args)) @target`,
    where: (m) => !printsOnPurpose(m),
    fix: (m) => removeStatement(m.file.code, m.target, 'Remove the debug output'),
  },
  {
    id: 'python.quality.debugger-statement',
    specialist: 'quality', severity: 'medium', languages: PY,
    title: 'Breakpoint left in code',
    description: 'breakpoint() and pdb.set_trace() stop the program and wait for a debugger on standard input: a hung request or job in production.',
    suggestion: 'Remove it.',
    query: `
      (expression_statement (call function: (identifier) @fn (#eq? @fn "breakpoint"))) @target
      (expression_statement (call function: (attribute object: (identifier) @debugger (#any-of? @debugger "pdb" "ipdb" "pudb") attribute: (identifier) @fn (#any-of? @fn "set_trace" "post_mortem")))) @target`,
    fix: removeBreakpoint,
  },
  {
    id: 'python.quality.unreachable-code',
    specialist: 'quality', severity: 'medium', languages: PY,
    title: 'Unreachable code',
    description: 'This statement follows a return, raise, break or continue in the same block, so it never runs: dead code or a misplaced jump.',
    suggestion: 'Delete the dead statements, or move the jump to where it was meant to be.',
    query: `(block [(return_statement) (raise_statement) (break_statement) (continue_statement)] @jump (_) @target)`,
    where: (m) => !['comment', 'function_definition', 'class_definition', 'decorated_definition'].includes(m.target.type) && previousStatement(m.target)?.id === m.captures.jump!.id,
  },
  {
    id: 'python.quality.wildcard-import',
    specialist: 'quality', severity: 'low', languages: PY,
    title: 'Wildcard import',
    description: '"from module import *" hides where names come from, defeats linters, and can silently shadow names of your own.',
    suggestion: 'Import the names you use explicitly.',
    query: '(import_from_statement (wildcard_import)) @target',
  },
  {
    id: 'python.quality.boolean-comparison',
    specialist: 'quality', severity: 'low', languages: PY,
    title: 'Comparison with True or False',
    description: '"x == True" is redundant in a condition and subtly different from truthiness elsewhere (1 == True); it reads as a misunderstanding.',
    suggestion: 'Test the value directly: "if x:" / "if not x:" (or "is True" when the exact singleton matters).',
    query: `(comparison_operator (_) @value operators: ["==" "!="] @op [(true) (false)] @literal) @target`,
    where: (m) => m.target.namedChildCount === 2 && !isColumnExpression(m.target),
    fix: (m) => {
      const negate = (m.captures.literal!.type === 'false') !== (m.captures.op!.text === '!=');
      const value = m.captures.value!;
      const text = negate ? `not ${atomic(value)}` : inCondition(m.target) ? value.text : `bool(${value.text})`;
      return { description: 'Test the value directly', edits: [{ start: m.target.startIndex, end: m.target.endIndex, text }] };
    },
  },
];
