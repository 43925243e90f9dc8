/** `--format sarif`: SARIF 2.1.0, one run, every rule that fired described once in the driver. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Sarif from 'sarif';
import type { Finding, Severity } from '../../../shared/src/contract';
import { ALL_RULES } from '../../../shared/src/review';
import { isReviewed, type FileReview } from './file-review';

const LEVEL: Record<Severity, Sarif.Result.level> = { critical: 'error', high: 'error', medium: 'warning', low: 'note' };
/** GitHub code scanning reads this 0–10 property to grade security results. */
const SECURITY_SEVERITY: Record<Severity, string> = { critical: '9.5', high: '8.0', medium: '5.5', low: '3.0' };

function artifactUri(file: string): string {
  return path.isAbsolute(file) ? pathToFileURL(file).href : file.split(path.sep).join('/');
}

/** The rule as the catalog states it (a finding's own texts can be about that one place). */
function describeRule(finding: Finding): Sarif.ReportingDescriptor {
  const rule = ALL_RULES.find((r) => r.id === finding.rule_id);
  return {
    id: finding.rule_id,
    name: finding.rule_id.split('.').pop(),
    shortDescription: { text: rule?.title ?? finding.title },
    fullDescription: { text: rule?.description ?? finding.description },
    help: { text: finding.suggestion },
    defaultConfiguration: { level: LEVEL[rule?.severity ?? finding.severity] },
    properties: {
      tags: [finding.category, ...(finding.cwe ? [`external/cwe/${finding.cwe.toLowerCase()}`] : [])],
      ...(finding.category === 'security' ? { 'security-severity': SECURITY_SEVERITY[finding.severity] } : {}),
    },
  };
}

function toResult(finding: Finding, ruleIndex: number, uri: string): Sarif.Result {
  const region: Sarif.Region = {
    startLine: finding.line ?? 1,
    ...(finding.column ? { startColumn: finding.column } : {}),
    ...(finding.end_line ? { endLine: finding.end_line } : {}),
    ...(finding.end_column ? { endColumn: finding.end_column } : {}),
  };
  const result: Sarif.Result = {
    ruleId: finding.rule_id,
    ruleIndex,
    level: LEVEL[finding.severity],
    message: { text: `${finding.title}. ${finding.description}` },
    locations: [{ physicalLocation: { artifactLocation: { uri }, region } }],
  };
  if (finding.dataflow) {
    // The evidence of a taint finding: source, steps, sink, as one thread flow.
    result.codeFlows = [{
      threadFlows: [{
        locations: finding.dataflow.map((step, index) => ({
          executionOrder: index + 1,
          location: {
            physicalLocation: { artifactLocation: { uri }, region: { startLine: step.line, startColumn: step.column, endLine: step.end_line, endColumn: step.end_column } },
            message: { text: step.note },
          },
        })),
      }],
    }];
  }
  if (finding.fix) {
    result.fixes = [{
      description: { text: finding.fix.description },
      artifactChanges: [{
        artifactLocation: { uri },
        replacements: finding.fix.edits.map((edit) => ({
          deletedRegion: { startLine: edit.line, startColumn: edit.column, endLine: edit.end_line, endColumn: edit.end_column },
          insertedContent: { text: edit.text },
        })),
      }],
    }];
  }
  return result;
}

export function formatSarif(reviews: readonly FileReview[], toolVersion: string): string {
  const rules: Sarif.ReportingDescriptor[] = [];
  const ruleIndex = new Map<string, number>();
  const results: Sarif.Result[] = [];
  const notAnalysed: Sarif.Notification[] = [];
  for (const review of reviews) {
    const uri = artifactUri(review.file);
    if (!isReviewed(review)) {
      notAnalysed.push({ level: 'error', message: { text: `Not analysed: ${review.failure}` }, locations: [{ physicalLocation: { artifactLocation: { uri } } }] });
      continue;
    }
    const { result } = review;
    if (result.coverage === 'language-independent') {
      // Not a result (nothing was found) but no clean bill either: the run says which files it could not analyse.
      notAnalysed.push({ level: 'note', message: { text: result.summary }, locations: [{ physicalLocation: { artifactLocation: { uri } } }] });
    }
    for (const finding of result.findings) {
      let index = ruleIndex.get(finding.rule_id);
      if (index === undefined) {
        index = rules.push(describeRule(finding)) - 1;
        ruleIndex.set(finding.rule_id, index);
      }
      results.push(toResult(finding, index, uri));
    }
  }
  const log: Sarif.Log = {
    version: '2.1.0',
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    runs: [{
      tool: { driver: { name: 'Code Review', version: toolVersion, rules } },
      ...(notAnalysed.length > 0 ? { invocations: [{ executionSuccessful: true, toolExecutionNotifications: notAnalysed }] } : {}),
      results,
    }],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
