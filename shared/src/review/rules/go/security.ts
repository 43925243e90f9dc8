/** security rules for go. */
import type { Node, Rule } from '../rule';
import { looksLikeSecretName, looksLikeSecretValue } from '../secret-names';
import { namedChildrenOf } from '../syntax';
import { importsPackage, isConstantString, readsRequestInput } from './context';

const GO = ['go'] as const;
const SQL_TEXT = /\b(select\s.+\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b/is;

/** `"… = " + id` or fmt.Sprintf("… = '%s'", id) as constant SQL with placeholders and the values. */
function splitGoSql(node: Node, numbered: boolean): { sql: string; values: string[] } | undefined {
  let n = 0;
  const placeholder = () => (numbered ? `$${++n}` : '?');
  const literal = (part: Node) => (part.type === 'interpreted_string_literal' && !part.text.includes('\\') ? part.text.slice(1, -1) : undefined);
  if (node.type === 'call_expression' && node.childForFieldName('function')?.text === 'fmt.Sprintf') {
    const [format, ...values] = namedChildrenOf(node.childForFieldName('arguments')!);
    const template = format ? literal(format) : undefined;
    if (template === undefined || /%[^sdv%]/.test(template) || (template.match(/%[sdv]/g) ?? []).length !== values.length) return undefined;
    return { sql: template.replace(/'?%[sdv]'?/g, placeholder), values: values.map((v) => v.text) };
  }
  const parts: Node[] = [];
  const flatten = (part: Node): void => {
    if (part.type === 'binary_expression' && part.childForFieldName('operator')?.text === '+') {
      flatten(part.childForFieldName('left')!);
      flatten(part.childForFieldName('right')!);
    } else parts.push(part);
  };
  flatten(node);
  let sql = '';
  const values: string[] = [];
  let afterValue = false;
  for (const part of parts) {
    const text = literal(part);
    if (text !== undefined) {
      sql += afterValue && text.startsWith("'") ? text.slice(1) : text;
      afterValue = false;
    } else {
      sql = sql.endsWith("'") ? `${sql.slice(0, -1)}${placeholder()}` : `${sql}${placeholder()}`;
      values.push(part.text);
      afterValue = true;
    }
  }
  return values.length > 0 ? { sql, values } : undefined;
}

export const rules: Rule[] = [
  {
    id: 'go.security.sql-injection',
    specialist: 'security', severity: 'critical', languages: GO, cwe: 'CWE-89',
    title: 'SQL query built from variable input',
    description: 'The SQL text is assembled with + or fmt.Sprintf, so a value containing quotes changes the query itself (SQL injection).',
    suggestion: 'Keep the SQL constant and pass values as arguments: db.Query("SELECT … WHERE id = ?", id).',
    query: `(call_expression
      function: (selector_expression field: (field_identifier) @method (#any-of? @method "Query" "QueryRow" "Exec" "QueryContext" "QueryRowContext" "ExecContext" "Prepare" "Raw"))
      arguments: (argument_list) @args) @target`,
    where: (m) => namedChildrenOf(m.captures.args!).some((arg) => (arg.type === 'binary_expression' || (arg.type === 'call_expression' && arg.childForFieldName('function')?.text === 'fmt.Sprintf')) && SQL_TEXT.test(arg.text)),
    fix: (m) => {
      const args = namedChildrenOf(m.captures.args!);
      const sqlArg = args.find((arg) => SQL_TEXT.test(arg.text) && !isConstantString(arg));
      if (!sqlArg || sqlArg !== args[args.length - 1]) return undefined;
      const split = splitGoSql(sqlArg, importsPackage(m.file, 'github.com/lib/pq') || importsPackage(m.file, 'github.com/jackc/pgx'));
      if (!split) return undefined;
      return { description: 'Pass the values as query arguments', edits: [{ start: sqlArg.startIndex, end: sqlArg.endIndex, text: `${JSON.stringify(split.sql)}, ${split.values.join(', ')}` }] };
    },
  },
  {
    id: 'go.security.command-injection',
    specialist: 'security', severity: 'critical', languages: GO, cwe: 'CWE-78',
    title: 'Shell command built from variable input',
    description: 'Passing a built string to sh -c runs it through a shell, so a value containing ;, | or $(…) runs commands of its choosing.',
    suggestion: 'Call exec.Command with the program and separate arguments (no shell), validated against an allow-list.',
    query: `(call_expression function: (selector_expression operand: (identifier) @pkg (#eq? @pkg "exec") field: (field_identifier) @fn (#any-of? @fn "Command" "CommandContext")) arguments: (argument_list) @args) @target`,
    where: (m) => {
      const args = namedChildrenOf(m.captures.args!).filter((a) => a.text !== 'ctx');
      const shell = args[0] && /^"(\/bin\/)?(ba|z)?sh"$/.test(args[0].text) && args[1]?.text === '"-c"';
      return !!shell && args.slice(2).some((a) => !isConstantString(a));
    },
  },
  {
    id: 'go.security.weak-hash',
    specialist: 'security', severity: 'medium', languages: GO, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.',
    suggestion: 'Use crypto/sha256 (or better); for passwords use golang.org/x/crypto/bcrypt or argon2.',
    query: `(call_expression function: (selector_expression operand: (identifier) @pkg (#any-of? @pkg "md5" "sha1") field: (field_identifier) @fn (#any-of? @fn "New" "Sum"))) @target`,
    where: (m) => importsPackage(m.file, `crypto/${m.captures.pkg!.text}`),
  },
  {
    id: 'go.security.tls-verification-disabled',
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-295',
    title: 'TLS certificate verification disabled',
    description: 'InsecureSkipVerify accepts any certificate, so anyone on the network path can impersonate the server.',
    suggestion: 'Remove InsecureSkipVerify; to trust a private CA, set RootCAs to a pool with its certificate.',
    query: `(keyed_element key: (literal_element (identifier) @key (#eq? @key "InsecureSkipVerify")) value: (literal_element (true) @value)) @target`,
    fix: (m) => ({ description: 'Verify certificates', edits: [{ start: m.captures.value!.startIndex, end: m.captures.value!.endIndex, text: 'false' }] }),
  },
  {
    id: 'go.security.hardcoded-secret',
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-798', outOfScope: true,
    title: 'Hard-coded credential',
    description: 'A password, key or token is written in the source, so everyone who can read the code or its history can use it.',
    suggestion: 'Read it from the environment (os.Getenv) or a secrets manager, and rotate the exposed value.',
    query: `
      (const_spec name: (identifier) @name value: (expression_list (interpreted_string_literal) @value)) @target
      (var_spec name: (identifier) @name value: (expression_list (interpreted_string_literal) @value)) @target
      (short_var_declaration left: (expression_list (identifier) @name) right: (expression_list (interpreted_string_literal) @value)) @target
      (keyed_element key: (literal_element (identifier) @name) value: (literal_element (interpreted_string_literal) @value)) @target`,
    where: (m) => looksLikeSecretName(m.captures.name!.text) && looksLikeSecretValue(m.captures.value!.text.slice(1, -1)),
  },
  {
    id: 'go.security.path-traversal',
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-22',
    title: 'File path taken from the request',
    description: 'A path built from request input can contain ../ and reach any file the process can read (path traversal).',
    suggestion: 'Clean the name with filepath.Base or resolve it under a fixed root and reject results outside it.',
    query: `(call_expression function: (selector_expression operand: (identifier) @pkg field: (field_identifier) @fn) arguments: (argument_list) @args) @target`,
    where: (m) => {
      const call = `${m.captures.pkg!.text}.${m.captures.fn!.text}`;
      if (!/^(os\.(Open|OpenFile|ReadFile|Create|Remove|WriteFile)|ioutil\.ReadFile|http\.ServeFile)$/.test(call)) return false;
      return namedChildrenOf(m.captures.args!).some((arg) => readsRequestInput(arg) && !/^r(eq)?$/.test(arg.text));
    },
  },
  {
    id: 'go.security.ssrf',
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-918',
    title: 'Outbound request to a URL from the request',
    description: 'Fetching a URL the caller chose lets them reach internal services and cloud metadata endpoints from your server (server-side request forgery).',
    suggestion: 'Parse the URL and only allow hosts from an allow-list; disable redirects to other hosts.',
    query: `(call_expression function: (selector_expression field: (field_identifier) @fn (#any-of? @fn "Get" "Post" "Head" "NewRequest" "NewRequestWithContext")) arguments: (argument_list) @args) @target`,
    where: (m) => namedChildrenOf(m.captures.args!).some((arg) => readsRequestInput(arg)) && importsPackage(m.file, 'net/http'),
  },
  {
    id: 'go.security.xss-template-html',
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-79',
    title: 'Variable value marked as safe HTML',
    description: 'template.HTML disables html/template\'s escaping; a value with user input in it runs script in the page.',
    suggestion: 'Pass the plain string to the template and let html/template escape it.',
    query: `(call_expression function: (selector_expression operand: (identifier) @pkg (#eq? @pkg "template") field: (field_identifier) @fn (#any-of? @fn "HTML" "JS" "HTMLAttr")) arguments: (argument_list . (_) @value)) @target`,
    where: (m) => !isConstantString(m.captures.value!),
  },
];
