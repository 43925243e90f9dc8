/** Go's SQL fix: a query built with `+` or `fmt.Sprintf` becomes constant SQL with the values as arguments. */
import type { FileContext, FixPlan, Node, TaintHit } from '../../../core/rule';
import { namedChildrenOf } from '../../../core/syntax';
import { parameterisedSql, type SqlPiece } from '../../../rules/sql-parameters';
import { importsPackage } from './context';

/** The text of a Go string literal without escapes, or undefined. */
export function stringText(node: Node): string | undefined {
  if (node.type === 'raw_string_literal') return node.text.slice(1, -1);
  if (node.type === 'interpreted_string_literal' && !node.text.includes('\\')) return node.text.slice(1, -1);
  return undefined;
}

/**
 * `"… = '" + id + "'"` or `fmt.Sprintf("… = '%s'", id)` as the pieces the shared SQL parameteriser reads: constant
 * text and the source text of each value spliced in.
 */
export function goSqlPieces(node: Node): SqlPiece<string>[] | undefined {
  if (node.type === 'call_expression' && node.childForFieldName('function')?.text === 'fmt.Sprintf') {
    const [format, ...values] = namedChildrenOf(node.childForFieldName('arguments')!);
    const template = format ? stringText(format) : undefined;
    if (template === undefined || template.includes('%%') || /%(?![sdv])/.test(template) || (template.match(/%[sdv]/g) ?? []).length !== values.length) return undefined;
    if (values.some((v) => v.type === 'variadic_argument')) return undefined;
    const texts = template.split(/%[sdv]/);
    return texts.flatMap((text, i): SqlPiece<string>[] => (i < values.length ? [{ text }, { value: values[i]!.text }] : [{ text }]));
  }
  const parts: Node[] = [];
  const flatten = (part: Node): void => {
    if (part.type === 'binary_expression' && part.childForFieldName('operator')?.text === '+') {
      flatten(part.childForFieldName('left')!);
      flatten(part.childForFieldName('right')!);
    } else parts.push(part);
  };
  flatten(node);
  const pieces: SqlPiece<string>[] = [];
  for (const part of parts) {
    const text = stringText(part);
    if (text !== undefined) pieces.push({ text });
    else if (part.type === 'interpreted_string_literal' || part.type === 'parenthesized_expression') return undefined;
    else pieces.push({ value: part.text });
  }
  return pieces;
}

/** A slice joined into text (`strings.Join(ids, ",")`): never a parameter. */
export const isJoinedList = (value: string) => /\bJoin\s*\(/.test(value);

/** `db.Query("… = '" + id + "'")` → `db.Query("… = ?", id)`, when every value stands where SQL takes a value. */
export function parameterise(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const args = hit.call.childForFieldName('arguments');
  const list = args ? namedChildrenOf(args) : [];
  // The SQL must be the last argument, built in place: the values are appended after it.
  if (list.at(-1)?.id !== hit.argument.id) return undefined;
  // PostgreSQL drivers number their placeholders; gorm takes `?` whatever the database.
  const callees = 'callee' in hit.row ? [hit.row.callee].flat() : [];
  const gorm = callees.some((callee) => /gorm\.DB\./.test(callee));
  const numbered = !gorm && (importsPackage(file, 'github.com/lib/pq') || importsPackage(file, 'github.com/jackc/pgx'));
  const pieces = goSqlPieces(hit.argument);
  const split = pieces && parameterisedSql(pieces, numbered ? 'numbered' : 'qmark', { isList: isJoinedList });
  if (!split) return undefined;
  const values = split.values.map(({ value }) => value).join(', ');
  return { description: 'Pass the values as query arguments', safety: 'safe', edits: [{ start: hit.argument.startIndex, end: hit.argument.endIndex, text: `${JSON.stringify(split.sql)}, ${values}` }] };
}
