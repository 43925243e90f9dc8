/** Values as Go rules judge them: literals written in place, what the data flow knows, package-level declarations. */
import { valueAt } from '../../../analysis/dataflow/engine';
import type { Constant } from '../../../core/ir';
import { unescape } from '../../../analysis/dataflow/lowering';
import { positionAt } from '../../../core/positions';
import type { FileContext, FlowStep, Node } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { FUNCTION_TYPES, localPackageNames } from './context';

/** The line of a node, for descriptions. */
export function lineOf(file: FileContext, node: Node): number {
  return positionAt(file.lineStarts, node.startIndex).line;
}

/** `&x`, `*x` and `(x)` are judged by `x`: `&http.Cookie{…}` by the literal. */
export function operandOf(node: Node): Node {
  let current = node;
  for (;;) {
    const operator = current.type === 'unary_expression' ? current.childForFieldName('operator')?.text : undefined;
    const inner = current.type === 'parenthesized_expression' ? namedChildrenOf(current)[0]
      : operator === '&' || operator === '*' ? current.childForFieldName('operand') ?? undefined : undefined;
    if (!inner) return current;
    current = inner;
  }
}

export function argumentsOf(call: Node): Node[] {
  const list = call.childForFieldName('arguments');
  return list ? namedChildrenOf(list).filter((c) => c.type !== 'comment') : [];
}

/** A Go literal written in place (`true`, `-1`, `"x"`), or undefined. */
export function literalConstant(node: Node): Constant | undefined {
  if (node.type === 'true') return true;
  if (node.type === 'false') return false;
  if (node.type === 'int_literal') return Number(node.text.replace(/_/g, ''));
  if (node.type === 'unary_expression' && node.childForFieldName('operator')?.text === '-') {
    const operand = node.childForFieldName('operand');
    const n = operand ? literalConstant(operand) : undefined;
    return typeof n === 'number' ? -n : undefined;
  }
  if (node.type === 'raw_string_literal') return node.text.slice(1, -1);
  if (node.type === 'interpreted_string_literal') return unescape(node.text.slice(1, -1));
  return undefined;
}

/**
 * The constants a value may hold: what the data flow knows where it stands; else (package-level declarations are
 * not analysed as a body, so a `var client = &http.Client{…}` at package level has no flow) the literal itself,
 * or the literal a package-level constant or variable of that name is declared with.
 */
export function constantsOf(file: FileContext, node: Node): readonly Constant[] {
  const judged = judgedValue(file, node).constants;
  if (judged.length > 0) return judged;
  const written = literalConstant(operandOf(node));
  if (written !== undefined) return [written];
  // Only where the flow has nothing to say: a local of unknown value is not the package-level name it shadows.
  if (node.type !== 'identifier' || !file.tree || valueAt(file, node) !== undefined) return [];
  const declared = namedChildrenOf(file.tree.rootNode)
    .filter((n) => n.type === 'const_declaration' || n.type === 'var_declaration')
    .flatMap((n) => descendantsOf(n, ['const_spec', 'var_spec']))
    .filter((spec) => spec.childrenForFieldName('name').some((name) => name?.text === node.text));
  if (declared.length !== 1) return [];
  const names = declared[0]!.childrenForFieldName('name').filter((n): n is Node => n !== null);
  const values = namedChildrenOf(declared[0]!.childForFieldName('value') ?? declared[0]!);
  const value = values[names.findIndex((n) => n.text === node.text)];
  const constant = value ? literalConstant(value) : undefined;
  return constant === undefined ? [] : [constant];
}

/** Where a judged value came from, for a description and its flow (empty for a literal written in place). */
export function originOf(file: FileContext, node: Node): { origin: string; flow: FlowStep[] } {
  if (literalConstant(node) !== undefined) return { origin: '', flow: [] };
  const judged = judgedValue(file, node);
  if (judged.origin) return { origin: judged.origin, flow: judged.flow };
  const constants = constantsOf(file, node);
  return { origin: constants.length > 0 && node.type === 'identifier' ? ` (\`${node.text}\` is ${constants.map((c) => JSON.stringify(c)).join(' or ')})` : '', flow: [] };
}

/** The function (declaration, method or literal) a node is in. */
export function functionOf(node: Node): Node | undefined {
  return enclosing(node, FUNCTION_TYPES);
}

/** A call's callee is `pkg.name` for one of the names the file knows the package by. */
export function callsPackage(file: FileContext, call: Node, path: string, names?: readonly string[]): boolean {
  const fn = call.childForFieldName('function');
  if (fn?.type !== 'selector_expression') return false;
  const operand = fn.childForFieldName('operand');
  return operand?.type === 'identifier' && localPackageNames(file, path).has(operand.text) && (!names || names.includes(fn.childForFieldName('field')?.text ?? ''));
}
