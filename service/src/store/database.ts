/** Opens the embedded SQLite store (WAL, foreign keys) and brings its schema up to date. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Billing writes are one transaction each; NORMAL is durable across application crashes in WAL mode.
  db.pragma('synchronous = NORMAL');
  migrate(db);
  return db;
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function migrate(db: Db): void {
  const current = schemaVersion(db);
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

/** The default database file: $CODE_REVIEW_DB, else the user's data folder. */
export function defaultDatabasePath(env: NodeJS.ProcessEnv = process.env, home = process.env.HOME ?? '.'): string {
  if (env.CODE_REVIEW_DB) return env.CODE_REVIEW_DB;
  const dataHome = env.XDG_DATA_HOME ?? (process.platform === 'win32' ? env.LOCALAPPDATA : undefined) ?? path.join(home, '.local', 'share');
  return path.join(dataHome ?? home, 'code-review', 'code-review.db');
}
