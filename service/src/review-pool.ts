/**
 * Reviews run in a worker-thread pool sized to the machine so the event loop stays responsive. A full queue, a
 * worker crash or a timeout is a ServiceUnavailable (503, never charged).
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { AnalyzeRequest, ReviewResult } from '../../shared/src/contract';

export interface ReviewPoolOptions {
  /** Worker threads; default: the machine's parallelism. */
  threads?: number;
  /** Reviews allowed to wait for a worker before new ones get 503. */
  maxQueue?: number;
  /** A review running longer than this is abandoned (503). */
  timeoutMs?: number;
  /** The worker module; default dist/review-worker.js beside this bundle. */
  workerFile?: string;
}

export class ReviewPoolBusyError extends Error {}
export class ReviewTimeoutError extends Error {}
export class ReviewAbortedError extends Error {}

export class ReviewPool {
  private readonly pool: Piscina;
  readonly timeoutMs: number;
  readonly threads: number;

  constructor(options: ReviewPoolOptions = {}) {
    const threads = options.threads ?? availableParallelism();
    this.threads = threads;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.pool = new Piscina({
      filename: options.workerFile ?? path.join(__dirname, 'review-worker.js'),
      minThreads: threads,
      maxThreads: threads,
      maxQueue: options.maxQueue ?? threads * 16,
      idleTimeout: 60_000,
    });
  }

  get queued(): number {
    return this.pool.queueSize;
  }

  /** Runs one review; `signal` aborts it when the client goes away. */
  async review(request: AnalyzeRequest, signal?: AbortSignal): Promise<ReviewResult> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      return (await this.pool.run(request, { signal: combined })) as ReviewResult;
    } catch (error) {
      if (timeout.aborted) throw new ReviewTimeoutError(`review exceeded ${this.timeoutMs} ms`);
      if (signal?.aborted) throw new ReviewAbortedError('client went away');
      if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new ReviewPoolBusyError('review queue is full');
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
