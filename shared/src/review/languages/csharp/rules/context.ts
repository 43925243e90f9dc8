/** What several C# rules ask of the tree: loops, the enclosing method, `async`, console programs, literals. */
import type { Node } from '../../../core/rule';
import { enclosing, namedChildrenOf } from '../../../core/syntax';
import { FUNCTION_TYPES, LOOP_TYPES } from '../syntax';
import { stringLiteralValue } from '../lower-literals';

export const CS = ['csharp'] as const;

/** Inside a loop of the same function (a lambda or local function inside the loop is another function). */
export function isInLoop(node: Node): boolean {
  return enclosingLoop(node) !== undefined;
}

/** The innermost loop of the same function around a node. */
export function enclosingLoop(node: Node): Node | undefined {
  return enclosing(node, LOOP_TYPES, FUNCTION_TYPES);
}

/** The method, local function, accessor or lambda holding the node. */
export function enclosingFunction(node: Node): Node | undefined {
  return enclosing(node, FUNCTION_TYPES);
}

export function modifiers(node: Node): string[] {
  return namedChildrenOf(node).filter((c) => c.type === 'modifier').map((c) => c.text);
}

/** A method or lambda marked `async`. */
export function isAsync(fn: Node | undefined): boolean {
  return !!fn && modifiers(fn).includes('async');
}

/** The program's entry: a `Main` method, or top-level statements (Program.cs). */
export function isProgramEntry(node: Node): boolean {
  if (enclosing(node, ['global_statement'])) return true;
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'method_declaration' && /^Main$/.test(current.childForFieldName('name')?.text ?? '')) return true;
  }
  return false;
}

/** The constant text of a string literal node, if it is one. */
export function literalText(node: Node | null | undefined): string | undefined {
  return node ? stringLiteralValue(node) : undefined;
}

/** The arguments of an argument list, their values (names and `ref`/`out` aside). */
export function argumentValues(list: Node | null | undefined): Node[] {
  if (!list) return [];
  return namedChildrenOf(list).filter((c) => c.type === 'argument').map((argument) => namedChildrenOf(argument).at(-1)!).filter(Boolean);
}

/** The member a call or access names: `Query` of `db.Query<T>(…)`, `WriteLine` of `Console.WriteLine`. */
export function memberName(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'identifier') return node.text;
  if (node.type === 'generic_name') return namedChildrenOf(node)[0]?.text;
  const name = node.childForFieldName('name');
  return name ? memberName(name) : undefined;
}

/** The statement (direct child of a block) holding the node. */
export function statementOf(node: Node): Node | undefined {
  for (let current: Node | null = node; current; current = current.parent) {
    if (current.parent?.type === 'block' || current.parent?.type === 'global_statement') return current.parent.type === 'global_statement' ? current.parent : current;
  }
  return undefined;
}
