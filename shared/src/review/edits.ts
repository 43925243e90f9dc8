/** Applying offset edits to a text, mapping offsets through them, and telling tree-sitter what changed. */
import type { Edit, Point } from '@vscode/tree-sitter-wasm';
import { lineIndexAt } from './positions';
import type { OffsetEdit } from './rules/rule';

export function overlaps(a: OffsetEdit, b: OffsetEdit): boolean {
  // Two insertions at one point also conflict: their order would be arbitrary.
  return a.start < b.end && b.start < a.end || a.start === b.start;
}

export function sortedEdits(edits: readonly OffsetEdit[]): OffsetEdit[] {
  return [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Applies non-overlapping edits (any order) to `code`. */
export function applyEdits(code: string, edits: readonly OffsetEdit[]): string {
  let out = '';
  let cursor = 0;
  for (const edit of sortedEdits(edits)) {
    out += code.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return out + code.slice(cursor);
}

/** Where an offset of the original text lands in the edited text; offsets inside a replaced range land at its start. */
export function mapOffset(offset: number, edits: readonly OffsetEdit[]): number {
  let delta = 0;
  for (const edit of edits) {
    if (edit.end <= offset && edit.start < offset) delta += edit.text.length - (edit.end - edit.start);
    else if (edit.start < offset) return edit.start + delta;
  }
  return offset + delta;
}

function pointAt(lineStarts: readonly number[], offset: number): Point {
  const row = lineIndexAt(lineStarts, offset);
  return { row, column: offset - lineStarts[row]! };
}

function endPointOf(start: Point, text: string): Point {
  const lastBreak = text.lastIndexOf('\n');
  if (lastBreak === -1) return { row: start.row, column: start.column + text.length };
  return { row: start.row + text.split('\n').length - 1, column: text.length - lastBreak - 1 };
}

/**
 * tree-sitter edit descriptions, last edit first: each one is then expressed in positions of the original
 * text, which the edits after it (already applied) have not moved. Columns are UTF-16 units, as the runtime counts.
 */
export function treeEdits(lineStarts: readonly number[], edits: readonly OffsetEdit[]): Edit[] {
  return sortedEdits(edits)
    .reverse()
    .map((edit) => {
      const startPosition = pointAt(lineStarts, edit.start);
      return {
        startIndex: edit.start,
        oldEndIndex: edit.end,
        newEndIndex: edit.start + edit.text.length,
        startPosition,
        oldEndPosition: pointAt(lineStarts, edit.end),
        newEndPosition: endPointOf(startPosition, edit.text),
      };
    });
}
