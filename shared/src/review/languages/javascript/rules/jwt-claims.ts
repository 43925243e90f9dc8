/**
 * Where a function trusts the claims of a token it decoded without verifying: the claims become the request's user,
 * decide an authorization check, or are returned by a function that authenticates. Decoding alone (reading `exp` to
 * schedule a refresh, the header's `kid` to pick a key, logging) trusts nothing and is not reported.
 */
import type { Node } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { FUNCTION_TYPES, enclosingFunction } from './context';
import { unwrap } from './cors-headers';
import { AUTHZ_CLAIM, AUTH_FUNCTION, IDENTITY_SLOT } from '../../../rules/jwt-claim-words';

const REQUEST_ROOT = /^(req|request|ctx|context|res|response|socket)$/;
/** A call that verifies a token: where the function verifies, a decode beside it only reads (a kid, a header). */
const VERIFYING_CALL = /verify/i;

const WRAPPERS = ['await_expression', 'parenthesized_expression', 'as_expression', 'non_null_expression', 'satisfies_expression', 'type_assertion'];

/** The outermost node that stands for the value of `node`: `await`, parentheses, type assertions, `… || {}`. */
function holderOf(node: Node): Node {
  let current = node;
  for (let parent = current.parent; parent; current = parent, parent = current.parent) {
    const defaulted = parent.type === 'binary_expression' && /^(\|\||\?\?)$/.test(parent.childForFieldName('operator')?.text ?? '') && parent.childForFieldName('left')?.id === current.id;
    if (!WRAPPERS.includes(parent.type) && !defaulted) break;
  }
  return current;
}

function inner(node: Node): Node {
  const value = unwrap(node);
  return value.type === 'await_expression' ? inner(namedChildrenOf(value)[0] ?? value) : value;
}

/** The claim a path ends in: `https://example.com/roles` → roles. */
const lastWord = (segment: string) => segment.split(/[/:.]/).pop() ?? segment;

/** What an expression reads of the unverified claims: the claim path below them, or undefined when it reads none. */
type ClaimPaths = (node: Node) => string[] | undefined;

/** The names bound to the decoded claims (and to values read from them) in `scope`, each with the claim path it holds. */
function claimNames(decode: Node, scope: Node): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const pathsOf: ClaimPaths = (node) => claimPath(node, decode, names);
  const bind = (value: Node, path: string[]) => {
    const holder = holderOf(value);
    const parent = holder.parent;
    if (parent?.type === 'variable_declarator' && parent.childForFieldName('value')?.id === holder.id) bindPattern(names, parent.childForFieldName('name'), path);
    if (parent?.type === 'assignment_expression' && parent.childForFieldName('right')?.id === holder.id) bindPattern(names, parent.childForFieldName('left'), path);
  };
  bind(decode, []);
  // `const user = claims.user`, then `const { role } = user`: two steps on from the decode.
  for (let round = 0; round < 2; round++) {
    for (const declarator of descendantsOf(scope, 'variable_declarator')) {
      const value = declarator.childForFieldName('value');
      const path = value ? pathsOf(value) : undefined;
      if (value && path) bind(value, path);
    }
  }
  return names;
}

function bindPattern(names: Map<string, string[]>, pattern: Node | null, path: string[]): void {
  if (!pattern) return;
  if (pattern.type === 'identifier') names.set(pattern.text, path);
  if (pattern.type !== 'object_pattern') return;
  for (const property of namedChildrenOf(pattern)) {
    if (property.type === 'shorthand_property_identifier_pattern') names.set(property.text, [...path, property.text]);
    if (property.type === 'object_assignment_pattern') {
      const name = property.childForFieldName('left');
      if (name) names.set(name.text, [...path, name.text]);
    }
    if (property.type === 'pair_pattern') {
      const key = property.childForFieldName('key');
      const value = property.childForFieldName('value');
      if (key && value?.type === 'identifier') names.set(value.text, [...path, key.text.replace(/^['"]|['"]$/g, '')]);
    }
  }
}

/** The claim path `node` reads below the decoded claims: `claims.user.role` → [user, role]; the decode itself → []. */
function claimPath(node: Node, decode: Node, names: ReadonlyMap<string, string[]>): string[] | undefined {
  const path: string[] = [];
  let current = inner(node);
  for (;;) {
    if (current.id === decode.id) return path;
    if (current.type === 'identifier') {
      const held = names.get(current.text);
      return held ? [...held, ...path] : undefined;
    }
    if (current.type === 'member_expression') {
      path.unshift(current.childForFieldName('property')?.text ?? '');
      current = inner(current.childForFieldName('object')!);
    } else if (current.type === 'subscript_expression') {
      const index = current.childForFieldName('index');
      path.unshift(index?.type === 'string' ? index.text.slice(1, -1) : '');
      current = inner(current.childForFieldName('object')!);
    } else return undefined;
  }
}

const isAuthzPath = (path: readonly string[] | undefined) => !!path && path.length > 0 && AUTHZ_CLAIM.test(lastWord(path[path.length - 1]!));

/** The value holds claims itself, or is an object or array literal with claims in it (`{ id: claims.sub }`). */
function carriesClaims(node: Node, pathsOf: ClaimPaths): boolean {
  const value = inner(node);
  if (pathsOf(value)) return true;
  // `decoded ? decoded : {}`, `claims || {}`.
  if (value.type === 'ternary_expression') return ['consequence', 'alternative'].some((field) => carriesClaims(value.childForFieldName(field)!, pathsOf));
  if (value.type === 'binary_expression' && /^(\|\||\?\?)$/.test(value.childForFieldName('operator')?.text ?? '')) return carriesClaims(value.childForFieldName('left')!, pathsOf);
  if (value.type === 'object') {
    return namedChildrenOf(value).some((property) => property.type === 'pair' ? carriesClaims(property.childForFieldName('value')!, pathsOf)
      : property.type === 'shorthand_property_identifier' || property.type === 'spread_element' ? carriesClaims(property.type === 'spread_element' ? namedChildrenOf(property)[0]! : property, pathsOf) : false);
  }
  return value.type === 'array' && namedChildrenOf(value).some((element) => carriesClaims(element, pathsOf));
}

/** The name a function is known by: its own, or the variable, property or field it is assigned to. */
function functionName(fn: Node): string {
  const own = fn.childForFieldName('name');
  if (own) return own.text;
  const parent = fn.parent;
  const named = parent?.type === 'variable_declarator' || parent?.type === 'public_field_definition' || parent?.type === 'field_definition' ? parent.childForFieldName('name')
    : parent?.type === 'pair' ? parent.childForFieldName('key')
      : parent?.type === 'assignment_expression' ? parent.childForFieldName('left') : null;
  return named?.text.split('.').pop() ?? '';
}

const isNullish = (node: Node) => ['null', 'undefined'].includes(inner(node).type) || inner(node).text === 'undefined';

/** The first place in `scope` that trusts the claims, with what it does, or undefined. */
function trustingUse(scope: Node, pathsOf: ClaimPaths): { node: Node; how: string } | undefined {
  for (const assignment of descendantsOf(scope, 'assignment_expression')) {
    const left = assignment.childForFieldName('left');
    if (left?.type !== 'member_expression' || !IDENTITY_SLOT.test(left.childForFieldName('property')?.text ?? '')) continue;
    let root = left;
    while (root.type === 'member_expression') root = root.childForFieldName('object')!;
    if (REQUEST_ROOT.test(root.text) && carriesClaims(assignment.childForFieldName('right')!, pathsOf)) return { node: assignment, how: `${left.text} is set from them` };
  }
  for (const comparison of descendantsOf(scope, 'binary_expression')) {
    if (!/^[!=]==?$/.test(comparison.childForFieldName('operator')?.text ?? '')) continue;
    const [left, right] = [comparison.childForFieldName('left')!, comparison.childForFieldName('right')!];
    const claim = isAuthzPath(pathsOf(left)) ? left : isAuthzPath(pathsOf(right)) ? right : undefined;
    // `if (!claims.sub)` style null checks decide nothing about who the caller is.
    if (claim && !isNullish(claim.id === left.id ? right : left)) return { node: comparison, how: `${comparison.text} decides access` };
  }
  for (const call of descendantsOf(scope, 'call_expression')) {
    const callee = call.childForFieldName('function');
    if (callee?.type !== 'member_expression' || !/^(includes|indexOf|some|every|has)$/.test(callee.childForFieldName('property')?.text ?? '')) continue;
    const claims = [callee.childForFieldName('object')!, ...namedChildrenOf(call.childForFieldName('arguments')!)];
    if (claims.some((node) => isAuthzPath(pathsOf(node)))) return { node: call, how: `${call.text} decides access` };
  }
  for (const branch of descendantsOf(scope, ['if_statement', 'ternary_expression'])) {
    let condition = inner(branch.childForFieldName('condition')!);
    if (condition.type === 'unary_expression' && condition.childForFieldName('operator')?.text === '!') condition = inner(condition.childForFieldName('argument')!);
    const path = pathsOf(condition);
    // `if (claims.isAdmin)` grants; `if (!claims.sub)` only finds the claim missing.
    if (path && /^(is_?)?(admin|staff|super_?user|owner|moderator)$/i.test(lastWord(path[path.length - 1] ?? ''))) return { node: branch, how: `the branch on ${condition.text} decides access` };
  }
  for (const fn of [scope, ...descendantsOf(scope, FUNCTION_TYPES)]) {
    if (!AUTH_FUNCTION.test(functionName(fn))) continue;
    const body = fn.childForFieldName('body');
    if (body && body.type !== 'statement_block' && carriesClaims(body, pathsOf)) return { node: body, how: `${functionName(fn)} returns them as the caller's identity` };
    for (const statement of body ? descendantsOf(body, 'return_statement') : []) {
      const value = namedChildrenOf(statement)[0];
      if (value && enclosingFunction(statement)?.id === fn.id && carriesClaims(value, pathsOf)) return { node: statement, how: `${functionName(fn)} returns them as the caller's identity` };
    }
  }
  return undefined;
}

/**
 * How the function around a decode call trusts the unverified claims, or undefined when it verifies the token
 * itself or only reads claims that decide nothing (expiry, the header).
 */
export function trustedClaims(decode: Node): { node: Node; how: string } | undefined {
  const scope = enclosingFunction(decode) ?? decode.tree.rootNode;
  const names = claimNames(decode, scope);
  const pathsOf: ClaimPaths = (node) => claimPath(node, decode, names);
  // Verified elsewhere in the function or not: a branch that takes an alg "none" token's claims skips the check.
  const unsigned = acceptsUnsigned(scope, pathsOf);
  if (unsigned) return unsigned;
  // A decode in the callback of jwt.verify(token, key, (err) => …) reads a token verified around it.
  let outer = scope;
  for (let fn = enclosingFunction(outer); fn; fn = enclosingFunction(fn)) outer = fn;
  const verifies = descendantsOf(outer, 'call_expression').some((call) => {
    const callee = call.childForFieldName('function');
    const name = callee?.type === 'member_expression' ? callee.childForFieldName('property')?.text : callee?.text;
    return VERIFYING_CALL.test(name ?? '');
  });
  if (verifies) return undefined;
  return trustingUse(scope, pathsOf);
}

/**
 * A branch taken when the token's header says alg "none" (`if (decoded.header.alg === 'none')`) that returns or keeps
 * its claims rather than refusing it: tokens without a signature are accepted.
 */
function acceptsUnsigned(scope: Node, pathsOf: ClaimPaths): { node: Node; how: string } | undefined {
  for (const branch of descendantsOf(scope, 'if_statement')) {
    const condition = inner(branch.childForFieldName('condition')!);
    if (condition.type !== 'binary_expression' || !/^===?$/.test(condition.childForFieldName('operator')?.text ?? '')) continue;
    const sides = [condition.childForFieldName('left')!, condition.childForFieldName('right')!];
    const alg = sides.find((side) => pathsOf(side)?.at(-1) === 'alg');
    const none = sides.find((side) => side.type === 'string' && /^none$/i.test(side.text.slice(1, -1)));
    const consequence = branch.childForFieldName('consequence');
    if (!alg || !none || !consequence || descendantsOf(consequence, 'throw_statement').length > 0) continue;
    const keeps = [...(consequence.type === 'return_statement' ? [consequence] : []), ...descendantsOf(consequence, 'return_statement')]
      .some((ret) => { const value = namedChildrenOf(ret)[0]; return !!value && carriesClaims(value, pathsOf); })
      || descendantsOf(consequence, 'assignment_expression').some((assignment) => carriesClaims(assignment.childForFieldName('right')!, pathsOf));
    if (keeps) return { node: branch, how: `the branch on ${condition.text} takes the claims of a token without a signature` };
  }
  return undefined;
}
