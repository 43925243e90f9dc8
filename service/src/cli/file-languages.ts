/**
 * The CLI's extension → language map. Only the command line maps extensions (a file name is what a shell user
 * has); the engine itself never guesses a language.
 */
import path from 'node:path';
import type { Language } from '../../../shared/src/contract';

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
