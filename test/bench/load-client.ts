/**
 * The load generator of `npm run bench:service`, run as its own process so the service is measured alone: N
 * connections each send POST /api/v1/analyze back to back, spread round-robin over the instances' URLs (as a load
 * balancer would), rotating over the accounts' keys. Requests of the first `warmUpMs` are sent but not counted.
 * A connection told to retry later (503 or 429 with Retry-After) waits that long, as a well-behaved client does.
 * Reports one JSON line: throughput, and latency percentiles of the 200 answers and of the 503 answers.
 */
import { readFileSync } from 'node:fs';
import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface LoadPlan {
  urls: string[];
  keys: string[];
  bodies: string[];
  connections: number;
  warmUpMs: number;
  durationMs: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  statuses: Record<string, number>;
  /** Latency of the 200 answers. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Latency of the 503 answers (how early overload is refused); 0 when there were none. */
  refusedP99Ms: number;
  /** Distinct Retry-After values on the 503 answers. */
  retryAfter: string[];
}

async function main(): Promise<void> {
  const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadPlan;
  const pools = plan.urls.map((url) => new Pool(url, { connections: Math.ceil(plan.connections / plan.urls.length), pipelining: 1 }));
  const served = createHistogram();
  const refused = createHistogram();
  const statuses: Record<string, number> = {};
  const retryAfter = new Set<string>();
  const measureFrom = performance.now() + plan.warmUpMs;
  const end = measureFrom + plan.durationMs;
  let sent = 0;
  let counted = 0;
  const record = (histogram: RecordableHistogram, ms: number) => histogram.record(Math.max(1, Math.round(ms * 1000)));
  await Promise.all(
    Array.from({ length: plan.connections }, async (_, connection) => {
      const pool = pools[connection % pools.length]!;
      while (performance.now() < end) {
        const n = sent++;
        const begin = performance.now();
        let status = 'error';
        let retry: string | undefined;
        try {
          const response = await pool.request({
            path: '/api/v1/analyze',
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${plan.keys[n % plan.keys.length]!}` },
            body: plan.bodies[n % plan.bodies.length]!,
          });
          await response.body.text();
          status = String(response.statusCode);
          const header = response.headers['retry-after'];
          retry = typeof header === 'string' ? header : undefined;
        } catch {
          // counted as 'error'
        }
        const backOff = retry !== undefined && (status === '503' || status === '429') ? Number(retry) * 1000 : 0;
        if (begin >= measureFrom) {
          counted++;
          statuses[status] = (statuses[status] ?? 0) + 1;
          const ms = performance.now() - begin;
          if (status === '200') record(served, ms);
          if (status === '503') {
            record(refused, ms);
            if (retry !== undefined) retryAfter.add(retry);
          }
        }
        if (backOff > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(backOff, end - performance.now())));
      }
    }),
  );
  const seconds = (performance.now() - measureFrom) / 1000;
  await Promise.all(pools.map((pool) => pool.close()));
  const result: LoadResult = {
    requests: counted,
    seconds,
    statuses,
    p50Ms: served.count ? served.percentile(50) / 1000 : 0,
    p99Ms: served.count ? served.percentile(99) / 1000 : 0,
    maxMs: served.count ? served.max / 1000 : 0,
    refusedP99Ms: refused.count ? refused.percentile(99) / 1000 : 0,
    retryAfter: [...retryAfter].sort(),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exitCode = 1;
});
