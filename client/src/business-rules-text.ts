/**
 * How the business context was read, as the editor shows it: one line per sentence, so a user who sees
 * "not understood" knows which sentence to rephrase. Kept free of the vscode API so the unit tests read it.
 */
import type { BusinessRuleReading } from '../../shared/src/contract';

const MARK: Record<BusinessRuleReading['status'], string> = {
  understood: '✔ understood',
  not_understood: '✖ not understood',
  not_a_rule: '· not a rule',
};

export function businessRuleLines(readings: readonly BusinessRuleReading[]): string[] {
  return readings.map((reading) => {
    const read = reading.rules.map((rule) => rule.reads).join('; ');
    const why = reading.status === 'understood' ? ` → ${read}` : reading.reason ? ` (${reading.reason})` : '';
    return `${MARK[reading.status]}: "${reading.sentence}"${why}`;
  });
}

/** The status item's short line: how many sentences were checked and how many could not be read. */
export function businessRuleCounts(readings: readonly BusinessRuleReading[]): string {
  const understood = readings.filter((r) => r.status === 'understood').length;
  const unread = readings.filter((r) => r.status === 'not_understood').length;
  const checked = `business context: ${understood} rule sentence${understood === 1 ? '' : 's'} checked`;
  return unread === 0 ? checked : `${checked}, ${unread} not understood`;
}
