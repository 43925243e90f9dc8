/**
 * Credits: reserved before a review, settled on success, released on any failure (spec 1, 7: a failed request is
 * never charged). Each step is one transaction with a ledger row; the balance check and the debit happen in the
 * same statement, so concurrent requests can never overdraw an account.
 */
import type { Db } from './database';

/** 1 credit per started 10,000 characters of code: 1 to 5 credits per review. */
export const CHARACTERS_PER_CREDIT = 10_000;

export function reviewCost(codeLength: number): number {
  return Math.max(1, Math.ceil(codeLength / CHARACTERS_PER_CREDIT));
}

export type Reservation = { ok: true; remaining: number } | { ok: false; remaining: number };

export class CreditStore {
  constructor(private readonly db: Db) {}

  balance(accountId: string): number {
    const row = this.db.prepare('SELECT credits FROM accounts WHERE id = ?').get(accountId) as { credits: number } | undefined;
    return row?.credits ?? 0;
  }

  reserve(accountId: string, requestId: string, amount: number): Reservation {
    return this.db.transaction((): Reservation => {
      const debit = this.db.prepare('UPDATE accounts SET credits = credits - ? WHERE id = ? AND credits >= ? RETURNING credits').get(amount, accountId, amount) as
        | { credits: number }
        | undefined;
      if (!debit) return { ok: false, remaining: this.balance(accountId) };
      this.ledger(accountId, requestId, 'reserve', -amount, debit.credits);
      return { ok: true, remaining: debit.credits };
    }).immediate();
  }

  /** The reservation becomes the charge. */
  settle(accountId: string, requestId: string, amount: number): number {
    return this.db.transaction(() => {
      const remaining = this.balance(accountId);
      this.ledger(accountId, requestId, 'settle', amount, remaining);
      return remaining;
    }).immediate();
  }

  release(accountId: string, requestId: string, amount: number): number {
    return this.db.transaction(() => {
      const row = this.db.prepare('UPDATE accounts SET credits = credits + ? WHERE id = ? RETURNING credits').get(amount, accountId) as { credits: number };
      this.ledger(accountId, requestId, 'release', amount, row.credits);
      return row.credits;
    }).immediate();
  }

  grant(accountId: string, amount: number): number {
    return this.db.transaction(() => {
      const row = this.db.prepare('UPDATE accounts SET credits = credits + ? WHERE id = ? RETURNING credits').get(amount, accountId) as
        | { credits: number }
        | undefined;
      if (!row) throw new Error(`no account ${accountId}`);
      this.ledger(accountId, null, 'grant', amount, row.credits);
      return row.credits;
    }).immediate();
  }

  private ledger(accountId: string, requestId: string | null, kind: string, amount: number, balanceAfter: number): void {
    this.db
      .prepare('INSERT INTO credit_ledger (account_id, request_id, kind, amount, balance_after, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(accountId, requestId, kind, amount, balanceAfter, new Date().toISOString());
  }
}
