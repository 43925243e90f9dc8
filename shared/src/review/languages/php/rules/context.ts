/** What several PHP rules ask of the tree: calls by name, their arguments, the function around a node. */
import type { Node } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { argumentValue } from '../expressions';
import { simpleName } from '../names';
import { FUNCTION_TYPES } from '../syntax';

export const PHP = ['php'] as const;

/** The name a call calls: `md5` of `md5($x)`, `query` of `$db->query()` and of `DB::query()`. */
export function calleeName(call: Node): string {
  const name = call.type === 'function_call_expression' ? call.childForFieldName('function') : call.childForFieldName('name');
  return name && (name.type === 'name' || name.type === 'qualified_name') ? simpleName(name.text) : '';
}

/** The values passed to a call, in order (named arguments included at their place). */
export function argumentsOf(call: Node): Node[] {
  const list = call.childForFieldName('arguments') ?? namedChildrenOf(call).find((c) => c.type === 'arguments');
  return list ? namedChildrenOf(list).filter((c) => c.type === 'argument').map((arg) => argumentValue(arg) ?? arg) : [];
}

/** The argument passed by name (`setcookie(…, secure: true)`), if any. */
export function namedArgument(call: Node, name: string): Node | undefined {
  const list = call.childForFieldName('arguments');
  const argument = list ? namedChildrenOf(list).find((a) => a.type === 'argument' && a.childForFieldName('name')?.text === name) : undefined;
  return argument ? argumentValue(argument) : undefined;
}

/** The function, method or closure around a node, else the file. */
export function functionAround(node: Node): Node | undefined {
  return enclosing(node, FUNCTION_TYPES);
}

/** The class around a node. */
export function classAround(node: Node): Node | undefined {
  return enclosing(node, ['class_declaration', 'trait_declaration', 'enum_declaration']);
}

/** The text of a string literal without its quotes (single-quoted, or double-quoted without values), else undefined. */
export function stringText(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'string') return node.text.replace(/^b/i, '').slice(1, -1);
  if (node.type === 'encapsed_string' && !namedChildrenOf(node).some((c) => c.type !== 'string_content' && c.type !== 'escape_sequence')) return node.text.slice(1, -1);
  return undefined;
}

/** The words every name in a subtree is written with: variables, properties, keys, constants, string keys. */
export function namesIn(node: Node): string[] {
  const names: string[] = [];
  const add = (text: string) => names.push(text.replace(/^\$/, ''));
  if (node.type === 'variable_name' || node.type === 'name') add(node.text);
  for (const child of descendantsOf(node, ['variable_name', 'name', 'string_content'])) {
    // Words of a string key or argument (`$request->get('pin')`); other text is prose.
    if (child.type === 'string_content' ? /^[A-Za-z_][\w-]{0,40}$/.test(child.text) : true) add(child.text);
  }
  return names;
}

/** Where a variable of the function around `at` gets its value: the right sides of its assignments there. */
export function assignedValues(variable: string, at: Node): Node[] {
  const scope = functionAround(at) ?? at.tree.rootNode;
  return descendantsOf(scope, 'assignment_expression')
    .filter((assignment) => assignment.childForFieldName('left')?.text === variable && functionAround(assignment)?.id === functionAround(at)?.id)
    .map((assignment) => assignment.childForFieldName('right'))
    .filter((right): right is Node => right !== null);
}
