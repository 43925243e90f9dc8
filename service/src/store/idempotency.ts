/**
 * Idempotency-Key records (spec 4.1), scoped per account. The record (key, SHA-256 of the body, state, expiry)
 * lives in the store; the stored response lives only in this process's memory, because a response carries the
 * rewritten code and code is never written to the store (spec 1). After a restart a finished record without its
 * response counts as absent.
 */
import { LIMITS } from '../../../shared/src/contract';
import type { Db } from './database';

export const REPLAY_WINDOW_MS = LIMITS.idempotencyReplaySeconds * 1000;

export type IdempotencyStart =
  | { kind: 'new' }
  | { kind: 'replay'; body: string; requestId: string }
  | { kind: 'running' }
  | { kind: 'mismatch' };

interface Row {
  request_hash: string;
  state: 'running' | 'done';
  request_id: string | null;
  expires_at: number;
}

export class IdempotencyStore {
  private readonly responses = new Map<string, { body: string; expiresAt: number }>();

  constructor(private readonly db: Db, private readonly now: () => number = Date.now) {
    // Nothing runs in a process that just started: running records are leftovers of one that stopped.
    db.prepare("DELETE FROM idempotency_keys WHERE state = 'running' OR expires_at <= ?").run(this.now());
  }

  begin(accountId: string, key: string, requestHash: string): IdempotencyStart {
    const now = this.now();
    return this.db.transaction((): IdempotencyStart => {
      this.db.prepare('DELETE FROM idempotency_keys WHERE account_id = ? AND key = ? AND expires_at <= ?').run(accountId, key, now);
      const row = this.db.prepare('SELECT request_hash, state, request_id, expires_at FROM idempotency_keys WHERE account_id = ? AND key = ?')
        .get(accountId, key) as Row | undefined;
      if (row) {
        if (row.request_hash !== requestHash) return { kind: 'mismatch' };
        if (row.state === 'running') return { kind: 'running' };
        const stored = this.responses.get(this.slot(accountId, key));
        if (stored && stored.expiresAt > now && row.request_id) return { kind: 'replay', body: stored.body, requestId: row.request_id };
        this.db.prepare('DELETE FROM idempotency_keys WHERE account_id = ? AND key = ?').run(accountId, key);
      }
      this.db.prepare("INSERT INTO idempotency_keys (account_id, key, request_hash, state, request_id, expires_at) VALUES (?, ?, ?, 'running', NULL, ?)")
        .run(accountId, key, requestHash, now + REPLAY_WINDOW_MS);
      return { kind: 'new' };
    }).immediate();
  }

  /** Only successful responses are kept (the caller calls abandon for everything else). */
  complete(accountId: string, key: string, requestId: string, body: string): void {
    const expiresAt = this.now() + REPLAY_WINDOW_MS;
    this.db.prepare("UPDATE idempotency_keys SET state = 'done', request_id = ?, expires_at = ? WHERE account_id = ? AND key = ?")
      .run(requestId, expiresAt, accountId, key);
    this.responses.set(this.slot(accountId, key), { body, expiresAt });
    this.sweep();
  }

  abandon(accountId: string, key: string): void {
    this.db.prepare('DELETE FROM idempotency_keys WHERE account_id = ? AND key = ?').run(accountId, key);
    this.responses.delete(this.slot(accountId, key));
  }

  private slot(accountId: string, key: string): string {
    return `${accountId}\u0000${key}`;
  }

  private sweep(): void {
    const now = this.now();
    for (const [slot, stored] of this.responses) if (stored.expiresAt <= now) this.responses.delete(slot);
  }
}
