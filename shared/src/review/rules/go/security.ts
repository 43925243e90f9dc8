/**
 * security rules for Go. Injection rules are taint rules over the data flow (sources, sinks and sanitisers in
 * dataflow/specs/go.ts): they report where outside input, or a parameter of unknown origin, reaches a sink.
 * Configuration rules (weak hashes, TLS verification, hard-coded secrets) match the syntax; the ReDoS rule judges
 * the constant pattern a backtracking regexp2 is compiled from.
 */
import type { ReportedHit } from '../../dataflow/engine';
import { unescape } from '../../dataflow/lang/lowering';
import type { FileContext, FixPlan, Node, Rule } from '../rule';
import { looksLikeSecretName, looksLikeSecretValue } from '../secret-names';
import { descendantsOf, namedChildrenOf } from '../syntax';
import { judgedValue } from '../judged-value';
import { taintRule } from '../taint-rule';
import { importsPackage, localPackageNames } from './context';

const GO = ['go'] as const;
/** Stands for a value inside the SQL text while it is split (a private-use character no SQL contains). */
const VALUE_MARK = '\uE000';
/** SQL keywords and operators after which a value (not a table or column name) is expected. */
const VALUE_CONTEXT = /(?:[=<>(,+*/-]|\b(?:like|ilike|in|values|limit|offset|and|or|not|is|then|else|when|between)\b)\s*$/i;

/** The text of a Go string literal without escapes, or undefined. */
function stringText(node: Node): string | undefined {
  if (node.type === 'raw_string_literal') return node.text.slice(1, -1);
  if (node.type === 'interpreted_string_literal' && !node.text.includes('\\')) return node.text.slice(1, -1);
  return undefined;
}

/**
 * `"… = '" + id + "'"` or `fmt.Sprintf("… = '%s'", id)` as SQL text with a mark where each value goes (quotes
 * around a value dropped: the driver quotes parameters itself), and the values' source text.
 */
function splitGoSql(node: Node): { sql: string; values: string[] } | undefined {
  if (node.type === 'call_expression' && node.childForFieldName('function')?.text === 'fmt.Sprintf') {
    const [format, ...values] = namedChildrenOf(node.childForFieldName('arguments')!);
    const template = format ? stringText(format) : undefined;
    if (template === undefined || template.includes('%%') || /%(?![sdv])/.test(template) || (template.match(/%[sdv]/g) ?? []).length !== values.length) return undefined;
    if (values.some((v) => v.type === 'variadic_argument')) return undefined;
    return { sql: template.replace(/'?%[sdv]'?/g, VALUE_MARK), values: values.map((v) => v.text) };
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
  for (const part of parts) {
    const text = stringText(part);
    if (text !== undefined) sql += sql.endsWith(VALUE_MARK) && text.startsWith("'") ? text.slice(1) : text;
    else if (part.type === 'interpreted_string_literal' || part.type === 'parenthesized_expression') return undefined;
    else {
      sql = sql.endsWith("'") ? `${sql.slice(0, -1)}${VALUE_MARK}` : `${sql}${VALUE_MARK}`;
      values.push(part.text);
    }
  }
  return values.length > 0 ? { sql, values } : undefined;
}

/**
 * Every mark stands where SQL expects a value: not inside a quoted literal (`'%' + q + '%'`), not a table or
 * column name (`FROM ` + table, `ORDER BY ` + column), not glued to other text (`users_` + suffix), and not a
 * list spliced in as text (`IN (` + strings.Join(ids, ",") + `)`). Parameters cannot replace any of those.
 */
function placeholdersAreValues(split: { sql: string; values: string[] }): boolean {
  const parts = split.sql.split(VALUE_MARK);
  for (let i = 0; i < parts.length - 1; i++) {
    const before = parts.slice(0, i + 1).join('?');
    const after = parts[i + 1]!;
    if (((before.match(/'/g)?.length ?? 0) % 2) !== 0) return false;
    if (!VALUE_CONTEXT.test(before)) return false;
    if (/^[\w.]/.test(after)) return false;
    if (/\bJoin\s*\(/.test(split.values[i]!)) return false;
  }
  return true;
}

/** `db.Query("… = '" + id + "'")` → `db.Query("… = ?", id)`, when every value stands where SQL takes a value. */
function parameterise(hit: ReportedHit, file: FileContext): FixPlan | undefined {
  const args = hit.call.childForFieldName('arguments');
  const list = args ? namedChildrenOf(args) : [];
  // The SQL must be the last argument, built in place: the values are appended after it.
  if (list.at(-1)?.id !== hit.argument.id) return undefined;
  const split = splitGoSql(hit.argument);
  if (!split || !placeholdersAreValues(split)) return undefined;
  // PostgreSQL drivers number their placeholders; gorm takes `?` whatever the database.
  const callees = 'callee' in hit.row ? [hit.row.callee].flat() : [];
  const gorm = callees.some((callee) => /gorm\.DB\./.test(callee));
  const numbered = !gorm && (importsPackage(file, 'github.com/lib/pq') || importsPackage(file, 'github.com/jackc/pgx'));
  let n = 0;
  const sql = split.sql.split(VALUE_MARK).reduce((text, part, i) => (i === 0 ? part : `${text}${numbered ? `$${++n}` : '?'}${part}`), '');
  return { description: 'Pass the values as query arguments', edits: [{ start: hit.argument.startIndex, end: hit.argument.endIndex, text: `${JSON.stringify(sql)}, ${split.values.join(', ')}` }] };
}

/**
 * A group that repeats without bound and holds a part that repeats without bound (`(\w+\s?)*`, `(a+)+`): a
 * backtracking engine tries exponentially many ways to split a long non-matching input between them.
 */
export function hasNestedQuantifier(pattern: string): boolean {
  const flat = pattern.replace(/\\./g, 'x').replace(/\[(?:\\.|[^\]])*\]/g, 'x');
  const open: number[] = [];
  for (let i = 0; i < flat.length; i++) {
    if (flat[i] === '(') open.push(i);
    else if (flat[i] === ')' && open.length > 0) {
      const start = open.pop()!;
      const inner = flat.slice(start + 1, i).replace(/^\?(?:[:=!>]|<?[=!]|P?<\w+>)/, '');
      const after = flat.slice(i + 1);
      if (/^(?:[*+]|\{\d+,\})/.test(after) && /[*+]|\{\d+,\}/.test(inner)) return true;
    }
  }
  return false;
}

/**
 * The constant text a pattern argument holds: what the data flow knows where it stands, else (package-level
 * declarations are not analysed as a body) the literal itself or the package constant it names.
 */
function patternTexts(file: FileContext, node: Node): string[] {
  const judged = judgedValue(file, node).constants.filter((c): c is string => typeof c === 'string');
  if (judged.length > 0) return judged;
  const literal = (n: Node | undefined): string | undefined =>
    n?.type === 'raw_string_literal' ? n.text.slice(1, -1) : n?.type === 'interpreted_string_literal' ? unescape(n.text.slice(1, -1)) : undefined;
  if (node.type !== 'identifier') return [literal(node)].filter((t): t is string => t !== undefined);
  const declared = file.tree ? descendantsOf(file.tree.rootNode, 'const_spec').filter((spec) => spec.childForFieldName('name')?.text === node.text) : [];
  return declared.map((spec) => literal(namedChildrenOf(spec.childForFieldName('value') ?? spec)[0])).filter((t): t is string => t !== undefined);
}

export const rules: Rule[] = [
  taintRule({
    id: 'go.security.sql-injection', kind: 'sql',
    specialist: 'security', severity: 'critical', languages: GO,
    title: 'SQL query built from outside input',
    description: 'The SQL text is assembled from a value (with + or fmt.Sprintf), so a value containing quotes changes the query itself (SQL injection).',
    suggestion: 'Keep the SQL constant and pass values as arguments: db.Query("SELECT … WHERE id = ?", id); pick table and column names from an allow-list.',
    fix: parameterise,
  }),
  taintRule({
    id: 'go.security.command-injection', kind: 'command',
    specialist: 'security', severity: 'critical', languages: GO,
    title: 'OS command built from outside input',
    description: 'exec.Command runs the program it is given; a value chosen by a caller as the program, or inside a shell command line (sh -c), runs other commands.',
    suggestion: 'Call exec.Command with a fixed program and separate arguments (no shell), validated against an allow-list.',
  }),
  taintRule({
    id: 'go.security.path-traversal', kind: 'path',
    specialist: 'security', severity: 'high', languages: GO,
    title: 'File path built from outside input',
    description: 'A path built from request input can contain ../ and reach any file the process can read or write (path traversal).',
    suggestion: 'Keep only the file name (filepath.Base), or resolve under a fixed root, filepath.Clean it and reject results outside the root (strings.HasPrefix); os.Root or os.DirFS confine access.',
  }),
  taintRule({
    id: 'go.security.ssrf', kind: 'ssrf',
    specialist: 'security', severity: 'high', languages: GO,
    title: 'Outbound request to a URL from outside input',
    description: 'Fetching a URL the caller chose lets them reach internal services and cloud metadata endpoints from your server (server-side request forgery).',
    suggestion: 'Parse the URL and only allow hosts from an allow-list; keep scheme and host fixed in code and disable redirects to other hosts.',
  }),
  taintRule({
    id: 'go.security.xss-template-html', kind: 'xss',
    specialist: 'security', severity: 'high', languages: GO,
    title: 'Outside input marked as safe HTML',
    description: 'template.HTML (and template.JS, HTMLAttr, URL) turns off html/template\'s escaping; a value with user input in it runs script in the page.',
    suggestion: 'Pass the plain string to the template and let html/template escape it; sanitise real HTML with bluemonday first.',
  }),
  taintRule({
    id: 'go.security.xss-response', kind: 'xss', rows: 'xss-response',
    specialist: 'security', severity: 'high', languages: GO,
    title: 'Outside input written into the response',
    description: 'Writing a request value straight into the response (w.Write, fmt.Fprintf(w, …), text/template, echo c.HTML) lets markup in it run script in the page (reflected cross-site scripting).',
    suggestion: 'Render HTML with html/template, or escape the value with html.EscapeString; send plain text with a text/plain Content-Type.',
  }),
  taintRule({
    id: 'go.security.template-injection', kind: 'template',
    specialist: 'security', severity: 'high', languages: GO,
    title: 'Template source built from outside input',
    description: 'A template parsed from request text can call every function and method reachable from its data and FuncMap on the server (server-side template injection).',
    suggestion: 'Parse templates from constants or files you control and pass outside values in as data to Execute.',
  }),
  taintRule({
    id: 'go.security.open-redirect', kind: 'redirect',
    specialist: 'security', severity: 'medium', languages: GO,
    title: 'Redirect to a URL from outside input',
    description: 'Redirecting to a location the caller chose lets phishing links borrow your domain (open redirect).',
    suggestion: 'Redirect only to local paths you build yourself, or parse the URL and check its host against an allow-list.',
  }),
  taintRule({
    id: 'go.security.log-injection', kind: 'log',
    specialist: 'security', severity: 'low', languages: GO, unknownOrigin: false,
    title: 'Outside input written to the log unescaped',
    description: 'Line breaks in a logged request value forge extra log entries and mislead whoever reads the log (log injection).',
    suggestion: 'Log outside values with %q, strip \\r and \\n (strings.ReplaceAll), or use structured fields (slog, zap, logrus.WithField).',
  }),
  taintRule({
    id: 'go.security.ldap-injection', kind: 'ldap',
    specialist: 'security', severity: 'high', languages: GO,
    title: 'LDAP query built from outside input',
    description: 'Characters such as *, ( and ) in a value change the LDAP filter or name itself, so a caller can match or enumerate other entries (LDAP injection).',
    suggestion: 'Escape values with ldap.EscapeFilter (and ldap.EscapeDN for names) before putting them into a filter.',
  }),
  taintRule({
    id: 'go.security.nosql-injection', kind: 'nosql',
    specialist: 'security', severity: 'high', languages: GO,
    title: 'MongoDB query built from outside input',
    description: 'A $where clause built from request text, a filter decoded from the request body, or a decoded value that is not a string (an interface{} field can hold {"$ne": ""}) runs what the caller wrote against the database, operators included (NoSQL injection).',
    suggestion: 'Build filters with bson.M/bson.D from typed values (string and number fields); never put input into $where or use a decoded document as the filter.',
  }),
  taintRule({
    id: 'go.security.regex-injection', kind: 'regex',
    specialist: 'security', severity: 'medium', languages: GO, unknownOrigin: false,
    title: 'Backtracking regular expression built from outside input',
    description: 'regexp2 backtracks: a pattern from outside can take exponential time on some inputs (ReDoS) or match more than intended. (Go\'s own regexp package runs in linear time.)',
    suggestion: 'Escape the value with regexp2.Escape, set MatchTimeout, or use Go\'s regexp package (RE2) for patterns from outside.',
  }),
  taintRule({
    id: 'go.security.trust-boundary-violation', kind: 'trust-boundary',
    specialist: 'security', severity: 'medium', languages: GO, unknownOrigin: false,
    title: 'Outside input stored in the session',
    description: 'The session holds state the application trusts; storing request values in it unchecked lets a caller set what later code believes was validated (trust boundary violation).',
    suggestion: 'Validate the value against what the session may hold (an allow-list) before storing it, or keep request values out of the session.',
  }),
  taintRule({
    id: 'go.security.unsafe-deserialization', kind: 'deserialization',
    specialist: 'security', severity: 'high', languages: GO,
    title: 'Outside input gob-decoded into an interface value',
    description: 'gob decodes into an interface value by instantiating whichever registered type the data names, so the client picks which types are built and with what contents.',
    suggestion: 'Decode outside data as JSON into a concrete struct, or gob-decode only into concrete types and only data this service wrote.',
  }),
  {
    id: 'go.security.redos',
    specialist: 'security', severity: 'medium', languages: GO, cwe: 'CWE-1333',
    title: 'Backtracking regular expression with nested repetition',
    description: 'regexp2 backtracks: a pattern that repeats a repeating group, such as (\\w+\\s?)*, takes exponential time on a long input that almost matches, so one request can occupy a CPU (ReDoS).',
    suggestion: 'Use Go\'s regexp package (RE2, linear time) for this pattern, rewrite it without nested repetition, or set MatchTimeout on the regexp2 value.',
    query: `(call_expression function: (selector_expression operand: (identifier) @pkg field: (field_identifier) @fn (#any-of? @fn "Compile" "MustCompile")) arguments: (argument_list . (_) @pattern)) @target`,
    where: (m) => localPackageNames(m.file, 'github.com/dlclark/regexp2').has(m.captures.pkg!.text) && patternTexts(m.file, m.captures.pattern!).some(hasNestedQuantifier),
    detail: (m) => {
      const judged = judgedValue(m.file, m.captures.pattern!);
      return { description: `The regexp2 pattern repeats a repeating group${judged.origin}; regexp2 backtracks, so a long input that almost matches takes exponential time (ReDoS).`, flow: judged.flow };
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
];
