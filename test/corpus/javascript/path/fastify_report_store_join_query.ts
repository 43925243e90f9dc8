// corpus: CWE-22 vulnerable — ReportStore.locate joins the file query parameter onto the reports root, so ?file=../../../etc/passwd streams files outside it.
import Fastify, { FastifyReply, FastifyRequest } from "fastify";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";

interface DownloadQuery {
  file?: string;
}

class ReportStore {
  constructor(private readonly root: string) {}

  private locate(name: string): string {
    return path.join(this.root, name);
  }

  async open(name: string) {
    const fullPath = this.locate(name);
    const info = await stat(fullPath);
    if (!info.isFile()) throw new Error("not a file");
    return { stream: createReadStream(fullPath), size: info.size };
  }
}

const store = new ReportStore(process.env.REPORTS_DIR ?? "/var/lib/finance/reports");
const app = Fastify({ logger: true });

app.get("/reports/download", async (req: FastifyRequest<{ Querystring: DownloadQuery }>, reply: FastifyReply) => {
  const name = req.query.file;
  if (!name) return reply.code(400).send({ error: "file is required" });
  try {
    const { stream, size } = await store.open(name);
    return reply
      .header("Content-Length", size)
      .header("Content-Disposition", "attachment")
      .type("application/octet-stream")
      .send(stream);
  } catch {
    return reply.code(404).send({ error: "report not found" });
  }
});

void app.listen({ port: 8080, host: "0.0.0.0" });
