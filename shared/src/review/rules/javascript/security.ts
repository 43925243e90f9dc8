/** security rules for JavaScript and TypeScript. */
import type { Rule, RuleMatch } from '../rule';
import { namedChildrenOf } from '../syntax';
import { looksLikeSecretName, looksLikeSecretValue } from '../secret-names';
import { importsModule, isConstantString, readsRequestInput } from './context';
import { renderSql, splitSql, SQL_TEXT } from './sql';

const JS = ['javascript', 'typescript'] as const;

const firstArgument = (m: RuleMatch) => m.captures.arg;

export const rules: Rule[] = [
  {
    id: 'javascript.security.code-injection',
    specialist: 'security', severity: 'critical', languages: JS, cwe: 'CWE-95',
    title: 'Code built at run time is executed',
    description: 'eval, new Function and string timers run text as code; when any part of it comes from outside, an attacker runs their own code in the process.',
    suggestion: 'Do not evaluate strings: parse data with JSON.parse, dispatch through a lookup table, and pass functions (not strings) to setTimeout.',
    query: `
      (call_expression function: (identifier) @fn (#any-of? @fn "eval" "setTimeout" "setInterval") arguments: (arguments . (_) @arg)) @target
      (new_expression constructor: (identifier) @fn (#eq? @fn "Function") arguments: (arguments (_) @arg)) @target`,
    where: (m) => {
      const arg = firstArgument(m)!;
      if (m.captures.fn?.text === 'eval' || m.captures.fn?.text === 'Function') return !isConstantString(arg);
      // Timers only evaluate strings: a function argument is fine.
      return arg.type === 'binary_expression' || (arg.type === 'template_string' && !isConstantString(arg));
    },
  },
  {
    id: 'javascript.security.command-injection',
    specialist: 'security', severity: 'critical', languages: JS, cwe: 'CWE-78',
    title: 'Shell command built from variable input',
    description: 'exec and execSync hand the whole string to a shell, so a value containing ;, | or $(…) runs commands of its choosing (OS command injection).',
    suggestion: 'Use execFile/spawn with the program and an argument array (no shell), and validate the arguments against an allow-list.',
    query: `(call_expression
      function: [(identifier) @fn (member_expression property: (property_identifier) @fn)]
      (#any-of? @fn "exec" "execSync")
      arguments: (arguments . [(binary_expression) (template_string (template_substitution))] @arg)) @target`,
    where: (m) => importsModule(m.file, 'child_process'),
  },
  {
    id: 'javascript.security.sql-injection',
    specialist: 'security', severity: 'critical', languages: JS, cwe: 'CWE-89',
    title: 'SQL query built from variable input',
    description: 'The SQL text is assembled with string concatenation or template substitution, so a value containing quotes changes the query itself (SQL injection).',
    suggestion: 'Keep the SQL constant and pass values separately: db.query("SELECT … WHERE id = ?", [id]).',
    query: `(call_expression
      function: (member_expression property: (property_identifier) @method (#any-of? @method "query" "execute" "raw" "run" "all" "get" "prepare" "$queryRawUnsafe" "$executeRawUnsafe"))
      arguments: (arguments . [(binary_expression) (template_string (template_substitution))] @arg)) @target`,
    where: (m) => SQL_TEXT.test(m.captures.arg!.text),
    fix: (m) => {
      const arg = m.captures.arg!;
      const args = m.target.childForFieldName('arguments');
      if (!args || namedChildrenOf(args).length !== 1) return undefined;
      const split = splitSql(arg);
      if (!split) return undefined;
      const sql = renderSql(split, importsModule(m.file, 'pg'));
      return { description: 'Pass the values as query parameters', edits: [{ start: arg.startIndex, end: arg.endIndex, text: `${sql}, [${split.values.join(', ')}]` }] };
    },
  },
  {
    id: 'javascript.security.xss-html-sink',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-79',
    title: 'Variable HTML written into the page',
    description: 'Assigning a non-constant value to innerHTML/outerHTML or passing it to document.write or insertAdjacentHTML lets markup in that value run script in the page (cross-site scripting).',
    suggestion: 'Set textContent for text, build elements with createElement, or sanitise the HTML with a vetted sanitiser (DOMPurify) first.',
    query: `
      (assignment_expression left: (member_expression property: (property_identifier) @sink (#any-of? @sink "innerHTML" "outerHTML")) right: (_) @value) @target
      (call_expression function: (member_expression object: (identifier) @doc (#eq? @doc "document") property: (property_identifier) @sink (#any-of? @sink "write" "writeln")) arguments: (arguments . (_) @value)) @target
      (call_expression function: (member_expression property: (property_identifier) @sink (#eq? @sink "insertAdjacentHTML")) arguments: (arguments (_) . (_) @value)) @target`,
    where: (m) => !isConstantString(m.captures.value!),
    fix: (m) => {
      const sink = m.captures.sink!;
      if (sink.text !== 'innerHTML') return undefined;
      return { description: 'Write text, not HTML (textContent)', edits: [{ start: sink.startIndex, end: sink.endIndex, text: 'textContent' }] };
    },
  },
  {
    id: 'javascript.security.react-dangerous-html',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-79', grammars: ['javascript', 'tsx'],
    title: 'dangerouslySetInnerHTML with a variable value',
    description: 'React renders __html without escaping; a value that contains user input runs script in the page (cross-site scripting).',
    suggestion: 'Render the value as a child ({value}) so React escapes it, or sanitise it with DOMPurify before passing it here.',
    query: `(jsx_attribute (property_identifier) @name (#eq? @name "dangerouslySetInnerHTML")
      (jsx_expression (object (pair key: (property_identifier) @key (#eq? @key "__html") value: (_) @value)))) @target`,
    where: (m) => !isConstantString(m.captures.value!),
  },
  {
    id: 'javascript.security.path-traversal',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-22',
    title: 'File path taken from the request',
    description: 'A path built from request input can contain ../ and reach any file the process can read or write (path traversal).',
    suggestion: 'Resolve the path against a fixed base folder and reject results outside it (path.resolve + startsWith), or map ids to known files.',
    query: `(call_expression
      function: (member_expression property: (property_identifier) @method (#any-of? @method "readFile" "readFileSync" "createReadStream" "writeFile" "writeFileSync" "createWriteStream" "unlink" "unlinkSync" "sendFile" "download" "rm" "rmSync"))
      arguments: (arguments . (_) @arg)) @target`,
    where: (m) => readsRequestInput(m.captures.arg!),
  },
  {
    id: 'javascript.security.ssrf',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-918',
    title: 'Outbound request to a URL from the request',
    description: 'Fetching a URL the caller chose lets them reach internal services and cloud metadata endpoints from your server (server-side request forgery).',
    suggestion: 'Only fetch URLs from an allow-list of hosts (parse with new URL and compare the host), and never follow redirects to other hosts.',
    query: `
      (call_expression function: (identifier) @fn (#any-of? @fn "fetch" "axios" "got" "request") arguments: (arguments . (_) @arg)) @target
      (call_expression function: (member_expression object: (identifier) @client (#any-of? @client "axios" "http" "https" "got" "superagent" "needle") property: (property_identifier) @method (#any-of? @method "get" "post" "put" "delete" "request" "head" "patch")) arguments: (arguments . (_) @arg)) @target`,
    where: (m) => readsRequestInput(m.captures.arg!),
  },
  {
    id: 'javascript.security.weak-hash',
    specialist: 'security', severity: 'medium', languages: JS, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.',
    suggestion: 'Use SHA-256 or better (crypto.createHash("sha256")); for passwords use scrypt, bcrypt or argon2.',
    query: `(call_expression
      function: [(identifier) @fn (member_expression property: (property_identifier) @fn)] (#any-of? @fn "createHash" "createHmac")
      arguments: (arguments . (string (string_fragment) @algorithm (#match? @algorithm "^(md5|MD5|sha1|SHA1|sha-1|SHA-1|md4|MD4)$")))) @target`,
    fix: (m) => ({ description: 'Use SHA-256', edits: [{ start: m.captures.algorithm!.startIndex, end: m.captures.algorithm!.endIndex, text: 'sha256' }] }),
  },
  {
    id: 'javascript.security.weak-cipher',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-327',
    title: 'Broken or weak cipher',
    description: 'DES, 3DES, RC4, Blowfish and ECB mode leak or expose the plaintext with known attacks.',
    suggestion: 'Use an authenticated cipher such as aes-256-gcm with a random IV per message.',
    query: `(call_expression
      function: [(identifier) @fn (member_expression property: (property_identifier) @fn)] (#any-of? @fn "createCipheriv" "createDecipheriv" "createCipher" "createDecipher")
      arguments: (arguments . (string (string_fragment) @algorithm))) @target`,
    where: (m) => /^(des|rc4|rc2|blowfish|bf-)|-ecb$|^aes-?(128|192|256)$/i.test(m.captures.algorithm!.text),
  },
  {
    id: 'javascript.security.insecure-randomness',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-338',
    title: 'Math.random() used for a secret value',
    description: 'Math.random() is predictable; tokens, ids, passwords or nonces made from it can be guessed by an attacker.',
    suggestion: 'Use the crypto module: crypto.randomUUID(), crypto.randomBytes(32).toString("hex") or crypto.randomInt().',
    query: `
      (variable_declarator name: (identifier) @name value: (_) @value) @target
      (assignment_expression left: [(identifier) @name (member_expression property: (property_identifier) @name)] right: (_) @value) @target
      (pair key: [(property_identifier) (string)] @name value: (_) @value) @target`,
    where: (m) => /token|secret|password|passwd|nonce|salt|otp|session|api_?key|reset_?code|verification/i.test(m.captures.name!.text)
      && /\bMath\.random\s*\(/.test(m.captures.value!.text),
  },
  {
    id: 'javascript.security.tls-verification-disabled',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-295',
    title: 'TLS certificate verification disabled',
    description: 'With certificate checks off, anyone on the network path can impersonate the server and read or change the traffic.',
    suggestion: 'Keep rejectUnauthorized: true; to trust a private CA, pass its certificate in the ca option instead.',
    query: `
      (pair key: (property_identifier) @key (#eq? @key "rejectUnauthorized") value: (false) @value) @target
      (assignment_expression left: (member_expression object: (member_expression property: (property_identifier) @env (#eq? @env "env")) property: (property_identifier) @key (#eq? @key "NODE_TLS_REJECT_UNAUTHORIZED")) right: (string) @value) @target`,
    where: (m) => m.captures.key!.text === 'rejectUnauthorized' || /^['"]0['"]$/.test(m.captures.value!.text),
    fix: (m) => m.captures.key!.text === 'rejectUnauthorized'
      ? { description: 'Verify certificates', edits: [{ start: m.captures.value!.startIndex, end: m.captures.value!.endIndex, text: 'true' }] }
      : undefined,
  },
  {
    id: 'javascript.security.hardcoded-secret',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-798', outOfScope: true,
    title: 'Hard-coded credential',
    description: 'A password, key or token is written in the source, so everyone who can read the code or its history can use it.',
    suggestion: 'Read it from the environment or a secrets manager at run time (process.env.NAME), and rotate the exposed value.',
    query: `
      (variable_declarator name: (identifier) @name value: (string (string_fragment) @value)) @target
      (pair key: [(property_identifier) (string)] @name value: (string (string_fragment) @value)) @target
      (assignment_expression left: (member_expression property: (property_identifier) @name) right: (string (string_fragment) @value)) @target`,
    where: (m) => looksLikeSecretName(m.captures.name!.text) && looksLikeSecretValue(m.captures.value!.text),
  },
  {
    id: 'javascript.security.unsafe-deserialization',
    specialist: 'security', severity: 'critical', languages: JS, cwe: 'CWE-502',
    title: 'Untrusted data deserialised into code',
    description: 'node-serialize\'s unserialize and vm.runIn*Context execute what they are given; attacker-controlled input becomes code execution.',
    suggestion: 'Exchange plain JSON (JSON.parse) and validate it with a schema; never deserialise functions.',
    query: `
      (call_expression function: (member_expression property: (property_identifier) @fn (#eq? @fn "unserialize")) arguments: (arguments . (_) @arg)) @target
      (call_expression function: (identifier) @fn (#eq? @fn "unserialize") arguments: (arguments . (_) @arg)) @target
      (call_expression function: (member_expression object: (identifier) @vm (#eq? @vm "vm") property: (property_identifier) @fn (#any-of? @fn "runInThisContext" "runInNewContext" "runInContext")) arguments: (arguments . (_) @arg)) @target`,
    where: (m) => !isConstantString(m.captures.arg!),
  },
];
