/**
 * The SQL parameteriser, written once for every language: SQL text built from constant text and spliced values
 * becomes constant SQL with a placeholder per value, when (and only when) every value stands where SQL takes a
 * value. A language plugin splits its own syntax into pieces (template strings, f-strings, `+`, `fmt.Sprintf`,
 * interpolation) and writes the call back in its own idiom; what may become a parameter is decided here.
 *
 * A parameter cannot replace: text inside a quoted literal (`'%${q}%'`), a table or column name (`FROM ${t}`,
 * `ORDER BY ${c}`), text glued to other text (`users_${suffix}`), a list spliced in as text (`IN (${ids})`), a
 * `"…"`-quoted name (a column in PostgreSQL and SQLite), or a LIMIT/OFFSET count for a driver whose prepared
 * statements take none there (MySQL takes no string there, and request values are strings). Text that already
 * holds a placeholder of the style would be read as one.
 */

/** A piece of SQL as code builds it: constant text, or a value spliced in (`value` is the plugin's handle on it). */
export type SqlPiece<V> = { text: string } | { value: V };

/**
 * How the driver writes a parameter: `?` (JDBC, mysql, sqlite3, database/sql), `$1`… (PostgreSQL drivers), `%s`
 * (Python's psycopg, MySQLdb, Django: a literal % is written %%), `@p0`… (ADO.NET).
 */
export type PlaceholderStyle = 'qmark' | 'numbered' | 'format' | 'at';

export interface SqlParameterOptions<V> {
  /** The driver takes a parameter as a LIMIT/OFFSET count (default: only numbered drivers, PostgreSQL's). */
  countParameters?: boolean;
  /** A value that is a whole list rendered as text (`ids.join(",")`, `strings.Join(ids, ",")`): never a parameter. */
  isList?: (value: V) => boolean;
}

export interface ParameterisedSql<V> {
  /** The SQL text with a placeholder for each value. */
  sql: string;
  /** The values in placeholder order, with the quote each stood between in the original text ('' for a bare value). */
  values: { value: V; quote: string }[];
}

/** Stands for a value inside the SQL text while it is checked (a private-use character no SQL contains). */
const VALUE_MARK = '\uE000';
/** SQL keywords and operators after which a value (not a table or column name) is expected. */
const VALUE_CONTEXT = /(?:[=<>(,+*/-]|\b(?:like|ilike|in|values|limit|offset|and|or|not|is|then|else|when|between)\b)\s*$/i;
const COUNT = /\b(?:limit|offset)\s*$/i;
const LIST = /\bin\s*\(\s*$/i;
const EXISTING: Readonly<Record<PlaceholderStyle, RegExp | undefined>> = { qmark: /\?/, numbered: /\$\d/, at: /@p\d/, format: undefined };

function placeholder(style: PlaceholderStyle, index: number): string {
  switch (style) {
    case 'qmark': return '?';
    case 'numbered': return `$${index + 1}`;
    case 'format': return '%s';
    case 'at': return `@p${index}`;
  }
}

/** The SQL with placeholders, or undefined when some value cannot be a parameter where it stands. */
export function parameterisedSql<V>(pieces: readonly SqlPiece<V>[], style: PlaceholderStyle, options: SqlParameterOptions<V> = {}): ParameterisedSql<V> | undefined {
  let sql = '';
  const values: { value: V; quote: string }[] = [];
  /** The quote a value opened in the text before it, until the same quote closes it. */
  let open = '';
  for (const piece of pieces) {
    if ('value' in piece) {
      // Two values inside one quoted literal (`'${a}${b}'`) are one text, not two parameters.
      if (open) return undefined;
      const quote = /['"]$/.exec(sql)?.[0] ?? '';
      sql = `${quote ? sql.slice(0, -1) : sql}${VALUE_MARK}`;
      values.push({ value: piece.value, quote });
      open = quote;
      continue;
    }
    let text = piece.text;
    if (text === '') continue;
    if (open) {
      // The literal the value stood in goes on after it (`'${q}%'`): a part of a literal, not a value.
      if (!text.startsWith(open)) return undefined;
      text = text.slice(1);
      open = '';
    }
    sql += text;
  }
  if (open || values.length === 0) return undefined;
  const texts = sql.split(VALUE_MARK);
  if (texts.some((text) => EXISTING[style]?.test(text))) return undefined;
  const countParameters = options.countParameters ?? style === 'numbered';
  for (let i = 0; i < values.length; i++) {
    const before = texts.slice(0, i + 1).join('?');
    const after = texts[i + 1]!;
    if (((before.match(/'/g)?.length ?? 0) % 2) !== 0) return undefined;
    if (!VALUE_CONTEXT.test(before) || /^[\w.]/.test(after)) return undefined;
    if (LIST.test(before) || options.isList?.(values[i]!.value)) return undefined;
    if (!countParameters && COUNT.test(before)) return undefined;
    if (values[i]!.quote === '"') return undefined;
  }
  const escape = (text: string) => (style === 'format' ? text.replace(/%/g, '%%') : text);
  return { sql: texts.map((text, i) => (i === 0 ? escape(text) : `${placeholder(style, i - 1)}${escape(text)}`)).join(''), values };
}
