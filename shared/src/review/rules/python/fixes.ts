/** Edits several Python fixes share: removing a statement without emptying its block, indentation. */
import type { FileContext, FixPlan, Node } from '../rule';
import { namedChildrenOf } from '../syntax';

/** The statement holding `node` directly in a block (or the module). */
export function statementOf(node: Node): Node | undefined {
  let current: Node | null = node;
  while (current && current.parent && current.parent.type !== 'block' && current.parent.type !== 'module') current = current.parent;
  return current?.parent ? current : undefined;
}

/** Deletes a statement's line; a statement alone in its block becomes `pass` so the block stays valid. */
export function removeStatement(code: string, statement: Node, description: string): FixPlan | undefined {
  const lineStart = code.lastIndexOf('\n', statement.startIndex - 1) + 1;
  const lineEnd = code.indexOf('\n', statement.endIndex);
  const end = lineEnd === -1 ? code.length : lineEnd;
  if (code.slice(lineStart, statement.startIndex).trim() !== '' || code.slice(statement.endIndex, end).trim() !== '') return undefined;
  const block = statement.parent;
  const alone = block?.type === 'block' && namedChildrenOf(block).filter((n) => n.type !== 'comment').length === 1;
  if (alone) return { description, edits: [{ start: statement.startIndex, end: statement.endIndex, text: 'pass' }] };
  return { description, edits: [{ start: lineStart, end: lineEnd === -1 ? end : lineEnd + 1, text: '' }] };
}

/** One level of indentation as the file writes it (four spaces when nothing is indented yet). */
export function indentUnit(file: FileContext): string {
  // The first block opener (a line ending in a colon) and the line after it.
  const match = /(^|\n)([ \t]*)[^\n#]*:[ \t]*(#[^\n]*)?\n([ \t]+)\S/.exec(file.code);
  if (!match || !match[4]!.startsWith(match[2]!) || match[4]!.length === match[2]!.length) return '    ';
  return match[4]!.slice(match[2]!.length);
}

/** A string literal spanning lines: re-indenting the code around it would change its value. */
export function hasMultilineString(node: Node): boolean {
  return node.descendantsOfType('string').some((s) => !!s && s.startPosition.row !== s.endPosition.row);
}

/** Wraps an expression in parentheses unless it is already atomic (name, call, attribute, literal…). */
export function atomic(node: Node): string {
  const simple = ['identifier', 'attribute', 'call', 'subscript', 'string', 'integer', 'float', 'true', 'false', 'none', 'parenthesized_expression', 'list', 'dictionary', 'tuple', 'set'];
  return simple.includes(node.type) ? node.text : `(${node.text})`;
}
