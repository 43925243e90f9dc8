/**
 * The HTTP client of the review service (undici): one call, `analyze`, with the retry policy editors need —
 * 429: wait Retry-After once and try again; 503, 409 (our own earlier attempt still running) and network errors:
 * retry with backoff; everything else is final. Every attempt of one review carries the same Idempotency-Key, so a
 * retry after the service charged (an answer lost to a reset connection) replays that answer instead of paying twice.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import type { AnalyzeRequest, AnalyzeResponse, ErrorBody } from '../contract';

export interface ApiClientOptions {
  /** The service's base URL; a path prefix (`https://host/code-review/`, with or without the trailing slash) is kept. */
  baseUrl: string;
  apiKey: string;
  /** The Idempotency-Key of this review (spec 4.1); default: a new random one per `analyze` call. */
  idempotencyKey?: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts after the first for 503, 409 and network errors. */
  retries?: number;
  /** Delay before the first retry; doubled each time. */
  backoffMs?: number;
  /** The longest Retry-After honoured (seconds); longer waits are reported instead. */
  maxRetryAfterSeconds?: number;
  signal?: AbortSignal;
}

/** The service answered with an error status (spec 7). */
export class ApiRequestError extends Error {
  constructor(readonly status: number, readonly body: ErrorBody) {
    super(body.error);
  }
}

/** The service could not be reached at all. */
export class ApiUnreachableError extends Error {}

/** `path` (no leading slash) under the base URL, keeping the base's own path: new URL('/x', base) would drop it. */
export function serviceUrl(baseUrl: string, path: string): URL {
  const base = new URL(baseUrl);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL(path, base);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    }, { once: true });
  });

interface Attempt {
  status: number;
  json: unknown;
  retryAfter: number | undefined;
}

async function attempt(options: ApiClientOptions, body: string, idempotencyKey: string): Promise<Attempt> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  const response = await request(serviceUrl(options.baseUrl, 'api/v1/analyze'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}`, 'idempotency-key': idempotencyKey },
    body,
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  const text = await response.body.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = { error: `HTTP ${response.statusCode}: ${text.slice(0, 200)}` };
  }
  const retryAfterHeader = response.headers['retry-after'];
  const retryAfter = typeof retryAfterHeader === 'string' && /^\d+$/.test(retryAfterHeader) ? Number(retryAfterHeader) : undefined;
  return { status: response.statusCode, json, retryAfter };
}

export async function analyze(review: AnalyzeRequest, options: ApiClientOptions): Promise<AnalyzeResponse> {
  const body = JSON.stringify(review);
  const idempotencyKey = options.idempotencyKey ?? randomUUID();
  const retries = options.retries ?? 3;
  const maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? 60;
  let backoff = options.backoffMs ?? 500;
  let waitedForRateLimit = false;
  for (let attemptNumber = 0; ; attemptNumber++) {
    let outcome;
    try {
      outcome = await attempt(options, body, idempotencyKey);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (attemptNumber >= retries) throw new ApiUnreachableError(`The review service at ${options.baseUrl} is unreachable: ${(error as Error).message}`);
      await sleep(backoff, options.signal);
      backoff *= 2;
      continue;
    }
    const { status, json, retryAfter } = outcome;
    if (status === 200) return json as AnalyzeResponse;
    const errorBody = json as ErrorBody;
    if (status === 429 && !waitedForRateLimit && (retryAfter ?? 0) <= maxRetryAfterSeconds) {
      waitedForRateLimit = true;
      await sleep((retryAfter ?? 1) * 1000, options.signal);
      continue;
    }
    if ((status === 503 || status === 409) && attemptNumber < retries && (retryAfter ?? 0) <= maxRetryAfterSeconds) {
      await sleep(Math.max(backoff, (retryAfter ?? 0) * 1000), options.signal);
      backoff *= 2;
      continue;
    }
    throw new ApiRequestError(status, errorBody);
  }
}
