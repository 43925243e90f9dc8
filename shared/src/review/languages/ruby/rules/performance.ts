/**
 * Ruby performance rules: whole tables loaded by `Model.all.each`, strings grown with `+=` in a loop (queries run
 * once per element of a loop are the family's: rules/query-in-loop.ts).
 */
import type { Rule } from '../../../core/rule';
import { enclosing } from '../../../core/syntax';
import { MODEL } from '../spec-data';
import { fileCallsOf } from '../find';
import { BLOCK_TYPES, FUNCTION_TYPES, LOOP_TYPES, isInLoop } from './context';
import { growsAcrossIterations } from '../../../rules/loop-accumulation';

const RB = ['ruby'] as const;
const MODEL_NAME = new RegExp(MODEL);

export const rules: Rule[] = [
  {
    id: 'ruby.performance.all-each',
    fixes: { safety: 'suggestion', note: 'find_each walks the table in primary-key batches, ignoring any order the scope sets' },
    specialist: 'performance', severity: 'low', languages: RB,
    title: 'Whole table loaded to iterate it',
    description: 'Model.all.each instantiates every row of the table at once before the loop starts; on a large table that exhausts memory.',
    suggestion: 'Iterate in batches with find_each (or in_batches), which loads 1,000 rows at a time.',
    scan: (file) => fileCallsOf(file, ['each']).flatMap((each) => {
      const scope = each.childForFieldName('receiver');
      const model = scope?.type === 'call' ? scope.childForFieldName('receiver') : null;
      const all = scope?.childForFieldName('method');
      if (!each.childForFieldName('block') || !model || all?.text !== 'all' || !(model.type === 'constant' || model.type === 'scope_resolution') || !MODEL_NAME.test(model.text)) return [];
      const method = each.childForFieldName('method')!;
      return [{ start: each.startIndex, end: each.endIndex, fix: { description: 'Iterate with find_each', safety: 'suggestion' as const, edits: [{ start: all.startIndex, end: method.endIndex, text: 'find_each' }] } }];
    }),
  },
  {
    id: 'ruby.performance.string-concat-in-loop',
    fixes: { safety: 'suggestion', note: '<< appends in place: a frozen string literal (frozen_string_literal: true) raises, and other references to the string see the change' },
    specialist: 'performance', severity: 'low', languages: RB,
    title: 'String built with += inside a loop',
    description: 'Each += allocates a new string and copies everything built so far: quadratic in the final length.',
    suggestion: 'Append in place with << to a String.new buffer, or collect the pieces in an array and join them once.',
    query: '(operator_assignment left: (identifier) @name operator: "+=" right: (_) @value) @target',
    where: (m) => {
      if (!isInLoop(m.target)) return false;
      const loop = enclosing(m.target, [...LOOP_TYPES, ...BLOCK_TYPES], FUNCTION_TYPES);
      if (loop && !growsAcrossIterations(m.target, m.captures.name!.text, loop)) return false;
      const value = m.captures.value!;
      if (value.type === 'string' || value.type === 'heredoc_beginning') return true;
      // The variable started as text in this method.
      const scope = enclosing(m.target, FUNCTION_TYPES) ?? m.target.tree.rootNode;
      const name = m.captures.name!.text;
      return new RegExp(`(^|\\n)\\s*${name}\\s*=\\s*(["']|String\\.new|<<)`).test(m.file.code.slice(scope.startIndex, m.target.startIndex));
    },
    fix: (m) => {
      const operator = m.target.childForFieldName('operator')!;
      return { description: 'Append with <<', safety: 'suggestion', edits: [{ start: operator.startIndex, end: operator.endIndex, text: '<<' }] };
    },
  },
];
