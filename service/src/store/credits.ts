/**
 * Credits: reserved before a review, settled on success, released on any failure (spec 1, 7: a failed request is
 * never charged). Each step is one transaction with a ledger row; the balance check and the debit happen in the
 * same statement, so concurrent requests can never overdraw an account. An open reservation is a row of
 * open_reservations until exactly one settle or release removes it, so a reservation is charged or returned once,
 * and one left behind by a process that died is found and returned (releaseStale).
 */
import type { Db } from './database';
import { statement } from './statements';

/** 1 credit per started 10,000 characters of code: 1 to 5 credits per review. */
export const CHARACTERS_PER_CREDIT = 10_000;

export function reviewCost(codeLength: number): number {
  return Math.max(1, Math.ceil(codeLength / CHARACTERS_PER_CREDIT));
}

export type Reservation = { ok: true; remaining: number } | { ok: false; remaining: number };

/** `ok: false`: the reservation was already released (it outlived the stale limit), so nothing may be charged. */
export type Settlement = { ok: true; remaining: number } | { ok: false };

type LedgerKind = 'grant' | 'reserve' | 'settle' | 'release';

export class CreditStore {
  constructor(private readonly db: Db, private readonly now: () => number = Date.now) {}

  balance(accountId: string): number {
    const row = statement(this.db, 'SELECT credits FROM accounts WHERE id = ?').get(accountId) as { credits: number } | undefined;
    return row?.credits ?? 0;
  }

  reserve(accountId: string, requestId: string, amount: number): Reservation {
    return this.db.transaction((): Reservation => {
      const debit = statement(this.db, 'UPDATE accounts SET credits = credits - ? WHERE id = ? AND credits >= ? RETURNING credits').get(amount, accountId, amount) as
        | { credits: number }
        | undefined;
      if (!debit) return { ok: false, remaining: this.balance(accountId) };
      statement(this.db, 'INSERT INTO open_reservations (request_id, account_id, amount, reserved_at) VALUES (?, ?, ?, ?)')
        .run(requestId, accountId, amount, this.now());
      this.ledger(accountId, requestId, 'reserve', -amount, debit.credits);
      return { ok: true, remaining: debit.credits };
    }).immediate();
  }

  /** The reservation becomes the charge, unless it was already released. */
  settle(accountId: string, requestId: string): Settlement {
    return this.db.transaction((): Settlement => {
      const open = this.close(requestId);
      if (!open) return { ok: false };
      const remaining = this.balance(accountId);
      this.ledger(accountId, requestId, 'settle', open.amount, remaining);
      return { ok: true, remaining };
    }).immediate();
  }

  /** Returns the reserved credits; a reservation already settled or released is left alone. */
  release(requestId: string): void {
    this.db.transaction(() => this.releaseOpen(requestId)).immediate();
  }

  /**
   * Releases, in one transaction, every reservation made at or before `reservedBefore` (epoch ms) that is neither
   * settled nor released: its request can no longer be running, so its process stopped without finishing it.
   */
  releaseStale(reservedBefore: number): number {
    return this.db.transaction(() => {
      const stale = statement(this.db, 'SELECT request_id AS requestId FROM open_reservations WHERE reserved_at <= ?').all(reservedBefore) as { requestId: string }[];
      for (const { requestId } of stale) this.releaseOpen(requestId);
      return stale.length;
    }).immediate();
  }

  grant(accountId: string, amount: number): number {
    return this.db.transaction(() => {
      const row = statement(this.db, 'UPDATE accounts SET credits = credits + ? WHERE id = ? RETURNING credits').get(amount, accountId) as
        | { credits: number }
        | undefined;
      if (!row) throw new Error(`no account ${accountId}`);
      this.ledger(accountId, null, 'grant', amount, row.credits);
      return row.credits;
    }).immediate();
  }

  /** Inside a caller's transaction: credits back and a release row, when the reservation is still open. */
  releaseOpen(requestId: string): void {
    const open = this.close(requestId);
    if (!open) return;
    const row = statement(this.db, 'UPDATE accounts SET credits = credits + ? WHERE id = ? RETURNING credits').get(open.amount, open.accountId) as { credits: number };
    this.ledger(open.accountId, requestId, 'release', open.amount, row.credits);
  }

  private close(requestId: string): { accountId: string; amount: number } | undefined {
    return statement(this.db, 'DELETE FROM open_reservations WHERE request_id = ? RETURNING account_id AS accountId, amount').get(requestId) as
      | { accountId: string; amount: number }
      | undefined;
  }

  private ledger(accountId: string, requestId: string | null, kind: LedgerKind, amount: number, balanceAfter: number): void {
    statement(this.db, 'INSERT INTO credit_ledger (account_id, request_id, kind, amount, balance_after, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(accountId, requestId, kind, amount, balanceAfter, new Date(this.now()).toISOString());
  }
}
