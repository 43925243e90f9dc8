/** Python security rules for cryptography: weak hashes and ciphers, predictable randomness, TLS, JWT. */
import { memoized, type Detection, type FileContext, type FixPlan, type Node, type Rule, type RuleMatch, type TaintHit } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { keywordArgument, positionalArguments } from './context';
import { removeStatement, statementOf } from './fixes';
import { ensureModule, importedName, importsModule } from './imports';
import { constantText } from './strings';
import { flagValue } from '../../../rules/cookie-flags';
import { judgedValue, matchingConstants } from '../../../rules/judged-value';
import { isCacheDigest, weakHashPurpose } from '../../../rules/hash-purpose';
import { unlessRequested } from '../../../rules/requested-mode';
import { positionAt } from '../../../core/positions';
import { trustedClaims } from './jwt-claims';

const PY = ['python'] as const;

const WEAK_HASHES = /^(md2|md4|md5|sha1|sha|md5-sha1)$/i;

/** `hashlib.md5`, `md5` imported from hashlib, or pycryptodome's `MD5.new`: the qualified callee. */
function qualifiedCallee(m: RuleMatch): string {
  const callee = m.target.childForFieldName('function')!;
  if (callee.type === 'identifier') return importedName(m.file, callee.text) ?? callee.text;
  const object = callee.childForFieldName('object')!;
  return `${importedName(m.file, object.text) ?? object.text}.${callee.childForFieldName('attribute')!.text}`;
}

function weakHash(m: RuleMatch): 'call' | 'new' | 'pycryptodome' | undefined {
  const qualified = qualifiedCallee(m);
  if (/^hashlib\.(md5|sha1)$/.test(qualified)) return 'call';
  if (qualified === 'hashlib.new') {
    const name = positionalArguments(m.target)[0];
    return name && matchingConstants(judgedValue(m.file, name), WEAK_HASHES).length > 0 ? 'new' : undefined;
  }
  return /^(Crypto|Cryptodome)\.Hash\.(MD2|MD4|MD5|SHA|SHA1)\.new$/.test(qualified) ? 'pycryptodome' : undefined;
}

const WEAK_PYCRYPTO = /^(Crypto|Cryptodome)\.Cipher\.(DES|DES3|ARC2|ARC4|Blowfish|CAST|XOR)$/;

/** Where `low + secrets.randbelow(n)` can stand without parentheses: a whole value, not an operand. */
const WHOLE_VALUE = ['assignment', 'expression_statement', 'return_statement', 'argument_list', 'keyword_argument', 'list', 'tuple', 'set', 'pair', 'parenthesized_expression', 'interpolation', 'expression_list'];

function secureCall(fn: string, args: Node, call: Node): string {
  const values = namedChildrenOf(args);
  const integer = (node: Node | undefined) => (node?.type === 'integer' && /^\d+$/.test(node.text) ? Number(node.text) : undefined);
  if (fn === 'choice') return `secrets.choice${args.text}`;
  if (fn === 'getrandbits') return `secrets.randbits${args.text}`;
  if (fn === 'randbytes') return `secrets.token_bytes${args.text}`;
  const [low, high] = [integer(values[0]), integer(values[1])];
  if (fn === 'randint' && values.length === 2 && low !== undefined && high !== undefined && high >= low) {
    if (low === 0) return `secrets.randbelow(${high + 1})`;
    // `"%d" % random.randint(1, 6)` must not become `"%d" % 1 + …`.
    const sum = `${low} + secrets.randbelow(${high - low + 1})`;
    return WHOLE_VALUE.includes(call.parent?.type ?? '') ? sum : `(${sum})`;
  }
  if (fn === 'randrange' && values.length === 1 && values[0]!.type !== 'keyword_argument') return `secrets.randbelow${args.text}`;
  return `secrets.SystemRandom().${fn}${args.text}`;
}

function tlsFix(m: RuleMatch): FixPlan | undefined {
  const attribute = m.captures.attr?.text;
  const value = m.captures.value;
  if (attribute === 'CERT_NONE') return { description: 'Require a valid certificate', safety: 'safe', edits: [{ start: m.captures.attr!.startIndex, end: m.captures.attr!.endIndex, text: 'CERT_REQUIRED' }] };
  if (attribute === '_create_unverified_context') {
    const call = m.target.parent;
    if (call?.type === 'call' && namedChildrenOf(call.childForFieldName('arguments')!).length === 0) {
      return { description: 'Use a verifying TLS context', safety: 'safe', edits: [{ start: call.startIndex, end: call.endIndex, text: 'ssl.create_default_context()' }] };
    }
    // ssl._create_default_https_context = ssl._create_unverified_context switches verification off process-wide.
    const statement = statementOf(m.target);
    const assignment = statement?.type === 'expression_statement' ? namedChildrenOf(statement)[0] : undefined;
    if (assignment?.type === 'assignment' && assignment.childForFieldName('right')?.id === m.target.id) return removeStatement(m.file.code, statement!, 'Keep certificate verification on', 'safe');
    return undefined;
  }
  if (!value || (value.type !== 'string' && value.type !== 'false')) return undefined;
  if (value.type === 'string') return { description: 'Require a valid certificate', safety: 'safe', edits: [{ start: value.startIndex, end: value.endIndex, text: '"CERT_REQUIRED"' }] };
  return { description: 'Verify certificates', safety: 'safe', edits: [{ start: value.startIndex, end: value.endIndex, text: 'True' }] };
}

/** The file seeds the random module, making the sequence it draws reproducible. */
function seedsRandom(file: FileContext): boolean {
  return memoized(file, 'python.seeds-random', () => {
    const root = file.tree?.rootNode;
    return !root || descendantsOf(root, 'call').some((call) => {
      const fn = call.childForFieldName('function');
      const qualified = fn?.type === 'attribute' ? `${importedName(file, fn.childForFieldName('object')!.text) ?? fn.childForFieldName('object')!.text}.${fn.childForFieldName('attribute')!.text}` : importedName(file, fn?.text ?? '');
      return qualified === 'random.seed' || qualified === 'random.setstate';
    });
  });
}

/** The TLS settings around the node are a server's: PROTOCOL_TLS_SERVER, Purpose.CLIENT_AUTH or server_side=True. */
/** The random.* call a secret came from, drawn from the secrets module instead. */
export function secretsFix(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const call = hit.taints[0]?.source.node;
  const fn = call?.type === 'call' ? call.childForFieldName('function') : undefined;
  const args = call?.childForFieldName('arguments');
  const name = fn?.type === 'attribute' ? fn.childForFieldName('attribute')?.text : fn?.text;
  const qualified = fn?.type === 'attribute' ? `${importedName(file, fn.childForFieldName('object')!.text) ?? fn.childForFieldName('object')!.text}.${name}` : importedName(file, fn?.text ?? '');
  if (!call || !args || !name || qualified !== `random.${name}` || name === 'Random') return undefined;
  const imports = ensureModule(file, 'secrets');
  if (!imports) return undefined;
  // Seeded, the original's values were reproducible (tests, simulations); drawn from the OS they are not.
  const safety = seedsRandom(file) ? 'suggestion' : 'safe';
  return { description: 'Draw the value from the secrets module', safety, edits: [...imports, { start: call.startIndex, end: call.endIndex, text: secureCall(name, args, call) }] };
}

function isServerSide(node: Node): boolean {
  const scope = enclosing(node, ['function_definition']) ?? node.tree.rootNode;
  return descendantsOf(scope, ['attribute', 'keyword_argument']).some((n) => n.type === 'attribute'
    ? /^(PROTOCOL_TLS_SERVER|CLIENT_AUTH)$/.test(n.childForFieldName('attribute')?.text ?? '')
    : n.childForFieldName('name')?.text === 'server_side' && n.childForFieldName('value')?.type === 'true');
}

export const rules: Rule[] = [
  {
    id: 'python.security.weak-hash',
    fixes: { safety: 'suggestion', note: 'every digest changes' },
    specialist: 'security', severity: 'medium', languages: PY, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 have practical collision attacks, so they cannot protect signatures, integrity checks or passwords.',
    suggestion: 'Use hashlib.sha256 (or stronger); for passwords use hashlib.scrypt, bcrypt or argon2. Mark non-security uses with usedforsecurity=False.',
    query: `
      (call function: (attribute object: (identifier) attribute: (identifier) @fn (#any-of? @fn "md5" "sha1" "new")) arguments: (argument_list) @args) @target
      (call function: (identifier) @fn (#any-of? @fn "md5" "sha1") arguments: (argument_list) @args) @target`,
    where: (m) => weakHash(m) !== undefined && keywordArgument(m.captures.args!, 'usedforsecurity')?.type !== 'false' && !isCacheDigest(m.target),
    detail: (m) => weakHashPurpose(m.target),
    fix: (m) => {
      const kind = weakHash(m);
      const fn = m.captures.fn!;
      if (kind === 'new') {
        const name = positionalArguments(m.target)[0]!;
        if (name.type !== 'string') return undefined;
        return { description: 'Use SHA-256', safety: 'suggestion', edits: [{ start: name.startIndex, end: name.endIndex, text: '"sha256"' }] };
      }
      if (kind !== 'call') return undefined;
      if (fn.parent?.type === 'attribute') return { description: 'Use SHA-256', safety: 'suggestion', edits: [{ start: fn.startIndex, end: fn.endIndex, text: 'sha256' }] };
      const imports = ensureModule(m.file, 'hashlib');
      return imports && { description: 'Use SHA-256', safety: 'suggestion', edits: [...imports, { start: fn.startIndex, end: fn.endIndex, text: 'hashlib.sha256' }] };
    },
  },
  {
    id: 'python.security.weak-cipher',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-327', outOfScope: true,
    title: 'Broken cipher or ECB mode',
    description: 'DES, 3DES, RC4, Blowfish and similar ciphers are breakable today, and ECB mode encrypts equal blocks to equal output, leaking the data\'s structure.',
    suggestion: 'Use AES-GCM or ChaCha20-Poly1305 (cryptography\'s AESGCM / ChaCha20Poly1305) with a fresh random nonce per message; existing data needs re-encryption.',
    query: `
      (call function: (attribute object: (identifier) @cipher attribute: (identifier) @fn (#eq? @fn "new")) arguments: (argument_list) @args) @target
      (call function: (attribute object: (identifier) @namespace (#any-of? @namespace "algorithms" "modes") attribute: (identifier) @algorithm (#any-of? @algorithm "TripleDES" "ARC4" "Blowfish" "IDEA" "CAST5" "SEED" "ECB"))) @target
      (call function: (identifier) @algorithm (#any-of? @algorithm "TripleDES" "ARC4" "Blowfish" "IDEA" "CAST5" "SEED" "ECB")) @target`,
    where: (m) => {
      if (m.captures.cipher) {
        const module = importedName(m.file, m.captures.cipher.text) ?? '';
        if (WEAK_PYCRYPTO.test(module)) return true;
        return /^(Crypto|Cryptodome)\.Cipher\./.test(module) && /\bMODE_ECB\b/.test(m.captures.args!.text);
      }
      if (m.captures.namespace) return importsModule(m.file, 'cryptography');
      return /^cryptography\./.test(importedName(m.file, m.captures.algorithm!.text) ?? '');
    },
  },
  {
    id: 'python.security.tls-verification-disabled',
    fixes: { safety: 'safe', note: 'only servers with invalid certificates are refused' },
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-295',
    title: 'TLS certificate verification disabled',
    description: 'Without certificate (or host name) verification anyone on the network path can impersonate the server and read or change the traffic.',
    suggestion: 'Keep verification on; to trust a private CA pass its bundle (verify="/path/to/ca.pem", ssl.create_default_context(cafile=…)).',
    query: `
      (keyword_argument name: (identifier) @name (#any-of? @name "verify" "verify_ssl" "verify_certs" "ssl_verify" "ssl") value: (_) @value) @target
      (keyword_argument name: (identifier) @name (#eq? @name "cert_reqs") value: (string) @value) @target
      (assignment left: (attribute attribute: (identifier) @name (#any-of? @name "verify" "check_hostname")) right: (false) @value) @target
      (attribute object: (identifier) @module (#eq? @module "ssl") attribute: (identifier) @attr (#any-of? @attr "CERT_NONE" "_create_unverified_context")) @target`,
    where: unlessRequested((m) => {
      const name = m.captures.name?.text;
      // verify="/path/ca.pem" verifies against that bundle.
      if (m.captures.value?.type === 'string' && name !== 'cert_reqs') return false;
      // A server that does not ask clients for certificates (CERT_NONE on a server context) is the normal case.
      if ((name === 'cert_reqs' || name === 'check_hostname' || m.captures.attr?.text === 'CERT_NONE') && isServerSide(m.target)) return false;
      // The flag may be written in place or held in a variable: judged by the value it has here.
      if (m.captures.value && m.captures.value.type !== 'string' && m.captures.value.type !== 'false' && flagValue(m.file, m.captures.value) !== false) return false;
      if (name === 'ssl') return importsModule(m.file, 'aiohttp');
      if (name === 'cert_reqs') return constantText(m.captures.value!) === 'CERT_NONE';
      if (m.captures.attr) {
        // Reading the constant (if ctx.verify_mode == ssl.CERT_NONE) disables nothing.
        return m.target.parent?.type !== 'comparison_operator';
      }
      // PyJWT's decode(verify=False) is a signature check: python.security.jwt-verification-disabled.
      const call = m.target.parent?.parent;
      return !(call?.type === 'call' && /(^|\.)decode$/.test(call.childForFieldName('function')?.text ?? ''));
    }),
    fix: tlsFix,
  },
  {
    id: 'python.security.jwt-verification-disabled',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-347',
    title: 'JWT decoded without verifying its signature',
    description: 'With signature verification off (or the "none" algorithm allowed) anyone can forge a token with any claims, such as another user id or an admin role.',
    suggestion: 'Decode with the key and an explicit algorithm list: jwt.decode(token, key, algorithms=["HS256"]); use jwt.get_unverified_header only to pick a key.',
    query: `
      (call function: (attribute object: (identifier) @jwt attribute: (identifier) @fn (#eq? @fn "decode")) arguments: (argument_list) @args) @target
      (call function: (attribute object: (identifier) @jwt attribute: (identifier) @read (#match? @read "^get_unverified_(claims|headers?)$")) arguments: (argument_list)) @target
      (call function: (identifier) @read (#match? @read "^get_unverified_(claims|headers?)$") arguments: (argument_list)) @target`,
    where: (m) => unverifiedJwt(m) !== undefined,
    detail: (m) => unverifiedJwt(m) ?? {},
  },
];

/** Readers of a token that skip its signature: python-jose's, and PyJWT's header reader. */
const UNVERIFIED_READERS = /^(jose\.jwt|jose\.jws|jwt)\.get_unverified_(claims|headers?)$/;

/**
 * A decode with the signature check off, or an unverified read (`jwt.get_unverified_claims(token)`) whose claims are
 * then trusted as the caller's identity: reading a `kid` to pick a key, or the expiry, is what those readers are for.
 */
function unverifiedJwt(m: RuleMatch): Pick<Detection, 'title' | 'description'> | undefined {
  if (m.captures.read) {
    const callee = m.captures.jwt ? `${importedName(m.file, m.captures.jwt.text) ?? m.captures.jwt.text}.${m.captures.read.text}` : importedName(m.file, m.captures.read.text) ?? '';
    if (!UNVERIFIED_READERS.test(callee)) return undefined;
    const trusted = trustedClaims(m.file, m.target);
    if (!trusted) return undefined;
    const how = trusted.how.length > 120 ? `${trusted.how.slice(0, 117)}…` : trusted.how;
    return {
      title: 'Unverified JWT claims trusted',
      description: `${m.captures.read.text} only reads the token, it does not check the signature, yet line ${positionAt(m.file.lineStarts, trusted.node.startIndex).line} trusts what it read (${how}): anyone can forge a token with any claims, such as another user id or an admin role.`,
    };
  }
  return decodesUnverified(m) ? {} : undefined;
}

/** PyJWT's and python-jose's `decode` told not to verify the signature, or allowing the "none" algorithm. */
function decodesUnverified(m: RuleMatch): boolean {
  const module = importedName(m.file, m.captures.jwt!.text) ?? m.captures.jwt!.text;
  if (module !== 'jwt' && module !== 'jose.jwt') return false;
  const args = m.captures.args!;
  if (keywordArgument(args, 'verify')?.type === 'false') return true;
  const options = keywordArgument(args, 'options');
  if (options && /["']verify_signature["']\s*:\s*False/.test(options.text)) return true;
  return /["']none["']/i.test(keywordArgument(args, 'algorithms')?.text ?? '');
}
