/**
 * SQL built from a template literal or a `+` concatenation, as the pieces the shared SQL parameteriser reads
 * (rules/sql-parameters.ts): constant text and the source text of each value spliced in.
 */
import type { Node } from '../../../core/rule';
import { childrenOf, namedChildrenOf } from '../../../core/syntax';
import type { ParameterisedSql, SqlPiece } from '../../../rules/sql-parameters';


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

/** The pieces of SQL text a template literal or a `+` chain builds; undefined when some text cannot be read safely. */
export function sqlPieces(node: Node): SqlPiece<string>[] | undefined {
  const pieces: SqlPiece<string>[] = [];
  const visit = (part: Node): boolean => {
    if (part.type === 'template_string') {
      for (const child of namedChildrenOf(part)) {
        if (child.type === 'string_fragment') pieces.push({ text: child.text });
        else if (child.type === 'template_substitution') {
          const expression = namedChildrenOf(child)[0];
          if (!expression) return false;
          pieces.push({ value: expression.text });
        } else return false;
      }
      return true;
    }
    if (part.type === 'binary_expression' && part.childForFieldName('operator')?.text === '+') {
      return visit(part.childForFieldName('left')!) && visit(part.childForFieldName('right')!);
    }
    const literal = stringValue(part);
    if (literal !== undefined) {
      pieces.push({ text: literal });
      return true;
    }
    // A literal with escapes, or a parenthesised expression, is SQL text this split cannot read safely.
    if (part.type === 'parenthesized_expression' || part.type === 'string' || part.type === 'template_string') return false;
    pieces.push({ value: part.text });
    return true;
  };
  return visit(node) ? pieces : undefined;
}

/** A list spliced in as text (`ids.join(',')`): never a parameter. */
export const isJoinedList = (value: string): boolean => /\.join\s*\(/.test(value);

/** The parameterised SQL as a JavaScript string literal. */
export function renderSql(split: ParameterisedSql<string>): string {
  const { sql } = split;
  // SQL quotes its own literals with ': prefer "…" then, so nothing needs escaping.
  const quote = sql.includes("'") && !sql.includes('"') ? '"' : "'";
  const escaped = sql.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replaceAll(quote, `\\${quote}`);
  return `${quote}${escaped}${quote}`;
}
