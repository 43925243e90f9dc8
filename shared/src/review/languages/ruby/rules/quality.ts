/**
 * Ruby quality rules: output printed from application or library code, and breakpoints left in
 * (`binding.pry`, `byebug`, `debugger`). Scripts, Rake tasks and executables print on purpose.
 */
import type { FileContext, FixPlan, Node, Rule } from '../../../core/rule';
import { fileCallsOf, identifiersNamed } from '../find';
import { deleteStatementLine, enclosing, namedChildrenOf } from '../../../core/syntax';
import { intentionalOutput } from '../../../rules/intentional-output';
import { CLASS_TYPES, METHOD_TYPES, methodName } from './context';

const RB = ['ruby'] as const;

/**
 * Printing is a program's job, not a library's: a file without classes (a script, a Rakefile, an executable), code
 * outside any class, a Rake task, or a method named for printing. (The engine reads code, not its path.)
 */
function isScript(node: Node, fileHasClasses: boolean): boolean {
  if (!fileHasClasses) return true;
  // Code outside any class or method runs as a script; a Rake task or a command-line block prints its results.
  if (!enclosing(node, CLASS_TYPES)) return true;
  for (let block = enclosing(node, ['do_block', 'block']); block; block = enclosing(block, ['do_block', 'block'])) {
    if (block.parent?.type === 'call' && /^(task|namespace|desc|command|run)$/.test(methodName(block.parent))) return true;
  }
  const method = enclosing(node, METHOD_TYPES)?.childForFieldName('name')?.text ?? '';
  return /^(main|run|cli|usage|print_\w+|show\w*|display\w*|report\w*|dump\w*|to_s|inspect)$/.test(method);
}

/** The statement stands where its value is not used: not the last of a method, block or branch (Ruby's implicit value). */
function valueUnused(statement: Node): boolean {
  const parent = statement.parent;
  if (!parent) return false;
  const siblings = namedChildrenOf(parent).filter((n) => n.type !== 'comment' && n.type !== 'heredoc_body');
  if (siblings.at(-1)?.id !== statement.id) return true;
  // The last statement of the script or of a class body gives no value anyone reads.
  return parent.type === 'program' || (parent.type === 'body_statement' && CLASS_TYPES.includes(parent.parent?.type ?? ''));
}

/** Deletes a statement alone on its lines whose value nothing reads. */
function removeStatement(file: FileContext, statement: Node, description: string, safety: 'safe' | 'suggestion'): FixPlan | undefined {
  return valueUnused(statement) ? deleteStatementLine(file.code, statement, description, safety) : undefined;
}

/** The statement a call stands as (a modifier `if` around it counts as part of it). */
function statementOf(call: Node): Node | undefined {
  let statement = call;
  if (statement.parent?.type === 'if_modifier' || statement.parent?.type === 'unless_modifier') statement = statement.parent;
  const parent = statement.parent;
  return parent && STATEMENT_PARENTS.includes(parent.type) ? statement : undefined;
}

const DEBUGGERS = ['pry', 'irb', 'remote_pry', 'pry_remote', 'byebug', 'debugger', 'binding_of_caller'];

/** A breakpoint: `binding.pry`, `binding.irb`, `byebug`, `debugger` (a call, or the bare name as a statement). */
function breakpoints(file: FileContext): Node[] {
  const root = file.tree?.rootNode;
  if (!root) return [];
  return identifiersNamed(root, file.code, DEBUGGERS).flatMap((name) => {
    const parent = name.parent;
    if (parent?.type === 'call' && parent.childForFieldName('method')?.id === name.id) {
      const receiver = parent.childForFieldName('receiver');
      if (receiver ? receiver.type === 'identifier' && receiver.text === 'binding' && /^(pry|irb|remote_pry|pry_remote)$/.test(name.text) : /^(byebug|debugger|binding_of_caller)$/.test(name.text)) return [parent];
      return [];
    }
    const statement = parent?.type === 'if_modifier' || parent?.type === 'unless_modifier' ? parent.parent : parent;
    return /^(byebug|debugger)$/.test(name.text) && statement && STATEMENT_PARENTS.includes(statement.type) ? [name] : [];
  });
}

const COMMAND_LINE = /\brequire\s*\(?\s*['"](optparse|thor|slop|dry\/cli|gli)['"]|\bOptionParser\.new\b/;

const STATEMENT_PARENTS = ['body_statement', 'block_body', 'then', 'else', 'program', 'begin', 'do'];

export const rules: Rule[] = [
  {
    id: 'ruby.quality.debug-output',
    fixes: { safety: 'suggestion', note: 'the line no longer prints' },
    specialist: 'quality', severity: 'low', languages: RB,
    title: 'Debug output left in application code',
    description: 'puts, p, pp and print write to standard output, which in a Rails app or a library goes to the server log unformatted, or nowhere, instead of through the logger.',
    suggestion: 'Remove it, or log through the application\'s logger (Rails.logger.debug { … }) at a level that can be switched off.',
    scan: (file) => {
      const calls = fileCallsOf(file, ['puts', 'p', 'pp', 'print', 'printf']);
      const root = file.tree?.rootNode;
      if (calls.length === 0 || !root) return [];
      const fileHasClasses = namedChildrenOf(root).some((n) => CLASS_TYPES.includes(n.type));
      // A command-line program (it parses options) prints its usage, version and results.
      if (COMMAND_LINE.test(file.code)) return [];
      return calls.filter((call) => !call.childForFieldName('receiver') && !isScript(call, fileHasClasses) && !intentionalOutput(call, file))
        .map((call) => {
          const statement = statementOf(call);
          const fix = statement ? removeStatement(file, statement, 'Remove the debug output', 'suggestion') : undefined;
          return { start: call.startIndex, end: call.endIndex, ...(fix ? { fix } : {}) };
        });
    },
  },
  {
    id: 'ruby.quality.debugger-statement',
    fixes: { safety: 'checked', when: 'the breakpoint stands alone as a statement whose value nothing reads (not the last of a method or block): removing it only stops the program from pausing' },
    specialist: 'quality', severity: 'high', languages: RB,
    title: 'Breakpoint left in the code',
    description: 'binding.pry, byebug and debugger stop the process and wait for a developer at a console: in production the request hangs (or fails where the gem is not loaded).',
    suggestion: 'Remove the breakpoint (and the require of pry/byebug that came with it).',
    scan: (file) => breakpoints(file).map((node) => {
      const statement = statementOf(node);
      const fix = statement && valueUnused(statement) ? deleteStatementLine(file.code, statement, 'Remove the breakpoint', 'safe') : undefined;
      return { start: node.startIndex, end: node.endIndex, ...(fix ? { fix } : {}) };
    }),
  },
];
