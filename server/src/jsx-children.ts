/**
 * Whether a line starts among the children of a JSX element, read from the parse tree: there a `//` line is text the
 * page renders, so a comment has to be an expression container. Inside a tag (between attributes), inside `{…}` and
 * anywhere outside JSX, an ordinary line comment is a comment.
 */
import type { Language } from '../../shared/src/contract';
import { grammarFor } from '../../shared/src/review/languages/registry';
import { parseText, parserFor } from '../../shared/src/review/core/parser';

type Point = { row: number; column: number };

const before = (a: Point, b: Point) => a.row < b.row || (a.row === b.row && a.column < b.column);

/** `line` is 0-based; the point looked at is its first non-blank character, where the comment line goes before. */
export async function startsAmongJsxChildren(code: string, language: Language | undefined, filename: string | undefined, line: number): Promise<boolean> {
  const grammar = grammarFor(language, filename);
  // Plain TypeScript has no JSX; JavaScript's grammar reads it.
  if (!grammar || (grammar.name !== 'tsx' && grammar.name !== 'javascript')) return false;
  const text = code.split('\n')[line];
  if (text === undefined) return false;
  const point: Point = { row: line, column: text.length - text.trimStart().length };
  const tree = parseText(await parserFor(grammar), code);
  if (!tree) return false;
  try {
    let node = tree.rootNode.descendantForPosition(point);
    // A node starting at the point comes after the inserted line, and text is part of the children: the container
    // that holds the point is further up.
    while (node?.parent && (!before(node.startPosition, point) || node.type === 'jsx_text')) node = node.parent;
    return node?.type === 'jsx_element';
  } finally {
    tree.delete();
  }
}
