/**
 * Suppressions: `code-review-ignore <rule_id …>` (or `*`, or no id: every rule) at the start of a comment's text.
 *
 * - Only comments count. With a grammar they are the tree's comment nodes, so the marker inside a string literal is
 *   code, not a suppression. Without one (languages with no grammar yet, `unknown`) a line counts only when its
 *   trimmed text starts with one of the language's comment tokens (the registry's `comments`), so only own-line
 *   comments suppress there.
 * - The marker must begin the comment's text (after the comment token and spaces), and every word after it must be
 *   a rule id or `*` (a reason may follow `--`): prose that mentions the marker is not a suppression.
 * - A comment after code on its line silences that line only (ESLint's `disable-line`); a comment alone on its line
 *   silences the next line (`disable-next-line`). Own-line suppressions stack: several above one line all apply to
 *   it, which is what the editor's "Ignore this finding here" produces when used twice on a line. `{/* … *\/}` alone
 *   in a JSX expression container counts as alone on its line.
 * - A suppression that silenced nothing is reported (generic.quality.unused-suppression, see analyze.ts).
 * - Other tools' markers are honoured on their own line, for every rule: a project that silenced a line for
 *   SonarQube (`NOSONAR`), Semgrep (`nosemgrep`, also above the line), flake8/Ruff (a bare `noqa`) or golangci-lint (a
 *   bare `nolint`) has decided about it; `nosec` (Bandit, gosec) silences security findings only. A marker naming the
 *   tool's own codes (`noqa: E501`, `nolint:errcheck`, `nosec G401`) speaks of checks we cannot map and is left
 *   alone here; linter-directives.ts maps the codes and rule names of checks we also make (`eslint-disable-next-line
 *   no-empty`, `# noqa: BLE001`, `# rubocop:disable Lint/RescueException`, `//nolint:errcheck`) to ours, for a line, a
 *   range, a block or the file. They are never reported as unused: the other tool uses them.
 */
import type { Language } from '../contract';
import type { Tree } from './core/rule';
import { lineIndexAt } from './core/positions';
import { languageInfo } from './languages/registry';
import { ANY_LINTER_DIRECTIVE, linterDirective, type LinterDirective } from './linter-directives';

export interface Suppression {
  /** Offsets of the comment that holds it. */
  start: number;
  end: number;
  /** The 1-based line whose findings it silences (the first of a range). */
  line: number;
  /** The last line of the range it silences, when it silences more than one (another linter's range or file directive). */
  endLine?: number;
  ids: ReadonlySet<string> | 'all';
  /** Only findings of this specialist (`nosec`: security). */
  specialist?: 'security';
  /** Another tool's marker: honoured, never reported as unused. */
  foreign?: boolean;
  /** Set once it silenced a finding. */
  used: boolean;
}

/** Where the language is unknown, any common comment token starts a comment. */
const ANY_COMMENT_TOKENS = ['//', '#', '/*', '--', '<!--'];

/** The tokens that start a comment in the language, for the text fallback. */
function commentTokens(language: Language | undefined): readonly string[] {
  const comments = language === undefined ? undefined : languageInfo(language)?.comments;
  return comments ? [...comments.line, ...(comments.block ? [comments.block[0]] : [])] : ANY_COMMENT_TOKENS;
}

/** Tree-sitter node types of comments in the grammars we parse (Java splits them in two). */
const COMMENT_NODE_TYPES = ['comment', 'line_comment', 'block_comment'];

const OPENING_TOKEN = /^(?:\/\/+!?|\/\*+!?|#+|--|<!--)/;
const CLOSING_TOKEN = /(?:\*+\/|-->)$/;
const MARKER = 'code-review-ignore';
/** Other tools' markers (see above); `next` also silences the line below when alone on its line. */
const FOREIGN_MARKERS: readonly { pattern: RegExp; next?: boolean; specialist?: 'security' }[] = [
  { pattern: /\bNOSONAR\b/ },
  { pattern: /\bnosemgrep\b/, next: true },
  { pattern: /^#\s*noqa\b(?!\s*:)/i },
  { pattern: /^\/\/\s*nolint\b(?!:)/ },
  { pattern: /(^|[\s#/])#?nosec\b(?![\s:]*[A-Z]+\d)/, specialist: 'security' },
];
const ANY_FOREIGN = /NOSONAR|nosemgrep|noqa|nolint|nosec/i;

function foreignMarkerOf(commentText: string): (typeof FOREIGN_MARKERS)[number] | undefined {
  return FOREIGN_MARKERS.find((marker) => marker.pattern.test(commentText.trim()));
}
const RULE_ID = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)+$/;

/** The rule ids a comment's text suppresses, or undefined when the text is not a suppression. */
export function suppressedIdsOf(commentText: string): ReadonlySet<string> | 'all' | undefined {
  const opening = OPENING_TOKEN.exec(commentText);
  if (!opening) return undefined;
  const body = commentText.slice(opening[0].length).replace(CLOSING_TOKEN, '').trim();
  if (!body.startsWith(MARKER)) return undefined;
  const rest = body.slice(MARKER.length);
  if (rest !== '' && !/^[\s,]/.test(rest)) return undefined; // code-review-ignored, code-review-ignore-next …
  const words = (rest.split(/\s--(?:\s|$)/)[0] ?? '').split(/[\s,]+/).filter(Boolean);
  if (!words.every((word) => word === '*' || RULE_ID.test(word))) return undefined;
  if (words.length === 0 || words.includes('*')) return 'all';
  return new Set(words);
}

interface Directive {
  start: number;
  end: number;
  /** 0-based first and last line of the comment. */
  firstLine: number;
  lastLine: number;
  ownLine: boolean;
  ids: ReadonlySet<string> | 'all';
  foreign?: (typeof FOREIGN_MARKERS)[number];
  /** Another linter's directive naming checks we also make, with the last line of the block around it (0-based). */
  linter?: LinterDirective;
  blockEnd?: number;
}

/** Every suppression of the file, each with the line it silences. */
export function findSuppressions(code: string, lineStarts: readonly number[], tree: Tree | undefined, language: Language | undefined): Suppression[] {
  if (!code.includes(MARKER) && !ANY_FOREIGN.test(code) && !ANY_LINTER_DIRECTIVE.test(code)) return []; // most files: no comment to look at
  const directives = tree ? treeDirectives(code, lineStarts, tree) : textDirectives(code, lineStarts, language);
  const ownLineAt = new Map(directives.filter((d) => d.ownLine && !d.foreign && !d.linter).map((d) => [d.firstLine, d]));
  return directives.filter((directive) => directive.linter?.scope !== 'end').map((directive) => {
    if (directive.linter) return linterSuppression(directive, directive.linter, directives.slice(directives.indexOf(directive) + 1));
    let line = directive.firstLine;
    if (directive.foreign) {
      const foreign = directive.foreign;
      const target = directive.ownLine && foreign.next ? directive.lastLine + 1 : directive.lastLine;
      return { start: directive.start, end: directive.end, line: target + 1, ids: 'all' as const, foreign: true, ...(foreign.specialist ? { specialist: foreign.specialist } : {}), used: false };
    }
    if (directive.ownLine) {
      // Skip the other own-line suppressions stacked below this one.
      let below = directive.lastLine + 1;
      for (let next = ownLineAt.get(below); next && next !== directive; next = ownLineAt.get(below)) below = next.lastLine + 1;
      line = below;
    } else if (code.slice(lineStarts[directive.firstLine], directive.start).trim() === '') {
      line = directive.lastLine; // a block comment before code on its last line
    }
    return { start: directive.start, end: directive.end, line: line + 1, ids: directive.ids, used: false };
  });
}

/** The lines another linter's directive silences (1-based), `start` running to the next `end` naming its rules. */
function linterSuppression(directive: Directive, linter: LinterDirective, after: readonly Directive[]): Suppression {
  const base = { start: directive.start, end: directive.end, ids: linter.ids, foreign: true, used: false };
  switch (linter.scope) {
    case 'line': return { ...base, line: directive.lastLine + 1 };
    case 'next-line': return { ...base, line: directive.lastLine + 2 };
    case 'file': return { ...base, line: 1, endLine: Number.MAX_SAFE_INTEGER };
    case 'block': return { ...base, line: directive.lastLine + 1, endLine: (directive.blockEnd ?? Number.MAX_SAFE_INTEGER - 1) + 1 };
    default: {
      const closing = after.find((d) => d.linter?.scope === 'end' && [...linter.ids].some((id) => d.linter!.ids.has(id)));
      return { ...base, line: directive.lastLine + 1, endLine: closing ? closing.firstLine + 1 : Number.MAX_SAFE_INTEGER };
    }
  }
}

function treeDirectives(code: string, lineStarts: readonly number[], tree: Tree): Directive[] {
  const directives: Directive[] = [];
  for (const comment of tree.rootNode.descendantsOfType(COMMENT_NODE_TYPES)) {
    if (!comment) continue;
    const ids = suppressedIdsOf(comment.text);
    const foreign = ids ? undefined : foreignMarkerOf(commentBody(comment.text));
    const linter = ids || foreign ? undefined : linterDirectiveOf(code, lineStarts, comment);
    if (!ids && !foreign && !linter) continue;
    // `{/* … */}` alone in a JSX expression container: the braces belong to the comment.
    const parent = comment.parent;
    const span = parent?.type === 'jsx_expression' && parent.namedChildCount === 1 ? parent : comment;
    const firstLine = lineIndexAt(lineStarts, span.startIndex);
    const lastLine = lineIndexAt(lineStarts, span.endIndex);
    const before = code.slice(lineStarts[firstLine], span.startIndex);
    const after = code.slice(span.endIndex, lineEnd(code, lineStarts, lastLine));
    const blockEnd = linter?.scope === 'block' && comment.parent ? comment.parent.endPosition.row : undefined;
    directives.push({
      start: comment.startIndex, end: comment.endIndex, firstLine, lastLine, ownLine: before.trim() === '' && after.trim() === '', ids: ids ?? 'all',
      ...(foreign ? { foreign } : {}), ...(linter ? { linter } : {}), ...(blockEnd !== undefined ? { blockEnd } : {}),
    });
  }
  return directives;
}

/** Another linter's directive in a comment (its text without the comment tokens), if it names checks we make. */
function linterDirectiveOf(code: string, lineStarts: readonly number[], comment: Tree['rootNode']): LinterDirective | undefined {
  if (!ANY_LINTER_DIRECTIVE.test(comment.text)) return undefined;
  const line = lineIndexAt(lineStarts, comment.startIndex);
  const ownLine = code.slice(lineStarts[line], comment.startIndex).trim() === '';
  // One `#` comment may hold several tools' directives (`# type: ignore  # noqa: E711`): each part is read.
  for (const part of comment.text.replace(CLOSING_TOKEN, '').split(/(?:^|\s)(?=#|\/\/|\/\*)/)) {
    const directive = linterDirective(part.replace(OPENING_TOKEN, '').trim(), ownLine);
    if (directive && (directive.ids.size > 0 || directive.scope === 'end')) return directive;
  }
  return undefined;
}

function textDirectives(code: string, lineStarts: readonly number[], language: Language | undefined): Directive[] {
  const tokens = commentTokens(language);
  const directives: Directive[] = [];
  lineStarts.forEach((lineStart, index) => {
    const text = code.slice(lineStart, lineEnd(code, lineStarts, index));
    const trimmed = text.trim();
    if (!tokens.some((token) => trimmed.startsWith(token))) return;
    const ids = suppressedIdsOf(trimmed);
    if (!ids) return;
    const start = lineStart + text.indexOf(trimmed);
    directives.push({ start, end: start + trimmed.length, firstLine: index, lastLine: index, ownLine: true, ids });
  });
  return directives;
}

/** Offset of the end of a 0-based line, before its line break. */
function lineEnd(code: string, lineStarts: readonly number[], index: number): number {
  const next = lineStarts[index + 1];
  if (next === undefined) return code.length;
  return code[next - 2] === '\r' ? next - 2 : next - 1;
}

/** A comment's text without a closing token: what a marker must begin (`# noqa`, `//nolint`) keeps its opening one. */
function commentBody(text: string): string {
  return text.replace(CLOSING_TOKEN, '').trim();
}

/** Whether a suppression silences `ruleId` on `line`; every one that does is marked used. */
export function suppress(suppressions: readonly Suppression[], line: number, ruleId: string): boolean {
  let silenced = false;
  for (const suppression of suppressions) {
    if (suppression.endLine === undefined ? suppression.line !== line : line < suppression.line || line > suppression.endLine) continue;
    if (suppression.ids !== 'all' && !suppression.ids.has(ruleId)) continue;
    if (suppression.specialist !== undefined && ruleId.split('.')[1] !== suppression.specialist) continue;
    suppression.used = true;
    silenced = true;
  }
  return silenced;
}
