/**
 * The store behind the HTTP API, as the routes see it: every call returns a promise, so a networked store
 * (PostgreSQL + Redis, postgres-store.ts) and the embedded one (SqliteStore, synchronous better-sqlite3 calls
 * wrapped) are interchangeable. It includes the crash recovery the service runs at start-up and periodically, and
 * the rate-limit window (spec 8), which must be shared when several instances serve one database.
 */
import { RateLimiter, type RateLimitDecision } from '../rate-limit';
import { AccountStore, type Account } from './accounts';
import { CreditStore, type Reservation, type Settlement } from './credits';
import type { Db } from './database';
import { statement } from './statements';
import { IdempotencyStore, type IdempotencyStart } from './idempotency';
import { ReviewStore, type ReviewPage, type ReviewRecord } from './reviews';

export interface ServiceStore {
  readonly accounts: {
    /** The account of a valid, unrevoked key; undefined for anything else (spec 5: 401). */
    authenticate(key: string): Promise<Account | undefined>;
  };
  readonly credits: {
    reserve(accountId: string, requestId: string, amount: number): Promise<Reservation>;
    /**
     * The reservation becomes the charge; with `review`, its metadata row is written in the same transaction, so a
     * charged review is always listed and a listed one always charged.
     */
    settle(accountId: string, requestId: string, review?: ReviewRecord): Promise<Settlement>;
    release(requestId: string): Promise<void>;
    balance(accountId: string): Promise<number>;
  };
  readonly reviews: {
    record(accountId: string, review: ReviewRecord): Promise<void>;
    page(accountId: string, limit: number, after: [string, string] | undefined): Promise<ReviewPage>;
  };
  readonly idempotency: {
    begin(accountId: string, key: string, requestHash: string, requestId: string): Promise<IdempotencyStart>;
    /** `body` is the response sent; it holds code, so it is kept only in memory (never on disk in the clear). */
    complete(accountId: string, key: string, requestId: string, body: string): Promise<void>;
    abandon(accountId: string, key: string, alreadyPaid?: boolean): Promise<void>;
  };
  /** spec 8: counts one request of the account in the rolling window and says whether it may run. */
  takeRateLimit(accountId: string): Promise<RateLimitDecision>;
  /**
   * spec 1, 7 (a failed request is never charged): releases, in one transaction, every reservation older than the
   * stale limit with neither a settle nor a release — one a stopped process left behind. The number released.
   */
  releaseStaleReservations(): Promise<number>;
  /** Running Idempotency-Key records older than the stale limit are reconciled (see IdempotencyStore). */
  reconcileStaleIdempotency(): Promise<number>;
  /** Rejects when the store cannot answer (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** The longest a request can hold a reservation or a running idempotency record; older ones are stale. */
  staleAfterMs: number;
  now?: () => number;
}

/** The embedded store: one process per database file; the rate-limit window is this process's memory. */
export class SqliteStore implements ServiceStore {
  readonly accounts: ServiceStore['accounts'];
  readonly credits: ServiceStore['credits'];
  readonly reviews: ServiceStore['reviews'];
  readonly idempotency: ServiceStore['idempotency'];
  private readonly creditStore: CreditStore;
  private readonly idempotencyStore: IdempotencyStore;
  private readonly staleAfterMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: StoreOptions,
    private readonly rateLimiter: RateLimiter = new RateLimiter(),
  ) {
    this.staleAfterMs = options.staleAfterMs;
    this.now = options.now ?? Date.now;
    const accounts = new AccountStore(db);
    const credits = new CreditStore(db, this.now);
    const reviews = new ReviewStore(db);
    const idempotency = new IdempotencyStore(db, credits, this.staleAfterMs, this.now);
    this.creditStore = credits;
    this.idempotencyStore = idempotency;
    this.accounts = { authenticate: (key) => promised(() => accounts.authenticate(key)) };
    this.credits = {
      reserve: (accountId, requestId, amount) => promised(() => credits.reserve(accountId, requestId, amount)),
      settle: (accountId, requestId, review) => promised(() => db.transaction(() => {
        const settlement = credits.settle(accountId, requestId);
        if (settlement.ok && review) reviews.record(accountId, review);
        return settlement;
      }).immediate()),
      release: (requestId) => promised(() => credits.release(requestId)),
      balance: (accountId) => promised(() => credits.balance(accountId)),
    };
    this.reviews = {
      record: (accountId, review) => promised(() => reviews.record(accountId, review)),
      page: (accountId, limit, after) => promised(() => reviews.page(accountId, limit, after)),
    };
    this.idempotency = {
      begin: (accountId, key, requestHash, requestId) => promised(() => idempotency.begin(accountId, key, requestHash, requestId)),
      complete: (accountId, key, requestId, body) => promised(() => idempotency.complete(accountId, key, requestId, body)),
      abandon: (accountId, key, alreadyPaid) => promised(() => idempotency.abandon(accountId, key, alreadyPaid)),
    };
  }

  takeRateLimit(accountId: string): Promise<RateLimitDecision> {
    return promised(() => this.rateLimiter.take(accountId));
  }

  releaseStaleReservations(): Promise<number> {
    return promised(() => this.creditStore.releaseStale(this.now() - this.staleAfterMs));
  }

  reconcileStaleIdempotency(): Promise<number> {
    return promised(() => this.idempotencyStore.reconcileStale());
  }

  ping(): Promise<void> {
    return promised(() => {
      statement(this.db, 'SELECT 1').get();
    });
  }

  close(): Promise<void> {
    return promised(() => {
      this.db.close();
    });
  }
}

/** A synchronous store call as a promise: a throw becomes a rejection, so callers handle one failure path. */
export function promised<T>(call: () => T): Promise<T> {
  return new Promise<T>((resolve) => resolve(call()));
}
