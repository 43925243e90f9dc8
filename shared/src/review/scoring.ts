/**
 * Scores, risk level and the pass flag: pure functions of the findings (documented in the README and in the
 * OpenAPI description, spec 2.2 leaves them "not shown").
 *
 *   score      = max(0, 100 − Σ penalty(severity))  with penalties critical 40, high 20, medium 8, low 2
 *   risk_level = critical if any critical finding; else high if any high finding or score < 50;
 *                else medium if any medium finding or score < 80; else low
 *   passed     = no critical or high finding and score ≥ 70, and the language's own rules ran (coverage full):
 *                a file only the language-independent rules could read was not analysed, so it has not passed
 */
import type { Finding, Severity } from '../contract';

export const SEVERITY_PENALTY: Readonly<Record<Severity, number>> = { critical: 40, high: 20, medium: 8, low: 2 };
export const PASS_SCORE = 70;

type Graded = Pick<Finding, 'severity'>;

export function scoreOf(findings: readonly Graded[]): number {
  const penalty = findings.reduce((sum, f) => sum + SEVERITY_PENALTY[f.severity], 0);
  return Math.max(0, 100 - penalty);
}

export function riskLevelOf(findings: readonly Graded[], score = scoreOf(findings)): Severity {
  const has = (severity: Severity) => findings.some((f) => f.severity === severity);
  if (has('critical')) return 'critical';
  if (has('high') || score < 50) return 'high';
  if (has('medium') || score < 80) return 'medium';
  return 'low';
}

export function passedOf(findings: readonly Graded[], score = scoreOf(findings), analysed = true): boolean {
  return analysed && !findings.some((f) => f.severity === 'critical' || f.severity === 'high') && score >= PASS_SCORE;
}
