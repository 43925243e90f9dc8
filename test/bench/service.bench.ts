/**
 * `npm run bench:service`: starts the service on loopback with a fresh store, creates 100 accounts, and loads
 * POST /api/v1/analyze with 2,000-character files from a second process at 50 connections for a bounded time.
 * Prints requests/second, p50/p99 latency and the service's event-loop delay.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../service/src/app';
import { ReviewPool } from '../../service/src/review-pool';
import { AccountStore } from '../../service/src/store/accounts';
import { openDatabase } from '../../service/src/store/database';
import { generateFile, type BenchLanguage } from './generate';

const ACCOUNTS = 100;
const CONNECTIONS = 50;
const DURATION_MS = 15_000;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'code-review-bench-'));
  const db = openDatabase(path.join(dir, 'bench.db'));
  const accounts = new AccountStore(db);
  const keys = Array.from({ length: ACCOUNTS }, (_, i) => accounts.createAccountWithKey({ name: `bench-${i}`, plan: 'pro', credits: 100_000 }).key);
  const pool = new ReviewPool({ workerFile: path.join(__dirname, '../../dist/review-worker.js'), maxQueue: 1_000 });
  const app = buildApp({ db, pool, logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  const languages: BenchLanguage[] = ['javascript', 'typescript', 'python', 'go', 'java'];
  const bodies = languages.map((language) => JSON.stringify({ code: generateFile(language, 2_000), language }));
  const planFile = path.join(dir, 'plan.json');
  writeFileSync(planFile, JSON.stringify({ url, keys, bodies, connections: CONNECTIONS, durationMs: DURATION_MS }));

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // The load runs in another process (asynchronously) while this one serves.
  const output = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(__dirname, 'load-client.ts'), planFile], { maxBuffer: 1 << 20 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout));
  });
  loop.disable();
  const result = JSON.parse(output.trim().split('\n').at(-1)!) as { requests: number; seconds: number; statuses: Record<string, number>; p50Ms: number; p99Ms: number };

  console.log(`service benchmark: ${ACCOUNTS} accounts, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s, 2,000-character files (${languages.join(', ')})`);
  console.log(`  workers           ${pool.threads}`);
  console.log(`  requests          ${result.requests} (${Object.entries(result.statuses).map(([s, n]) => `${s}: ${n}`).join(', ')})`);
  console.log(`  requests/second   ${(result.requests / result.seconds).toFixed(1)}`);
  console.log(`  latency p50       ${result.p50Ms.toFixed(1)} ms`);
  console.log(`  latency p99       ${result.p99Ms.toFixed(1)} ms`);
  console.log(`  event-loop delay  p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`);

  await app.close();
  await pool.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
