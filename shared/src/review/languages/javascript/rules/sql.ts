/**
 * SQL built from a template literal or a `+` concatenation, split into constant SQL text with placeholders and the
 * values it interpolated — the material of the parameterised-query fix.
 */
import type { Node } from '../../../core/rule';
import { childrenOf, namedChildrenOf } from '../../../core/syntax';

export interface SplitSql {
  sql: string;
  values: string[];
  /** The quote each value stood between in the SQL text (`'${x}'`), or '' for a bare value (`= ${x}`). */
  quotes: string[];
  /** The quote of the last value while its closing quote has not followed yet. */
  open?: string;
  /** A value's opening quote not closed right after it (`'${x} and more'`): not a value of its own. */
  unclosed?: boolean;
}

/** Stands for a value inside the SQL text while it is split (a private-use character no SQL contains). */
const VALUE_MARK = '\uE000';

export const SQL_TEXT = /\b(select\s.+\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b/is;

function stringValue(node: Node): string | undefined {
  if (node.type === 'string') {
    const parts = childrenOf(node).filter((c) => c.type === 'string_fragment' || c.type === 'escape_sequence');
    if (parts.some((p) => p.type === 'escape_sequence')) return undefined;
    return parts.map((p) => p.text).join('');
  }
  if (node.type === 'template_string' && !namedChildrenOf(node).some((c) => c.type === 'template_substitution')) {
    if (namedChildrenOf(node).some((c) => c.type === 'escape_sequence')) return undefined;
    return namedChildrenOf(node).map((c) => c.text).join('');
  }
  return undefined;
}

/** `'…{x}…'` quotes around a value are dropped: the driver quotes parameters itself. */
function appendValue(split: SplitSql, value: string): void {
  if (split.open) split.unclosed = true;
  const quote = /['"]$/.exec(split.sql)?.[0] ?? '';
  split.sql = `${quote ? split.sql.slice(0, -1) : split.sql}${VALUE_MARK}`;
  split.values.push(value);
  split.quotes.push(quote);
  split.open = quote;
}

function appendText(split: SplitSql, text: string): void {
  if (text === '') return;
  const quote = split.open;
  if (quote && !text.startsWith(quote)) split.unclosed = true;
  split.sql += quote ? text.slice(1) : text;
  split.open = '';
}

export function splitSql(node: Node): SplitSql | undefined {
  const split: SplitSql = { sql: '', values: [], quotes: [] };
  const visit = (part: Node): boolean => {
    if (part.type === 'template_string') {
      for (const child of namedChildrenOf(part)) {
        if (child.type === 'string_fragment') appendText(split, child.text);
        else if (child.type === 'template_substitution') {
          const expression = namedChildrenOf(child)[0];
          if (!expression) return false;
          appendValue(split, expression.text);
        } else return false;
      }
      return true;
    }
    if (part.type === 'binary_expression' && part.childForFieldName('operator')?.text === '+') {
      return visit(part.childForFieldName('left')!) && visit(part.childForFieldName('right')!);
    }
    const literal = stringValue(part);
    if (literal !== undefined) {
      appendText(split, literal);
      return true;
    }
    // A literal with escapes, or a parenthesised expression, is SQL text this split cannot read safely.
    if (part.type === 'parenthesized_expression' || part.type === 'string' || part.type === 'template_string') return false;
    appendValue(split, part.text);
    return true;
  };
  if (!visit(node) || split.values.length === 0) return undefined;
  return split.unclosed || split.open ? undefined : split;
}

/** SQL keywords and operators after which a value (not a table or column name) is expected. */
const VALUE_CONTEXT = /(?:[=<>(,+*/-]|\b(?:like|ilike|in|values|limit|offset|and|or|not|is|then|else|when|between)\b)\s*$/i;
/**
 * Where binding changes what the driver sends on ordinary input: MySQL takes no string for LIMIT/OFFSET (a request
 * value is one) and its prepared statements take no number there either; `IN (${ids})` spliced a whole list.
 */
const COUNT = /\b(?:limit|offset)\s*$/i;
const LIST = /\bin\s*\(\s*$/i;

/**
 * Every placeholder stands where SQL expects a value: not inside a quoted literal (`'%${q}%'`), not a table or
 * column name (`FROM ${table}`, `ORDER BY ${column}`), not glued to other text (`users_${suffix}`), and not a
 * list spliced in as text (`IN (${ids.join(',')})`). Parameters cannot replace any of those.
 */
export function placeholdersAreValues(split: SplitSql, numbered: boolean): boolean {
  // A `?` (or `$1`) already in the text would be taken for one of the new placeholders.
  if ((numbered ? /\$\d/ : /\?/).test(split.sql)) return false;
  const parts = split.sql.split(VALUE_MARK);
  for (let i = 0; i < parts.length - 1; i++) {
    const before = parts.slice(0, i + 1).join('?');
    const after = parts[i + 1]!;
    if (((before.match(/'/g)?.length ?? 0) % 2) !== 0) return false;
    if (!VALUE_CONTEXT.test(before)) return false;
    if (/^[\w.]/.test(after)) return false;
    if (/\.join\s*\(/.test(split.values[i]!)) return false;
    if (LIST.test(before) || (!numbered && COUNT.test(before))) return false;
    // "…" names a column or table in PostgreSQL and SQLite, a string in MySQL: not surely a value.
    if (split.quotes[i] === '"') return false;
  }
  return true;
}

/** Renders the SQL with `?` (mysql, sqlite, knex, sequelize) or `$1…` (pg) placeholders as a JS string literal. */
export function renderSql(split: SplitSql, numbered: boolean): string {
  let n = 0;
  const sql = split.sql.split(VALUE_MARK).reduce((text, part, i) => (i === 0 ? part : `${text}${numbered ? `$${++n}` : '?'}${part}`), '');
  // SQL quotes its own literals with ': prefer "…" then, so nothing needs escaping.
  const quote = sql.includes("'") && !sql.includes('"') ? '"' : "'";
  const escaped = sql.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replaceAll(quote, `\\${quote}`);
  return `${quote}${escaped}${quote}`;
}
