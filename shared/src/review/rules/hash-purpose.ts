/**
 * Whether a weak digest (MD5, SHA-1) protects anything. Passwords, tokens, signatures and checks of uploaded data
 * need collision and preimage resistance; an ETag, a cache key, a protocol-mandated digest (HTTP Digest auth) or a
 * legacy format read for compatibility do not. A digest named for a cache or an ETag, of data that speaks of no secret,
 * is not reported, nor one in a function or class named for the algorithm (`md5_utf8`, `MD5PasswordHasher`); like SonarQube's hotspot for weak hashes, one with nothing security-related in sight either way is
 * reported at low severity, asking for a look, not as a vulnerability.
 */
import { wordsOf } from '../analysis/business/names';
import type { Detection, Node } from '../core/rule';
import { calledName, descendantsOf } from '../core/syntax';

/** Words (of identifiers split at `_`, `-` and case changes) that put a digest in a security role. */
const SECURITY_WORDS = new Set([
  'password', 'passwd', 'pwd', 'passphrase', 'pin', 'secret', 'secrets', 'token', 'apikey', 'credential', 'credentials',
  'signature', 'sign', 'signed', 'signing', 'hmac', 'mac', 'verify', 'verified', 'verification', 'auth', 'authenticate',
  'authentication', 'authenticated', 'login', 'otp', 'salt', 'salted', 'integrity', 'firmware', 'upload', 'uploaded',
  'req', 'request', 'body', 'payload', 'webhook', 'license',
]);
/** `key` counts after one of these (`api_key`, `secret_key`), not alone (`cache_key`). */
const KEY_QUALIFIERS = new Set(['api', 'secret', 'private', 'signing', 'access', 'auth', 'session', 'shared']);
/** Words that say the digest only names or caches something (an ETag, a Gravatar id, a file's fingerprint). */
const CACHING_WORDS = new Set(['etag', 'etags', 'cache', 'cached', 'caching', 'gravatar', 'fingerprint', 'dedup', 'deduplicate', 'identicon', 'avatar', 'bucket', 'shard', 'partition']);

const IDENTIFIER = /identifier|^name$|^constant$|^variable_name$|^instance_variable$|^simple_symbol$|^string_content$|^string_fragment$/;

/** Statements and declarations whose names say what the code around a digest is for. */
const NAMED = /function|method|class|struct|impl|module|declaration|definition|assignment|declarator|property/;

function speaksOfSecurity(text: string): boolean {
  const words = wordsOf(text);
  return words.some((word, i) => SECURITY_WORDS.has(word) || (word === 'key' && i > 0 && KEY_QUALIFIERS.has(words[i - 1]!)));
}

/** The statement the digest is computed in, with its assignment target. */
function statementOf(call: Node): Node {
  let statement: Node = call;
  while (statement.parent && !/statement|declaration|assignment|^expression$|^block$|body$/.test(statement.parent.type)) statement = statement.parent;
  return statement.parent && /assignment|declaration|declarator/.test(statement.parent.type) ? statement.parent : statement;
}

/** What the statement computes into and the functions and classes around it are called. */
function namesAround(scope: Node): string[] {
  const names: string[] = [];
  const target = scope.childForFieldName('left') ?? scope.childForFieldName('name');
  if (target) names.push(target.text);
  for (let ancestor = scope.parent; ancestor; ancestor = ancestor.parent) {
    if (!NAMED.test(ancestor.type)) continue;
    const name = ancestor.childForFieldName('name') ?? ancestor.childForFieldName('left');
    if (name && name.endIndex - name.startIndex < 200) names.push(name.text);
  }
  return names;
}

type HashRole = 'security' | 'caching' | 'named' | 'truncated' | 'unknown';

/** Calls that keep the start of a text or list (`hexdigest()[:16]` written as a call). */
const CUTTING_CALLS = new Set(['slice', 'substring', 'substr', 'Substring', 'take', 'first', 'Take']);

/** Whether the node takes a part of what it reads: a slice (`[:16]`, `[0, 16]`, `[:n]`) or a cutting call. */
function cuts(node: Node): boolean {
  if (node.type === 'slice_expression') return true;
  if (node.type === 'subscript') return node.namedChildren.some((child) => child?.type === 'slice');
  if (node.type === 'element_reference') return node.namedChildCount >= 3 || node.namedChildren.some((child) => child?.type === 'range');
  return /call|invocation/.test(node.type) && CUTTING_CALLS.has(calledName(node) ?? '');
}

/** Whether the expression holding `node`, up to its statement, cuts the value short. */
function cutInItsExpression(node: Node): boolean {
  for (let current: Node | null = node.parent; current && !/statement|declaration|^block$|body$/.test(current.type); current = current.parent) {
    if (cuts(current)) return true;
  }
  return false;
}

/**
 * A digest cut to a few characters (`sha1(s).hexdigest()[:16]`, a cookie name, a client nonce, a short code) is a
 * name derived from its input: the cut already gave up collision resistance, so the algorithm's weakness is not the
 * question. Read where the digest is taken: in the same expression, or through the variable holding the hash object.
 */
function truncated(call: Node, scope: Node): boolean {
  if (cutInItsExpression(call)) return true;
  const target = scope.childForFieldName('left') ?? scope.childForFieldName('name');
  if (!target || !/identifier|^name$|variable_name/.test(target.type)) return false;
  let body: Node | null = scope.parent;
  while (body && !/function|method|lambda/.test(body.type)) body = body.parent;
  if (!body) return false;
  const reads = descendantsOf(body, target.type).filter((read) => read.text === target.text && read.startIndex !== target.startIndex);
  // Every read of the digest itself (not the `update(...)` calls feeding it) is cut short.
  const digests = reads.map((read) => read.parent?.parent).filter((use): use is Node => use !== null && use !== undefined && /call|invocation/.test(use.type) && /digest/i.test(calledName(use) ?? ''));
  return digests.length > 0 && digests.every(cutInItsExpression);
}

/** Words that name a weak algorithm (`md5_utf8`, `MD5PasswordHasher`, Rack's `Digest::MD5`, `sha_utf8`). */
const ALGORITHM_WORDS = new Set(['md5', 'md4', 'sha1', 'sha', 'ripemd', 'ripemd160']);

function roleOf(call: Node): HashRole {
  const scope = statementOf(call);
  const names = namesAround(scope);
  // A function or class named for the algorithm implements it on purpose (a legacy hasher kept to verify old
  // hashes, a protocol's mandated digest): the finding would tell its author what the name already says.
  const target = scope.childForFieldName('left') ?? scope.childForFieldName('name');
  if (names.slice(target ? 1 : 0).some((name) => wordsOf(name).some((word) => ALGORITHM_WORDS.has(word)))) return 'named';
  if (truncated(call, scope)) return 'truncated';
  // What it hashes first: a digest of a token or a password is one, whatever the result is called.
  if (namedIdentifiers(call).some(speaksOfSecurity)) return 'security';
  // Named for a cache, an ETag or a lookup key (`template_key`, not `api_key`): the digest only tells values apart.
  if (names.slice(0, 2).some((name) => wordsOf(name).some((word, i, words) => CACHING_WORDS.has(word) || (word === 'key' && i > 0 && !KEY_QUALIFIERS.has(words[i - 1]!))))) return 'caching';
  return names.some(speaksOfSecurity) || namedIdentifiers(scope).some(speaksOfSecurity) || parametersSpeakOfSecurity(scope) ? 'security' : 'unknown';
}

function parametersSpeakOfSecurity(scope: Node): boolean {
  for (let ancestor = scope.parent; ancestor; ancestor = ancestor.parent) {
    const parameters = NAMED.test(ancestor.type) ? ancestor.childForFieldName('parameters') : null;
    if (parameters && namedIdentifiers(parameters).some(speaksOfSecurity)) return true;
  }
  return false;
}

/**
 * A digest named for a cache, an ETag or an avatar, of nothing secret, computed in a function or class named for
 * the algorithm (a deliberate implementation of it), or cut short to a name: not worth a finding.
 */
export function isCacheDigest(call: Node): boolean {
  const role = roleOf(call);
  return role === 'caching' || role === 'named' || role === 'truncated';
}

/** The identifiers in a node (the first 64: a statement, a call, a parameter list). */
function namedIdentifiers(node: Node): string[] {
  const found: string[] = [];
  const stack: Node[] = [node];
  while (stack.length > 0 && found.length < 64) {
    const current = stack.pop()!;
    if (IDENTIFIER.test(current.type)) found.push(current.text);
    for (let i = current.namedChildCount - 1; i >= 0; i--) stack.push(current.namedChild(i)!);
  }
  return found;
}

/** The detail for a weak-hash finding at `call`: nothing to change in a security role, else low severity saying why. */
export function weakHashPurpose(call: Node): Pick<Detection, 'severity' | 'description'> {
  if (roleOf(call) === 'security') return {};
  return {
    severity: 'low',
    description: 'MD5 and SHA-1 have practical collision attacks. Nothing around this digest says it protects a password, token, signature or uploaded data; if it is only an ETag, a cache key or a format another system requires, mark it so (e.g. usedforsecurity=False in Python) — otherwise use SHA-256 or stronger.',
  };
}
