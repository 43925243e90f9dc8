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
import { SqliteStore } from './store/service-store';
import { staleAfterMs, startStaleSweep } from './store/stale-sweep';

/** Maximum request body: 50,000 characters of code at up to 6 bytes each as escaped JSON, plus the other fields. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null;
  }
}

export interface AppDependencies {
  db: Db;
  pool: ReviewPool;
  /** pino logger options, or false for none. */
  logger?: boolean | { level?: string; stream?: NodeJS.WritableStream };
  rateLimiter?: RateLimiter;
}

export function buildApp(deps: AppDependencies): FastifyInstance {
  const staleAfter = staleAfterMs(deps.pool.timeoutMs);
  const services: AppServices = { store: new SqliteStore(deps.db, { staleAfterMs: staleAfter }), pool: deps.pool };
  const rateLimiter = deps.rateLimiter ?? new RateLimiter();
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
  app.addHook('onReady', (done) => {
    stopSweep = startStaleSweep(services.store, staleAfter, app.log);
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    stopSweep?.();
    done();
  });

  /** spec 5 then spec 8: who is calling, and may they call now. */
  const authenticate: Authenticate = (request, reply, done) => {
    const key = apiKeyFromHeaders(request.headers);
    if (!key) return done(new UnauthorizedError('Missing API key: send Authorization: Bearer <key> or x-api-key.'));
    let account: Account | undefined;
    try {
      account = services.store.accounts.authenticate(key);
    } catch (error) {
      return done(storeFailure(error));
    }
    if (!account) return done(new UnauthorizedError());
    if (!planAllowsApi(account.plan)) return done(new PlanRequiredError());
    request.account = account;
    const decision = rateLimiter.take(account.id);
    void reply.header('RateLimit', RateLimiter.header(decision));
    if (!decision.allowed) return done(new RateLimitedError(decision.resetSeconds));
    done();
  };

  app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
    const serviceError = toServiceError(error);
    if (serviceError.status >= 500) request.log.error({ err: error }, 'request failed');
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
