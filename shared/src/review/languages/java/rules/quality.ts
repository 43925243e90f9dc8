/** quality rules for java. */
import type { Rule } from '../../../core/rule';
import { deleteStatementLine, previousStatement } from '../../../core/syntax';
import { insideHandler } from '../../../rules/caught-types';
import { intentionalOutput } from '../../../rules/intentional-output';

const JAVA = ['java'] as const;


export const rules: Rule[] = [
  {
    id: 'java.quality.debug-output',
    fixes: { safety: 'suggestion', note: 'the line no longer prints' },
    specialist: 'quality', severity: 'low', languages: JAVA,
    title: 'Debug output or printStackTrace left in code',
    description: 'System.out/System.err prints and printStackTrace() bypass the logging configuration and clutter output.',
    suggestion: 'Remove it, or log through the application\'s logger (SLF4J/java.util.logging) with the exception attached.',
    query: `
      (expression_statement (method_invocation object: (field_access object: (identifier) @system (#eq? @system "System") field: (identifier) @stream (#any-of? @stream "out" "err")) name: (identifier) @method (#any-of? @method "println" "print" "printf"))) @target
      (expression_statement (method_invocation name: (identifier) @method (#eq? @method "printStackTrace") arguments: (argument_list) @args)) @target`,
    // printStackTrace(stream) into a buffer builds a text; only the console (no argument, System.out/err) is output.
    where: (m) => (m.captures.args === undefined || /^\(\s*(System\.(out|err))?\s*\)$/.test(m.captures.args.text)) && !intentionalOutput(m.target, m.file)
      // A message to stderr in a handler reports the failure caught (printStackTrace is the leftover kind).
      && !(m.captures.stream?.text === 'err' && insideHandler(m.target)),
    fix: (m) => deleteStatementLine(m.file.code, m.target, 'Remove the debug output', 'suggestion'),
  },
  {
    id: 'java.quality.unreachable-code',
    specialist: 'quality', severity: 'medium', languages: JAVA,
    title: 'Statement after return or throw',
    description: 'This statement follows a return, throw, break or continue in the same block, so it never runs.',
    suggestion: 'Delete the dead statements, or move the jump to where it was meant to be.',
    query: `(block [(return_statement) (throw_statement) (break_statement) (continue_statement)] @jump (_) @target)`,
    where: (m) => {
      if (m.target.type === 'line_comment' || m.target.type === 'block_comment') return false;
      return previousStatement(m.target, ['line_comment', 'block_comment'])?.id === m.captures.jump!.id;
    },
  },
];
