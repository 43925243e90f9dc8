/** Quality rules for C#: console output left in library code, and statements after a jump. */
import { memoized, type FileContext, type Node, type Rule } from '../../../core/rule';
import { deleteStatementLine, descendantsOf, namedChildrenOf, previousStatement } from '../../../core/syntax';
import { CS, isProgramEntry } from './context';

/** The classes of the file that declare a `Main` method, and whether it has top-level statements: read once. */
function programShape(file: FileContext): { topLevel: boolean; mainClasses: ReadonlySet<number> } {
  return memoized(file, 'csharp.program-shape', () => {
    const root = file.tree!.rootNode;
    const mains = descendantsOf(root, 'method_declaration').filter((m) => m.childForFieldName('name')?.text === 'Main');
    const owners = mains.map((m) => m.parent?.parent).filter((c): c is Node => !!c).map((c) => c.id);
    return { topLevel: namedChildrenOf(root).some((c) => c.type === 'global_statement'), mainClasses: new Set(owners) };
  });
}

/** A console program: its Program class has a Main method, or the file has top-level statements. */
function isConsoleProgram(file: FileContext, node: Node): boolean {
  const shape = programShape(file);
  if (shape.topLevel) return true;
  if (shape.mainClasses.size === 0) return false;
  for (let current = node.parent; current; current = current.parent) if (shape.mainClasses.has(current.id)) return true;
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
    where: (m) => /^(System\.)?Console(\.(Out|Error))?$/.test(m.captures.console!.text) && !isConsoleProgram(m.file, m.target) && !isProgramEntry(m.target),
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
