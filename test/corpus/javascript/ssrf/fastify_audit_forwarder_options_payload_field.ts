// corpus: CWE-918 safe — the route puts the request body only in the payload field; deliver() fetches opts.url, which is always the configured audit-sink constant.
import Fastify, { FastifyReply, FastifyRequest } from "fastify";

interface DeliveryOptions {
  url: string;
  payload: unknown;
  timeoutMs: number;
  signatureHeader: string;
}

const AUDIT_SINK_URL = "https://audit-sink.internal.acme-corp.com/v1/events";

async function deliver(opts: DeliveryOptions): Promise<{ status: number; preview: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    const res = await fetch(opts.url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-webhook-signature": opts.signatureHeader },
      body: JSON.stringify(opts.payload),
      signal: controller.signal,
    });
    return { status: res.status, preview: (await res.text()).slice(0, 2000) };
  } finally {
    clearTimeout(timer);
  }
}

interface AuditBody {
  callbackUrl?: string;
  action: string;
  target: string;
}

const app = Fastify({ logger: true });

app.post("/integrations/audit/forward", async (req: FastifyRequest<{ Body: AuditBody }>, reply: FastifyReply) => {
  const body = req.body;
  if (!body || typeof body.action !== "string") return reply.code(400).send({ error: "action required" });
  const result = await deliver({
    url: AUDIT_SINK_URL,
    payload: { ...body, receivedAt: new Date().toISOString() },
    timeoutMs: 5000,
    signatureHeader: "t=0,v1=forwarded",
  });
  return { forwarded: result.status < 300, status: result.status };
});

void app.listen({ port: 8080, host: "0.0.0.0" });
