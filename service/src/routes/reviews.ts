/** GET /api/v1/reviews?limit=&cursor= — the caller's past reviews, newest first, metadata only, never the code. */
import type { FastifyInstance } from 'fastify';
import { storeFailure, type AppServices, type Authenticate } from '../app-services';
import { BadRequestError } from '../errors';
import { decodeCursor } from '../store/reviews';

export const REVIEWS_DEFAULT_LIMIT = 20;
export const REVIEWS_MAX_LIMIT = 100;

function parseLimit(raw: unknown): number {
  if (raw === undefined) return REVIEWS_DEFAULT_LIMIT;
  const limit = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(limit) || limit < 1 || limit > REVIEWS_MAX_LIMIT) {
    throw new BadRequestError(`limit must be an integer from 1 to ${REVIEWS_MAX_LIMIT}.`);
  }
  return limit;
}

export function registerReviewsRoute(app: FastifyInstance, services: AppServices, authenticate: Authenticate): void {
  app.get<{ Querystring: Record<string, unknown> }>('/api/v1/reviews', { onRequest: authenticate }, async (request, reply) => {
    const limit = parseLimit(request.query.limit);
    const rawCursor = request.query.cursor;
    let after: [string, string] | undefined;
    if (rawCursor !== undefined && rawCursor !== '') {
      after = typeof rawCursor === 'string' ? decodeCursor(rawCursor) : undefined;
      if (!after) throw new BadRequestError('cursor is not a cursor this service issued.');
    }
    try {
      return reply.send(await services.store.reviews.page(request.account!.id, limit, after));
    } catch (error) {
      throw storeFailure(error);
    }
  });
}
