/**
 * The verified rewrite (spec 1, 2.2). Definitions, as in the README and the OpenAPI document:
 *
 * - the verified rewrite applies only `safe` fixes, and keeps one only when the re-review shows its finding gone,
 *   no new finding near it, and no more syntax errors than the original had;
 * - the full rewrite (`apply_all_fixes`) applies every fix, suggestions included, minus those that break the syntax;
 * - a fix that leaves an import unused removes the import; identical edits (an import two fixes add) apply once;
 * - addressed: findings of the original review absent from the re-review of the returned rewrite;
 * - out of scope: findings whose rule a rewrite cannot fix by construction (never counted as addressed);
 * - unresolved: every other finding of the original review;
 * - certified_clean: a rewrite was returned and its re-review (all requested specialists, none partial) found nothing;
 * - fully_rewritten: a rewrite was returned and nothing is unresolved or out of scope;
 * - requires_human_review: something is unresolved or out of scope, or the returned rewrite is not certified clean;
 * - alternate_available: the other setting of apply_all_fixes returns different code.
 */
import { severityRank } from '../contract';
import type { Analysis, ReviewedFinding } from './analyze';
import { applyEdits, OffsetMap, overlaps, sortedEdits } from './core/edits';
import type { OffsetEdit, Tree } from './core/rule';
import { isAnalysisFailure } from './core/parser';
import { syntaxErrors, type SyntaxErrorRange } from './core/syntax-errors';

/** Reviews a rewritten text; `edits` turned the original into it (for incremental parsing). */
export type Reanalyze = (code: string, edits: readonly OffsetEdit[]) => Promise<Analysis>;

/** What a rewrite needs besides reviewing: parsing alone, and the edits that follow from a set of edits. */
export interface RewriteSupport {
  reanalyze: Reanalyze;
  /** The tree of a rewritten text, for the syntax gate of a rewrite that is not reviewed. */
  parse: (code: string, edits: readonly OffsetEdit[]) => Promise<Tree | undefined>;
  /** Edits the fixes' edits entail elsewhere in the file (imports left unused). */
  consequences: (edits: readonly OffsetEdit[]) => OffsetEdit[];
}

export interface RewriteOutcome {
  rewrittenCode: string | null;
  fullyRewritten: boolean;
  certifiedClean: boolean;
  addressed: string[];
  outOfScope: string[];
  unresolved: string[];
  requiresHumanReview: boolean;
  alternateAvailable: boolean;
  /** The code the other setting of apply_all_fixes returns (null: no rewrite), for an editor that offers both. */
  alternateCode: string | null;
}

/** How findings are named in findings_addressed / _out_of_scope / _unresolved: `<rule_id>:<line>:<column>`. */
export function findingKey(reviewed: ReviewedFinding): string {
  return `${reviewed.finding.rule_id}:${reviewed.finding.line ?? 0}:${reviewed.finding.column ?? 1}`;
}

interface Attempt {
  fixes: ReviewedFinding[];
  edits: OffsetEdit[];
  offsets: OffsetMap;
  code: string;
  /** Absent for an attempt only parsed (the mode not asked for). */
  review?: Analysis;
  errors: SyntaxErrorRange[];
  tree: Tree | undefined;
}

const MAX_VERIFY_ROUNDS = 4;

export async function rewrite(code: string, original: Analysis, support: RewriteSupport, applyAllFixes: boolean): Promise<RewriteOutcome> {
  const outOfScope = original.findings.filter((f) => f.rule.outOfScope);
  const fixable = original.findings.filter((f) => f.detection.fix && !f.rule.outOfScope);
  const originalErrors = syntaxErrors(original.tree);
  const trees = new Set<Tree>();
  const attempts = new Map<string, Attempt>();
  const attempt = async (fixes: ReviewedFinding[], reviewed: boolean): Promise<Attempt> => {
    const fixKey = fixes.map(findingKey).sort().join('|');
    const key = `${reviewed}|${fixKey}`;
    // A reviewed attempt serves as a parsed one too.
    const known = attempts.get(key) ?? (reviewed ? undefined : attempts.get(`true|${fixKey}`));
    if (known) return known;
    const own = uniqueEdits(fixes.flatMap((f) => f.detection.fix!.edits));
    const edits = sortedEdits([...own, ...support.consequences(own)]);
    const rewritten = applyEdits(code, edits);
    const review = reviewed ? await support.reanalyze(rewritten, edits) : undefined;
    const tree = review ? review.tree : await support.parse(rewritten, edits);
    if (tree) trees.add(tree);
    const made: Attempt = { fixes, edits, offsets: new OffsetMap(edits), code: rewritten, ...(review ? { review } : {}), errors: syntaxErrors(tree), tree };
    attempts.set(key, made);
    return made;
  };
  const gate = (candidates: ReviewedFinding[], reviewed: boolean) => syntaxGated(candidates, originalErrors, (fixes) => attempt(fixes, reviewed));
  const verify = (candidates: ReviewedFinding[]) => verifiedSubset(candidates, original, code, originalErrors, (fixes) => attempt(fixes, true));

  try {
    const all = chooseNonOverlapping(fixable);
    const safe = chooseNonOverlapping(fixable.filter((f) => f.detection.fix!.safety === 'safe'));
    let chosen: Attempt | undefined;
    let other: Attempt | undefined;
    try {
      chosen = applyAllFixes ? await gate(all, true) : await verify(safe);
      // The other mode is only compared by its code: parsed, not reviewed, when it is the full rewrite.
      other = applyAllFixes ? await verify(safe) : await gate(all, false);
    } catch (error) {
      // A rewrite the engine failed to verify is not offered; the review's findings stand without it.
      if (!isAnalysisFailure(error)) throw error;
      chosen = other = undefined;
    }
    const survivors = byRule(chosen?.review ? chosen.review.findings : original.findings);
    const corresponds = correspondence(code, chosen ?? { offsets: new OffsetMap([]), code });
    const isStill = (f: ReviewedFinding) => (survivors.get(f.rule.id) ?? []).some((s) => corresponds(f, s));
    const rest = original.findings.filter((f) => !f.rule.outOfScope);
    const addressed = chosen ? rest.filter((f) => !isStill(f)) : [];
    const unresolved = rest.filter((f) => !addressed.includes(f));
    const certifiedClean = !!chosen?.review && !chosen.review.partial && chosen.review.findings.length === 0;
    return {
      rewrittenCode: chosen?.code ?? null,
      fullyRewritten: !!chosen && unresolved.length === 0 && outOfScope.length === 0,
      certifiedClean,
      addressed: unique(addressed.map(findingKey)),
      outOfScope: unique(outOfScope.map(findingKey)),
      unresolved: unique(unresolved.map(findingKey)),
      requiresHumanReview: unresolved.length > 0 || outOfScope.length > 0 || (!!chosen && !certifiedClean),
      alternateAvailable: (other?.code ?? null) !== (chosen?.code ?? null),
      alternateCode: other?.code ?? null,
    };
  } finally {
    for (const tree of trees) tree.delete();
  }
}

const unique = (keys: string[]) => [...new Set(keys)];

/** Identical edits (the same import added by two fixes) are one edit. */
function uniqueEdits(edits: readonly OffsetEdit[]): OffsetEdit[] {
  const seen = new Set<string>();
  return edits.filter((edit) => {
    const key = `${edit.start}:${edit.end}:${edit.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const sameEdit = (a: OffsetEdit, b: OffsetEdit) => a.start === b.start && a.end === b.end && a.text === b.text;

/** Most severe first; a fix whose edits collide with an already chosen one (other than an identical edit) waits. */
function chooseNonOverlapping(fixable: readonly ReviewedFinding[]): ReviewedFinding[] {
  const chosen: ReviewedFinding[] = [];
  const taken: OffsetEdit[] = [];
  const ordered = [...fixable].sort(
    (a, b) => severityRank(a.finding.severity) - severityRank(b.finding.severity) || a.start - b.start,
  );
  for (const candidate of ordered) {
    const edits = candidate.detection.fix!.edits;
    if (edits.some((e) => taken.some((t) => !sameEdit(e, t) && overlaps(e, t)))) continue;
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

type Correspondence = (originalFinding: ReviewedFinding, rewritten: ReviewedFinding) => boolean;

/**
 * A finding of the rewrite is the same finding as one of the original when its rule matches at the mapped place, or,
 * for a finding inside text a fix re-wrote (a block re-indented under `with open(…)`, wrapped in a try), when the
 * same code is flagged by the same rule anywhere in that text.
 */
function correspondence(originalCode: string, current: { offsets: OffsetMap; code: string }): Correspondence {
  const { offsets } = current;
  return (originalFinding, rewritten) => {
    if (originalFinding.rule.id !== rewritten.rule.id) return false;
    const start = offsets.map(originalFinding.start);
    const end = Math.max(start, offsets.map(originalFinding.end));
    if (rewritten.start <= end && start <= rewritten.end) return true;
    const replaced = offsets.replacementAround(originalFinding.start, originalFinding.end);
    if (!replaced || rewritten.start < replaced.start || rewritten.end > replaced.end) return false;
    return sameCode(originalCode.slice(originalFinding.start, originalFinding.end), current.code.slice(rewritten.start, rewritten.end));
  };
}

/** The same code, however it is indented or wrapped. */
function sameCode(a: string, b: string): boolean {
  return a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();
}

/** The fixes nearest to the syntax errors the attempt has and the original had not. */
function syntaxCulprits(current: Attempt, originalErrors: readonly SyntaxErrorRange[]): Set<ReviewedFinding> {
  const culprits = new Set<ReviewedFinding>();
  if (current.errors.length <= originalErrors.length) return culprits;
  const old = originalErrors.map((e) => ({ start: current.offsets.map(e.start), end: current.offsets.map(e.end) }));
  for (const error of current.errors) {
    if (old.some((o) => o.start <= error.end && error.start <= o.end)) continue;
    const culprit = nearestFix(current.fixes, error, current.offsets);
    if (culprit) culprits.add(culprit);
  }
  // Errors that all sit where the original had some still count: then the nearest fix to any of them goes.
  if (culprits.size === 0) {
    const culprit = nearestFix(current.fixes, current.errors[0]!, current.offsets);
    if (culprit) culprits.add(culprit);
  }
  return culprits;
}

/** Drops the fixes that break the syntax until the rewrite parses as well as the original did. */
async function syntaxGated(
  candidates: ReviewedFinding[],
  originalErrors: readonly SyntaxErrorRange[],
  attempt: (fixes: ReviewedFinding[]) => Promise<Attempt>,
): Promise<Attempt | undefined> {
  let fixes = candidates;
  while (fixes.length > 0) {
    const current = await attempt(fixes);
    const culprits = syntaxCulprits(current, originalErrors);
    if (culprits.size === 0) return current;
    fixes = fixes.filter((fix) => !culprits.has(fix));
  }
  return undefined;
}

/**
 * Drops fixes until every kept fix made its finding disappear, the rewrite has no finding the original did not
 * have, and no syntax error it did not have. A new finding or error is blamed on the kept fix nearest to it.
 */
async function verifiedSubset(
  candidates: ReviewedFinding[],
  original: Analysis,
  originalCode: string,
  originalErrors: readonly SyntaxErrorRange[],
  attempt: (fixes: ReviewedFinding[]) => Promise<Attempt>,
): Promise<Attempt | undefined> {
  if (candidates.length === 0) return undefined;
  let current = await attempt(candidates);
  for (let round = 0; round < MAX_VERIFY_ROUNDS; round++) {
    const review = current.review!;
    const { offsets } = current;
    const survivors = byRule(review.findings);
    const originals = byRule(original.findings);
    const corresponds = correspondence(originalCode, current);
    const failed = syntaxCulprits(current, originalErrors);
    for (const fix of current.fixes) if ((survivors.get(fix.rule.id) ?? []).some((s) => corresponds(fix, s))) failed.add(fix);
    const introduced = review.findings.filter((s) => !(originals.get(s.rule.id) ?? []).some((f) => corresponds(f, s)));
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

function nearestFix(fixes: readonly ReviewedFinding[], introduced: { start: number; end: number }, offsets: OffsetMap) {
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
