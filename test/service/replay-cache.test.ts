/**
 * Replay responses in Redis (PostgreSQL store): encrypted at rest, bound to their (account, key) slot, unreadable
 * with another key, gone after their expiry. Needs REDIS_URL (scripts/test-services.sh); skipped without it.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { ReplayCache } from '../../service/src/store/redis/replay-cache';

describe('replay cache (Redis, AES-256-GCM)', function () {
  let redis: Redis | undefined;
  before(function () {
    if (!process.env.REDIS_URL) {
      console.log('      skipped: REDIS_URL not set (run: eval "$(scripts/test-services.sh start)")');
      this.skip();
    }
    redis = new Redis(process.env.REDIS_URL);
  });
  after(() => redis?.disconnect());

  it('stores ciphertext only, opens it under the same key and slot, and not under another key or slot', async () => {
    const key = randomBytes(32);
    const cache = new ReplayCache(redis!, key);
    const account = `acct-${randomBytes(4).toString('hex')}`;
    const body = JSON.stringify({ rewritten_code: 'SECRET_CODE_MARKER' });
    await cache.put(account, 'k1', { body, requestId: 'r1' }, 60_000);
    assert.deepEqual(await cache.get(account, 'k1'), { body, requestId: 'r1' });
    const names = await redis!.keys('code-review:replay:*');
    for (const name of names) {
      const raw = await redis!.getBuffer(name);
      assert.ok(raw && !raw.includes('SECRET_CODE_MARKER'), 'no plaintext in Redis');
      assert.ok(!name.includes(account), 'no account id in the key name');
    }
    assert.equal(await new ReplayCache(redis!, randomBytes(32)).get(account, 'k1'), undefined, 'another key cannot open it');
    assert.equal(await cache.get(account, 'k2'), undefined, 'another slot has nothing');
    await cache.delete(account, 'k1');
    assert.equal(await cache.get(account, 'k1'), undefined);
  });

  it('expires with the replay window', async () => {
    const cache = new ReplayCache(redis!, randomBytes(32));
    await cache.put('acct-expiry', 'k', { body: '{}', requestId: 'r' }, 100);
    assert.ok(await cache.get('acct-expiry', 'k'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    assert.equal(await cache.get('acct-expiry', 'k'), undefined);
  });
});
