/**
 * Rewrite test cases: small programs whose first comment lines say what they check.
 *
 * - behaviour/: `behaviour: <what>` and `safe-fixes: <rule ids>`; the verified rewrite must apply a safe fix of each
 *   listed rule and, run with the language's runtime, print the same and exit the same as the original. With
 *   `inputs: text|numbers|words <why>` it is also run with generated ordinary values as its arguments
 *   (generated-inputs.ts), and must print the same for each.
 * - rejected/: `rejected: <why>`; `keeps: <text>` must still be in the verified rewrite (the unsafe change was not
 *   made), `keeps-all: <text>` in the full rewrite too, `lacks: <text>` in neither; both rewrites must parse as
 *   well as the original and, where the toolchain is here, compile (`node --check`, `py_compile`, `go vet`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../shared/src/contract';
import { languageOfFile } from '../../shared/src/review/languages/registry';

export interface RewriteCase {
  name: string;
  filename: string;
  code: string;
  language: Language;
  headers: Map<string, string[]>;
}

/** A header line: a comment (`//`, `#`), PHP's opening tag allowed before it, then `name: text`. */
const HEADER = /^\s*(?:<\?php\s+)?(?:\/\/|#)\s*([a-z-]+):\s*(.*?)\s*$/;

export function loadCases(folder: 'behaviour' | 'rejected'): RewriteCase[] {
  const dir = path.join(__dirname, folder);
  return readdirSync(dir)
    .filter((name) => languageOfFile(name) !== undefined)
    .sort()
    .map((name) => {
      const code = readFileSync(path.join(dir, name), 'utf8');
      const headers = new Map<string, string[]>();
      for (const line of code.split('\n')) {
        const header = HEADER.exec(line);
        if (!header) break;
        headers.set(header[1]!, [...(headers.get(header[1]!) ?? []), header[2]!]);
      }
      return { name: `${folder}/${name}`, filename: name, code, language: languageOfFile(name)!, headers };
    });
}
