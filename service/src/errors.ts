/**
 * One error type per HTTP status of spec 7 (plus 404/409/422 this implementation adds), each carrying the spec's
 * error body; the app's error handler (`toServiceError` in app.ts) is the one place they become responses.
 */
import { CHECKS, type ErrorBody } from '../../shared/src/contract';

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(body.error);
  }
}

export class BadRequestError extends ServiceError {
  constructor(message: string) {
    super(400, { error: message });
  }
}

export class UnknownCheckError extends ServiceError {
  constructor(message: string) {
    super(400, { error: message, valid_checks: [...CHECKS] });
  }
}

export class UnauthorizedError extends ServiceError {
  constructor(message = 'Invalid or expired API key.') {
    super(401, { error: message }, { 'WWW-Authenticate': 'Bearer realm="code-review"' });
  }
}

export class InsufficientCreditsError extends ServiceError {
  constructor(required: number, remaining: number) {
    super(402, {
      error: `Insufficient credits: this review costs ${required} and ${remaining} remain.`,
      credits_required: required,
      credits_remaining: remaining,
    });
  }
}

export class PlanRequiredError extends ServiceError {
  constructor() {
    super(403, { error: 'API access requires a Pro plan or above.' });
  }
}

export class NotFoundError extends ServiceError {
  constructor(message = 'Not found.') {
    super(404, { error: message });
  }
}

/** Retry-After: when the running request has finished, or is known to have died with its process (its record is stale). */
export class IdempotencyConflictError extends ServiceError {
  constructor(retryAfterSeconds: number) {
    super(
      409,
      { error: `A request with this Idempotency-Key is still being processed; retry in ${retryAfterSeconds} s.` },
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

export class PayloadTooLargeError extends ServiceError {
  constructor(message: string) {
    super(413, { error: message });
  }
}

export class IdempotencyMismatchError extends ServiceError {
  constructor() {
    super(422, { error: 'This Idempotency-Key was already used with a different request body.' });
  }
}

export class RateLimitedError extends ServiceError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      { error: `Rate limit exceeded: at most 60 requests per minute. Retry in ${retryAfterSeconds} s.`, retry_after: retryAfterSeconds },
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

export class UnavailableError extends ServiceError {
  constructor(message = 'Service temporarily unavailable. Retry shortly.', retryAfterSeconds = 1) {
    super(503, { error: message }, { 'Retry-After': String(retryAfterSeconds) });
  }
}
