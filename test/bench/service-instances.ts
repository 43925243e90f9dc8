/**
 * The services bench:service loads: `code-review serve` processes (the bundled CLI, as deployed) on a fresh store
 * — a SQLite file, or a new database on the PostgreSQL server at DATABASE_URL with Redis at REDIS_URL shared by
 * every instance — with accounts created through the admin store, started and stopped by the bench.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openAdminStore, type StoreKind } from '../../service/src/cli/store-option';

const CLI = path.join(__dirname, '../../dist/cli.js');

export interface BenchStore {
  kind: StoreKind;
  /** The sqlite file (sqlite). */
  dbPath: string;
  /** The environment every instance and the admin store run with. */
  env: NodeJS.ProcessEnv;
  dispose(): Promise<void>;
}

/** A fresh store of `kind`; postgres needs DATABASE_URL and REDIS_URL (scripts/test-services.sh start prints them). */
export async function createBenchStore(kind: StoreKind): Promise<BenchStore> {
  const dir = mkdtempSync(path.join(tmpdir(), 'code-review-bench-'));
  const dbPath = path.join(dir, 'bench.db');
  if (kind === 'sqlite') {
    return { kind, dbPath, env: { ...process.env }, dispose: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })) };
  }
  const server = process.env.DATABASE_URL;
  if (!server || !process.env.REDIS_URL) {
    throw new Error('--store postgres needs DATABASE_URL and REDIS_URL: eval "$(scripts/test-services.sh start)" starts throwaway ones');
  }
  const name = `code_review_bench_${randomBytes(6).toString('hex')}`;
  await withClient(server, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  const env = { ...process.env, DATABASE_URL: url.toString(), CODE_REVIEW_REPLAY_KEY: randomBytes(32).toString('hex') };
  return {
    kind,
    dbPath,
    env,
    dispose: async () => {
      await withClient(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Creates `count` Pro accounts with ample credits; their keys. */
export async function createAccounts(store: BenchStore, count: number): Promise<string[]> {
  const opened = await openAdminStore(store.kind, store.dbPath, store.env);
  try {
    const keys: string[] = [];
    for (let i = 0; i < count; i++) keys.push((await opened.admin.createAccountWithKey({ name: `bench-${i}`, plan: 'pro', credits: 1_000_000 })).key);
    return keys;
  } finally {
    await opened.close();
  }
}

export interface BenchInstance {
  url: string;
  process: ChildProcess;
}

/** Starts one `code-review serve` on a free loopback port and waits until /readyz says its workers are warm. */
export async function startInstance(store: BenchStore, workers: number, extraArgs: string[] = []): Promise<BenchInstance> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--store', store.kind, '--db', store.dbPath,
    '--workers', String(workers), '--log-level', 'silent', ...extraArgs], { stdio: ['ignore', 'pipe', 'pipe'], env: store.env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start:\n${output}`)), 30_000);
    child.stdout.on('data', () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', () => reject(new Error(`service exited:\n${output}`)));
  });
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${url}/readyz`)).status !== 200) {
    if (Date.now() > deadline) throw new Error(`service not ready in 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, process: child };
}

export async function stopInstance(instance: BenchInstance): Promise<void> {
  const child = instance.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
