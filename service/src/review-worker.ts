/** A review-pool worker: runs the engine off the event loop. One tree-sitter runtime per worker. */
import type { AnalyzeRequest, ReviewResult } from '../../shared/src/contract';
import { review } from '../../shared/src/review';

export default function runReview(request: AnalyzeRequest): Promise<ReviewResult> {
  return review(request);
}
