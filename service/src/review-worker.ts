/**
 * A review-pool worker: runs the engine off the event loop. One tree-sitter runtime per worker.
 *
 * Before it takes its first review the worker warms up (warm-up-samples.ts): it loads every grammar, compiles its
 * queries and runs the engine's hot paths once. Done lazily, that work (~2 s per worker)
 * landed on the first requests of each language and was the whole p99 of a freshly started service
 * (bench:service). Piscina hands a worker no task until its module has loaded, and the pool counts warm workers
 * for /readyz.
 *
 * A failure of the parser runtime (isRuntimeFault) is answered as a value, not thrown, with this thread's id: the
 * pool then replaces this worker, whose runtime must not parse again, and the original error reaches the service log.
 * A failure of the engine's own analysis is answered as a value too: the code is not reviewable (422), the worker is
 * healthy.
 */
import { parentPort, threadId } from 'node:worker_threads';
import type { AnalyzeRequest, ReviewResult } from '../../shared/src/contract';
import { review } from '../../shared/src/review';
import { isAnalysisFailure, isRuntimeFault } from '../../shared/src/review/core/parser';
import { WARM_UP_REQUESTS } from './warm-up-samples';

/** The runtime failure as the pool receives it (an Error's class is lost crossing threads; its text is kept). */
export interface RuntimeFault {
  threadId: number;
  name: string;
  message: string;
  stack: string | undefined;
}

/**
 * `reviewMs`: the engine's own time for this review, without the wait for a worker (the pool's admission estimate).
 * `failure`: the engine's own analysis failed outside any one specialist; the same code fails the same way.
 */
export type WorkerOutcome = { result: ReviewResult; reviewMs: number } | { fault: RuntimeFault } | { failure: string };

/** What a worker posts to the pool once warm. */
export interface WarmMessage {
  codeReviewWorkerWarm: number;
}

async function warmUp(): Promise<void> {
  for (const request of WARM_UP_REQUESTS) {
    try {
      await review(request);
    } catch {
      // A language that fails here fails the same way for its first real review, which reports it properly.
    }
  }
  parentPort?.postMessage({ codeReviewWorkerWarm: threadId } satisfies WarmMessage);
}

async function runReview(request: AnalyzeRequest): Promise<WorkerOutcome> {
  const started = performance.now();
  try {
    const result = await review(request);
    return { result, reviewMs: performance.now() - started };
  } catch (error) {
    if (isAnalysisFailure(error)) return { failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    if (!isRuntimeFault(error)) throw error;
    const { name, message, stack } = error as Error;
    return { fault: { threadId, name, message, stack } };
  }
}

// Piscina awaits a promised handler before it marks the worker ready.
export default warmUp().then(() => runReview);
