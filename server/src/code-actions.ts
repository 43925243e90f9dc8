/**
 * Code actions from the latest review of a document: a quick fix per finding that has one, "Ignore this finding
 * here" (in the comment syntax of the language the review read, none for JSON), the verified rewrite as fix-all
 * (source.fixAll.codeReview) and, apart, the full rewrite with every fix. Nothing is offered for a document that
 * changed since its review: the edits would land in the wrong place.
 */
import { CodeAction, CodeActionKind, TextEdit, type CodeActionParams, type Diagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Finding, Fix } from '../../shared/src/contract';
import { CODE_ACTION_KINDS, DIAGNOSTIC_SOURCE } from '../../shared/src/protocol';
import type { DiagnosticData } from './diagnostics';
import type { StoredReview } from './document-reviews';
import { fullRewriteData, wholeDocument } from './full-rewrite-action';
import { startsAmongJsxChildren } from './jsx-children';
import { jsxSuppressionComment, suppressionComment } from './languages';

export interface CodeActionOptions {
  /** The client resolves an action's edit later (codeAction/resolve with `edit`, and keeps `data`). */
  canResolveEdits: boolean;
}

const UNVERIFIED_REWRITE_TITLE = 'Apply all fixes (not verified)';

function wants(params: CodeActionParams, kind: string): boolean {
  const only = params.context.only;
  return !only || only.some((requested) => kind === requested || kind.startsWith(`${requested}.`));
}

function fixEdits(fix: Fix): TextEdit[] {
  return fix.edits.map((edit) =>
    TextEdit.replace(
      { start: { line: edit.line - 1, character: edit.column - 1 }, end: { line: edit.end_line - 1, character: edit.end_column - 1 } },
      edit.text,
    ));
}

/** The suppression comment above the finding's line, in the language the review read; none where there are no comments. */
async function ignoreEdit(stored: StoredReview, finding: Finding): Promise<TextEdit | undefined> {
  const line = Math.max(0, (finding.line ?? 1) - 1);
  const comment = await startsAmongJsxChildren(stored.text, stored.language, stored.filename, line)
    ? jsxSuppressionComment(finding.rule_id)
    : suppressionComment(stored.language, finding.rule_id);
  if (comment === undefined) return undefined;
  const text = stored.text.split('\n')[line] ?? '';
  const indent = text.slice(0, text.length - text.trimStart().length);
  return TextEdit.insert({ line, character: 0 }, `${indent}${comment}\n`);
}

/** A suggestion may change behaviour on ordinary input, so it is labelled and never the preferred (auto) fix. */
function quickFix(finding: Finding, fix: Fix, uri: string, diagnostic: Diagnostic): CodeAction {
  const safe = fix.safety === 'safe';
  const title = safe ? `${fix.description} (${finding.rule_id})` : `Suggestion: ${fix.description} — may change behaviour (${finding.rule_id})`;
  const action = CodeAction.create(title, { changes: { [uri]: fixEdits(fix) } }, CodeActionKind.QuickFix);
  action.diagnostics = [diagnostic];
  action.isPreferred = safe;
  return action;
}

async function quickFixes(document: TextDocument, stored: StoredReview, params: CodeActionParams): Promise<CodeAction[]> {
  const actions: CodeAction[] = [];
  const { uri } = document;
  for (const diagnostic of params.context.diagnostics) {
    if (diagnostic.source !== DIAGNOSTIC_SOURCE) continue;
    const data = diagnostic.data as DiagnosticData | undefined;
    if (!data || data.reviewVersion !== stored.version) continue;
    const finding = stored.findings[data.findingIndex];
    if (!finding) continue;
    if (finding.fix) actions.push(quickFix(finding, finding.fix, uri, diagnostic));
    const edit = await ignoreEdit(stored, finding);
    if (!edit) continue;
    const ignore = CodeAction.create(`Ignore this finding here (${finding.rule_id})`, { changes: { [uri]: [edit] } }, CodeActionKind.QuickFix);
    ignore.diagnostics = [diagnostic];
    actions.push(ignore);
  }
  return actions;
}

/** "Apply 3 verified fixes", counting the findings the verified rewrite fixed. */
function verifiedRewriteTitle(fixed: number, certifiedClean: boolean): string {
  const fixes = fixed > 0 ? `${fixed} verified fix${fixed === 1 ? '' : 'es'}` : 'verified fixes';
  return `Apply ${fixes}${certifiedClean ? ' (file re-reviews clean)' : ''}`;
}

function rewrites(document: TextDocument, stored: StoredReview, params: CodeActionParams, options: CodeActionOptions): CodeAction[] {
  const { result } = stored;
  if (!result) return [];
  const actions: CodeAction[] = [];
  const { uri } = document;
  const verified = result.rewritten_code;
  // Whenever there is one, unfixable findings left in place: like ESLint's fix-all, so codeActionsOnSave works.
  if (verified !== null && wants(params, CODE_ACTION_KINDS.verifiedRewrite)) {
    const title = verifiedRewriteTitle(result.findings_addressed?.length ?? 0, result.certified_clean ?? false);
    actions.push(CodeAction.create(title, { changes: { [uri]: [wholeDocument(document, verified)] } }, CODE_ACTION_KINDS.verifiedRewrite));
  }
  if (!wants(params, CODE_ACTION_KINDS.unverifiedRewrite)) return actions;
  const full = stored.fullRewrite;
  if (full !== undefined) {
    if (full !== null && full !== verified) {
      actions.push(CodeAction.create(UNVERIFIED_REWRITE_TITLE, { changes: { [uri]: [wholeDocument(document, full)] } }, CODE_ACTION_KINDS.unverifiedRewrite));
    }
  } else if (result.alternate_available && options.canResolveEdits) {
    // Not known yet (remote mode): the edit comes from one more review when the user picks the action.
    const credits = stored.creditsUsed ?? 1;
    const action = CodeAction.create(`${UNVERIFIED_REWRITE_TITLE} — runs one more review (${credits} credit${credits === 1 ? '' : 's'})`, CODE_ACTION_KINDS.unverifiedRewrite);
    action.data = fullRewriteData(uri, stored.version);
    actions.push(action);
  }
  return actions;
}

export async function codeActionsFor(document: TextDocument, stored: StoredReview | undefined, params: CodeActionParams, options: CodeActionOptions): Promise<CodeAction[]> {
  if (!stored || stored.version !== document.version) return [];
  return [
    ...(wants(params, CodeActionKind.QuickFix) ? await quickFixes(document, stored, params) : []),
    ...rewrites(document, stored, params, options),
  ];
}
