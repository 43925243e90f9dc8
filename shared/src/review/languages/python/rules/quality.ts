/** quality rules for python. */
import type { FileContext, FixPlan, Node, Rule, RuleMatch } from '../../../core/rule';
import { enclosing, namedChildrenOf, previousStatement } from '../../../core/syntax';
import { isLocallyBound } from './context';
import { atomic, removeStatement } from './fixes';
import { isKnownBool } from './comparisons';
import { importedName, importsModule } from './imports';
import { isColumnExpression } from './reliability-support';
import { intentionalOutput } from '../../../rules/intentional-output';

const PY = ['python'] as const;

/** The module assigns `__all__` at top level (`__all__ = …` or `__all__ += …`). */
function declaresAll(file: FileContext): boolean {
  const root = file.tree?.rootNode;
  return !!root && namedChildrenOf(root).some((statement) => statement.type === 'expression_statement'
    && namedChildrenOf(statement).some((e) => /^(assignment|augmented_assignment)$/.test(e.type) && e.childForFieldName('left')?.text === '__all__'));
}


function isMainGuard(node: Node): boolean {
  for (let guard = enclosing(node, ['if_statement']); guard; guard = enclosing(guard, ['if_statement'])) {
    if (/__name__\s*==\s*["']__main__["']/.test(guard.childForFieldName('condition')?.text ?? '')) return true;
  }
  return false;
}

/** Printing is the job of command-line entry points and of functions named for it. */
function printsOnPurpose(m: RuleMatch): boolean {
  if (intentionalOutput(m.target, m.file)) return true;
  if (isMainGuard(m.target) || /\bfile\s*=/.test(m.captures.args!.text)) return true;
  if (['argparse', 'click', 'typer', 'fire', 'optparse'].some((cli) => importsModule(m.file, cli))) return true;
  const fn = enclosing(m.target, ['function_definition'])?.childForFieldName('name')?.text ?? '';
  return /^(main|cli|usage|repl|_?print_\w*|show\w*|display\w*|report\w*|dump\w*)$/.test(fn);
}

const isDebuggerImport = (node: Node) => node.type === 'import_statement' && /^import (pdb|ipdb|pudb)$/.test(node.text);

/**
 * The breakpoint goes. `import pdb; pdb.set_trace()` on one line goes as a whole; a debugger import on its own line
 * is left to the rewrite's unused-import cleanup, so it does not count when deciding whether the block needs `pass`.
 */
function removeBreakpoint(m: RuleMatch): FixPlan | undefined {
  const statement = m.target;
  const code = m.file.code;
  const previous = previousStatement(statement);
  if (!previous || !isDebuggerImport(previous) || previous.endPosition.row !== statement.startPosition.row) {
    return removeStatement(code, statement, 'Remove the breakpoint', 'safe', isDebuggerImport);
  }
  const block = statement.parent;
  const others = block ? namedChildrenOf(block).filter((n) => n.type !== 'comment' && n.id !== statement.id && n.id !== previous.id) : [];
  if (block?.type === 'block' && others.length === 0) return { description: 'Remove the breakpoint', edits: [{ start: previous.startIndex, end: statement.endIndex, text: 'pass' }], safety: 'safe' };
  const lineStart = code.lastIndexOf('\n', previous.startIndex - 1) + 1;
  const lineEnd = code.indexOf('\n', statement.endIndex);
  const after = code.slice(statement.endIndex, lineEnd === -1 ? code.length : lineEnd).trim();
  if (code.slice(lineStart, previous.startIndex).trim() !== '' || (after !== '' && !after.startsWith('#'))) return undefined;
  return { description: 'Remove the breakpoint', edits: [{ start: lineStart, end: lineEnd === -1 ? code.length : lineEnd + 1, text: '' }], safety: 'safe' };
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
  {
    id: 'python.quality.debug-output',
    fixes: { safety: 'suggestion', note: 'the line no longer prints' },
    specialist: 'quality', severity: 'low', languages: PY,
    title: 'print() left in library code',
    description: 'print() calls left from debugging clutter the program\'s output, cannot be switched off or routed like logs, and may expose data.',
    suggestion: 'Remove it, or log through the logging module at an appropriate level.',
    query: `(expression_statement (call function: (identifier) @fn (#eq? @fn "print") arguments: (argument_list) @args)) @target`,
    where: (m) => !printsOnPurpose(m),
    fix: (m) => removeStatement(m.file.code, m.target, 'Remove the debug output', 'suggestion'),
  },
  {
    id: 'python.quality.debugger-statement',
    fixes: { safety: 'safe', note: 'only the pause for a debugger goes; the block keeps a pass if it would be empty' },
    specialist: 'quality', severity: 'medium', languages: PY,
    title: 'Breakpoint left in code',
    description: 'breakpoint() and pdb.set_trace() stop the program and wait for a debugger on standard input: a hung request or job in production.',
    suggestion: 'Remove it.',
    query: `
      (expression_statement (call function: (identifier) @fn (#eq? @fn "breakpoint"))) @target
      (expression_statement (call function: (attribute object: (identifier) @debugger (#any-of? @debugger "pdb" "ipdb" "pudb") attribute: (identifier) @fn (#any-of? @fn "set_trace" "post_mortem")))) @target`,
    // A function of the program's own named breakpoint (or a variable named pdb) is not the debugger.
    where: (m) => m.captures.debugger ? !isLocallyBound(m.captures.debugger.text, m.target, m.file) : !isLocallyBound('breakpoint', m.target, m.file) && !importedName(m.file, 'breakpoint'),
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
    query: '(import_from_statement module_name: (_) @module (wildcard_import)) @target',
    // `from .events import *` in a module that declares `__all__` is a package facade re-exporting its own
    // submodules' public names (each limited by that submodule's `__all__`): asyncio's and many packages' __init__.
    where: (m) => !(m.captures.module!.type === 'relative_import' && declaresAll(m.file)),
  },
  {
    id: 'python.quality.boolean-comparison',
    fixes: { safety: 'checked', when: 'the compared value is known to be a bool: a comparison or predicate result, a parameter annotated bool, a name only ever assigned bools, or narrowed by isinstance(x, bool)' },
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
      // For anything but a bool, truthiness and equality to True differ (2, "yes", a non-empty list).
      const safety = isKnownBool(value, m.file) ? 'safe' : 'suggestion';
      return { description: 'Test the value directly', safety, edits: [{ start: m.target.startIndex, end: m.target.endIndex, text }] };
    },
  },
];
