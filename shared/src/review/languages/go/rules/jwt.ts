/** JSON Web Tokens accepted without a verified signature (CWE-347), and signed or verified with a key written in the code (CWE-798). */
import { valueAt } from '../../../analysis/dataflow/engine';
import { positionAt } from '../../../core/positions';
import { memoized, type Detection, type FileContext, type Node, type Rule, type RuleMatch } from '../../../core/rule';
import { descendantsOf, fieldChildren, namedChildrenOf } from '../../../core/syntax';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { localPackageNames } from './context';
import { goImportPath } from '../lowering';
import { trustedClaims } from './jwt-claims';
import { trustedDespiteError } from './jwt-unchecked-parse';
import { argumentsOf, callsPackage, constantsOf, functionOf, operandOf } from './values';

const GO = ['go'] as const;

/** golang-jwt and the forks it continues (import paths without their major version). */
const JWT_PATHS = ['github.com/golang-jwt/jwt', 'github.com/dgrijalva/jwt-go', 'github.com/form3tech-oss/jwt-go'];
const JWX_PATH = 'github.com/lestrrat-go/jwx/jwt';
/**
 * Middleware that takes the signing key in its configuration, with the name its package declares (echo-jwt's
 * package is echojwt, gofiber's jwtware, whatever their paths' last segments say).
 */
const MIDDLEWARE: ReadonlyMap<string, string> = new Map([
  ['github.com/labstack/echo/middleware', 'middleware'], ['github.com/labstack/echo-jwt', 'echojwt'], ['github.com/appleboy/gin-jwt', 'jwt'],
  ['github.com/gofiber/jwt', 'jwtware'], ['github.com/gofiber/contrib/jwt', 'jwtware'],
]);
const MIDDLEWARE_CONFIG = /^(JWTConfig|Config|GinJWTMiddleware|SigningKey)$/;

/** The names the file knows golang-jwt by. */
const jwtPackages = (file: FileContext) => memoized(file, 'go.jwt-packages', () => new Set(JWT_PATHS.flatMap((path) => [...localPackageNames(file, path)])));

/** The JWT middleware package a local package name stands for: its alias, or the name the package declares. */
function isMiddlewarePackage(file: FileContext, local: string): boolean {
  for (const spec of file.tree ? descendantsOf(file.tree.rootNode, 'import_spec') : []) {
    const path = goImportPath(spec.childForFieldName('path')?.text.slice(1, -1) ?? '');
    const declared = MIDDLEWARE.get(path);
    if (declared && (spec.childForFieldName('name')?.text ?? declared) === local) return true;
  }
  return false;
}

/** Tests sign tokens with made-up keys on purpose (in a TestX function or a func literal inside one). */
function isTestFunction(node: Node): boolean {
  for (let fn = functionOf(node); fn; fn = functionOf(fn)) {
    if (/^(Test|Benchmark|Fuzz|Example)/.test(fn.childForFieldName('name')?.text ?? '')) return true;
  }
  return false;
}

type Texts = Pick<Detection, 'title' | 'description'>;

function unverified(m: RuleMatch): Texts | undefined {
  const file = m.file;
  // Tests forge unsigned tokens on purpose, to check that the server refuses them.
  if (isTestFunction(m.target)) return undefined;
  if (m.captures.name) {
    if (!jwtPackages(file).has(m.captures.pkg!.text)) return undefined;
    return {
      title: 'JWT "none" algorithm allowed',
      description: 'UnsafeAllowNoneSignatureType is the key that makes golang-jwt sign or accept tokens with alg "none", which carry no signature: anyone can forge one with any claims, such as another user id or an admin role.',
    };
  }
  const fn = m.captures.fn!.text;
  if (fn === 'Parse' || fn === 'ParseWithClaims') return despiteError(m);
  let parse = m.target;
  if (fn === 'ParseUnverified' && jwtPackages(file).size === 0) return undefined;
  if (fn === 'ParseInsecure' && !callsPackage(file, m.target, JWX_PATH)) return undefined;
  if (fn === 'WithVerify') {
    // jwx's jwt.Parse(data, jwt.WithVerify(false)): the parse is the call the option is passed to.
    const call = m.target.parent?.parent;
    if (!callsPackage(file, m.target, JWX_PATH) || call?.type !== 'call_expression') return undefined;
    parse = call;
  }
  const trusted = trustedClaims(file, parse);
  if (!trusted) return undefined;
  return {
    title: 'Unverified JWT claims trusted',
    description: `The token is parsed without checking its signature, yet line ${positionAt(file.lineStarts, trusted.node.startIndex).line} trusts its claims (${trusted.how.length > 120 ? `${trusted.how.slice(0, 117)}…` : trusted.how}): anyone can forge a token with any claims, such as another user id or an admin role.`,
  };
}

/** A verifying parse whose error is ignored, its claims trusted all the same (jwt-unchecked-parse.ts). */
function despiteError(m: RuleMatch): Texts | undefined {
  const trusted = trustedDespiteError(m.file, m.target, jwtPackages(m.file));
  if (!trusted) return undefined;
  const line = positionAt(m.file.lineStarts, trusted.node.startIndex).line;
  return {
    title: 'JWT claims trusted although verification failed',
    description: `The error of ${m.captures.fn!.text} is ignored and token.Valid never checked, yet line ${line} trusts the claims (${trusted.how.length > 120 ? `${trusted.how.slice(0, 117)}…` : trusted.how}): golang-jwt returns the parsed token with its claims even when the signature or expiry check fails, so a forged or expired token is accepted.`,
  };
}

/** A keyfunc: a function taking the parsed `*jwt.Token` and returning the key and an error. */
function isKeyFunc(file: FileContext, fn: Node | undefined): boolean {
  const results = fn ? namedChildrenOf(fn.childForFieldName('result') ?? fn).filter((r) => r.type === 'parameter_declaration') : [];
  if (!fn || results.length !== 2) return false;
  const packages = jwtPackages(file);
  return namedChildrenOf(fn.childForFieldName('parameters') ?? fn).some((parameter) => {
    const type = parameter.childForFieldName('type');
    const pointed = type?.type === 'pointer_type' ? namedChildrenOf(type)[0] : undefined;
    return pointed?.type === 'qualified_type' && packages.has(pointed.childForFieldName('package')!.text) && pointed.childForFieldName('name')!.text === 'Token';
  });
}

/** Whether the match's node is where a JWT library takes its key. */
function isKeyPosition(m: RuleMatch): boolean {
  const file = m.file;
  const target = m.captures.target!;
  const fn = m.captures.fn?.text;
  if (fn === 'SignedString') return jwtPackages(file).size > 0;
  if (m.captures.field) {
    const literal = target.parent?.parent?.parent?.parent;
    const type = literal?.type === 'composite_literal' ? literal.childForFieldName('type') : undefined;
    return type?.type === 'qualified_type' && MIDDLEWARE_CONFIG.test(type.childForFieldName('name')!.text) && isMiddlewarePackage(file, type.childForFieldName('package')!.text);
  }
  if (m.captures.call) {
    const args = argumentsOf(m.captures.call);
    if (callsPackage(file, m.captures.call, 'github.com/go-chi/jwtauth', ['New'])) return args[1]?.id === target.id;
    // echo's middleware.JWT(key) and echojwt.JWT(key).
    const fn = m.captures.call.childForFieldName('function')!;
    const echo = m.captures.ctor?.text === 'JWT' && fn.type === 'selector_expression' && isMiddlewarePackage(file, fn.childForFieldName('operand')!.text);
    return echo && args[0]?.id === target.id;
  }
  return isKeyFunc(file, functionOf(target));
}

/** Text that is a public key or certificate: written in the source on purpose, it signs nothing. */
const PUBLIC_KEY = /-----BEGIN (RSA |EC )?(PUBLIC KEY|CERTIFICATE)-----/;

interface WrittenKey {
  texts: string[];
  fallback: boolean;
}

const usable = (constants: readonly unknown[] | undefined) => (constants ?? []).filter((c): c is string => typeof c === 'string' && c !== '' && !PUBLIC_KEY.test(c));

function writtenKey(file: FileContext, node: Node): WrittenKey | undefined {
  const value = valueAt(file, node);
  // `[]byte("…")` at package level, where the flow does not run.
  if (value === undefined && node.type === 'type_conversion_expression') return writtenKey(file, node.childForFieldName('operand')!);
  const known = usable(value?.constants);
  // The default of a configuration lookup (`os.environ.get("KEY", "dev")`) is used only where the setting is missing.
  const defaulted = (value?.constantSteps ?? []).some((step) => step.note.startsWith('the default of'));
  if (known.length > 0) return { texts: known, fallback: defaulted };
  const maybe = usable(value?.maybe);
  // Known on some paths only (`if key == "" { key = "dev" }`): a fallback.
  if (maybe.length > 0) return { texts: maybe, fallback: true };
  // Package-level declarations the flow does not see.
  const declared = value === undefined ? usable(constantsOf(file, node)) : [];
  return declared.length > 0 ? { texts: declared, fallback: false } : undefined;
}

/**
 * go.security.hardcoded-secret already reports a string literal declared under a credential's name (`const
 * jwtSecret = "k3…"`) when it looks like one: the key's finding would say it twice.
 */
function reportedAsSecret(file: FileContext, node: Node, key: WrittenKey): boolean {
  let name = operandOf(node);
  if (name.type === 'type_conversion_expression') name = name.childForFieldName('operand')!;
  if (key.fallback || name.type !== 'identifier' || !looksLikeSecretName(name.text) || !key.texts.every(looksLikeSecretValue)) return false;
  const declarations = descendantsOf(file.tree!.rootNode, ['const_spec', 'var_spec', 'short_var_declaration']).flatMap((spec) => {
    const names = spec.type === 'short_var_declaration' ? namedChildrenOf(spec.childForFieldName('left')!) : fieldChildren(spec, 'name');
    const values = namedChildrenOf(spec.childForFieldName(spec.type === 'short_var_declaration' ? 'right' : 'value') ?? spec);
    const at = names.findIndex((n) => n.text === name.text);
    return at >= 0 ? [values[at]] : [];
  });
  return declarations.length > 0 && declarations.every((value) => value?.type === 'interpreted_string_literal');
}

function hardcodedKey(m: RuleMatch): WrittenKey | undefined {
  const target = m.captures.target!;
  if (!isKeyPosition(m) || isTestFunction(target)) return undefined;
  const key = writtenKey(m.file, target);
  return key && !reportedAsSecret(m.file, target, key) ? key : undefined;
}

export const rules: Rule[] = [
  {
    id: 'go.security.jwt-verification-disabled',
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-347',
    title: 'JWT accepted without verifying its signature',
    description: 'A token whose signature is not checked (parsed unverified, or with the "none" algorithm allowed) can be forged by anyone with any claims, such as another user id or an admin role.',
    suggestion: 'Parse with jwt.ParseWithClaims(token, claims, keyFunc, jwt.WithValidMethods([]string{"HS256"})) and check the error before trusting the claims; keep ParseUnverified for reading the header (kid) to pick a key.',
    query: `
      (selector_expression operand: (identifier) @pkg field: (field_identifier) @name (#eq? @name "UnsafeAllowNoneSignatureType")) @target
      (call_expression function: (selector_expression field: (field_identifier) @fn (#any-of? @fn "ParseUnverified" "ParseInsecure"))) @target
      (call_expression function: (selector_expression field: (field_identifier) @fn (#eq? @fn "WithVerify")) arguments: (argument_list . (false) .)) @target
      (call_expression function: (selector_expression field: (field_identifier) @fn (#any-of? @fn "Parse" "ParseWithClaims"))) @target`,
    where: (m) => unverified(m) !== undefined,
    detail: (m) => unverified(m) ?? {},
  },
  {
    id: 'go.security.jwt-hardcoded-key',
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-798', outOfScope: true,
    title: 'JWT signed or verified with a hard-coded key',
    description: 'The key that signs or verifies the tokens is written in the source: anyone who can read the code or its history can mint valid tokens for any user, and rotating the key needs a deployment.',
    suggestion: 'Load the key at start-up from a secret store or the environment (os.Getenv("JWT_SECRET"), failing when it is empty instead of falling back to a literal), and rotate the exposed key.',
    query: `
      (call_expression function: (selector_expression field: (field_identifier) @fn (#eq? @fn "SignedString")) arguments: (argument_list . (_) @target .))
      (return_statement (expression_list . (_) @target . (_) .))
      (call_expression function: (selector_expression field: (field_identifier) @ctor (#any-of? @ctor "New" "JWT")) arguments: (argument_list (_) @target)) @call
      (keyed_element key: (literal_element (identifier) @field (#any-of? @field "SigningKey" "Key")) value: (literal_element (_) @target))`,
    where: (m) => hardcodedKey(m) !== undefined,
    detail: (m) => (hardcodedKey(m)?.fallback ? {
      severity: 'medium',
      description: 'The key falls back to a value written in the source when the configured one is missing: a deployment without it signs and accepts tokens anyone who can read the code can mint.',
    } : {}),
  },
];
