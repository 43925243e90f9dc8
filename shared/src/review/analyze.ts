/**
 * One review pass over one text: parse once, match every query rule in one walk, run the specialists on the
 * shared tree, and turn detections into findings. The rewrite runs this again on the rewritten text.
 */
import type { Tree } from '@vscode/tree-sitter-wasm';
import type { Check, Finding, Language } from '../contract';
import { pluginFor } from './languages/registry';
import { CHECKS, severityRank } from '../contract';
import { parseText, parserFor } from './core/parser';
import { positionAt, lineStartsOf } from './core/positions';
import type { CompiledRules } from './rule-catalog';
import { boundedMatches, QueryBudgetExceededError } from './core/query';
import { isQueryRule, type Detection, type FileContext, type GrammarBinding, type Node, type OffsetEdit, type QueryRule, type Rule, type RuleMatch } from './core/rule';
import { runSpecialists, type Deadlines, type SpecialistTask } from './specialists/run';
import { isDeadCode, recomputedRanges } from './analysis/dataflow/engine';
import { OffsetMap, sortedEdits } from './core/edits';
import { UNUSED_SUPPRESSION_RULE_ID } from './rules/unused-suppression';
import { findSuppressions, suppress, type Suppression } from './suppressions';

/** A finding with what the engine needs beyond the wire shape: its rule, its offsets and its fix. */
export interface ReviewedFinding {
  finding: Finding;
  rule: Rule;
  start: number;
  end: number;
  detection: Detection;
}

export interface SpecialistRun {
  name: Check;
  ok: boolean;
  /** Rules of this specialist that ran on the file (for pass_count). */
  rulesRun: number;
  findings: ReviewedFinding[];
}

export interface Analysis {
  findings: ReviewedFinding[];
  specialists: SpecialistRun[];
  partial: boolean;
  /** Whether a rule written for the file's language ran, not only language-independent ones. */
  languageSpecific: boolean;
  tree: Tree | undefined;
}

export interface AnalysisInput {
  code: string;
  language: Language | undefined;
  grammar: GrammarBinding | undefined;
  businessContext: string | undefined;
  specialists: readonly Check[];
  /** A file a tool wrote: rules about how a person writes code (RuleMeta.handWritten) do not run. */
  generated?: boolean;
  /** ReviewOptions.audit. */
  audit?: boolean;
  compiled: CompiledRules;
  deadlines: Deadlines;
  /** An edited older tree of a similar text: tree-sitter then reparses incrementally. */
  previousTree?: Tree;
  /**
   * A re-review of a rewrite: the first review's findings and the edits that made this text. Per-function rules
   * (the data flow) recompute only the functions the edits touched and carry the rest over.
   */
  previous?: { findings: readonly ReviewedFinding[]; edits: readonly OffsetEdit[] };
  signal?: AbortSignal;
}

export async function analyze(input: AnalysisInput): Promise<Analysis> {
  const { code, compiled } = input;
  const tree = input.grammar ? parseText(await parserFor(input.grammar), code, input.previousTree) : undefined;
  const offsets = input.previous ? new OffsetMap(sortedEdits(input.previous.edits)) : undefined;
  const file: FileContext = {
    code,
    language: input.language,
    tree,
    plugin: tree ? pluginFor(input.language) : undefined,
    businessContext: input.businessContext,
    lineStarts: lineStartsOf(code),
    memo: new Map(),
    ...(input.audit ? { audit: true } : {}),
    ...(input.previous ? { changed: changedRanges(input.previous.edits, offsets!) } : {}),
  };
  // A tree too irregular to query leaves the query rules out (their specialists fail: partial), not the review.
  let matchesByRule = new Map<QueryRule, RuleMatch[]>();
  let queryFailure: QueryBudgetExceededError | undefined;
  try {
    if (tree && compiled.query) matchesByRule = collectMatches(compiled, tree, file);
  } catch (error) {
    if (!(error instanceof QueryBudgetExceededError)) throw error;
    queryFailure = error;
  }

  const plan = new Map<Check, SpecialistTask[]>(input.specialists.map((name) => [name, []]));
  const rulesRun = new Map<Check, number>();
  let languageSpecific = false;
  for (const rule of compiled.rules) {
    const tasks = plan.get(rule.specialist);
    if (!tasks) continue;
    if (isQueryRule(rule) && !tree) continue;
    if (input.generated && rule.handWritten) continue;
    rulesRun.set(rule.specialist, (rulesRun.get(rule.specialist) ?? 0) + 1);
    if (rule.languages !== '*') languageSpecific = true;
    tasks.push(() => {
      if (queryFailure && isQueryRule(rule)) throw queryFailure;
      const detections = detect(rule, isQueryRule(rule) ? (matchesByRule.get(rule) ?? []) : [], file);
      if (!isQueryRule(rule) && rule.perFunction && input.previous) detections.push(...carriedOver(rule, input.previous.findings, offsets!, file));
      return { rule, detections };
    });
  }

  let outcomes;
  try {
    outcomes = await runSpecialists(plan, input.deadlines, input.signal);
  } catch (error) {
    tree?.delete();
    throw error;
  }
  const suppressions = findSuppressions(code, file.lineStarts, tree, input.language);
  const specialists: SpecialistRun[] = outcomes.map((outcome) => ({
    name: outcome.name,
    ok: outcome.ok,
    rulesRun: rulesRun.get(outcome.name) ?? 0,
    findings: outcome.results.flatMap(({ rule, detections }) =>
      dedupe(detections)
        .map((detection) => toReviewedFinding(rule, detection, file))
        .filter((reviewed) => !suppress(suppressions, reviewed.finding.line ?? 0, rule.id)),
    ),
  }));
  reportUnusedSuppressions(suppressions, specialists, compiled.rules, file);
  const findings = specialists.filter((s) => s.ok).flatMap((s) => s.findings).sort(byPosition);
  return { findings, specialists, partial: outcomes.some((o) => !o.ok), languageSpecific, tree };
}

/**
 * Adds a finding for every suppression that silenced nothing, to the specialist of the unused-suppression rule when
 * it ran. A suppression is judged only when every rule it could have silenced ran to the end: one naming a rule
 * whose specialist was not asked for or did not finish may still be needed. A rule id that does not apply to this
 * file can never silence anything here and is reported.
 */
function reportUnusedSuppressions(suppressions: readonly Suppression[], specialists: readonly SpecialistRun[], rules: readonly Rule[], file: FileContext): void {
  const unusedRule = rules.find((rule) => rule.id === UNUSED_SUPPRESSION_RULE_ID);
  const owner = unusedRule && specialists.find((s) => s.name === unusedRule.specialist && s.ok);
  if (!unusedRule || !owner) return;
  const finished = new Set(specialists.filter((s) => s.ok).map((s) => s.name));
  const specialistOf = new Map(rules.map((rule) => [rule.id, rule.specialist]));
  const judged = (suppression: Suppression) =>
    suppression.ids === 'all'
      ? CHECKS.every((check) => finished.has(check))
      : [...suppression.ids].every((id) => {
          const specialist = specialistOf.get(id);
          return specialist === undefined || finished.has(specialist);
        });
  for (const suppression of suppressions) {
    if (suppression.used || suppression.foreign || !judged(suppression)) continue;
    owner.findings.push(toReviewedFinding(unusedRule, { start: suppression.start, end: suppression.end }, file));
  }
}

/** Where the edits put new text, in offsets of the rewritten text. */
function changedRanges(edits: readonly OffsetEdit[], offsets: OffsetMap): [number, number][] {
  return sortedEdits(edits).map((edit) => {
    const start = offsets.map(edit.start);
    return [start, start + edit.text.length];
  });
}

/** The first review's detections of a per-function rule outside what this review recomputed, moved to the new text. */
function carriedOver(rule: Rule, findings: readonly ReviewedFinding[], offsets: OffsetMap, file: FileContext): Detection[] {
  const recomputed = recomputedRanges(file);
  if (recomputed === 'all') return [];
  const inside = (offset: number) => recomputed.some(([start, end]) => start <= offset && offset < end);
  const carried: Detection[] = [];
  for (const { rule: own, detection } of findings) {
    if (own !== rule) continue;
    const start = offsets.map(detection.start);
    if (inside(start)) continue;
    const { fix, ...rest } = detection;
    void fix;
    carried.push({
      ...rest,
      start,
      end: Math.max(start, offsets.map(detection.end)),
      ...(detection.flow ? { flow: detection.flow.map((step) => ({ ...step, start: offsets.map(step.start), end: offsets.map(step.end) })) } : {}),
    });
  }
  return carried;
}

function collectMatches(compiled: CompiledRules, tree: Tree, file: FileContext): Map<QueryRule, RuleMatch[]> {
  const byRule = new Map<QueryRule, RuleMatch[]>();
  for (const match of boundedMatches(compiled.query!, tree.rootNode)) {
    const rule = compiled.ruleForPattern[match.patternIndex];
    if (!rule || match.captures.length === 0) continue;
    const captures: Record<string, Node> = {};
    const all: Record<string, Node[]> = {};
    for (const { name, node } of match.captures) {
      captures[name] ??= node;
      (all[name] ??= []).push(node);
    }
    const ruleMatch: RuleMatch = { captures, all, target: captures.target ?? match.captures[0]!.node, file };
    let list = byRule.get(rule);
    if (!list) byRule.set(rule, (list = []));
    list.push(ruleMatch);
  }
  return byRule;
}

function detect(rule: Rule, matches: readonly RuleMatch[], file: FileContext): Detection[] {
  if (!isQueryRule(rule)) return rule.scan(file);
  const detections: Detection[] = [];
  for (const match of matches) {
    if (rule.where && !rule.where(match)) continue;
    // A security finding in a branch whose condition folds to false is about code that never runs.
    if (rule.specialist === 'security' && isDeadCode(file, match.target)) continue;
    const fix = rule.fix?.(match);
    detections.push({ start: match.target.startIndex, end: match.target.endIndex, ...rule.detail?.(match), ...(fix ? { fix } : {}) });
  }
  return detections;
}

/** Several patterns of one rule can match the same place; report it once. */
function dedupe(detections: Detection[]): Detection[] {
  const seen = new Set<string>();
  return detections.filter((d) => {
    const key = `${d.start}:${d.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function toReviewedFinding(rule: Rule, detection: Detection, file: FileContext): ReviewedFinding {
  const start = positionAt(file.lineStarts, detection.start);
  const end = positionAt(file.lineStarts, Math.max(detection.start, detection.end));
  const finding: Finding = {
    severity: detection.severity ?? rule.severity,
    category: rule.specialist,
    line: start.line,
    title: detection.title ?? rule.title,
    description: detection.description ?? rule.description,
    suggestion: rule.suggestion,
    rule_id: rule.id,
    ...(rule.cwe ? { cwe: rule.cwe } : {}),
    end_line: end.line,
    column: start.column,
    end_column: end.column,
  };
  if (detection.fix) {
    finding.fix = {
      description: detection.fix.description,
      edits: detection.fix.edits.map((edit) => {
        const from = positionAt(file.lineStarts, edit.start);
        const to = positionAt(file.lineStarts, edit.end);
        return { line: from.line, column: from.column, end_line: to.line, end_column: to.column, text: edit.text };
      }),
      safety: detection.fix.safety,
    };
  }
  if (detection.flow && detection.flow.length >= 2) {
    finding.dataflow = detection.flow.map((step) => {
      const from = positionAt(file.lineStarts, step.start);
      const to = positionAt(file.lineStarts, Math.max(step.start, step.end));
      return { line: from.line, column: from.column, end_line: to.line, end_column: to.column, note: step.note };
    });
  }
  return { finding, rule, start: detection.start, end: detection.end, detection };
}

function byPosition(a: ReviewedFinding, b: ReviewedFinding): number {
  return (
    a.start - b.start ||
    severityRank(a.finding.severity) - severityRank(b.finding.severity) ||
    a.rule.id.localeCompare(b.rule.id)
  );
}
