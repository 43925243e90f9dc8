/** LSP language ids → the spec's languages, and how each writes a line comment (for suppressions). */
import type { Language } from '../../shared/src/contract';

const BY_LANGUAGE_ID: Readonly<Record<string, Language>> = {
  python: 'python', javascript: 'javascript', javascriptreact: 'javascript', typescript: 'typescript', typescriptreact: 'typescript',
  go: 'go', java: 'java', rust: 'rust', csharp: 'csharp', cpp: 'cpp', c: 'cpp', ruby: 'ruby', php: 'php', swift: 'swift',
  kotlin: 'kotlin', sql: 'sql', html: 'html', css: 'css', shellscript: 'shell', yaml: 'yaml', json: 'json', jsonc: 'json',
};

/** undefined: the file is reviewed as `unknown` (language-independent rules only). */
export function languageOf(languageId: string): Language | undefined {
  return BY_LANGUAGE_ID[languageId];
}

const HASH_COMMENT = new Set<Language | undefined>(['python', 'ruby', 'shell', 'yaml', undefined]);

/** The comment that silences `ruleId` on the next line. */
export function suppressionComment(language: Language | undefined, ruleId: string): string {
  const text = `code-review-ignore ${ruleId}`;
  if (HASH_COMMENT.has(language)) return `# ${text}`;
  if (language === 'sql') return `-- ${text}`;
  if (language === 'html') return `<!-- ${text} -->`;
  if (language === 'css') return `/* ${text} */`;
  return `// ${text}`;
}
