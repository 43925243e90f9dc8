/** security rules for JavaScript and TypeScript: hashing, ciphers, randomness, TLS, cookies and credentials in code. */
import { secureFlagOf } from '../../../rules/cookie-flags';
import { judgedValue, matchingConstants } from '../../../rules/judged-value';
import type { FileContext, FixPlan, Node, Rule, TaintHit } from '../../../core/rule';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { namedChildrenOf } from '../../../core/syntax';
import { importBindings } from './context';
import { isCacheDigest, weakHashPurpose } from '../../../rules/hash-purpose';
import { unlessRequested } from '../../../rules/requested-mode';

const JS = ['javascript', 'typescript'] as const;
const WEAK_HASH = /^(md[245]|sha-?1|rmd160|ripemd160)$/i;
const WEAK_CIPHER = /^(des|rc[245]|blowfish|bf|cast5?|idea|seed)([-\d]|$)|-ecb$/i;

const isMathRandom = (node: Node) => node.type === 'call_expression' && node.childForFieldName('function')?.text === 'Math.random';

/** A number literal's value, when the node is one. */
const literalNumber = (node: Node | undefined): number | undefined => (node?.type === 'number' && /^\d+$/.test(node.text) ? Number(node.text) : undefined);

/** The form of `Math.random().toString(radix).slice(2[, end])`: the digits' radix and how many there are. */
interface RandomForm {
  radix: number;
  length: number;
}

/**
 * `Math.random().toString(r).slice(2, e)` (also substring, and substr(2, n)): r-digits, e − 2 of them, at most as
 * many as a double's 52 random bits give in base r (the digits of Math.random() stop there).
 */
function randomForm(node: Node): RandomForm | undefined {
  if (node.type !== 'call_expression') return undefined;
  const callee = node.childForFieldName('function');
  const method = callee?.type === 'member_expression' ? callee.childForFieldName('property')?.text : undefined;
  const args = namedChildrenOf(node.childForFieldName('arguments')!);
  const toString = callee?.childForFieldName('object');
  if (!method || !/^(slice|substring|substr)$/.test(method) || literalNumber(args[0]) !== 2 || args.length > 2 || toString?.type !== 'call_expression') return undefined;
  const toStringCallee = toString.childForFieldName('function');
  const receiver = toStringCallee?.type === 'member_expression' ? toStringCallee.childForFieldName('object') : null;
  if (toStringCallee?.childForFieldName('property')?.text !== 'toString' || !receiver || !isMathRandom(receiver)) return undefined;
  const radixArgs = namedChildrenOf(toString.childForFieldName('arguments')!);
  const radix = radixArgs.length === 0 ? 10 : literalNumber(radixArgs[0]);
  if (radix === undefined || radix < 2 || radix > 36) return undefined;
  const natural = Math.floor(52 / Math.log2(radix));
  if (args.length === 1) return { radix, length: natural };
  const bound = literalNumber(args[1]);
  if (bound === undefined) return undefined;
  const length = Math.min(method === 'substr' ? bound : bound - 2, natural);
  return length > 0 ? { radix, length } : undefined;
}

/** The same digits from the cryptographic generator (32-bit draws: the modulo bias is below one in 10^8). */
function secureDigits(form: RandomForm): string {
  return `Array.from(crypto.getRandomValues(new Uint32Array(${form.length})), (n) => (n % ${form.radix}).toString(${form.radix})).join('')`;
}

/** Each random part of a `+` concatenation, or the value itself; undefined when any part is not a random string. */
function randomParts(node: Node): { node: Node; form: RandomForm }[] | undefined {
  if (node.type === 'binary_expression' && node.childForFieldName('operator')?.text === '+') {
    const left = randomParts(node.childForFieldName('left')!);
    const right = randomParts(node.childForFieldName('right')!);
    return left && right ? [...left, ...right] : undefined;
  }
  const form = randomForm(node);
  return form ? [{ node, form }] : undefined;
}

/**
 * The assigned random string of a randomness hit (declarator, assignment or field), its digits drawn from the
 * cryptographic generator instead, same radix and length. Safe when `crypto` is Node's crypto module, imported in
 * the file; the global Web Crypto object exists only in browsers and Node 19+, so relying on it is a suggestion.
 */
export function secureRandomFix(hit: TaintHit, file: FileContext): FixPlan | undefined {
  // The hit is the declarator or assignment that stores the value, or the random expression itself.
  const value = hit.call.childForFieldName('value') ?? hit.call.childForFieldName('right') ?? hit.call;
  const parts = randomParts(value);
  if (!parts) return undefined;
  const crypto = importBindings(file).get('crypto');
  if (crypto && !(crypto.module === 'crypto' && crypto.imported === '*')) return undefined;
  return {
    description: 'Draw the characters from crypto.getRandomValues',
    safety: crypto ? 'safe' : 'suggestion',
    edits: parts.map(({ node, form }) => ({ start: node.startIndex, end: node.endIndex, text: secureDigits(form) })),
  };
}

export const rules: Rule[] = [
  {
    id: 'javascript.security.weak-hash',
    fixes: { safety: 'suggestion', note: 'every digest changes: stored hashes and signatures made with the old algorithm no longer match' },
    specialist: 'security', severity: 'medium', languages: JS, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.',
    suggestion: 'Use SHA-256 or better (crypto.createHash("sha256")); for passwords use scrypt, bcrypt or argon2.',
    query: `(call_expression
      function: [(identifier) @fn (member_expression property: (property_identifier) @fn)] (#any-of? @fn "createHash" "digest")
      arguments: (arguments . (_) @algorithm)) @target`,
    // HMAC-MD5/SHA-1 stay sound (HMAC does not rely on collision resistance), so createHmac is not reported.
    where: (m) => (m.captures.fn!.text === 'createHash' || /(^|\.)subtle$/.test(m.target.childForFieldName('function')?.childForFieldName('object')?.text ?? ''))
      && matchingConstants(judgedValue(m.file, m.captures.algorithm!), WEAK_HASH).length > 0 && !isCacheDigest(m.target),
    detail: (m) => {
      const judged = judgedValue(m.file, m.captures.algorithm!);
      return { description: `The hash algorithm is weak${judged.origin}. MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.`, flow: judged.flow, ...weakHashPurpose(m.target) };
    },
    fix: (m) => {
      const algorithm = m.captures.algorithm!;
      if (algorithm.type !== 'string') return undefined;
      return { description: 'Use SHA-256', safety: 'suggestion', edits: [{ start: algorithm.startIndex, end: algorithm.endIndex, text: m.captures.fn!.text === 'digest' ? "'SHA-256'" : "'sha256'" }] };
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
  {
    id: 'javascript.security.tls-verification-disabled',
    fixes: { safety: 'safe', note: 'only servers with invalid certificates are refused' },
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
    where: unlessRequested((m) => m.captures.value!.type === 'false' || /^(['"]0['"]|0)$/.test(m.captures.value!.text)),
    fix: (m) => {
      const value = m.captures.value!;
      return { description: 'Verify certificates', safety: 'safe', edits: [{ start: value.startIndex, end: value.endIndex, text: value.type === 'false' ? 'true' : "'1'" }] };
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
