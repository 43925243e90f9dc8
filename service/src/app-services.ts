/** What the app hands its routes: the store and the review pool, the auth hook, and the store-failure mapping. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UnavailableError, type ServiceError } from './errors';
import type { ReviewPool } from './review-pool';
import type { ServiceStore } from './store/service-store';

export interface AppServices {
  store: ServiceStore;
  pool: ReviewPool;
}

/** The onRequest hook of authenticated routes: spec 5 (who is calling) then spec 8 (may they call now). */
export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A store that cannot answer is a 503 (spec 7), never a 500, and never a charge. */
export function storeFailure(error: unknown): ServiceError {
  return new UnavailableError(`The store is unavailable (${error instanceof Error ? error.message : 'unknown error'}). Retry shortly.`, 2);
}
