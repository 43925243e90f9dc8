/**
 * Performance rules for C#: a database call per loop iteration (N+1), recognised by the SQL sink rows of the taint
 * specification (the calls that run SQL are the ones that make a round trip), and strings grown with += in loops.
 */
import type { Node, Rule, RuleMatch } from '../../../core/rule';
import { valueAt } from '../../../analysis/dataflow/engine';
import { descendantsOf } from '../../../core/syntax';
import type { SinkRow } from '../../../core/taint-spec';
import { csharpSpec } from '../taint-spec';
import { CS, enclosingFunction, isInLoop, memberName } from './context';
import { stringLiteralValue } from '../lower-literals';

/** A receiver named like a database connection, when its type is not known. */
const CONNECTION_RECEIVER = /^(this\.)?_?(conn|connection|cnn|con|db|database|dbConnection|sqlConnection|\w*Connection)$/i;

interface QueryCall {
  /** Types the receiver must be (or inherit from), when it is typed. */
  types: Set<string>;
  /** The receiver's name when its type is unknown (`conn`, `_db`); undefined: any receiver. */
  receivers: RegExp[];
  any: boolean;
}

/** Member and constructor names of the SQL sink rows, with what their receivers must be. */
const QUERY_CALLS: ReadonlyMap<string, QueryCall> = (() => {
  const calls = new Map<string, QueryCall>();
  const rows = (csharpSpec.sinks ?? []).filter((row: SinkRow) => row.kind === 'sql' && (row.form ?? 'call') !== 'write');
  for (const row of rows) {
    for (const callee of typeof row.callee === 'string' ? [row.callee] : row.callee) {
      const dot = callee.lastIndexOf('.');
      const name = dot === -1 ? callee : callee.slice(dot + 1);
      const entry = calls.get(name) ?? { types: new Set<string>(), receivers: [], any: false };
      if (row.form === 'new' || dot === -1) entry.any = true;
      else if (callee.startsWith('*.')) {
        if (row.receiver) entry.receivers.push(new RegExp(row.receiver, 'i'));
        else entry.any = true;
      } else entry.types.add(callee.slice(0, dot));
      calls.set(name, entry);
    }
  }
  return calls;
})();

/** The names as a query predicate: `Query`, `Query<Order>`, `Microsoft.Data.SqlClient.SqlCommand`. */
const QUERY_NAMES = `(^|\\.)(${[...QUERY_CALLS.keys()].join('|')})(<|$)`;

function typeLineage(type: string): string[] {
  const all = [type];
  for (let i = 0; i < all.length && i < 8; i++) for (const parent of csharpSpec.supertypes?.[all[i]!] ?? []) if (!all.includes(parent)) all.push(parent);
  return all;
}

function runsQuery(m: RuleMatch): boolean {
  const call = QUERY_CALLS.get(m.captures.method!.text.replace(/^.*\./, '').replace(/<.*$/, ''));
  if (!call) return false;
  if (call.any || m.target.type === 'object_creation_expression') return true;
  const receiver = m.captures.receiver;
  if (!receiver) return false;
  const type = valueAt(m.file, receiver)?.type;
  if (type !== undefined) return typeLineage(type).some((t) => call.types.has(t));
  return call.receivers.some((pattern) => pattern.test(receiver.text)) || (call.types.size > 0 && CONNECTION_RECEIVER.test(receiver.text));
}

/** A variable holding text: declared `string`, or first given a string. */
function isStringVariable(name: string, scope: Node): boolean {
  for (const declarator of descendantsOf(scope, 'variable_declarator')) {
    if (declarator.childForFieldName('name')?.text !== name) continue;
    const type = declarator.parent?.childForFieldName('type')?.text ?? '';
    if (/^(string|String|System\.String)\??$/.test(type)) return true;
    const value = declarator.namedChildren.at(-1);
    return !!value && (stringLiteralValue(value) !== undefined || value.type === 'interpolated_string_expression' || /^(string|String)\.Empty$/.test(value.text));
  }
  for (const parameter of descendantsOf(scope, 'parameter')) {
    if (parameter.childForFieldName('name')?.text === name) return /^(string|String)\??$/.test(parameter.childForFieldName('type')?.text ?? '');
  }
  return false;
}

export const rules: Rule[] = [
  {
    id: 'csharp.performance.query-in-loop',
    specialist: 'performance', severity: 'medium', languages: CS, outOfScope: true,
    title: 'Database query inside a loop (N+1)',
    description: 'One query per iteration multiplies round trips with the data size: the classic N+1 pattern.',
    suggestion: 'Load all rows in one query before the loop (WHERE Id IN @ids with Dapper, Where(x => ids.Contains(x.Id)) or Include in EF Core) and look them up in a Dictionary.',
    query: `
      (invocation_expression function: (member_access_expression expression: (_) @receiver name: (_) @method (#match? @method "${QUERY_NAMES}"))) @target
      (invocation_expression function: [(identifier) (generic_name)] @method (#match? @method "${QUERY_NAMES}")) @target
      (object_creation_expression type: (_) @method (#match? @method "${QUERY_NAMES}")) @target`,
    where: (m) => QUERY_CALLS.has(m.captures.method!.text.replace(/^.*\./, '').replace(/<.*$/s, '')) && isInLoop(m.target) && runsQuery(m),
  },
  {
    id: 'csharp.performance.string-concat-in-loop',
    specialist: 'performance', severity: 'low', languages: CS,
    title: 'String built with += inside a loop',
    description: 'Strings are immutable: each += allocates a new string and copies everything built so far, quadratic in the final length.',
    suggestion: 'Append to a StringBuilder (sb.Append(…)) and call ToString() once, or use string.Join / string.Concat over the items.',
    query: `(assignment_expression left: (identifier) @name operator: "+=" right: (_) @value) @target`,
    where: (m) => {
      if (!isInLoop(m.target)) return false;
      const value = m.captures.value!;
      if (stringLiteralValue(value) !== undefined || value.type === 'interpolated_string_expression') return true;
      const scope = enclosingFunction(m.target);
      return !!scope && isStringVariable(m.captures.name!.text, scope) && memberName(value) !== 'Length';
    },
  },
];
