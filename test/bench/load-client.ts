/**
 * The load generator of `npm run bench:service`, run as its own process so the service's event loop is measured
 * alone: N connections each send POST /api/v1/analyze back to back for a bounded time, rotating over the
 * accounts' keys, and report one JSON line.
 */
import { readFileSync } from 'node:fs';
import { createHistogram } from 'node:perf_hooks';
import { Pool } from 'undici';

interface LoadPlan {
  url: string;
  keys: string[];
  bodies: string[];
  connections: number;
  durationMs: number;
}

async function main(): Promise<void> {
  const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadPlan;
  const pool = new Pool(plan.url, { connections: plan.connections, pipelining: 1 });
  const latency = createHistogram();
  const statuses: Record<string, number> = {};
  const end = performance.now() + plan.durationMs;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: plan.connections }, async () => {
      while (performance.now() < end) {
        const n = sent++;
        const begin = performance.now();
        try {
          const response = await pool.request({
            path: '/api/v1/analyze',
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${plan.keys[n % plan.keys.length]!}` },
            body: plan.bodies[n % plan.bodies.length]!,
          });
          await response.body.text();
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        } catch {
          statuses.error = (statuses.error ?? 0) + 1;
        }
        latency.record(Math.max(1, Math.round((performance.now() - begin) * 1000)));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  process.stdout.write(`${JSON.stringify({
    requests: sent,
    seconds,
    statuses,
    p50Ms: latency.percentile(50) / 1000,
    p99Ms: latency.percentile(99) / 1000,
  })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exitCode = 1;
});
