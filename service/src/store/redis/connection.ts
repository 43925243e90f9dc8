/**
 * The Redis connection of the PostgreSQL store. A Redis that is down must fail a request at once (503), not queue it
 * until it returns: no offline queue, one retry, a command timeout. The client reconnects by itself.
 */
import { Redis } from 'ioredis';

export async function openRedis(url: string, log: { error(details: object, message: string): void }): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // Reported once per outage: the client retries every second while Redis is away.
    if (!reported) log.error({ err: error }, 'Redis connection lost');
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return redis;
}
