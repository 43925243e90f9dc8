/**
 * `code-review serve [--host 127.0.0.1] [--port 8787] [--store sqlite|postgres] [--db PATH]`: the API on the
 * embedded store (SQLite file) or on PostgreSQL + Redis, shared by several instances (store-option.ts). Stops on
 * SIGTERM/SIGINT after in-flight reviews finish.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { ReviewPool } from '../review-pool';
import { staleAfterMs } from '../store/stale-sweep';
import { openServiceStore, storeKind } from './store-option';
import { UsageError } from './usage-error';

export const SERVE_USAGE = `usage: code-review serve [--host 127.0.0.1] [--port 8787] [--store sqlite|postgres] [--db PATH] [--workers N]
       [--queue N] [--max-wait-ms MS] [--review-timeout-ms MS] [--init-account] [--log-level info|warn|error|silent]
  --max-wait-ms: a review expected to wait longer than this for a worker is refused at once with 503 and
  Retry-After (default 1000); --queue: at most this many reviews wait at all (default 64 per worker).
  --store postgres: several instances on one PostgreSQL + Redis; reads DATABASE_URL, REDIS_URL and
  CODE_REVIEW_REPLAY_KEY (32 bytes as 64 hex digits, the same on every instance).`;

/** What `--init-account` gives the local account created on first start. */
export const LOCAL_ACCOUNT_CREDITS = 1_000;

function positiveInt(name: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw new UsageError(`--${name} must be an integer ≥ ${min}`);
  return Number(raw);
}

export async function runServeCommand(argv: readonly string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        host: { type: 'string', default: '127.0.0.1' },
        port: { type: 'string', default: '8787' },
        db: { type: 'string' },
        store: { type: 'string' },
        workers: { type: 'string' },
        queue: { type: 'string' },
        'max-wait-ms': { type: 'string' },
        'review-timeout-ms': { type: 'string' },
        'init-account': { type: 'boolean', default: false },
        'log-level': { type: 'string', default: 'info' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0] ?? 'invalid arguments');
  }
  const port = positiveInt('port', values.port, 8787, 0);
  if (port > 65_535) throw new UsageError('--port must be at most 65535');
  const workers = positiveInt('workers', values.workers, availableParallelism());
  const queue = positiveInt('queue', values.queue, workers * 64, 0);
  const maxWaitMs = positiveInt('max-wait-ms', values['max-wait-ms'], 1_000);
  const timeoutMs = positiveInt('review-timeout-ms', values['review-timeout-ms'], 30_000);
  const kind = storeKind(values.store);
  const silent = values['log-level'] === 'silent';

  const opened = await openServiceStore(kind, values.db, { staleAfterMs: staleAfterMs(timeoutMs) }, {
    error: (details, message) => {
      if (!silent) process.stderr.write(`code-review: ${message}: ${String((details as { err?: unknown }).err)}\n`);
    },
  });
  const { store, admin } = opened;
  if (values['init-account'] && !(await admin.firstAccountId())) {
    const { key } = await admin.createAccountWithKey({ name: 'local', plan: 'pro', credits: LOCAL_ACCOUNT_CREDITS, keyName: 'local' });
    process.stdout.write(`Created a local Pro account with ${LOCAL_ACCOUNT_CREDITS} credits. Its API key (shown once):\n${key}\n`);
  }
  const pool = new ReviewPool({ threads: workers, maxQueue: queue, maxWaitMs, timeoutMs });
  const app = buildApp({ store, pool, logger: silent ? false : { level: values['log-level'], stream: process.stderr } });
  const address = await app.listen({ host: values.host, port });
  process.stdout.write(`code-review service listening on ${address} (store: ${opened.description})\n`);

  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down: finishing in-flight reviews');
      // close() stops accepting and waits for in-flight requests; then the workers and the store go.
      app.close()
        .then(() => pool.close())
        .then(() => store.close())
        .then(() => resolve(0), (error: unknown) => {
          process.stderr.write(`code-review: shutdown failed: ${String(error)}\n`);
          resolve(1);
        });
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
}
