/**
 * `--store sqlite|postgres` for `serve`, `keys` and `credits`. sqlite (default): the file at `--db PATH`.
 * postgres: DATABASE_URL (all commands), REDIS_URL and CODE_REVIEW_REPLAY_KEY (serve); a missing one is a one-line
 * error and exit code 2. Migrations run whenever a store is opened.
 */
import { type AdminStore, PostgresAdmin, SqliteAdmin } from '../store/admin-store';
import { defaultDatabasePath, openDatabase } from '../store/database';
import { migratePostgres, openPostgres, type PoolLog } from '../store/postgres/database';
import { PostgresStore } from '../store/postgres/postgres-store';
import { openRedis } from '../store/redis/connection';
import { parseReplayKey } from '../store/redis/replay-cache';
import { promised, SqliteStore, type ServiceStore, type StoreOptions } from '../store/service-store';
import { InputError, UsageError } from './usage-error';

export const STORE_KINDS = ['sqlite', 'postgres'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export function storeKind(raw: string | undefined): StoreKind {
  if (raw === undefined) return 'sqlite';
  if (!(STORE_KINDS as readonly string[]).includes(raw)) throw new UsageError(`--store must be one of: ${STORE_KINDS.join(', ')}`);
  return raw as StoreKind;
}

function requiredEnv(env: NodeJS.ProcessEnv, name: string, what: string): string {
  const value = env[name];
  if (!value) throw new InputError(`--store postgres needs ${name} (${what})`);
  return value;
}

export interface OpenedStore {
  store: ServiceStore;
  admin: AdminStore;
  /** Where the data is, for the start-up line (no password). */
  description: string;
}

export interface OpenedAdmin {
  admin: AdminStore;
  close(): Promise<void>;
}

const silentLog: PoolLog = { error: () => undefined };

/** The admin view of the selected store; postgres needs DATABASE_URL only. */
export async function openAdminStore(kind: StoreKind, dbPath: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<OpenedAdmin> {
  if (kind === 'sqlite') {
    const db = openDatabase(dbPath ?? defaultDatabasePath(env));
    return {
      admin: new SqliteAdmin(db),
      close: () => promised(() => {
        db.close();
      }),
    };
  }
  const pool = openPostgres(requiredEnv(env, 'DATABASE_URL', 'postgres://user:password@host:port/database'), silentLog);
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw new InputError(`cannot open the PostgreSQL store: ${(error as Error).message}`);
  }
  return { admin: new PostgresAdmin(pool), close: () => pool.end() };
}

/** The store `serve` runs on, migrated and connected. */
export async function openServiceStore(
  kind: StoreKind, dbPath: string | undefined, options: StoreOptions, log: PoolLog, env: NodeJS.ProcessEnv = process.env,
): Promise<OpenedStore> {
  if (kind === 'sqlite') {
    const file = dbPath ?? defaultDatabasePath(env);
    const db = openDatabase(file);
    return { store: new SqliteStore(db, options), admin: new SqliteAdmin(db), description: file };
  }
  const databaseUrl = requiredEnv(env, 'DATABASE_URL', 'postgres://user:password@host:port/database');
  const redisUrl = requiredEnv(env, 'REDIS_URL', 'redis://host:port');
  const replayKey = parseReplayKey(requiredEnv(env, 'CODE_REVIEW_REPLAY_KEY', '32 random bytes as 64 hex digits, the same on every instance'));
  if (!replayKey) throw new InputError('CODE_REVIEW_REPLAY_KEY must be 32 bytes as 64 hex digits or base64 (e.g. openssl rand -hex 32)');
  const pool = openPostgres(databaseUrl, log);
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw new InputError(`cannot open the PostgreSQL store: ${(error as Error).message}`);
  }
  let redis;
  try {
    redis = await openRedis(redisUrl, log);
  } catch (error) {
    await pool.end();
    throw new InputError(`cannot connect to Redis: ${(error as Error).message}`);
  }
  return { store: new PostgresStore(pool, redis, replayKey, options), admin: new PostgresAdmin(pool), description: `postgres ${redacted(databaseUrl)}` };
}

function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
