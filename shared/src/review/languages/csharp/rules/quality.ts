/** Quality rules for C#: console output left in library code, and statements after a jump. */
import { insideHandler } from '../../../rules/caught-types';
import { memoized, type FileContext, type Node, type Rule } from '../../../core/rule';
import { deleteStatementLine, namedChildrenOf, previousStatement } from '../../../core/syntax';
import { CS, isProgramEntry } from './context';

/** A console program: the file has top-level statements, or the class holding the node declares a `Main` method. */
function isConsoleProgram(file: FileContext, node: Node): boolean {
  const root = file.tree!.rootNode;
  if (memoized(file, 'csharp.top-level-statements', () => namedChildrenOf(root).some((c) => c.type === 'global_statement'))) return true;
  for (let current = node.parent; current; current = current.parent) {
    if (current.type !== 'class_declaration' && current.type !== 'struct_declaration') continue;
    const members = current.childForFieldName('body');
    if (members && namedChildrenOf(members).some((m) => m.type === 'method_declaration' && m.childForFieldName('name')?.text === 'Main')) return true;
  }
  return false;
}

export const rules: Rule[] = [
  {
    id: 'csharp.quality.console-output',
    fixes: { safety: 'suggestion', note: 'the line no longer prints' },
    specialist: 'quality', severity: 'low', languages: CS,
    title: 'Console output in library code',
    description: 'Console.WriteLine in a service, controller or library bypasses the logging configuration: the text goes nowhere useful in a hosted app, is not filtered by level and carries no context.',
    suggestion: 'Log through an injected ILogger<T> (logger.LogInformation("…", values)), or remove the debug print.',
    query: `(expression_statement (invocation_expression function: (member_access_expression expression: (_) @console (#match? @console "Console") name: (identifier) @method (#match? @method "^(WriteLine|Write)$")))) @target`,
    where: (m) => /^(System\.)?Console(\.(Out|Error))?$/.test(m.captures.console!.text) && !isConsoleProgram(m.file, m.target) && !isProgramEntry(m.target)
      && !(/\.Error$/.test(m.captures.console!.text) && insideHandler(m.target)),
    fix: (m) => deleteStatementLine(m.file.code, m.target, 'Remove the console output', 'suggestion'),
  },
  {
    id: 'csharp.quality.unreachable-code',
    specialist: 'quality', severity: 'medium', languages: CS,
    title: 'Statement after return or throw',
    description: 'This statement follows a return, throw, break or continue in the same block, so it never runs.',
    suggestion: 'Delete the dead statements, or move the jump to where it was meant to be.',
    query: `(block [(return_statement) (throw_statement) (break_statement) (continue_statement)] @jump (_) @target)`,
    where: (m) => m.target.type !== 'comment' && !/^(local_function_statement|preproc_|labeled_statement)/.test(m.target.type) && previousStatement(m.target, ['comment'])?.id === m.captures.jump!.id,
  },
];
