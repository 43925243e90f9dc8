/** security rules for python: SQL injection here, the others by theme in the security-* modules. */
import type { FixPlan, Node, Rule, RuleMatch } from '../rule';
import { namedChildrenOf, previousStatement } from '../syntax';
import { statementOf } from './fixes';
import { valuesOf } from './context';
import { importsModule } from './imports';
import { builtStringParts, hasValues, pythonString, type StringPart } from './strings';
import { rules as cryptoRules } from './security-crypto';
import { rules as injectionRules } from './security-injection';
import { rules as secretRules } from './security-secrets';
import { rules as templateRules } from './security-templates';
import { rules as webRules } from './security-web';

const SQL_STATEMENT = /^\s*(select|insert|update|delete|with)\s/i;
const SQL_TEXT = /^\s*(select|insert|update|delete|replace|merge|with|create|alter|drop)\b|\b(from|into|where|set|values)\b/i;

/**
 * The SQL of a built query with placeholders, and the values to bind: `'{x}'` becomes `%s`, not `'%s'`. A value
 * inside a longer quoted literal (LIKE '%{x}%') has no faithful placeholder form: undefined.
 */
function splitSql(parts: readonly StringPart[], qmark: boolean): { sql: string; values: string[] } | undefined {
  const placeholder = qmark ? '?' : '%s';
  let sql = '';
  const values: string[] = [];
  let closingQuote: string | undefined;
  for (const part of parts) {
    if ('text' in part) {
      // Once parameters are passed, %s-style drivers read a literal % as a placeholder, qmark drivers a ?.
      if (qmark && part.text.includes('?')) return undefined;
      let text = qmark ? part.text : part.text.replace(/%/g, '%%');
      if (closingQuote) {
        if (text[0] !== closingQuote) return undefined;
        text = text.slice(1);
        closingQuote = undefined;
      }
      sql += text;
      continue;
    }
    if (closingQuote) return undefined;
    const quote = /['"]$/.exec(sql)?.[0];
    if (quote) {
      sql = sql.slice(0, -1);
      closingQuote = quote;
    }
    if ((sql.match(/'/g) ?? []).length % 2 === 1) return undefined;
    sql += placeholder;
    values.push(part.value.text);
  }
  return closingQuote ? undefined : { sql, values };
}

function sqlParts(query: Node, m: RuleMatch): StringPart[] | undefined {
  const parts = builtStringParts(query);
  if (hasValues(parts)) return parts;
  if (query.type !== 'identifier') return undefined;
  const values = valuesOf(query, m.file) ?? [];
  const built = values.length === 1 && values[0]!.parent?.type === 'assignment' ? builtStringParts(values[0]!) : undefined;
  return hasValues(built) ? built : undefined;
}

/**
 * Turns f-strings, `%`, `.format()` and `+` into a DB-API parameterised call: placeholders in the SQL text, values
 * as the second argument. A query assigned to a variable just before the call is rewritten in both places.
 */
function parameterise(m: RuleMatch): FixPlan | undefined {
  const query = m.captures.query!;
  const args = m.captures.args!;
  if (namedChildrenOf(args).length !== 1) return undefined;
  const parts = sqlParts(query, m);
  // sqlite3 takes qmark placeholders; the other DB-API drivers in common use (psycopg, MySQLdb) and Django's raw() take %s.
  const split = parts && splitSql(parts, importsModule(m.file, 'sqlite3') && m.captures.method!.text !== 'raw');
  if (!split || split.values.length === 0) return undefined;
  const params = `(${split.values.join(', ')}${split.values.length === 1 ? ',' : ''})`;
  const description = 'Pass the values as query parameters';
  if (query.type !== 'identifier') {
    return { description, edits: [{ start: query.startIndex, end: query.endIndex, text: `${pythonString(split.sql)}, ${params}` }] };
  }
  // query = f"…"; cursor.execute(query): the values must still mean the same thing at the call.
  const value = valuesOf(query, m.file)![0]!;
  const assignment = statementOf(value);
  const call = statementOf(m.target);
  if (!assignment || !call || previousStatement(call)?.id !== assignment.id) return undefined;
  return {
    description,
    edits: [
      { start: value.startIndex, end: value.endIndex, text: pythonString(split.sql) },
      { start: query.endIndex, end: query.endIndex, text: `, ${params}` },
    ],
  };
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
        function: (attribute attribute: (identifier) @method (#any-of? @method "execute" "executemany" "executescript" "raw" "text"))
        arguments: (argument_list . [(binary_operator) (string (interpolation)) (call function: (attribute object: (string) attribute: (identifier) @format (#eq? @format "format"))) (identifier)] @query) @args) @target
      (call
        function: (identifier) @method (#eq? @method "text")
        arguments: (argument_list . [(binary_operator) (string (interpolation)) (call function: (attribute object: (string) attribute: (identifier) @format (#eq? @format "format")))] @query) @args) @target`,
    where: (m) => {
      const parts = sqlParts(m.captures.query!, m);
      if (!parts) return false;
      const text = parts.map((part) => ('text' in part ? part.text : ' ? ')).join('');
      // text() is a common method name: only a statement that starts like SQL counts there.
      return m.captures.method!.text === 'text' ? SQL_STATEMENT.test(text) : SQL_TEXT.test(text);
    },
    // executescript takes no parameters, and text() binds by name.
    fix: (m) => (/^(text|executescript)$/.test(m.captures.method!.text) ? undefined : parameterise(m)),
  },
  ...injectionRules,
  ...templateRules,
  ...webRules,
  ...cryptoRules,
  ...secretRules,
];
