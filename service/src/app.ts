/**
 * The HTTP API of spec 4 on fastify. Request path for analyze (ARCHITECTURE.md): auth → rate limit → body →
 * idempotency → credits → review in the worker pool. Errors are ApiError values mapped in one place.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Account } from './store/accounts';
import { AccountStore, planAllowsApi } from './store/accounts';
import { apiKeyFromHeaders } from './auth/api-keys';
import { ApiError, BadRequestError, NotFoundError, PayloadTooLargeError, PlanRequiredError, RateLimitedError, UnauthorizedError, UnavailableError } from './errors';
import { RATE_LIMIT_POLICY, RateLimiter } from './rate-limit';
import type { ReviewPool } from './review-pool';
import { registerAnalyzeRoute } from './routes/analyze';
import { registerMetaRoutes } from './routes/meta';
import { registerReviewsRoute } from './routes/reviews';
import { CreditStore } from './store/credits';
import type { Db } from './store/database';
import { IdempotencyStore } from './store/idempotency';
import { ReviewStore } from './store/reviews';

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

export interface AppServices {
  accounts: AccountStore;
  credits: CreditStore;
  reviews: ReviewStore;
  idempotency: IdempotencyStore;
  pool: ReviewPool;
  db: Db;
}

export function buildApp(deps: AppDependencies): FastifyInstance {
  const services: AppServices = {
    accounts: new AccountStore(deps.db),
    credits: new CreditStore(deps.db),
    reviews: new ReviewStore(deps.db),
    idempotency: new IdempotencyStore(deps.db),
    pool: deps.pool,
    db: deps.db,
  };
  const rateLimiter = deps.rateLimiter ?? new RateLimiter();
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
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

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id).header('RateLimit-Policy', RATE_LIMIT_POLICY);
    done();
  });

  // While shutting down, answers close their connection so keep-alive clients do not hold the process open.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!app.server.listening) void reply.header('Connection', 'close');
    done(null, payload);
  });

  /** spec 5 then spec 8: who is calling, and may they call now. */
  const authenticate = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const key = apiKeyFromHeaders(request.headers);
    if (!key) return done(new UnauthorizedError('Missing API key: send Authorization: Bearer <key> or x-api-key.'));
    let account: Account | undefined;
    try {
      account = services.accounts.authenticate(key);
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

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.code(apiError.status).headers(apiError.headers).send(apiError.body);
  });
  app.setNotFoundHandler((request, reply) => {
    const apiError = new NotFoundError(`No route for ${request.method} ${request.url.split('?')[0]}.`);
    void reply.code(404).send(apiError.body);
  });

  registerAnalyzeRoute(app, services, authenticate);
  registerReviewsRoute(app, services, authenticate);
  registerMetaRoutes(app, services);
  return app;
}

export type Authenticate = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

/** A store that cannot answer is a 503 (spec 7), never a 500, and never a charge. */
export function storeFailure(error: unknown): ApiError {
  return new UnavailableError(`The store is unavailable (${error instanceof Error ? error.message : 'unknown error'}). Retry shortly.`, 2);
}

function toApiError(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
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
    return new ApiError(error.statusCode, { error: error.message });
  }
  return new UnavailableError();
}
