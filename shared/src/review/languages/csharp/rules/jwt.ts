/**
 * JSON Web Tokens accepted without a verified signature (CWE-347) or without checking their lifetime (CWE-613), and
 * signed or verified with a key written in the code (CWE-798).
 */
import { valueAt } from '../../../analysis/dataflow/engine';
import { positionAt } from '../../../core/positions';
import { memoized, type Detection, type FileContext, type Node, type Rule, type RuleMatch } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { flagValue } from '../../../rules/cookie-flags';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { valueOf } from '../lower-statements';
import { FUNCTION_TYPES } from '../syntax';
import { argumentValues, CS, literalText, memberName } from './context';
import { trustedClaims } from './jwt-claims';

/** The file imports one of the namespaces (`using System.IdentityModel.Tokens.Jwt;`). */
function usesNamespace(file: FileContext, namespaces: readonly string[]): boolean {
  const used = memoized(file, 'csharp.jwt-usings', () => (file.tree ? descendantsOf(file.tree.rootNode, 'using_directive') : []).map((u) => u.text));
  return used.some((text) => namespaces.some((namespace) => text.includes(namespace)));
}

/** Tests sign tokens with made-up keys on purpose: a method marked [Fact], [Test]…, or a class named …Tests. */
function isInTestCode(node: Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'class_declaration' && /Tests?$|Fixture$/.test(current.childForFieldName('name')?.text ?? '')) return true;
    if (current.type === 'method_declaration' && namedChildrenOf(current).some((c) => c.type === 'attribute_list' && /\b(Fact|Theory|Test|TestMethod|TestCase)\b/.test(c.text))) return true;
  }
  return false;
}

/** What a lambda or anonymous method returns: its expression body, or its return statements' values. */
function returnedValues(fn: Node): Node[] {
  const body = fn.childForFieldName('body') ?? namedChildrenOf(fn).find((c) => c.type === 'block');
  if (!body) return [];
  if (body.type !== 'block') return [body];
  return descendantsOf(body, 'return_statement').filter((r) => enclosing(r, FUNCTION_TYPES)?.id === fn.id).map((r) => namedChildrenOf(r)[0]).filter((v): v is Node => !!v);
}

/** A SignatureValidator that makes the token object without checking anything: `(token, _) => new JwtSecurityToken(token)`. */
function skipsSignature(fn: Node): boolean {
  if (fn.type !== 'lambda_expression' && fn.type !== 'anonymous_method_expression') return false;
  const values = returnedValues(fn);
  const checks = descendantsOf(fn, 'invocation_expression').some((call) => /Validate|Verify/.test(memberName(call.childForFieldName('function')) ?? ''));
  return !checks && values.length > 0 && values.every((value) => {
    const made = value.type === 'object_creation_expression' ? memberName(value.childForFieldName('type')) : value.type === 'invocation_expression' ? memberName(value.childForFieldName('function')) : undefined;
    return /^(JwtSecurityToken|JsonWebToken|ReadJwtToken|ReadToken|ReadJsonWebToken)$/.test(made ?? '');
  });
}

type Texts = Pick<Detection, 'title' | 'description'>;

function unverified(m: RuleMatch): Texts | undefined {
  const file = m.file;
  // Tests build lenient parameters and forged tokens on purpose.
  if (isInTestCode(m.target)) return undefined;
  const setting = m.captures.name?.text;
  if (setting === 'RequireSignedTokens') {
    return flagValue(file, m.captures.value) === false
      ? { title: 'Unsigned JWTs accepted', description: 'RequireSignedTokens = false lets tokens without a signature (alg "none") pass validation: anyone can forge one with any claims, such as another user id or an admin role.' }
      : undefined;
  }
  if (setting === 'SignatureValidator') {
    return skipsSignature(m.captures.value!)
      ? { title: 'JWT signature validation replaced by a no-op', description: 'The SignatureValidator returns the token without checking its signature, so every token passes: anyone can forge one with any claims, such as another user id or an admin role.' }
      : undefined;
  }
  if (!usesNamespace(file, ['System.IdentityModel.Tokens.Jwt', 'Microsoft.IdentityModel.JsonWebTokens'])) return undefined;
  const trusted = trustedClaims(m.target);
  if (!trusted) return undefined;
  return {
    title: 'Unvalidated JWT claims trusted',
    description: `${m.captures.method!.text} only reads the token, it does not validate the signature, yet line ${positionAt(file.lineStarts, trusted.node.startIndex).line} trusts the claims (${trusted.how.length > 120 ? `${trusted.how.slice(0, 117)}…` : trusted.how}): anyone can forge a token with any claims, such as another user id or an admin role.`,
  };
}

/** ValidateLifetime = false, or a LifetimeValidator that always answers true; not in the refresh flow that reads an expired token on purpose. */
function lifetimeOff(m: RuleMatch): boolean {
  const value = m.captures.value!;
  const off = m.captures.name!.text === 'ValidateLifetime' ? flagValue(m.file, value) === false
    : (value.type === 'lambda_expression' || value.type === 'anonymous_method_expression') && returnedValues(value).length > 0 && returnedValues(value).every((v) => v.type === 'boolean_literal' && v.text === 'true');
  const method = enclosing(m.target, ['method_declaration', 'local_function_statement'])?.childForFieldName('name')?.text ?? '';
  return off && !/expired/i.test(method) && !isInTestCode(m.target);
}

/** Text that is a public key or certificate: written in the source on purpose, it signs nothing. */
const PUBLIC_KEY = /-----BEGIN (RSA |EC )?(PUBLIC KEY|CERTIFICATE)-----/;

interface WrittenKey {
  texts: string[];
  fallback: boolean;
  holder?: string;
}

const usable = (constants: readonly unknown[] | undefined) => (constants ?? []).filter((c): c is string => typeof c === 'string' && c !== '' && !PUBLIC_KEY.test(c));

/** `Encoding.UTF8.GetBytes(x)`, `Convert.FromBase64String(x)`, `Base64UrlEncoder.DecodeBytes(x)`: the key is x's text. */
function keyText(node: Node): Node {
  if (node.type !== 'invocation_expression') return node;
  const fn = node.childForFieldName('function');
  const receiver = fn?.type === 'member_access_expression' ? fn.childForFieldName('expression')?.text ?? '' : '';
  const name = memberName(fn) ?? '';
  const converts = (name === 'GetBytes' && /^(System\.Text\.)?Encoding\.\w+$/.test(receiver)) || (name === 'FromBase64String' && /Convert$/.test(receiver)) || (name === 'DecodeBytes' && /Base64UrlEncoder$/.test(receiver));
  const first = argumentValues(node.childForFieldName('arguments'))[0];
  return converts && first ? keyText(first) : node;
}

/** The initializer of a local or field visible at `use`: the nearest declaration in an enclosing block or type. */
function initializerOf(use: Node): Node | undefined {
  for (let scope = enclosing(use, ['block', 'declaration_list']); scope; scope = enclosing(scope, ['block', 'declaration_list'])) {
    const declarator = descendantsOf(scope, 'variable_declarator').find((d) => d.childForFieldName('name')?.text === use.text && (scope.type === 'declaration_list' || d.startIndex < use.startIndex));
    if (declarator) return valueOf(declarator);
  }
  return undefined;
}

function writtenKey(file: FileContext, node: Node, depth = 0): WrittenKey | undefined {
  const value = keyText(node);
  const named = value.type === 'identifier' || value.type === 'member_access_expression' ? memberName(value) : undefined;
  const declared = value.type === 'identifier' ? initializerOf(value) : undefined;
  // Only a name declared with the literal itself is a credential's declaration (not `= Encoding.UTF8.GetBytes("…")`).
  const holder = named && (!declared || literalText(declared) !== undefined) ? named : undefined;
  const flow = valueAt(file, value);
  const known = usable(flow?.constants);
  // The default of a configuration lookup (`os.environ.get("KEY", "dev")`) is used only where the setting is missing.
  const defaulted = (flow?.constantSteps ?? []).some((step) => step.note.startsWith('the default of'));
  if (known.length > 0) return { texts: known, fallback: defaulted, ...(holder ? { holder } : {}) };
  const maybe = usable(flow?.maybe);
  // Known on some paths only: a fallback, unless it is a field's initial value that may be reassigned.
  const ownField = value.type === 'member_access_expression' && value.childForFieldName('expression')?.text === 'this';
  if (maybe.length > 0) return { texts: maybe, fallback: !ownField, ...(holder ? { holder } : {}) };
  const text = literalText(value);
  if (text !== undefined) return usable([text]).length > 0 ? { texts: [text], fallback: false } : undefined;
  return declared && depth < 3 ? writtenKey(file, declared, depth + 1) : undefined;
}

/** Names csharp.security.hardcoded-secret reads as credentials beside the common ones. */
const MORE_SECRET_NAMES = /(secret|signing|encryption|master|jwt|hmac)_?key$|credentials?$/i;

function hardcodedKey(m: RuleMatch): WrittenKey | undefined {
  const target = m.captures.target!;
  const owner = m.captures.class ? memberName(m.captures.class) ?? m.captures.class.text : undefined;
  // JWT.NET's builder: JwtBuilder.Create()….WithSecret(key).
  if (owner === undefined && !usesNamespace(m.file, ['using JWT;', 'using JWT.'])) return undefined;
  if ((owner !== undefined && owner !== 'SymmetricSecurityKey') || argumentValues(m.captures.call!.childForFieldName('arguments'))[0]?.id !== target.id || isInTestCode(target)) return undefined;
  const key = writtenKey(m.file, target);
  // csharp.security.hardcoded-secret reports a literal declared under a credential's name when it looks like one.
  const reported = !!key && !key.fallback && !!key.holder && (looksLikeSecretName(key.holder) || MORE_SECRET_NAMES.test(key.holder)) && key.texts.every(looksLikeSecretValue);
  return key && !reported ? key : undefined;
}

const SETTING = (names: string) => `(assignment_expression left: [(identifier) @name (member_access_expression name: (identifier) @name)] right: (_) @value (#any-of? @name ${names})) @target`;

export const rules: Rule[] = [
  {
    id: 'csharp.security.jwt-verification-disabled',
    specialist: 'security', severity: 'high', languages: CS, cwe: 'CWE-347',
    title: 'JWT accepted without verifying its signature',
    description: 'A token whose signature is not checked (only read, unsigned tokens allowed, or signature validation replaced) can be forged by anyone with any claims, such as another user id or an admin role.',
    suggestion: 'Keep RequireSignedTokens and the default signature validation with an IssuerSigningKey and ValidAlgorithms = new[] { SecurityAlgorithms.HmacSha256 }, and take claims from handler.ValidateToken(token, parameters, out _) (or the authentication middleware), not from ReadJwtToken.',
    query: `
      ${SETTING('"RequireSignedTokens" "SignatureValidator"')}
      (invocation_expression function: (member_access_expression name: (identifier) @method (#any-of? @method "ReadJwtToken" "ReadToken" "ReadJsonWebToken")) arguments: (argument_list)) @target`,
    where: (m) => unverified(m) !== undefined,
    detail: (m) => unverified(m) ?? {},
  },
  {
    id: 'csharp.security.jwt-lifetime-not-validated',
    specialist: 'security', severity: 'medium', languages: CS, cwe: 'CWE-613',
    title: 'JWT lifetime not validated',
    description: 'With the token lifetime unchecked an expired token is accepted forever: a token that leaked, or belongs to a user who logged out or lost access, stays usable.',
    suggestion: 'Keep ValidateLifetime = true (the default) with a small ClockSkew; to refresh, read the expired access token only in the refresh endpoint, together with a valid refresh token.',
    query: SETTING('"ValidateLifetime" "LifetimeValidator"'),
    where: lifetimeOff,
  },
  {
    id: 'csharp.security.jwt-hardcoded-key',
    specialist: 'security', severity: 'high', languages: CS, cwe: 'CWE-798', outOfScope: true,
    title: 'JWT signed or verified with a hard-coded key',
    description: 'The key that signs or verifies the tokens is written in the source: anyone who can read the code or its history can mint valid tokens for any user, and rotating the key needs a deployment.',
    suggestion: 'Read the key from configuration backed by user secrets, environment variables or a key vault (builder.Configuration["Jwt:Key"], failing when it is missing), and rotate the exposed key.',
    query: `
      (object_creation_expression type: [(identifier) (qualified_name)] @class (#match? @class "SymmetricSecurityKey$") arguments: (argument_list . (argument (_) @target))) @call
      (invocation_expression function: (member_access_expression name: (identifier) @method (#eq? @method "WithSecret")) arguments: (argument_list . (argument (_) @target))) @call`,
    where: (m) => hardcodedKey(m) !== undefined,
    detail: (m) => (hardcodedKey(m)?.fallback ? {
      severity: 'medium',
      description: 'The key falls back to a value written in the source when the configured one is missing: a deployment without it signs and accepts tokens anyone who can read the code can mint.',
    } : {}),
  },
];
