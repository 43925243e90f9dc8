/**
 * C# cryptography rules: weak digests (MD5, SHA-1), broken ciphers and ECB mode, and TLS certificate validation
 * turned off. Algorithm names passed as values (`HashAlgorithm.Create(name)`) are judged through the data flow;
 * code in a branch a constant condition never takes is not reported.
 */
import type { FixPlan, Node, Rule, RuleMatch } from '../../../core/rule';
import { isDeadCode } from '../../../analysis/dataflow/engine';
import { judgedValue, matchingConstants } from '../../../rules/judged-value';
import { namedChildrenOf } from '../../../core/syntax';
import { argumentValues, CS } from './context';
import { isCacheDigest, weakHashPurpose } from '../../../rules/hash-purpose';
import { unlessRequested } from '../../../rules/requested-mode';

const WEAK_HASH_CLASS = /^(MD5|SHA1|MD5Cng|SHA1Cng)$/;
const WEAK_HASH_TYPE = /^(MD5CryptoServiceProvider|SHA1CryptoServiceProvider|SHA1Managed|MD5Cng|SHA1Cng|HMACMD5|MD4)$/;
const WEAK_HASH_NAME = /^(MD5|MD4|MD2|SHA1|SHA-1|SHA|HashAlgorithmName\.(MD5|SHA1)|System\.Security\.Cryptography\.(MD5|SHA1))$/i;
const HASHING = /^(Create|HashData|HashDataAsync|TryHashData)$/;
const WEAK_CIPHER_CLASS = /^(DES|TripleDES|RC2)$/;
const WEAK_CIPHER_TYPE = /^(DESCryptoServiceProvider|TripleDESCryptoServiceProvider|RC2CryptoServiceProvider|TripleDESCng)$/;
const WEAK_CIPHER_NAME = /^(DES|3DES|TripleDES|RC2|RC4|CipherMode\.ECB)$/i;
const CERTIFICATE_CALLBACKS = /^(ServerCertificateCustomValidationCallback|ServerCertificateValidationCallback|RemoteCertificateValidationCallback|CertificateValidationCallback)$/;

const lastSegment = (text: string) => text.slice(text.lastIndexOf('.') + 1);

function live(m: RuleMatch): boolean {
  return !isDeadCode(m.file, m.target);
}

/** `MD5.Create()` → `SHA256.Create()`, `new SHA1Managed()` → `SHA256.Create()`, `HashAlgorithmName.SHA1` → `…SHA256`. */
function strongerHash(m: RuleMatch): FixPlan | undefined {
  const { target } = m;
  const cls = m.captures.class;
  if (target.type === 'object_creation_expression' && cls && namedChildrenOf(target).every((c) => c.type !== 'initializer_expression') && argumentValues(target.childForFieldName('arguments')).length === 0 && !/^HMAC/.test(lastSegment(cls.text))) {
    return { description: 'Use SHA-256', safety: 'suggestion', edits: [{ start: target.startIndex, end: target.endIndex, text: 'SHA256.Create()' }] };
  }
  const name = cls && (target.type === 'member_access_expression' ? target.childForFieldName('name') : cls.type === 'member_access_expression' ? cls.childForFieldName('name') : cls);
  if (!name || !/^(MD5|SHA1)$/.test(name.text)) return undefined;
  if (target.type === 'invocation_expression' && !HASHING.test(m.captures.method?.text ?? '')) return undefined;
  return { description: 'Use SHA-256', safety: 'suggestion', edits: [{ start: name.startIndex, end: name.endIndex, text: 'SHA256' }] };
}

/** The algorithm argument of `HashAlgorithm.Create("MD5")`, `CryptoConfig.CreateFromName("SHA1")`, judged by the flow. */
function namedAlgorithm(m: RuleMatch, pattern: RegExp): boolean {
  const argument = argumentValues(m.target.childForFieldName('arguments'))[0];
  return !!argument && matchingConstants(judgedValue(m.file, argument), pattern).length > 0;
}

/** Whether a comparison or `case` only tests for the algorithm rather than using it. */
function isTested(node: Node): boolean {
  const parent = node.parent;
  return !!parent && (/^(constant_pattern|case_switch_label)$/.test(parent.type) || (parent.type === 'binary_expression' && /^(==|!=)$/.test(parent.childForFieldName('operator')?.text ?? '')));
}

/** A callback that accepts every certificate: a lambda or delegate whose every result is `true`, or the framework's own. */
function acceptsAnything(value: Node): boolean {
  if (value.type === 'member_access_expression') return value.childForFieldName('name')?.text === 'DangerousAcceptAnyServerCertificateValidator';
  if (value.type !== 'lambda_expression' && value.type !== 'anonymous_method_expression') return false;
  const body = value.childForFieldName('body') ?? namedChildrenOf(value).find((c) => c.type === 'block');
  if (!body) return false;
  if (body.type !== 'block') return body.type === 'boolean_literal' && body.text === 'true';
  const returns = body.descendantsOfType('return_statement').filter((r): r is Node => !!r);
  return returns.length > 0 && returns.every((r) => namedChildrenOf(r)[0]?.text === 'true');
}

/** A weak digest computed here (a test's or dead code's aside). */
function weakHashUse(m: RuleMatch): boolean {
  const cls = lastSegment(m.captures.class!.text);
  if (m.target.type === 'object_creation_expression') return WEAK_HASH_TYPE.test(cls) && live(m);
  if (m.target.type === 'member_access_expression') return !isTested(m.target) && live(m);
  const method = m.captures.method!.text;
  if (WEAK_HASH_CLASS.test(cls) && HASHING.test(method)) return live(m);
  if (/^(HashAlgorithm|CryptoConfig|KeyedHashAlgorithm)$/.test(cls) && /^(Create|CreateFromName)$/.test(method)) return namedAlgorithm(m, WEAK_HASH_NAME) && live(m);
  return false;
}

export const rules: Rule[] = [
  {
    id: 'csharp.security.weak-hash',
    fixes: { safety: 'suggestion', note: 'every digest changes' },
    specialist: 'security', severity: 'medium', languages: CS, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 have practical collision attacks and are fast to brute-force: they must not protect integrity, signatures or passwords.',
    suggestion: 'Use SHA256.HashData (or SHA256.Create()) for integrity; for passwords use PasswordHasher, Rfc2898DeriveBytes.Pbkdf2 with SHA-256, bcrypt or Argon2.',
    query: `
      (invocation_expression function: (member_access_expression expression: (_) @class (#match? @class "(^|\\.)(MD5|SHA1|MD5Cng|SHA1Cng|HashAlgorithm|CryptoConfig|KeyedHashAlgorithm)$") name: (identifier) @method)) @target
      (object_creation_expression type: (_) @class (#match? @class "(^|\\.)(MD5CryptoServiceProvider|SHA1CryptoServiceProvider|SHA1Managed|MD5Cng|SHA1Cng|HMACMD5|MD4)$")) @target
      (member_access_expression expression: (identifier) @class (#eq? @class "HashAlgorithmName") name: (identifier) @method (#match? @method "^(MD5|SHA1)$")) @target`,
    where: (m) => weakHashUse(m) && !isCacheDigest(m.target),
    detail: (m) => weakHashPurpose(m.target),
    fix: strongerHash,
  },
  {
    id: 'csharp.security.weak-cipher',
    specialist: 'security', severity: 'high', languages: CS, cwe: 'CWE-327',
    title: 'Broken cipher or ECB mode',
    description: 'DES, 3DES and RC2 are broken or too weak, and ECB mode encrypts equal blocks to equal ciphertext, showing the plaintext\'s patterns.',
    suggestion: 'Use AesGcm (or Aes with CBC and an HMAC) with a random IV or nonce per message.',
    query: `
      (invocation_expression function: (member_access_expression expression: (_) @class (#match? @class "(^|\\.)(DES|TripleDES|RC2|SymmetricAlgorithm|CryptoConfig)$") name: (identifier) @method)) @target
      (invocation_expression function: (member_access_expression expression: (_) @class name: (identifier) @method (#match? @method "^(EncryptEcb|DecryptEcb)$"))) @target
      (object_creation_expression type: (_) @class (#match? @class "(^|\\.)(DESCryptoServiceProvider|TripleDESCryptoServiceProvider|RC2CryptoServiceProvider|TripleDESCng)$")) @target
      (assignment_expression left: [(identifier) @property (member_access_expression name: (identifier) @property)] (#eq? @property "Mode") right: (_) @value) @target`,
    where: (m) => {
      if (m.captures.value) return matchingConstants(judgedValue(m.file, m.captures.value), /^CipherMode\.ECB$/).length > 0 && live(m);
      const cls = lastSegment(m.captures.class!.text);
      if (m.target.type === 'object_creation_expression') return WEAK_CIPHER_TYPE.test(cls) && live(m);
      const method = m.captures.method!.text;
      if (WEAK_CIPHER_CLASS.test(cls) && method === 'Create') return live(m);
      if (/^(EncryptEcb|DecryptEcb)$/.test(method)) return live(m);
      if (/^(SymmetricAlgorithm|CryptoConfig)$/.test(cls) && /^(Create|CreateFromName)$/.test(method)) return namedAlgorithm(m, WEAK_CIPHER_NAME) && live(m);
      return false;
    },
  },
  {
    id: 'csharp.security.tls-verification-disabled',
    specialist: 'security', severity: 'high', languages: CS, cwe: 'CWE-295',
    title: 'TLS certificate validation disabled',
    description: 'The certificate callback accepts every server certificate, so anyone on the network path can impersonate the server and read or change the traffic.',
    suggestion: 'Remove the callback to keep the platform\'s validation; to trust a private CA or pin a certificate, accept only when sslPolicyErrors is None or the certificate matches the pinned thumbprint.',
    query: `(assignment_expression left: [(identifier) @property (member_access_expression name: (identifier) @property)] (#match? @property "CertificateCustomValidationCallback$|CertificateValidationCallback$") right: (_) @value) @target`,
    where: unlessRequested((m) => CERTIFICATE_CALLBACKS.test(m.captures.property!.text) && acceptsAnything(m.captures.value!) && live(m)),
  },
];
