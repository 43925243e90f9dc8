/** JSON Web Tokens accepted without a verified signature (CWE-347), and signed or verified with a key written in the code (CWE-798). */
import { memoized, type Detection, type FileContext, type Node, type Rule, type RuleMatch } from '../../../core/rule';
import { judgedValue } from '../../../rules/judged-value';
import { namedChildrenOf } from '../../../core/syntax';
import { positionAt } from '../../../core/positions';
import { constantText, importedModules } from './context';
import { unwrap } from './cors-headers';
import { trustedClaims } from './jwt-claims';
import { argumentsOf, JWT_MODULES, jwtKeys, libraryCallee, reportedAsSecret, writtenKey, type LibraryCallee } from './jwt-keys';

const JS = ['javascript', 'typescript'] as const;

const usesJwtLibrary = (file: FileContext) => memoized(file, 'javascript.jwt-library', () => JWT_MODULES.some((name) => importedModules(file).has(name)));

/** A Next.js client component: what it decodes only steers the page, the server decides access. */
const isClientComponent = (file: FileContext) => memoized(file, 'javascript.use-client', () => {
  const first = file.tree ? namedChildrenOf(file.tree.rootNode)[0] : undefined;
  return first?.type === 'expression_statement' && /^['"]use client['"]$/.test(first.text.replace(/;$/, ''));
});

/** The algorithm names a value may hold: an array literal's elements, a constant, a variable holding either. */
function algorithmNames(file: FileContext, node: Node, depth = 0): string[] {
  const value = unwrap(node);
  if (value.type === 'array') return namedChildrenOf(value).flatMap((element) => algorithmNames(file, element, depth));
  const constants = judgedValue(file, value).constants.filter((c): c is string => typeof c === 'string');
  if (constants.length > 0 || depth > 1 || value.type !== 'identifier') return constants;
  const declared = namedChildrenOf(value.tree.rootNode).flatMap((statement) => namedChildrenOf(statement))
    .find((declarator) => declarator.type === 'variable_declarator' && declarator.childForFieldName('name')?.text === value.text)?.childForFieldName('value');
  return declared ? algorithmNames(file, declared, depth + 1) : [];
}

/** The library call whose arguments hold `node` (an option, or an option nested in `verifyOptions`). */
function callHolding(file: FileContext, node: Node): LibraryCallee | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'arguments') {
      const call = current.parent!;
      return libraryCallee(file, call.childForFieldName(call.type === 'new_expression' ? 'constructor' : 'function')!);
    }
    if (!['object', 'pair', 'array'].includes(current.type)) return undefined;
  }
  return undefined;
}

/** Tests sign tokens with made-up keys, and forge unsigned ones, on purpose: code inside describe/it/test callbacks. */
function isInTestCallback(node: Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    const callee = current.type === 'call_expression' ? current.childForFieldName('function') : null;
    const name = callee?.type === 'member_expression' ? callee.childForFieldName('object')?.text : callee?.text;
    if (/^(describe|it|test|beforeEach|beforeAll|before|afterEach|afterAll)$/.test(name ?? '')) return true;
  }
  return false;
}

type Unverified = Pick<Detection, 'title' | 'description'>;

const NONE_ALLOWED: Unverified = {
  title: 'JWT verification accepts the "none" algorithm',
  description: 'The allowed algorithms include "none": a token with alg "none" and no signature passes verification, so anyone can forge one with any claims, such as another user id or an admin role.',
};
const UNSIGNED_ISSUED: Unverified = {
  title: 'JWT issued without a signature',
  description: 'The token is issued with alg "none": it carries no signature, and a server that accepts it accepts tokens anyone can forge with any claims.',
};

function unverifiedUse(m: RuleMatch): Unverified | undefined {
  const file = m.file;
  // Tests forge unsigned tokens on purpose, to check that the server refuses them.
  if (!usesJwtLibrary(file) || isInTestCallback(m.target)) return undefined;
  if (m.captures.key) {
    const option = constantText(m.captures.key) ?? m.captures.key.text;
    const library = callHolding(file, m.target);
    if (!library || !JWT_MODULES.includes(library.module) || !algorithmNames(file, m.captures.value!).some((name) => /^none$/i.test(name))) return undefined;
    if (option === 'algorithm') return library.module === 'jsonwebtoken' && library.path === 'sign' ? UNSIGNED_ISSUED : undefined;
    return library.module === 'jsonwebtoken' && library.path === 'sign' ? undefined : NONE_ALLOWED;
  }
  const library = libraryCallee(file, m.captures.callee!);
  if (!library) return undefined;
  const { module, path } = library;
  if (module === 'jose' && path === 'UnsecuredJWT' && m.target.type === 'new_expression') return UNSIGNED_ISSUED;
  if (module === 'jose' && path === 'UnsecuredJWT.decode') {
    return { title: 'Unsigned JWT accepted', description: 'UnsecuredJWT.decode accepts tokens with alg "none", which carry no signature: anyone can make one with any claims, such as another user id or an admin role.' };
  }
  if (module === 'jwt-simple' && path === 'decode' && unwrap(argumentsOf(m.target)[2] ?? m.target).type === 'true') {
    return { title: 'JWT decoded without verifying its signature', description: 'jwt-simple\'s decode with noVerify = true skips the signature check: anyone can forge a token with any claims, such as another user id or an admin role.' };
  }
  const decodes = (module === 'jsonwebtoken' && path === 'decode') || (module === 'jose' && path === 'decodeJwt');
  const trusted = decodes && !isClientComponent(file) ? trustedClaims(m.target) : undefined;
  if (!trusted) return undefined;
  const line = positionAt(file.lineStarts, trusted.node.startIndex).line;
  return {
    title: 'Unverified JWT claims trusted',
    description: `${m.captures.callee!.text} only reads the token, it does not check the signature, yet line ${line} trusts the claims (${trusted.how.length > 120 ? `${trusted.how.slice(0, 117)}…` : trusted.how}): anyone can forge a token with any claims, such as another user id or an admin role.`,
  };
}

export const rules: Rule[] = [
  {
    id: 'javascript.security.jwt-verification-disabled',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-347',
    title: 'JWT accepted without verifying its signature',
    description: 'A token whose signature is not checked (only decoded, or verified with the "none" algorithm allowed) can be forged by anyone with any claims, such as another user id or an admin role.',
    suggestion: 'Verify the token with the key and an explicit algorithm list before trusting its claims: jwt.verify(token, key, { algorithms: ["HS256"] }) or jose\'s jwtVerify(token, key, { algorithms: ["ES256"] }); keep jwt.decode/decodeJwt for reading the header (kid) or scheduling a refresh.',
    query: `
      (pair key: [(property_identifier) (string)] @key value: (_) @value (#match? @key "^['\\"]?algorithms?['\\"]?$")) @target
      (call_expression function: (_) @callee arguments: (arguments)) @target
      (new_expression constructor: (_) @callee) @target`,
    where: (m) => unverifiedUse(m) !== undefined,
    detail: (m) => unverifiedUse(m) ?? {},
  },
  {
    id: 'javascript.security.jwt-hardcoded-key',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-798', outOfScope: true,
    title: 'JWT signed or verified with a hard-coded key',
    description: 'The key that signs or verifies the tokens is written in the source: anyone who can read the code or its history can mint valid tokens for any user, and rotating the key needs a deployment.',
    suggestion: 'Load the key at start-up from a secret store or the environment (process.env.JWT_SECRET), fail when it is missing instead of falling back to a literal, and rotate the exposed key.',
    query: `
      (call_expression function: (_) @callee arguments: (arguments (_) @target))
      (new_expression constructor: (_) @callee arguments: (arguments (object (pair value: (_) @target))))
      (call_expression function: (_) @callee arguments: (arguments (object (pair value: (_) @target))))`,
    where: (m) => hardcodedKey(m) !== undefined,
    detail: (m) => {
      const key = hardcodedKey(m);
      if (!key?.fallback) return {};
      return {
        severity: 'medium',
        description: `The key falls back to a value written in the source${key.holder ? ` (\`${key.holder}\`)` : ''} when the configured one is missing: a deployment without it signs and accepts tokens anyone who can read the code can mint.`,
      };
    },
  },
];

/** The key the match's argument or option passes to a JWT library, when it is written in the source and not reported as a credential already. */
function hardcodedKey(m: RuleMatch) {
  if (!usesJwtLibrary(m.file) || isInTestCallback(m.target)) return undefined;
  const owner = m.target.parent?.type === 'pair' ? m.target.parent.parent!.parent!.parent! : m.target.parent!.parent!;
  if (!jwtKeys(m.file, owner).some((key) => key.id === m.target.id)) return undefined;
  const option = m.target.parent?.type === 'pair' ? m.target.parent.childForFieldName('key') : undefined;
  const key = writtenKey(m.file, m.target, option ? (constantText(option) ?? option.text) : undefined);
  return key && !reportedAsSecret(key) ? key : undefined;
}
