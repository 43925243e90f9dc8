/**
 * Ruby performance rules: ActiveRecord queries run once per element of a loop (N+1), whole tables loaded by
 * `Model.all.each`, strings grown with `+=` in a loop. The query methods are the specification's (spec-data.ts).
 */
import type { Node, Rule } from '../../../core/rule';
import { enclosing, namedChildrenOf } from '../../../core/syntax';
import { FRAGMENT_METHODS, MODEL, RAW_QUERY_METHODS, RECORD_METHODS } from '../spec-data';
import { fileCallsOf } from '../find';
import { BLOCK_TYPES, FUNCTION_TYPES, ITERATING_METHODS, isInLoop, methodName } from './context';

const RB = ['ruby'] as const;

/** Methods that run a query when called on a model or an association; constructors and builders do not. */
const QUERIES = new Set([...FRAGMENT_METHODS, ...RAW_QUERY_METHODS, ...RECORD_METHODS, 'pluck', 'pick', 'ids', 'order', 'limit', 'calculate', 'exists?', 'sum', 'count', 'to_a', 'load', 'size']
  .filter((method) => !/^(new|build|create!?|not|lock|create_with|distinct_on)$/.test(method)));
const MODEL_NAME = new RegExp(MODEL);

/** The names bound by the parameters of the iterating blocks around a node (`|order|` of `orders.each do |order|`). */
function loopVariables(node: Node): Set<string> {
  const names = new Set<string>();
  for (let block = enclosing(node, BLOCK_TYPES, FUNCTION_TYPES); block; block = enclosing(block, BLOCK_TYPES, FUNCTION_TYPES)) {
    const call = block.parent;
    if (call?.type !== 'call' || !ITERATING_METHODS.has(methodName(call))) continue;
    for (const param of namedChildrenOf(block.childForFieldName('parameters') ?? block)) if (param.type === 'identifier') names.add(param.text);
  }
  for (let loop = enclosing(node, ['for'], FUNCTION_TYPES); loop; loop = enclosing(loop, ['for'], FUNCTION_TYPES)) {
    const pattern = loop.childForFieldName('pattern');
    if (pattern?.type === 'identifier') names.add(pattern.text);
  }
  return names;
}

/** A model class (`Order`), or an association read off the element of the loop (`order.line_items`). */
function queriesDatabase(receiver: Node, target: Node): boolean {
  if ((receiver.type === 'constant' || receiver.type === 'scope_resolution') && MODEL_NAME.test(receiver.text)) return true;
  let root = receiver;
  let hops = 0;
  while (root.type === 'call' && root.childForFieldName('receiver') && argumentsCount(root) === 0) {
    root = root.childForFieldName('receiver')!;
    hops++;
  }
  return hops > 0 && root.type === 'identifier' && loopVariables(target).has(root.text);
}

function argumentsCount(call: Node): number {
  return call.childForFieldName('arguments')?.namedChildCount ?? 0;
}

export const rules: Rule[] = [
  {
    id: 'ruby.performance.query-in-loop',
    specialist: 'performance', severity: 'medium', languages: RB, outOfScope: true,
    title: 'Database query inside a loop (N+1)',
    description: 'One query per element multiplies round trips with the number of rows: the classic N+1 pattern.',
    suggestion: 'Load what the loop needs up front: includes/preload the association (Order.includes(:line_items)), or query once for all ids (where(id: ids)) and index the result with index_by.',
    scan: (file) => fileCallsOf(file, [...QUERIES])
      .filter((call) => {
        const receiver = call.childForFieldName('receiver');
        return !!receiver && isInLoop(call) && queriesDatabase(receiver, call);
      })
      .map((call) => ({ start: call.startIndex, end: call.endIndex })),
  },
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
