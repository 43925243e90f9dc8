/**
 * security rules for Java. Injection rules are taint rules over the data flow (sources, sinks and sanitisers in
 * dataflow/specs/java.ts); algorithm rules judge the value an argument holds after constant propagation, so an
 * algorithm read from a variable or from a properties lookup's default is judged too.
 */
import type { Rule } from '../../../core/rule';
import { secureFlagOf } from '../../../rules/cookie-flags';
import { judgedValue, matchingConstants } from '../../../rules/judged-value';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { isCacheDigest, weakHashPurpose } from '../../../rules/hash-purpose';

const JAVA = ['java'] as const;
const WEAK_HASH = /^(MD5|MD2|MD4|SHA-?1|SHA)$/i;
const WEAK_CIPHER = /^(DES|DESede|TripleDES|3DES|RC4|ARCFOUR|RC2|Blowfish)(\/|$)|^AES$|\/ECB\//i;

export const rules: Rule[] = [
  {
    id: 'java.security.weak-hash',
    fixes: { safety: 'suggestion', note: 'every digest changes' },
    specialist: 'security', severity: 'medium', languages: JAVA, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.',
    suggestion: 'Use MessageDigest.getInstance("SHA-256"); for passwords use PBKDF2, bcrypt or Argon2.',
    query: `(method_invocation object: (_) @class (#match? @class "(^|\\\\.)MessageDigest$") name: (identifier) @method (#eq? @method "getInstance") arguments: (argument_list . (_) @algorithm)) @target`,
    where: (m) => matchingConstants(judgedValue(m.file, m.captures.algorithm!), WEAK_HASH).length > 0 && !isCacheDigest(m.target),
    detail: (m) => {
      const judged = judgedValue(m.file, m.captures.algorithm!);
      return { description: `The digest algorithm is weak${judged.origin}. MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.`, flow: judged.flow, ...weakHashPurpose(m.target) };
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
