/** Applying offset edits to a text, mapping offsets through them, and telling tree-sitter what changed. */
import type { Edit, Point } from '@vscode/tree-sitter-wasm';
import { lineIndexAt } from './positions';
import type { OffsetEdit } from './rule';

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

/** Maps offsets of the original text into the text after `edits` (sorted, non-overlapping); O(log n) a lookup. */
export class OffsetMap {
  private readonly starts: number[];
  /** deltaBefore[i]: total length change of edits[0..i). */
  private readonly deltaBefore: number[];

  constructor(private readonly edits: readonly OffsetEdit[]) {
    this.starts = edits.map((edit) => edit.start);
    this.deltaBefore = [0];
    for (const edit of edits) this.deltaBefore.push(this.deltaBefore[this.deltaBefore.length - 1]! + edit.text.length - (edit.end - edit.start));
  }

  /** Offsets inside a replaced range land at its start; an insertion at the offset itself stays after it. */
  map(offset: number): number {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.starts[mid]! < offset) low = mid + 1;
      else high = mid;
    }
    // edits[0..low) start before the offset.
    if (low === 0) return offset;
    const last = this.edits[low - 1]!;
    if (last.end <= offset) return offset + this.deltaBefore[low]!;
    return last.start + this.deltaBefore[low - 1]!;
  }

  /** Where the edit that replaced text around a range (`start`–`end` of the original) put its text, if one did. */
  replacementAround(start: number, end: number): { start: number; end: number } | undefined {
    const edit = this.edits.find((e) => e.start <= start && end <= e.end && e.start < e.end);
    if (!edit) return undefined;
    const from = this.map(edit.start);
    return { start: from, end: from + edit.text.length };
  }
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
