// corpus: CWE-502 vulnerable — the worker revives the saved-report state carried in the queue message with node-serialize, whose _$$ND_FUNC$$_ values run as code during unserialize.
const amqp = require("amqplib");
const serialize = require("node-serialize");

const QUEUE = "report-render";

class ReportJobDecoder {
  decode(buffer) {
    const envelope = JSON.parse(buffer.toString("utf8"));
    return {
      jobId: envelope.jobId,
      requestedBy: envelope.requestedBy,
      state: serialize.unserialize(envelope.state),
    };
  }
}

class ReportRenderer {
  render(job) {
    const { columns = [], filters = {}, title = "Untitled report" } = job.state;
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
