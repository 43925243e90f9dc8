/** Human-readable terminal output, ESLint-stylish: findings grouped by file, then a total. */
import { styleText } from 'node:util';
import type { Severity } from '../../../shared/src/contract';
import { SEVERITIES } from '../../../shared/src/contract';
import { isReviewed, type FileReview } from './file-review';

type Style = Parameters<typeof styleText>[0];

const SEVERITY_STYLE: Record<Severity, Style> = { critical: ['bold', 'red'], high: 'red', medium: 'yellow', low: 'cyan' };

export function formatText(reviews: readonly FileReview[], color: boolean): string {
  const paint = (style: Style, text: string) => (color ? styleText(style, text) : text);
  const out: string[] = [];
  let total = 0;
  const bySeverity = new Map<Severity, number>();
  let notAnalysed = 0;
  for (const review of reviews) {
    const { file } = review;
    if (!isReviewed(review)) {
      notAnalysed++;
      out.push(`${paint('underline', file)}  ${paint('yellow', 'not analysed')}`, `  ${review.failure}`, '');
      continue;
    }
    const { result } = review;
    total += result.findings.length;
    for (const f of result.findings) bySeverity.set(f.severity, (bySeverity.get(f.severity) ?? 0) + 1);
    const analysed = result.coverage !== 'language-independent';
    if (!analysed) notAnalysed++;
    // A file only the language-independent rules could read neither passed nor failed: it was not analysed.
    const verdict = !analysed ? paint('yellow', 'not analysed: language-independent checks only')
      : result.passed ? paint('green', 'passed') : paint('red', 'not passed');
    out.push(`${paint('underline', file)}  score ${result.score}/100 · risk ${result.risk_level} · ${verdict}${result.partial ? ' · partial' : ''}`);
    for (const f of result.findings) {
      const where = `${f.line ?? '-'}:${f.column ?? 1}`.padEnd(8);
      const severity = paint(SEVERITY_STYLE[f.severity], f.severity.padEnd(9));
      out.push(`  ${paint('dim', where)} ${severity} ${f.title}  ${paint('dim', f.rule_id)}`);
      out.push(`  ${' '.repeat(8)} ${' '.repeat(9)} ${paint('dim', `→ ${f.suggestion}`)}`);
    }
    out.push(`  ${result.summary}`);
    if (result.rewritten_code !== null) {
      const state = result.certified_clean ? paint('green', 'certified clean') : paint('yellow', 'not verified clean');
      out.push(`  rewrite available (${state}); run with --fix to apply it`);
    }
    out.push('');
  }
  const counts = SEVERITIES.filter((s) => bySeverity.has(s)).map((s) => `${bySeverity.get(s)} ${s}`).join(', ');
  const files = `${reviews.length} file${reviews.length === 1 ? '' : 's'}`;
  out.push(total === 0
    ? paint('green', `✔ no findings in ${files}`)
    : paint(['bold', 'red'], `✖ ${total} finding${total === 1 ? '' : 's'} in ${files} (${counts})`));
  if (notAnalysed > 0) {
    const which = notAnalysed === 1 ? '1 file was' : `${notAnalysed} files were`;
    out.push(paint('yellow', `⚠ ${which} not analysed: see the reason under each file`));
  }
  return `${out.join('\n')}\n`;
}
