/**
 * Scores the business_logic specialist on the scenario corpus: detection (violations reported under the expected
 * rule id), false alarms (obeying programs with any business_logic finding), the share of detections on the marked
 * line, and phrasing consistency (for each rule key caught at least once, the share of its violation phrasings that
 * are caught).
 */
import { review } from '../../shared/src/review';
import type { Scenario } from './scenarios';

export interface BusinessScore {
  violations: number;
  detected: number;
  onMarkedLine: number;
  obeying: number;
  falseAlarms: number;
  detection: number;
  falseAlarmRate: number;
  phrasing: number;
  /** Per language: [violations, detected, obeying, false alarms]. */
  byLanguage: Map<string, [number, number, number, number]>;
  misses: string[];
}

export async function scoreScenarios(scenarios: readonly Scenario[]): Promise<BusinessScore> {
  let detected = 0;
  let onMarkedLine = 0;
  let falseAlarms = 0;
  const misses: string[] = [];
  const byLanguage = new Map<string, [number, number, number, number]>();
  const byRule = new Map<string, { caught: number; total: number }>();
  for (const s of scenarios) {
    const result = await review({
      code: s.code, language: s.language, filename: s.file.split('/').pop()!, checks: ['business_logic'],
      ...(s.context ? { business_context: s.context } : {}),
    });
    const business = result.findings.filter((f) => f.category === 'business_logic');
    const tally = byLanguage.get(s.language) ?? [0, 0, 0, 0];
    if (s.violation) {
      const hits = business.filter((f) => f.rule_id === s.expect);
      const caught = hits.length > 0;
      tally[0]++;
      const rule = byRule.get(s.rule) ?? { caught: 0, total: 0 };
      rule.total++;
      if (caught) {
        detected++;
        tally[1]++;
        rule.caught++;
        if (s.expectLine !== undefined && hits.some((f) => f.line === s.expectLine)) onMarkedLine++;
      } else {
        const got = business.map((f) => `${f.rule_id.replace('generic.business_logic.', '')}@${f.line}`).join(', ');
        misses.push(`MISSED ${s.id} (${s.expect?.replace('generic.business_logic.', '')}${s.expectLine ? `@${s.expectLine}` : ''}; got ${got || 'nothing'}) — ${s.note}`);
      }
      byRule.set(s.rule, rule);
    } else {
      tally[2]++;
      if (business.length > 0) {
        falseAlarms++;
        tally[3]++;
        misses.push(`FALSE ALARM ${s.id} (${business.map((f) => `${f.rule_id.replace('generic.business_logic.', '')}@${f.line} ${f.severity}`).join(', ')}) — ${s.note}`);
      }
    }
    byLanguage.set(s.language, tally);
  }
  const violations = scenarios.filter((s) => s.violation).length;
  const obeying = scenarios.length - violations;
  const caughtRules = [...byRule.values()].filter((r) => r.caught > 0);
  const phrasing = caughtRules.length ? caughtRules.reduce((sum, r) => sum + r.caught / r.total, 0) / caughtRules.length : 0;
  return {
    violations, detected, onMarkedLine, obeying, falseAlarms,
    detection: violations ? detected / violations : 0,
    falseAlarmRate: obeying ? falseAlarms / obeying : 0,
    phrasing, byLanguage, misses,
  };
}
