/**
 * Where a C# method trusts the claims of a token it read without validating (`ReadJwtToken`): the claims become
 * the request's principal, decide an authorization check, or are returned by a method that authenticates. Reading
 * them alone (the expiry, the key id) is not reported.
 */
import type { Node } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { valueOf } from '../lower-statements';
import { FUNCTION_TYPES } from '../syntax';
import { argumentValues, literalText, memberName } from './context';
import { AUTHZ_CLAIM, AUTH_FUNCTION } from '../../../rules/jwt-claim-words';

/** Objects that make who the request runs as. */
const PRINCIPAL_TYPE = /^(ClaimsIdentity|ClaimsPrincipal|GenericIdentity|GenericPrincipal|AuthenticationTicket)$/;
/** Properties that hold who the request runs as. */
const PRINCIPAL_SLOT = /^(User|Principal|CurrentPrincipal)$/;
/** Calls that validate a token: where the method validates one, a read beside it only looks (a key id). */
const VALIDATING_CALL = /^(ValidateToken|ValidateTokenAsync|ValidateSignature)$/;
/** LINQ and conversions that keep reading the same claim. */
const PASS_THROUGH = /^(Value|Values|First|FirstOrDefault|Single|SingleOrDefault|Where|Select|ToString|ToList|ToArray)$/;

/** The claim a lambda picks: `c => c.Type == "role"` → role. */
const pickedClaim = (call: Node) => descendantsOf(call.childForFieldName('arguments') ?? call, 'string_literal').map((s) => literalText(s)).find((text) => text !== undefined);

/** The claim path an expression reads below the token read: `jwt.Claims.First(c => c.Type == "role").Value` → [Claims, role]. */
function claimPath(node: Node, read: Node, names: ReadonlyMap<string, string[]>): string[] | undefined {
  const path: string[] = [];
  let current = node;
  for (;;) {
    if (current.id === read.id) return path;
    if (current.type === 'identifier') {
      const held = names.get(current.text);
      return held ? [...held, ...path] : undefined;
    }
    if (current.type === 'parenthesized_expression' || current.type === 'cast_expression') {
      current = namedChildrenOf(current).at(-1)!;
    } else if (current.type === 'member_access_expression' || current.type === 'conditional_access_expression') {
      const name = memberName(current) ?? '';
      if (!PASS_THROUGH.test(name)) path.unshift(name);
      current = current.childForFieldName('expression') ?? namedChildrenOf(current)[0]!;
    } else if (current.type === 'element_access_expression') {
      path.unshift(descendantsOf(current.childForFieldName('subscript') ?? current, 'string_literal').map((s) => literalText(s) ?? '')[0] ?? '');
      current = current.childForFieldName('expression')!;
    } else if (current.type === 'invocation_expression' && current.childForFieldName('function')?.type === 'member_access_expression') {
      const fn = current.childForFieldName('function')!;
      const claim = pickedClaim(current);
      const name = memberName(fn) ?? '';
      if (claim !== undefined) path.unshift(claim);
      else if (!PASS_THROUGH.test(name)) path.unshift(name.replace(/^(Find|Get)(First)?(?=[A-Z])/, ''));
      current = fn.childForFieldName('expression')!;
    } else return undefined;
  }
}

function claimNames(read: Node, scope: Node): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (let round = 0; round < 3; round++) {
    for (const declarator of descendantsOf(scope, 'variable_declarator')) {
      const value = valueOf(declarator);
      const path = value ? claimPath(value, read, names) : undefined;
      const name = declarator.childForFieldName('name');
      if (path && name) names.set(name.text, path);
    }
  }
  return names;
}

const isAuthz = (path: readonly string[] | undefined) => !!path && path.length > 0 && AUTHZ_CLAIM.test(path[path.length - 1]!.split(/[/:.]/).pop()!);

/** The value holds claims, or is a principal or identity made from them. */
function carriesClaims(node: Node, pathOf: (n: Node) => string[] | undefined): boolean {
  if (pathOf(node)) return true;
  return node.type === 'object_creation_expression' && argumentValues(node.childForFieldName('arguments')).some((arg) => carriesClaims(arg, pathOf));
}

function trustingUse(scope: Node, pathOf: (n: Node) => string[] | undefined): { node: Node; how: string } | undefined {
  for (const creation of descendantsOf(scope, 'object_creation_expression')) {
    const type = memberName(creation.childForFieldName('type')) ?? creation.childForFieldName('type')?.text ?? '';
    if (PRINCIPAL_TYPE.test(type) && carriesClaims(creation, pathOf)) return { node: creation, how: `a ${type} is made from them` };
  }
  for (const assignment of descendantsOf(scope, 'assignment_expression')) {
    const left = assignment.childForFieldName('left');
    const right = assignment.childForFieldName('right')!;
    const slot = left?.type === 'element_access_expression' ? memberName(left.childForFieldName('expression')) : memberName(left);
    if ((PRINCIPAL_SLOT.test(slot ?? '') || (left?.type === 'element_access_expression' && slot === 'Items')) && carriesClaims(right, pathOf)) return { node: assignment, how: `${left!.text} is set from them` };
  }
  for (const comparison of descendantsOf(scope, 'binary_expression')) {
    if (!/^[!=]=$/.test(comparison.childForFieldName('operator')?.text ?? '')) continue;
    const [left, right] = [comparison.childForFieldName('left')!, comparison.childForFieldName('right')!];
    const other = isAuthz(pathOf(left)) ? right : isAuthz(pathOf(right)) ? left : undefined;
    if (other && other.type !== 'null_literal') return { node: comparison, how: `${comparison.text} decides access` };
  }
  for (const call of descendantsOf(scope, 'invocation_expression')) {
    const fn = call.childForFieldName('function');
    const name = memberName(fn);
    // jwt.Claims.Any(c => c.Type == "role" && c.Value == "admin"), roles.Contains("admin"), sub.Equals(id).
    if (/^(Any|All|Contains|Equals|IsInRole|HasClaim)$/.test(name ?? '') && fn?.type === 'member_access_expression') {
      const receiver = fn.childForFieldName('expression')!;
      const claim = name === 'Any' || name === 'All' ? pickedClaim(call) : undefined;
      const path = pathOf(receiver);
      if (isAuthz(claim !== undefined && path ? [...path, claim] : path) || argumentValues(call.childForFieldName('arguments')).some((arg) => isAuthz(pathOf(arg)))) return { node: call, how: `${call.text.length > 80 ? `${call.text.slice(0, 77)}…` : call.text} decides access` };
    }
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

/** How the method around a token read trusts the unvalidated claims, or undefined when it validates a token or only reads. */
export function trustedClaims(read: Node): { node: Node; how: string } | undefined {
  const scope = enclosing(read, ['method_declaration', 'local_function_statement', 'constructor_declaration']) ?? read.tree.rootNode;
  if (descendantsOf(scope, 'invocation_expression').some((call) => VALIDATING_CALL.test(memberName(call.childForFieldName('function')) ?? ''))) return undefined;
  const names = claimNames(read, scope);
  return trustingUse(scope, (node) => claimPath(node, read, names));
}
