/** JSON Web Tokens accepted without a verified signature (CWE-347), and signed or verified with a key written in the code (CWE-798). */
import { valueAt } from '../../../analysis/dataflow/engine';
import { positionAt } from '../../../core/positions';
import { memoized, type Detection, type FileContext, type Node, type Rule, type RuleMatch } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { isInTestCode } from './context';
import { trustedClaims } from './jwt-claims';

const JAVA = ['java'] as const;

const JJWT = 'io.jsonwebtoken';
const AUTH0 = 'com.auth0.jwt';
const NIMBUS = 'com.nimbusds';
const SPRING_JWT = 'org.springframework.security.oauth2.jwt';

/** Packages the file imports from (its import declarations' names). */
function importsFrom(file: FileContext, prefix: string): boolean {
  const imported = memoized(file, 'java.jwt-imports', () => (file.tree ? namedChildrenOf(file.tree.rootNode) : [])
    .filter((n) => n.type === 'import_declaration')
    .map((n) => namedChildrenOf(n).find((c) => c.type === 'scoped_identifier' || c.type === 'identifier')?.text ?? ''));
  return imported.some((name) => name === prefix || name.startsWith(`${prefix}.`));
}

type Texts = Pick<Detection, 'title' | 'description'>;

const UNSIGNED: Texts = {
  title: 'Unsigned JWT accepted',
  description: 'The parser accepts tokens with alg "none", which carry no signature: anyone can make one with any claims, such as another user id or an admin role.',
};

/** `Jwts.parser().unsecured().build().parseUnsecuredClaims(t)`: the chain's unsecured() is the finding. */
const chainEnables = (call: Node) => descendantsOf(call.childForFieldName('object') ?? call, 'method_invocation').some((c) => c.childForFieldName('name')?.text === 'unsecured');

function unverified(m: RuleMatch): Texts | undefined {
  const file = m.file;
  // Tests forge unsigned tokens on purpose, to check that the server refuses them.
  if (isInTestCode(m.target)) return undefined;
  const method = m.captures.method!.text;
  const owner = m.captures.class?.text;
  if (!owner) {
    if (!importsFrom(file, JJWT)) return undefined;
    if (method === 'unsecured') return UNSIGNED;
    return chainEnables(m.target) ? undefined : UNSIGNED;
  }
  if (owner === 'Algorithm' && method === 'none') {
    return importsFrom(file, AUTH0) ? { title: 'JWT "none" algorithm used', description: 'Algorithm.none() signs nothing, and a verifier built with it accepts tokens without a signature: anyone can forge one with any claims, such as another user id or an admin role.' } : undefined;
  }
  if (owner === 'PlainJWT' && method === 'parse') return importsFrom(file, NIMBUS) ? UNSIGNED : undefined;
  const decodes = (owner === 'JWT' && method === 'decode' && importsFrom(file, AUTH0)) || ((owner === 'SignedJWT' || owner === 'JWTParser') && method === 'parse' && importsFrom(file, NIMBUS));
  const trusted = decodes ? trustedClaims(m.target) : undefined;
  if (!trusted) return undefined;
  return {
    title: 'Unverified JWT claims trusted',
    description: `${owner}.${method} only reads the token, it does not check the signature, yet line ${positionAt(file.lineStarts, trusted.node.startIndex).line} trusts the claims (${trusted.how.length > 120 ? `${trusted.how.slice(0, 117)}…` : trusted.how}): anyone can forge a token with any claims, such as another user id or an admin role.`,
  };
}

/** Text that is a public key or certificate: written in the source on purpose, it signs nothing. */
const PUBLIC_KEY = /-----BEGIN (RSA |EC )?(PUBLIC KEY|CERTIFICATE)-----/;

interface WrittenKey {
  texts: string[];
  fallback: boolean;
  /** The variable or field the literal is declared in, when it is declared with the literal itself. */
  holder?: string;
}

/** `secret.getBytes(UTF_8)`, `Keys.hmacShaKeyFor(…)`, `Decoders.BASE64.decode(…)`, `new SecretKeySpec(…, alg)`: the key is the text inside. */
function keyText(node: Node): Node {
  if (node.type === 'parenthesized_expression') return keyText(namedChildrenOf(node)[0] ?? node);
  const args = namedChildrenOf(node.childForFieldName('arguments') ?? node);
  if (node.type === 'object_creation_expression') return node.childForFieldName('type')?.text === 'SecretKeySpec' && args[0] ? keyText(args[0]) : node;
  if (node.type !== 'method_invocation') return node;
  const name = node.childForFieldName('name')!.text;
  const object = node.childForFieldName('object');
  if (name === 'getBytes' && object) return keyText(object);
  const isDecoder = name === 'hmacShaKeyFor' || name === 'parseBase64Binary' || (name === 'decode' && /^(Decoders\.BASE64(URL)?|Base64\.get(Url|Mime)?Decoder\(\)|TextCodec\.BASE64(URL)?)$/.test(object?.text ?? ''));
  return isDecoder && args.length === 1 ? keyText(args[0]!) : node;
}

/** The initializer of a local variable or field visible at `use`: the nearest declaration in an enclosing method or class. */
function initializerOf(use: Node): Node | undefined {
  for (let scope = enclosing(use, ['block', 'class_body']); scope; scope = enclosing(scope, ['block', 'class_body'])) {
    // Fields may be declared below the method; locals only before their use.
    const declarator = descendantsOf(scope, 'variable_declarator').find((d) => d.childForFieldName('name')?.text === use.text && (scope.type === 'class_body' || d.startIndex < use.startIndex));
    if (declarator) return declarator.childForFieldName('value') ?? undefined;
  }
  return undefined;
}

const usable = (constants: readonly unknown[] | undefined) => (constants ?? []).filter((c): c is string => typeof c === 'string' && c !== '' && !PUBLIC_KEY.test(c));

function writtenKey(file: FileContext, node: Node, depth = 0): WrittenKey | undefined {
  const value = keyText(node);
  const declared = value.type === 'identifier' || value.type === 'field_access' ? initializerOf(value.type === 'field_access' ? value.childForFieldName('field')! : value) : undefined;
  const holder = declared?.type === 'string_literal' ? (value.type === 'field_access' ? value.childForFieldName('field')!.text : value.text) : undefined;
  const flow = valueAt(file, value);
  const known = usable(flow?.constants);
  // The default of a configuration lookup (`os.environ.get("KEY", "dev")`) is used only where the setting is missing.
  const defaulted = (flow?.constantSteps ?? []).some((step) => step.note.startsWith('the default of'));
  if (known.length > 0) return { texts: known, fallback: defaulted, ...(holder ? { holder } : {}) };
  const maybe = usable(flow?.maybe);
  // Known on some paths only: a fallback, unless it is a field's initial value that may be reassigned.
  const ownField = value.type === 'field_access' && value.childForFieldName('object')?.type === 'this';
  if (maybe.length > 0) return { texts: maybe, fallback: !ownField };
  if (value.type === 'string_literal') return usable([value.text.slice(1, -1)]).length > 0 ? { texts: [value.text.slice(1, -1)], fallback: false } : undefined;
  return declared && depth < 3 ? writtenKey(file, declared, depth + 1) : undefined;
}

/** Where each library takes the key, and the package the file must import for the call to be that library's. */
const KEY_METHODS: ReadonlyMap<string, string> = new Map([
  ['signWith', JJWT], ['setSigningKey', JJWT], ['verifyWith', JJWT], ['decryptWith', JJWT],
  ['HMAC256', AUTH0], ['HMAC384', AUTH0], ['HMAC512', AUTH0], ['withSecretKey', SPRING_JWT], ['MACSigner', NIMBUS], ['MACVerifier', NIMBUS],
]);

function hardcodedKey(m: RuleMatch): WrittenKey | undefined {
  const target = m.captures.target!;
  const library = KEY_METHODS.get(m.captures.method!.text);
  if (!library || !importsFrom(m.file, library) || isInTestCode(target)) return undefined;
  // signWith(SignatureAlgorithm.HS256, key): the algorithm is no key.
  if (/^(SignatureAlgorithm|Jwts\.SIG|MacAlgorithm)\./.test(target.text)) return undefined;
  if (/^HMAC/.test(m.captures.method!.text) && m.captures.call!.childForFieldName('object')?.text !== 'Algorithm') return undefined;
  const key = writtenKey(m.file, target);
  // java.security.hardcoded-secret reports a literal declared under a credential's name when it looks like one.
  const reported = !!key?.holder && looksLikeSecretName(key.holder) && key.texts.every(looksLikeSecretValue);
  return key && !reported ? key : undefined;
}

export const rules: Rule[] = [
  {
    id: 'java.security.jwt-verification-disabled',
    specialist: 'security', severity: 'high', languages: JAVA, cwe: 'CWE-347',
    title: 'JWT accepted without verifying its signature',
    description: 'A token whose signature is not checked (only decoded, or parsed as an unsigned token) can be forged by anyone with any claims, such as another user id or an admin role.',
    suggestion: 'Verify before trusting the claims: jjwt\'s Jwts.parser().verifyWith(key).build().parseSignedClaims(token), auth0\'s JWT.require(Algorithm.HMAC256(key)).build().verify(token), or Nimbus\'s signedJwt.verify(verifier); keep JWT.decode for reading the key id.',
    query: `
      (method_invocation name: (identifier) @method (#any-of? @method "parseClaimsJwt" "parsePlaintextJwt" "parseUnsecuredClaims" "parseUnsecuredContent" "unsecured")) @target
      (method_invocation object: (identifier) @class (#any-of? @class "Algorithm" "PlainJWT" "JWT" "SignedJWT" "JWTParser") name: (identifier) @method (#any-of? @method "none" "parse" "decode")) @target`,
    where: (m) => unverified(m) !== undefined,
    detail: (m) => unverified(m) ?? {},
  },
  {
    id: 'java.security.jwt-hardcoded-key',
    specialist: 'security', severity: 'high', languages: JAVA, cwe: 'CWE-798', outOfScope: true,
    title: 'JWT signed or verified with a hard-coded key',
    description: 'The key that signs or verifies the tokens is written in the source: anyone who can read the code or its history can mint valid tokens for any user, and rotating the key needs a deployment.',
    suggestion: 'Load the key at start-up from a secret store or the environment (System.getenv("JWT_SECRET"), or a Spring property without a default), fail when it is missing, and rotate the exposed key.',
    query: `
      (method_invocation name: (identifier) @method (#any-of? @method "signWith" "setSigningKey" "verifyWith" "decryptWith" "HMAC256" "HMAC384" "HMAC512" "withSecretKey") arguments: (argument_list (_) @target)) @call
      (object_creation_expression type: (type_identifier) @method (#any-of? @method "MACSigner" "MACVerifier") arguments: (argument_list . (_) @target)) @call`,
    where: (m) => hardcodedKey(m) !== undefined,
    detail: (m) => (hardcodedKey(m)?.fallback ? {
      severity: 'medium',
      description: 'The key falls back to a value written in the source when the configured one is missing: a deployment without it signs and accepts tokens anyone who can read the code can mint.',
    } : {}),
  },
];
