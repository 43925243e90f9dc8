/** reliability rules for go. */
import type { Node, Rule } from '../../../core/rule';
import { namedChildrenOf } from '../../../core/syntax';
import { isInLoop } from './context';
import { lastResultOf } from './results';

const GO = ['go'] as const;

/** A comment at the end of the discard's line says why the error cannot matter (`v, _ := json.Marshal(s) // a string`). */
function commentedDiscard(statement: Node): boolean {
  const after = statement.nextNamedSibling;
  return after?.type === 'comment' && after.startPosition.row === statement.endPosition.row;
}

export const rules: Rule[] = [
  {
    id: 'go.reliability.ignored-error',
    // Discarding with `_` is explicit: errcheck (and golangci-lint) leave it alone unless asked (check-blank), and on
    // mature code the discards were deliberate (a string marshalled, a pattern built with QuoteMeta). Opt-in.
    optIn: true,
    specialist: 'reliability', severity: 'low', languages: GO,
    title: 'Error result discarded',
    description: 'The error returned by this call (its declaration in this file, or the standard library, says the last result is an error) is assigned to _, so a failure goes unnoticed and the other results may be zero values.',
    suggestion: 'Check it: if err != nil { return fmt.Errorf("…: %w", err) }; if it cannot fail here, say why in a comment.',
    query: `
      (short_var_declaration left: (expression_list (_) . (identifier) @blank .) right: (expression_list . (call_expression) .)) @target
      (assignment_statement left: (expression_list (_) . (identifier) @blank .) right: (expression_list . (call_expression) .)) @target`,
    where: (m) => m.captures.blank!.text === '_' && namedChildrenOf(m.target.childForFieldName('left')!).length >= 2
      && lastResultOf(m.file, namedChildrenOf(m.target.childForFieldName('right')!)[0]!) === 'error'
      && !commentedDiscard(m.target),
  },
  {
    id: 'go.reliability.empty-error-check',
    specialist: 'reliability', severity: 'high', languages: GO,
    title: 'Error checked but not handled',
    description: 'The if err != nil block is empty, so the error is detected and then ignored.',
    suggestion: 'Return, wrap or log the error inside the block.',
    query: `(if_statement condition: (binary_expression left: (identifier) @err right: (nil)) consequence: (block) @body) @target`,
    where: (m) => /^err/i.test(m.captures.err!.text) && namedChildrenOf(m.captures.body!).filter((n) => n.type !== 'comment').every((n) => n.type === 'statement_list' && namedChildrenOf(n).length === 0),
  },
  {
    id: 'go.reliability.defer-in-loop',
    specialist: 'reliability', severity: 'medium', languages: GO,
    title: 'defer inside a loop',
    description: 'Deferred calls run when the function returns, not at the end of each iteration: files and connections stay open until the loop ends.',
    suggestion: 'Move the loop body into a function (so defer runs per iteration) or close explicitly at the end of each iteration.',
    query: '(defer_statement) @target',
    where: (m) => isInLoop(m.target),
  },
];
