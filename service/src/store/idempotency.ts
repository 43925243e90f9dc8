/**
 * Idempotency-Key records (spec 4.1), scoped per account. The record (key, SHA-256 of the body, state, request id,
 * start, expiry) lives in the store; the stored response lives only in this process's memory, because a response
 * carries the rewritten code and code is never written to the store (spec 1).
 *
 * After a crash: a running record is answered 409 until it is stale (older than the longest a request can run);
 * then it is reconciled — its open reservation released and the record removed — so the retry runs once and is
 * charged once. A finished record whose response was lost with the process is run again without a second charge.
 */
import { LIMITS } from '../../../shared/src/contract';
import type { CreditStore } from './credits';
import type { Db } from './database';
import { statement } from './statements';

export const REPLAY_WINDOW_MS = LIMITS.idempotencyReplaySeconds * 1000;

export type IdempotencyStart =
  | { kind: 'new' }
  /** spec 4.1: the stored response, to send as it is. */
  | { kind: 'replay'; body: string; requestId: string }
  /** Already charged by `requestId`, whose response was lost with a process that stopped: review again, free. */
  | { kind: 'paid'; requestId: string }
  /** Another request with the key may still be running; it is stale in `retryAfterSeconds` at the latest. */
  | { kind: 'running'; retryAfterSeconds: number }
  | { kind: 'mismatch' };

interface Row {
  request_hash: string;
  state: 'running' | 'done';
  request_id: string | null;
  started_at: number;
  expires_at: number;
}

export class IdempotencyStore {
  private readonly responses = new Map<string, { body: string; requestId: string; expiresAt: number }>();

  /** `staleAfterMs`: the longest a request can hold a running record; older ones belong to a process that died. */
  constructor(
    private readonly db: Db,
    private readonly credits: CreditStore,
    private readonly staleAfterMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  begin(accountId: string, key: string, requestHash: string, requestId: string): IdempotencyStart {
    const now = this.now();
    return this.db.transaction((): IdempotencyStart => {
      statement(this.db, 'DELETE FROM idempotency_keys WHERE account_id = ? AND key = ? AND expires_at <= ?').run(accountId, key, now);
      let row = this.row(accountId, key);
      if (row && row.request_hash !== requestHash) return { kind: 'mismatch' };
      if (row?.state === 'running') {
        const staleAt = row.started_at + this.staleAfterMs;
        if (staleAt > now) return { kind: 'running', retryAfterSeconds: Math.max(1, Math.ceil((staleAt - now) / 1000)) };
        this.reconcile(accountId, key, row);
        row = this.row(accountId, key);
      }
      if (row?.state === 'done' && row.request_id) {
        const stored = this.responses.get(this.slot(accountId, key));
        if (stored && stored.expiresAt > now) return { kind: 'replay', body: stored.body, requestId: stored.requestId };
        // The record keeps the id of the request that was charged, so a crash during this re-run is still paid.
        statement(this.db, "UPDATE idempotency_keys SET state = 'running', started_at = ? WHERE account_id = ? AND key = ?").run(now, accountId, key);
        return { kind: 'paid', requestId: row.request_id };
      }
      statement(this.db, "INSERT INTO idempotency_keys (account_id, key, request_hash, state, request_id, started_at, expires_at) VALUES (?, ?, ?, 'running', ?, ?, ?)")
        .run(accountId, key, requestHash, requestId, now, now + REPLAY_WINDOW_MS);
      return { kind: 'new' };
    }).immediate();
  }

  /** Only successful responses are kept (the caller calls abandon for everything else). */
  complete(accountId: string, key: string, requestId: string, body: string): void {
    const expiresAt = this.now() + REPLAY_WINDOW_MS;
    statement(this.db, "UPDATE idempotency_keys SET state = 'done', expires_at = ? WHERE account_id = ? AND key = ?")
      .run(expiresAt, accountId, key);
    this.responses.set(this.slot(accountId, key), { body, requestId, expiresAt });
    this.sweepResponses();
  }

  /**
   * A failed request frees its key. `alreadyPaid`: it was a free re-run of a charged request (begin said 'paid');
   * the record goes back to finished so a later retry is still not charged.
   */
  abandon(accountId: string, key: string, alreadyPaid = false): void {
    if (alreadyPaid) {
      statement(this.db, "UPDATE idempotency_keys SET state = 'done' WHERE account_id = ? AND key = ?").run(accountId, key);
    } else {
      statement(this.db, 'DELETE FROM idempotency_keys WHERE account_id = ? AND key = ?').run(accountId, key);
    }
    this.responses.delete(this.slot(accountId, key));
  }

  /** Reconciles every stale running record and drops expired ones, in one transaction; the number reconciled. */
  reconcileStale(): number {
    const now = this.now();
    return this.db.transaction(() => {
      const stale = statement(this.db, `SELECT account_id AS accountId, key, request_hash, state, request_id, started_at, expires_at FROM idempotency_keys
                                     WHERE state = 'running' AND started_at <= ?`).all(now - this.staleAfterMs) as (Row & { accountId: string; key: string })[];
      for (const row of stale) this.reconcile(row.accountId, row.key, row);
      statement(this.db, 'DELETE FROM idempotency_keys WHERE expires_at <= ?').run(now);
      return stale.length;
    }).immediate();
  }

  /**
   * A stale running record: when its request was charged, only the answer was lost, so the record is finished
   * (a retry re-runs free); otherwise its reservation, if still open, is released and the key is free again.
   */
  private reconcile(accountId: string, key: string, row: Row): void {
    if (row.request_id && this.wasSettled(row.request_id)) {
      statement(this.db, "UPDATE idempotency_keys SET state = 'done' WHERE account_id = ? AND key = ?").run(accountId, key);
      return;
    }
    if (row.request_id) this.credits.releaseOpen(row.request_id);
    statement(this.db, 'DELETE FROM idempotency_keys WHERE account_id = ? AND key = ?').run(accountId, key);
  }

  private wasSettled(requestId: string): boolean {
    return statement(this.db, "SELECT 1 FROM credit_ledger WHERE request_id = ? AND kind = 'settle'").get(requestId) !== undefined;
  }

  private row(accountId: string, key: string): Row | undefined {
    return statement(this.db, 'SELECT request_hash, state, request_id, started_at, expires_at FROM idempotency_keys WHERE account_id = ? AND key = ?')
      .get(accountId, key) as Row | undefined;
  }

  private slot(accountId: string, key: string): string {
    return `${accountId}\u0000${key}`;
  }

  private sweepResponses(): void {
    const now = this.now();
    for (const [slot, stored] of this.responses) if (stored.expiresAt <= now) this.responses.delete(slot);
  }
}
