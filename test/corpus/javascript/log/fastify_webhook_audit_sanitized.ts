// corpus: CWE-117 safe — every request-derived value written to the audit log passes through a sanitizer that replaces control characters.
import Fastify, { FastifyRequest } from "fastify";
import { appendFile } from "node:fs/promises";

const AUDIT_LOG = "/var/log/app/webhooks-audit.log";

function clean(value: unknown, max = 200): string {
  return String(value ?? "").slice(0, max).replace(/[^\x20-\x7e]/g, "?");
}

class AuditTrail {
  constructor(private readonly file: string) {}

  async record(event: string, fields: Record<string, unknown>) {
    const parts = Object.entries(fields).map(([k, v]) => `${k}=${clean(v)}`);
    const line = `${new Date().toISOString()} ${event} ${parts.join(" ")}\n`;
    await appendFile(this.file, line);
  }
}

interface DeliveryBody {
  provider: string;
  eventType: string;
  deliveryId: string;
}

const audit = new AuditTrail(AUDIT_LOG);
const app = Fastify();

app.post("/webhooks/inbound", async (request: FastifyRequest<{ Body: DeliveryBody }>, reply) => {
  const { provider, eventType, deliveryId } = request.body ?? ({} as DeliveryBody);
  await audit.record("webhook.received", {
    provider,
    eventType,
    deliveryId,
    agent: request.headers["user-agent"],
    ip: request.ip,
  });
  if (!provider || !eventType) {
    await audit.record("webhook.rejected", { reason: "missing fields", deliveryId });
    return reply.code(400).send({ error: "provider and eventType are required" });
  }
  return reply.code(202).send({ accepted: true });
});

app.listen({ port: 3000 });
