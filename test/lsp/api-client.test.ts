/** The shared undici client against the real service: success, final errors, retries that give up, a base URL with a path, and retries that never charge twice. */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyze, ApiRequestError, ApiUnreachableError } from '../../shared/src/api-client/client';
import { balanceOf, bearer, createKey, describeEachStore, post, removeDir, startService, type RunningService } from '../service/harness';

interface ForwardedRequest {
  path: string;
  idempotencyKey: string | undefined;
  /** What the service answered, whether or not the client got it. */
  status: number;
  requestId: string | undefined;
}

interface PrefixProxy {
  /** The proxy's base URL, ending in the prefix (no trailing slash). */
  url: string;
  forwarded: ForwardedRequest[];
  /** Paths outside the prefix, answered 404 without reaching the service. */
  refused: string[];
  close(): Promise<void>;
}

/**
 * A loopback reverse proxy that serves the service under `prefix`, as a deployment behind a path would. The first
 * `resetAfterAnswer` requests are forwarded and fully answered by the service, then the client's connection is reset
 * instead of passing the answer on.
 */
async function startPrefixProxy(target: string, prefix: string, resetAfterAnswer = 0): Promise<PrefixProxy> {
  const forwarded: ForwardedRequest[] = [];
  const refused: string[] = [];
  let resetsLeft = resetAfterAnswer;
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith(`${prefix}/`)) {
      refused.push(url);
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: `not under ${prefix}` }));
      return;
    }
    const upstream = http.request(`${target}${url.slice(prefix.length)}`, { method: request.method, headers: request.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const key = request.headers['idempotency-key'];
        const requestId = answer.headers['x-request-id'];
        forwarded.push({
          path: url, idempotencyKey: typeof key === 'string' ? key : undefined, status: answer.statusCode ?? 0,
          requestId: typeof requestId === 'string' ? requestId : undefined,
        });
        if (resetsLeft > 0) {
          resetsLeft--;
          request.socket.resetAndDestroy();
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(chunks));
      });
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    forwarded,
    refused,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

describeEachStore('api client', function (store) {
  this.timeout(60_000);
  let service: RunningService;
  before(async () => {
    service = await startService(['--log-level', 'warn'], undefined, { store });
  });
  after(async () => {
    await service.stop();
    removeDir(service.dir);
  });

  it('returns the review', async () => {
    const key = createKey(service, 'pro', 5);
    const result = await analyze({ code: 'x = 1\n', language: 'python' }, { baseUrl: service.url, apiKey: key });
    assert.equal(result.status, 'complete');
    assert.equal(result.credits_remaining, 4);
  });

  it('reports 401, 402 and 413 at once with the spec error body', async () => {
    await assert.rejects(analyze({ code: 'x' }, { baseUrl: service.url, apiKey: 'nope' }), (e: unknown) => e instanceof ApiRequestError && e.status === 401);
    const poor = createKey(service, 'pro', 0);
    await assert.rejects(analyze({ code: 'x' }, { baseUrl: service.url, apiKey: poor }),
      (e: unknown) => e instanceof ApiRequestError && e.status === 402 && e.body.credits_required === 1 && e.body.credits_remaining === 0);
    const key = createKey(service, 'pro', 5);
    await assert.rejects(analyze({ code: 'x'.repeat(50_001) }, { baseUrl: service.url, apiKey: key }), (e: unknown) => e instanceof ApiRequestError && e.status === 413);
  });

  it('reports a 429 whose Retry-After is longer than it may wait', async () => {
    const key = createKey(service, 'pro', 100);
    for (let i = 0; i < 60; i++) assert.equal((await post(service.url, { code: `n = ${i}` }, bearer(key))).status, 200);
    await assert.rejects(analyze({ code: 'x' }, { baseUrl: service.url, apiKey: key, maxRetryAfterSeconds: 0 }),
      (e: unknown) => e instanceof ApiRequestError && e.status === 429 && (e.body.retry_after ?? 0) >= 1);
  });

  it('retries 503 with backoff, then reports it', async () => {
    const failing = await startService(['--review-timeout-ms', '1', '--log-level', 'warn'], undefined, { store });
    try {
      const key = createKey(failing, 'pro', 5);
      const started = Date.now();
      await assert.rejects(analyze({ code: 'x = 1\n'.repeat(3000), language: 'python' }, { baseUrl: failing.url, apiKey: key, retries: 1, backoffMs: 50 }),
        (e: unknown) => e instanceof ApiRequestError && e.status === 503);
      assert.ok(Date.now() - started >= 1_000, 'waited Retry-After between attempts');
    } finally {
      await failing.stop();
      removeDir(failing.dir);
    }
  });

  for (const trailingSlash of ['/', '']) {
    it(`keeps the path prefix of its base URL (${trailingSlash ? 'with' : 'without'} a trailing slash)`, async () => {
      const proxy = await startPrefixProxy(service.url, '/code-review');
      try {
        const key = createKey(service, 'pro', 5);
        const result = await analyze({ code: 'x = 1\n', language: 'python' }, { baseUrl: `${proxy.url}${trailingSlash}`, apiKey: key, retries: 0 });
        assert.equal(result.status, 'complete');
        assert.deepEqual(proxy.forwarded.map((request) => request.path), ['/code-review/api/v1/analyze']);
        assert.deepEqual(proxy.refused, []);
      } finally {
        await proxy.close();
      }
    });
  }

  it('retries a connection reset after the service answered with the same Idempotency-Key: charged once', async () => {
    const proxy = await startPrefixProxy(service.url, '/code-review', 1);
    try {
      const key = createKey(service, 'pro', 5);
      const result = await analyze({ code: 'def f(x):\n    return x\n', language: 'python' }, { baseUrl: `${proxy.url}/`, apiKey: key, backoffMs: 10 });
      assert.equal(proxy.forwarded.length, 2, 'the first answer was lost, so the client asked again');
      const [first, second] = proxy.forwarded;
      assert.equal(first!.status, 200, 'the service had answered (and charged) the first attempt');
      assert.equal(balanceOf(service, key), 4, 'charged once');
      assert.ok(first!.idempotencyKey, 'a key on the first attempt');
      assert.equal(second!.idempotencyKey, first!.idempotencyKey, 'the same key on the retry');
      assert.equal(result.request_id, first!.requestId, 'the retry got the first answer replayed');
    } finally {
      await proxy.close();
    }
  });

  it('sends a caller-supplied Idempotency-Key as it is, and a new key per review otherwise', async () => {
    const proxy = await startPrefixProxy(service.url, '/code-review');
    try {
      const key = createKey(service, 'pro', 5);
      await analyze({ code: 'a = 1' }, { baseUrl: proxy.url, apiKey: key, idempotencyKey: 'editor-review-7' });
      await analyze({ code: 'a = 2' }, { baseUrl: proxy.url, apiKey: key });
      await analyze({ code: 'a = 3' }, { baseUrl: proxy.url, apiKey: key });
      const [supplied, generated, another] = proxy.forwarded.map((request) => request.idempotencyKey);
      assert.equal(supplied, 'editor-review-7');
      assert.match(generated ?? '', /^[A-Za-z0-9_-]{1,128}$/);
      assert.notEqual(generated, another);
    } finally {
      await proxy.close();
    }
  });

  it('retries when the service is unreachable, then says so', async () => {
    await assert.rejects(analyze({ code: 'x' }, { baseUrl: 'http://127.0.0.1:9', apiKey: 'k', retries: 1, backoffMs: 10 }),
      (e: unknown) => e instanceof ApiUnreachableError && /unreachable/.test(e.message));
  });
});
