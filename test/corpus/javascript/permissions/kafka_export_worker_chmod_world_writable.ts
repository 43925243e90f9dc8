// corpus: CWE-732 vulnerable — ExportWriter chmods each customer export file (and its directory) to 0o777, so any local user can read or replace the CSV before the mailer picks it up.
import { Kafka, EachMessagePayload } from "kafkajs";
import { mkdir, writeFile, chmod } from "node:fs/promises";
import path from "node:path";

interface ExportRequest {
  exportId: string;
  tenantId: number;
  rows: Array<Record<string, string | number>>;
}

const EXPORT_ROOT = "/var/spool/acme-exports";
const SHARED_MODE = 0o777;

class ExportWriter {
  constructor(private readonly root: string, private readonly mode: number) {}

  private toCsv(rows: ExportRequest["rows"]): string {
    if (rows.length === 0) return "";
    const header = Object.keys(rows[0]);
    const lines = rows.map((row) => header.map((h) => JSON.stringify(row[h] ?? "")).join(","));
    return [header.join(","), ...lines].join("\n") + "\n";
  }

  async write(req: ExportRequest): Promise<string> {
    const dir = path.join(this.root, `tenant-${req.tenantId}`);
    await mkdir(dir, { recursive: true });
    await chmod(dir, this.mode);
    const file = path.join(dir, `export-${Date.now()}.csv`);
    await writeFile(file, this.toCsv(req.rows), "utf8");
    await chmod(file, this.mode);
    return file;
  }
}

const kafka = new Kafka({ clientId: "export-worker", brokers: (process.env.KAFKA_BROKERS ?? "localhost:9092").split(",") });
const consumer = kafka.consumer({ groupId: "exports" });
const producer = kafka.producer();
const writer = new ExportWriter(EXPORT_ROOT, SHARED_MODE);

async function handle({ message }: EachMessagePayload): Promise<void> {
  if (!message.value) return;
  const parsed = JSON.parse(message.value.toString()) as ExportRequest;
  const request: ExportRequest = {
    exportId: String(parsed.exportId),
    tenantId: Number.parseInt(String(parsed.tenantId), 10),
    rows: Array.isArray(parsed.rows) ? parsed.rows : [],
  };
  if (!Number.isInteger(request.tenantId)) return;
  const file = await writer.write(request);
  await producer.send({ topic: "exports.ready", messages: [{ key: request.exportId, value: JSON.stringify({ file }) }] });
}

async function main(): Promise<void> {
  await Promise.all([consumer.connect(), producer.connect()]);
  await consumer.subscribe({ topic: "exports.requested", fromBeginning: false });
  await consumer.run({ eachMessage: handle });
}

void main();
