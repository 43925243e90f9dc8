/**
 * Billing survives a crash (spec 1, 7: a failed request is never charged): a real `code-review serve` is killed with
 * SIGKILL between reserve and settle, then started again on the same store.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { generateApiKey } from '../../service/src/auth/api-keys';
import { MIGRATIONS } from '../../service/src/store/migrations';
import { SETTLE_GRACE_MS } from '../../service/src/store/stale-sweep';
import {
  balanceOf, bearer, createKey, describeEachStore, ledgerKinds, post, readStore, removeDir, startService, tempDir, waitUntil, type Reply, type RunningService,
} from './harness';

/** 50,000 characters that take the engine about a second: long enough to be killed mid-review. */
const SLOW_CODE = ('import sqlite3\n' + 'def f(c, x):\n    c.execute(f"SELECT * FROM t WHERE id = {x}")\n'.repeat(800)).slice(0, 50_000);
const SLOW_COST = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts the slow review, SIGKILLs the service 150 ms later, and checks the crash left the reservation open. */
async function killMidReview(service: RunningService, key: string, headers: Record<string, string> = {}): Promise<number> {
  const pending = post(service.url, { code: SLOW_CODE, language: 'python' }, { ...bearer(key), ...headers }).catch((error: unknown) => error);
  await sleep(150);
  await service.kill();
  const killedAt = Date.now();
  assert.ok((await pending) instanceof Error, 'the request dies with the process');
  assert.deepEqual(ledgerKinds(service, key), ['grant', 'reserve'], 'killed between reserve and settle');
  return killedAt;
}

describeEachStore('service: billing survives a crash', function (store) {
  this.timeout(120_000);
  const dirs: string[] = [];
  const running: RunningService[] = [];
  /** `waitUntilReady: false` looks at the store as the service starts listening, before its workers are warm. */
  async function start(args: string[], dir: string, waitUntilReady = true): Promise<RunningService> {
    const service = await startService([...args, '--log-level', 'warn'], dir, { store, waitUntilReady });
    running.push(service);
    return service;
  }
  function newDir(): string {
    const dir = tempDir();
    dirs.push(dir);
    return dir;
  }
  afterEach(async () => {
    await Promise.all(running.splice(0).map((service) => service.stop()));
    for (const dir of dirs.splice(0)) removeDir(dir);
  });

  it('a reservation a SIGKILL left open is released at the next start-up once stale, exactly once', async () => {
    const timeoutMs = 3000;
    const timeoutArgs = ['--review-timeout-ms', String(timeoutMs)];
    const dir = newDir();
    const first = await start(timeoutArgs, dir);
    const key = createKey(first, 'pro', 10);
    const killedAt = await killMidReview(first, key);
    assert.equal(balanceOf(first, key), 10 - SLOW_COST);

    await sleep(Math.max(0, killedAt + timeoutMs + SETTLE_GRACE_MS + 200 - Date.now()));
    const second = await start(timeoutArgs, dir);
    // Released before the service listens: the first answer already sees the credits back.
    assert.equal(balanceOf(second, key), 10);
    assert.deepEqual(ledgerKinds(second, key), ['grant', 'reserve', 'release']);
    assert.equal((await post(second.url, { code: 'x = 1', language: 'python' }, bearer(key))).status, 200);
    await second.stop();

    const third = await start(timeoutArgs, dir);
    assert.equal(balanceOf(third, key), 9, 'a later start-up releases nothing again');
    assert.deepEqual(ledgerKinds(third, key), ['grant', 'reserve', 'release', 'reserve', 'settle']);
  });

  it('a reservation younger than the review timeout is kept at start-up and released by the periodic sweep', async () => {
    const timeoutMs = 3000;
    const timeoutArgs = ['--review-timeout-ms', String(timeoutMs)];
    const dir = newDir();
    const first = await start(timeoutArgs, dir);
    const key = createKey(first, 'pro', 10);
    const killedAt = await killMidReview(first, key);

    const second = await start(timeoutArgs, dir, false);
    assert.equal(balanceOf(second, key), 10 - SLOW_COST, 'not released while its request could still be running elsewhere');
    assert.ok(await waitUntil(() => balanceOf(second, key) === 10, 15_000), 'the periodic sweep released it');
    assert.ok(Date.now() - killedAt >= timeoutMs, 'not before the review timeout');
    assert.deepEqual(ledgerKinds(second, key), ['grant', 'reserve', 'release']);
  });

  it('the retry of a killed request with its Idempotency-Key is 409 until the record is stale, then runs once and is charged once', async () => {
    // Long enough that the second instance (warming up every grammar on a loaded machine) answers before it is stale.
    const timeoutMs = 10_000;
    const timeoutArgs = ['--review-timeout-ms', String(timeoutMs)];
    const dir = newDir();
    const first = await start(timeoutArgs, dir);
    const key = createKey(first, 'pro', 10);
    const headers = { 'idempotency-key': 'crash-retry-1' };
    const killedAt = await killMidReview(first, key, headers);

    const second = await start(timeoutArgs, dir);
    const retry = () => post(second.url, { code: SLOW_CODE, language: 'python' }, { ...bearer(key), ...headers });
    const conflict = await retry();
    assert.equal(conflict.status, 409, conflict.text);
    const retryAfter = Number(conflict.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= Math.ceil((timeoutMs + SETTLE_GRACE_MS) / 1000), `Retry-After ${retryAfter}`);
    assert.equal(typeof conflict.json.error, 'string');
    assert.equal(balanceOf(second, key), 10 - SLOW_COST);

    let answer: Reply = conflict;
    while (answer.status === 409) {
      await sleep(Number(answer.headers.get('retry-after')) * 1000);
      answer = await retry();
    }
    assert.ok(Date.now() - killedAt >= timeoutMs, 'told 409 until the record was stale');
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.json.credits_used, SLOW_COST);
    assert.equal(answer.json.credits_remaining, 10 - SLOW_COST);
    assert.equal(balanceOf(second, key), 10 - SLOW_COST, 'charged once');
    assert.deepEqual(ledgerKinds(second, key), ['grant', 'reserve', 'release', 'reserve', 'settle']);
    const replay = await retry();
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
    assert.equal(replay.text, answer.text);
  });

  it('a finished idempotent request whose answer was lost with the process is reviewed again without a second charge', async () => {
    const dir = newDir();
    const first = await start([], dir);
    const key = createKey(first, 'pro', 10);
    const headers = { ...bearer(key), 'idempotency-key': 'answer-lost-1' };
    const body = { code: 'def f(x):\n    return x\n', language: 'python' };
    const original = await post(first.url, body, headers);
    assert.equal(original.status, 200, original.text);
    await first.kill();

    const second = await start([], dir);
    if (store === 'postgres') {
      // The answer is in Redis, shared by the instances: a killed instance loses nothing, the next one replays it.
      const replayed = await post(second.url, body, headers);
      assert.equal(replayed.headers.get('idempotent-replayed'), 'true');
      assert.equal(replayed.text, original.text);
      // Redis losing it (restarted without persistence) is the SQLite crash case: reviewed again, free.
      const flushed = spawnSync('redis-cli', ['-u', process.env.REDIS_URL!, 'EVAL', "for _, k in ipairs(redis.call('KEYS', 'code-review:replay:*')) do redis.call('DEL', k) end", '0'], { encoding: 'utf8' });
      assert.equal(flushed.status, 0, flushed.stderr);
    }
    const again = await post(second.url, body, headers);
    assert.equal(again.status, 200, again.text);
    assert.equal(again.headers.get('idempotent-replayed'), null, 'the stored answer is gone; the review ran again');
    assert.equal(again.json.credits_used, 0);
    assert.equal(again.json.credits_remaining, 9);
    assert.equal(balanceOf(second, key), 9, 'charged once');
    assert.deepEqual(ledgerKinds(second, key), ['grant', 'reserve', 'settle']);
    const replay = await post(second.url, body, headers);
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
    assert.equal(replay.text, again.text);
  });

  // The SQLite schema's history: the PostgreSQL schema started with open reservations.
  if (store === 'sqlite') it('upgrading a store that a crash left with "grant 10, reserve -5" gives the 5 credits back', async () => {
    const dir = newDir();
    const dbPath = path.join(dir, 'store.db');
    const apiKey = generateApiKey();
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const db = new Database(dbPath);
    try {
      db.exec(MIGRATIONS[0]!);
      db.pragma('user_version = 1');
      db.prepare("INSERT INTO accounts (id, name, plan, credits, created_at) VALUES ('acct', 'old', 'pro', 5, ?)").run(anHourAgo);
      db.prepare("INSERT INTO api_keys (id, account_id, key_hash, name, created_at) VALUES (?, 'acct', ?, NULL, ?)").run(apiKey.id, apiKey.hash, anHourAgo);
      const ledger = db.prepare("INSERT INTO credit_ledger (account_id, request_id, kind, amount, balance_after, created_at) VALUES ('acct', ?, ?, ?, ?, ?)");
      ledger.run(null, 'grant', 10, 10, anHourAgo);
      ledger.run('crashed-request', 'reserve', -5, 5, anHourAgo);
    } finally {
      db.close();
    }

    const service = await start([], dir);
    assert.equal(balanceOf(service, apiKey.key), 10);
    assert.deepEqual(ledgerKinds(service, apiKey.key), ['grant', 'reserve', 'release']);
    assert.equal(readStore(service.dbPath, (store) => store.pragma('user_version', { simple: true })), MIGRATIONS.length);
  });
});
