/**
 * Runs the five specialists concurrently on one shared tree. Each specialist owns the detections of its rules;
 * work is sliced so the specialists interleave. Each is charged only the time of its own tasks (they share one
 * thread, so wall-clock time would charge one specialist for another's slow rule) against its deadline, and all of
 * them share one overall deadline on top. A specialist that throws or runs late is left out and the review is
 * partial (spec 2.2 `partial`).
 */
import type { Check } from '../../contract';
import { isRuntimeFault } from '../core/parser';
import type { Detection, Rule } from '../core/rule';

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

export interface Deadlines {
  /** Task time each specialist may spend. */
  specialistMs: number;
  /** Wall-clock time all of them together may take. */
  overallMs: number;
}

export class SpecialistDeadlineExceeded extends Error {
  constructor(name: Check, deadlineMs: number, what: 'its' | 'the overall') {
    super(`${name} exceeded ${what} ${deadlineMs} ms deadline`);
  }
}

const SLICE_MS = 8;

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

async function runOne(name: Check, tasks: readonly SpecialistTask[], deadlines: Deadlines, overallAt: number, signal: AbortSignal | undefined): Promise<RuleDetections[]> {
  const results: RuleDetections[] = [];
  let charged = 0;
  let sliceStart = performance.now();
  for (const task of tasks) {
    const taskStart = performance.now();
    if (taskStart > overallAt) throw new SpecialistDeadlineExceeded(name, deadlines.overallMs, 'the overall');
    results.push(task());
    const now = performance.now();
    charged += now - taskStart;
    if (charged > deadlines.specialistMs) throw new SpecialistDeadlineExceeded(name, deadlines.specialistMs, 'its');
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
  deadlines: Deadlines,
  signal?: AbortSignal,
): Promise<SpecialistOutcome[]> {
  const names = [...plan.keys()];
  const overallAt = performance.now() + deadlines.overallMs;
  const settled = await Promise.allSettled(names.map((name) => runOne(name, plan.get(name) ?? [], deadlines, overallAt, signal)));
  // An aborted review is not a partial one: it has no result at all.
  signal?.throwIfAborted();
  // Nor is one whose parser runtime failed: what it would report is unsound, and the caller must replace the runtime.
  const fault = settled.find((result) => result.status === 'rejected' && isRuntimeFault(result.reason));
  if (fault?.status === 'rejected') throw fault.reason;
  return settled.map((result, i) =>
    result.status === 'fulfilled'
      ? { name: names[i]!, ok: true, results: result.value }
      : { name: names[i]!, ok: false, results: [], failure: String(result.reason) },
  );
}
