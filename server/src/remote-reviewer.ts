/** Remote mode: the review service through the shared undici client, its errors turned into words for the user. */
import type { AnalyzeRequest, ReviewResult } from '../../shared/src/contract';
import { analyze, ApiRequestError, ApiUnreachableError } from '../../shared/src/api-client/client';

/** A review that could not be done, with what the user should know. */
export class ReviewFailure extends Error {
  /** `aboutFile`: the file itself cannot be reviewed (too large, not reviewable), not the service or the key. */
  constructor(message: string, readonly needsApiKey = false, readonly aboutFile = false) {
    super(message);
  }
}

export interface RemoteReview {
  result: ReviewResult;
  /** What the review cost: the same request costs as much again (the full rewrite asked for on demand). */
  creditsUsed: number;
}

export async function reviewRemotely(request: AnalyzeRequest, apiUrl: string, apiKey: string | null, signal?: AbortSignal): Promise<RemoteReview> {
  if (!apiKey) throw new ReviewFailure('Remote mode needs an API key: run "Code Review: Set API Key".', true);
  try {
    const { request_id: _id, credits_used: creditsUsed, credits_remaining: _remaining, ...result } = await analyze(request, { baseUrl: apiUrl, apiKey, signal });
    return { result, creditsUsed };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw describe(error, apiUrl);
  }
}

function describe(error: unknown, apiUrl: string): ReviewFailure {
  if (error instanceof ApiRequestError) {
    switch (error.status) {
      case 401:
        return new ReviewFailure(`The review service rejected the API key: ${error.body.error}`, true);
      case 403:
        return new ReviewFailure(`The review service refused access: ${error.body.error}`, true);
      case 402:
        return new ReviewFailure(`Out of credits: this review needs ${error.body.credits_required ?? '?'} and ${error.body.credits_remaining ?? 0} remain.`);
      case 413:
        return new ReviewFailure(`The file is too large for the review service: ${error.body.error}`, false, true);
      case 422:
        return new ReviewFailure(error.body.error, false, true);
      case 429:
        return new ReviewFailure(`Rate limit reached; try again in ${error.body.retry_after ?? 60} s.`);
      default:
        return new ReviewFailure(`The review service answered ${error.status}: ${error.body.error}`);
    }
  }
  if (error instanceof ApiUnreachableError) return new ReviewFailure(error.message);
  return new ReviewFailure(`The review service at ${apiUrl} failed: ${error instanceof Error ? error.message : String(error)}`);
}
