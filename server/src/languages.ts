/**
 * What a document is reviewed as: its language and the file name the engine is given. The editor's language id
 * decides the language; an id the server does not know (`plaintext`, none at all) falls back on the file extension,
 * with the same table as the command line. Also how each language writes the suppression comment.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS, type Language } from '../../shared/src/contract';
import { languageOfFile } from '../../shared/src/languages/file-languages';

const BY_LANGUAGE_ID: Readonly<Record<string, Language>> = {
  python: 'python', javascript: 'javascript', javascriptreact: 'javascript', typescript: 'typescript', typescriptreact: 'typescript',
  go: 'go', java: 'java', rust: 'rust', csharp: 'csharp', cpp: 'cpp', c: 'cpp', ruby: 'ruby', php: 'php', swift: 'swift',
  kotlin: 'kotlin', sql: 'sql', html: 'html', css: 'css', shellscript: 'shell', yaml: 'yaml', json: 'json', jsonc: 'json',
};

/** undefined: the file is reviewed as `unknown` (language-independent rules only). */
export function languageOf(languageId: string, filename: string | undefined): Language | undefined {
  return BY_LANGUAGE_ID[languageId] ?? (filename === undefined ? undefined : languageOfFile(filename));
}

/** The last segment of a document's URI (`file:` or any other scheme, `untitled:Untitled-1` too). */
export function filenameOf(uri: string): string | undefined {
  try {
    return (uri.startsWith('file:') ? path.basename(fileURLToPath(uri)) : path.basename(new URL(uri).pathname)) || undefined;
  } catch {
    return undefined;
  }
}

export interface ReviewedAs {
  language?: Language;
  /** The name sent with the code (the engine, local or remote, reads the TSX dialect from its extension). */
  filename?: string;
}

const TSX = '.tsx';

/**
 * The engine parses `typescript` as TSX only when the file name ends in `.tsx` (spec 2.1 has no dialect field). A
 * `typescriptreact` buffer is TSX whatever its name, so an untitled one, or a file the user switched to TypeScript
 * React, is sent with `.tsx` added: the same request then reads alike in local and remote mode.
 */
export function reviewedAs(uri: string, languageId: string): ReviewedAs {
  const name = filenameOf(uri);
  const language = languageOf(languageId, name);
  let filename = name;
  if (languageId === 'typescriptreact' && !name?.toLowerCase().endsWith(TSX)) {
    filename = `${(name ?? 'untitled').slice(0, LIMITS.filenameMaxChars - TSX.length)}${TSX}`;
  }
  return { ...(language ? { language } : {}), ...(filename ? { filename } : {}) };
}

const HASH_COMMENT = new Set<Language | undefined>(['python', 'ruby', 'shell', 'yaml', undefined]);

/** The comment that silences `ruleId` on the next line; undefined for a language without comments (JSON). */
export function suppressionComment(language: Language | undefined, ruleId: string): string | undefined {
  const text = `code-review-ignore ${ruleId}`;
  if (language === 'json') return undefined;
  if (HASH_COMMENT.has(language)) return `# ${text}`;
  if (language === 'sql') return `-- ${text}`;
  if (language === 'html') return `<!-- ${text} -->`;
  if (language === 'css') return `/* ${text} */`;
  return `// ${text}`;
}

/** Among the children of a JSX element a `//` line is page text: there a comment is an expression container. */
export function jsxSuppressionComment(ruleId: string): string {
  return `{/* code-review-ignore ${ruleId} */}`;
}
