/**
 * The verified rewrite (spec 1, 2.2). Fixes that do not overlap are applied together and the result is reviewed
 * again. The verified rewrite keeps only fixes whose finding disappeared without bringing a new one; the full
 * rewrite (`apply_all_fixes`) keeps every fix. Definitions, as in the README:
 *
 * - addressed: findings of the original review absent from the re-review of the returned rewrite
 * - out of scope: findings whose rule a rewrite cannot fix by construction (never counted as addressed)
 * - unresolved: every other finding of the original review
 * - certified_clean: a rewrite was returned and its re-review (all requested specialists, none partial) has no finding
 * - fully_rewritten: a rewrite was returned and nothing is unresolved or out of scope
 * - requires_human_review: something is unresolved or out of scope, or the returned rewrite is not certified clean
 * - alternate_available: the other setting of apply_all_fixes would return a different rewrite
 */
import { severityRank } from '../contract';
import type { Analysis, ReviewedFinding } from './analyze';
import { applyEdits, OffsetMap, overlaps, sortedEdits } from './edits';
import type { OffsetEdit } from './rules/rule';

/** Reviews a rewritten text; `edits` turned the original into it (for incremental parsing). */
export type Reanalyze = (code: string, edits: readonly OffsetEdit[]) => Promise<Analysis>;

export interface RewriteOutcome {
  rewrittenCode: string | null;
  fullyRewritten: boolean;
  certifiedClean: boolean;
  addressed: string[];
  outOfScope: string[];
  unresolved: string[];
  requiresHumanReview: boolean;
  alternateAvailable: boolean;
}

/** How findings are named in findings_addressed / _out_of_scope / _unresolved: `<rule_id>:<line>`. */
export function findingKey(reviewed: ReviewedFinding): string {
  return `${reviewed.finding.rule_id}:${reviewed.finding.line ?? 0}`;
}

interface Attempt {
  fixes: ReviewedFinding[];
  edits: OffsetEdit[];
  offsets: OffsetMap;
  code: string;
  review: Analysis;
}

const MAX_VERIFY_ROUNDS = 4;

export async function rewrite(
  code: string,
  original: Analysis,
  reanalyze: Reanalyze,
  applyAllFixes: boolean,
): Promise<RewriteOutcome> {
  const outOfScope = original.findings.filter((f) => f.rule.outOfScope);
  const candidates = chooseNonOverlapping(original.findings.filter((f) => f.detection.fix && !f.rule.outOfScope));
  const attempts = new Map<string, Attempt>();
  const attempt = async (fixes: ReviewedFinding[]): Promise<Attempt> => {
    const key = fixes.map(findingKey).sort().join('|');
    const known = attempts.get(key);
    if (known) return known;
    const edits = sortedEdits(fixes.flatMap((f) => f.detection.fix!.edits));
    const rewritten = applyEdits(code, edits);
    const made: Attempt = { fixes, edits, offsets: new OffsetMap(edits), code: rewritten, review: await reanalyze(rewritten, edits) };
    attempts.set(key, made);
    return made;
  };

  try {
    const full = candidates.length > 0 ? await attempt(candidates) : undefined;
    const verified = full ? await verifiedSubset(full, original, attempt) : undefined;
    const chosen = applyAllFixes ? full : verified;
    const other = applyAllFixes ? verified : full;
    const survivors = byRule(chosen ? chosen.review.findings : original.findings);
    const offsets = chosen?.offsets ?? new OffsetMap([]);
    const isStill = (f: ReviewedFinding) => (survivors.get(f.rule.id) ?? []).some((s) => corresponds(f, s, offsets));
    const rest = original.findings.filter((f) => !f.rule.outOfScope);
    const addressed = chosen ? rest.filter((f) => !isStill(f)) : [];
    const unresolved = rest.filter((f) => !addressed.includes(f));
    const certifiedClean = !!chosen && !chosen.review.partial && chosen.review.findings.length === 0;
    return {
      rewrittenCode: chosen?.code ?? null,
      fullyRewritten: !!chosen && unresolved.length === 0 && outOfScope.length === 0,
      certifiedClean,
      addressed: addressed.map(findingKey),
      outOfScope: outOfScope.map(findingKey),
      unresolved: unresolved.map(findingKey),
      requiresHumanReview: unresolved.length > 0 || outOfScope.length > 0 || (!!chosen && !certifiedClean),
      alternateAvailable: !!other && other.code !== chosen?.code,
    };
  } finally {
    for (const { review } of attempts.values()) review.tree?.delete();
  }
}

/** Most severe first; a fix whose edits collide with an already chosen one waits for a later review. */
function chooseNonOverlapping(fixable: readonly ReviewedFinding[]): ReviewedFinding[] {
  const chosen: ReviewedFinding[] = [];
  const taken: OffsetEdit[] = [];
  const ordered = [...fixable].sort(
    (a, b) => severityRank(a.finding.severity) - severityRank(b.finding.severity) || a.start - b.start,
  );
  for (const candidate of ordered) {
    const edits = candidate.detection.fix!.edits;
    if (edits.some((e) => taken.some((t) => overlaps(e, t)))) continue;
    chosen.push(candidate);
    taken.push(...edits);
  }
  return chosen.sort((a, b) => a.start - b.start);
}

function byRule(findings: readonly ReviewedFinding[]): Map<string, ReviewedFinding[]> {
  const map = new Map<string, ReviewedFinding[]>();
  for (const finding of findings) {
    let list = map.get(finding.rule.id);
    if (!list) map.set(finding.rule.id, (list = []));
    list.push(finding);
  }
  return map;
}

/** A finding of the rewrite is the same finding as one of the original when its rule matches at the mapped place. */
function corresponds(originalFinding: ReviewedFinding, rewritten: ReviewedFinding, offsets: OffsetMap): boolean {
  if (originalFinding.rule.id !== rewritten.rule.id) return false;
  const start = offsets.map(originalFinding.start);
  const end = Math.max(start, offsets.map(originalFinding.end));
  return rewritten.start <= end && start <= rewritten.end;
}

/**
 * Drops fixes until every kept fix made its finding disappear and the rewrite has no finding the original did not
 * have. A new finding is blamed on the kept fix whose edits lie nearest to it.
 */
async function verifiedSubset(
  full: Attempt,
  original: Analysis,
  attempt: (fixes: ReviewedFinding[]) => Promise<Attempt>,
): Promise<Attempt | undefined> {
  let current = full;
  for (let round = 0; round < MAX_VERIFY_ROUNDS; round++) {
    const { review, offsets } = current;
    const survivors = byRule(review.findings);
    const originals = byRule(original.findings);
    const failed = new Set(current.fixes.filter((fix) => (survivors.get(fix.rule.id) ?? []).some((s) => corresponds(fix, s, offsets))));
    const introduced = review.findings.filter((s) => !(originals.get(s.rule.id) ?? []).some((f) => corresponds(f, s, offsets)));
    for (const finding of introduced) {
      const culprit = nearestFix(current.fixes, finding, offsets);
      if (culprit) failed.add(culprit);
    }
    if (failed.size === 0 && !review.partial) return current;
    const kept = current.fixes.filter((fix) => !failed.has(fix));
    if (kept.length === 0 || review.partial) return undefined;
    current = await attempt(kept);
  }
  return undefined;
}

function nearestFix(fixes: readonly ReviewedFinding[], introduced: ReviewedFinding, offsets: OffsetMap) {
  let best: ReviewedFinding | undefined;
  let bestDistance = Infinity;
  for (const fix of fixes) {
    for (const edit of fix.detection.fix!.edits) {
      const start = offsets.map(edit.start);
      const end = start + edit.text.length;
      const distance = introduced.end < start ? start - introduced.end : introduced.start > end ? introduced.start - end : 0;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = fix;
      }
    }
  }
  return best;
}
