// corpus: CWE-918 vulnerable — the test-delivery route puts body.callbackUrl in the url field of the options object and deliver() fetches opts.url, echoing the response, so internal addresses can be read.
import Fastify, { FastifyReply, FastifyRequest } from "fastify";

interface DeliveryOptions {
  url: string;
  payload: unknown;
  timeoutMs: number;
  signatureHeader: string;
}

const SAMPLE_EVENT = { type: "invoice.paid", id: "evt_test_0001", data: { amountCents: 1999, currency: "USD" } };

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

interface TestBody {
  callbackUrl: string;
}

const app = Fastify({ logger: true });

app.post("/integrations/webhooks/test", async (req: FastifyRequest<{ Body: TestBody }>, reply: FastifyReply) => {
  const { callbackUrl } = req.body;
  if (typeof callbackUrl !== "string") return reply.code(400).send({ error: "callbackUrl required" });
  const result = await deliver({
    url: callbackUrl,
    payload: SAMPLE_EVENT,
    timeoutMs: 5000,
    signatureHeader: "t=0,v1=test",
  });
  return { delivered: result.status < 300, ...result };
});

void app.listen({ port: 8080, host: "0.0.0.0" });
