/**
 * The store's crash-recovery operations on a real SQLite database with a controlled clock: what the sweep may
 * release, what a late settle may charge, and the ledger's one row per request and kind.
 */
import assert from 'node:assert/strict';
import { AccountStore } from '../../service/src/store/accounts';
import { openDatabase, type Db } from '../../service/src/store/database';
import { SqliteStore } from '../../service/src/store/service-store';

const STALE_AFTER_MS = 10_000;

function setUp(): { db: Db; store: SqliteStore; accountId: string; clock: { now: number } } {
  const db = openDatabase(':memory:');
  const clock = { now: 1_700_000_000_000 };
  const store = new SqliteStore(db, { staleAfterMs: STALE_AFTER_MS, now: () => clock.now });
  const { account } = new AccountStore(db).createAccountWithKey({ name: 't', plan: 'pro', credits: 10 });
  return { db, store, accountId: account.id, clock };
}

function kinds(db: Db, requestId: string): string[] {
  return (db.prepare('SELECT kind FROM credit_ledger WHERE request_id = ? ORDER BY id').all(requestId) as { kind: string }[]).map((row) => row.kind);
}

describe('service store: crash recovery', () => {
  it('releases a reservation only once it is older than the stale limit, and only once', async () => {
    const { db, store, accountId, clock } = setUp();
    assert.equal((await store.credits.reserve(accountId, 'r1', 5)).ok, true);
    clock.now += STALE_AFTER_MS - 1;
    assert.equal(await store.releaseStaleReservations(), 0, 'one millisecond short of stale');
    assert.equal(await store.credits.balance(accountId), 5);
    clock.now += 1;
    assert.equal(await store.releaseStaleReservations(), 1);
    assert.equal(await store.releaseStaleReservations(), 0);
    await store.credits.release('r1');
    assert.equal(await store.credits.balance(accountId), 10);
    assert.deepEqual(kinds(db, 'r1'), ['reserve', 'release']);
  });

  it('a review that settles after its reservation was released as stale is not charged', async () => {
    const { db, store, accountId, clock } = setUp();
    await store.credits.reserve(accountId, 'late', 3);
    clock.now += STALE_AFTER_MS;
    await store.releaseStaleReservations();
    assert.deepEqual(await store.credits.settle(accountId, 'late'), { ok: false });
    assert.equal(await store.credits.balance(accountId), 10);
    assert.deepEqual(kinds(db, 'late'), ['reserve', 'release']);
  });

  it('the ledger refuses a second row of the same kind for one request', async () => {
    const { db, store, accountId } = setUp();
    await store.credits.reserve(accountId, 'once', 1);
    await store.credits.settle(accountId, 'once');
    assert.throws(
      () => db.prepare("INSERT INTO credit_ledger (account_id, request_id, kind, amount, balance_after, created_at) VALUES (?, 'once', 'settle', 1, 9, 'now')").run(accountId),
      /UNIQUE constraint failed/,
    );
  });

  it('a running Idempotency-Key record is 409 until stale, then reconciled: its reservation released, the key free', async () => {
    const { db, store, accountId, clock } = setUp();
    assert.deepEqual(await store.idempotency.begin(accountId, 'k', 'hash', 'first'), { kind: 'new' });
    await store.credits.reserve(accountId, 'first', 4);
    clock.now += STALE_AFTER_MS - 1;
    assert.deepEqual(await store.idempotency.begin(accountId, 'k', 'hash', 'second'), { kind: 'running', retryAfterSeconds: 1 });
    clock.now += 1;
    assert.equal(await store.reconcileStaleIdempotency(), 1);
    assert.equal(await store.credits.balance(accountId), 10);
    assert.deepEqual(kinds(db, 'first'), ['reserve', 'release']);
    assert.deepEqual(await store.idempotency.begin(accountId, 'k', 'hash', 'second'), { kind: 'new' });
  });

  it('a stale running record whose request was settled becomes paid: the retry is reviewed again free', async () => {
    const { store, accountId, clock } = setUp();
    await store.idempotency.begin(accountId, 'k', 'hash', 'charged');
    await store.credits.reserve(accountId, 'charged', 2);
    await store.credits.settle(accountId, 'charged');
    // The process died before it recorded the answer.
    clock.now += STALE_AFTER_MS;
    assert.deepEqual(await store.idempotency.begin(accountId, 'k', 'hash', 'retry'), { kind: 'paid', requestId: 'charged' });
    await store.idempotency.abandon(accountId, 'k', true);
    assert.deepEqual(await store.idempotency.begin(accountId, 'k', 'hash', 'retry-2'), { kind: 'paid', requestId: 'charged' });
    assert.equal(await store.credits.balance(accountId), 8);
  });
});
