/**
 * File extension → language: what the CLI has for every file it collects, and what the language server falls back
 * on when the editor names no language it knows (`plaintext`, none). One table, so both read a file alike. The
 * engine itself never guesses a language (spec 2.1): the caller names it.
 */
import path from 'node:path';
import type { Language } from '../contract';

const BY_EXTENSION: Readonly<Record<string, Language>> = {
  '.js': 'javascript', '.mjs': 'javascript', '.cjs': 'javascript', '.jsx': 'javascript',
  '.ts': 'typescript', '.mts': 'typescript', '.cts': 'typescript', '.tsx': 'typescript',
  '.py': 'python', '.go': 'go', '.java': 'java', '.rs': 'rust', '.cs': 'csharp',
  '.cpp': 'cpp', '.cc': 'cpp', '.cxx': 'cpp', '.hpp': 'cpp', '.h': 'cpp',
  '.rb': 'ruby', '.php': 'php', '.swift': 'swift', '.kt': 'kotlin', '.kts': 'kotlin', '.sql': 'sql',
  '.html': 'html', '.htm': 'html', '.css': 'css', '.sh': 'shell', '.bash': 'shell',
  '.yaml': 'yaml', '.yml': 'yaml', '.json': 'json',
};

export function languageOfFile(file: string): Language | undefined {
  return BY_EXTENSION[path.extname(file).toLowerCase()];
}
