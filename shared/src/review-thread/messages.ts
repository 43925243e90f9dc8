/** What the server and its review thread send each other, declared once so both ends agree. */
import type { AnalyzeRequest, Finding, ReviewResult } from '../contract';

/** server → thread: review this, or stop the review with this id. */
export type ToReviewThread = { id: number; request: AnalyzeRequest } | { cancel: number };

/** What a thread is started with (`workerData`): the opt-in rules its every review runs, and audit mode (ReviewOptions.audit). */
export interface ReviewThreadData {
  optInRules: readonly string[];
  audit?: boolean;
}

/**
 * thread → server, per review: the findings first (diagnostics need not wait for the rewrites), then the result
 * with the full rewrite (every fix) the same review produced, or the failure. `runtimeFault`: the parser runtime
 * failed (isRuntimeFault): the server ends this thread and starts a new one.
 */
export type FromReviewThread =
  | { id: number; findings: Finding[] }
  | { id: number; result: ReviewResult; fullRewrite: string | null }
  | { id: number; error: string; aborted: boolean; runtimeFault?: boolean };
