/**
 * The fix for SQL injection in ActiveRecord: `where("name = '#{name}'")` becomes `where("name = ?", name.to_s)`.
 * Values go where SQL takes a value (the shared parameteriser decides: never a table or column name, an IN list or a
 * LIMIT); a quoted literal with text around its value (`'%#{q}%'`) is bound whole (`"%#{q}%"`), which is the same
 * text the database compared before. It is safe when:
 * - the method takes bind values after its SQL (`where`, `having`, `find_by`, …) or an array (`find_by_sql`);
 * - every value stood in a '…' literal, bound as the text interpolation made of it (`.to_s`), or stood bare where
 *   SQL takes a number and is known to be one.
 */
import { valueAt } from '../../../analysis/dataflow/engine';
import type { FileContext, FixPlan, Node, TaintHit } from '../../../core/rule';
import { parameterisedSql, type SqlPiece } from '../../../rules/sql-parameters';
import { argumentsOf, methodName } from './context';
import { builtStringParts, doubleQuoted, rubyString, type StringPart } from './strings';

/** Methods that take `(sql, *values)`. */
const BIND_ARGUMENTS = new Set(['where', 'rewhere', 'not', 'having', 'find_by', 'find_by!', 'delete_by', 'destroy_by']);
/** Methods that take `[sql, *values]`. */
const BIND_ARRAY = new Set(['find_by_sql', 'count_by_sql', 'update_all']);

interface Bound {
  /** Ruby code of the value bound. */
  code: string;
  /** The value node, when the value is one expression spliced in whole. */
  node: Node | undefined;
}

/** `"…'%#{q}%'…"`: a quoted SQL literal holding values and text becomes one value, the Ruby string of its content. */
function groupQuoted(parts: readonly StringPart[]): SqlPiece<Bound>[] | undefined {
  const pieces: SqlPiece<Bound>[] = [];
  let open: string | undefined;
  let literal: StringPart[] = [];
  const flushLiteral = () => {
    const single = literal.length === 1 && 'value' in literal[0]! ? literal[0].value : undefined;
    const code = single ? single.text : `"${literal.map((part) => ('value' in part ? `#{${part.value.text}}` : doubleQuoted(part.text))).join('')}"`;
    pieces.push({ value: { code, node: single } });
    literal = [];
  };
  for (const part of parts) {
    if ('value' in part) {
      if (open) literal.push(part);
      else pieces.push({ value: { code: part.value.text, node: part.value } });
      continue;
    }
    let text = part.text;
    while (text.length > 0) {
      if (!open) {
        const quote = /['"]/.exec(text);
        if (!quote) {
          pieces.push({ text });
          break;
        }
        pieces.push({ text: text.slice(0, quote.index + 1) });
        open = quote[0];
        text = text.slice(quote.index + 1);
        continue;
      }
      const close = text.indexOf(open);
      if (close === -1) {
        literal.push({ text });
        break;
      }
      // A doubled quote inside a literal is an escaped quote: too subtle to regroup.
      if (text[close + 1] === open) return undefined;
      if (literal.some((piece) => 'value' in piece)) {
        if (close > 0) literal.push({ text: text.slice(0, close) });
        flushLiteral();
      } else pieces.push({ text: literal.map((piece) => ('text' in piece ? piece.text : '')).join('') + text.slice(0, close) });
      literal = [];
      pieces.push({ text: open });
      open = undefined;
      text = text.slice(close + 1);
    }
  }
  return open ? undefined : pieces;
}

/** The value is a number where it stood bare: its text is the number SQL read. */
function isNumber(file: FileContext, node: Node | undefined): boolean {
  if (!node) return false;
  if (node.type === 'integer' || node.type === 'float') return true;
  const value = valueAt(file, node);
  return !!value && (value.numeric === true || (!!value.constants && value.constants.length > 0 && value.constants.every((c) => typeof c === 'number')));
}

/** `where("… '#{x}' …")` → `where("… ? …", x.to_s)`. */
export function parameterise(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const method = methodName(hit.call);
  const args = argumentsOf(hit.call);
  const query = args[0];
  if (!query || args.length !== 1 || hit.argument.id !== query.id || (!BIND_ARGUMENTS.has(method) && !BIND_ARRAY.has(method))) return undefined;
  const parts = builtStringParts(query);
  const pieces = parts && groupQuoted(parts);
  const split = pieces && parameterisedSql(pieces, 'qmark', { isList: (value) => /\.join\b/.test(value.code) });
  if (!split) return undefined;
  // Interpolation wrote each value's to_s into the text; bound as text, it must be that same text.
  const values = split.values.map(({ value, quote }) => (quote && value.node && value.node.type !== 'string' ? `${value.code}.to_s` : value.code));
  const safe = split.values.every(({ value, quote }) => quote === "'" || (!quote && isNumber(file, value.node)));
  const sql = rubyString(split.sql);
  const text = BIND_ARRAY.has(method) ? `[${[sql, ...values].join(', ')}]` : [sql, ...values].join(', ');
  return { description: 'Bind the values as query parameters', safety: safe ? 'safe' : 'suggestion', edits: [{ start: query.startIndex, end: query.endIndex, text }] };
}
