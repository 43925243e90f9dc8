/**
 * Idempotency-Key records on PostgreSQL, the same states and crash recovery as the SQLite store
 * (../idempotency.ts). The (account, key) primary key makes the claim atomic across instances: the INSERT that
 * wins is the one request that runs; every other begin waits for that row's lock and reads its state. The stored
 * response is in the ReplayCache (Redis, encrypted), never in the database.
 */
import { REPLAY_WINDOW_MS, type IdempotencyStart } from '../idempotency';
import type { ReplayCache } from '../redis/replay-cache';
import type { PostgresCredits } from './credits';
import { inTransaction, type PgClient, type PgPool } from './database';

interface Row {
  account_id: string;
  key: string;
  request_hash: string;
  state: 'running' | 'done';
  request_id: string | null;
  started_at: number;
}

export class PostgresIdempotency {
  constructor(
    private readonly pool: PgPool,
    private readonly credits: PostgresCredits,
    private readonly replays: ReplayCache,
    private readonly staleAfterMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  begin(accountId: string, key: string, requestHash: string, requestId: string): Promise<IdempotencyStart> {
    return inTransaction(this.pool, async (client): Promise<IdempotencyStart> => {
      const now = this.now();
      await client.query('DELETE FROM idempotency_keys WHERE account_id = $1 AND key = $2 AND expires_at <= $3', [accountId, key, now]);
      if (await this.claim(client, accountId, key, requestHash, requestId, now)) return { kind: 'new' };
      const row = await this.lockedRow(client, accountId, key);
      // Removed between the claim and the lock (its request failed): the key is free again.
      if (!row) return (await this.claim(client, accountId, key, requestHash, requestId, now)) ? { kind: 'new' } : { kind: 'running', retryAfterSeconds: 1 };
      if (row.request_hash !== requestHash) return { kind: 'mismatch' };
      let state = row.state;
      if (state === 'running') {
        const staleAt = row.started_at + this.staleAfterMs;
        if (staleAt > now) return { kind: 'running', retryAfterSeconds: Math.max(1, Math.ceil((staleAt - now) / 1000)) };
        const reconciled = await this.reconcile(client, row);
        if (reconciled === 'removed') {
          await this.claim(client, accountId, key, requestHash, requestId, now);
          return { kind: 'new' };
        }
        state = 'done';
      }
      if (state === 'done' && row.request_id) {
        const stored = await this.replays.get(accountId, key);
        if (stored) return { kind: 'replay', body: stored.body, requestId: stored.requestId };
        // The record keeps the id of the request that was charged, so a crash during this re-run is still paid.
        await client.query("UPDATE idempotency_keys SET state = 'running', started_at = $1 WHERE account_id = $2 AND key = $3", [now, accountId, key]);
        return { kind: 'paid', requestId: row.request_id };
      }
      return { kind: 'running', retryAfterSeconds: 1 };
    });
  }

  async complete(accountId: string, key: string, requestId: string, body: string): Promise<void> {
    const expiresAt = this.now() + REPLAY_WINDOW_MS;
    // The response first: once the record says done, another instance may look for it.
    await this.replays.put(accountId, key, { body, requestId }, REPLAY_WINDOW_MS);
    await this.pool.query("UPDATE idempotency_keys SET state = 'done', expires_at = $1 WHERE account_id = $2 AND key = $3", [expiresAt, accountId, key]);
  }

  async abandon(accountId: string, key: string, alreadyPaid = false): Promise<void> {
    if (alreadyPaid) {
      await this.pool.query("UPDATE idempotency_keys SET state = 'done' WHERE account_id = $1 AND key = $2", [accountId, key]);
    } else {
      await this.pool.query('DELETE FROM idempotency_keys WHERE account_id = $1 AND key = $2', [accountId, key]);
    }
  }

  /** Every stale running record reconciled, expired records removed, in one transaction. */
  reconcileStale(): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      const now = this.now();
      const { rows } = await client.query<Row>(
        `SELECT account_id, key, request_hash, state, request_id, started_at FROM idempotency_keys
         WHERE state = 'running' AND started_at <= $1 FOR UPDATE SKIP LOCKED`, [now - this.staleAfterMs]);
      for (const row of rows) await this.reconcile(client, row);
      await client.query('DELETE FROM idempotency_keys WHERE expires_at <= $1', [now]);
      return rows.length;
    });
  }

  /** true when this INSERT claimed the key (no record existed). */
  private async claim(client: PgClient, accountId: string, key: string, requestHash: string, requestId: string, now: number): Promise<boolean> {
    const { rowCount } = await client.query(
      `INSERT INTO idempotency_keys (account_id, key, request_hash, state, request_id, started_at, expires_at)
       VALUES ($1, $2, $3, 'running', $4, $5, $6) ON CONFLICT (account_id, key) DO NOTHING`,
      [accountId, key, requestHash, requestId, now, now + REPLAY_WINDOW_MS]);
    return rowCount === 1;
  }

  private async lockedRow(client: PgClient, accountId: string, key: string): Promise<Row | undefined> {
    const { rows } = await client.query<Row>(
      'SELECT account_id, key, request_hash, state, request_id, started_at FROM idempotency_keys WHERE account_id = $1 AND key = $2 FOR UPDATE',
      [accountId, key]);
    return rows[0];
  }

  /** See IdempotencyStore.reconcile: charged → done (a retry re-runs free); otherwise released and removed. */
  private async reconcile(client: PgClient, row: Row): Promise<'done' | 'removed'> {
    if (row.request_id && (await this.credits.wasSettled(client, row.request_id))) {
      await client.query("UPDATE idempotency_keys SET state = 'done' WHERE account_id = $1 AND key = $2", [row.account_id, row.key]);
      return 'done';
    }
    if (row.request_id) await this.credits.releaseOpen(client, row.request_id);
    await client.query('DELETE FROM idempotency_keys WHERE account_id = $1 AND key = $2', [row.account_id, row.key]);
    return 'removed';
  }
}
