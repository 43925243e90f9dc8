/**
 * Scores the engine on corpus cases: per language family and CWE, true- and false-positive rates, Youden index
 * (×100), precision and recall. A case counts as flagged when a finding with the case's CWE is reported.
 */
import { review } from '../../shared/src/review';
import { familyOf, type CorpusCase } from './corpus';

interface Tally {
  tp: number;
  fn: number;
  fp: number;
  tn: number;
}

export interface AccuracyRow extends Tally {
  group: string;
  tpr: number;
  fpr: number;
  youden: number;
  precision: number;
  recall: number;
}

function rowOf(group: string, t: Tally): AccuracyRow {
  const positives = t.tp + t.fn;
  const negatives = t.fp + t.tn;
  const tpr = positives ? t.tp / positives : 0;
  const fpr = negatives ? t.fp / negatives : 0;
  const flagged = t.tp + t.fp;
  return { group, ...t, tpr, fpr, youden: (tpr - fpr) * 100, precision: flagged ? t.tp / flagged : 1, recall: tpr };
}

export async function scoreCorpus(cases: readonly CorpusCase[]): Promise<{ rows: AccuracyRow[]; misses: string[] }> {
  const byGroup = new Map<string, Tally>();
  const misses: string[] = [];
  const add = (group: string, outcome: keyof Tally) => {
    const tally = byGroup.get(group) ?? { tp: 0, fn: 0, fp: 0, tn: 0 };
    tally[outcome]++;
    byGroup.set(group, tally);
  };
  for (const c of cases) {
    const result = await review({ code: c.code, language: c.language, filename: c.file.split('/').pop()!, checks: ['security'] });
    const flagged = result.findings.some((f) => f.cwe === c.cwe);
    const outcome: keyof Tally = c.vulnerable ? (flagged ? 'tp' : 'fn') : flagged ? 'fp' : 'tn';
    if (outcome === 'fn' || outcome === 'fp') misses.push(`${outcome.toUpperCase()} ${c.id}${c.note ? ` — ${c.note}` : ''}`);
    const family = familyOf(c.language);
    add(`${family} ${c.cwe}`, outcome);
    add(family, outcome);
    add(`all ${c.cwe}`, outcome);
    add('overall', outcome);
  }
  const rows = [...byGroup].map(([group, tally]) => rowOf(group, tally));
  return { rows, misses };
}
