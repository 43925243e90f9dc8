// corpus: CWE-78 vulnerable — the paper size from a queue message is concatenated into the wkhtmltopdf command passed to execSync.
import amqp, { ConsumeMessage } from "amqplib";
import { execSync } from "node:child_process";
import { mkdirSync } from "node:fs";

interface RenderJob {
  documentId: number;
  sourceUrl: string;
  paperSize?: string;
  landscape?: boolean;
}

const OUTPUT_DIR = "/var/spool/pdf";

class PdfRenderer {
  constructor(private readonly outDir: string) {
    mkdirSync(outDir, { recursive: true });
  }

  private flags(job: RenderJob): string {
    const flags = ["--quiet", "--print-media-type"];
    flags.push("--page-size " + (job.paperSize || "A4"));
    if (job.landscape) flags.push("--orientation Landscape");
    return flags.join(" ");
  }

  render(job: RenderJob): string {
    const id = Number(job.documentId);
    const target = `${this.outDir}/doc-${id}.pdf`;
    const source = `http://renderer.internal:8080/documents/${id}/print`;
    execSync(`wkhtmltopdf ${this.flags(job)} ${source} ${target}`, { stdio: "ignore", timeout: 60_000 });
    return target;
  }
}

async function main() {
  const connection = await amqp.connect(process.env.AMQP_URL ?? "amqp://localhost");
  const channel = await connection.createChannel();
  await channel.assertQueue("pdf.render", { durable: true });
  channel.prefetch(2);

  const renderer = new PdfRenderer(OUTPUT_DIR);

  channel.consume("pdf.render", (msg: ConsumeMessage | null) => {
    if (!msg) return;
    try {
      const job = JSON.parse(msg.content.toString("utf8")) as RenderJob;
      const file = renderer.render(job);
      channel.sendToQueue("pdf.done", Buffer.from(JSON.stringify({ documentId: job.documentId, file })));
      channel.ack(msg);
    } catch (err) {
      channel.nack(msg, false, false);
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
