/**
 * A golang-jwt parse whose failure is ignored: `token, _ := jwt.Parse(raw, keyFunc)` (or an error never read again)
 * with `token.Valid` never checked. golang-jwt hands back the parsed token, claims filled in, when the signature or
 * the expiry check fails, so claims trusted after such a parse are the sender's own (CWE-347).
 */
import type { FileContext, Node } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { trustedClaimsOf } from './jwt-claims';
import { packagePaths } from './context';
import { argumentsOf, functionOf } from './values';

/** The names an assignment's left side binds, in order (`token, _ :=` → token, _). */
function assignedNames(call: Node): Node[] | undefined {
  const list = call.parent;
  const statement = list?.parent;
  if (list?.type !== 'expression_list' || !statement || !['short_var_declaration', 'assignment_statement'].includes(statement.type)) return undefined;
  if (statement.childForFieldName('right')?.id !== list.id || namedChildrenOf(list).length !== 1) return undefined;
  return namedChildrenOf(statement.childForFieldName('left') ?? statement);
}

/**
 * Whether the error `name` is checked after `from`: tested in a condition (`if err != nil`, a switch on it) or handed
 * back (`return nil, err`). Logging it lets the request go on.
 */
function checkedAfter(scope: Node, name: string, from: Node): boolean {
  return descendantsOf(scope, 'identifier').some((id) => id.text === name && id.startIndex >= from.endIndex && decides(id, scope));
}

/** An identifier inside a condition of an `if` or `switch`, or a returned value, below `scope`. */
function decides(id: Node, scope: Node): boolean {
  for (let node = id, parent = id.parent; parent && node.id !== scope.id; node = parent, parent = parent.parent) {
    if (parent.type === 'return_statement') return true;
    if ((parent.type === 'if_statement' || parent.type === 'expression_switch_statement') && parent.childForFieldName(parent.type === 'if_statement' ? 'condition' : 'value')?.id === node.id) return true;
    if (parent.type === 'expression_case' && parent.childForFieldName('value')?.id === node.id) return true;
  }
  return false;
}

/** Whether `token.Valid` is read anywhere in the function: golang-jwt sets it only when every check passed. */
function checksValid(scope: Node, token: Node | undefined): boolean {
  if (!token || token.type !== 'identifier' || token.text === '_') return false;
  return descendantsOf(scope, 'selector_expression').some((s) => s.childForFieldName('field')?.text === 'Valid' && s.childForFieldName('operand')?.text === token.text);
}

/**
 * How a verifying parse (`Parse`, `ParseWithClaims` of golang-jwt, given the file's names for its package) is trusted
 * although its error is ignored, or undefined when the error or `token.Valid` is checked or no claim is trusted.
 */
export function trustedDespiteError(file: FileContext, call: Node, packages: ReadonlySet<string>): { node: Node; how: string } | undefined {
  const fn = call.childForFieldName('function');
  const method = fn?.type === 'selector_expression' ? fn.childForFieldName('field')!.text : '';
  const args = argumentsOf(call);
  // A keyfunc after the token (and the claims): not url.Parse or template.Parse; on the package or a parser, not on
  // another package (`time.Parse(layout, s)`).
  if (args.length < (method === 'ParseWithClaims' ? 3 : 2) || packages.size === 0) return undefined;
  const operand = fn!.childForFieldName('operand');
  if (operand?.type === 'identifier' && !packages.has(operand.text) && packagePaths(file).has(operand.text)) return undefined;
  const names = assignedNames(call);
  const scope = functionOf(call);
  if (!names || names.length !== 2 || !scope) return undefined;
  const error = names[1]!;
  if (error.type !== 'identifier' || (error.text !== '_' && checkedAfter(scope, error.text, call))) return undefined;
  if (checksValid(scope, names[0])) return undefined;
  return trustedClaimsOf(file, call, method === 'ParseWithClaims' ? args[1] : undefined);
}
