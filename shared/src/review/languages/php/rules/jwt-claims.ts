/**
 * Where a PHP function trusts the claims of a token it read without verifying (lcobucci's `parse` without a
 * `validate`, or the payload segment base64-decoded by hand): the claims become the request's user or the logged-in
 * user, decide an authorization check, or are returned by a function that authenticates. Reading them alone (the
 * expiry, the key id) is not reported.
 */
import type { Node } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { FUNCTION_TYPES } from '../syntax';
import { argumentsOf, calleeName, functionAround, stringText } from './context';
import { AUTHZ_CLAIM, AUTH_FUNCTION } from '../../../rules/jwt-claim-words';

/** Calls that check a signature: where the function checks one, a decode beside it only reads. */
const VERIFYING_CALL = /^(verify|validate|assert|hash_hmac|hash_equals|openssl_verify|sodium_crypto_sign_verify_detached|decode)$/i;
/** The auth guard's methods that make someone the logged-in user. */
const LOGIN_CALL = /^(loginUsingId|onceUsingId|login|setUser)$/;
/** Request and session setters: what a middleware puts there is the user the handlers see. */
const STORE_CALL = /^(set|setAttribute|withAttribute|merge|put)$/;

/** The claim path an expression reads below the unverified claims: `$claims->roles` → [roles]. */
function claimPath(node: Node, source: Node, names: ReadonlyMap<string, string[]>): string[] | undefined {
  const path: string[] = [];
  let current = node;
  for (;;) {
    if (current.id === source.id) return path;
    if (current.type === 'variable_name') {
      const held = names.get(current.text);
      return held ? [...held, ...path] : undefined;
    }
    if (current.type === 'parenthesized_expression' || current.type === 'cast_expression') {
      current = namedChildrenOf(current).at(-1)!;
    } else if (current.type === 'member_access_expression' || current.type === 'nullsafe_member_access_expression') {
      path.unshift(current.childForFieldName('name')?.text ?? '');
      current = current.childForFieldName('object')!;
    } else if (current.type === 'subscript_expression') {
      const [object, index] = namedChildrenOf(current);
      path.unshift(index ? (stringText(index) ?? '') : '');
      current = object!;
    } else if (current.type === 'member_call_expression') {
      // $token->claims()->get('uid') reads uid.
      const key = stringText(argumentsOf(current)[0]);
      path.unshift(key ?? (current.childForFieldName('name')?.text ?? '').replace(/^get(?=[A-Z])/, ''));
      current = current.childForFieldName('object')!;
    } else return undefined;
  }
}

function claimNames(source: Node, scope: Node, seeds: ReadonlyMap<string, string[]>): Map<string, string[]> {
  const names = new Map(seeds);
  for (let round = 0; round < 3; round++) {
    for (const assignment of descendantsOf(scope, 'assignment_expression')) {
      const left = assignment.childForFieldName('left');
      const right = assignment.childForFieldName('right')!;
      // `$user = User::find($claims->sub)`: the user the claims name.
      const path = claimPath(right, source, names) ?? (CALL_TYPES.includes(right.type) && loadsFromIdentity(right, (n) => claimPath(n, source, names)) ? ['user'] : undefined);
      if (path && left?.type === 'variable_name') names.set(left.text, path);
    }
  }
  return names;
}

const isAuthz = (path: readonly string[] | undefined) => !!path && path.length > 0 && AUTHZ_CLAIM.test(path[path.length - 1]!.split(/[/:.]/).pop()!);

const CALL_TYPES = ['member_call_expression', 'scoped_call_expression', 'function_call_expression'];

/** Claims that say who the caller is. */
const IDENTITY_CLAIM = /^(sub|subject|id|uid|user_?id|user_?name|username|email|account_?id)$/i;

/** A lookup by an identity claim, `User::find($claims->sub)`, or a query chain ending in one. */
function loadsFromIdentity(call: Node, pathOf: (n: Node) => string[] | undefined): boolean {
  return descendantsOf(call, 'argument').some((argument) => {
    const path = pathOf(namedChildrenOf(argument).at(-1)!);
    return !!path && path.length > 0 && IDENTITY_CLAIM.test(path[path.length - 1]!);
  });
}

/** The value holds claims, or is an array or object made from them (`['id' => $claims->sub]`). */
function carriesClaims(node: Node, pathOf: (n: Node) => string[] | undefined): boolean {
  if (pathOf(node)) return true;
  if (CALL_TYPES.includes(node.type)) return loadsFromIdentity(node, pathOf);
  if (node.type === 'array_creation_expression') return descendantsOf(node, 'array_element_initializer').some((element) => namedChildrenOf(element).some((part) => pathOf(part) !== undefined));
  return node.type === 'object_creation_expression' && argumentsOf(node).some((arg) => carriesClaims(arg, pathOf));
}

function trustingUse(scope: Node, pathOf: (n: Node) => string[] | undefined): { node: Node; how: string } | undefined {
  for (const call of descendantsOf(scope, CALL_TYPES)) {
    const name = calleeName(call);
    const args = argumentsOf(call);
    const receiver = call.childForFieldName('object')?.text ?? '';
    const stores = LOGIN_CALL.test(name) || (STORE_CALL.test(name) && /request|attributes|session/i.test(receiver));
    if (stores && args.some((arg) => carriesClaims(arg, pathOf))) return { node: call, how: `${name}() is given them as the user` };
    if (name === 'in_array' && args.some((arg) => isAuthz(pathOf(arg)))) return { node: call, how: `${call.text} decides access` };
  }
  for (const assignment of descendantsOf(scope, 'assignment_expression')) {
    const left = assignment.childForFieldName('left');
    if (left?.type === 'subscript_expression' && namedChildrenOf(left)[0]?.text === '$_SESSION' && carriesClaims(assignment.childForFieldName('right')!, pathOf)) return { node: assignment, how: 'they are stored in the session' };
  }
  for (const comparison of descendantsOf(scope, 'binary_expression')) {
    if (!/^(===?|!==?|<>)$/.test(comparison.childForFieldName('operator')?.text ?? '')) continue;
    const [left, right] = [comparison.childForFieldName('left')!, comparison.childForFieldName('right')!];
    const other = isAuthz(pathOf(left)) ? right : isAuthz(pathOf(right)) ? left : undefined;
    if (other && !/^null$/i.test(other.text)) return { node: comparison, how: `${comparison.text} decides access` };
  }
  const name = scope.childForFieldName('name')?.text ?? '';
  if (AUTH_FUNCTION.test(name)) {
    for (const statement of descendantsOf(scope, 'return_statement')) {
      const value = namedChildrenOf(statement)[0];
      if (value && functionAround(statement)?.id === scope.id && carriesClaims(value, pathOf)) return { node: statement, how: `${name}() returns them as the caller's identity` };
    }
  }
  return undefined;
}

/**
 * How the function around an unverified read trusts the claims, or undefined when it checks a signature or only
 * reads. `seeds` names variables that hold the claims already (`[$header, $payload] = explode('.', $jwt)`).
 */
export function trustedClaims(source: Node, seeds: ReadonlyMap<string, string[]> = new Map()): { node: Node; how: string } | undefined {
  const scope = functionAround(source) ?? source.tree.rootNode;
  const verifies = descendantsOf(scope, CALL_TYPES).some((call) => call.id !== source.id && VERIFYING_CALL.test(calleeName(call)));
  if (verifies || !FUNCTION_TYPES.includes(scope.type) && scope.type !== 'program') return undefined;
  const names = claimNames(source, scope, seeds);
  return trustingUse(scope, (node) => claimPath(node, source, names));
}
