/** Finding → Diagnostic: a pure mapping, so it is tested without a server. */
import { DiagnosticSeverity, type Diagnostic, type DiagnosticRelatedInformation, type Range } from 'vscode-languageserver';
import type { Finding, Severity } from '../../shared/src/contract';
import { severityRank } from '../../shared/src/contract';
import { DIAGNOSTIC_SOURCE } from '../../shared/src/protocol';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  critical: DiagnosticSeverity.Error,
  high: DiagnosticSeverity.Error,
  medium: DiagnosticSeverity.Warning,
  low: DiagnosticSeverity.Information,
};

/** What a diagnostic carries back to the server for code actions. */
export interface DiagnosticData {
  /** Index of the finding in the review the diagnostic came from. */
  findingIndex: number;
  reviewVersion: number;
}

/** The finding's exact range when it has one, else its line without leading and trailing blanks. */
export function findingRange(finding: Finding, lines: readonly string[]): Range {
  const line = Math.max(0, Math.min((finding.line ?? 1) - 1, lines.length - 1));
  if (finding.column !== undefined && finding.end_line !== undefined && finding.end_column !== undefined) {
    return {
      start: { line, character: finding.column - 1 },
      end: { line: finding.end_line - 1, character: finding.end_column - 1 },
    };
  }
  const text = lines[line] ?? '';
  const start = text.length - text.trimStart().length;
  return { start: { line, character: start }, end: { line, character: text.trimEnd().length } };
}

/** A taint finding's flow as clickable steps in the editor: source, each assignment or call, sink. */
export function flowToRelatedInformation(finding: Finding, uri: string): DiagnosticRelatedInformation[] {
  return (finding.dataflow ?? []).map((step, index) => ({
    location: { uri, range: { start: { line: step.line - 1, character: step.column - 1 }, end: { line: step.end_line - 1, character: step.end_column - 1 } } },
    message: `${index + 1}. ${step.note}`,
  }));
}

export function findingToDiagnostic(finding: Finding, lines: readonly string[], data: DiagnosticData, uri?: string): Diagnostic {
  const related = uri ? flowToRelatedInformation(finding, uri) : [];
  return {
    range: findingRange(finding, lines),
    severity: SEVERITY[finding.severity],
    source: DIAGNOSTIC_SOURCE,
    code: finding.rule_id,
    message: `${finding.title}: ${finding.description}\nSuggestion: ${finding.suggestion}`,
    ...(related.length > 0 ? { relatedInformation: related } : {}),
    data,
  };
}

export function isShown(finding: Finding, minimumSeverity: Severity): boolean {
  return severityRank(finding.severity) <= severityRank(minimumSeverity);
}

/** The diagnostic code of a file the review could not analyse. */
export const NOT_ANALYSED_CODE = 'not-analysed';

/** A file the review could not analyse says so on its first line, with the reason: no squiggles is not a pass. */
export function notAnalysedDiagnostic(reason: string): Diagnostic {
  return {
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: DiagnosticSeverity.Warning,
    source: DIAGNOSTIC_SOURCE,
    code: NOT_ANALYSED_CODE,
    message: `This file was not analysed: ${reason}`,
  };
}
