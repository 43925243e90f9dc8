/**
 * The services bench:service loads: `code-review serve` processes started by the service tests' harness (the bundled
 * CLI, as deployed, returned once /readyz says ready) on a fresh store — a SQLite file, or a new database on the
 * PostgreSQL server at DATABASE_URL with Redis at REDIS_URL shared by every instance — with accounts created through
 * the admin store (one CLI start per key would take minutes for hundreds).
 */
import { openAdminStore } from '../../service/src/cli/store-option';
import {
  createPostgresDatabase, postgresUnavailable, psql, removeDir, startService, storeEnv, tempDir, type RunningService, type StoreKind, type StoreRef,
} from '../service/harness';

export interface BenchStore extends StoreRef {
  dir: string;
  dispose(): Promise<void>;
}

/** A fresh store of `kind`; postgres needs DATABASE_URL and REDIS_URL (scripts/test-services.sh start prints them). */
export function createBenchStore(kind: StoreKind): BenchStore {
  const dir = tempDir();
  const ref: StoreRef = { kind, dbPath: `${dir}/store.db`, databaseUrl: undefined };
  if (kind === 'sqlite') return { ...ref, dir, dispose: () => Promise.resolve(removeDir(dir)) };
  const missing = postgresUnavailable();
  if (missing) throw new Error(`--store postgres: ${missing}`);
  const databaseUrl = createPostgresDatabase();
  return {
    ...ref,
    databaseUrl,
    dir,
    dispose: () => {
      psql(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
      removeDir(dir);
      return Promise.resolve();
    },
  };
}

/** Creates `count` Pro accounts with ample credits; their keys. */
export async function createAccounts(store: BenchStore, count: number): Promise<string[]> {
  const opened = await openAdminStore(store.kind, store.dbPath, storeEnv(store));
  try {
    const keys: string[] = [];
    for (let i = 0; i < count; i++) keys.push((await opened.admin.createAccountWithKey({ name: `bench-${i}`, plan: 'pro', credits: 1_000_000 })).key);
    return keys;
  } finally {
    await opened.close();
  }
}

/** One `code-review serve` on the store with `workers` review threads, ready. */
export function startInstance(store: BenchStore, workers: number): Promise<RunningService> {
  return startService(['--workers', String(workers), '--log-level', 'silent'], store.dir, { store: store.kind, databaseUrl: store.databaseUrl });
}
