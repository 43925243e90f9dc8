/** The shared undici client against the real service: success, final errors, and retries that give up. */
import assert from 'node:assert/strict';
import { analyze, ApiError, ApiUnreachableError } from '../../shared/src/api-client/client';
import { bearer, createKey, post, removeDir, startService, type RunningService } from '../service/harness';

describe('api client', function () {
  this.timeout(60_000);
  let service: RunningService;
  before(async () => {
    service = await startService(['--log-level', 'warn']);
  });
  after(async () => {
    await service.stop();
    removeDir(service.dir);
  });

  it('returns the review', async () => {
    const key = createKey(service.dbPath, 'pro', 5);
    const result = await analyze({ code: 'x = 1\n', language: 'python' }, { baseUrl: service.url, apiKey: key });
    assert.equal(result.status, 'complete');
    assert.equal(result.credits_remaining, 4);
  });

  it('reports 401, 402 and 413 at once with the spec error body', async () => {
    await assert.rejects(analyze({ code: 'x' }, { baseUrl: service.url, apiKey: 'nope' }), (e: unknown) => e instanceof ApiError && e.status === 401);
    const poor = createKey(service.dbPath, 'pro', 0);
    await assert.rejects(analyze({ code: 'x' }, { baseUrl: service.url, apiKey: poor }),
      (e: unknown) => e instanceof ApiError && e.status === 402 && e.body.credits_required === 1 && e.body.credits_remaining === 0);
    const key = createKey(service.dbPath, 'pro', 5);
    await assert.rejects(analyze({ code: 'x'.repeat(50_001) }, { baseUrl: service.url, apiKey: key }), (e: unknown) => e instanceof ApiError && e.status === 413);
  });

  it('reports a 429 whose Retry-After is longer than it may wait', async () => {
    const key = createKey(service.dbPath, 'pro', 100);
    for (let i = 0; i < 60; i++) assert.equal((await post(service.url, { code: `n = ${i}` }, bearer(key))).status, 200);
    await assert.rejects(analyze({ code: 'x' }, { baseUrl: service.url, apiKey: key, maxRetryAfterSeconds: 0 }),
      (e: unknown) => e instanceof ApiError && e.status === 429 && (e.body.retry_after ?? 0) >= 1);
  });

  it('retries 503 with backoff, then reports it', async () => {
    const failing = await startService(['--review-timeout-ms', '1', '--log-level', 'warn']);
    try {
      const key = createKey(failing.dbPath, 'pro', 5);
      const started = Date.now();
      await assert.rejects(analyze({ code: 'x = 1\n'.repeat(3000), language: 'python' }, { baseUrl: failing.url, apiKey: key, retries: 1, backoffMs: 50 }),
        (e: unknown) => e instanceof ApiError && e.status === 503);
      assert.ok(Date.now() - started >= 1_000, 'waited Retry-After between attempts');
    } finally {
      await failing.stop();
      removeDir(failing.dir);
    }
  });

  it('retries when the service is unreachable, then says so', async () => {
    await assert.rejects(analyze({ code: 'x' }, { baseUrl: 'http://127.0.0.1:9', apiKey: 'k', retries: 1, backoffMs: 10 }),
      (e: unknown) => e instanceof ApiUnreachableError && /unreachable/.test(e.message));
  });
});
