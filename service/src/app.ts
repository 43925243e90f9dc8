/**
 * The HTTP API of spec 4 on fastify. Request path for analyze (ARCHITECTURE.md): auth → rate limit → body →
 * idempotency → credits → review in the worker pool. Errors are ServiceError values mapped in one place
 * (toServiceError). Reservations and idempotency records a crashed process left are recovered by the stale sweep.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Account } from './store/accounts';
import { planAllowsApi } from './store/accounts';
import type { AppServices, Authenticate } from './app-services';
import { storeFailure } from './app-services';
import { apiKeyFromHeaders } from './auth/api-keys';
import { ServiceError, BadRequestError, NotFoundError, PayloadTooLargeError, PlanRequiredError, RateLimitedError, UnauthorizedError, UnavailableError } from './errors';
import { RATE_LIMIT_POLICY, RateLimiter } from './rate-limit';
import type { ReviewPool } from './review-pool';
import { registerAnalyzeRoute } from './routes/analyze';
import { registerMetaRoutes } from './routes/meta';
import { registerReviewsRoute } from './routes/reviews';
import { registerJsonBodyParser } from './routes/request-body';
import { answerClientError } from './client-errors';
import type { Db } from './store/database';
import { SqliteStore, type ServiceStore } from './store/service-store';
import { staleAfterMs, startStaleSweep } from './store/stale-sweep';

/** Maximum request body: 50,000 characters of code at up to 6 bytes each as escaped JSON, plus the other fields. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null;
  }
}

export interface AppDependencies {
  /** The store; or `db`, an open SQLite database, for the embedded store. */
  store?: ServiceStore;
  db?: Db;
  pool: ReviewPool;
  /** pino logger options, or false for none. */
  logger?: boolean | { level?: string; stream?: NodeJS.WritableStream };
  /** The embedded store's rate-limit window (a store passed in keeps its own). */
  rateLimiter?: RateLimiter;
}

function storeOf(deps: AppDependencies, staleAfter: number): ServiceStore {
  if (deps.store) return deps.store;
  if (!deps.db) throw new Error('buildApp needs a store or a db');
  return new SqliteStore(deps.db, { staleAfterMs: staleAfter }, deps.rateLimiter ?? new RateLimiter());
}

export function buildApp(deps: AppDependencies): FastifyInstance {
  const staleAfter = staleAfterMs(deps.pool.timeoutMs);
  const services: AppServices = { store: storeOf(deps, staleAfter), pool: deps.pool };
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    logger: deps.logger === undefined || deps.logger === false
      ? false
      : {
        level: deps.logger === true ? 'info' : deps.logger.level ?? 'info',
        ...(deps.logger !== true && deps.logger.stream ? { stream: deps.logger.stream } : {}),
        // Never the code or the key: request bodies are not logged, and these headers are removed if ever serialised.
        redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.body'],
      },
  });
  app.decorateRequest('account', null);
  registerJsonBodyParser(app);

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id).header('RateLimit-Policy', RATE_LIMIT_POLICY);
    done();
  });

  // While shutting down, answers close their connection so keep-alive clients do not hold the process open.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!app.server.listening) void reply.header('Connection', 'close');
    done(null, payload);
  });

  // Before the first request is served (start-up) and then periodically: the credits a killed process reserved.
  let stopSweep: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopSweep = await startStaleSweep(services.store, staleAfter, app.log);
  });
  app.addHook('onClose', (_instance, done) => {
    stopSweep?.();
    done();
  });

  /** spec 5 then spec 8: who is calling, and may they call now. */
  const authenticate: Authenticate = async (request, reply) => {
    const key = apiKeyFromHeaders(request.headers);
    if (!key) throw new UnauthorizedError('Missing API key: send Authorization: Bearer <key> or x-api-key.');
    let account: Account | undefined;
    try {
      account = await services.store.accounts.authenticate(key);
    } catch (error) {
      throw storeFailure(error);
    }
    if (!account) throw new UnauthorizedError();
    if (!planAllowsApi(account.plan)) throw new PlanRequiredError();
    request.account = account;
    let decision;
    try {
      decision = await services.store.takeRateLimit(account.id);
    } catch (error) {
      // The shared window (Redis) cannot answer: refuse rather than serve unlimited (README, several instances).
      throw storeFailure(error);
    }
    void reply.header('RateLimit', RateLimiter.header(decision));
    if (!decision.allowed) throw new RateLimitedError(decision.resetSeconds);
  };

  app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
    const serviceError = toServiceError(error);
    // A 5xx, or an answer that stands for a failure inside the service (its cause): the original error is logged.
    if (serviceError.status >= 500 || serviceError.cause !== undefined) request.log.error({ err: error }, 'request failed');
    void reply.code(serviceError.status).headers(serviceError.headers).send(serviceError.body);
  });
  app.setNotFoundHandler((request, reply) => {
    const notFound = new NotFoundError(`No route for ${request.method} ${request.url.split('?')[0]}.`);
    void reply.code(404).send(notFound.body);
  });

  registerAnalyzeRoute(app, services, authenticate);
  registerReviewsRoute(app, services, authenticate);
  registerMetaRoutes(app, services);
  return app;
}

function toServiceError(error: FastifyError | ServiceError): ServiceError {
  if (error instanceof ServiceError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new PayloadTooLargeError(`The request body is over the ${BODY_LIMIT_BYTES}-byte limit.`);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new BadRequestError('The request body is empty; send a JSON object.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new BadRequestError('Content-Type must be application/json.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new BadRequestError('Content-Length does not match the body.');
    default:
      break;
  }
  if (error instanceof SyntaxError || error.statusCode === 400) return new BadRequestError(`Invalid JSON body: ${error.message}`);
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return new ServiceError(error.statusCode, { error: error.message });
  }
  return new UnavailableError();
}
