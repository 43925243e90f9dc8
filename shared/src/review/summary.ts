/**
 * The plain-English synopsis (spec 2.2, at most three sentences, spec 8): what was found, the most urgent
 * finding, and what the rewrite did. Texts interpolated into it are stripped of sentence-ending punctuation so
 * the sentence count holds whatever a rule's title says.
 */
import type { Finding, ReportedLanguage, Severity } from '../contract';
import { SEVERITIES } from '../contract';

export interface SummaryInput {
  language: ReportedLanguage;
  lineCount: number;
  score: number;
  riskLevel: Severity;
  findings: readonly Finding[];
  partial: boolean;
  rewrite: { produced: boolean; certifiedClean: boolean; addressed: number; outOfScope: number };
  /** Sentences of business_context that read like a rule but were not understood as one. */
  contextSkipped?: number;
}

const LANGUAGE_NAMES: Partial<Record<ReportedLanguage, string>> = {
  javascript: 'JavaScript', typescript: 'TypeScript', python: 'Python', go: 'Go', java: 'Java', csharp: 'C#',
  cpp: 'C++', php: 'PHP', sql: 'SQL', html: 'HTML', css: 'CSS', yaml: 'YAML', json: 'JSON', unknown: 'code of unknown language',
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Keeps interpolated text inside one sentence. */
function clause(text: string): string {
  return text.replace(/[.!?]+(\s|$)/g, '$1').replace(/\s+/g, ' ').trim();
}

export function summarize(input: SummaryInput): string {
  const languageName = LANGUAGE_NAMES[input.language] ?? input.language;
  const where = `${plural(input.lineCount, 'line')} of ${languageName}`;
  const skipped = input.contextSkipped ?? 0;
  const partialNote = `${input.partial ? ' (partial: a specialist did not finish)' : ''}${skipped > 0 ? ` (business context partly understood: ${plural(skipped, 'sentence')} not read as a rule)` : ''}`;
  if (input.findings.length === 0) {
    return `No issues found in ${where}${partialNote}; score ${input.score}/100, risk ${input.riskLevel}.`;
  }
  const counts = SEVERITIES.map((s) => [s, input.findings.filter((f) => f.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ');
  const sentences = [
    `Found ${plural(input.findings.length, 'issue')} in ${where} (${counts})${partialNote}; score ${input.score}/100, risk ${input.riskLevel}.`,
  ];
  const worst = input.findings.reduce((a, b) => (SEVERITIES.indexOf(b.severity) < SEVERITIES.indexOf(a.severity) ? b : a));
  sentences.push(`Most urgent: ${clause(worst.title)}${worst.line ? ` on line ${worst.line}` : ''}.`);
  const { rewrite } = input;
  if (rewrite.produced) {
    const verdict = rewrite.certifiedClean ? 'and re-reviews clean' : 'but does not re-review clean';
    sentences.push(`A rewrite addresses ${rewrite.addressed} of ${plural(input.findings.length, 'issue')} ${verdict}.`);
  } else if (rewrite.outOfScope > 0) {
    sentences.push(`${plural(rewrite.outOfScope, 'issue')} ${rewrite.outOfScope === 1 ? 'needs' : 'need'} changes beyond a rewrite of this file.`);
  } else {
    sentences.push('No automatic rewrite could address these issues.');
  }
  return sentences.join(' ');
}
