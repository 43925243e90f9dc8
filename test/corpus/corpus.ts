/**
 * The labelled accuracy corpus: one small program per file under test/corpus/<language>/<class>/, whose first
 * line says what it is — `// corpus: CWE-89 vulnerable` or `# corpus: CWE-89 safe — <why it is safe>`. A case
 * counts as flagged when the review reports a finding with that CWE anywhere in the file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../shared/src/contract';
import { languageOfFile } from '../../shared/src/review/languages/registry';

export const CORPUS_DIR = __dirname;

export interface CorpusCase {
  /** Path relative to test/corpus. */
  id: string;
  file: string;
  code: string;
  language: Language;
  cwe: string;
  vulnerable: boolean;
  /** The text after the label: why a safe case is safe, or what makes a vulnerable one so. */
  note: string;
}

const HEADER = /^(?:\/\/|#)\s*corpus:\s*(CWE-\d+)\s+(vulnerable|safe)\b\s*(?:[—–-]\s*)?(.*)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return languageOfFile(full) ? [full] : [];
  });
}

/** Every case, or an error naming each file whose header does not parse. */
export function loadCorpus(root = CORPUS_DIR): CorpusCase[] {
  const cases: CorpusCase[] = [];
  const errors: string[] = [];
  for (const file of walk(root).sort()) {
    if (path.dirname(file) === root) continue;
    const code = readFileSync(file, 'utf8');
    const header = HEADER.exec(code.split('\n', 1)[0]!);
    const language = languageOfFile(file)!;
    if (!header) {
      errors.push(`${path.relative(root, file)}: first line must be "// corpus: CWE-<n> vulnerable|safe — note" (or # for Python)`);
      continue;
    }
    cases.push({ id: path.relative(root, file), file, code, language, cwe: header[1]!, vulnerable: header[2] === 'vulnerable', note: header[3]!.trim() });
  }
  if (errors.length > 0) throw new Error(`corpus headers:\n${errors.join('\n')}`);
  return cases;
}

/** The family a case is scored under: TypeScript counts with JavaScript. */
export function familyOf(language: Language): string {
  return language === 'typescript' ? 'javascript' : language;
}
