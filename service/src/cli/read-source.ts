/**
 * Reads one file for review. A file the command line named must be reviewable (exit 2 otherwise); a file a folder
 * walk found is skipped when it cannot be: an empty one silently (every Python package's `__init__.py`), an
 * oversized one with a note on stderr.
 */
import { readFileSync } from 'node:fs';
import { LIMITS } from '../../../shared/src/contract';
import type { CollectedFile } from './collect-files';
import { InputError } from './usage-error';

const BOM = '\uFEFF';

export type Source = { code: string } | { skipped: string | undefined };

export function readSource({ file, named }: CollectedFile): Source {
  const code = readFileSync(file, 'utf8');
  let problem: { error: string; note: string | undefined } | undefined;
  if (code.length === 0 || code === BOM) problem = { error: `${file}: the file is empty`, note: undefined };
  else if (code.length > LIMITS.codeMaxChars) {
    const error = `${file}: ${code.length} characters; the limit is ${LIMITS.codeMaxChars}`;
    problem = { error, note: error };
  }
  if (!problem) return { code };
  if (named) throw new InputError(problem.error);
  return { skipped: problem.note };
}
