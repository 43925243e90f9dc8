/**
 * spec 8 across instances: the rolling 60-second window per account as a Redis sorted set of request times,
 * trimmed, counted and added to in one Lua script, so two instances can never both admit the 60th request. Time
 * is Redis's clock, the one every instance shares.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LIMITS } from '../../../../shared/src/contract';
import { RATE_LIMIT_WINDOW_MS, type RateLimitDecision } from '../../rate-limit';

// Returns {allowed (0|1), count in window, oldest time in window (ms), now (ms)}.
const TAKE_SCRIPT = `
local key, window, limit, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local allowed = 0
if count < limit then
  redis.call('ZADD', key, now, member)
  count = count + 1
  allowed = 1
end
redis.call('PEXPIRE', key, window)
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return {allowed, count, tonumber(oldest[2] or now), now}
`;

export class RedisRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly limit: number = LIMITS.rateLimitPerMinute,
    private readonly windowMs: number = RATE_LIMIT_WINDOW_MS,
  ) {}

  async take(accountId: string): Promise<RateLimitDecision> {
    const reply = (await this.redis.eval(TAKE_SCRIPT, 1, `code-review:rate:${accountId}`, this.windowMs, this.limit, randomUUID())) as number[];
    const [allowed, count, oldest, now] = reply as [number, number, number, number];
    return {
      allowed: allowed === 1,
      remaining: this.limit - count,
      resetSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
    };
  }
}
