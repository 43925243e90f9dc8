/**
 * Reads annotated rule fixtures (Semgrep style): a comment containing `ruleid: <id>` sits above a line that must
 * be flagged by that rule, `ok: <id>` above a similar line that must not. `context: <text>` in a comment near the
 * top supplies business_context. The fixture's extension gives its language; `.txt` reviews as unknown.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../shared/src/contract';
import { languageOfFile } from '../../shared/src/review/languages/registry';

export const FIXTURE_DIR = path.join(__dirname, 'fixtures');

/** A fixture's language is its extension's (the registry's table); `.txt` reviews as unknown. */
function languageOfFixture(filename: string): Language | undefined {
  if (path.extname(filename) === '.txt') return undefined;
  const language = languageOfFile(filename);
  if (!language) throw new Error(`${filename}: no language for ${path.extname(filename)}`);
  return language;
}

export interface Fixture {
  file: string;
  filename: string;
  code: string;
  language: Language | undefined;
  businessContext: string | undefined;
  /** rule id → lines (1-based) that must be flagged. */
  expected: Map<string, Set<number>>;
  /** `rule id:line` → the severity written with `@severity` when it is not the rule's own (a value of unknown origin). */
  severities: Map<string, string>;
  /** rule id → lines (1-based) that must not be flagged. */
  ok: Map<string, Set<number>>;
}

const ANNOTATION = /\b(ruleid|ok):\s*([a-z0-9_.-]+(?:@[a-z]+)?(?:\s*,\s*[a-z0-9_.-]+(?:@[a-z]+)?)*)/;
const CONTEXT = /\bcontext:\s*(.+?)\s*(?:\*\/|-->)?\s*$/;

/** The line an annotation points at: the next line that is not itself an annotation. */
function targetLine(lines: readonly string[], index: number): number {
  let next = index + 1;
  while (next < lines.length && ANNOTATION.test(lines[next]!)) next++;
  return next + 1;
}

export function readFixture(filename: string): Fixture {
  const file = path.join(FIXTURE_DIR, filename);
  const code = readFileSync(file, 'utf8');
  const language = languageOfFixture(filename);
  const lines = code.split('\n');
  const expected = new Map<string, Set<number>>();
  const ok = new Map<string, Set<number>>();
  const severities = new Map<string, string>();
  let businessContext: string | undefined;
  lines.forEach((text, index) => {
    const context = index < 5 ? CONTEXT.exec(text) : null;
    if (context) businessContext = context[1];
    const annotation = ANNOTATION.exec(text);
    if (!annotation) return;
    const target = annotation[1] === 'ruleid' ? expected : ok;
    for (const entry of annotation[2]!.split(/\s*,\s*/)) {
      const [id, severity] = entry.split('@') as [string, string | undefined];
      let set = target.get(id);
      if (!set) target.set(id, (set = new Set()));
      set.add(targetLine(lines, index));
      if (severity) severities.set(`${id}:${targetLine(lines, index)}`, severity);
    }
  });
  return { file, filename, code, language, businessContext, expected, ok, severities };
}

export function listFixtures(): string[] {
  return readdirSync(FIXTURE_DIR).filter((name) => !name.startsWith('.')).sort();
}
