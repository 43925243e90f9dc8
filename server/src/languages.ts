/**
 * What a document is reviewed as: its language and the file name the engine is given. The editor's language id
 * decides the language; an id the server does not know (`plaintext`, none at all) falls back on the file extension,
 * with the same table as the command line. Also how each language writes the suppression comment.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS, type Language } from '../../shared/src/contract';
import { languageInfo, languageOfEditorId, languageOfFile } from '../../shared/src/review/languages/registry';


/** undefined: the file is reviewed as `unknown` (language-independent rules only). */
export function languageOf(languageId: string, filename: string | undefined): Language | undefined {
  return languageOfEditorId(languageId) ?? (filename === undefined ? undefined : languageOfFile(filename));
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

/** The comment that silences `ruleId` on the next line, in the language's own comment syntax; undefined for a
 * language without comments (JSON). Unknown code gets a `#` line, the commonest token of script languages. */
export function suppressionComment(language: Language | undefined, ruleId: string): string | undefined {
  const text = `code-review-ignore ${ruleId}`;
  const comments = language === undefined ? { line: ['#'] } : languageInfo(language)?.comments;
  const line = comments?.line[0];
  if (line) return `${line} ${text}`;
  const block = comments && 'block' in comments ? comments.block : undefined;
  return block ? `${block[0]} ${text} ${block[1]}` : undefined;
}

/** Among the children of a JSX element a `//` line is page text: there a comment is an expression container. */
export function jsxSuppressionComment(ruleId: string): string {
  return `{/* code-review-ignore ${ruleId} */}`;
}
