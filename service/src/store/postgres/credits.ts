/**
 * Credits on PostgreSQL, the same protocol as the SQLite store (../credits.ts): reserve, then exactly one settle or
 * release. Exact under concurrency from any number of instances: the balance check and the debit are one
 * conditional UPDATE, which takes the account row's lock and re-checks the balance after waiting for it, and an
 * open reservation is closed by the one DELETE that finds it.
 */
import type { Reservation, Settlement } from '../credits';
import type { ReviewRecord } from '../reviews';
import { inTransaction, type PgClient, type PgPool } from './database';

type LedgerKind = 'grant' | 'reserve' | 'settle' | 'release';

export class PostgresCredits {
  constructor(private readonly pool: PgPool, private readonly now: () => number = Date.now) {}

  async balance(accountId: string): Promise<number> {
    const { rows } = await this.pool.query<{ credits: number }>({ name: 'credits-balance', text: 'SELECT credits FROM accounts WHERE id = $1', values: [accountId] });
    return rows[0]?.credits ?? 0;
  }

  /**
   * One statement (data-modifying CTEs run atomically on one snapshot), prepared once per connection: a review's
   * billing costs two round trips instead of ten, which on a shared machine was most of PostgreSQL's share of the
   * CPU (bench:service --store postgres). When the debit finds too few credits, the balance is read again: the
   * statement's snapshot may predate the reservation that took them.
   */
  async reserve(accountId: string, requestId: string, amount: number): Promise<Reservation> {
    const { rows } = await this.pool.query<{ remaining: number }>({
      name: 'credits-reserve',
      text: `WITH debit AS (
               UPDATE accounts SET credits = credits - $3 WHERE id = $1 AND credits >= $3 RETURNING credits
             ), opened AS (
               INSERT INTO open_reservations (request_id, account_id, amount, reserved_at) SELECT $2, $1, $3, $4 FROM debit
             ), logged AS (
               INSERT INTO credit_ledger (account_id, request_id, kind, amount, balance_after, created_at)
               SELECT $1, $2, 'reserve', -$3::integer, credits, $5 FROM debit
             )
             SELECT credits AS remaining FROM debit`,
      values: [accountId, requestId, amount, this.now(), new Date(this.now()).toISOString()],
    });
    const row = rows[0];
    return row ? { ok: true, remaining: row.remaining } : { ok: false, remaining: await this.balance(accountId) };
  }

  /**
   * One statement, as reserve: the reservation closed and its settle row written — and with `review`, its metadata
   * row — or nothing if the reservation was already closed.
   */
  async settle(accountId: string, requestId: string, review?: ReviewRecord): Promise<Settlement> {
    const settled = `closed AS (
               DELETE FROM open_reservations WHERE request_id = $2 RETURNING amount
             ), logged AS (
               INSERT INTO credit_ledger (account_id, request_id, kind, amount, balance_after, created_at)
               SELECT $1, $2, 'settle', closed.amount, accounts.credits, $3 FROM closed JOIN accounts ON accounts.id = $1
               RETURNING balance_after
             )`;
    const now = new Date(this.now()).toISOString();
    const { rows } = await this.pool.query<{ remaining: number }>(review
      ? {
        name: 'credits-settle-with-review',
        text: `WITH ${settled}, recorded AS (
                 INSERT INTO reviews (request_id, account_id, created_at, filename, language, line_count, label, score, risk_level, passed, credits_used)
                 SELECT $2, $1, $4, $5, $6, $7, $8, $9, $10, $11, $12 FROM logged
               )
               SELECT balance_after AS remaining FROM logged`,
        values: [accountId, requestId, now, review.created_at, review.filename, review.language, review.line_count, review.label,
          review.score, review.risk_level, review.passed, review.credits_used],
      }
      : { name: 'credits-settle', text: `WITH ${settled} SELECT balance_after AS remaining FROM logged`, values: [accountId, requestId, now] });
    const row = rows[0];
    return row ? { ok: true, remaining: row.remaining } : { ok: false };
  }

  async release(requestId: string): Promise<void> {
    await inTransaction(this.pool, (client) => this.releaseOpen(client, requestId));
  }

  /** Releases, in one transaction, every open reservation made at or before `reservedBefore` (epoch ms). */
  releaseStale(reservedBefore: number): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      // SKIP LOCKED: one another instance's sweep is releasing right now is left to it.
      const { rows } = await client.query<{ request_id: string }>(
        'SELECT request_id FROM open_reservations WHERE reserved_at <= $1 FOR UPDATE SKIP LOCKED', [reservedBefore]);
      for (const row of rows) await this.releaseOpen(client, row.request_id);
      return rows.length;
    });
  }

  grant(accountId: string, amount: number): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ credits: number }>('UPDATE accounts SET credits = credits + $1 WHERE id = $2 RETURNING credits', [amount, accountId]);
      const row = rows[0];
      if (!row) throw new Error(`no account ${accountId}`);
      await this.ledger(client, accountId, null, 'grant', amount, row.credits);
      return row.credits;
    });
  }

  /** Inside a caller's transaction: credits back and a release row, when the reservation is still open. */
  async releaseOpen(client: PgClient, requestId: string): Promise<void> {
    const open = await this.close(client, requestId);
    if (!open) return;
    const { rows } = await client.query<{ credits: number }>('UPDATE accounts SET credits = credits + $1 WHERE id = $2 RETURNING credits', [open.amount, open.accountId]);
    await this.ledger(client, open.accountId, requestId, 'release', open.amount, rows[0]!.credits);
  }

  async wasSettled(client: PgClient, requestId: string): Promise<boolean> {
    const { rowCount } = await client.query("SELECT 1 FROM credit_ledger WHERE request_id = $1 AND kind = 'settle'", [requestId]);
    return (rowCount ?? 0) > 0;
  }

  private async close(client: PgClient, requestId: string): Promise<{ accountId: string; amount: number } | undefined> {
    const { rows } = await client.query<{ account_id: string; amount: number }>(
      'DELETE FROM open_reservations WHERE request_id = $1 RETURNING account_id, amount', [requestId]);
    const row = rows[0];
    return row ? { accountId: row.account_id, amount: row.amount } : undefined;
  }

  async ledger(client: PgClient, accountId: string, requestId: string | null, kind: LedgerKind, amount: number, balanceAfter: number): Promise<void> {
    await client.query('INSERT INTO credit_ledger (account_id, request_id, kind, amount, balance_after, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [accountId, requestId, kind, amount, balanceAfter, new Date(this.now()).toISOString()]);
  }
}
