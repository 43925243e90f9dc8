/**
 * What a rule is: a small declarative record (Semgrep style). Most rules are a tree-sitter query plus an
 * optional predicate and fix; the few that need a whole-file view (complexity, duplication, secrets in text)
 * implement `scan` instead. Adding a rule = one record + one annotated fixture in test/rules/fixtures.
 */
import type { Node, Tree } from '@vscode/tree-sitter-wasm';

export type { Node, Tree };
import type { Check, Language, Severity } from '../../contract';
import type { Grammar } from '../languages/grammars';

/** A replacement of [start, end) — UTF-16 offsets into the reviewed code. */
export interface OffsetEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * `safe`: the fixed code behaves as the original on every input except those that trigger the defect the finding
 * names, and any precondition that depends on was checked on the tree. `suggestion`: it may also change behaviour
 * on ordinary input (a different digest, a removed log line, markup shown as text), or a precondition could not be
 * checked. Only safe fixes enter the verified rewrite.
 */
export type FixSafety = 'safe' | 'suggestion';

export interface FixPlan {
  description: string;
  edits: OffsetEdit[];
  safety: FixSafety;
}

/** What a rule's fixes are, for docs/rules.md: always one class, or safe only when `when` holds on the tree. */
export type FixesDoc = { safety: FixSafety; note?: string } | { safety: 'checked'; when: string };

/** One place a rule fires, before it becomes a Finding. */
export interface Detection {
  start: number;
  end: number;
  fix?: FixPlan;
  /** Overrides of the rule's texts for this one place (e.g. to name the variable). */
  title?: string;
  description?: string;
  /** Overrides the rule's severity for this place (a value of unknown origin is not the rule's worst case). */
  severity?: Severity;
  /** The data flow behind a taint finding: source, each step, sink (offsets into the reviewed code). */
  flow?: readonly FlowStep[];
}

export interface FlowStep {
  start: number;
  end: number;
  note: string;
}

interface RuleMeta {
  /** `<language|javascript|generic>.<specialist>.<name>`; stable, never reused. */
  id: string;
  specialist: Check;
  severity: Severity;
  /** Languages whose code the rule reads; `'*'` for language-independent rules that also run on `unknown`. */
  languages: readonly Language[] | '*';
  title: string;
  description: string;
  suggestion: string;
  /** Security rules: the most specific CWE that fits, e.g. `CWE-89`. */
  cwe?: string;
  /** A rewrite cannot fix this by construction (e.g. missing rate limiting): reported as out of scope. */
  outOfScope?: boolean;
  /** Rules that offer fixes: what those fixes are (a test holds every fix to it). */
  fixes?: FixesDoc;
}

/** A query match: the first node of each capture name, and every node per name. */
export interface RuleMatch {
  captures: Readonly<Record<string, Node | undefined>>;
  all: Readonly<Record<string, readonly Node[]>>;
  /** The node the finding points at: capture `@target`, else the match's first capture. */
  target: Node;
  file: FileContext;
}

export interface QueryRule extends RuleMeta {
  /** A tree-sitter query; `#eq?`, `#match?`, `#any-of?` predicates run inside the query engine. */
  query: string;
  /** Only these grammars (e.g. JSX node types exist in javascript and tsx, not in typescript). */
  grammars?: readonly Grammar[];
  /** Extra checks the query language cannot express; false drops the match. */
  where?: (match: RuleMatch) => boolean;
  fix?: (match: RuleMatch) => FixPlan | undefined;
  /** Texts, severity or evidence for this one match (e.g. where a judged value came from). */
  detail?: (match: RuleMatch) => Pick<Detection, 'title' | 'description' | 'severity' | 'flow'>;
}

export interface ScanRule extends RuleMeta {
  scan: (file: FileContext) => Detection[];
  /**
   * Its findings in a function depend only on that function and the functions it calls (the data-flow rules): a
   * re-review of a rewrite recomputes them only where the rewrite changed code and carries the rest over.
   */
  perFunction?: boolean;
}

export type Rule = QueryRule | ScanRule;

export function isQueryRule(rule: Rule): rule is QueryRule {
  return 'query' in rule;
}

/** What every rule may read about the file under review. */
export interface FileContext {
  code: string;
  language: Language | undefined;
  /** Absent for `unknown` and for languages without a grammar. */
  tree: Tree | undefined;
  businessContext: string | undefined;
  /** Start offset of each line (0-based line index). */
  lineStarts: readonly number[];
  /** Memo for analyses several rules share (function spans, complexity), keyed by the analysis' name. */
  memo: Map<string, unknown>;
  /** In a re-review of a rewrite: the ranges of this text the rewrite changed (see ScanRule.perFunction). */
  changed?: readonly (readonly [number, number])[];
}

export function memoized<T>(file: FileContext, key: string, compute: () => T): T {
  if (file.memo.has(key)) return file.memo.get(key) as T;
  const value = compute();
  file.memo.set(key, value);
  return value;
}
