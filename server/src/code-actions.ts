/**
 * Code actions from the latest review of a document: a quick fix per finding that has one, "Ignore this finding
 * here", and the whole-file rewrite — verified (source.fixAll.codeReview) or, when only that exists, unverified.
 * Nothing is offered for a document that changed since its review: the edits would land in the wrong place.
 */
import { CodeAction, CodeActionKind, TextEdit, type CodeActionParams, type Diagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Finding } from '../../shared/src/contract';
import { CODE_ACTION_KINDS, DIAGNOSTIC_SOURCE } from '../../shared/src/protocol';
import type { DiagnosticData } from './diagnostics';
import type { StoredReview } from './document-reviews';
import { languageOf, suppressionComment } from './languages';

function wants(params: CodeActionParams, kind: string): boolean {
  const only = params.context.only;
  return !only || only.some((requested) => kind === requested || kind.startsWith(`${requested}.`));
}

function fixEdits(finding: Finding): TextEdit[] {
  return (finding.fix?.edits ?? []).map((edit) =>
    TextEdit.replace(
      { start: { line: edit.line - 1, character: edit.column - 1 }, end: { line: edit.end_line - 1, character: edit.end_column - 1 } },
      edit.text,
    ));
}

function ignoreEdit(document: TextDocument, stored: StoredReview, finding: Finding): TextEdit {
  const line = Math.max(0, (finding.line ?? 1) - 1);
  const text = stored.text.split('\n')[line] ?? '';
  const indent = /^[ \t]*/.exec(text)![0];
  return TextEdit.insert({ line, character: 0 }, `${indent}${suppressionComment(languageOf(document.languageId), finding.rule_id)}\n`);
}

function wholeDocument(document: TextDocument, text: string): TextEdit {
  return TextEdit.replace({ start: { line: 0, character: 0 }, end: document.positionAt(document.getText().length) }, text);
}

export function codeActionsFor(document: TextDocument, stored: StoredReview | undefined, params: CodeActionParams): CodeAction[] {
  if (!stored || stored.version !== document.version) return [];
  const actions: CodeAction[] = [];
  const { uri } = document;
  if (wants(params, CodeActionKind.QuickFix)) {
    for (const diagnostic of params.context.diagnostics) {
      if (diagnostic.source !== DIAGNOSTIC_SOURCE) continue;
      const data = diagnostic.data as DiagnosticData | undefined;
      if (!data || data.reviewVersion !== stored.version) continue;
      const finding = stored.findings[data.findingIndex];
      if (!finding) continue;
      if (finding.fix) {
        const fix = CodeAction.create(`${finding.fix.description} (${finding.rule_id})`, { changes: { [uri]: fixEdits(finding) } }, CodeActionKind.QuickFix);
        fix.diagnostics = [diagnostic];
        fix.isPreferred = true;
        actions.push(fix);
      }
      const ignore = CodeAction.create(`Ignore this finding here (${finding.rule_id})`, { changes: { [uri]: [ignoreEdit(document, stored, finding)] } }, CodeActionKind.QuickFix);
      ignore.diagnostics = [diagnostic] as Diagnostic[];
      actions.push(ignore);
    }
  }
  const { result } = stored;
  if (result && result.rewritten_code !== null) {
    if (result.certified_clean && wants(params, CODE_ACTION_KINDS.verifiedRewrite)) {
      actions.push(CodeAction.create('Apply verified rewrite (re-reviewed clean)', { changes: { [uri]: [wholeDocument(document, result.rewritten_code)] } }, CODE_ACTION_KINDS.verifiedRewrite));
    } else if (!result.certified_clean && wants(params, CODE_ACTION_KINDS.unverifiedRewrite)) {
      actions.push(CodeAction.create('Apply full rewrite (not verified)', { changes: { [uri]: [wholeDocument(document, result.rewritten_code)] } }, CODE_ACTION_KINDS.unverifiedRewrite));
    }
  }
  return actions;
}
