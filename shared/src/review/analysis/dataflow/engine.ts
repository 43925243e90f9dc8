/**
 * How rules reach the data flow: `sinkHits` (what reaches the sinks of the file, for taint rules) and `valueAt`
 * (what a node may hold, for rules that judge a value: algorithm names, key sizes, flags). The analysis is built
 * once per file and run lazily: a rule that asks nothing costs nothing.
 */
import { memoized, type FileContext, type LanguagePlugin, type Node } from '../../core/rule';
import { Analysis, type SinkHit } from './analysis';
import { SpecIndex } from './match';
import type { SinkKind } from '../../core/taint-spec';
import type { Taint, Value } from './value';

/** What rules read of a value the flow knows: its one constant, the key of a field. */
export { HOLE, fieldKey, single } from './value';
export type { Taint, Value };

type LanguageFlow = LanguagePlugin['flow'];

const indexes = new Map<LanguageFlow, SpecIndex>();

/** The specification of a plugin's flow as the data flow matches calls against it (one index per flow). */
export function specIndex(flow: LanguageFlow): SpecIndex {
  let index = indexes.get(flow);
  if (!index) indexes.set(flow, (index = new SpecIndex(flow.spec)));
  return index;
}

function analysisOf(file: FileContext): Analysis | undefined {
  return memoized(file, 'dataflow.analysis', () => {
    const flow = file.plugin?.flow;
    if (!flow || !file.tree) return undefined;
    return new Analysis(file, flow.lower(file), specIndex(flow), flow.calls);
  });
}

function ranAnalysis(file: FileContext): Analysis | undefined {
  const analysis = analysisOf(file);
  if (analysis) memoized(file, 'dataflow.run', () => analysis.run(file.changed));
  return analysis;
}

/**
 * In a re-review with `changed` ranges: the ranges whose data-flow findings were recomputed (findings of the
 * previous review elsewhere still hold), or 'all' when everything was.
 */
export function recomputedRanges(file: FileContext): readonly (readonly [number, number])[] | 'all' {
  if (!analysisOf(file)) return 'all';
  return memoized(file, 'dataflow.run', () => analysisOf(file)!.run(file.changed));
}

export interface ReportedHit extends SinkHit {
  /** Outside input reaches the sink; otherwise only a value of unknown origin does. */
  fromInput: boolean;
}

/** Sinks of these kinds that outside input, or a parameter of an entry point, reaches. */
export function sinkHits(file: FileContext, kinds: readonly SinkKind[]): ReportedHit[] {
  const analysis = ranAnalysis(file);
  if (!analysis) return [];
  const hits: ReportedHit[] = [];
  const seen = new Set<string>();
  for (const [key, hit] of analysis.inputHits) {
    if (!kinds.includes(hit.kind)) continue;
    seen.add(key);
    hits.push({ ...hit, fromInput: true });
  }
  for (const [key, hit] of analysis.parameterHits) {
    if (!kinds.includes(hit.kind) || seen.has(key)) continue;
    const entries = hit.taints.filter((taint) => {
      const fn = taint.source.fn === undefined ? undefined : analysis.functionById(taint.source.fn);
      return fn !== undefined && !analysis.units.hasCallers(fn);
    });
    if (entries.length > 0) hits.push({ ...hit, taints: entries, fromInput: false });
  }
  return hits.sort((a, b) => a.call.startIndex - b.call.startIndex);
}

/** What the expression at `node` may hold where it stands (after constant propagation), if the flow knows it. */
export function valueAt(file: FileContext, node: Node): Value | undefined {
  const analysis = analysisOf(file);
  if (!analysis) return undefined;
  const unit = analysis.units.unitAt(node.startIndex);
  if (unit) analysis.summary(unit);
  return analysis.valueOf(node);
}

/** Whether the node is in a branch that a condition folding to a constant never runs (`if DEBUG:` with DEBUG = False). */
export function isDeadCode(file: FileContext, node: Node): boolean {
  const analysis = analysisOf(file);
  if (!analysis) return false;
  const unit = analysis.units.unitAt(node.startIndex);
  if (unit) analysis.summary(unit);
  return analysis.isDead(node);
}

/** The constants an expression may hold (a single literal, or what a variable was given), or undefined. */
export function constantsAt(file: FileContext, node: Node): readonly (string | number | boolean | null)[] | undefined {
  return valueAt(file, node)?.constants;
}
