/**
 * Starts the built service (`dist/cli.js serve`) as a real process on a loopback port, on either store: a SQLite
 * file in a temp folder, or (`--store postgres`) a fresh database on the PostgreSQL at DATABASE_URL plus the Redis at
 * REDIS_URL (scripts/test-services.sh starts both). Tests talk to it over real HTTP and read balances and ledgers
 * straight from the store, as an independent connection would: the SQLite file, or psql — or, for the tests that read
 * a balance around every request, one `pg` connection per database (readBalance; closeStoreReaders ends them).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

export const CLI = path.join(__dirname, '../../dist/cli.js');

export type StoreKind = 'sqlite' | 'postgres';
export const STORE_KINDS: readonly StoreKind[] = ['sqlite', 'postgres'];

/** Why the postgres variant cannot run here, or undefined when it can. */
export function postgresUnavailable(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !env[name]);
  return missing.length ? `${missing.join(' and ')} not set (run: eval "$(scripts/test-services.sh start)")` : undefined;
}

/**
 * One describe per store, titled "<title> [sqlite]" and "<title> [postgres]"; the postgres one is skipped, saying
 * why, when DATABASE_URL/REDIS_URL are absent (CI sets them).
 */
export function describeEachStore(title: string, body: (this: Mocha.Suite, store: StoreKind) => void, stores: readonly StoreKind[] = STORE_KINDS): void {
  for (const store of stores) {
    describe(`${title} [${store}]`, function () {
      const reason = store === 'postgres' ? postgresUnavailable() : undefined;
      // Without the store the suite's own hooks must not run at all (their after hooks would stop a service that
      // never started): one skipped test says why.
      if (reason) {
        it('runs on this store', function () {
          console.log(`      skipped: ${reason}`);
          this.skip();
        });
        return;
      }
      body.call(this, store);
    });
  }
}

/** The same replay key for every instance of a test run (the instances share it; tests need nothing else of it). */
const REPLAY_KEY = process.env.CODE_REVIEW_REPLAY_KEY ?? randomBytes(32).toString('hex');

/** Where the store is: what the CLI needs (arguments, environment) and what psql or better-sqlite3 open. */
export interface StoreRef {
  kind: StoreKind;
  /** The SQLite file (sqlite). */
  dbPath: string;
  /** The database of this service (postgres). */
  databaseUrl: string | undefined;
}

/** A fresh, empty database on the PostgreSQL server at DATABASE_URL; its URL. */
export function createPostgresDatabase(): string {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `code_review_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  psql(base.toString(), `CREATE DATABASE ${name}`);
  base.pathname = `/${name}`;
  return base.toString();
}

/** postgres: the database of a service's folder, so a service started again in the same folder has the same store. */
const databasesOfDirs = new Map<string, string>();
function databaseOfDir(dir: string): string {
  let url = databasesOfDirs.get(dir);
  if (!url) databasesOfDirs.set(dir, (url = createPostgresDatabase()));
  return url;
}

/** Runs SQL with psql (unaligned, tuples only); its output. */
export function psql(databaseUrl: string, sql: string): string {
  const result = spawnSync('psql', ['-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout;
}

function storeArgs(store: StoreRef): string[] {
  return store.kind === 'postgres' ? ['--store', 'postgres'] : ['--db', store.dbPath];
}

/** The environment a service or CLI on `store` runs with (postgres: its database and the replay key). */
export function storeEnv(store: StoreRef): NodeJS.ProcessEnv {
  return store.kind === 'postgres' ? { ...process.env, DATABASE_URL: store.databaseUrl, CODE_REVIEW_REPLAY_KEY: REPLAY_KEY } : process.env;
}

/** A store reference from a SQLite file path (older call sites) or a running service. */
function refOf(store: string | StoreRef): StoreRef {
  return typeof store === 'string' ? { kind: 'sqlite', dbPath: store, databaseUrl: undefined } : store;
}

export interface StartOptions {
  store?: StoreKind;
  /** postgres: the database to use (several instances on one database); default a fresh one. */
  databaseUrl?: string;
  /**
   * Return once /readyz says a review worker is warm (default), as a load balancer would send traffic; false: as soon
   * as the port is open.
   */
  waitUntilReady?: boolean;
}

export interface RunningService extends StoreRef {
  url: string;
  dir: string;
  process: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL — a crash: nothing in the process gets to run — then the signal it died of. */
  kill(): Promise<NodeJS.Signals | null>;
}

export function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'code-review-service-'));
}

export async function startService(extraArgs: string[] = [], dir = tempDir(), options: StartOptions = {}): Promise<RunningService> {
  const kind = options.store ?? 'sqlite';
  const store: StoreRef = {
    kind,
    dbPath: path.join(dir, 'store.db'),
    databaseUrl: kind === 'postgres' ? options.databaseUrl ?? databaseOfDir(dir) : undefined,
  };
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', ...storeArgs(store), ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: storeEnv(store),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start:\n${output}`)), 15_000);
    const check = () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', check);
    child.once('exit', () => reject(new Error(`service exited:\n${output}`)));
  });
  if (options.waitUntilReady !== false) {
    const ready = await waitUntil(async () => (await fetch(`${url}/readyz`)).status === 200, 30_000, 50);
    if (!ready) throw new Error(`service not ready in 30 s:\n${output}`);
  }
  return {
    ...store,
    url,
    dir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return (await exited).code;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return (await exited).signal;
    },
  };
}

export function createKey(store: string | StoreRef, plan: string, credits: number): string {
  const ref = refOf(store);
  const result = spawnSync(process.execPath, [CLI, 'keys', 'create', '--plan', plan, '--credits', String(credits), ...storeArgs(ref)],
    { encoding: 'utf8', env: storeEnv(ref) });
  if (result.status !== 0) throw new Error(`keys create failed: ${result.stderr}`);
  return result.stdout.trim().split('\n').at(-1)!;
}

/** The CLI; with `store`, the store's arguments are appended and its environment passed. */
export function cli(args: string[], store?: StoreRef): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [CLI, ...args, ...(store ? storeArgs(store) : [])], { encoding: 'utf8', ...(store ? { env: storeEnv(store) } : {}) });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Reads the store the service writes, as an independent connection would. */
export function readStore<T>(dbPath: string, read: (db: Database.Database) => T): T {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function keyIdOf(key: string): string {
  return /^crs_live_([A-Za-z0-9]{12})_/.exec(key)![1]!;
}

const BALANCE_SQL = 'SELECT a.credits FROM accounts a JOIN api_keys k ON k.account_id = a.id WHERE k.id = ';

/** The key's balance, synchronously (psql per call on postgres: for a few reads; readBalance for many). */
export function balanceOf(store: string | StoreRef, key: string): number {
  const ref = refOf(store);
  if (ref.kind === 'postgres') return Number(psql(ref.databaseUrl!, `${BALANCE_SQL}'${keyIdOf(key)}'`).trim());
  return readStore(ref.dbPath, (db) => (db.prepare(`${BALANCE_SQL}?`).get(keyIdOf(key)) as { credits: number }).credits);
}

/** readBalance's connections, one per database URL, opened on first use. */
const pgReaders = new Map<string, Promise<pg.Client>>();

function pgReader(databaseUrl: string): Promise<pg.Client> {
  const open = pgReaders.get(databaseUrl);
  if (open) return open;
  const client = new pg.Client({ connectionString: databaseUrl });
  const connecting = client.connect().then(() => client);
  // A server that goes away (the fault tests stop it) must not crash the test run: the connection is forgotten and
  // the next read opens another.
  const forget = () => {
    if (pgReaders.get(databaseUrl) === connecting) pgReaders.delete(databaseUrl);
  };
  client.on('error', forget);
  client.on('end', forget);
  connecting.catch(forget);
  pgReaders.set(databaseUrl, connecting);
  return connecting;
}

/**
 * The key's balance, read the way balanceOf reads it but without a process per read on postgres: one `pg` connection
 * per database, kept until closeStoreReaders (call it in the suite's after hook, or mocha waits for the connection).
 * SQLite: better-sqlite3, synchronously.
 */
export async function readBalance(store: string | StoreRef, key: string): Promise<number> {
  const ref = refOf(store);
  if (ref.kind === 'sqlite') return balanceOf(ref, key);
  const client = await pgReader(ref.databaseUrl!);
  const { rows } = await client.query<{ credits: number }>(`${BALANCE_SQL}$1`, [keyIdOf(key)]);
  if (rows.length !== 1 || typeof rows[0]!.credits !== 'number') throw new Error(`no balance for key ${keyIdOf(key)}: ${JSON.stringify(rows)}`);
  return rows[0]!.credits;
}

/** Ends readBalance's connections. */
export async function closeStoreReaders(): Promise<void> {
  const readers = [...pgReaders.values()];
  pgReaders.clear();
  await Promise.all(readers.map((reader) => reader.then((client) => client.end(), () => undefined)));
}

/** How many reservations of the key's account are open (reserved, neither settled nor released yet). */
export function openReservationsOf(store: string | StoreRef, key: string): number {
  const ref = refOf(store);
  const sql = 'SELECT count(*) AS open FROM open_reservations o JOIN api_keys k ON k.account_id = o.account_id WHERE k.id = ';
  if (ref.kind === 'postgres') return Number(psql(ref.databaseUrl!, `${sql}'${keyIdOf(key)}'`).trim());
  return readStore(ref.dbPath, (db) => (db.prepare(`${sql}?`).get(keyIdOf(key)) as { open: number }).open);
}

export interface LedgerRow {
  kind: string;
  amount: number;
}

/** The ledger of the key's account, oldest first. */
export function ledgerOf(store: string | StoreRef, key: string): LedgerRow[] {
  const ref = refOf(store);
  const sql = 'SELECT l.kind, l.amount FROM credit_ledger l JOIN api_keys k ON k.account_id = l.account_id WHERE k.id = ';
  if (ref.kind === 'postgres') {
    return psql(ref.databaseUrl!, `${sql}'${keyIdOf(key)}' ORDER BY l.id`).trim().split('\n').filter(Boolean)
      .map((line) => ({ kind: line.split('|')[0]!, amount: Number(line.split('|')[1]) }));
  }
  return readStore(ref.dbPath, (db) => db.prepare(`${sql}? ORDER BY l.id`).all(keyIdOf(key)) as LedgerRow[]);
}

/** The review rows (request id, credits used) of the key's account, by request id. */
export function reviewRowsOf(store: string | StoreRef, key: string): Array<{ request_id: string; credits_used: number }> {
  const ref = refOf(store);
  const sql = 'SELECT r.request_id, r.credits_used FROM reviews r JOIN api_keys k ON k.account_id = r.account_id WHERE k.id = ';
  if (ref.kind === 'postgres') {
    return psql(ref.databaseUrl!, `${sql}'${keyIdOf(key)}' ORDER BY r.request_id`).trim().split('\n').filter(Boolean)
      .map((line) => ({ request_id: line.split('|')[0]!, credits_used: Number(line.split('|')[1]) }));
  }
  return readStore(ref.dbPath, (db) => db.prepare(`${sql}? ORDER BY r.request_id`).all(keyIdOf(key)) as Array<{ request_id: string; credits_used: number }>);
}

/** The ledger kinds of the key's account, oldest first. */
export function ledgerKinds(store: string | StoreRef, key: string): string[] {
  return ledgerOf(store, key).map((row) => row.kind);
}

/**
 * Every file the store keeps on disk, flushed first: the SQLite file with its WAL; for postgres, this database's
 * folder, the shared catalog and the WAL after a CHECKPOINT, and the Redis dump after SAVE (the folders
 * scripts/test-services.sh reports in CODE_REVIEW_TEST_PG_DATA and CODE_REVIEW_TEST_REDIS_DIR).
 */
export function storeFiles(store: StoreRef): string[] {
  if (store.kind === 'sqlite') return [store.dbPath, `${store.dbPath}-wal`, `${store.dbPath}-shm`].filter((file) => existsSync(file));
  const pgData = process.env.CODE_REVIEW_TEST_PG_DATA;
  const redisDir = process.env.CODE_REVIEW_TEST_REDIS_DIR;
  if (!pgData || !redisDir) throw new Error('CODE_REVIEW_TEST_PG_DATA and CODE_REVIEW_TEST_REDIS_DIR are not set: start the stores with scripts/test-services.sh');
  psql(store.databaseUrl!, 'CHECKPOINT');
  const oid = psql(store.databaseUrl!, 'SELECT oid FROM pg_database WHERE datname = current_database()').trim();
  const save = spawnSync('redis-cli', ['-u', process.env.REDIS_URL!, 'SAVE'], { encoding: 'utf8' });
  if (save.status !== 0 || !save.stdout.includes('OK')) throw new Error(`redis SAVE failed: ${save.stdout}${save.stderr}`);
  const files = [...filesUnder(path.join(pgData, 'base', oid)), ...filesUnder(path.join(pgData, 'global')), ...filesUnder(path.join(pgData, 'pg_wal'))];
  const dump = path.join(redisDir, 'dump.rdb');
  if (!existsSync(dump)) throw new Error(`no Redis dump at ${dump}`);
  return [...files, dump];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** Polls `check` until it returns true or `timeoutMs` passes; the last result. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return true;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown>;
}

async function toReply(response: Response): Promise<Reply> {
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON: the assertions will say so
  }
  return { status: response.status, headers: response.headers, text, json };
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  return toReply(await fetch(`${url}/api/v1/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }));
}

export async function get(url: string, pathAndQuery: string, headers: Record<string, string> = {}): Promise<Reply> {
  return toReply(await fetch(`${url}${pathAndQuery}`, { headers }));
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
