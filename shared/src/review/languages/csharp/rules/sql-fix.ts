/**
 * The fix for SQL injection in C#: SQL built with `$"…{x}…"` or `+` becomes parameterised where every value stands
 * where SQL takes a value (rules/sql-parameters.ts decides that):
 * - ADO.NET (`new SqlCommand(sql, conn)`, `cmd.CommandText = sql`): `@p0` placeholders and
 *   `cmd.Parameters.AddWithValue("@p0", value)` after the statement (SqlClient, Npgsql, MySQL and SQLite commands);
 * - Dapper (`conn.Query<T>(sql)`): `@p0` placeholders and `new { p0 = value }`;
 * - EF Core (`FromSqlRaw($"…")`, `ExecuteSqlRaw(…)`): the interpolating method, which parameterises each hole.
 * It is safe (the same rows for every input that did not change the query) when each value was text between quotes
 * (bound as that text, `?? ""` keeping what a null printed) or an integer written bare, and a query held in a variable
 * serves only this call; otherwise the same edits are a suggestion.
 */
import { valueAt } from '../../../analysis/dataflow/engine';
import type { FileContext, FixPlan, FixSafety, Node, OffsetEdit, TaintHit } from '../../../core/rule';
import { descendantsOf, indentationAt, namedChildrenOf, previousStatement } from '../../../core/syntax';
import { parameterisedSql, type ParameterisedSql, type SqlPiece } from '../../../rules/sql-parameters';
import { interpolationText, stringLiteralValue } from '../lower-literals';
import { argumentValues, enclosingFunction, memberName, statementOf } from './context';

/** Commands whose Parameters collection has AddWithValue. */
const ADD_WITH_VALUE = /^(SqlCommand|NpgsqlCommand|MySqlCommand|SqliteCommand|SQLiteCommand)$/;
const EF_INTERPOLATED: Readonly<Record<string, string>> = {
  FromSqlRaw: 'FromSqlInterpolated', ExecuteSqlRaw: 'ExecuteSqlInterpolated', ExecuteSqlRawAsync: 'ExecuteSqlInterpolatedAsync',
};
const DAPPER = /^(Query|QueryAsync|QueryFirst|QueryFirstAsync|QueryFirstOrDefault|QueryFirstOrDefaultAsync|QuerySingle|QuerySingleAsync|QuerySingleOrDefault|QuerySingleOrDefaultAsync|Execute|ExecuteAsync|ExecuteScalar|ExecuteScalarAsync)$/;
const INTEGER = /^(int|long|short|byte|uint|ulong|ushort|Int32|Int64|Int16|UInt32|UInt64|Byte)$/;
const TEXT_METHODS = /^(ToString|Trim|TrimStart|TrimEnd|ToLower|ToUpper|ToLowerInvariant|ToUpperInvariant|Substring|Replace|Normalize|PadLeft|PadRight)$/;

/** The SQL text as constant pieces and spliced values, or undefined when it is built some other way. */
function sqlPieces(node: Node): SqlPiece<Node>[] | undefined {
  if (node.type === 'interpolated_string_expression') {
    const start = namedChildrenOf(node).find((c) => c.type === 'interpolation_start')?.text ?? '$';
    if (start !== '$' && start !== '$@' && start !== '@$') return undefined;
    const pieces: SqlPiece<Node>[] = [];
    for (const part of namedChildrenOf(node)) {
      if (part.type === 'string_content' || part.type === 'escape_sequence') pieces.push({ text: interpolationText(part, 1, start !== '$') });
      else if (part.type === 'interpolation') {
        const children = namedChildrenOf(part).filter((c) => !/^interpolation_brace$/.test(c.type));
        // A format or alignment clause prints the value its own way: not the value a parameter would bind.
        if (children.length !== 1) return undefined;
        pieces.push({ value: children[0]! });
      } else if (part.type !== 'interpolation_start') return undefined;
    }
    return pieces;
  }
  if (node.type === 'binary_expression' && node.childForFieldName('operator')?.text === '+') {
    const left = sqlPieces(node.childForFieldName('left')!);
    const right = left && sqlPieces(node.childForFieldName('right')!);
    return left && right ? [...left, ...right] : undefined;
  }
  const text = stringLiteralValue(node);
  if (text !== undefined && node.type !== 'character_literal') return [{ text }];
  if (/^(parenthesized_expression|raw_string_literal|character_literal)$/.test(node.type)) return undefined;
  return [{ value: node }];
}

/** `string.Join(",", ids)` spliced into the text is a list, not one value. */
function isList(node: Node): boolean {
  return node.type === 'invocation_expression' && /(^|\.)(Join|Concat)$/.test(node.childForFieldName('function')?.text ?? '');
}

/** The declared type of a local or parameter `name` in the function, as written ('' for `var`). */
function declaredType(name: string, scope: Node): string | undefined {
  for (const declarator of descendantsOf(scope, ['variable_declarator', 'parameter'])) {
    if (declarator.childForFieldName('name')?.text !== name) continue;
    const holder = declarator.type === 'parameter' ? declarator : declarator.parent;
    const type = holder?.childForFieldName('type');
    return type && type.type !== 'implicit_type' ? type.text.replace(/\?$/, '') : '';
  }
  return undefined;
}

/** What a value is bound as, and whether that binds what the SQL text held; undefined when it cannot be known. */
function bound(file: FileContext, value: Node, quote: string, scope: Node): { text: string; exact: boolean } {
  const text = value.text;
  if (quote === "'") {
    const literal = stringLiteralValue(value) !== undefined;
    const method = value.type === 'invocation_expression' && TEXT_METHODS.test(memberName(value.childForFieldName('function')) ?? '');
    const declared = value.type === 'identifier' ? declaredType(text, scope) : undefined;
    const flow = valueAt(file, value);
    const textFlow = !!flow && !flow.numeric && flow.taints.length > 0 && flow.taints.every((t) => t.source.text && t.steps.every((s) => /^assigned to `/.test(s.note)));
    if (literal || method) return { text, exact: true };
    // A string that may be null printed as '' between the quotes: bound as '' too.
    if (declared === 'string' || declared === 'String' || (declared === '' && textFlow) || (declared === undefined && textFlow)) return { text: `${text} ?? ""`, exact: true };
    return { text, exact: false };
  }
  const declared = value.type === 'identifier' ? declaredType(text, scope) : undefined;
  const parsed = value.type === 'invocation_expression' && /^(int|long|Int32|Int64)\.Parse$|^Convert\.ToInt(32|64)$/.test(value.childForFieldName('function')?.text ?? '');
  return { text, exact: quote === '' && (parsed || (declared !== undefined && INTEGER.test(declared))) };
}

/** A C# string literal of the SQL (verbatim when it spans lines). */
function csharpString(sql: string): string {
  if (sql.includes('\n')) return `@"${sql.replaceAll('"', '""')}"`;
  return `"${sql.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t').replace(/\r/g, '\\r')}"`;
}

/** The SQL argument, or the variable's initial value when the argument is a variable declared just before the statement. */
function sqlSource(argument: Node, statement: Node | undefined): { node: Node; viaVariable: Node | undefined; onlyUse: boolean } {
  if (argument.type !== 'identifier' || !statement) return { node: argument, viaVariable: undefined, onlyUse: true };
  const previous = previousStatement(statement);
  const declarator = previous?.type === 'local_declaration_statement' ? descendantsOf(previous, 'variable_declarator').find((d) => d.childForFieldName('name')?.text === argument.text) : undefined;
  const value = declarator ? namedChildrenOf(declarator).at(-1) : undefined;
  if (!declarator || !value || value.id === declarator.childForFieldName('name')?.id) return { node: argument, viaVariable: undefined, onlyUse: true };
  const scope = enclosingFunction(argument) ?? argument.tree.rootNode;
  const uses = descendantsOf(scope, 'identifier').filter((use) => use.text === argument.text && use.id !== argument.id && use.id !== declarator.childForFieldName('name')?.id);
  return { node: value, viaVariable: value, onlyUse: uses.length === 0 };
}

function split(node: Node): ParameterisedSql<Node> | undefined {
  const pieces = sqlPieces(node);
  return pieces && pieces.some((p) => 'value' in p) ? parameterisedSql(pieces, 'at', { isList, countParameters: true }) : undefined;
}

/** The statement holding the sink, and the command variable it creates or writes to. */
function commandOf(file: FileContext, hit: TaintHit): { statement: Node; command: string; insertAt: number; indent: string } | undefined {
  const call = hit.call;
  if (call.type === 'assignment_expression') {
    const left = call.childForFieldName('left');
    const receiver = left?.childForFieldName('expression');
    const statement = call.parent;
    if (!receiver || statement?.type !== 'expression_statement' || !ADD_WITH_VALUE.test(valueAt(file, receiver)?.type ?? '')) return undefined;
    return { statement, command: receiver.text, insertAt: statement.endIndex, indent: indentationAt(file.code, statement.startIndex) };
  }
  if (call.type !== 'object_creation_expression' || !ADD_WITH_VALUE.test((call.childForFieldName('type')?.text ?? '').replace(/^.*\./, ''))) return undefined;
  const declarator = call.parent?.type === 'variable_declarator' ? call.parent : undefined;
  const name = declarator?.childForFieldName('name')?.text;
  const holder = declarator?.parent?.parent;
  if (!name || !holder) return undefined;
  if (holder.type === 'local_declaration_statement') return { statement: holder, command: name, insertAt: holder.endIndex, indent: indentationAt(file.code, holder.startIndex) };
  const body = holder.type === 'using_statement' ? holder.childForFieldName('body') : undefined;
  if (body?.type !== 'block') return undefined;
  const first = namedChildrenOf(body)[0];
  const indent = first ? indentationAt(file.code, first.startIndex) : `${indentationAt(file.code, holder.startIndex)}    `;
  return { statement: holder, command: name, insertAt: body.startIndex + 1, indent };
}

/** The edits of a fix that replaces the SQL (in place or where its variable was given it) and adds what binds the values. */
function plan(source: ReturnType<typeof sqlSource>, text: string, more: OffsetEdit[], exact: boolean): FixPlan {
  const safety: FixSafety = exact && source.onlyUse ? 'safe' : 'suggestion';
  return { description: 'Pass the values as query parameters', safety, edits: [{ start: source.node.startIndex, end: source.node.endIndex, text }, ...more] };
}

export function parameterise(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const call = hit.call;
  const scope = enclosingFunction(call) ?? call.tree.rootNode;
  // EF Core: the interpolating method parameterises each hole of the same text.
  if (call.type === 'invocation_expression') {
    const fn = call.childForFieldName('function');
    const method = memberName(fn);
    const args = argumentValues(call.childForFieldName('arguments'));
    if (!method || args.length !== 1 || args[0]!.id !== hit.argument.id) return undefined;
    const source = sqlSource(hit.argument, statementOf(call));
    const parts = split(source.node);
    if (!parts) return undefined;
    const values = parts.values.map((v) => ({ ...v, ...bound(file, v.value, v.quote, scope) }));
    const exact = values.every((v) => v.exact);
    const nameNode = fn?.type === 'member_access_expression' ? fn.childForFieldName('name') : undefined;
    if (EF_INTERPOLATED[method] && nameNode) {
      // Only the text is escaped; a hole holds code (`name ?? ""`).
      const verbatim = parts.sql.includes('\n');
      const escape = (text: string) => {
        const braced = text.replaceAll('{', '{{').replaceAll('}', '}}');
        return verbatim ? braced.replaceAll('"', '""') : braced.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t').replace(/\r/g, '\\r');
      };
      const pieces = parts.sql.split(/@p(\d+)/);
      const interpolated = pieces.map((piece, i) => (i % 2 === 0 ? escape(piece) : `{${values[Number(piece)]!.text}}`)).join('');
      const literal = `${verbatim ? '$@' : '$'}"${interpolated}"`;
      const nameEnd = nameNode.type === 'generic_name' ? namedChildrenOf(nameNode)[0]!.endIndex : nameNode.endIndex;
      return plan(source, literal, [{ start: nameNode.startIndex, end: nameEnd, text: EF_INTERPOLATED[method] }], exact);
    }
    if (!DAPPER.test(method)) return undefined;
    const parameters = `new { ${values.map((v, i) => `p${i} = ${v.text}`).join(', ')} }`;
    return plan(source, csharpString(parts.sql), [{ start: hit.argument.endIndex, end: hit.argument.endIndex, text: `, ${parameters}` }], exact);
  }
  const command = commandOf(file, hit);
  if (!command) return undefined;
  const sqlNode = call.type === 'assignment_expression' ? call.childForFieldName('right') : hit.argument;
  if (!sqlNode) return undefined;
  const source = sqlSource(sqlNode, command.statement);
  const parts = split(source.node);
  if (!parts) return undefined;
  const values = parts.values.map((v) => bound(file, v.value, v.quote, scope));
  const lines = values.map((v, i) => `\n${command.indent}${command.command}.Parameters.AddWithValue("@p${i}", ${v.text});`).join('');
  return plan(source, csharpString(parts.sql), [{ start: command.insertAt, end: command.insertAt, text: lines }], values.every((v) => v.exact));
}
