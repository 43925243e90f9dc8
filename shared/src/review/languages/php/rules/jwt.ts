/** JSON Web Tokens accepted without a verified signature (CWE-347), and signed or verified with a key written in the code (CWE-798). */
import { valueAt } from '../../../analysis/dataflow/engine';
import { positionAt } from '../../../core/positions';
import { memoized, type Detection, type FileContext, type Node, type Rule, type RuleMatch } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { simpleName } from '../names';
import { argumentsOf, assignedValues, calleeName, functionAround, PHP, stringText } from './context';
import { trustedClaims } from './jwt-claims';

/** The file's `use` declarations name a namespace below `prefix` (`use Lcobucci\JWT\Configuration;`). */
function usesNamespace(file: FileContext, prefix: string): boolean {
  const used = memoized(file, 'php.jwt-uses', () => (file.tree ? descendantsOf(file.tree.rootNode, 'namespace_use_clause') : []).map((clause) => clause.text.replace(/^\\/, '')));
  return used.some((name) => name.startsWith(prefix));
}

/** Tests sign tokens with made-up keys on purpose: a test method, or a class extending TestCase. */
function isInTestCode(node: Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'method_declaration' && /^test/.test(current.childForFieldName('name')?.text ?? '')) return true;
    if (current.type === 'class_declaration' && namedChildrenOf(current).some((c) => c.type === 'base_clause' && /TestCase\b/.test(c.text))) return true;
  }
  return false;
}

type Texts = Pick<Detection, 'title' | 'description'>;

/** `explode('.', $jwt)`: the token split into header, payload and signature. */
const isSplitToken = (node: Node | undefined) => node?.type === 'function_call_expression' && calleeName(node) === 'explode' && stringText(argumentsOf(node)[0]) === '.';

/** The names a function gives the split token: `$parts = explode('.', $jwt)`, and `[$header, $payload] = explode(…)`'s payload. */
function splitNames(scope: Node): { parts: Set<string>; payloads: Set<string> } {
  const parts = new Set<string>();
  const payloads = new Set<string>();
  for (const assignment of descendantsOf(scope, 'assignment_expression')) {
    if (!isSplitToken(assignment.childForFieldName('right') ?? undefined)) continue;
    const left = assignment.childForFieldName('left')!;
    if (left.type === 'variable_name') parts.add(left.text);
    // `[$h, $p, $s] = …` and `list($h, $p, $s) = …`: the second is the payload.
    const second = left.type === 'list_literal' || left.type === 'array_creation_expression' ? descendantsOf(left, 'variable_name')[1] : undefined;
    if (second) payloads.add(second.text);
  }
  return { parts, payloads };
}

/** `json_decode(base64_decode(…payload segment…))`: the token's claims read by hand, without its signature. */
function readsPayloadByHand(call: Node): boolean {
  const scope = functionAround(call) ?? call.tree.rootNode;
  const decoded = descendantsOf(call, 'function_call_expression').filter((c) => calleeName(c) === 'base64_decode');
  if (decoded.length === 0) return false;
  const { parts, payloads } = splitNames(scope);
  return decoded.some((c) => [c, ...descendantsOf(c, ['subscript_expression', 'variable_name'])].some((node) => {
    if (node.type === 'variable_name') return payloads.has(node.text);
    if (node.type !== 'subscript_expression') return false;
    const [object, index] = namedChildrenOf(node);
    return index?.text === '1' && (isSplitToken(object) || (object?.type === 'variable_name' && parts.has(object.text)));
  }));
}

function unverified(m: RuleMatch): Texts | undefined {
  const file = m.file;
  // Tests forge unsigned tokens on purpose, to check that the server refuses them.
  if (isInTestCode(m.target)) return undefined;
  const method = m.captures.method?.text ?? m.captures.fn?.text;
  if (method === 'decode') {
    if (simpleName(m.captures.class!.text) !== 'JWT') return undefined;
    const algorithms = argumentsOf(m.target)[2];
    if (algorithms?.type === 'boolean' && /^false$/i.test(algorithms.text)) {
      return { title: 'JWT decoded without verifying its signature', description: 'JWT::decode with verification turned off accepts any token: anyone can forge one with any claims, such as another user id or an admin role.' };
    }
    const names = algorithms ? (algorithms.type === 'array_creation_expression' ? descendantsOf(algorithms, 'array_element_initializer').map((e) => stringText(namedChildrenOf(e)[0])) : judgedValue(file, algorithms).constants) : [];
    if (!names.some((name) => typeof name === 'string' && /^none$/i.test(name))) return undefined;
    return { title: 'JWT verification accepts the "none" algorithm', description: 'The allowed algorithms include "none": a token with alg "none" and no signature passes, so anyone can forge one with any claims, such as another user id or an admin role.' };
  }
  const handRolled = method === 'json_decode' && readsPayloadByHand(m.target);
  const lcobucci = method === 'parse' && usesNamespace(file, 'Lcobucci\\JWT') && /parser\(\)$|^\$(this->)?parser$|^\(?new Parser\b/i.test(m.target.childForFieldName('object')?.text ?? '');
  const trusted = handRolled || lcobucci ? trustedClaims(m.target) : undefined;
  if (!trusted) return undefined;
  return {
    title: 'Unverified JWT claims trusted',
    description: `${handRolled ? 'The payload segment is base64-decoded by hand' : 'The parser only reads the token'}, without checking the signature, yet line ${positionAt(file.lineStarts, trusted.node.startIndex).line} trusts the claims (${trusted.how.length > 120 ? `${trusted.how.slice(0, 117)}…` : trusted.how}): anyone can forge a token with any claims, such as another user id or an admin role.`,
  };
}

/** Text that is a public key or certificate: written in the source on purpose, it signs nothing. */
const PUBLIC_KEY = /-----BEGIN (RSA |EC )?(PUBLIC KEY|CERTIFICATE)-----/;

interface WrittenKey {
  texts: string[];
  fallback: boolean;
  holder?: string;
}

const usable = (constants: readonly unknown[] | undefined) => (constants ?? []).filter((c): c is string => typeof c === 'string' && c !== '' && !PUBLIC_KEY.test(c));

/** The name a value is read from: `$key`, `$this->key`, `self::SECRET`, `JWT_KEY`. */
function nameOf(node: Node): string | undefined {
  if (node.type === 'variable_name') return node.text.slice(1);
  if (node.type === 'member_access_expression' || node.type === 'class_constant_access_expression') return namedChildrenOf(node).at(-1)?.text;
  return node.type === 'name' ? node.text : undefined;
}

function writtenKey(file: FileContext, node: Node, depth = 0): WrittenKey | undefined {
  // base64_decode('…') is the key's bytes written in the source too; no declaration of a credential's name holds it.
  const converted = node.type === 'function_call_expression' && calleeName(node) === 'base64_decode' ? argumentsOf(node)[0] : undefined;
  const value = converted ?? node;
  const holder = converted ? undefined : nameOf(value);
  const flow = valueAt(file, value);
  const known = usable(flow?.constants);
  // The default of a configuration lookup (`os.environ.get("KEY", "dev")`) is used only where the setting is missing.
  const defaulted = (flow?.constantSteps ?? []).some((step) => step.note.startsWith('the default of'));
  if (known.length > 0) return { texts: known, fallback: defaulted, ...(holder ? { holder } : {}) };
  const maybe = usable(flow?.maybe);
  // Known on some paths only: a fallback, unless it is a field's initial value that may be reassigned.
  const ownField = value.type === 'member_access_expression' && value.childForFieldName('object')?.text === '$this';
  if (maybe.length > 0) return { texts: maybe, fallback: !ownField, ...(holder ? { holder } : {}) };
  const text = stringText(value);
  if (text !== undefined) return usable([text]).length > 0 ? { texts: [text], fallback: false } : undefined;
  const assigned = value.type === 'variable_name' && depth < 3 ? assignedValues(value.text, value) : [];
  return assigned.length === 1 ? writtenKey(file, assigned[0]!, depth + 1) : undefined;
}

function hardcodedKey(m: RuleMatch): WrittenKey | undefined {
  const target = m.captures.target!;
  const call = m.captures.call!;
  const owner = simpleName(m.captures.class!.text);
  const method = m.captures.method?.text;
  const args = argumentsOf(call);
  const position = owner === 'JWT' && (method === 'encode' || method === 'decode') ? 1
    : owner === 'InMemory' && (method === 'plainText' || method === 'base64Encoded') ? 0
      // Firebase's new Key($material, 'HS256'); other libraries have Key classes too.
      : owner === 'Key' && !method && /^(HS|RS|ES|PS|EdDSA)/.test(stringText(args[1]) ?? '') ? 0 : -1;
  if (position < 0 || args[position]?.id !== target.id || isInTestCode(target)) return undefined;
  const key = writtenKey(m.file, target);
  // php.security.hardcoded-secret reports a literal declared under a credential's name when it looks like one.
  const reported = !!key && !key.fallback && !!key.holder && looksLikeSecretName(key.holder) && key.texts.every(looksLikeSecretValue);
  return key && !reported ? key : undefined;
}

export const rules: Rule[] = [
  {
    id: 'php.security.jwt-verification-disabled',
    specialist: 'security', severity: 'high', languages: PHP, cwe: 'CWE-347',
    title: 'JWT accepted without verifying its signature',
    description: 'A token whose signature is not checked (read without verification, or with the "none" algorithm allowed) can be forged by anyone with any claims, such as another user id or an admin role.',
    suggestion: 'Verify before trusting the claims: JWT::decode($jwt, new Key($key, \'HS256\')) with firebase/php-jwt, or $config->validator()->assert($token, new SignedWith($signer, $key)) with lcobucci/jwt; never read the payload with base64_decode.',
    query: `
      (scoped_call_expression scope: (_) @class name: (name) @method (#eq? @method "decode") arguments: (arguments)) @target
      (function_call_expression function: (name) @fn (#eq? @fn "json_decode")) @target
      (member_call_expression name: (name) @method (#eq? @method "parse")) @target`,
    where: (m) => unverified(m) !== undefined,
    detail: (m) => unverified(m) ?? {},
  },
  {
    id: 'php.security.jwt-hardcoded-key',
    specialist: 'security', severity: 'high', languages: PHP, cwe: 'CWE-798', outOfScope: true,
    title: 'JWT signed or verified with a hard-coded key',
    description: 'The key that signs or verifies the tokens is written in the source: anyone who can read the code or its history can mint valid tokens for any user, and rotating the key needs a deployment.',
    suggestion: "Load the key at start-up from a secret store or the environment (getenv('JWT_SECRET'), Laravel's config('jwt.secret') without a literal default), fail when it is missing, and rotate the exposed key.",
    query: `
      (scoped_call_expression scope: (_) @class name: (name) @method (#any-of? @method "encode" "decode" "plainText" "base64Encoded") arguments: (arguments (argument (_) @target))) @call
      (object_creation_expression [(name) (qualified_name)] @class (arguments (argument (_) @target))) @call`,
    where: (m) => hardcodedKey(m) !== undefined,
    detail: (m) => (hardcodedKey(m)?.fallback ? {
      severity: 'medium',
      description: 'The key falls back to a value written in the source when the configured one is missing: a deployment without it signs and accepts tokens anyone who can read the code can mint.',
    } : {}),
  },
];
