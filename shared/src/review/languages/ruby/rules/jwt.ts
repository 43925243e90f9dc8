/** JSON Web Tokens accepted without a verified signature (CWE-347), and signed or verified with a key written in the code (CWE-798). */
import { valueAt } from '../../../analysis/dataflow/engine';
import type { Detection, FileContext, Node, Rule, RuleMatch } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { flagValue } from '../../../rules/cookie-flags';
import { judgedValue } from '../../../rules/judged-value';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { CLASS_TYPES, enclosingMethod, keywordArgument, methodName, positionalArguments } from './context';
import { constantText } from './strings';

const RB = ['ruby'] as const;

/** ruby-jwt's module, written `JWT` or `::JWT`. */
const isJwtCall = (call: Node) => /^(::)?JWT$/.test(call.childForFieldName('receiver')?.text ?? '');

/** Tests sign tokens with made-up keys on purpose: RSpec examples, Minitest tests. */
function isInTestCode(node: Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'method' && /^test_/.test(current.childForFieldName('name')?.text ?? '')) return true;
    if (CLASS_TYPES.includes(current.type) && /(Minitest::Test|TestCase)\b/.test(current.childForFieldName('superclass')?.text ?? '')) return true;
    if (current.type === 'call' && !current.childForFieldName('receiver') && /^(describe|context|it|let|let!|before|subject|specify)$/.test(methodName(current))) return true;
  }
  return false;
}

/** The algorithm names an option holds: `'none'`, `['HS256', 'none']`, or a constant holding either. */
function algorithmNames(file: FileContext, node: Node | undefined): string[] {
  if (!node) return [];
  const values = node.type === 'array' ? namedChildrenOf(node) : [node];
  return values.flatMap((value) => judgedValue(file, value).constants.filter((c): c is string => typeof c === 'string'));
}

/** `JWT.decode(token, key, false)`: the third argument turns verification off. */
const verifiesNot = (file: FileContext, call: Node) => flagValue(file, positionalArguments(call)[2]) === false;

type Texts = Pick<Detection, 'title' | 'description'>;

function unverified(m: RuleMatch): Texts | undefined {
  const call = m.target;
  // Tests forge unsigned tokens on purpose, to check that the server refuses them.
  if (!isJwtCall(call) || isInTestCode(call)) return undefined;
  const file = m.file;
  if (methodName(call) === 'encode') {
    const algorithm = positionalArguments(call)[2];
    return algorithm && algorithmNames(file, algorithm).some((name) => /^none$/i.test(name))
      ? { title: 'JWT issued without a signature', description: 'The token is issued with alg "none": it carries no signature, and a server that accepts it accepts tokens anyone can forge with any claims.' }
      : undefined;
  }
  if (verifiesNot(file, call)) {
    // Peeking at the claims (an issuer, a key id) and then verifying with the key found is the library's own recipe.
    const method = enclosingMethod(call);
    const verifiesLater = !!method && descendantsOf(method, 'call').some((other) => other.id !== call.id && isJwtCall(other) && methodName(other) === 'decode' && !verifiesNot(file, other));
    return verifiesLater ? undefined : { title: 'JWT decoded without verifying its signature', description: 'JWT.decode with verify = false returns the claims of any token, signed or not: anyone can forge one with any claims, such as another user id or an admin role.' };
  }
  const allowed = [...algorithmNames(file, keywordArgument(call, 'algorithm')), ...algorithmNames(file, keywordArgument(call, 'algorithms'))];
  return allowed.some((name) => /^none$/i.test(name))
    ? { title: 'JWT verification accepts the "none" algorithm', description: 'The allowed algorithms include "none": a token with alg "none" and no signature passes, so anyone can forge one with any claims, such as another user id or an admin role.' }
    : undefined;
}

/** Text that is a public key or certificate: written in the source on purpose, it signs nothing. */
const PUBLIC_KEY = /-----BEGIN (RSA |EC )?(PUBLIC KEY|CERTIFICATE)-----/;

interface WrittenKey {
  texts: string[];
  fallback: boolean;
  holder?: string;
}

const usable = (constants: readonly unknown[] | undefined) => (constants ?? []).filter((c): c is string => typeof c === 'string' && c !== '' && !PUBLIC_KEY.test(c));

function writtenKey(file: FileContext, node: Node): WrittenKey | undefined {
  // Base64.decode64('…') is the key's bytes written in the source too; no declaration of a credential's name holds it.
  const converted = node.type === 'call' && /^(::)?Base64$/.test(node.childForFieldName('receiver')?.text ?? '') && /^(strict_|urlsafe_)?decode64$/.test(methodName(node)) ? positionalArguments(node)[0] : undefined;
  const value = converted ?? node;
  const holder = converted ? undefined : ['constant', 'identifier', 'instance_variable', 'class_variable', 'global_variable'].includes(value.type) ? value.text.replace(/^[@$]+/, '') : undefined;
  const flow = valueAt(file, value);
  const known = usable(flow?.constants);
  // The default of a configuration lookup (`os.environ.get("KEY", "dev")`) is used only where the setting is missing.
  const defaulted = (flow?.constantSteps ?? []).some((step) => step.note.startsWith('the default of'));
  if (known.length > 0) return { texts: known, fallback: defaulted, ...(holder ? { holder } : {}) };
  const maybe = usable(flow?.maybe);
  // Known on some paths only: a fallback, unless it is a field's initial value that may be reassigned.
  const ownField = value.type === 'instance_variable' || value.type === 'class_variable';
  if (maybe.length > 0) return { texts: maybe, fallback: !ownField, ...(holder ? { holder } : {}) };
  const text = value.type === 'string' ? constantText(value) : undefined;
  return text !== undefined && usable([text]).length > 0 ? { texts: [text], fallback: false } : undefined;
}

function hardcodedKey(m: RuleMatch): WrittenKey | undefined {
  const call = m.captures.call!;
  const target = m.captures.target!;
  if (!isJwtCall(call) || positionalArguments(call)[1]?.id !== target.id || isInTestCode(target)) return undefined;
  const key = writtenKey(m.file, target);
  // ruby.security.hardcoded-secret reports a literal assigned to a credential's name when it looks like one.
  const reported = !!key && !key.fallback && !!key.holder && looksLikeSecretName(key.holder) && key.texts.every(looksLikeSecretValue);
  return key && !reported ? key : undefined;
}

export const rules: Rule[] = [
  {
    id: 'ruby.security.jwt-verification-disabled',
    specialist: 'security', severity: 'high', languages: RB, cwe: 'CWE-347',
    title: 'JWT accepted without verifying its signature',
    description: 'A token whose signature is not checked (decoded with verify = false, or with the "none" algorithm allowed) can be forged by anyone with any claims, such as another user id or an admin role.',
    suggestion: "Decode with the key, verification on and an explicit algorithm: JWT.decode(token, key, true, { algorithm: 'HS256' }); to pick a key by the header, pass a block (the key finder) instead of decoding twice.",
    query: `(call receiver: [(constant) (scope_resolution)] method: (identifier) @method (#any-of? @method "decode" "encode") arguments: (argument_list)) @target`,
    where: (m) => unverified(m) !== undefined,
    detail: (m) => unverified(m) ?? {},
  },
  {
    id: 'ruby.security.jwt-hardcoded-key',
    specialist: 'security', severity: 'high', languages: RB, cwe: 'CWE-798', outOfScope: true,
    title: 'JWT signed or verified with a hard-coded key',
    description: 'The key that signs or verifies the tokens is written in the source: anyone who can read the code or its history can mint valid tokens for any user, and rotating the key needs a deployment.',
    suggestion: "Load the key from Rails credentials or the environment (ENV.fetch('JWT_SECRET') without a default, which fails when it is unset), and rotate the exposed key.",
    query: `(call receiver: [(constant) (scope_resolution)] method: (identifier) @method (#any-of? @method "decode" "encode") arguments: (argument_list . (_) . (_) @target)) @call`,
    where: (m) => hardcodedKey(m) !== undefined,
    detail: (m) => (hardcodedKey(m)?.fallback ? {
      severity: 'medium',
      description: 'The key falls back to a value written in the source when the configured one is missing: a deployment without it signs and accepts tokens anyone who can read the code can mint.',
    } : {}),
  },
];
