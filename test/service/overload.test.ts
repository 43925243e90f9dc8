/**
 * Overload (issue 10): a review expected to wait longer than --max-wait-ms for a worker is refused at once with
 * 503 + Retry-After and the spec's error body, is not charged, and the reviews that were admitted are answered
 * within about the bound, not seconds later. Also /readyz: not ready until a worker has warmed up.
 */
import assert from 'node:assert/strict';
import { balanceOf, bearer, createKey, describeEachStore, get, ledgerKinds, post, removeDir, startService, waitUntil, type Reply } from './harness';

/** A 50,000-character Python file: hundreds of milliseconds of review, so that a queue forms. */
const SLOW_CODE = ('import sqlite3\n' + 'def f(c, x):\n    c.execute(f"SELECT * FROM t WHERE id = {x}")\n'.repeat(800)).slice(0, 50_000);

async function timedPost(url: string, body: unknown, headers: Record<string, string>): Promise<{ reply: Reply; ms: number }> {
  const started = performance.now();
  const reply = await post(url, body, headers);
  return { reply, ms: performance.now() - started };
}

describeEachStore('service: overload is refused early', function (store) {
  this.timeout(120_000);

  it('refuses what would wait over --max-wait-ms with 503 + Retry-After before the admitted reviews finish, and charges nothing for it', async () => {
    const service = await startService(['--workers', '1', '--max-wait-ms', '800', '--queue', '100', '--log-level', 'warn'], undefined, { store });
    try {
      const key = createKey(service, 'pro', 100);
      // One review first, so the pool knows how long one takes.
      const first = await post(service.url, { code: SLOW_CODE, language: 'python' }, bearer(key));
      assert.equal(first.status, 200, first.text);
      const started = performance.now();
      const burst = await Promise.all(Array.from({ length: 12 }, () => timedPost(service.url, { code: SLOW_CODE, language: 'python' }, bearer(key))));
      const burstMs = performance.now() - started;
      const served = burst.filter(({ reply }) => reply.status === 200);
      const refused = burst.filter(({ reply }) => reply.status === 503);
      assert.equal(served.length + refused.length, 12, JSON.stringify(burst.map(({ reply }) => reply.status)));
      assert.ok(served.length >= 1, 'at least the first of the burst is reviewed');
      assert.ok(refused.length >= 1, `12 reviews of a slow file on one worker must not all be admitted (${served.length} were)`);
      for (const { reply, ms } of refused) {
        assert.equal(reply.headers.get('content-type'), 'application/json; charset=utf-8');
        assert.equal(typeof reply.json.error, 'string');
        assert.deepEqual(Object.keys(reply.json), ['error']);
        assert.ok(Number(reply.headers.get('retry-after')) >= 1, `Retry-After ${reply.headers.get('retry-after')}`);
        // Early: answered while the admitted reviews were still running, not after the queue drained.
        assert.ok(ms < burstMs / 2, `a refusal took ${ms.toFixed(0)} ms of a ${burstMs.toFixed(0)} ms burst`);
      }
      const charged = [first, ...served.map(({ reply }) => reply)].reduce((sum, reply) => sum + (reply.json.credits_used as number), 0);
      assert.equal(balanceOf(service, key), 100 - charged, 'refusals are not charged');
      // A refusal comes before any reservation: the ledger holds reservations for the reviews that ran only.
      assert.equal(ledgerKinds(service, key).filter((kind) => kind === 'settle').length, 1 + served.length);
    } finally {
      await service.stop();
      removeDir(service.dir);
    }
  });

  it('with --max-wait-ms well above the queue, the same burst is served in full', async () => {
    const service = await startService(['--workers', '1', '--max-wait-ms', '60000', '--queue', '100', '--log-level', 'warn'], undefined, { store });
    try {
      const key = createKey(service, 'pro', 100);
      assert.equal((await post(service.url, { code: SLOW_CODE, language: 'python' }, bearer(key))).status, 200);
      const burst = await Promise.all(Array.from({ length: 6 }, () => post(service.url, { code: SLOW_CODE, language: 'python' }, bearer(key))));
      assert.deepEqual(burst.map((reply) => reply.status), Array(6).fill(200));
    } finally {
      await service.stop();
      removeDir(service.dir);
    }
  });

  it('/readyz is 503 with Retry-After until a review worker has warmed up, then ready', async () => {
    const service = await startService(['--log-level', 'warn'], undefined, { store, waitUntilReady: false });
    try {
      const answers: Reply[] = [];
      assert.ok(await waitUntil(async () => {
        const reply = await get(service.url, '/readyz');
        answers.push(reply);
        return reply.status === 200;
      }, 30_000, 50), `never ready: ${answers.at(-1)?.status} ${answers.at(-1)?.text}`);
      assert.deepEqual(answers.at(-1)!.json, { status: 'ready' });
      for (const reply of answers.slice(0, -1)) {
        assert.equal(reply.status, 503, reply.text);
        assert.equal(reply.headers.get('retry-after'), '1');
        assert.equal(typeof reply.json.error, 'string');
      }
    } finally {
      await service.stop();
      removeDir(service.dir);
    }
  });
});
