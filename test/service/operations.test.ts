/** Review listing, OpenAPI and health endpoints, privacy of submitted code, and graceful shutdown. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { bearer, createKey, describeEachStore, get, post, removeDir, startService, storeFiles, type RunningService } from './harness';

describeEachStore('service: reviews, documents, privacy, shutdown', function (store) {
  this.timeout(60_000);

  describe('GET /api/v1/reviews', () => {
    let service: RunningService;
    before(async () => {
      service = await startService(['--log-level', 'warn'], undefined, { store });
    });
    after(async () => {
      await service.stop();
      removeDir(service.dir);
    });

    it('lists only the caller\'s reviews, newest first, paginated with a cursor, metadata only', async () => {
      const mine = createKey(service, 'pro', 50);
      const theirs = createKey(service, 'pro', 50);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const reply = await post(service.url, { code: `v = ${i}\n`, language: 'python', label: `run ${i}`, filename: `f${i}.py` }, bearer(mine));
        ids.push(reply.json.request_id as string);
      }
      await post(service.url, { code: 'w = 1\n', language: 'python' }, bearer(theirs));

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const reply = await get(service.url, `/api/v1/reviews?limit=2${cursor ? `&cursor=${cursor}` : ''}`, bearer(mine));
        assert.equal(reply.status, 200, reply.text);
        const page = reply.json as { reviews: Array<Record<string, unknown>>; next_cursor: string | null };
        assert.ok(page.reviews.length <= 2);
        for (const review of page.reviews) {
          assert.deepEqual(Object.keys(review).sort(), ['created_at', 'credits_used', 'filename', 'label', 'language', 'line_count', 'passed', 'request_id', 'risk_level', 'score']);
          seen.push(review.request_id as string);
        }
        cursor = page.next_cursor;
        pages++;
      } while (cursor);
      assert.equal(pages, 3);
      assert.deepEqual(seen, [...ids].reverse());
    });

    it('rejects a bad limit or cursor with 400 and needs a key', async () => {
      const key = createKey(service, 'pro', 1);
      for (const query of ['limit=0', 'limit=101', 'limit=abc', 'cursor=bogus']) {
        const reply = await get(service.url, `/api/v1/reviews?${query}`, bearer(key));
        assert.equal(reply.status, 400, query);
        assert.equal(typeof reply.json.error, 'string');
      }
      assert.equal((await get(service.url, '/api/v1/reviews?limit=100', bearer(key))).status, 200);
      assert.equal((await get(service.url, '/api/v1/reviews')).status, 401);
    });

    it('serves the OpenAPI 3.1 document and health endpoints without a key', async () => {
      const openapi = await get(service.url, '/api/v1/openapi.json');
      assert.equal(openapi.status, 200);
      assert.equal(openapi.json.openapi, '3.1.0');
      assert.equal((openapi.json.info as { version: string }).version, '1.0.0');
      const { Validator } = await import('@seriousme/openapi-schema-validator');
      assert.equal((await new Validator().validate(openapi.json)).valid, true);
      assert.deepEqual((await get(service.url, '/healthz')).json, { status: 'ok' });
      assert.deepEqual((await get(service.url, '/readyz')).json, { status: 'ready' });
    });
  });

  it('never writes submitted code to the store or the logs', async () => {
    const service = await startService(['--log-level', 'debug'], undefined, { store });
    const marker = `MARKER_${Date.now().toString(36)}_${Math.random().toString(36).slice(2)}`;
    try {
      const key = createKey(service, 'pro', 20);
      const code = `import sqlite3\n\ndef find(conn, ${marker}):\n    conn.execute(f"SELECT * FROM t WHERE id = {${marker}}")\n`;
      const ok = await post(service.url, { code, language: 'python', label: 'privacy' }, { ...bearer(key), 'idempotency-key': 'privacy-1' });
      assert.equal(ok.status, 200);
      assert.ok(ok.text.includes(marker), 'the marker went through the review');
      assert.equal((await post(service.url, { code, language: 'python' }, { ...bearer(key), 'idempotency-key': 'privacy-1' })).status, 422);
      assert.equal((await post(service.url, { code: `${code}\n${'#'.repeat(50_000)}` }, bearer(key))).status, 413);
      assert.equal((await post(service.url, `{"code": "${marker}`, bearer(key))).status, 400);
    } finally {
      assert.equal(await service.stop(), 0);
    }
    for (const file of storeFiles(service)) assert.ok(!readFileSync(file).includes(marker), `${file} contains the marker`);
    assert.ok(!service.output().includes(marker), 'the logs contain the marker');
    assert.ok(service.output().includes('"reqId"'), 'the logs were written');
    removeDir(service.dir);
  });

  it('finishes in-flight reviews on SIGTERM, then exits 0', async () => {
    const service = await startService(['--log-level', 'warn'], undefined, { store });
    try {
      const key = createKey(service, 'pro', 10);
      const code = ('import sqlite3\n' + 'def f(c, x):\n    c.execute(f"SELECT * FROM t WHERE id = {x}")\n'.repeat(800)).slice(0, 50_000);
      const inFlight = post(service.url, { code, language: 'python' }, bearer(key));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const exited = service.stop();
      const reply = await inFlight;
      assert.equal(reply.status, 200, reply.text);
      assert.equal(await exited, 0);
      await assert.rejects(fetch(`${service.url}/healthz`), 'no longer accepting');
    } finally {
      removeDir(service.dir);
    }
  });
});
