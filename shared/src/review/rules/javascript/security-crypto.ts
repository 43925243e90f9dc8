/** security rules for JavaScript and TypeScript: hashing, ciphers, randomness, TLS, cookies and credentials in code. */
import type { ReportedHit } from '../../dataflow/engine';
import { secureFlagOf } from '../cookie-flags';
import { judgedValue, matchingConstants } from '../judged-value';
import type { FileContext, FixPlan, Node, Rule } from '../rule';
import { looksLikeSecretName, looksLikeSecretValue } from '../secret-names';
import { taintRule } from '../taint-rule';
import { importBindings } from './context';

const JS = ['javascript', 'typescript'] as const;
const WEAK_HASH = /^(md[245]|sha-?1|rmd160|ripemd160)$/i;
const WEAK_CIPHER = /^(des|rc[245]|blowfish|bf|cast5?|idea|seed)([-\d]|$)|-ecb$/i;

const isMathRandom = (node: Node) => node.type === 'call_expression' && node.childForFieldName('function')?.text === 'Math.random';

/** `Math.random().toString(36).slice(2)`, possibly several joined with `+`: an opaque random string. */
function isRandomString(node: Node): boolean {
  if (node.type === 'binary_expression' && node.childForFieldName('operator')?.text === '+') {
    return isRandomString(node.childForFieldName('left')!) && isRandomString(node.childForFieldName('right')!);
  }
  let current: Node | null = node;
  while (current?.type === 'call_expression' && /^(slice|substring|substr)$/.test(current.childForFieldName('function')?.childForFieldName('property')?.text ?? '')) {
    current = current.childForFieldName('function')!.childForFieldName('object');
  }
  if (current?.type !== 'call_expression') return false;
  const callee = current.childForFieldName('function');
  const receiver = callee?.type === 'member_expression' ? callee.childForFieldName('object') : null;
  return callee?.childForFieldName('property')?.text === 'toString' && !!receiver && isMathRandom(receiver);
}

/** The assigned expression of a randomness hit (declarator or assignment), replaced by crypto.randomUUID() when it is a random string. */
function secureRandomFix(hit: ReportedHit, file: FileContext): FixPlan | undefined {
  const value = hit.call.childForFieldName('value') ?? hit.call.childForFieldName('right');
  if (!value || !isRandomString(value)) return undefined;
  // crypto.randomUUID exists on Node's crypto module and on the global Web Crypto object; not on other bindings.
  const crypto = importBindings(file).get('crypto');
  if (crypto && !(crypto.module === 'crypto' && crypto.imported === '*')) return undefined;
  return { description: 'Use crypto.randomUUID()', edits: [{ start: value.startIndex, end: value.endIndex, text: 'crypto.randomUUID()' }] };
}

export const rules: Rule[] = [
  {
    id: 'javascript.security.weak-hash',
    specialist: 'security', severity: 'medium', languages: JS, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.',
    suggestion: 'Use SHA-256 or better (crypto.createHash("sha256")); for passwords use scrypt, bcrypt or argon2.',
    query: `(call_expression
      function: [(identifier) @fn (member_expression property: (property_identifier) @fn)] (#any-of? @fn "createHash" "digest")
      arguments: (arguments . (_) @algorithm)) @target`,
    // HMAC-MD5/SHA-1 stay sound (HMAC does not rely on collision resistance), so createHmac is not reported.
    where: (m) => (m.captures.fn!.text === 'createHash' || /(^|\.)subtle$/.test(m.target.childForFieldName('function')?.childForFieldName('object')?.text ?? ''))
      && matchingConstants(judgedValue(m.file, m.captures.algorithm!), WEAK_HASH).length > 0,
    detail: (m) => {
      const judged = judgedValue(m.file, m.captures.algorithm!);
      return { description: `The hash algorithm is weak${judged.origin}. MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.`, flow: judged.flow };
    },
    fix: (m) => {
      const algorithm = m.captures.algorithm!;
      if (algorithm.type !== 'string') return undefined;
      return { description: 'Use SHA-256', edits: [{ start: algorithm.startIndex, end: algorithm.endIndex, text: m.captures.fn!.text === 'digest' ? "'SHA-256'" : "'sha256'" }] };
    },
  },
  {
    id: 'javascript.security.weak-cipher',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-327',
    title: 'Broken or weak cipher',
    description: 'DES, 3DES, RC4, RC2, Blowfish and ECB mode leak or expose the plaintext with known attacks.',
    suggestion: 'Use an authenticated cipher such as aes-256-gcm with a random IV per message.',
    query: `(call_expression
      function: [(identifier) @fn (member_expression property: (property_identifier) @fn)] (#any-of? @fn "createCipheriv" "createDecipheriv" "createCipher" "createDecipher")
      arguments: (arguments . (_) @algorithm)) @target`,
    where: (m) => matchingConstants(judgedValue(m.file, m.captures.algorithm!), WEAK_CIPHER).length > 0,
    detail: (m) => {
      const judged = judgedValue(m.file, m.captures.algorithm!);
      return { description: `The cipher is broken or used in ECB mode${judged.origin}. DES, 3DES, RC4, RC2, Blowfish and ECB mode leak or expose the plaintext with known attacks.`, flow: judged.flow };
    },
  },
  taintRule({
    id: 'javascript.security.insecure-randomness', kind: 'weak-random',
    specialist: 'security', severity: 'high', languages: JS,
    title: 'Math.random() used for a secret value',
    description: 'Math.random() is predictable; tokens, ids, passwords or nonces made from it can be guessed by an attacker.',
    suggestion: 'Use the crypto module: crypto.randomUUID(), crypto.randomBytes(32).toString("hex") or crypto.randomInt().',
    fix: secureRandomFix,
  }),
  {
    id: 'javascript.security.tls-verification-disabled',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-295',
    title: 'TLS certificate verification disabled',
    description: 'With certificate checks off, anyone on the network path can impersonate the server and read or change the traffic.',
    suggestion: 'Keep rejectUnauthorized: true; to trust a private CA, pass its certificate in the ca option instead.',
    query: `
      (pair key: [(property_identifier) (string)] @key (#match? @key "^['\\"]?(rejectUnauthorized|strictSSL)['\\"]?$") value: (false) @value) @target
      (assignment_expression
        left: [
          (member_expression object: (member_expression property: (property_identifier) @env (#eq? @env "env")) property: (property_identifier) @key)
          (subscript_expression object: (member_expression property: (property_identifier) @env (#eq? @env "env")) index: (string) @key)]
        (#match? @key "^['\\"]?NODE_TLS_REJECT_UNAUTHORIZED['\\"]?$")
        right: [(string) (number)] @value) @target`,
    where: (m) => m.captures.value!.type === 'false' || /^(['"]0['"]|0)$/.test(m.captures.value!.text),
    fix: (m) => {
      const value = m.captures.value!;
      return { description: 'Verify certificates', edits: [{ start: value.startIndex, end: value.endIndex, text: value.type === 'false' ? 'true' : "'1'" }] };
    },
  },
  {
    id: 'javascript.security.insecure-cookie',
    specialist: 'security', severity: 'medium', languages: JS, cwe: 'CWE-614',
    title: 'Cookie sent over plain HTTP',
    description: 'Without the secure attribute the browser also sends the cookie over unencrypted HTTP, where anyone on the network path can read it.',
    suggestion: 'Set secure: true (and httpOnly: true) on session and authentication cookies.',
    query: `
      (call_expression function: (member_expression object: (_) @receiver property: (property_identifier) @fn (#eq? @fn "cookie")) arguments: (arguments . (_) . (_) @value . (_)? @options .)) @target
      (call_expression function: (member_expression object: (_) @receiver property: (property_identifier) @fn (#eq? @fn "set")) arguments: (arguments . (_) . (_) . (_) @options .)) @target
      (pair key: (property_identifier) @key (#eq? @key "cookie") value: (object) @options) @target`,
    where: (m) => {
      const fn = m.captures.fn?.text;
      // Express sends a cookie without `secure` as insecure; Koa decides by the request's protocol unless told.
      // Clearing a cookie (an empty value) sends nothing worth protecting.
      if (fn === 'cookie' && /^(''|""|``)$/.test(m.captures.value?.text ?? '')) return false;
      if (fn === 'cookie') return /^(res|response|reply)$|\.(res|response)$/.test(m.captures.receiver!.text) && secureFlagOf(m.file, m.captures.options) !== 'on' && secureFlagOf(m.file, m.captures.options) !== 'unknown';
      if (fn === 'set') return /(^|\.)cookies$/.test(m.captures.receiver!.text) && secureFlagOf(m.file, m.captures.options) === 'off';
      return secureFlagOf(m.file, m.captures.options) === 'off';
    },
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
      (assignment_expression left: (member_expression property: (property_identifier) @name) right: (string (string_fragment) @value)) @target
      (_ property: (property_identifier) @name value: (string (string_fragment) @value)) @target
      (_ name: (property_identifier) @name value: (string (string_fragment) @value)) @target`,
    // Words and identifiers (`"access_token"`, `"loadRefreshToken"`) name a secret, they are not one.
    where: (m) => looksLikeSecretName(m.captures.name!.text) && looksLikeSecretValue(m.captures.value!.text)
      && !/^[A-Za-z]+([_.:-][A-Za-z]+)*$/.test(m.captures.value!.text),
  },
];
