/**
 * The store behind the HTTP API, as the routes see it: what a second implementation (PostgreSQL, ARCHITECTURE.md)
 * provides, including the crash recovery the service runs at start-up and periodically. SqliteStore is the
 * embedded one.
 */
import { AccountStore } from './accounts';
import { CreditStore } from './credits';
import type { Db } from './database';
import { IdempotencyStore } from './idempotency';
import { ReviewStore } from './reviews';

export interface ServiceStore {
  readonly accounts: Pick<AccountStore, 'authenticate'>;
  readonly credits: Pick<CreditStore, 'reserve' | 'settle' | 'release' | 'balance'>;
  readonly reviews: Pick<ReviewStore, 'record' | 'page'>;
  readonly idempotency: Pick<IdempotencyStore, 'begin' | 'complete' | 'abandon'>;
  /**
   * spec 1, 7 (a failed request is never charged): releases, in one transaction, every reservation older than the
   * stale limit with neither a settle nor a release — one a stopped process left behind. The number released.
   */
  releaseStaleReservations(): number;
  /** Running Idempotency-Key records older than the stale limit are reconciled (see IdempotencyStore). */
  reconcileStaleIdempotency(): number;
  /** Throws when the store cannot answer (readiness). */
  ping(): void;
}

export interface StoreOptions {
  /** The longest a request can hold a reservation or a running idempotency record; older ones are stale. */
  staleAfterMs: number;
  now?: () => number;
}

export class SqliteStore implements ServiceStore {
  readonly accounts: AccountStore;
  readonly credits: CreditStore;
  readonly reviews: ReviewStore;
  readonly idempotency: IdempotencyStore;
  private readonly staleAfterMs: number;
  private readonly now: () => number;

  constructor(private readonly db: Db, options: StoreOptions) {
    this.staleAfterMs = options.staleAfterMs;
    this.now = options.now ?? Date.now;
    this.accounts = new AccountStore(db);
    this.credits = new CreditStore(db, this.now);
    this.reviews = new ReviewStore(db);
    this.idempotency = new IdempotencyStore(db, this.credits, this.staleAfterMs, this.now);
  }

  releaseStaleReservations(): number {
    return this.credits.releaseStale(this.now() - this.staleAfterMs);
  }

  reconcileStaleIdempotency(): number {
    return this.idempotency.reconcileStale();
  }

  ping(): void {
    this.db.prepare('SELECT 1').get();
  }
}
