/**
 * `npm run bench:service [-- --store sqlite|postgres] [--instances N] [--connections 50] [--seconds 15] [--workers W]`
 *
 * In one run, on the same 2,000-character files (JavaScript, TypeScript, Python, Go, Java):
 *  1. the engine alone: the review worker pool with W threads, driven in this process at the same concurrency;
 *  2. one `code-review serve` instance with W workers, loaded over HTTP from a separate process at 50 connections;
 *  3. with --instances N > 1, N instances on one store (postgres) with W/N workers each, so the machine runs the
 *     same number of review threads, spread round-robin as a load balancer would;
 *  4. overload: one instance at 4× the connections, to show refusals come early (503 + Retry-After) and the
 *     answered requests keep their latency.
 * Prints requests/second and p50/p99 of each, and the service's throughput as a ratio of the engine's (the target
 * is ≥ 80 %, with p99 ≤ 3 × p50 at 50 connections). Each load starts with a warm-up that is not counted.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createHistogram } from 'node:perf_hooks';
import type { AnalyzeRequest } from '../../shared/src/contract';
import { storeKind } from '../../service/src/cli/store-option';
import { ReviewPool } from '../../service/src/review-pool';
import { BENCH_LANGUAGES, generateFile } from './generate';
import type { LoadPlan, LoadResult } from './load-client';
import { createAccounts, createBenchStore, startInstance, type BenchStore } from './service-instances';

/** Per service run, fresh: 60 requests a minute each is well above what one run sends per account. */
const ACCOUNTS = 200;
const WARM_UP_MS = 3_000;
const LANGUAGES = BENCH_LANGUAGES;

interface Throughput {
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

const options = parseArgs({
  options: {
    store: { type: 'string', default: 'sqlite' },
    instances: { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    workers: { type: 'string', default: String(availableParallelism()) },
  },
}).values;

function count(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be an integer ≥ 1`);
  return value;
}

/** The engine alone: the pool the service uses, with `workers` threads, kept `connections` reviews deep. */
async function engineAlone(requests: AnalyzeRequest[], workers: number, connections: number, durationMs: number): Promise<Throughput> {
  const pool = new ReviewPool({ threads: workers, workerFile: path.join(__dirname, '../../dist/review-worker.js'), maxQueue: connections * 2, maxWaitMs: 60_000 });
  const latency = createHistogram();
  let done = 0;
  const run = async (until: number, measured: boolean) => {
    let n = 0;
    await Promise.all(Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const begin = performance.now();
        await pool.review(requests[n++ % requests.length]!);
        if (measured) {
          done++;
          latency.record(Math.max(1, Math.round((performance.now() - begin) * 1000)));
        }
      }
    }));
  };
  await run(performance.now() + WARM_UP_MS, false);
  const started = performance.now();
  await run(started + durationMs, true);
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  return { rps: done / seconds, p50Ms: latency.percentile(50) / 1000, p99Ms: latency.percentile(99) / 1000 };
}

async function load(plan: Omit<LoadPlan, 'warmUpMs'>, dir: string): Promise<LoadResult> {
  const planFile = path.join(dir, `plan-${Date.now()}.json`);
  writeFileSync(planFile, JSON.stringify({ ...plan, warmUpMs: WARM_UP_MS } satisfies LoadPlan));
  const output = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(__dirname, 'load-client.ts'), planFile], { maxBuffer: 1 << 20 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout));
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as LoadResult;
}

async function serviceRun(store: BenchStore, instances: number, workers: number, plan: Omit<LoadPlan, 'warmUpMs' | 'urls' | 'keys'>, dir: string): Promise<LoadResult> {
  const keys = await createAccounts(store, ACCOUNTS);
  const started = await Promise.all(Array.from({ length: instances }, () => startInstance(store, Math.max(1, Math.floor(workers / instances)))));
  try {
    return await load({ ...plan, keys, urls: started.map((instance) => instance.url) }, dir);
  } finally {
    await Promise.all(started.map((instance) => instance.stop()));
  }
}

const fixed = (n: number, digits = 1) => n.toFixed(digits).padStart(8);
const statusText = (result: LoadResult) => Object.entries(result.statuses).map(([status, n]) => `${status}: ${n}`).join(', ');

function row(label: string, result: Throughput, engine: Throughput, extra = ''): void {
  const tail = result.p99Ms / result.p50Ms;
  console.log(`${label.padEnd(30)}${fixed(result.rps)}${fixed(result.p50Ms)}${fixed(result.p99Ms)}${fixed(tail, 2)}×${fixed(result.rps / engine.rps * 100, 0)} %  ${extra}`);
}

async function main(): Promise<void> {
  const kind = storeKind(options.store);
  const instances = count('instances', options.instances);
  const connections = count('connections', options.connections);
  const durationMs = count('seconds', options.seconds) * 1000;
  const workers = count('workers', options.workers);
  if (kind === 'sqlite' && instances > 1) throw new Error('--instances > 1 needs --store postgres (one SQLite file serves one instance)');

  const requests: AnalyzeRequest[] = LANGUAGES.map((language) => ({ code: generateFile(language, 2_000), language }));
  const bodies = requests.map((request) => JSON.stringify(request));
  const dir = mkdtempSync(path.join(tmpdir(), 'code-review-bench-plan-'));
  const store = createBenchStore(kind);
  try {
    const plan = { bodies, connections, durationMs };
    console.log(`service benchmark: store ${kind}, ${workers} review threads in total, ${connections} connections, ${durationMs / 1000} s after a ` +
      `${WARM_UP_MS / 1000} s warm-up, 2,000-character files (${LANGUAGES.join(', ')}), ${ACCOUNTS} fresh accounts per run`);
    console.log(`${''.padEnd(30)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'p99/p50'.padStart(9)}${'of engine'.padStart(11)}`);
    const engine = await engineAlone(requests, workers, connections, durationMs);
    row('engine alone (worker pool)', engine, engine);
    const runs = instances > 1 ? [1, instances] : [1];
    for (const n of runs) {
      const result = await serviceRun(store, n, workers, plan, dir);
      row(`service, ${n} instance${n > 1 ? 's' : ''} × ${Math.max(1, Math.floor(workers / n))} workers`, { rps: result200(result), ...result }, engine, statusText(result));
    }
    const overload = await serviceRun(store, 1, workers, { ...plan, connections: connections * 4 }, dir);
    row(`overload: ${connections * 4} connections`, { rps: result200(overload), ...overload }, engine,
      `${statusText(overload)}; 503 answered in p99 ${overload.refusedP99Ms.toFixed(1)} ms, Retry-After ${overload.retryAfter.join('/') || '-'} s`);
    console.log('req/s counts 200 answers; one machine runs every instance, so several instances share its cores.');
  } finally {
    await store.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

function result200(result: LoadResult): number {
  return (result.statuses['200'] ?? 0) / result.seconds;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
