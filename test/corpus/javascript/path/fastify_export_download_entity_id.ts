// corpus: CWE-22 safe — the file path is built from the export row's numeric database id, not from the request's text.
import Fastify, { FastifyRequest } from "fastify";
import { createReadStream } from "node:fs";
import path from "node:path";
import { DataSource, Entity, PrimaryGeneratedColumn, Column } from "typeorm";

@Entity("data_exports")
class DataExport {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column()
  ownerId!: string;

  @Column()
  label!: string;

  @Column()
  status!: string;
}

const EXPORT_DIR = "/var/lib/app/exports";
const dataSource = new DataSource({ type: "postgres", url: process.env.DATABASE_URL, entities: [DataExport] });

class ExportFiles {
  filePath(record: DataExport): string {
    return path.join(EXPORT_DIR, `export-${record.id}.csv`);
  }
}

const files = new ExportFiles();
const app = Fastify();

app.get("/exports/:id/download", async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
  const owner = String(request.headers["x-user-id"] ?? "");
  const record = await dataSource.getRepository(DataExport).findOneBy({ id: Number(request.params.id), ownerId: owner });
  if (!record || record.status !== "ready") {
    return reply.code(404).send({ error: "export not found" });
  }
  const safeLabel = record.label.replace(/[^\w.-]+/g, "_");
  reply.header("Content-Disposition", `attachment; filename="${safeLabel}.csv"`);
  reply.type("text/csv");
  return reply.send(createReadStream(files.filePath(record)));
});

dataSource.initialize().then(() => app.listen({ port: 3000 }));
