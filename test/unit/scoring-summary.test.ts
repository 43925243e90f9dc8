/** Scores, risk levels, the pass flag and the summary are pure documented functions of the findings. */
import assert from 'node:assert/strict';
import type { Finding, Severity } from '../../shared/src/contract';
import { passedOf, riskLevelOf, scoreOf } from '../../shared/src/review/scoring';
import { review } from '../../shared/src/review';
import { summarize, type SummaryInput } from '../../shared/src/review/summary';

const graded = (...severities: Severity[]) => severities.map((severity) => ({ severity }));

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0).length;
}

describe('scoring', () => {
  it('subtracts 40/20/8/2 per critical/high/medium/low finding, floored at 0', () => {
    assert.equal(scoreOf([]), 100);
    assert.equal(scoreOf(graded('critical')), 60);
    assert.equal(scoreOf(graded('high', 'medium', 'low')), 70);
    assert.equal(scoreOf(graded('critical', 'critical', 'critical')), 0);
  });

  it('derives the risk level from the worst finding and the score', () => {
    assert.equal(riskLevelOf([]), 'low');
    assert.equal(riskLevelOf(graded('low')), 'low');
    assert.equal(riskLevelOf(graded('medium')), 'medium');
    assert.equal(riskLevelOf(graded('low', 'low', 'low', 'low', 'low', 'low', 'low', 'low', 'low', 'low', 'low')), 'medium', 'score 78 < 80');
    assert.equal(riskLevelOf(graded('medium', 'medium', 'medium', 'medium', 'medium', 'medium', 'medium')), 'high', 'score 44 < 50');
    assert.equal(riskLevelOf(graded('high')), 'high');
    assert.equal(riskLevelOf(graded('low', 'critical')), 'critical');
  });

  it('passes only without critical/high findings and with a score of at least 70', () => {
    assert.equal(passedOf([]), true);
    assert.equal(passedOf(graded('medium', 'medium', 'low')), true, 'score 82');
    assert.equal(passedOf(graded('high')), false);
    assert.equal(passedOf(graded('medium', 'medium', 'medium', 'low', 'low', 'low')), true, 'score 70 is the boundary');
    assert.equal(passedOf(graded('medium', 'medium', 'medium', 'low', 'low', 'low', 'low')), false, 'score 68');
  });
});

describe('summary', () => {
  const finding = (title: string, severity: Severity, line: number): Finding => ({
    severity, category: 'security', line, title, description: 'd.', suggestion: 's.', rule_id: 'x.security.y',
  });
  const base: SummaryInput = {
    language: 'python', lineCount: 12, score: 100, riskLevel: 'low', findings: [], partial: false,
    rewrite: { produced: false, certifiedClean: false, addressed: 0, outOfScope: 0 },
  };

  it('says so when nothing was found, in one sentence', () => {
    const text = summarize(base);
    assert.equal(text, 'No issues found in 12 lines of Python; score 100/100, risk low.');
  });

  it('never exceeds three sentences, whatever the titles contain', () => {
    const findings = [finding('Use of eval(). Dangerous! Really?', 'high', 3), finding('Weak hash e.g. md5', 'critical', 9)];
    for (const rewrite of [
      { produced: true, certifiedClean: true, addressed: 2, outOfScope: 0 },
      { produced: false, certifiedClean: false, addressed: 0, outOfScope: 1 },
      { produced: false, certifiedClean: false, addressed: 0, outOfScope: 0 },
    ]) {
      const text = summarize({ ...base, findings, score: 40, riskLevel: 'critical', partial: true, rewrite });
      assert.ok(sentences(text) <= 3, text);
      assert.match(text, /Most urgent: Weak hash e\.g md5 on line 9\./);
    }
  });

  it('says a generated file had only the checks that always run, within the first of at most three sentences', () => {
    const findings = [finding('SQL injection', 'critical', 4), finding('Loose equality', 'low', 9)];
    const text = summarize({ ...base, findings, score: 58, riskLevel: 'critical', partial: true, generated: true, checks: ['security', 'reliability'], rewrite: { produced: true, certifiedClean: false, addressed: 1, outOfScope: 1 } });
    assert.match(text, /^Found 2 issues in 12 lines of Python \(1 critical, 1 low\) \(partial: a specialist did not finish\) \(a generated file: only the security and reliability checks ran\);/);
    assert.ok(sentences(text) <= 3, text);
  });

  it('names counts per severity and the rewrite outcome', () => {
    const text = summarize({
      ...base, findings: [finding('SQL injection', 'critical', 4)], score: 60, riskLevel: 'critical',
      rewrite: { produced: true, certifiedClean: true, addressed: 1, outOfScope: 0 },
    });
    assert.equal(text, 'Found 1 issue in 12 lines of Python (1 critical); score 60/100, risk critical. Most urgent: SQL injection on line 4. A rewrite addresses 1 of 1 issue and re-reviews clean.');
  });

  it('says when the business context was only partly understood, within the first sentence', () => {
    assert.equal(summarize({ ...base, contextSkipped: 2 }), 'No issues found in 12 lines of Python (business context partly understood: 2 sentences not read as a rule); score 100/100, risk low.');
    const text = summarize({ ...base, contextSkipped: 1, findings: [finding('SQL injection', 'critical', 4)], score: 60, riskLevel: 'critical' });
    assert.match(text, /^Found 1 issue in 12 lines of Python \(1 critical\) \(business context partly understood: 1 sentence not read as a rule\);/);
    assert.ok(sentences(text) <= 3, text);
  });

  it('reports sentences of the context the engine could not read, end to end', async () => {
    const result = await review({ code: 'def total(price):\n    return price\n', language: 'python', business_context: 'Apply the discount before tax unless the customer is exempt. Quantity is at least 1.' });
    assert.match(result.summary, /business context partly understood: 1 sentence not read as a rule/);
  });
});
