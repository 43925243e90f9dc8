/** quality rules for JavaScript and TypeScript. */
import type { Rule } from '../../../core/rule';
import { isInside, namedChildrenOf, previousStatement } from '../../../core/syntax';
import { enclosingFunction } from './context';
import { intentionalOutput } from '../../../rules/intentional-output';
import { letVerdict } from './scope';
import { deleteJsStatement, hasSideEffects } from './statements';

const JS = ['javascript', 'typescript'] as const;


export const rules: Rule[] = [
  {
    id: 'javascript.quality.debug-output',
    fixes: { safety: 'suggestion', note: 'the line no longer logs; not offered where its arguments do work or removing it would change the statement around it' },
    specialist: 'quality', severity: 'low', languages: JS,
    title: 'Debug output left in code',
    description: 'console.log/debug/trace calls left from debugging clutter logs and can leak data in production.',
    suggestion: 'Remove the call, or log through the application\'s logger at an appropriate level.',
    query: `(expression_statement (call_expression function: (member_expression object: (identifier) @console (#eq? @console "console") property: (property_identifier) @method (#any-of? @method "log" "debug" "trace" "dir")))) @target`,
    where: (m) => {
      // A command-line script (#!) writes its output with console.log (an `eslint-disable … no-console` comment is
      // honoured with the other linters' directives, see linter-directives.ts).
      if (m.file.code.startsWith('#!') || intentionalOutput(m.target, m.file)) return false;
      // Inside a logging helper, console is the destination, not leftover debugging.
      const fn = enclosingFunction(m.target);
      const name = fn?.childForFieldName('name')?.text ?? (fn?.parent?.type === 'variable_declarator' ? fn.parent.childForFieldName('name')?.text : undefined);
      return !name || !/(^|[a-z_])(log|logger|debug|trace|print|output|report|write)/i.test(name);
    },
    // Arguments that do something (`console.log(await save())`) would be lost with the call.
    fix: (m) => {
      const args = namedChildrenOf(m.target)[0]?.childForFieldName('arguments');
      return !args || hasSideEffects(args) ? undefined : deleteJsStatement(m.target, m.file.code, 'Remove the debug output', 'suggestion');
    },
  },
  {
    id: 'javascript.quality.debugger-statement',
    fixes: { safety: 'safe', note: 'a debugger statement does nothing without developer tools; not offered as the unbraced body of an if or loop, nor where the lines around it would join' },
    specialist: 'quality', severity: 'medium', languages: JS,
    title: 'debugger statement left in code',
    description: 'A debugger statement pauses execution whenever developer tools are open.',
    suggestion: 'Remove it.',
    query: '(debugger_statement) @target',
    fix: (m) => deleteJsStatement(m.target, m.file.code, 'Remove the debugger statement', 'safe'),
  },
  {
    id: 'javascript.quality.unreachable-code',
    specialist: 'quality', severity: 'medium', languages: JS,
    title: 'Unreachable code',
    description: 'This statement follows a return, throw, break or continue in the same block, so it never runs: dead code or a misplaced jump.',
    suggestion: 'Delete the dead statements, or move the jump to where it was meant to be.',
    query: `(statement_block [(return_statement) (throw_statement) (break_statement) (continue_statement)] @jump (_) @target)`,
    where: (m) => !['comment', 'function_declaration', 'class_declaration', 'empty_statement'].includes(m.target.type)
      && previousStatement(m.target)?.id === m.captures.jump!.id,
  },
  {
    id: 'javascript.quality.var-declaration',
    optIn: true,
    fixes: {
      safety: 'checked',
      when: 'the name is declared once in its function (or each var of it sets its own value in a block of its own), every use follows the declaration inside its block, and no closure made in a loop or hoisted function reads it; where let would not compile or would certainly throw, no fix',
    },
    specialist: 'quality', severity: 'low', languages: JS,
    title: 'var declaration',
    description: 'var is function-scoped and hoisted, which leaks variables out of blocks and invites use-before-assignment bugs.',
    suggestion: 'Use const for values that are not reassigned, let otherwise.',
    query: '[(variable_declaration "var" @keyword) (for_in_statement kind: "var" @keyword)] @target',
    // `declare var` (and `declare global { var x }`) types a global property: only var can say that.
    where: (m) => !isInside(m.target, ['ambient_declaration']),
    fix: (m) => {
      const verdict = letVerdict(m.file, m.target);
      return verdict === 'none' ? undefined : { description: 'Use let', safety: verdict, edits: [{ start: m.captures.keyword!.startIndex, end: m.captures.keyword!.endIndex, text: 'let' }] };
    },
  },
  {
    id: 'javascript.quality.nested-ternary',
    optIn: true,
    specialist: 'quality', severity: 'low', languages: JS,
    title: 'Nested conditional expression',
    description: 'A ternary inside a ternary is hard to read and easy to get wrong.',
    suggestion: 'Use if/else statements, a switch, or a lookup table.',
    query: `[
      (ternary_expression consequence: [(ternary_expression) (parenthesized_expression (ternary_expression))])
      (ternary_expression alternative: [(ternary_expression) (parenthesized_expression (ternary_expression))])] @target`,
    // Reported once, at the outermost conditional.
    where: (m) => {
      const parent = m.target.parent?.type === 'parenthesized_expression' ? m.target.parent.parent : m.target.parent;
      return parent?.type !== 'ternary_expression';
    },
  },
];
