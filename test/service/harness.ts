/**
 * Starts the built service (`dist/cli.js serve`) as a real process on a loopback port with a SQLite file in a temp
 * folder, and stops it. Tests talk to it over real HTTP and read the database file directly to check balances.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

export const CLI = path.join(__dirname, '../../dist/cli.js');

export interface RunningService {
  url: string;
  dir: string;
  dbPath: string;
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

export async function startService(extraArgs: string[] = [], dir = tempDir()): Promise<RunningService> {
  const dbPath = path.join(dir, 'store.db');
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--db', dbPath, ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
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
  return {
    url,
    dir,
    dbPath,
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

export function createKey(dbPath: string, plan: string, credits: number): string {
  const result = spawnSync(process.execPath, [CLI, 'keys', 'create', '--plan', plan, '--credits', String(credits), '--db', dbPath], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`keys create failed: ${result.stderr}`);
  return result.stdout.trim().split('\n').at(-1)!;
}

export function cli(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
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

export function balanceOf(dbPath: string, key: string): number {
  const keyId = /^crs_live_([A-Za-z0-9]{12})_/.exec(key)![1];
  return readStore(dbPath, (db) =>
    (db.prepare('SELECT a.credits FROM accounts a JOIN api_keys k ON k.account_id = a.id WHERE k.id = ?').get(keyId) as { credits: number }).credits);
}

/** The ledger kinds of the key's account, oldest first. */
export function ledgerKinds(dbPath: string, key: string): string[] {
  const keyId = /^crs_live_([A-Za-z0-9]{12})_/.exec(key)![1];
  return readStore(dbPath, (db) =>
    (db.prepare('SELECT l.kind FROM credit_ledger l JOIN api_keys k ON k.account_id = l.account_id WHERE k.id = ? ORDER BY l.id').all(keyId) as { kind: string }[])
      .map((row) => row.kind));
}

/** Polls `check` until it returns true or `timeoutMs` passes; the last result. */
export async function waitUntil(check: () => boolean, timeoutMs: number, everyMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
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
