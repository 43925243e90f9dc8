/**
 * `code-review-ignore [rule_id …]` in a comment on the flagged line or the line above silences that finding
 * (every rule when no id follows). Read from the text so it works in every language's comment syntax.
 */
const MARKER = /code-review-ignore\b([^\n]*)/;

function suppressedIds(lineText: string): Set<string> | 'all' | undefined {
  const match = MARKER.exec(lineText);
  if (!match) return undefined;
  const ids = (match[1] ?? '').split(/[\s,]+/).filter((word) => /^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/.test(word));
  return ids.length === 0 ? 'all' : new Set(ids);
}

export function isSuppressed(lines: readonly string[], line: number, ruleId: string): boolean {
  for (const index of [line - 1, line - 2]) {
    const text = lines[index];
    if (text === undefined) continue;
    const ids = suppressedIds(text);
    if (ids === 'all' || ids?.has(ruleId)) return true;
  }
  return false;
}
