/**
 * Reviews run in a worker-thread pool sized to the machine so the event loop stays responsive. A full queue, a
 * worker crash or a timeout is an UnavailableError in the analyze route (503, never charged); code on which the
 * parser runtime fails even in a fresh worker is a CodeNotReviewableError (422, never charged).
 *
 * Admission is by expected wait, not by queue length alone: a review that would wait longer than `maxWaitMs` for a
 * worker is refused at once (503 with the expected wait as Retry-After) instead of being answered seconds later.
 * How the wait is estimated: review-admission.ts. Reviews wait for a worker in arrival order (worker-slots.ts).
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { AnalyzeRequest, ReviewResult } from '../../shared/src/contract';
import { ServiceError } from './errors';
import { retryAfterSeconds, ReviewAdmission } from './review-admission';
import type { RuntimeFault, WarmMessage, WorkerOutcome } from './review-worker';
import { QueueFullError, WorkerSlots } from './worker-slots';

export interface ReviewPoolOptions {
  /** Worker threads; default: the machine's parallelism. */
  threads?: number;
  /** Reviews allowed to wait for a worker before new ones get 503 (bounds memory: each holds its request); default 64 per thread. */
  maxQueue?: number;
  /** A review expected to wait longer than this for a worker is refused at once (503); default 1,000 ms. */
  maxWaitMs?: number;
  /** A review running longer than this is abandoned (503). */
  timeoutMs?: number;
  /** The worker module; default dist/review-worker.js beside this bundle. */
  workerFile?: string;
}

/** `retryAfterSeconds`: when the reviews ahead are expected to be done. */
export class ReviewPoolBusyError extends Error {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message);
  }
}

export class ReviewTimeoutError extends Error {}
export class ReviewAbortedError extends Error {}

/**
 * The code cannot be reviewed: the parser runtime failed on it twice, the second time in a fresh worker (the code
 * itself makes it fail, so retrying cannot help), or the engine's own analysis failed on it. 422 with the spec's
 * error body, never charged; `cause` keeps the original for the log.
 */
export class CodeNotReviewableError extends ServiceError {
  constructor(request: AnalyzeRequest, failure: RuntimeFault | string) {
    const reason = typeof failure === 'string'
      ? `the review engine failed on it (${failure})`
      : `the ${request.language ?? 'code'} parser failed on it (${failure.name}: ${failure.message})`;
    super(422, { error: `This code cannot be reviewed: ${reason}. Sending the same code again will fail the same way; no credits were charged.` });
    this.cause = typeof failure === 'string' ? new Error(failure) : Object.assign(new Error(`${failure.name}: ${failure.message}`), { stack: failure.stack });
  }
}

export class ReviewPool {
  private readonly pool: Piscina;
  readonly timeoutMs: number;
  readonly threads: number;
  readonly maxWaitMs: number;
  /** Workers replaced because their parser runtime failed, since start. */
  faults = 0;
  private readonly admission: ReviewAdmission;
  private readonly slots: WorkerSlots;
  private readonly warmWorkers = new Set<number>();

  constructor(options: ReviewPoolOptions = {}) {
    const threads = options.threads ?? availableParallelism();
    this.threads = threads;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.pool = new Piscina({
      filename: options.workerFile ?? path.join(__dirname, 'review-worker.js'),
      minThreads: threads,
      maxThreads: threads,
      // Never more than one review per worker reaches Piscina (WorkerSlots); a replaced worker's review may wait here.
      maxQueue: threads,
      idleTimeout: 60_000,
    });
    this.slots = new WorkerSlots(threads, options.maxQueue ?? threads * 64);
    this.maxWaitMs = options.maxWaitMs ?? 1_000;
    this.admission = new ReviewAdmission(threads);
    this.pool.on('message', (message: unknown) => {
      const warm = (message as Partial<WarmMessage> | null)?.codeReviewWorkerWarm;
      if (typeof warm === 'number') this.warmWorkers.add(warm);
    });
    this.pool.on('workerDestroy', (worker: { threadId: number }) => this.warmWorkers.delete(worker.threadId));
  }

  /** A worker has loaded the grammars and can review without a cold start (/readyz). */
  get ready(): boolean {
    return this.warmWorkers.size > 0;
  }

  /** Throws ReviewPoolBusyError when a review submitted now would wait longer than maxWaitMs for a worker. */
  admit(): void {
    const refusal = this.admission.refusal(this.maxWaitMs);
    if (refusal) throw new ReviewPoolBusyError(`expected wait ${Math.round(refusal.waitMs)} ms is over ${this.maxWaitMs} ms`, refusal.retryAfterSeconds);
  }

  /**
   * Runs one review; `signal` (the client went away) takes it out of the queue while it waits, but a review already
   * running finishes: aborting it would end its worker, and a fresh one spends seconds warming up. A review over
   * the timeout does end its worker (it may be stuck). A worker whose parser runtime failed is replaced
   * and the review runs once more on a healthy one: a runtime left broken by an earlier review fails an innocent
   * request only once, while code that breaks the parser itself fails again and is not reviewable (422).
   */
  async review(request: AnalyzeRequest, signal?: AbortSignal): Promise<ReviewResult> {
    this.admit();
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const waitSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    this.admission.started();
    let engineMs: number | undefined;
    let holdsSlot = false;
    try {
      await this.slots.acquire(waitSignal);
      holdsSlot = true;
      const first = await this.run(request, timeout);
      if ('result' in first) {
        engineMs = first.reviewMs;
        return first.result;
      }
      if ('failure' in first) throw new CodeNotReviewableError(request, first.failure);
      this.replaceWorker(first.fault);
      const second = await this.run(request, timeout);
      if ('result' in second) {
        engineMs = second.reviewMs;
        return second.result;
      }
      if ('failure' in second) throw new CodeNotReviewableError(request, second.failure);
      this.replaceWorker(second.fault);
      throw new CodeNotReviewableError(request, second.fault);
    } catch (error) {
      if (error instanceof CodeNotReviewableError) throw error;
      if (timeout.aborted) throw new ReviewTimeoutError(`review exceeded ${this.timeoutMs} ms`);
      if (signal?.aborted) throw new ReviewAbortedError('client went away');
      if (error instanceof QueueFullError) {
        throw new ReviewPoolBusyError('review queue is full', retryAfterSeconds(this.admission.expectedWaitMs()));
      }
      throw error;
    } finally {
      if (holdsSlot) this.slots.release();
      this.admission.finished(engineMs, holdsSlot);
    }
  }

  private async run(request: AnalyzeRequest, signal: AbortSignal): Promise<WorkerOutcome> {
    return (await this.pool.run(request, { signal })) as WorkerOutcome;
  }

  /** Ends the worker whose runtime failed; the pool starts a fresh one in its place (minThreads). */
  private replaceWorker(fault: RuntimeFault): void {
    this.faults++;
    const worker = this.pool.threads.find((thread) => thread.threadId === fault.threadId);
    void worker?.terminate();
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
