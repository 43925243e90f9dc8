/**
 * PHP's performance rule: a database query run once per iteration of a loop (N+1). The queries are the SQL sinks
 * of the plugin's taint specification, plus Eloquent's single-record lookups.
 */
import type { Node, Rule } from '../../../core/rule';
import { isInLoop, PHP, calleeName } from './context';
import { DB_RECEIVER, phpSpec } from '../taint-spec';

interface QueryNames {
  /** Functions that run SQL (`mysqli_query`). */
  functions: Set<string>;
  /** Methods that run SQL whatever their receiver (`whereRaw`, `executeQuery`). */
  anyReceiver: Set<string>;
  /** Methods that run SQL on a database-looking receiver (`$pdo->query`). */
  onDatabase: Set<string>;
}

/** Read once from the specification's SQL sinks. */
const QUERIES: QueryNames = (() => {
  const names: QueryNames = { functions: new Set(), anyReceiver: new Set(), onDatabase: new Set() };
  for (const row of phpSpec.sinks ?? []) {
    if (row.kind !== 'sql') continue;
    for (const callee of typeof row.callee === 'string' ? [row.callee] : row.callee) {
      const dot = callee.lastIndexOf('.');
      if (dot === -1) names.functions.add(callee);
      else if (callee.startsWith('*.') && !row.receiver) names.anyReceiver.add(callee.slice(2));
      else names.onDatabase.add(callee.slice(dot + 1));
    }
  }
  // Statements run again with new values are what prepared statements are for; preparing is the query's cost.
  names.onDatabase.delete('execute');
  return names;
})();
const DATABASE = new RegExp(DB_RECEIVER, 'i');
/** Eloquent's lookups of one record: one query each. */
const MODEL_LOOKUPS = new Set(['find', 'findOrFail', 'firstWhere', 'findOrNew']);

function runsQuery(call: Node): boolean {
  const name = calleeName(call);
  if (call.type === 'function_call_expression') return QUERIES.functions.has(name);
  if (QUERIES.anyReceiver.has(name)) return true;
  const receiver = call.childForFieldName(call.type === 'scoped_call_expression' ? 'scope' : 'object')?.text ?? '';
  if (call.type === 'scoped_call_expression') return (MODEL_LOOKUPS.has(name) && /^\\?[A-Z][\w\\]*$/.test(receiver)) || (/^\\?DB$/.test(receiver) && QUERIES.onDatabase.has(name));
  return QUERIES.onDatabase.has(name) && DATABASE.test(receiver);
}

export const rules: Rule[] = [
  {
    id: 'php.performance.query-in-loop',
    specialist: 'performance', severity: 'medium', languages: PHP, outOfScope: true,
    title: 'Database query inside a loop (N+1)',
    description: 'One query per iteration multiplies round trips with the data size: the classic N+1 pattern.',
    suggestion: 'Load the rows in one query before the loop (WHERE id IN (…) with generated placeholders, a JOIN, Eloquent\'s with()/whereIn()) and index them by key.',
    query: '[(function_call_expression) (member_call_expression) (nullsafe_member_call_expression) (scoped_call_expression)] @target',
    where: (m) => isInLoop(m.target) && runsQuery(m.target),
  },
];
