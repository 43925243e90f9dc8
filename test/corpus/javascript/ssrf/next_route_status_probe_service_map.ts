// corpus: CWE-918 safe — the service name only selects an entry of a constant URL map; the request never supplies any part of the fetched URL.
import { NextRequest, NextResponse } from "next/server";

const HEALTH_ENDPOINTS: Record<string, string> = {
  billing: "http://billing.internal:8080/healthz",
  search: "http://search.internal:9200/_cluster/health",
  mailer: "http://mailer.internal:3000/health",
};

interface ProbeResult {
  service: string;
  up: boolean;
  latencyMs: number;
}

async function probe(service: string, target: string): Promise<ProbeResult> {
  const started = Date.now();
  try {
    const res = await fetch(target, { cache: "no-store", signal: AbortSignal.timeout(2000) });
    return { service, up: res.ok, latencyMs: Date.now() - started };
  } catch {
    return { service, up: false, latencyMs: Date.now() - started };
  }
}

function endpointFor(service: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(HEALTH_ENDPOINTS, service) ? HEALTH_ENDPOINTS[service] : undefined;
}

export async function GET(request: NextRequest) {
  const requested = request.nextUrl.searchParams.getAll("service");
  const names = requested.length > 0 ? requested : Object.keys(HEALTH_ENDPOINTS);
  const results: ProbeResult[] = [];
  for (const name of names) {
    const target = endpointFor(name);
    if (!target) {
      return NextResponse.json({ error: `unknown service ${name}` }, { status: 400 });
    }
    results.push(await probe(name, target));
  }
  return NextResponse.json({ results });
}
