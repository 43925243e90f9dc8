/** Edits several Python fixes share: removing a statement without emptying its block, indentation. */
import type { FileContext, FixPlan, FixSafety, Node } from '../../../core/rule';
import { namedChildrenOf } from '../../../core/syntax';

/** The statement holding `node` directly in a block (or the module). */
export function statementOf(node: Node): Node | undefined {
  let current: Node | null = node;
  while (current && current.parent && current.parent.type !== 'block' && current.parent.type !== 'module') current = current.parent;
  return current?.parent ? current : undefined;
}

/**
 * Deletes a statement without breaking its block. Alone in its block (not counting comments and the statements
 * `alsoGoing` says another edit removes), it becomes `pass`; sharing a line through `;`, it goes with its separator;
 * otherwise its whole line goes, with a trailing comment that would no longer describe anything.
 */
export function removeStatement(code: string, statement: Node, description: string, safety: FixSafety, alsoGoing: (other: Node) => boolean = () => false): FixPlan | undefined {
  const block = statement.parent;
  if (!block) return undefined;
  const others = namedChildrenOf(block).filter((n) => n.type !== 'comment' && n.id !== statement.id && !alsoGoing(n));
  if (block.type === 'block' && others.length === 0) return { description, edits: [{ start: statement.startIndex, end: statement.endIndex, text: 'pass' }], safety };
  const lineStart = code.lastIndexOf('\n', statement.startIndex - 1) + 1;
  const lineEnd = code.indexOf('\n', statement.endIndex);
  const end = lineEnd === -1 ? code.length : lineEnd;
  const before = code.slice(lineStart, statement.startIndex);
  const after = code.slice(statement.endIndex, end).trim();
  if (before.trim() === '' && (after === '' || after.startsWith('#'))) return { description, edits: [{ start: lineStart, end: lineEnd === -1 ? end : lineEnd + 1, text: '' }], safety };
  // `a; b`: the `;` before (or after) the statement goes with it.
  const previous = statement.previousSibling;
  if (previous?.type === ';' && previous.previousSibling) return { description, edits: [{ start: previous.previousSibling.endIndex, end: statement.endIndex, text: '' }], safety };
  const next = statement.nextSibling;
  if (next?.type === ';' && next.nextSibling && next.nextSibling.startPosition.row === next.startPosition.row) return { description, edits: [{ start: statement.startIndex, end: next.nextSibling.startIndex, text: '' }], safety };
  return undefined;
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
