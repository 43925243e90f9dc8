/**
 * The language a document is reviewed as, and how each language writes a line comment (for suppressions). The
 * editor's language id decides; an id the server does not know (`plaintext`, none at all) falls back on the file
 * extension, with the same table as the command line.
 */
import type { Language } from '../../shared/src/contract';
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
