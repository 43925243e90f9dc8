/**
 * spec 8: 60 requests per rolling minute per account, every plan. A sliding log per account (exact, no window
 * edges to burst through); headers follow the IETF RateLimit header fields draft.
 */
import { LIMITS } from '../../shared/src/contract';

export const RATE_LIMIT_WINDOW_MS = 60_000;
export const RATE_LIMIT_POLICY = `"default";q=${LIMITS.rateLimitPerMinute};w=${RATE_LIMIT_WINDOW_MS / 1000}`;

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  /** Seconds until the oldest counted request leaves the window. */
  resetSeconds: number;
}

export class RateLimiter {
  private readonly log = new Map<string, number[]>();

  constructor(
    private readonly limit: number = LIMITS.rateLimitPerMinute,
    private readonly windowMs: number = RATE_LIMIT_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  take(accountId: string): RateLimitDecision {
    const now = this.now();
    const times = (this.log.get(accountId) ?? []).filter((t) => t > now - this.windowMs);
    const allowed = times.length < this.limit;
    if (allowed) times.push(now);
    this.log.set(accountId, times);
    const oldest = times[0] ?? now;
    return {
      allowed,
      remaining: this.limit - times.length,
      resetSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
    };
  }

  /** The RateLimit header value for a decision. */
  static header(decision: RateLimitDecision): string {
    return `"default";r=${decision.remaining};t=${decision.resetSeconds}`;
  }
}
