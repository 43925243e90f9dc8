/**
 * POST /api/v1/analyze (spec 4.1). After auth and the rate limit (onRequest): body → Idempotency-Key →
 * credits reserved → review in the pool → credits settled on success, released on any failure or disconnect.
 * A crash between reserve and settle is recovered by the store's stale sweep, not here.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN, LIMITS, validateAnalyzeRequest, type AnalyzeRequest, type AnalyzeResponse } from '../../../shared/src/contract';
import { storeFailure, type AppServices, type Authenticate } from '../app-services';
import {
  ServiceError, BadRequestError, IdempotencyConflictError, IdempotencyMismatchError, InsufficientCreditsError,
  PayloadTooLargeError, UnavailableError, UnknownCheckError,
} from '../errors';
import { ReviewAbortedError, ReviewPoolBusyError, ReviewTimeoutError } from '../review-pool';
import { reviewCost } from '../store/credits';
import type { ReviewRecord } from '../store/reviews';

function parseBody(body: unknown): AnalyzeRequest {
  const validation = validateAnalyzeRequest(body);
  if (validation.ok) return validation.request;
  if (validation.status === 413) throw new PayloadTooLargeError(validation.body.error);
  if (validation.body.valid_checks) throw new UnknownCheckError(validation.body.error);
  throw new BadRequestError(validation.body.error);
}

/**
 * spec 4.1: at most 128 letters, digits, hyphens and underscores. The stores see only its SHA-256: the key is the
 * client's text (it may name a user or a file), and equality is all they need.
 */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new BadRequestError(`Idempotency-Key must be 1 to ${LIMITS.idempotencyKeyMaxChars} letters, digits, hyphens or underscores.`);
  }
  return createHash('sha256').update(header).digest('hex');
}

function bodyHash(request: AnalyzeRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** Wraps store calls: a failing store is a 503, never a 500 (spec 7). */
async function store<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw storeFailure(error);
  }
}

export function registerAnalyzeRoute(app: FastifyInstance, services: AppServices, authenticate: Authenticate): void {
  app.post('/api/v1/analyze', { onRequest: authenticate }, async (request: FastifyRequest, reply: FastifyReply) => {
    const account = request.account!;
    const analyzeRequest = parseBody(request.body);
    const idempotencyKey = idempotencyKeyOf(request);

    // A re-run of a request already charged whose stored response was lost with a stopped process: not billed again.
    let alreadyPaid = false;
    if (idempotencyKey) {
      const start = await store(() => services.store.idempotency.begin(account.id, idempotencyKey, bodyHash(analyzeRequest), request.id));
      if (start.kind === 'mismatch') throw new IdempotencyMismatchError();
      if (start.kind === 'running') throw new IdempotencyConflictError(start.retryAfterSeconds);
      alreadyPaid = start.kind === 'paid';
      if (start.kind === 'replay') {
        // spec 4.1: the stored response, byte for byte; not re-run, not re-billed.
        return reply.code(200).header('Idempotent-Replayed', 'true').header('X-Request-Id', start.requestId)
          .type('application/json; charset=utf-8').send(start.body);
      }
    }

    const cost = alreadyPaid ? 0 : reviewCost(analyzeRequest.code.length);
    let reserved = false;
    const clientGone = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableEnded) clientGone.abort();
    };
    reply.raw.once('close', onClose);
    try {
      // Refused before anything is reserved when the reviews ahead would keep this one waiting too long.
      services.pool.admit();
      if (!alreadyPaid) {
        const reservation = await store(() => services.store.credits.reserve(account.id, request.id, cost));
        if (!reservation.ok) throw new InsufficientCreditsError(cost, reservation.remaining);
        reserved = true;
      }

      const result = await services.pool.review(analyzeRequest, clientGone.signal);
      if (clientGone.signal.aborted) throw new ReviewAbortedError('client went away');

      const record: ReviewRecord = {
        request_id: request.id, created_at: new Date().toISOString(), filename: result.filename, language: result.language,
        line_count: result.line_count, label: result.label ?? null, score: result.score, risk_level: result.risk_level,
        passed: result.passed, credits_used: cost,
      };
      const remaining = alreadyPaid
        ? await store(() => services.store.credits.balance(account.id))
        : await settle(services, account.id, request.id, record);
      reserved = false;
      const response: AnalyzeResponse = {
        status: result.status,
        request_id: request.id,
        filename: result.filename,
        language: result.language,
        line_count: result.line_count,
        label: result.label,
        score: result.score,
        risk_level: result.risk_level,
        credits_used: cost,
        credits_remaining: remaining,
        partial: result.partial,
        summary: result.summary,
        specialists: result.specialists,
        findings: result.findings,
        passed: result.passed,
        fully_rewritten: result.fully_rewritten,
        certified_clean: result.certified_clean,
        findings_addressed: result.findings_addressed,
        findings_out_of_scope: result.findings_out_of_scope,
        findings_unresolved: result.findings_unresolved,
        requires_human_review: result.requires_human_review,
        alternate_available: result.alternate_available,
        rewritten_code: result.rewritten_code,
      };
      const body = JSON.stringify(response);
      try {
        // A charged review's row was written with its charge (settle); a re-run that was already paid is listed here.
        if (alreadyPaid) await services.store.reviews.record(account.id, record);
        if (idempotencyKey) await services.store.idempotency.complete(account.id, idempotencyKey, request.id, body);
      } catch (error) {
        // The review is done and paid for; losing its metadata row or its replay must not lose the answer.
        request.log.error({ err: error }, 'could not record review metadata or its replay');
      }
      return reply.code(200).type('application/json; charset=utf-8').send(body);
    } catch (error) {
      if (reserved) await releaseQuietly(services, request);
      if (idempotencyKey) await abandonQuietly(services, account.id, idempotencyKey, request, alreadyPaid);
      throw toRequestError(error);
    } finally {
      reply.raw.off('close', onClose);
    }
  });
}

/**
 * The reservation becomes the charge, written with the review's metadata row; if the stale sweep already released
 * it, the review is not charged but failed.
 */
async function settle(services: AppServices, accountId: string, requestId: string, record: ReviewRecord): Promise<number> {
  const settlement = await store(() => services.store.credits.settle(accountId, requestId, record));
  if (!settlement.ok) throw new UnavailableError('The review finished after its reservation was released as stale. Retry shortly.');
  return settlement.remaining;
}

function toRequestError(error: unknown): unknown {
  if (error instanceof ServiceError) return error;
  if (error instanceof ReviewPoolBusyError) return new UnavailableError('All reviewers are busy. Retry shortly.', error.retryAfterSeconds);
  if (error instanceof ReviewTimeoutError) return new UnavailableError('The review took too long. Retry shortly.', 5);
  if (error instanceof ReviewAbortedError) return new UnavailableError('The client went away.');
  // Anything else (a worker that died): the log must show what happened, not just the 503.
  return Object.assign(new UnavailableError(), { cause: error });
}

async function releaseQuietly(services: AppServices, request: FastifyRequest): Promise<void> {
  try {
    await services.store.credits.release(request.id);
  } catch (error) {
    request.log.error({ err: error }, 'could not release reserved credits');
  }
}

async function abandonQuietly(services: AppServices, accountId: string, key: string, request: FastifyRequest, alreadyPaid: boolean): Promise<void> {
  try {
    await services.store.idempotency.abandon(accountId, key, alreadyPaid);
  } catch (error) {
    request.log.error({ err: error }, 'could not clear idempotency record');
  }
}
