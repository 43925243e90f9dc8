/**
 * How long a review submitted now would wait for a worker, so that overload is refused at once (503 with that wait
 * as Retry-After) rather than answered seconds later.
 *
 * The wait is the reviews ahead times the mean time between completions while every worker is busy: measured under
 * load, that interval includes everything that shares the machine with the engine (the event loop, other
 * processes, GC), which the engine's own time per review does not, so an estimate from engine time alone admits
 * more than the pool serves within the bound. Before the pool has been saturated, the median of the engine's recent
 * times per review, divided by the workers, stands in (a median, so one slow review does not make an idle pool
 * refuse a burst).
 */

/** How many recent samples each median is taken over. */
const SAMPLES_KEPT = 64;
/** Saturated intervals needed before they are trusted over the engine's time. */
const MIN_INTERVALS = 8;

class RecentSamples {
  private readonly samples: number[] = [];
  private next = 0;

  add(sample: number): void {
    this.samples[this.next] = sample;
    this.next = (this.next + 1) % SAMPLES_KEPT;
  }

  get size(): number {
    return this.samples.length;
  }

  mean(): number | undefined {
    return this.samples.length === 0 ? undefined : this.samples.reduce((sum, sample) => sum + sample, 0) / this.samples.length;
  }

  median(): number | undefined {
    if (this.samples.length === 0) return undefined;
    const sorted = [...this.samples].sort((a, b) => a - b);
    return sorted[sorted.length >> 1];
  }
}

export class ReviewAdmission {
  /** Reviews submitted and not yet finished (running or waiting for a worker). */
  private pending = 0;
  private readonly engineMs = new RecentSamples();
  private readonly saturatedIntervalMs = new RecentSamples();
  private lastCompletion: number | undefined;

  constructor(private readonly workers: number, private readonly now: () => number = () => performance.now()) {}

  started(): void {
    this.pending++;
  }

  /**
   * A review left the pool; `engineMs`: the engine's own time for it, when it ran to the end; `ranOnWorker` false
   * when it never reached a worker (queue full, or its client left while it waited), which frees no worker.
   */
  finished(engineMs?: number, ranOnWorker = true): void {
    this.pending--;
    if (!ranOnWorker) return;
    const now = this.now();
    // Every worker stayed busy since the previous completion: the interval is the pool's real service rate.
    if (this.pending >= this.workers && this.lastCompletion !== undefined) this.saturatedIntervalMs.add(now - this.lastCompletion);
    this.lastCompletion = now;
    if (engineMs !== undefined) this.engineMs.add(engineMs);
  }

  /**
   * Whether a review submitted now may wait: undefined when its expected wait is at most `maxWaitMs` (the bound
   * itself is admitted), else the Retry-After to answer with — the wait in whole seconds, rounded up, at least 1.
   */
  refusal(maxWaitMs: number): { waitMs: number; retryAfterSeconds: number } | undefined {
    const waitMs = this.expectedWaitMs();
    return waitMs > maxWaitMs ? { waitMs, retryAfterSeconds: retryAfterSeconds(waitMs) } : undefined;
  }

  /** In ms; 0 while a worker is free or before any review has been timed. */
  expectedWaitMs(): number {
    const ahead = this.pending - this.workers + 1;
    if (ahead <= 0) return 0;
    const perReview = this.saturatedIntervalMs.size >= MIN_INTERVALS
      ? this.saturatedIntervalMs.mean()
      : (this.engineMs.median() ?? 0) / this.workers;
    return ahead * (perReview ?? 0);
  }
}

/** A wait as a Retry-After value: whole seconds, rounded up, at least 1. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}
