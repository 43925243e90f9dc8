/**
 * Small tree helpers shared by every language's rules. The runtime types children as `(Node | null)[]`; these
 * return plain `Node[]` so rules read naturally.
 */
import type { FixPlan, FixSafety, Node } from './rule';

export function childrenOf(node: Node): Node[] {
  return node.children.filter((child): child is Node => child !== null);
}

export function namedChildrenOf(node: Node): Node[] {
  return node.namedChildren.filter((child): child is Node => child !== null);
}

export function descendantsOf(node: Node, types: string | string[]): Node[] {
  return node.descendantsOfType(types).filter((child): child is Node => child !== null);
}

export function fieldChildren(node: Node, field: string): Node[] {
  return node.childrenForFieldName(field).filter((child): child is Node => child !== null);
}

/** The nearest ancestor (not the node itself) whose type is one of `types`, stopping at any of `stopAt`. */
export function enclosing(node: Node, types: readonly string[], stopAt: readonly string[] = []): Node | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (types.includes(current.type)) return current;
    if (stopAt.includes(current.type)) return undefined;
  }
  return undefined;
}

export function isInside(node: Node, types: readonly string[], stopAt: readonly string[] = []): boolean {
  return enclosing(node, types, stopAt) !== undefined;
}

/** True when `inner` lies within `outer` (same node included). */
export function contains(outer: Node, inner: Node): boolean {
  return outer.startIndex <= inner.startIndex && inner.endIndex <= outer.endIndex;
}

/** The whitespace that starts the line holding `offset`. */
export function indentationAt(code: string, offset: number): string {
  const lineStart = code.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(code.slice(lineStart))![0];
}

const BODY_FIELDS = ['body', 'consequence', 'alternative'];

/** Removes a whole statement line (with its line break) when the statement is alone on it. */
export function deleteStatementLine(code: string, statement: Node, description: string, safety: FixSafety): FixPlan | undefined {
  // The unbraced body of an if or a loop: deleting it would make the next statement the body.
  const parent = statement.parent;
  if (parent && BODY_FIELDS.some((field) => parent.childForFieldName(field)?.id === statement.id)) return undefined;
  if (parent?.type === 'else_clause') return undefined;
  const lineStart = code.lastIndexOf('\n', statement.startIndex - 1) + 1;
  const lineEnd = code.indexOf('\n', statement.endIndex);
  const before = code.slice(lineStart, statement.startIndex);
  const after = code.slice(statement.endIndex, lineEnd === -1 ? code.length : lineEnd);
  if (before.trim() !== '' || after.trim() !== '') return undefined;
  return { description, edits: [{ start: lineStart, end: lineEnd === -1 ? code.length : lineEnd + 1, text: '' }], safety };
}

/** The statement before `node` in its block, comments skipped. */
export function previousStatement(node: Node, commentTypes: readonly string[] = ['comment']): Node | undefined {
  let previous = node.previousNamedSibling;
  while (previous && commentTypes.includes(previous.type)) previous = previous.previousNamedSibling;
  return previous ?? undefined;
}

/** The name a statement calls when it is one call (`self.stream.close()`, `await conn.close();`, `closer()`). */
export function calledName(statement: Node): string | undefined {
  let node: Node | null = statement;
  while (node && (/statement$|^await/.test(node.type) || node.type === 'expression') && node.namedChildCount === 1) node = node.namedChild(0);
  if (!node || !/call|invocation/.test(node.type)) return undefined;
  const callee = node.childForFieldName('function') ?? node.childForFieldName('method') ?? node.childForFieldName('name');
  return callee ? /(\w+)\s*$/.exec(callee.text)?.[1] : undefined;
}
