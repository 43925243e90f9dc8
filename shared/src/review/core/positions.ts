/** Offsets ↔ 1-based lines and columns (UTF-16 code units, as tree-sitter's JS runtime and LSP count them). */

export function lineStartsOf(code: string): number[] {
  const starts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** 0-based line index of an offset. */
export function lineIndexAt(lineStarts: readonly number[], offset: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

export interface LineColumn {
  line: number;
  column: number;
}

export function positionAt(lineStarts: readonly number[], offset: number): LineColumn {
  const index = lineIndexAt(lineStarts, offset);
  return { line: index + 1, column: offset - lineStarts[index]! + 1 };
}

export function offsetAt(lineStarts: readonly number[], line: number, column: number): number {
  return lineStarts[line - 1]! + column - 1;
}

/** spec 2.2 line_count: lines of text, a final newline does not start another line. */
export function countLines(code: string): number {
  if (code.length === 0) return 0;
  const newlines = lineStartsOf(code).length - 1;
  return code.endsWith('\n') ? newlines : newlines + 1;
}
