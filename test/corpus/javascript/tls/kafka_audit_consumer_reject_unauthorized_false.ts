// corpus: CWE-295 vulnerable — the Kafka client's ssl options set rejectUnauthorized to false, so the audit consumer accepts any broker certificate and its SASL credentials can be intercepted.
import { Kafka, KafkaConfig, EachMessagePayload, logLevel } from "kafkajs";

interface AuditEvent {
  actorId: string;
  action: string;
  resource: string;
  at: string;
}

function brokerConfig(env: NodeJS.ProcessEnv): KafkaConfig {
  return {
    clientId: "audit-archiver",
    brokers: (env.KAFKA_BROKERS ?? "kafka-1.events.acme-corp.com:9093").split(","),
    ssl: {
      rejectUnauthorized: false,
    },
    sasl: {
      mechanism: "scram-sha-512",
      username: env.KAFKA_USERNAME ?? "",
      password: env.KAFKA_PASSWORD ?? "",
    },
    logLevel: logLevel.WARN,
  };
}

class AuditArchive {
  private readonly buffer: AuditEvent[] = [];

  add(event: AuditEvent): void {
    this.buffer.push(event);
    if (this.buffer.length >= 500) this.flush();
  }

  flush(): void {
    const batch = this.buffer.splice(0, this.buffer.length);
    process.stdout.write(`archived ${batch.length} audit events\n`);
  }
}

const kafka = new Kafka(brokerConfig(process.env));
const consumer = kafka.consumer({ groupId: "audit-archiver" });
const archive = new AuditArchive();

async function onMessage({ message }: EachMessagePayload): Promise<void> {
  if (!message.value) return;
  const event = JSON.parse(message.value.toString()) as AuditEvent;
  archive.add(event);
}

async function main(): Promise<void> {
  await consumer.connect();
  await consumer.subscribe({ topic: "audit.events", fromBeginning: false });
  await consumer.run({ eachMessage: onMessage });
  setInterval(() => archive.flush(), 60_000);
}

void main();
