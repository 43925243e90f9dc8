/** Credits under concurrency and failure: reserve → settle on success, release on any failure (spec 1, 7). */
import assert from 'node:assert/strict';
import http from 'node:http';
import Database from 'better-sqlite3';
import { balanceOf, bearer, createKey, describeEachStore, ledgerKinds, post, removeDir, reviewRowsOf, startService } from './harness';

describeEachStore('service: billing', function (store) {
  this.timeout(120_000);

  it('100 concurrent requests on an account with credits for 37: exactly 37 succeed and the balance ends at 0', async () => {
    // Billing under concurrency, not overload: nothing is refused for load (overload.test.ts).
    const service = await startService(['--queue', '200', '--max-wait-ms', '60000', '--log-level', 'warn'], undefined, { store });
    try {
      const key = createKey(service, 'pro', 37);
      const replies = await Promise.all(
        Array.from({ length: 100 }, (_, i) => post(service.url, { code: `def f${i}(x):\n    return x + ${i}\n`, language: 'python' }, bearer(key))),
      );
      const statuses = replies.map((r) => r.status);
      assert.equal(statuses.filter((s) => s === 200).length, 37, `statuses: ${JSON.stringify(statuses)}`);
      assert.ok(statuses.every((s) => [200, 402, 429].includes(s)), `unexpected statuses: ${JSON.stringify(statuses)}`);
      assert.equal(balanceOf(service, key), 0);
      for (const reply of replies.filter((r) => r.status === 200)) {
        const remaining = reply.json.credits_remaining as number;
        assert.ok(remaining >= 0 && remaining <= 36, `credits_remaining ${remaining}`);
      }
      // Each charge is written with its review's row: the 37 charged reviews are listed, nothing else. (Read from the
      // store: the account has used its rate limit.)
      const reviews = reviewRowsOf(service, key);
      assert.deepEqual(reviews.map((r) => r.request_id).sort(), replies.filter((r) => r.status === 200).map((r) => r.json.request_id as string).sort());
      assert.ok(reviews.every((r) => r.credits_used === 1));
    } finally {
      await service.stop();
      removeDir(service.dir);
    }
  });

  it('a review that fails mid-way (timeout) is a 503 with Retry-After and is not charged', async () => {
    const service = await startService(['--review-timeout-ms', '1', '--log-level', 'warn'], undefined, { store });
    try {
      const key = createKey(service, 'pro', 5);
      const reply = await post(service.url, { code: 'x = 1\n'.repeat(5000), language: 'python' }, bearer(key));
      assert.equal(reply.status, 503, reply.text);
      assert.ok(Number(reply.headers.get('retry-after')) >= 1);
      assert.equal(balanceOf(service, key), 5);
      assert.deepEqual(ledgerKinds(service, key), ['grant', 'reserve', 'release']);
    } finally {
      await service.stop();
      removeDir(service.dir);
    }
  });

  it('503 without charge when the review queue is full', async () => {
    const service = await startService(['--workers', '1', '--queue', '0', '--log-level', 'warn'], undefined, { store });
    try {
      const key = createKey(service, 'pro', 50);
      const code = 'import sqlite3\n' + 'def f(c, x):\n    c.execute(f"SELECT * FROM t WHERE id = {x}")\n'.repeat(600);
      const replies = await Promise.all(Array.from({ length: 6 }, () => post(service.url, { code: code.slice(0, 50_000), language: 'python' }, bearer(key))));
      const statuses = replies.map((r) => r.status);
      assert.ok(statuses.includes(200), JSON.stringify(statuses));
      assert.ok(statuses.includes(503), JSON.stringify(statuses));
      const charged = replies.filter((r) => r.status === 200).reduce((sum, r) => sum + (r.json.credits_used as number), 0);
      assert.equal(balanceOf(service, key), 50 - charged);
    } finally {
      await service.stop();
      removeDir(service.dir);
    }
  });

  it('a client that disconnects mid-review is not charged', async () => {
    const service = await startService(['--log-level', 'warn'], undefined, { store });
    try {
      const key = createKey(service, 'pro', 10);
      const code = ('import sqlite3\n' + 'def f(c, x):\n    c.execute(f"SELECT * FROM t WHERE id = {x}")\n'.repeat(800)).slice(0, 50_000);
      const body = JSON.stringify({ code, language: 'python' });
      await new Promise<void>((resolve) => {
        const request = http.request(`${service.url}/api/v1/analyze`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...bearer(key) },
        });
        request.on('error', () => resolve());
        // Hang up once the credits are reserved: the review is then running (a 50,000-character file takes long
        // enough), whichever store answers first.
        request.end(body, () => {
          const hangUp = async () => {
            const deadline = Date.now() + 10_000;
            while (Date.now() < deadline && !ledgerKinds(service, key).includes('reserve')) await new Promise((r) => setTimeout(r, 2));
            request.destroy();
            resolve();
          };
          void hangUp();
        });
      });
      // The review finishes or is abandoned in the background; the reservation must come back either way.
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && !ledgerKinds(service, key).includes('release')) await new Promise((r) => setTimeout(r, 50));
      assert.equal(balanceOf(service, key), 10);
      assert.deepEqual(ledgerKinds(service, key), ['grant', 'reserve', 'release']);
    } finally {
      await service.stop();
      removeDir(service.dir);
    }
  });

  // SQLite's write lock; the PostgreSQL store's equivalent (database restarted mid-run) is in multi-instance.test.ts.
  if (store === 'sqlite') it('503 without charge when the store cannot take the billing write', async () => {
    const service = await startService(['--log-level', 'warn'], undefined, { store });
    const locker = new Database(service.dbPath);
    try {
      const key = createKey(service, 'pro', 5);
      locker.pragma('busy_timeout = 0');
      locker.exec('BEGIN IMMEDIATE');
      const reply = await post(service.url, { code: 'x = 1', language: 'python' }, bearer(key));
      assert.equal(reply.status, 503, reply.text);
      assert.ok(Number(reply.headers.get('retry-after')) >= 1);
      locker.exec('ROLLBACK');
      assert.equal(balanceOf(service, key), 5);
      assert.equal((await post(service.url, { code: 'x = 1', language: 'python' }, bearer(key))).status, 200, 'recovers once the store is free');
    } finally {
      if (locker.inTransaction) locker.exec('ROLLBACK');
      locker.close();
      await service.stop();
      removeDir(service.dir);
    }
  });
});
