// corpus: CWE-78 vulnerable — the export label from the request body is kept in ExportQueue's job Map and later interpolated into the pg_dump shell pipeline that exec runs.
import Fastify, { FastifyRequest } from "fastify";
import { exec } from "node:child_process";
import { randomUUID } from "node:crypto";

type JobState = "queued" | "running" | "done" | "failed";

interface ExportJob {
  id: string;
  table: string;
  label: string;
  state: JobState;
}

const EXPORTABLE_TABLES = new Set(["invoices", "customers", "payouts"]);

class ExportQueue {
  private readonly jobs = new Map<string, ExportJob>();

  enqueue(table: string, label: string): ExportJob {
    const job: ExportJob = { id: randomUUID(), table, label, state: "queued" };
    this.jobs.set(job.id, job);
    setImmediate(() => this.run(job.id));
    return job;
  }

  status(id: string): ExportJob | undefined {
    return this.jobs.get(id);
  }

  private run(id: string): void {
    const job = this.jobs.get(id);
    if (!job) return;
    job.state = "running";
    const target = `/var/exports/${job.label}.sql.gz`;
    exec(`pg_dump --table=${job.table} "$DATABASE_URL" | gzip > ${target}`, { timeout: 10 * 60_000 }, (err) => {
      job.state = err ? "failed" : "done";
    });
  }
}

interface ExportBody {
  table: string;
  label?: string;
}

const queue = new ExportQueue();
const app = Fastify({ logger: true });

app.post("/exports", async (request: FastifyRequest<{ Body: ExportBody }>, reply) => {
  const { table, label } = request.body;
  if (!EXPORTABLE_TABLES.has(table)) {
    return reply.code(400).send({ error: "table cannot be exported" });
  }
  const job = queue.enqueue(table, label ?? `${table}-${Date.now()}`);
  return reply.code(202).send({ id: job.id });
});

app.get("/exports/:id", async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
  const job = queue.status(request.params.id);
  return job ? { state: job.state } : reply.code(404).send({ error: "unknown job" });
});

app.listen({ port: 8080 });
