/**
 * SQL built from a template literal or a `+` concatenation, split into constant SQL text with placeholders and the
 * values it interpolated — the material of the parameterised-query fix.
 */
import type { Node } from '../rule';
import { childrenOf, namedChildrenOf } from '../syntax';

export interface SplitSql {
  sql: string;
  values: string[];
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
    return namedChildrenOf(node).map((c) => c.text).join('');
  }
  return undefined;
}

/** `'…{x}…'` quotes around a value are dropped: the driver quotes parameters itself. */
function appendValue(split: SplitSql, value: string): void {
  split.sql = /['"]$/.test(split.sql) ? `${split.sql.slice(0, -1)}${VALUE_MARK}` : `${split.sql}${VALUE_MARK}`;
  split.values.push(value);
}

function appendText(split: SplitSql, text: string): void {
  split.sql += split.sql.endsWith(VALUE_MARK) && /^['"]/.test(text) ? text.slice(1) : text;
}

export function splitSql(node: Node): SplitSql | undefined {
  const split: SplitSql = { sql: '', values: [] };
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
    if (part.type === 'parenthesized_expression') return false;
    appendValue(split, part.text);
    return true;
  };
  return visit(node) && split.values.length > 0 ? split : undefined;
}

/** Renders the SQL with `?` (mysql, sqlite) or `$1…` (pg) placeholders as a single-quoted JS string. */
export function renderSql(split: SplitSql, numbered: boolean): string {
  let n = 0;
  const sql = split.sql.split(VALUE_MARK).reduce((text, part, i) => (i === 0 ? part : `${text}${numbered ? `$${++n}` : '?'}${part}`), '');
  return `'${sql.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
