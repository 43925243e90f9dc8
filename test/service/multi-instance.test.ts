/**
 * Several instances on one PostgreSQL + Redis (issue 10): two real `code-review serve --store postgres` processes on
 * one database. The rate limit, Idempotency-Key replays and credits hold across both; no code reaches either
 * store's disk; Redis stopped, or PostgreSQL stopped mid-review, costs no credits and the service recovers.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  balanceOf, bearer, createKey, createPostgresDatabase, describeEachStore, ledgerOf, openReservationsOf, post, postgresUnavailable, removeDir,
  startService, storeFiles, tempDir, waitUntil, type Reply, type RunningService,
} from './harness';

const SERVICES_SCRIPT = path.join(__dirname, '../../scripts/test-services.sh');
/**
 * Code the engine takes seconds on, so that a review is still running after its reservation was seen in the
 * database and PostgreSQL was stopped (~0.15 s together): one function whose tainted string grows through a
 * thousand loops, each with a command-injection sink, cut to the 50,000-character limit (5 credits). Measured on
 * the 2-core development machine: 1.8–2.5 s a review on a warm worker, 3 s and more on a fresh one; other shapes
 * (800 SQL-injection functions, many sinks in one function, deep nesting, call chains, Java, Go) take 0.1–1 s warm.
 */
const SLOW_CODE = ('import os\nfrom flask import request\n\ndef handler(items):\n    x = request.args["q"]\n'
  + Array.from({ length: 1_000 }, (_, i) => `    for i${i} in items:\n        x = x + i${i}\n        os.system(x)\n`).join('')).slice(0, 50_000);

function services(action: 'redis-stop' | 'redis-start' | 'pg-stop' | 'pg-start'): void {
  const result = spawnSync('bash', [SERVICES_SCRIPT, action], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${action} failed: ${result.stderr}`);
}

describeEachStore('service: two instances on one PostgreSQL and Redis', function () {
  this.timeout(180_000);
  let a: RunningService;
  let b: RunningService;
  const dir = tempDir();

  before(async () => {
    if (postgresUnavailable()) return;
    const databaseUrl = createPostgresDatabase();
    // Started together: the migrations' advisory lock lets only one of them create the schema. Bursts here test
    // billing and the rate limit, not overload: --queue and --max-wait-ms keep refusals by load out (overload.test.ts).
    [a, b] = await Promise.all([
      startService(['--queue', '400', '--max-wait-ms', '60000', '--log-level', 'warn', '--review-timeout-ms', '3000'], dir, { store: 'postgres', databaseUrl }),
      startService(['--queue', '400', '--max-wait-ms', '60000', '--log-level', 'warn', '--review-timeout-ms', '3000'], tempDir(), { store: 'postgres', databaseUrl }),
    ]);
  });
  after(async () => {
    await Promise.all([a, b].filter(Boolean).map((service) => service.stop()));
    removeDir(dir);
    if (b) removeDir(b.dir);
  });

  it('holds 60 requests a minute per account across both: the 61st is 429 on either instance', async () => {
    const key = createKey(a, 'pro', 100);
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => post(i % 2 ? b.url : a.url, { code: `x = ${i}\n`, language: 'python' }, bearer(key))));
    assert.deepEqual([...new Set(replies.map((r) => r.status))], [200]);
    for (const service of [a, b]) {
      const limited = await post(service.url, { code: 'x = 1\n', language: 'python' }, bearer(key));
      assert.equal(limited.status, 429, limited.text);
      assert.ok(Number(limited.headers.get('retry-after')) >= 1);
    }
    assert.equal(balanceOf(a, key), 40, 'the limited requests were not charged');
  });

  it('replays on the other instance byte for byte, charged once; no code on either store\'s disk', async () => {
    const key = createKey(a, 'pro', 10);
    const marker = `MARKER_${Date.now().toString(36)}_${Math.random().toString(36).slice(2)}`;
    const code = `import sqlite3\n\ndef find(conn, ${marker}):\n    conn.execute(f"SELECT * FROM t WHERE id = {${marker}}")\n`;
    // The key is the client's text too: the stores keep only its digest.
    const headers = { ...bearer(key), 'idempotency-key': `multi-${marker}` };
    const first = await post(a.url, { code, language: 'python' }, headers);
    assert.equal(first.status, 200, first.text);
    assert.ok(first.text.includes(marker), 'the response carries the code');
    const replay = await post(b.url, { code, language: 'python' }, headers);
    assert.equal(replay.status, 200);
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
    assert.equal(replay.text, first.text);
    assert.equal(balanceOf(a, key), 9);
    assert.deepEqual(ledgerOf(a, key).map((row) => row.kind), ['grant', 'reserve', 'settle']);
    const files = storeFiles(a);
    assert.ok(files.some((file) => file.endsWith('dump.rdb')) && files.length > 10, `checked ${files.length} files`);
    for (const file of files) assert.ok(!readFileSync(file).includes(marker), `${file} contains the marker`);
  });

  it('200 concurrent requests over both instances with credits for 50: exactly 50 succeed, zero balance, the ledger adds up', async () => {
    const key = createKey(a, 'pro', 50);
    const replies = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      post(i % 2 ? b.url : a.url, { code: `def f${i}(x):\n    return x + ${i}\n`, language: 'python' }, bearer(key))));
    const statuses = replies.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, 50, JSON.stringify(replies.filter((r) => ![200, 402, 429].includes(r.status)).map((r) => `${r.status} ${r.text}`)));
    assert.ok(statuses.every((s) => [200, 402, 429].includes(s)), JSON.stringify(replies.filter((r) => ![200, 402, 429].includes(r.status)).map((r) => r.text)));
    assert.equal(balanceOf(a, key), 0);
    const ledger = ledgerOf(a, key);
    const settled = ledger.filter((row) => row.kind === 'settle');
    assert.equal(settled.length, 50);
    assert.equal(settled.reduce((sum, row) => sum + row.amount, 0), 50, 'the settled charges are the 50 credits');
    const balanceMoves = ledger.filter((row) => row.kind !== 'settle').reduce((sum, row) => sum + row.amount, 0);
    assert.equal(balanceMoves, 0, 'grant + reserves + releases = the balance');
  });

  it('Redis stopped: 503 with Retry-After and nothing charged; served again when Redis returns', async () => {
    const key = createKey(a, 'pro', 10);
    services('redis-stop');
    try {
      for (const service of [a, b]) {
        const reply = await post(service.url, { code: 'x = 1\n', language: 'python' }, bearer(key));
        assert.equal(reply.status, 503, reply.text);
        assert.ok(Number(reply.headers.get('retry-after')) >= 1);
        assert.equal(typeof reply.json.error, 'string');
      }
      assert.equal(balanceOf(a, key), 10);
    } finally {
      services('redis-start');
    }
    let reply: Reply | undefined;
    assert.ok(await waitUntil(async () => (reply = await post(b.url, { code: 'x = 1\n', language: 'python' }, bearer(key))).status === 200, 10_000),
      `not recovered: ${reply?.status} ${reply?.text}`);
    assert.equal(balanceOf(a, key), 9);
  });

  it('PostgreSQL stopped mid-review: 503 with Retry-After, the stale sweep returns the credits, both instances serve again', async () => {
    // The slow review goes to a third instance on the same database whose review timeout is far above the review's
    // time: on a or b (3 s) a review on a slow or fresh worker could time out, a 503 for another reason than the
    // database. a and b keep their 3 s timeout: their sweeps release reservations older than 4 s, every second.
    const c = await startService(['--log-level', 'warn', '--review-timeout-ms', '60000'], tempDir(), { store: 'postgres', databaseUrl: a.databaseUrl });
    try {
      const key = createKey(a, 'pro', 10);
      const inFlight = post(c.url, { code: SLOW_CODE, language: 'python' }, bearer(key));
      let failed: Reply;
      try {
        // The credits are reserved just before the review starts: from here on the request needs the database to
        // settle or release them.
        assert.ok(await waitUntil(() => openReservationsOf(a, key) === 1, 15_000, 20), 'the review never reserved its credits');
        services('pg-stop');
        failed = await inFlight;
      } finally {
        services('pg-start');
      }
      assert.notEqual(failed.status, 200, 'the review finished before PostgreSQL stopped: SLOW_CODE is no longer slow enough for this test');
      assert.equal(failed.status, 503, failed.text);
      assert.ok(Number(failed.headers.get('retry-after')) >= 1, `Retry-After ${failed.headers.get('retry-after')}`);
      assert.deepEqual(Object.keys(failed.json), ['error'], failed.text);
      assert.equal(typeof failed.json.error, 'string');
      assert.match(failed.json.error as string, /store is unavailable/, 'the 503 is the database\'s, not a timeout\'s');
      assert.match(c.output(), /could not release reserved credits/, 'the request could not release its reservation itself');

      // Its reservation is returned by the stale sweep of a and b once it is older than 3 s + 1 s: nothing charged.
      assert.ok(await waitUntil(() => balanceOf(a, key) === 10, 15_000, 250),
        `balance ${balanceOf(a, key)}, ledger ${JSON.stringify(ledgerOf(a, key))}`);
      assert.deepEqual(ledgerOf(a, key), [{ kind: 'grant', amount: 10 }, { kind: 'reserve', amount: -5 }, { kind: 'release', amount: 5 }]);
      assert.equal(openReservationsOf(a, key), 0);

      let served = 0;
      for (const service of [a, b]) {
        let reply: Reply | undefined;
        assert.ok(await waitUntil(async () => (reply = await post(service.url, { code: 'x = 1\n', language: 'python' }, bearer(key))).status === 200, 10_000),
          `not resumed: ${reply?.status} ${reply?.text}`);
        served++;
      }
      assert.equal(balanceOf(a, key), 10 - served);
      const ledger = ledgerOf(a, key);
      const settled = ledger.filter((row) => row.kind === 'settle');
      assert.equal(settled.length, served);
      assert.equal(settled.reduce((sum, row) => sum + row.amount, 0), served, 'each resumed review charged 1 credit');
      assert.equal(ledger.filter((row) => row.kind !== 'settle').reduce((sum, row) => sum + row.amount, 0), 10 - served,
        'grant + reserves + releases = the balance');
    } finally {
      await c.stop();
      removeDir(c.dir);
    }
  });
}, ['postgres']);
