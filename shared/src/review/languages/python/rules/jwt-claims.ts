/**
 * Where Python code trusts what it read from a token without checking the signature (python-jose's
 * `get_unverified_claims`, the unverified header): the claims become the request's user, decide an authorization
 * check, or are returned by a function that authenticates — in the function that reads them, or in a caller of the
 * file that the function returns them to (`SessionTokenReader.read`). Reading them alone (the `kid` to pick a key,
 * the expiry) trusts nothing; nor does a function that verifies a token as well, where the read only picks the key.
 */
import type { FileContext, Node } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { enclosingFunction, positionalArguments } from './context';
import { importedName } from './imports';
import { constantText } from './strings';
import { AUTHZ_CLAIM, AUTH_FUNCTION, IDENTITY_SLOT } from '../../../rules/jwt-claim-words';

/** Where the identity is kept: the request (aiohttp's `request["user"]`, Starlette's `request.state.user`), Flask's `g`, the session. */
const REQUEST_ROOT = /^(request|req|g|ctx|context|scope|session|flask\.g|self\.request)$/;
/** Libraries whose `decode` verifies a token (PyJWT, python-jose, Authlib). */
const JWT_MODULES = /^(jwt|jose|jose\.jwt|jose\.jws|authlib\.jose|jwt\.api_jwt)$/;
/** How many callers deep claims returned by a function are followed. */
const MAX_CALLER_DEPTH = 2;

type PathOf = (node: Node) => string[] | undefined;

/** The claim a path ends in: `https://example.com/roles` → roles. */
const lastWord = (segment: string) => segment.split(/[/:.]/).pop() ?? segment;
const isAuthzPath = (path: readonly string[] | undefined) => !!path && path.length > 0 && AUTHZ_CLAIM.test(lastWord(path[path.length - 1]!));

/** The claim path `node` reads below the unverified claims: `claims["user"]["role"]`, `claims.get("role", "viewer")` → [role]. */
function claimPath(node: Node, source: Node, names: ReadonlyMap<string, string[]>): string[] | undefined {
  const path: string[] = [];
  let current = node;
  for (let guard = 0; guard < 16; guard++) {
    if (current.id === source.id) return path;
    switch (current.type) {
      case 'identifier': {
        const held = names.get(current.text);
        return held ? [...held, ...path] : undefined;
      }
      case 'parenthesized_expression':
      case 'await':
        current = namedChildrenOf(current)[0] ?? current;
        break;
      case 'attribute':
        path.unshift(current.childForFieldName('attribute')!.text);
        current = current.childForFieldName('object')!;
        break;
      case 'subscript': {
        const key = current.childForFieldName('subscript');
        path.unshift((key && constantText(key)) ?? '');
        current = current.childForFieldName('value')!;
        break;
      }
      case 'call': {
        // `claims.get("role", "viewer")` reads role; any other call makes something else of them.
        const fn = current.childForFieldName('function');
        const key = positionalArguments(current)[0];
        if (fn?.type !== 'attribute' || fn.childForFieldName('attribute')!.text !== 'get' || !key || constantText(key) === undefined) return undefined;
        path.unshift(constantText(key)!);
        current = fn.childForFieldName('object')!;
        break;
      }
      case 'boolean_operator':
        // `claims or {}`.
        current = current.childForFieldName('left')!;
        break;
      default:
        return undefined;
    }
  }
  return undefined;
}

/** The names bound in `scope` to the claims read at `source`, and to values read from them, each with its claim path. */
function claimNames(source: Node, scope: Node): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (let round = 0; round < 3; round++) {
    for (const assignment of descendantsOf(scope, 'assignment')) {
      const left = assignment.childForFieldName('left');
      const right = assignment.childForFieldName('right');
      const path = right ? claimPath(right, source, names) : undefined;
      if (path && left?.type === 'identifier') names.set(left.text, path);
    }
  }
  return names;
}

/** The value holds claims itself, or is built around them (`{"id": claims["sub"]}`, `User(id=claims["sub"])`). */
function carriesClaims(node: Node, pathOf: PathOf): boolean {
  if (pathOf(node)) return true;
  switch (node.type) {
    case 'parenthesized_expression': case 'await': case 'list_splat': case 'dictionary_splat':
      return namedChildrenOf(node).some((child) => carriesClaims(child, pathOf));
    case 'conditional_expression':
      return namedChildrenOf(node).slice(0, 1).concat(namedChildrenOf(node).slice(2)).some((child) => carriesClaims(child, pathOf));
    case 'boolean_operator':
      return carriesClaims(node.childForFieldName('left')!, pathOf) || carriesClaims(node.childForFieldName('right')!, pathOf);
    case 'dictionary':
      return namedChildrenOf(node).some((pair) => carriesClaims(pair.type === 'pair' ? pair.childForFieldName('value')! : pair, pathOf));
    case 'list': case 'tuple':
      return namedChildrenOf(node).some((element) => carriesClaims(element, pathOf));
    case 'call': {
      // A model built from them (`User(id=claims["sub"])`): a constructor by the class's capital.
      const fn = node.childForFieldName('function');
      const name = fn?.type === 'attribute' ? fn.childForFieldName('attribute')!.text : fn?.text ?? '';
      if (!/^[A-Z]/.test(name)) return false;
      return namedChildrenOf(node.childForFieldName('arguments')!).some((arg) => carriesClaims(arg.type === 'keyword_argument' ? arg.childForFieldName('value')! : arg, pathOf));
    }
    default:
      return false;
  }
}

/** The root a slot hangs off: `request` for `request.state.user` and `request["user_id"]`. */
function rootOf(node: Node): Node {
  let current = node;
  while (current.type === 'attribute' || current.type === 'subscript') current = current.childForFieldName(current.type === 'attribute' ? 'object' : 'value')!;
  return current;
}

const isNothing = (node: Node) => node.type === 'none' || constantText(node) === '';

/** The first place in `scope` that trusts the claims, with what it does, or undefined. */
function trustingUse(scope: Node, pathOf: PathOf): { node: Node; how: string } | undefined {
  for (const assignment of descendantsOf(scope, 'assignment')) {
    const left = assignment.childForFieldName('left');
    const right = assignment.childForFieldName('right');
    if (!left || !right || (left.type !== 'attribute' && left.type !== 'subscript')) continue;
    const key = left.type === 'attribute' ? left.childForFieldName('attribute')!.text : constantText(left.childForFieldName('subscript') ?? left);
    const owner = left.childForFieldName(left.type === 'attribute' ? 'object' : 'value')!;
    if (!key || !IDENTITY_SLOT.test(key) || !REQUEST_ROOT.test(rootOf(owner).text) && !REQUEST_ROOT.test(owner.text)) continue;
    if (carriesClaims(right, pathOf)) return { node: assignment, how: `${left.text} is set from them` };
  }
  for (const comparison of descendantsOf(scope, 'comparison_operator')) {
    const operands = namedChildrenOf(comparison);
    const claim = operands.find((operand) => isAuthzPath(pathOf(operand)));
    // `if not claims.get("role")`-style checks and `role is None` find the claim missing; they decide nothing.
    if (claim && operands.some((operand) => operand.id !== claim.id && !isNothing(operand))) return { node: comparison, how: `${comparison.text} decides access` };
  }
  for (const branch of descendantsOf(scope, ['if_statement', 'elif_clause', 'conditional_expression'])) {
    let condition = branch.type === 'conditional_expression' ? namedChildrenOf(branch)[1] : branch.childForFieldName('condition');
    if (condition?.type === 'not_operator') condition = condition.childForFieldName('argument') ?? condition;
    const path = condition ? pathOf(condition) : undefined;
    // `if claims["is_admin"]:` grants; `if not claims.get("sub")` only finds the claim missing.
    if (path && /^(is_?)?(admin|staff|super_?user|owner|moderator)$/i.test(lastWord(path[path.length - 1] ?? ''))) return { node: branch, how: `the branch on ${condition!.text} decides access` };
  }
  const name = scope.type === 'function_definition' ? scope.childForFieldName('name')?.text ?? '' : '';
  if (AUTH_FUNCTION.test(name)) {
    const returned = returnsClaims(scope, pathOf);
    if (returned) return { node: returned, how: `${name} returns them as the caller's identity` };
  }
  return undefined;
}

/** A return statement of the function itself (not of a function nested in it) that hands back the claims. */
function returnsClaims(fn: Node, pathOf: PathOf): Node | undefined {
  return descendantsOf(fn, 'return_statement').find((statement) => {
    const value = namedChildrenOf(statement)[0];
    return value !== undefined && enclosingFunction(statement)?.id === fn.id && carriesClaims(value, pathOf);
  });
}

/** A call in `scope` that verifies a token: `jwt.decode(token, key, …)` of a JWT library, or anything named `verify…`. */
function verifies(file: FileContext, scope: Node, except: Node): boolean {
  return descendantsOf(scope, 'call').some((call) => {
    if (call.id === except.id) return false;
    const fn = call.childForFieldName('function');
    const name = fn?.type === 'attribute' ? fn.childForFieldName('attribute')!.text : fn?.text ?? '';
    if (/^verify/i.test(name)) return true;
    if (!/^(decode|decode_complete)$/.test(name)) return false;
    // `jwt.decode(…)`, or `decode` imported from the library; not `body.decode("utf-8")`.
    const qualified = fn?.type === 'attribute' ? `${importedName(file, fn.childForFieldName('object')!.text) ?? fn.childForFieldName('object')!.text}.${name}` : importedName(file, name) ?? '';
    return JWT_MODULES.test(qualified.replace(/\.decode(_complete)?$/, ''));
  });
}

/** Calls in the file that a function of it can be (by name, and a count of arguments it accepts). */
function callersOf(file: FileContext, fn: Node): Node[] {
  const name = fn.childForFieldName('name')?.text;
  if (!name || !file.tree) return [];
  const parameters = namedChildrenOf(fn.childForFieldName('parameters')!);
  const isMethod = fn.parent?.parent?.type === 'class_definition' || fn.parent?.parent?.parent?.type === 'class_definition';
  const own = parameters.slice(isMethod ? 1 : 0);
  const open = own.some((p) => /splat/.test(p.type));
  const required = own.filter((p) => p.type === 'identifier' || p.type === 'typed_parameter').length;
  return descendantsOf(file.tree.rootNode, 'call').filter((call) => {
    const callee = call.childForFieldName('function');
    const called = callee?.type === 'attribute' ? callee.childForFieldName('attribute')!.text : callee?.type === 'identifier' ? callee.text : undefined;
    if (called !== name || fn.startIndex <= call.startIndex && call.endIndex <= fn.endIndex) return false;
    const given = namedChildrenOf(call.childForFieldName('arguments')!).length;
    return open || (given >= required && given <= own.length);
  });
}

/**
 * How the code around an unverified read trusts what it read, or undefined when it verifies a token as well or only
 * reads what decides nothing. Claims a function returns are followed into the file's callers of it.
 */
export function trustedClaims(file: FileContext, read: Node, depth = 0): { node: Node; how: string } | undefined {
  let outer: Node = read.tree.rootNode;
  for (let fn = enclosingFunction(read); fn; fn = enclosingFunction(fn)) outer = fn;
  if (verifies(file, outer, read)) return undefined;
  const scope = enclosingFunction(read) ?? read.tree.rootNode;
  const names = claimNames(read, scope);
  const pathOf: PathOf = (node) => claimPath(node, read, names);
  const use = trustingUse(scope, pathOf);
  if (use || depth >= MAX_CALLER_DEPTH || scope.type !== 'function_definition' || !returnsClaims(scope, pathOf)) return use;
  for (const call of callersOf(file, scope)) {
    const found = trustedClaims(file, call, depth + 1);
    if (found) return found;
  }
  return undefined;
}
