/**
 * Where a Go function trusts the claims of a token it parsed without verifying (`ParseUnverified`): the claims go
 * into the request's context, decide an authorization check, or are returned by a function that authenticates.
 * Reading them alone (the expiry, the issuer to pick a key) trusts nothing and is not reported.
 */
import type { FileContext, Node } from '../../../core/rule';
import { contains, descendantsOf, fieldChildren, namedChildrenOf } from '../../../core/syntax';
import { argumentsOf, callsPackage, constantsOf, functionOf } from './values';
import { AUTHZ_CLAIM, AUTH_FUNCTION } from '../../../rules/jwt-claim-words';

/** A call that verifies a token: where the function verifies, an unverified parse beside it only picks a key. */
const VERIFYING_CALL = /^(Parse|ParseWithClaims|ParseString|Verify\w*)$/;

const claimWord = (segment: string) => (segment.split(/[/:.]/).pop() ?? segment).replace(/^Get(?=[A-Z])/, '');

/** The claim path an expression reads below the unverified token or claims, or undefined when it reads neither. */
function claimPath(node: Node, source: Node, names: ReadonlyMap<string, string[]>, prefix: readonly string[] = []): string[] | undefined {
  const path: string[] = [];
  let current = node;
  for (;;) {
    if (current.id === source.id) return [...prefix, ...path];
    switch (current.type) {
      case 'identifier': {
        const held = names.get(current.text);
        return held ? [...held, ...path] : undefined;
      }
      case 'parenthesized_expression':
        current = namedChildrenOf(current)[0] ?? current;
        break;
      case 'unary_expression':
      case 'type_assertion_expression':
        current = current.childForFieldName('operand')!;
        break;
      case 'selector_expression':
        path.unshift(current.childForFieldName('field')!.text);
        current = current.childForFieldName('operand')!;
        break;
      case 'index_expression': {
        const index = current.childForFieldName('index');
        path.unshift(index?.type === 'interpreted_string_literal' ? index.text.slice(1, -1) : '');
        current = current.childForFieldName('operand')!;
        break;
      }
      case 'call_expression': {
        // A method of the claims (`claims.GetSubject()`), not a call that takes them.
        const fn = current.childForFieldName('function');
        if (fn?.type !== 'selector_expression') return undefined;
        // jwx's tok.Get("role") reads role.
        const key = argumentsOf(current)[0];
        if (key?.type === 'interpreted_string_literal' && /^Get/.test(fn.childForFieldName('field')!.text)) {
          path.unshift(key.text.slice(1, -1));
          current = fn.childForFieldName('operand')!;
        } else current = fn;
        break;
      }
      default:
        return undefined;
    }
  }
}

/**
 * Where the unverified claims come from in a scope: the parse itself (and the claims it fills in), or a call of a
 * function of the file that returns them (`claims, err := claimsFromToken(raw)`), whose `result` holds them.
 */
interface ClaimSource {
  call: Node;
  filled?: Node | undefined;
  result: number;
  prefix: readonly string[];
}

/** The names bound to the unverified token, its claims, and values read from them in `scope`. */
function claimNames(source: ClaimSource, scope: Node): Map<string, string[]> {
  const names = new Map<string, string[]>();
  // The claims the parse fills in: ParseUnverified(tokenString, &claims).
  const filled = source.filled;
  const filledName = filled ? (filled.type === 'unary_expression' ? filled.childForFieldName('operand') : filled) : undefined;
  if (filledName?.type === 'identifier') names.set(filledName.text, [...source.prefix]);
  for (let round = 0; round < 3; round++) {
    for (const statement of descendantsOf(scope, ['short_var_declaration', 'assignment_statement', 'var_spec'])) {
      const lefts = statement.type === 'var_spec' ? fieldChildren(statement, 'name') : namedChildrenOf(statement.childForFieldName('left') ?? statement);
      const value = namedChildrenOf(statement.childForFieldName(statement.type === 'var_spec' ? 'value' : 'right') ?? statement)[0];
      const path = value ? claimPath(value, source.call, names, source.prefix) : undefined;
      // `token, _, err := p.ParseUnverified(…)` and `sub, ok := claims["sub"].(string)`: the first name holds the
      // value; of a helper's results, the one that returns the claims.
      const left = lefts[value?.id === source.call.id ? source.result : 0];
      if (path && left?.type === 'identifier' && left.text !== '_') names.set(left.text, path);
    }
  }
  return names;
}

/** The value is the claims, or a composite literal holding them (`&User{ID: claims.Subject}`). */
function carriesClaims(node: Node, pathOf: (n: Node) => string[] | undefined): boolean {
  if (pathOf(node)) return true;
  const value = node.type === 'unary_expression' ? node.childForFieldName('operand')! : node;
  return value.type === 'composite_literal' && descendantsOf(value, ['identifier', 'selector_expression', 'index_expression', 'call_expression']).some((part) => pathOf(part) !== undefined);
}

const isAuthz = (path: readonly string[] | undefined) => !!path && path.length > 0 && AUTHZ_CLAIM.test(claimWord(path[path.length - 1]!));

function trustingUse(file: FileContext, scope: Node, pathOf: (n: Node) => string[] | undefined): { node: Node; how: string } | undefined {
  for (const call of descendantsOf(scope, 'call_expression')) {
    const fn = call.childForFieldName('function');
    const args = argumentsOf(call);
    if (callsPackage(file, call, 'context', ['WithValue']) && args[2] && carriesClaims(args[2], pathOf)) return { node: call, how: 'they are stored in the request context' };
    // gin's c.Set("user", claims), fiber's c.Locals("user", claims).
    const method = fn?.type === 'selector_expression' ? fn.childForFieldName('field')!.text : '';
    if (/^(Set|Locals)$/.test(method) && args.length === 2 && carriesClaims(args[1]!, pathOf)) {
      const key = args[0]!.type === 'interpreted_string_literal' ? [args[0]!.text.slice(1, -1)] : constantsOf(file, args[0]!);
      if (key.length === 1 && typeof key[0] === 'string') return { node: call, how: `they are stored as ${JSON.stringify(key[0])}` };
    }
  }
  for (const comparison of descendantsOf(scope, 'binary_expression')) {
    if (!/^[!=]=$/.test(comparison.childForFieldName('operator')?.text ?? '')) continue;
    const [left, right] = [comparison.childForFieldName('left')!, comparison.childForFieldName('right')!];
    const other = isAuthz(pathOf(left)) ? right : isAuthz(pathOf(right)) ? left : undefined;
    // `claims.Subject == ""` only finds the claim missing.
    if (other && other.type !== 'nil' && other.text !== '""') return { node: comparison, how: `${comparison.text} decides access` };
  }
  const fn = scope.type === 'source_file' ? undefined : scope;
  const name = fn?.childForFieldName('name')?.text ?? '';
  if (fn && AUTH_FUNCTION.test(name)) {
    for (const statement of descendantsOf(fn, 'return_statement')) {
      const values = namedChildrenOf(namedChildrenOf(statement)[0] ?? statement);
      if (functionOf(statement)?.id === fn.id && values.some((value) => carriesClaims(value, pathOf))) return { node: statement, how: `${name} returns them as the caller's identity` };
    }
  }
  return undefined;
}

/**
 * How the function around an unverified parse trusts the token's claims, or undefined when it also verifies a
 * token or only reads claims that decide nothing.
 */
export function trustedClaims(file: FileContext, parse: Node): { node: Node; how: string } | undefined {
  return trustedClaimsOf(file, parse, argumentsOf(parse)[1]);
}

/** The same for any call whose first result is the token, and `filled` the claims it fills in (if any). */
export function trustedClaimsOf(file: FileContext, call: Node, filled: Node | undefined): { node: Node; how: string } | undefined {
  return trustedFrom(file, { call, filled, result: 0, prefix: [] }, 2);
}

/** How the scope around a source of unverified claims trusts them, there or in the callers of a helper returning them (`depth` helpers up). */
function trustedFrom(file: FileContext, source: ClaimSource, depth: number): { node: Node; how: string } | undefined {
  const scope = functionOf(source.call) ?? source.call.tree.rootNode;
  let outer = scope;
  for (let fn = functionOf(outer); fn; fn = functionOf(fn)) outer = fn;
  const verifies = descendantsOf(outer, 'call_expression').some((call) => {
    if (call.id === source.call.id) return false;
    const fn = call.childForFieldName('function');
    return VERIFYING_CALL.test(fn?.type === 'selector_expression' ? fn.childForFieldName('field')!.text : fn?.text ?? '');
  });
  if (verifies) return undefined;
  const names = claimNames(source, scope);
  const pathOf = (node: Node) => claimPath(node, source.call, names, source.prefix);
  const trusted = trustingUse(file, scope, pathOf);
  if (trusted || depth === 0) return trusted;
  for (const caller of callersOf(scope, pathOf)) {
    const found = trustedFrom(file, caller, depth - 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * A function or method of the file that hands the unverified claims back (`return claims, nil`): the calls of it
 * elsewhere in the file, each as a source of the claims in its own scope.
 */
function callersOf(helper: Node, pathOf: (n: Node) => string[] | undefined): ClaimSource[] {
  if (helper.type !== 'function_declaration' && helper.type !== 'method_declaration') return [];
  const name = helper.childForFieldName('name')?.text;
  if (!name) return [];
  let returned: { result: number; prefix: readonly string[] } | undefined;
  for (const statement of descendantsOf(helper, 'return_statement')) {
    if (functionOf(statement)?.id !== helper.id) continue;
    const list = namedChildrenOf(statement)[0];
    const values = list?.type === 'expression_list' ? namedChildrenOf(list) : list ? [list] : [];
    const at = values.findIndex((value) => carriesClaims(value, pathOf));
    if (at >= 0) returned ??= { result: at, prefix: pathOf(values[at]!) ?? [] };
  }
  if (!returned) return [];
  const method = helper.type === 'method_declaration';
  return descendantsOf(helper.tree.rootNode, 'call_expression').flatMap((call): ClaimSource[] => {
    const fn = call.childForFieldName('function');
    const called = method ? (fn?.type === 'selector_expression' ? fn.childForFieldName('field')?.text : undefined) : fn?.type === 'identifier' ? fn.text : undefined;
    return called === name && !contains(helper, call) ? [{ call, result: returned.result, prefix: returned.prefix }] : [];
  });
}
