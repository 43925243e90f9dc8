/**
 * The store for several instances behind a load balancer: PostgreSQL holds accounts, hashed keys, the credit
 * ledger, open reservations, review metadata and Idempotency-Key records; Redis holds the rolling rate-limit
 * window and the encrypted responses kept for replays (code never reaches PostgreSQL).
 */
import type { Redis } from 'ioredis';
import type { RateLimitDecision } from '../../rate-limit';
import { RedisRateLimiter } from '../redis/rate-limit';
import { ReplayCache } from '../redis/replay-cache';
import type { ServiceStore, StoreOptions } from '../service-store';
import { PostgresAccounts } from './accounts';
import { PostgresCredits } from './credits';
import type { PgPool } from './database';
import { PostgresIdempotency } from './idempotency';
import { PostgresReviews } from './reviews';

export class PostgresStore implements ServiceStore {
  readonly accounts: PostgresAccounts;
  readonly credits: PostgresCredits;
  readonly reviews: PostgresReviews;
  readonly idempotency: PostgresIdempotency;
  private readonly rateLimiter: RedisRateLimiter;
  private readonly staleAfterMs: number;
  private readonly now: () => number;

  constructor(private readonly pool: PgPool, private readonly redis: Redis, replayKey: Buffer, options: StoreOptions) {
    this.staleAfterMs = options.staleAfterMs;
    this.now = options.now ?? Date.now;
    this.accounts = new PostgresAccounts(pool);
    this.credits = new PostgresCredits(pool, this.now);
    this.reviews = new PostgresReviews(pool);
    this.idempotency = new PostgresIdempotency(pool, this.credits, new ReplayCache(redis, replayKey), this.staleAfterMs, this.now);
    this.rateLimiter = new RedisRateLimiter(redis);
  }

  takeRateLimit(accountId: string): Promise<RateLimitDecision> {
    return this.rateLimiter.take(accountId);
  }

  releaseStaleReservations(): Promise<number> {
    return this.credits.releaseStale(this.now() - this.staleAfterMs);
  }

  reconcileStaleIdempotency(): Promise<number> {
    return this.idempotency.reconcileStale();
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.pool.end();
    this.redis.disconnect();
  }
}
