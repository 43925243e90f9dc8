/**
 * security rules for Java. Injection rules are taint rules over the data flow (sources, sinks and sanitisers in
 * dataflow/specs/java.ts); algorithm rules judge the value an argument holds after constant propagation, so an
 * algorithm read from a variable or from a properties lookup's default is judged too.
 */
import type { Rule } from '../../../core/rule';
import { secureFlagOf } from '../../../rules/cookie-flags';
import { judgedValue, matchingConstants } from '../../../rules/judged-value';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { taintRule } from '../../../rules/taint-rule';

const JAVA = ['java'] as const;
const WEAK_HASH = /^(MD5|MD2|MD4|SHA-?1|SHA)$/i;
const WEAK_CIPHER = /^(DES|DESede|TripleDES|3DES|RC4|ARCFOUR|RC2|Blowfish)(\/|$)|^AES$|\/ECB\//i;

export const rules: Rule[] = [
  taintRule({
    id: 'java.security.sql-injection', kind: 'sql',
    specialist: 'security', severity: 'critical', languages: JAVA,
    title: 'SQL query built from outside input',
    description: 'The SQL text is assembled from a value, so a value containing quotes changes the query itself (SQL injection).',
    suggestion: 'Use a PreparedStatement with ? placeholders and setString/setInt for the values; pick table and column names from an allow-list.',
  }),
  taintRule({
    id: 'java.security.command-injection', kind: 'command',
    specialist: 'security', severity: 'critical', languages: JAVA,
    title: 'OS command built from outside input',
    description: 'Runtime.exec and ProcessBuilder run what they are given; a value chosen by a caller as the program, or inside a shell command line (sh -c), runs other commands.',
    suggestion: 'Use ProcessBuilder with a fixed program and separate arguments, validated against an allow-list; never pass input to sh -c.',
  }),
  taintRule({
    id: 'java.security.path-traversal', kind: 'path',
    specialist: 'security', severity: 'high', languages: JAVA,
    title: 'File path built from outside input',
    description: 'A path built from request input can contain ../ and reach any file the process can read or write (path traversal).',
    suggestion: 'Resolve against a base directory, normalize(), and reject paths that do not start with it; or keep only the file name (Path.getFileName).',
  }),
  taintRule({
    id: 'java.security.xss-response-writer', kind: 'xss',
    specialist: 'security', severity: 'high', languages: JAVA,
    title: 'Outside input written into the response',
    description: 'Writing a request value straight into the HTML response lets markup in it run script in the page (reflected cross-site scripting).',
    suggestion: 'Escape the value for HTML (OWASP Encoder Encode.forHtml, Spring HtmlUtils.htmlEscape) or render it through a template engine that escapes.',
  }),
  taintRule({
    id: 'java.security.ldap-injection', kind: 'ldap',
    specialist: 'security', severity: 'high', languages: JAVA,
    title: 'LDAP query built from outside input',
    description: 'Characters such as *, ( and ) in a value change the LDAP filter or name itself, so a caller can match or enumerate other entries (LDAP injection).',
    suggestion: 'Encode values with an LDAP encoder (ESAPI encodeForLDAP, Spring LdapEncoder.filterEncode) or build filters with a filter API.',
  }),
  taintRule({
    id: 'java.security.xpath-injection', kind: 'xpath',
    specialist: 'security', severity: 'high', languages: JAVA,
    title: 'XPath expression built from outside input',
    description: 'Quotes in a value change the XPath expression itself, so a caller can read other nodes of the document (XPath injection).',
    suggestion: 'Bind values as XPath variables (XPathVariableResolver) instead of concatenating them into the expression.',
  }),
  taintRule({
    id: 'java.security.trust-boundary-violation', kind: 'trust-boundary',
    specialist: 'security', severity: 'medium', languages: JAVA, unknownOrigin: false,
    title: 'Outside input stored in the session',
    description: 'The session holds state the application trusts; storing request values in it unchecked lets a caller set what later code believes was validated (trust boundary violation).',
    suggestion: 'Validate the value against what the session may hold before storing it, or keep request values out of the session.',
  }),
  taintRule({
    id: 'java.security.header-injection', kind: 'header',
    specialist: 'security', severity: 'medium', languages: JAVA,
    title: 'Response header built from outside input',
    description: 'Line breaks in a header value let a caller add headers or split the response (HTTP response splitting).',
    suggestion: 'Reject or strip \\r and \\n from values put into headers, or encode them (URLEncoder).',
  }),
  taintRule({
    id: 'java.security.open-redirect', kind: 'redirect',
    specialist: 'security', severity: 'medium', languages: JAVA,
    title: 'Redirect to a URL from outside input',
    description: 'Redirecting to a location the caller chose lets phishing links borrow your domain (open redirect).',
    suggestion: 'Redirect only to local paths you build yourself or to hosts on an allow-list.',
  }),
  taintRule({
    id: 'java.security.ssrf', kind: 'ssrf',
    specialist: 'security', severity: 'high', languages: JAVA,
    title: 'Outbound request to a URL from outside input',
    description: 'Fetching a URL the caller chose lets them reach internal services and cloud metadata endpoints from your server (server-side request forgery).',
    suggestion: 'Parse the URL and only allow hosts from an allow-list; keep scheme and host fixed in code.',
  }),
  taintRule({
    id: 'java.security.unsafe-deserialization', kind: 'deserialization',
    specialist: 'security', severity: 'critical', languages: JAVA,
    title: 'Outside input deserialised into objects',
    description: 'ObjectInputStream.readObject, XMLDecoder, XStream and SnakeYAML build arbitrary objects from what they read; crafted input executes code through gadget chains.',
    suggestion: 'Exchange JSON bound to specific classes, or install an ObjectInputFilter that allows only the expected classes.',
  }),
  taintRule({
    id: 'java.security.code-injection', kind: 'code',
    specialist: 'security', severity: 'critical', languages: JAVA,
    title: 'Code built from outside input is evaluated',
    description: 'Script engines, SpEL, OGNL and MVEL run the expression they are given; outside input in it runs code in the server.',
    suggestion: 'Never evaluate expressions from input; dispatch through a fixed map of allowed operations.',
  }),
  taintRule({
    id: 'java.security.template-injection', kind: 'template',
    specialist: 'security', severity: 'high', languages: JAVA,
    title: 'Template source built from outside input',
    description: 'A Velocity or FreeMarker template compiled from request text can call Java methods on the server (server-side template injection).',
    suggestion: 'Load templates from files you control and pass outside values in as model data.',
  }),
  taintRule({
    id: 'java.security.log-injection', kind: 'log',
    specialist: 'security', severity: 'low', languages: JAVA, unknownOrigin: false,
    title: 'Outside input written to the log unescaped',
    description: 'Line breaks in a logged request value forge extra log entries and mislead whoever reads the log (log injection).',
    suggestion: 'Replace \\r and \\n in outside values before logging them, or use a layout that encodes them.',
  }),
  taintRule({
    id: 'java.security.regex-injection', kind: 'regex',
    specialist: 'security', severity: 'medium', languages: JAVA, unknownOrigin: false,
    title: 'Regular expression built from outside input',
    description: 'A pattern from outside can take exponential time on some inputs (ReDoS) or match more than intended.',
    suggestion: 'Quote the value with Pattern.quote before using it in a pattern, or compare text without regular expressions.',
  }),
  taintRule({
    id: 'java.security.nosql-injection', kind: 'nosql',
    specialist: 'security', severity: 'high', languages: JAVA,
    title: 'MongoDB query built from outside input',
    description: 'A $where clause or a query parsed from request text runs what the caller wrote against the database (NoSQL injection).',
    suggestion: 'Build filters with Filters.eq and friends from typed values; never put input into $where or parse it as a query.',
  }),
  {
    id: 'java.security.weak-hash',
    fixes: { safety: 'suggestion', note: 'every digest changes' },
    specialist: 'security', severity: 'medium', languages: JAVA, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.',
    suggestion: 'Use MessageDigest.getInstance("SHA-256"); for passwords use PBKDF2, bcrypt or Argon2.',
    query: `(method_invocation object: (_) @class (#match? @class "(^|\\\\.)MessageDigest$") name: (identifier) @method (#eq? @method "getInstance") arguments: (argument_list . (_) @algorithm)) @target`,
    where: (m) => matchingConstants(judgedValue(m.file, m.captures.algorithm!), WEAK_HASH).length > 0,
    detail: (m) => {
      const judged = judgedValue(m.file, m.captures.algorithm!);
      return { description: `The digest algorithm is weak${judged.origin}. MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.`, flow: judged.flow };
    },
    fix: (m) => (m.captures.algorithm!.type === 'string_literal' ? { description: 'Use SHA-256', safety: 'suggestion', edits: [{ start: m.captures.algorithm!.startIndex, end: m.captures.algorithm!.endIndex, text: '"SHA-256"' }] } : undefined),
  },
  {
    id: 'java.security.weak-cipher',
    specialist: 'security', severity: 'high', languages: JAVA, cwe: 'CWE-327',
    title: 'Broken cipher or ECB mode',
    description: 'DES, 3DES, RC4, Blowfish and ECB mode (also what plain "AES" means) leak or expose the plaintext with known attacks.',
    suggestion: 'Use Cipher.getInstance("AES/GCM/NoPadding") with a random 12-byte IV per message.',
    query: `(method_invocation object: (_) @class (#match? @class "(^|\\\\.)Cipher$") name: (identifier) @method (#eq? @method "getInstance") arguments: (argument_list . (_) @algorithm)) @target`,
    where: (m) => matchingConstants(judgedValue(m.file, m.captures.algorithm!), WEAK_CIPHER).length > 0,
    detail: (m) => {
      const judged = judgedValue(m.file, m.captures.algorithm!);
      return { description: `The cipher is broken or used in ECB mode${judged.origin}. DES, 3DES, RC4, Blowfish and ECB mode leak or expose the plaintext with known attacks.`, flow: judged.flow };
    },
  },
  taintRule({
    id: 'java.security.insecure-randomness', kind: 'weak-random',
    specialist: 'security', severity: 'high', languages: JAVA,
    title: 'Predictable random numbers for a secret value',
    description: 'java.util.Random, Math.random and ThreadLocalRandom are predictable; tokens, passwords or codes made from them can be guessed.',
    suggestion: 'Use java.security.SecureRandom.',
  }),
  {
    id: 'java.security.insecure-cookie',
    specialist: 'security', severity: 'medium', languages: JAVA, cwe: 'CWE-614',
    title: 'Cookie sent over plain HTTP',
    description: 'A cookie added without setSecure(true) is also sent over unencrypted HTTP, where anyone on the network path can read it.',
    suggestion: 'Call cookie.setSecure(true) (and setHttpOnly(true)) before adding session or authentication cookies.',
    query: `(method_invocation name: (identifier) @fn (#eq? @fn "addCookie") arguments: (argument_list . (_) @cookie .)) @target`,
    where: (m) => {
      const flag = secureFlagOf(m.file, m.captures.cookie);
      return flag === 'off' || flag === 'missing';
    },
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
];
