/** security rules for python. */
import type { FixPlan, Node, Rule, RuleMatch } from '../rule';
import { childrenOf, namedChildrenOf } from '../syntax';
import { importsModule } from './imports';
import { rules as moreRules } from './security-more';

/**
 * Turns `"... {x} ..."` f-strings, `"... %s" % (x,)` and `"..." + x` concatenations into a DB-API
 * parameterised call: placeholders in the SQL text, values as the second argument.
 */
function parameterise(match: RuleMatch): FixPlan | undefined {
  const query = match.captures.query;
  const args = match.captures.args;
  if (!query || !args || namedChildrenOf(args).length !== 1) return undefined;
  const split = splitSql(query);
  if (!split || split.values.length === 0) return undefined;
  // sqlite3 takes qmark placeholders; the other DB-API drivers in common use (psycopg, MySQLdb) take %s.
  const sql = JSON.stringify(importsModule(match.file, 'sqlite3') ? split.sql.replaceAll('%s', '?') : split.sql);
  const values = `(${split.values.join(', ')}${split.values.length === 1 ? ',' : ''})`;
  return {
    description: 'Pass the values as query parameters',
    edits: [{ start: query.startIndex, end: query.endIndex, text: `${sql}, ${values}` }],
  };
}

interface SplitSql {
  sql: string;
  values: string[];
}

/** Strips quotes that only wrapped a value in the SQL text: `'{x}'` becomes `%s`, not `'%s'`. */
function appendPlaceholder(sql: string): string {
  return sql.endsWith("'") || sql.endsWith('"') ? `${sql.slice(0, -1)}%s` : `${sql}%s`;
}

function dropClosingQuote(text: string, previousWasValue: boolean): string {
  return previousWasValue && (text.startsWith("'") || text.startsWith('"')) ? text.slice(1) : text;
}

function literalText(node: Node): string | undefined {
  if (node.type !== 'string' || childrenOf(node).some((c) => c.type === 'interpolation')) return undefined;
  const content = childrenOf(node).filter((c) => c.type === 'string_content' || c.type === 'escape_sequence');
  const start = childrenOf(node)[0]?.text ?? '';
  if (/[rbRB]/.test(start)) return undefined;
  return content.map((c) => (c.type === 'escape_sequence' ? JSON.parse(`"${c.text}"`) as string : c.text)).join('');
}

function splitSql(node: Node): SplitSql | undefined {
  if (node.type === 'string') {
    let sql = '';
    const values: string[] = [];
    let previousWasValue = false;
    for (const part of childrenOf(node)) {
      if (part.type === 'string_content') {
        sql += dropClosingQuote(part.text, previousWasValue);
        previousWasValue = false;
      } else if (part.type === 'interpolation') {
        const expression = part.childForFieldName('expression');
        if (!expression || part.childForFieldName('format_specifier') || part.childForFieldName('type_conversion')) return undefined;
        sql = appendPlaceholder(sql);
        values.push(expression.text);
        previousWasValue = true;
      } else if (part.type === 'escape_sequence') {
        return undefined;
      }
    }
    return { sql, values };
  }
  if (node.type === 'binary_operator') {
    const operator = node.childForFieldName('operator')?.text;
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    if (!left || !right) return undefined;
    if (operator === '%') {
      const template = literalText(left);
      if (template === undefined) return undefined;
      const values = right.type === 'tuple' ? namedChildrenOf(right).map((c) => c.text) : [right.text];
      if ((template.match(/%s/g) ?? []).length !== values.length || /%[^s%]/.test(template)) return undefined;
      return { sql: template.replace(/'%s'|"%s"/g, '%s'), values };
    }
    if (operator === '+') {
      const head = splitSql(left) ?? (literalText(left) !== undefined ? { sql: literalText(left)!, values: [] } : undefined);
      if (!head) return undefined;
      const tail = literalText(right);
      if (tail !== undefined) {
        const previousWasValue = head.values.length > 0 && !head.sql.endsWith(' ');
        return { sql: head.sql + dropClosingQuote(tail, previousWasValue), values: head.values };
      }
      return { sql: appendPlaceholder(head.sql), values: [...head.values, right.text] };
    }
  }
  return undefined;
}

export const rules: Rule[] = [
  {
    id: 'python.security.sql-injection',
    specialist: 'security',
    severity: 'critical',
    languages: ['python'],
    cwe: 'CWE-89',
    title: 'SQL query built from untrusted values',
    description:
      'The SQL text passed to the database is assembled with string formatting, so a value containing quotes changes the query itself (SQL injection).',
    suggestion: 'Keep the SQL constant and pass values as parameters: cursor.execute("... WHERE id = %s", (user_id,)).',
    query: `
      (call
        function: (attribute attribute: (identifier) @method (#any-of? @method "execute" "executemany" "executescript" "raw"))
        arguments: (argument_list . [(binary_operator) (string (interpolation))] @query) @args) @target`,
    where: (m) => m.captures.query?.type !== 'binary_operator' || /^["'frbFRB]/.test(m.captures.query.text),
    fix: parameterise,
  },
  ...moreRules,
];
