/**
 * Runs the five specialists concurrently on one shared tree. Each specialist owns the detections of its rules;
 * work is sliced so the specialists interleave and each meets its own deadline. A specialist that throws or runs
 * late is left out and the review is partial (spec 2.2 `partial`).
 */
import type { Check } from '../../contract';
import type { Detection, Rule } from '../rules/rule';

export interface RuleDetections {
  rule: Rule;
  detections: Detection[];
}

/** One unit of a specialist's work: a rule's detections, computed on demand. */
export type SpecialistTask = () => RuleDetections;

export interface SpecialistOutcome {
  name: Check;
  ok: boolean;
  results: RuleDetections[];
  /** Why it was left out, for logs; never shown to API callers. */
  failure?: string;
}

export class SpecialistDeadlineExceeded extends Error {
  constructor(name: Check, deadlineMs: number) {
    super(`${name} exceeded its ${deadlineMs} ms deadline`);
  }
}

const SLICE_MS = 8;

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

async function runOne(name: Check, tasks: readonly SpecialistTask[], deadlineMs: number, signal: AbortSignal | undefined): Promise<RuleDetections[]> {
  const deadlineAt = performance.now() + deadlineMs;
  const results: RuleDetections[] = [];
  let sliceStart = performance.now();
  for (const task of tasks) {
    results.push(task());
    const now = performance.now();
    if (now > deadlineAt) throw new SpecialistDeadlineExceeded(name, deadlineMs);
    if (now - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      signal?.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  return results;
}

export async function runSpecialists(
  plan: ReadonlyMap<Check, readonly SpecialistTask[]>,
  deadlineMs: number,
  signal?: AbortSignal,
): Promise<SpecialistOutcome[]> {
  const names = [...plan.keys()];
  const settled = await Promise.allSettled(names.map((name) => runOne(name, plan.get(name) ?? [], deadlineMs, signal)));
  // An aborted review is not a partial one: it has no result at all.
  signal?.throwIfAborted();
  return settled.map((result, i) =>
    result.status === 'fulfilled'
      ? { name: names[i]!, ok: true, results: result.value }
      : { name: names[i]!, ok: false, results: [], failure: String(result.reason) },
  );
}

