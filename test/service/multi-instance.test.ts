/**
 * Several instances on one PostgreSQL + Redis (issue 10): two real `code-review serve --store postgres` processes on
 * one database. The rate limit, Idempotency-Key replays and credits hold across both; no code reaches either
 * store's disk; Redis stopped or PostgreSQL restarted mid-run costs no credits and the service recovers.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  balanceOf, bearer, createKey, createPostgresDatabase, describeEachStore, ledgerOf, post, postgresUnavailable, removeDir, startService,
  storeFiles, tempDir, waitUntil, type Reply, type RunningService,
} from './harness';

const SERVICES_SCRIPT = path.join(__dirname, '../../scripts/test-services.sh');
const SLOW_CODE = ('import sqlite3\n' + 'def f(c, x):\n    c.execute(f"SELECT * FROM t WHERE id = {x}")\n'.repeat(800)).slice(0, 50_000);

function services(action: 'redis-stop' | 'redis-start' | 'pg-restart'): void {
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
    // Started together: the migrations' advisory lock lets only one of them create the schema.
    [a, b] = await Promise.all([
      startService(['--queue', '400', '--log-level', 'warn', '--review-timeout-ms', '3000'], dir, { store: 'postgres', databaseUrl }),
      startService(['--queue', '400', '--log-level', 'warn', '--review-timeout-ms', '3000'], tempDir(), { store: 'postgres', databaseUrl }),
    ]);
  });
  after(async () => {
    await Promise.all([a, b].filter(Boolean).map((service) => service.stop()));
    removeDir(dir);
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
    assert.equal(statuses.filter((s) => s === 200).length, 50, JSON.stringify(statuses));
    assert.ok(statuses.every((s) => [200, 402, 429].includes(s)), JSON.stringify(statuses));
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
    assert.ok(await waitUntilAsync(async () => (reply = await post(b.url, { code: 'x = 1\n', language: 'python' }, bearer(key))).status === 200, 10_000),
      `not recovered: ${reply?.status} ${reply?.text}`);
    assert.equal(balanceOf(a, key), 9);
  });

  it('PostgreSQL restarted mid-review: the request fails cleanly, nothing stays charged, service resumes', async () => {
    const key = createKey(a, 'pro', 10);
    const inFlight = post(a.url, { code: SLOW_CODE, language: 'python' }, bearer(key));
    await new Promise((resolve) => setTimeout(resolve, 150));
    services('pg-restart');
    const failed = await inFlight;
    assert.ok([200, 503].includes(failed.status), `${failed.status} ${failed.text}`);
    const charged = failed.status === 200 ? 5 : 0;
    if (failed.status === 503) assert.ok(Number(failed.headers.get('retry-after')) >= 1);
    // A reservation the failed request could not release (the database was away) is returned by the stale sweep.
    assert.ok(await waitUntil(() => balanceOf(a, key) === 10 - charged, 15_000, 250),
      `balance ${balanceOf(a, key)}, ledger ${JSON.stringify(ledgerOf(a, key))}`);
    let reply: Reply | undefined;
    assert.ok(await waitUntilAsync(async () => (reply = await post(b.url, { code: 'x = 1\n', language: 'python' }, bearer(key))).status === 200, 10_000),
      `not resumed: ${reply?.status} ${reply?.text}`);
  });
}, ['postgres']);

async function waitUntilAsync(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
