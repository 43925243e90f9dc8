/**
 * Where a Java method trusts the claims of a token it decoded without verifying (auth0's `JWT.decode`, Nimbus's
 * `SignedJWT.parse`): the claims become the authenticated principal or a request attribute, decide an authorization
 * check, or are returned by a method that authenticates. Reading them alone (the expiry, the key id) is not reported.
 */
import type { Node } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { FUNCTION_TYPES } from './context';
import { AUTHZ_CLAIM, AUTH_FUNCTION } from '../../../rules/jwt-claim-words';

/** Spring Security's authentication objects: a principal made from claims is who the request runs as. */
const AUTHENTICATION_TYPE = /AuthenticationToken$|Authentication$|Principal$/;
/** Calls that verify a token: where the method verifies, a decode beside it only reads (a key id). */
const VERIFYING_CALL = /^(verify|parseClaimsJws|parseSignedClaims|process)$/;

const stringArgument = (call: Node) => {
  const first = namedChildrenOf(call.childForFieldName('arguments') ?? call)[0];
  return first?.type === 'string_literal' ? first.text.slice(1, -1) : undefined;
};

/** The claim path an expression reads below the decoded token: `jwt.getClaim("role").asString()` → [role]. */
function claimPath(node: Node, decode: Node, names: ReadonlyMap<string, string[]>): string[] | undefined {
  const path: string[] = [];
  let current = node;
  for (;;) {
    if (current.id === decode.id) return path;
    if (current.type === 'identifier') {
      const held = names.get(current.text);
      return held ? [...held, ...path] : undefined;
    }
    if (current.type === 'parenthesized_expression' || current.type === 'cast_expression') {
      current = current.childForFieldName('value') ?? namedChildrenOf(current).at(-1)!;
    } else if (current.type === 'field_access') {
      path.unshift(current.childForFieldName('field')!.text);
      current = current.childForFieldName('object')!;
    } else if (current.type === 'method_invocation' && current.childForFieldName('object')) {
      const name = current.childForFieldName('name')!.text;
      // getClaim("role") reads role; asString() and toString() read the same claim.
      const segment = stringArgument(current) ?? (/^(as|to)[A-Z]/.test(name) ? undefined : name.replace(/^get(?=[A-Z])/, ''));
      if (segment !== undefined) path.unshift(segment);
      current = current.childForFieldName('object')!;
    } else return undefined;
  }
}

function claimNames(decode: Node, scope: Node): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (let round = 0; round < 3; round++) {
    for (const declarator of descendantsOf(scope, 'variable_declarator')) {
      const value = declarator.childForFieldName('value');
      const path = value ? claimPath(value, decode, names) : undefined;
      if (path) names.set(declarator.childForFieldName('name')!.text, path);
    }
    for (const assignment of descendantsOf(scope, 'assignment_expression')) {
      const left = assignment.childForFieldName('left');
      const path = claimPath(assignment.childForFieldName('right')!, decode, names);
      if (path && left?.type === 'identifier') names.set(left.text, path);
    }
  }
  return names;
}

const isAuthz = (path: readonly string[] | undefined) => !!path && path.length > 0 && AUTHZ_CLAIM.test(path[path.length - 1]!.split(/[/:.]/).pop()!);

/** The value holds claims, or is an object made from them (`new User(jwt.getSubject())`). */
function carriesClaims(node: Node, pathOf: (n: Node) => string[] | undefined): boolean {
  if (pathOf(node)) return true;
  return node.type === 'object_creation_expression' && namedChildrenOf(node.childForFieldName('arguments') ?? node).some((arg) => carriesClaims(arg, pathOf));
}

function trustingUse(scope: Node, pathOf: (n: Node) => string[] | undefined): { node: Node; how: string } | undefined {
  for (const creation of descendantsOf(scope, 'object_creation_expression')) {
    const type = creation.childForFieldName('type')?.text ?? '';
    if (AUTHENTICATION_TYPE.test(type) && carriesClaims(creation, pathOf)) return { node: creation, how: `a ${type} is made from them` };
  }
  for (const call of descendantsOf(scope, 'method_invocation')) {
    const name = call.childForFieldName('name')!.text;
    const args = namedChildrenOf(call.childForFieldName('arguments')!);
    if (name === 'setAttribute' && args.length === 2 && carriesClaims(args[1]!, pathOf)) return { node: call, how: `they are stored as the ${args[0]!.text} attribute` };
    const object = call.childForFieldName('object');
    if (/^(equals|equalsIgnoreCase|contains|containsKey)$/.test(name) && [object, ...args].some((n) => !!n && isAuthz(pathOf(n)))) return { node: call, how: `${call.text} decides access` };
  }
  for (const comparison of descendantsOf(scope, 'binary_expression')) {
    if (!/^[!=]=$/.test(comparison.childForFieldName('operator')?.text ?? '')) continue;
    const [left, right] = [comparison.childForFieldName('left')!, comparison.childForFieldName('right')!];
    const other = isAuthz(pathOf(left)) ? right : isAuthz(pathOf(right)) ? left : undefined;
    if (other && other.type !== 'null_literal') return { node: comparison, how: `${comparison.text} decides access` };
  }
  const name = scope.childForFieldName('name')?.text ?? '';
  if (AUTH_FUNCTION.test(name)) {
    for (const statement of descendantsOf(scope, 'return_statement')) {
      const value = namedChildrenOf(statement)[0];
      if (value && enclosing(statement, FUNCTION_TYPES)?.id === scope.id && carriesClaims(value, pathOf)) return { node: statement, how: `${name} returns them as the caller's identity` };
    }
  }
  return undefined;
}

/** How the method around a decode trusts the unverified claims, or undefined when it verifies a token or only reads. */
export function trustedClaims(decode: Node): { node: Node; how: string } | undefined {
  const scope = enclosing(decode, ['method_declaration', 'constructor_declaration']) ?? decode.tree.rootNode;
  if (descendantsOf(scope, 'method_invocation').some((call) => VERIFYING_CALL.test(call.childForFieldName('name')!.text))) return undefined;
  const names = claimNames(decode, scope);
  return trustingUse(scope, (node) => claimPath(node, decode, names));
}
