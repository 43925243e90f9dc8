/**
 * The full rewrite (every fix, suggestions too) of a stored review when the review did not bring it: remote mode,
 * where the service returns one rewrite per request, so it takes one more review and its credits. Asked for only
 * when the user picks it, at most once per stored review: the answer is kept on the review, and a second pick while
 * the first is under way waits for the same request.
 */
import type { AnalyzeRequest, ReviewResult } from '../../shared/src/contract';
import type { StoredReview } from './document-reviews';

export class OnDemandFullRewrites {
  private readonly pending = new WeakMap<StoredReview, Promise<string | null>>();

  constructor(private readonly ask: (request: AnalyzeRequest, stored: StoredReview) => Promise<ReviewResult>) {}

  of(stored: StoredReview): Promise<string | null> {
    if (stored.fullRewrite !== undefined) return Promise.resolve(stored.fullRewrite);
    const { request } = stored;
    if (!request) return Promise.reject(new Error('the review is not finished'));
    let pending = this.pending.get(stored);
    if (!pending) {
      pending = this.ask({ ...request, apply_all_fixes: true }, stored)
        .then((result) => (stored.fullRewrite = result.rewritten_code))
        // A failure is not kept: picking the action again tries again.
        .finally(() => this.pending.delete(stored));
      this.pending.set(stored, pending);
    }
    return pending;
  }
}
