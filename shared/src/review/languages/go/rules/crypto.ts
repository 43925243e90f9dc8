/** Weak ciphers, ECB mode, TLS settings that do not verify, and weak hashes, as Go code makes them. */
import { valueAt } from '../../../analysis/dataflow/engine';
import { fieldKey } from '../../../analysis/dataflow/engine';
import type { FileContext, FlowStep, Node, RuleMatch } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { FUNCTION_TYPES, isInLoop, localPackageNames } from './context';
import { argumentsOf, callsPackage, functionOf, lineOf, literalConstant, operandOf } from './values';
import { destinationOf, readsAfter, storedName } from './random-secrets';

/** Ciphers with known practical attacks or 64-bit blocks, by package: the constructors that make them. */
export const WEAK_CIPHERS: readonly { path: string; functions: readonly string[]; name: string }[] = [
  { path: 'crypto/des', functions: ['NewCipher'], name: 'DES (a 56-bit key)' },
  { path: 'crypto/des', functions: ['NewTripleDESCipher'], name: '3DES (a 64-bit block, deprecated: Sweet32)' },
  { path: 'crypto/rc4', functions: ['NewCipher'], name: 'RC4 (a biased keystream)' },
  { path: 'golang.org/x/crypto/blowfish', functions: ['NewCipher', 'NewSaltedCipher'], name: 'Blowfish (a 64-bit block)' },
  { path: 'golang.org/x/crypto/cast5', functions: ['NewCipher'], name: 'CAST5 (a 64-bit block)' },
  { path: 'golang.org/x/crypto/tea', functions: ['NewCipher', 'NewCipherWithRounds'], name: 'TEA (related-key attacks, a 64-bit block)' },
  { path: 'golang.org/x/crypto/xtea', functions: ['NewCipher'], name: 'XTEA (a 64-bit block)' },
];

export function weakCipherOf(file: FileContext, call: Node): string | undefined {
  return WEAK_CIPHERS.find((cipher) => callsPackage(file, call, cipher.path, cipher.functions))?.name;
}

/**
 * A block cipher's own Encrypt/Decrypt called block by block in a loop is ECB mode: equal plaintext blocks give
 * equal ciphertext blocks. Only when the function sets up no mode of operation (crypto/cipher's NewGCM, NewCBC…,
 * NewCTR…) and the loop chains nothing itself (no XOR: a hand-written CBC or CTR).
 */
export function isEcbUse(file: FileContext, call: Node, block: Node): boolean {
  if (valueAt(file, block)?.type !== 'crypto/cipher.Block' || !isInLoop(call)) return false;
  const fn = functionOf(call);
  const loop = enclosing(call, ['for_statement'], FUNCTION_TYPES);
  if (!fn || !loop) return false;
  if (descendantsOf(fn, 'call_expression').some((c) => callsPackage(file, c, 'crypto/cipher'))) return false;
  const xor = descendantsOf(loop, ['binary_expression', 'assignment_statement']).some((n) => /^\^=?$/.test((n.childForFieldName('operator') ?? childOperator(n))?.text ?? ''))
    || descendantsOf(loop, 'call_expression').some((c) => /XOR/i.test(c.childForFieldName('function')?.text ?? ''));
  return !xor;
}

/** The operator token of an assignment statement (`=`, `^=`), which the grammar does not name as a field. */
export function childOperator(node: Node): Node | undefined {
  for (let i = 0; i < node.childCount; i++) {
    const child = node.child(i);
    if (child && !child.isNamed && /=$/.test(child.type)) return child;
  }
  return undefined;
}

/**
 * A TLS config that skips the default verification but checks the certificate itself (pinning, a private
 * verification callback): `VerifyPeerCertificate` or `VerifyConnection` set in the same literal, or assigned in the
 * same function as the `InsecureSkipVerify = true` statement.
 */
export function verifiesItself(setting: Node): boolean {
  const CUSTOM = /^(VerifyPeerCertificate|VerifyConnection)$/;
  const isSet = (value: Node | null | undefined) => value !== null && value !== undefined && value.text !== 'nil';
  if (setting.type === 'keyed_element') {
    const body = setting.parent;
    return body !== null && namedChildrenOf(body).some((e) => e.type === 'keyed_element' && CUSTOM.test(e.childForFieldName('key')?.text ?? '') && isSet(e.childForFieldName('value')));
  }
  const fn = functionOf(setting);
  return fn !== undefined && descendantsOf(fn, 'assignment_statement').some((a) => {
    const left = namedChildrenOf(a.childForFieldName('left')!)[0];
    return left?.type === 'selector_expression' && CUSTOM.test(left.childForFieldName('field')?.text ?? '') && isSet(namedChildrenOf(a.childForFieldName('right')!)[0]);
  });
}

/** Hash packages whose functions (`md5.New`, `sha1.Sum`) make a weak digest. */
export const WEAK_HASH_PACKAGES: readonly { path: string; name: string }[] = [
  { path: 'crypto/md5', name: 'MD5' },
  { path: 'crypto/sha1', name: 'SHA-1' },
  { path: 'golang.org/x/crypto/md4', name: 'MD4' },
  { path: 'golang.org/x/crypto/ripemd160', name: 'RIPEMD-160' },
];
/** Weak `crypto.Hash` values and hash constructors, by the qualified name the data flow gives them. */
export const WEAK_HASH_VALUES: ReadonlyMap<string, string> = new Map([
  ['crypto.MD4', 'MD4'], ['crypto.MD5', 'MD5'], ['crypto.SHA1', 'SHA-1'], ['crypto.MD5SHA1', 'MD5+SHA-1'], ['crypto.RIPEMD160', 'RIPEMD-160'],
  ...WEAK_HASH_PACKAGES.map((p) => [`${p.path}.New`, p.name] as [string, string]),
]);

export interface WeakHash {
  name: string;
  origin: string;
  flow: FlowStep[];
}

/**
 * The weak hash a value selects, judged through the flow: a `crypto.Hash` (`crypto.MD5`, a constant naming it),
 * a constructor looked up in a map by a key whose constant is known (`hashes[alg]` with `alg` defaulting to
 * "md5"), a variable that is set to one on the way where paths meet (`alg, ok := table[name]; if !ok { alg =
 * crypto.MD5 }`), or a function of the file that returns one.
 */
export function weakHashOf(file: FileContext, expression: Node, depth = 0): WeakHash | undefined {
  const node = operandOf(expression);
  const value = valueAt(file, node);
  const qname = value?.qname;
  if (qname !== undefined) {
    const name = WEAK_HASH_VALUES.get(qname);
    // A single known hash where it is used decides, whatever was assigned before.
    return name ? { name, origin: node.type === 'identifier' ? ` (\`${node.text}\` is ${qname})` : '', flow: [] } : undefined;
  }
  if (depth > 2) return undefined;
  if (node.type === 'index_expression') {
    const table = valueAt(file, node.childForFieldName('operand')!);
    const index = node.childForFieldName('index');
    if (!table?.fields || !index) return undefined;
    const key = judgedValue(file, index);
    for (const constant of key.constants) {
      const entry = table.fields.get(fieldKey(constant));
      const name = entry?.qname ? WEAK_HASH_VALUES.get(entry.qname) : undefined;
      if (name) return { name, origin: ` (\`${index.text}\` is ${JSON.stringify(constant)}, which selects ${entry!.qname})`, flow: key.flow };
    }
    return undefined;
  }
  const fn = functionOf(node);
  if (node.type === 'identifier' && fn) {
    for (const assignment of descendantsOf(fn, ['short_var_declaration', 'assignment_statement', 'var_spec'])) {
      if (assignment.startIndex >= node.startIndex || functionOf(assignment)?.id !== fn.id) continue;
      const lefts = assignment.type === 'var_spec' ? assignment.childrenForFieldName('name').filter((n): n is Node => n !== null) : namedChildrenOf(assignment.childForFieldName('left')!);
      const at = lefts.findIndex((left) => left.type === 'identifier' && left.text === node.text);
      if (at === -1) continue;
      const rights = namedChildrenOf(assignment.childForFieldName(assignment.type === 'var_spec' ? 'value' : 'right') ?? assignment).filter((c) => c.type !== 'comment');
      const assigned = valueAt(file, lefts[at]!)?.qname;
      const name = assigned ? WEAK_HASH_VALUES.get(assigned) : undefined;
      if (name) return { name, origin: ` (\`${node.text}\` is set to ${assigned} on line ${lineOf(file, assignment)})`, flow: [{ start: assignment.startIndex, end: assignment.endIndex, note: `\`${node.text}\` set to ${assigned}` }, { start: node.startIndex, end: node.endIndex, note: 'used here' }] };
      const right = rights.length === lefts.length ? rights[at] : undefined;
      const inner = right ? weakHashOf(file, right, depth + 1) : undefined;
      if (inner) return inner;
    }
  }
  if (node.type === 'call_expression' && node.childForFieldName('function')?.type === 'identifier' && file.tree) {
    const name = node.childForFieldName('function')!.text;
    const declaration = namedChildrenOf(file.tree.rootNode).find((d) => d.type === 'function_declaration' && d.childForFieldName('name')?.text === name);
    for (const ret of declaration ? descendantsOf(declaration, 'return_statement').filter((r) => functionOf(r)?.id === declaration.id) : []) {
      const returned = namedChildrenOf(ret)[0];
      const first = returned?.type === 'expression_list' ? namedChildrenOf(returned)[0] : returned;
      const inner = first ? weakHashOf(file, first, depth + 1) : undefined;
      if (inner) return { name: inner.name, origin: ` (\`${name}\` returns ${first!.text} on line ${lineOf(file, ret)})`, flow: [{ start: ret.startIndex, end: ret.endIndex, note: `\`${name}\` returns ${first!.text}` }, { start: node.startIndex, end: node.endIndex, note: 'used here' }] };
    }
  }
  return undefined;
}

/** A variable named for a cache validator: an ETag or a cache key. */
export const CACHE_NAME = /(^|_)e_?tag$|etag$|cache_?key$/i;
/** Hashed input that is evidently secret: such a digest is not a cache validator, whatever its name. */
export const SECRET_INPUT = /pass|pwd|secret|token|credential|salt|private/i;

/**
 * Whether a digest ends, every time, where a cache validator goes: an `ETag` header, or a variable named
 * etag/cacheKey whose own uses go nowhere else; followed through one intermediate variable (`sum := md5.Sum(b);
 * etag := hex.EncodeToString(sum[:])`).
 */
export function goesToCacheValidator(fn: Node, digest: Node, depth = 0): boolean {
  const destination = destinationOf(digest);
  if (!destination) return false;
  const { holder, end } = destination;
  if (holder.type === 'argument_list' && holder.parent?.type === 'call_expression') {
    const args = namedChildrenOf(holder);
    const header = args[0] ? literalConstant(args[0]) : undefined;
    return args[1]?.id === end.id && typeof header === 'string' && /^etag$/i.test(header) && /(^|\.)(Set|Add|Header)$/.test(holder.parent.childForFieldName('function')?.text ?? '');
  }
  const stored = storedName(holder, end);
  if (!stored || stored.target.type !== 'identifier') return false;
  if (CACHE_NAME.test(stored.name)) return true;
  if (depth > 0) return false;
  const reads = readsAfter(fn, stored.name, stored.statement.endIndex);
  return reads.length > 0 && reads.every((read) => goesToCacheValidator(fn, read, depth + 1));
}

/**
 * An MD5/SHA-1 digest used only as a cache validator (an ETag, a cache key) of content that is not secret: a
 * collision there costs a stale cache entry, not security, so it is not reported. Kept narrow on purpose: every
 * digest the hash makes must end in an `ETag` header or a variable named etag/cacheKey (not "checksum",
 * "fingerprint" or "id": those often guard integrity or identity), and nothing hashed may be named like a secret.
 */
export function isCacheValidatorDigest(call: Node, fn: string): boolean {
  const body = functionOf(call);
  if (!body) return false;
  if (fn === 'Sum') return !SECRET_INPUT.test(call.childForFieldName('arguments')?.text ?? '') && goesToCacheValidator(body, call);
  // `h := md5.New()`: the digests are `h.Sum(…)`; the input is what is written to `h`.
  const stored = destinationOf(call);
  const hasher = stored ? storedName(stored.holder, stored.end) : undefined;
  if (!hasher || hasher.target.type !== 'identifier') return false;
  const uses = readsAfter(body, hasher.name, hasher.statement.endIndex);
  const digests = uses.flatMap((use) => {
    const selector = use.parent;
    return selector?.type === 'selector_expression' && selector.childForFieldName('field')?.text === 'Sum' && selector.parent?.type === 'call_expression' ? [selector.parent] : [];
  });
  const inputs = uses.map((use) => enclosing(use, ['call_expression'])?.text ?? '');
  return digests.length > 0 && !inputs.some((text) => SECRET_INPUT.test(text)) && digests.every((digest) => goesToCacheValidator(body, digest));
}

/** The weak hash a matched call makes, or undefined: a weak package's New/Sum, or a `crypto.Hash` / constructor judged weak. */
export function weakHashCall(m: RuleMatch): WeakHash | undefined {
  const hash = m.captures.hash!;
  const fn = m.captures.fn?.text;
  if (fn && hash.type === 'identifier') {
    const weak = WEAK_HASH_PACKAGES.find((p) => localPackageNames(m.file, p.path).has(hash.text));
    if (weak) return isCacheValidatorDigest(m.target, fn) ? undefined : { name: weak.name, origin: '', flow: [] };
  }
  if (fn !== undefined && fn !== 'New') return undefined;
  if (argumentsOf(m.target).length > 0) return undefined;
  const judged = weakHashOf(m.file, hash);
  return judged && !isCacheValidatorDigest(m.target, 'New') ? judged : undefined;
}
