// corpus: CWE-502 safe — the saved-report state in the queue message is read with JSON.parse and copied field by field into plain arrays and strings, so no code or prototypes are revived.
const amqp = require("amqplib");

const QUEUE = "report-render";

function toStringArray(value) {
  return Array.isArray(value) ? value.filter((v) => typeof v === "string").slice(0, 50) : [];
}

class ReportJobDecoder {
  decode(buffer) {
    const envelope = JSON.parse(buffer.toString("utf8"));
    const raw = typeof envelope.state === "string" ? JSON.parse(envelope.state) : {};
    return {
      jobId: String(envelope.jobId),
      requestedBy: String(envelope.requestedBy),
      state: {
        title: typeof raw.title === "string" ? raw.title.slice(0, 200) : "Untitled report",
        columns: toStringArray(raw.columns),
        filters: raw.filters && typeof raw.filters === "object" ? Object.fromEntries(Object.entries(raw.filters)) : {},
      },
    };
  }
}

class ReportRenderer {
  render(job) {
    const { columns, filters, title } = job.state;
    return {
      jobId: job.jobId,
      title,
      columnCount: columns.length,
      filterKeys: Object.keys(filters),
    };
  }
}

async function main() {
  const conn = await amqp.connect(process.env.AMQP_URL || "amqp://localhost");
  const channel = await conn.createChannel();
  await channel.assertQueue(QUEUE, { durable: true });
  channel.prefetch(2);

  const decoder = new ReportJobDecoder();
  const renderer = new ReportRenderer();

  channel.consume(QUEUE, (msg) => {
    if (!msg) return;
    try {
      const job = decoder.decode(msg.content);
      const result = renderer.render(job);
      channel.sendToQueue("report-rendered", Buffer.from(JSON.stringify(result)), { persistent: true });
      channel.ack(msg);
    } catch (err) {
      console.error("report job rejected", msg.fields.deliveryTag);
      channel.nack(msg, false, false);
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
