/**
 * Which tree-sitter grammar reads which spec language. TSX is a dialect of the `typescript` language picked by
 * the filename's extension; nothing here looks at the code itself (the language is never guessed, spec 2.1).
 */
import type { Language } from '../../contract';

export const GRAMMARS = ['javascript', 'typescript', 'tsx', 'python', 'go', 'java'] as const;
export type Grammar = (typeof GRAMMARS)[number];

/** Languages whose code is parsed and read by language rules. */
export const PARSED_LANGUAGES: readonly Language[] = ['javascript', 'typescript', 'python', 'go', 'java'];

export function grammarFor(language: Language | undefined, filename: string | undefined): Grammar | undefined {
  switch (language) {
    case 'javascript':
      return 'javascript';
    case 'typescript':
      return filename?.toLowerCase().endsWith('.tsx') ? 'tsx' : 'typescript';
    case 'python':
    case 'go':
    case 'java':
      return language;
    default:
      return undefined;
  }
}
