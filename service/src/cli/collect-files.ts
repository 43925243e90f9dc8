/** Expands the command line's files and folders into the files to review, in a stable order. */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { languageOfFile } from '../../../shared/src/review/languages/registry';
import { InputError } from './usage-error';

/** Build output, dependencies and vendored copies of other projects' code: not this project's to review. */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set(['node_modules', 'bower_components', '.git', 'dist', 'build', 'out', 'vendor', 'vendored', 'third_party', 'third-party', '__pycache__', '.venv', 'venv', 'target']);


/** A file to review, and whether the command line named it (an error in it is the user's) or a folder walk found it. */
export interface CollectedFile {
  file: string;
  named: boolean;
}

function walk(folder: string, into: CollectedFile[]): void {
  const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(full, into);
    } else if (entry.isFile() && languageOfFile(full)) {
      into.push({ file: full, named: false });
    }
  }
}

/** Files named explicitly are always reviewed; inside folders only files of a known language are. */
export function collectFiles(targets: readonly string[]): CollectedFile[] {
  const files: CollectedFile[] = [];
  for (const target of targets) {
    let stats;
    try {
      stats = statSync(target);
    } catch {
      throw new InputError(`${target}: no such file or folder`);
    }
    if (stats.isDirectory()) walk(target, files);
    else files.push({ file: target, named: true });
  }
  // A file both named and found in a named folder is reviewed once, as named.
  const byPath = new Map<string, CollectedFile>();
  for (const entry of files) {
    const seen = byPath.get(entry.file);
    if (!seen || (entry.named && !seen.named)) byPath.set(entry.file, entry);
  }
  return [...byPath.values()];
}
