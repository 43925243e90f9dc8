// corpus: CWE-327 vulnerable — the settlement client's https.Agent lowers minVersion to TLSv1, so card settlement batches may be negotiated over TLS 1.0.
import https from "node:https";
import express, { Request, Response } from "express";

interface SettlementClientOptions {
  host: string;
  tls: https.AgentOptions;
}

const settlementOptions: SettlementClientOptions = {
  host: "settle.cardgateway-partner.com",
  tls: {
    keepAlive: true,
    minVersion: "TLSv1",
    maxVersion: "TLSv1.2",
  },
};

class SettlementClient {
  private readonly agent: https.Agent;

  constructor(private readonly options: SettlementClientOptions) {
    this.agent = new https.Agent(options.tls);
  }

  submit(batch: { batchId: string; totalCents: number; count: number }): Promise<number> {
    const body = JSON.stringify(batch);
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: this.options.host,
          path: "/v3/batches",
          method: "POST",
          agent: this.agent,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }
      );
      req.on("error", reject);
      req.end(body);
    });
  }
}

const client = new SettlementClient(settlementOptions);
const app = express();
app.use(express.json());

app.post("/internal/settlements/close", async (req: Request, res: Response) => {
  const count = Number.parseInt(String(req.body?.count ?? "0"), 10);
  const totalCents = Number.parseInt(String(req.body?.totalCents ?? "0"), 10);
  if (!Number.isInteger(count) || !Number.isInteger(totalCents) || count <= 0) {
    res.status(400).json({ error: "count and totalCents must be integers" });
    return;
  }
  const status = await client.submit({ batchId: `B${Date.now()}`, totalCents, count });
  res.status(status >= 200 && status < 300 ? 202 : 502).json({ status });
});

app.listen(3000);
