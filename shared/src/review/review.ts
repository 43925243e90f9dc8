/**
 * The engine's one entry: review(request) → every response field but request_id and billing (spec 2.2).
 * Parse once → specialists in parallel → scores → rewrite → re-review → summary. Trees are freed before returning.
 */
import { ALWAYS_RUN_CHECKS, CHECKS, UNKNOWN_LANGUAGE, type AnalyzeRequest, type Check, type Finding, type ReviewResult } from '../contract';
import { analyze, type Analysis, type AnalysisInput } from './analyze';
import { readBusinessContext, type SentenceReading } from './analysis/business/context';
import { ruleText } from './analysis/business/rule-text';
import { treeEdits } from './core/edits';
import { isGeneratedCode } from './core/generated-code';
import { unusedImportRemovals } from './import-cleanup';
import { grammarFor, pluginFor } from './languages/registry';
import { parseText, parserFor } from './core/parser';
import { countLines, lineStartsOf } from './core/positions';
import { rewrite } from './rewrite';
import { RuleCatalog } from './rule-catalog';
import { DEFAULT_RULES } from './rule-set';
import type { OffsetEdit, Rule } from './core/rule';
import { passedOf, riskLevelOf, scoreOf } from './scoring';
import { summarize } from './summary';

export interface ReviewOptions {
  /** The rule set; the built-in catalog without its opt-in rules by default (`rulesWith` adds them). */
  rules?: readonly Rule[];
  /** Task time each specialist may spend in one review pass before it is left out (partial). */
  specialistDeadlineMs?: number;
  /** Wall-clock time all specialists of one review pass together may take; those still running are left out. */
  overallDeadlineMs?: number;
  /**
   * Called with the findings as soon as the first review pass ends, before the rewrite and its re-review: an editor
   * can show diagnostics without waiting for the verified rewrite.
   */
  onFindings?: (findings: readonly Finding[]) => void;
  /** Aborts the review between passes (an editor's newer request for the same document). */
  signal?: AbortSignal;
  /**
   * Called with both rewrites once they are known: the verified one (safe fixes that re-reviewed clean) and the
   * full one (every fix), each null when there is none. An editor offers the first as fix-all, the second apart.
   */
  onRewrites?: (rewrites: { verified: string | null; full: string | null }) => void;
  /**
   * Audit mode: also report flows into a sink from a value of unknown origin — a function's parameter nobody in the
   * file passes outside input to (a library's API: its caller's value) — where only the value could make it a
   * problem: a path, a URL, code or a template evaluated. Off by default: on mature code every one was dismissed
   * (npm run bench:realcode); reported at low severity when asked for. Query or command text assembled around such
   * a value is reported either way (see taint-rule.ts BUILT_IS_THE_DEFECT).
   */
  audit?: boolean;
}

export const DEFAULT_SPECIALIST_DEADLINE_MS = 5_000;
export const DEFAULT_OVERALL_DEADLINE_MS = 10_000;

/** A UTF-8 byte order mark read as text: not part of the code, so positions are counted after it. */
const BOM = '\uFEFF';

const defaultCatalog = new RuleCatalog(DEFAULT_RULES);
const customCatalogs = new WeakMap<readonly Rule[], RuleCatalog>();

function catalogFor(rules: readonly Rule[] | undefined): RuleCatalog {
  if (!rules || rules === DEFAULT_RULES) return defaultCatalog;
  let catalog = customCatalogs.get(rules);
  if (!catalog) customCatalogs.set(rules, (catalog = new RuleCatalog(rules)));
  return catalog;
}

/** spec 1: security and reliability always run; the rest as `checks` asks (default all), in the spec's order. */
export function specialistsFor(checks: readonly Check[] | undefined): Check[] {
  const wanted = new Set<Check>([...(checks ?? CHECKS), ...ALWAYS_RUN_CHECKS]);
  return CHECKS.filter((check) => wanted.has(check));
}

export async function review(request: AnalyzeRequest, options: ReviewOptions = {}): Promise<ReviewResult> {
  // Reviewed without the BOM, so columns on line 1 are the editor's; the rewrite gets it back.
  const bom = request.code.startsWith(BOM) ? BOM : '';
  const result = await reviewCode(bom ? { ...request, code: request.code.slice(bom.length) } : request, options, bom);
  return bom && result.rewritten_code !== null ? { ...result, rewritten_code: bom + result.rewritten_code } : result;
}

async function reviewCode(request: AnalyzeRequest, options: ReviewOptions, bom: string): Promise<ReviewResult> {
  const language = request.language;
  const grammar = grammarFor(language, request.filename);
  const generated = isGeneratedCode(request.code);
  // Generated or vendored code: only the checks that always run (spec 1); style and structure are its generator's.
  const specialists = specialistsFor(generated ? [] : request.checks);
  const compiled = await catalogFor(options.rules).forFile(language, grammar);
  const input: AnalysisInput = {
    code: request.code,
    language,
    grammar,
    businessContext: request.business_context,
    specialists,
    ...(generated ? { generated } : {}),
    ...(options.audit ? { audit: true } : {}),
    compiled,
    deadlines: {
      specialistMs: options.specialistDeadlineMs ?? DEFAULT_SPECIALIST_DEADLINE_MS,
      overallMs: options.overallDeadlineMs ?? DEFAULT_OVERALL_DEADLINE_MS,
    },
    ...(options.signal ? { signal: options.signal } : {}),
  };

  options.signal?.throwIfAborted();
  const original = await analyze(input);
  try {
    options.onFindings?.(original.findings.map((f) => f.finding));
    const lineStarts = original.tree ? lineStartsOf(request.code) : [];
    /** The original tree with `edits` applied: tree-sitter then reparses only what they changed. */
    const editedTree = (edits: readonly OffsetEdit[]) => {
      const tree = original.tree?.copy();
      if (tree) for (const edit of treeEdits(lineStarts, edits)) tree.edit(edit);
      return tree;
    };
    const outcome = await rewrite(
      request.code,
      original,
      {
        reanalyze: (code, edits): Promise<Analysis> => {
          options.signal?.throwIfAborted();
          const previousTree = editedTree(edits);
          return analyze({ ...input, code, previousTree, previous: { findings: original.findings, edits } }).finally(() => previousTree?.delete());
        },
        parse: async (code, edits) => {
          if (!grammar) return undefined;
          const previousTree = editedTree(edits);
          try {
            return parseText(await parserFor(grammar), code, previousTree);
          } finally {
            previousTree?.delete();
          }
        },
        consequences: (edits) => unusedImportRemovals(pluginFor(language)?.syntax.imports, original.tree, request.code, edits),
      },
      request.apply_all_fixes ?? false,
    );

    const applyAll = request.apply_all_fixes ?? false;
    const withBom = (code: string | null) => (code === null ? null : bom + code);
    options.onRewrites?.({
      verified: withBom(applyAll ? outcome.alternateCode : outcome.rewrittenCode),
      full: withBom(applyAll ? outcome.rewrittenCode : outcome.alternateCode),
    });
    const findings = original.findings.map((f) => f.finding);
    const score = scoreOf(findings);
    const riskLevel = riskLevelOf(findings, score);
    const lineCount = countLines(request.code);
    const reportedLanguage = language ?? UNKNOWN_LANGUAGE;
    const coverage = original.languageSpecific ? 'full' : 'language-independent';
    // The business rules are read only where the business_logic specialist could check them.
    const contextReading = request.business_context && specialists.includes('business_logic') && coverage === 'full'
      ? readBusinessContext(request.business_context) : undefined;
    return {
      status: 'complete',
      filename: request.filename ?? null,
      language: reportedLanguage,
      line_count: lineCount,
      label: request.label ?? null,
      score,
      risk_level: riskLevel,
      partial: original.partial,
      coverage,
      summary: summarize({
        language: reportedLanguage,
        lineCount,
        score,
        riskLevel,
        findings,
        partial: original.partial,
        coverage,
        checks: specialists,
        ...(generated ? { generated } : {}),
        contextSkipped: contextReading?.skipped.length ?? 0,
        rewrite: {
          produced: outcome.rewrittenCode !== null,
          certifiedClean: outcome.certifiedClean,
          addressed: outcome.addressed.length,
          outOfScope: outcome.outOfScope.length,
        },
      }),
      // A specialist that ran no rule on this file did not check it: listing it would read as a clean bill.
      specialists: original.specialists
        .filter((s) => s.ok && s.rulesRun > 0)
        .map((s) => {
          const own = s.findings.map((f) => f.finding);
          const specialistScore = scoreOf(own);
          const failingRules = new Set(own.map((f) => f.rule_id)).size;
          return {
            name: s.name,
            score: specialistScore,
            risk_level: riskLevelOf(own, specialistScore),
            issue_count: own.length,
            pass_count: Math.max(0, s.rulesRun - failingRules),
          };
        }),
      findings,
      passed: passedOf(findings, score, coverage === 'full'),
      fully_rewritten: outcome.fullyRewritten,
      certified_clean: outcome.certifiedClean,
      findings_addressed: outcome.addressed,
      findings_out_of_scope: outcome.outOfScope,
      findings_unresolved: outcome.unresolved,
      requires_human_review: outcome.requiresHumanReview,
      alternate_available: outcome.alternateAvailable,
      rewritten_code: outcome.rewrittenCode,
      ...(contextReading ? { business_rules: contextReading.sentences.map(businessRuleReading) } : {}),
    };
  } finally {
    original.tree?.delete();
  }
}

function businessRuleReading(reading: SentenceReading): NonNullable<ReviewResult['business_rules']>[number] {
  return {
    sentence: reading.sentence,
    status: reading.status,
    rules: reading.rules.map((rule) => ({ kind: rule.kind, reads: ruleText(rule) })),
    ...(reading.reason ? { reason: reading.reason } : {}),
  };
}
