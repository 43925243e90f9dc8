/**
 * Ruby's own security rules: weak digests (low where nothing says they protect anything: rules/hash-purpose.ts), broken
 * ciphers, cookies without `secure`, TLS verification switched off, hard-coded credentials. Injection rules come
 * from the taint family (rules/taint-family.ts) over the specification in taint-spec.ts.
 */
import type { FixPlan, Rule, RuleMatch } from '../../../core/rule';
import { flagValue } from '../../../rules/cookie-flags';
import { judgedValue, matchingConstants } from '../../../rules/judged-value';
import { isCacheDigest, weakHashPurpose } from '../../../rules/hash-purpose';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { insecureCookie } from './cookies';
import { constantText } from './strings';
import { unlessRequested } from '../../../rules/requested-mode';

const RB = ['ruby'] as const;

const WEAK_DIGESTS = /^(md2|md4|md5|sha|sha1|sha-1|rmd160|ripemd160)$/i;
const WEAK_CIPHER = /^(des|des3|desx|des-ede3?|rc4|rc2|bf|blowfish|cast5?|idea|seed)(-|$)|-ecb$/i;
function digestFix(m: RuleMatch): FixPlan | undefined {
  const algorithm = m.captures.algorithm;
  if (algorithm) return algorithm.type === 'string' ? { description: 'Use SHA-256', safety: 'suggestion', edits: [{ start: algorithm.startIndex, end: algorithm.endIndex, text: "'SHA256'" }] } : undefined;
  const name = m.captures.class!;
  const last = name.type === 'scope_resolution' ? name.childForFieldName('name') : null;
  return last ? { description: 'Use SHA-256', safety: 'suggestion', edits: [{ start: last.startIndex, end: last.endIndex, text: 'SHA256' }] } : undefined;
}

export const rules: Rule[] = [
  {
    id: 'ruby.security.weak-hash',
    fixes: { safety: 'suggestion', note: 'every digest changes, so stored ones no longer match' },
    specialist: 'security', severity: 'medium', languages: RB, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 are fast and have practical collision and length-extension attacks: digests of passwords can be brute-forced, and signatures built from them forged.',
    suggestion: 'Hash passwords with bcrypt (has_secure_password, BCrypt::Password.create); sign with OpenSSL::HMAC.hexdigest("SHA256", key, data) and compare with ActiveSupport::SecurityUtils.secure_compare. Digest::SHA256 for other integrity uses.',
    query: `
      (call receiver: (scope_resolution name: (constant) @name (#any-of? @name "MD5" "SHA1" "MD4" "RMD160")) @class method: (identifier) @method (#any-of? @method "hexdigest" "digest" "base64digest" "new" "bubblebabble")) @target
      (call receiver: (scope_resolution name: (constant) @name (#eq? @name "Digest")) @class method: (identifier) @method (#any-of? @method "new" "digest" "hexdigest" "base64digest") arguments: (argument_list . (_) @algorithm)) @target`,
    where: (m) => (m.captures.algorithm
      ? /^(::)?OpenSSL::Digest$/.test(m.captures.class!.text) && matchingConstants(judgedValue(m.file, m.captures.algorithm), WEAK_DIGESTS).length > 0
      : /^(::)?(OpenSSL::)?Digest::(MD5|SHA1|MD4|RMD160)$/.test(m.captures.class!.text)) && !isCacheDigest(m.target),
    detail: (m) => weakHashPurpose(m.target),
    fix: digestFix,
  },
  {
    id: 'ruby.security.weak-cipher',
    specialist: 'security', severity: 'high', languages: RB, cwe: 'CWE-327', outOfScope: true,
    title: 'Broken cipher or ECB mode',
    description: 'DES, 3DES, RC4, Blowfish and similar ciphers are breakable today, and ECB mode encrypts equal blocks to equal output, leaking the data\'s structure.',
    suggestion: 'Use OpenSSL::Cipher.new("aes-256-gcm") with a random IV per message (or ActiveSupport::MessageEncryptor); existing data needs re-encryption.',
    query: `
      (call receiver: (scope_resolution name: (constant) @name (#eq? @name "Cipher")) @class method: (identifier) @method (#eq? @method "new") arguments: (argument_list . (_) @algorithm)) @target
      (call receiver: (scope_resolution name: (constant) @name (#any-of? @name "DES" "DES3" "RC4" "RC2" "BF" "CAST5" "IDEA" "Blowfish" "AES" "AES128" "AES192" "AES256")) @class method: (identifier) @method (#eq? @method "new")) @target`,
    where: (m) => {
      const cipher = m.captures.class!.text;
      if (m.captures.algorithm) return /^(::)?OpenSSL::Cipher$/.test(cipher) && matchingConstants(judgedValue(m.file, m.captures.algorithm), WEAK_CIPHER).length > 0;
      if (!/^(::)?OpenSSL::Cipher::/.test(cipher)) return false;
      // AES itself is sound; only its ECB mode is not.
      return /::AES\d*$/.test(cipher) ? /(^|[^\w])["':]?ecb\b/i.test(m.target.childForFieldName('arguments')?.text ?? '') : true;
    },
  },
  insecureCookie,
  {
    id: 'ruby.security.tls-verification-disabled',
    fixes: { safety: 'safe', note: 'only servers whose certificates do not verify are refused' },
    specialist: 'security', severity: 'high', languages: RB, cwe: 'CWE-295',
    title: 'TLS certificate verification disabled',
    description: 'Without certificate verification anyone on the network path can impersonate the server and read or change the traffic.',
    suggestion: 'Keep OpenSSL::SSL::VERIFY_PEER (the default); to trust a private CA, set ca_file or cert_store instead of switching verification off.',
    query: `
      (scope_resolution name: (constant) @name (#eq? @name "VERIFY_NONE")) @target
      (pair key: (_) @key (#match? @key "^:?\\"?(ssl_verify|verify_ssl|verify|verify_peer|ssl_verify_peer)\\"?:?$") value: (false) @value) @target`,
    where: unlessRequested((m) => {
      if (m.captures.name) {
        // Reading the constant (if ctx.verify_mode == VERIFY_NONE) disables nothing.
        return /^(::)?OpenSSL::SSL::VERIFY_NONE$/.test(m.target.text) && m.target.parent?.type !== 'binary';
      }
      return flagValue(m.file, m.captures.value) === false;
    }),
    fix: (m) => {
      if (m.captures.name) return { description: 'Verify the peer', safety: 'safe', edits: [{ start: m.captures.name.startIndex, end: m.captures.name.endIndex, text: 'VERIFY_PEER' }] };
      const value = m.captures.value!;
      return value.type === 'false' ? { description: 'Verify certificates', safety: 'safe', edits: [{ start: value.startIndex, end: value.endIndex, text: 'true' }] } : undefined;
    },
  },
  {
    id: 'ruby.security.hardcoded-secret',
    specialist: 'security', severity: 'high', languages: RB, cwe: 'CWE-798', outOfScope: true,
    title: 'Hard-coded credential',
    description: 'A password, key or token is written in the source, so everyone who can read the code or its history can use it.',
    suggestion: 'Read it from the environment (ENV.fetch("API_KEY")) or Rails credentials (Rails.application.credentials), and rotate the exposed value.',
    query: `
      (assignment left: [(constant) (identifier) (instance_variable)] @name right: (string) @value) @target
      (assignment left: (call method: (identifier) @name) right: (string) @value) @target
      (pair key: [(hash_key_symbol) (simple_symbol) (string)] @name value: (string) @value) @target`,
    where: (m) => {
      const value = constantText(m.captures.value!);
      const name = m.captures.name!.type === 'string' ? (constantText(m.captures.name!) ?? '') : m.captures.name!.text.replace(/^[@:]+/, '');
      return value !== undefined && looksLikeSecretName(name) && looksLikeSecretValue(value);
    },
  },
];
