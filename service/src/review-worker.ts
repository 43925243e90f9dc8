/**
 * A review-pool worker: runs the engine off the event loop. One tree-sitter runtime per worker.
 *
 * A failure of that runtime (isRuntimeFault) is answered as a value, not thrown, with this thread's id: the pool
 * then replaces this worker, whose runtime must not parse again, and the original error reaches the service log.
 */
import { threadId } from 'node:worker_threads';
import type { AnalyzeRequest, ReviewResult } from '../../shared/src/contract';
import { review } from '../../shared/src/review';
import { isRuntimeFault } from '../../shared/src/review/languages/parser';

/** The runtime failure as the pool receives it (an Error's class is lost crossing threads; its text is kept). */
export interface RuntimeFault {
  threadId: number;
  name: string;
  message: string;
  stack: string | undefined;
}

export type WorkerOutcome = { result: ReviewResult } | { fault: RuntimeFault };

export default async function runReview(request: AnalyzeRequest): Promise<WorkerOutcome> {
  try {
    return { result: await review(request) };
  } catch (error) {
    if (!isRuntimeFault(error)) throw error;
    const { name, message, stack } = error as Error;
    return { fault: { threadId, name, message, stack } };
  }
}
