/**
 * The PostgreSQL connection pool and its migrations. Several instances may start together on one database: the
 * migrations run in one transaction holding a transaction-level advisory lock, so the second instance waits and
 * then finds them applied.
 */
import pg from 'pg';
import { POSTGRES_MIGRATIONS } from './migrations';

/** Any 64-bit number no other user of the database takes: "code-review migrations". */
const MIGRATION_LOCK_ID = 7_262_019_001;
const INT8_OID = 20;

export type PgPool = pg.Pool;

// Epoch milliseconds are BIGINT; they fit a double exactly. Every other type is parsed as pg does.
const int8AsNumber = ((oid: number, format?: 'text' | 'binary') =>
  oid === INT8_OID ? Number : (pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => unknown)(oid, format)) as typeof pg.types.getTypeParser;
export type PgClient = pg.PoolClient;

export interface PoolLog {
  error(details: object, message: string): void;
}

export function openPostgres(connectionString: string, log: PoolLog): PgPool {
  const pool = new pg.Pool({
    connectionString,
    max: 20,
    // A database that does not answer is a 503 soon, not a request hanging until the client gives up.
    connectionTimeoutMillis: 2_000,
    query_timeout: 10_000,
    types: { getTypeParser: int8AsNumber },
  });
  // An idle connection the server dropped (restart) must not crash the process: the pool replaces it.
  pool.on('error', (error) => log.error({ err: error }, 'PostgreSQL connection lost'));
  // The pool listens only to idle connections. One checked out when the server goes away emits 'error' on itself
  // between two queries: without a listener of its own that ends the process. Its next query then fails, and the
  // transaction releases it as broken.
  pool.on('connect', (client) => {
    client.on('error', (error) => log.error({ err: error }, 'PostgreSQL connection lost while in use'));
  });
  return pool;
}

export async function migratePostgres(pool: PgPool): Promise<number> {
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
    const { rows } = await client.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
    const current = rows[0]?.version ?? 0;
    for (let version = current; version < POSTGRES_MIGRATIONS.length; version++) {
      await client.query(POSTGRES_MIGRATIONS[version]!);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version + 1]);
    }
    return POSTGRES_MIGRATIONS.length;
  });
}

/** Runs `work` in one transaction on one pooled connection; rolls back on any error. */
export async function inTransaction<T>(pool: PgPool, work: (client: PgClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    try {
      await client.query('ROLLBACK');
    } catch {
      // The connection itself failed: it must not go back to the pool.
      broken = true;
    }
    throw error;
  } finally {
    client.release(broken);
  }
}
