/**
 * The plain-English synopsis (spec 2.2, at most three sentences, spec 8): what was found, the most urgent
 * finding, and what the rewrite did. Texts interpolated into it are stripped of sentence-ending punctuation so
 * the sentence count holds whatever a rule's title says.
 */
import type { Check, Finding, ReportedLanguage, Severity } from '../contract';
import { CHECKS, SEVERITIES, UNKNOWN_LANGUAGE } from '../contract';
import { languageInfo } from './languages/registry';

export interface SummaryInput {
  language: ReportedLanguage;
  lineCount: number;
  score: number;
  riskLevel: Severity;
  findings: readonly Finding[];
  partial: boolean;
  /** language-independent: only the rules for every language ran, which the first sentence says before anything else. */
  coverage?: 'full' | 'language-independent';
  /** The specialists asked for (default all five), named when they could not run. */
  checks?: readonly Check[];
  rewrite: { produced: boolean; certifiedClean: boolean; addressed: number; outOfScope: number };
  /** Sentences of business_context that read like a rule but were not understood as one. */
  contextSkipped?: number;
  /** Generated code: only the checks that always run ran (`checks` names them). */
  generated?: boolean;
}


/** "a, b and c" */
function listed(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Keeps interpolated text inside one sentence. */
function clause(text: string): string {
  return text.replace(/[.!?]+(\s|$)/g, '$1').replace(/\s+/g, ' ').trim();
}

export function summarize(input: SummaryInput): string {
  const languageName = input.language === UNKNOWN_LANGUAGE ? 'code of unknown language' : languageInfo(input.language)?.name ?? input.language;
  const where = `${plural(input.lineCount, 'line')} of ${languageName}`;
  const skipped = input.contextSkipped ?? 0;
  const partialNote = `${input.partial ? ' (partial: a specialist did not finish)' : ''}${skipped > 0 ? ` (business context partly understood: ${plural(skipped, 'sentence')} not read as a rule)` : ''}${input.generated ? ` (a generated file: only the ${listed((input.checks ?? CHECKS).map((check) => check.replace('_', ' ')))} checks ran)` : ''}`;
  const counts = SEVERITIES.map((s) => [s, input.findings.filter((f) => f.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ');
  const found = input.findings.length === 0 ? 'found no issues' : `found ${plural(input.findings.length, 'issue')} (${counts})`;
  if (input.coverage === 'language-independent') {
    const why = input.language === 'unknown' ? 'no language was given' : `there are no ${input.language === 'other' ? 'rules for other languages' : `${languageName} rules`} yet`;
    const checks = listed((input.checks ?? CHECKS).map((check) => check.replace('_', ' ')));
    const first = `Not analysed: the ${checks} checks for ${where} could not run because ${why}, and only the language-independent checks (secrets, keys, conflict markers, suppressions) ${found}${partialNote}; score ${input.score}/100, risk ${input.riskLevel}.`;
    if (input.findings.length === 0) return first;
    return [first, ...findingSentences(input)].join(' ');
  }
  if (input.findings.length === 0) {
    return `No issues found in ${where}${partialNote}; score ${input.score}/100, risk ${input.riskLevel}.`;
  }
  return [
    `Found ${plural(input.findings.length, 'issue')} in ${where} (${counts})${partialNote}; score ${input.score}/100, risk ${input.riskLevel}.`,
    ...findingSentences(input),
  ].join(' ');
}

/** The second and third sentences when there are findings: the most urgent one and what the rewrite did. */
function findingSentences(input: SummaryInput): string[] {
  const sentences: string[] = [];
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
  return sentences;
}
