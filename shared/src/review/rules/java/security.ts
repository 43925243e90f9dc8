/** security rules for java. */
import type { Rule } from '../rule';
import { looksLikeSecretName, looksLikeSecretValue } from '../secret-names';
import { isBuiltString, readsRequestInput } from './context';

const JAVA = ['java'] as const;
const SQL_TEXT = /\b(select\s.+\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b/is;

export const rules: Rule[] = [
  {
    id: 'java.security.sql-injection',
    specialist: 'security', severity: 'critical', languages: JAVA, cwe: 'CWE-89',
    title: 'SQL query built from variable input',
    description: 'The SQL text is assembled by string concatenation or String.format, so a value containing quotes changes the query itself (SQL injection).',
    suggestion: 'Use a PreparedStatement with ? placeholders and setString/setInt for the values.',
    query: `(method_invocation name: (identifier) @method (#any-of? @method "executeQuery" "execute" "executeUpdate" "addBatch" "prepareStatement" "createQuery" "createNativeQuery" "queryForList" "queryForObject" "update") arguments: (argument_list . (_) @sql)) @target`,
    where: (m) => {
      const sql = m.captures.sql!;
      const formatted = sql.type === 'method_invocation' && /^String\.format$/.test(`${sql.childForFieldName('object')?.text}.${sql.childForFieldName('name')?.text}`);
      return (isBuiltString(sql) || formatted) && SQL_TEXT.test(sql.text);
    },
  },
  {
    id: 'java.security.command-injection',
    specialist: 'security', severity: 'critical', languages: JAVA, cwe: 'CWE-78',
    title: 'OS command built from variable input',
    description: 'Runtime.exec with one string splits it on spaces and, with a shell, interprets metacharacters: a value chosen by a caller can run other commands.',
    suggestion: 'Use ProcessBuilder with a list of fixed program and separate arguments, validated against an allow-list.',
    query: `
      (method_invocation object: (method_invocation name: (identifier) @runtime (#eq? @runtime "getRuntime")) name: (identifier) @exec (#eq? @exec "exec") arguments: (argument_list . (_) @command)) @target
      (object_creation_expression type: (type_identifier) @type (#eq? @type "ProcessBuilder") arguments: (argument_list (_) @command)) @target`,
    where: (m) => isBuiltString(m.captures.command!) || readsRequestInput(m.captures.command!),
  },
  {
    id: 'java.security.weak-hash',
    specialist: 'security', severity: 'medium', languages: JAVA, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.',
    suggestion: 'Use MessageDigest.getInstance("SHA-256"); for passwords use PBKDF2, bcrypt or Argon2.',
    query: `(method_invocation object: (identifier) @class (#eq? @class "MessageDigest") name: (identifier) @method (#eq? @method "getInstance") arguments: (argument_list . (string_literal) @algorithm)) @target`,
    where: (m) => /^"(MD5|MD2|MD4|SHA-?1|SHA)"$/i.test(m.captures.algorithm!.text),
    fix: (m) => ({ description: 'Use SHA-256', edits: [{ start: m.captures.algorithm!.startIndex, end: m.captures.algorithm!.endIndex, text: '"SHA-256"' }] }),
  },
  {
    id: 'java.security.weak-cipher',
    specialist: 'security', severity: 'high', languages: JAVA, cwe: 'CWE-327',
    title: 'Broken cipher or ECB mode',
    description: 'DES, 3DES, RC4, Blowfish and ECB mode (also what plain "AES" means) leak or expose the plaintext with known attacks.',
    suggestion: 'Use Cipher.getInstance("AES/GCM/NoPadding") with a random 12-byte IV per message.',
    query: `(method_invocation object: (identifier) @class (#eq? @class "Cipher") name: (identifier) @method (#eq? @method "getInstance") arguments: (argument_list . (string_literal) @algorithm)) @target`,
    where: (m) => /^"(DES|DESede|TripleDES|RC4|ARCFOUR|RC2|Blowfish)(\/|")|^"AES"$|\/ECB\//i.test(m.captures.algorithm!.text),
  },
  {
    id: 'java.security.insecure-randomness',
    specialist: 'security', severity: 'high', languages: JAVA, cwe: 'CWE-338',
    title: 'Predictable random numbers for a secret value',
    description: 'java.util.Random and Math.random are predictable; tokens, passwords or codes made from them can be guessed.',
    suggestion: 'Use java.security.SecureRandom.',
    query: `(variable_declarator name: (identifier) @name value: (_) @value) @target`,
    where: (m) => /token|secret|password|nonce|salt|otp|session|apikey|resetcode/i.test(m.captures.name!.text)
      && /\bnew\s+Random\s*\(|\bMath\.random\s*\(|\bThreadLocalRandom\./.test(m.captures.value!.text),
  },
  {
    id: 'java.security.unsafe-deserialization',
    specialist: 'security', severity: 'critical', languages: JAVA, cwe: 'CWE-502',
    title: 'Java deserialisation of a stream',
    description: 'ObjectInputStream.readObject and XMLDecoder build arbitrary objects from the stream; crafted input executes code through gadget chains.',
    suggestion: 'Exchange JSON with a schema, or install an ObjectInputFilter that allows only the expected classes.',
    query: `(object_creation_expression type: (type_identifier) @type (#any-of? @type "ObjectInputStream" "XMLDecoder")) @target`,
  },
  {
    id: 'java.security.hardcoded-secret',
    specialist: 'security', severity: 'high', languages: JAVA, cwe: 'CWE-798', outOfScope: true,
    title: 'Hard-coded credential',
    description: 'A password, key or token is written in the source, so everyone who can read the code or its history can use it.',
    suggestion: 'Read it from the environment (System.getenv) or a secrets manager, and rotate the exposed value.',
    query: `(variable_declarator name: (identifier) @name value: (string_literal) @value) @target`,
    where: (m) => looksLikeSecretName(m.captures.name!.text) && looksLikeSecretValue(m.captures.value!.text.slice(1, -1)),
  },
  {
    id: 'java.security.path-traversal',
    specialist: 'security', severity: 'high', languages: JAVA, cwe: 'CWE-22',
    title: 'File path taken from the request',
    description: 'A path built from request input can contain ../ and reach any file the process can read or write (path traversal).',
    suggestion: 'Resolve against a base directory, normalize(), and reject paths that do not start with it.',
    query: `
      (object_creation_expression type: (type_identifier) @type (#any-of? @type "File" "FileInputStream" "FileReader" "FileOutputStream") arguments: (argument_list) @args) @target
      (method_invocation object: (identifier) @class (#any-of? @class "Paths" "Path" "Files") arguments: (argument_list) @args) @target`,
    where: (m) => readsRequestInput(m.captures.args!),
  },
  {
    id: 'java.security.xss-response-writer',
    specialist: 'security', severity: 'high', languages: JAVA, cwe: 'CWE-79',
    title: 'Request input written into the response',
    description: 'Writing a request parameter straight into the HTML response lets markup in it run script in the page (reflected cross-site scripting).',
    suggestion: 'Escape the value for HTML (e.g. OWASP Encoder Encode.forHtml) or render it through a template engine that escapes.',
    query: `(method_invocation object: (method_invocation name: (identifier) @writer (#any-of? @writer "getWriter" "getOutputStream")) name: (identifier) @method (#any-of? @method "write" "print" "println" "append") arguments: (argument_list) @args) @target`,
    where: (m) => readsRequestInput(m.captures.args!),
  },
];
