// corpus: CWE-95 safe — scoring rules from the queue name a field and an operator that RuleCompiler looks up in fixed maps of functions; nothing from the message is compiled as code.
import amqp, { ConsumeMessage } from "amqplib";

interface Lead {
  id: string;
  country: string;
  employees: number;
  visits: number;
}

interface ScoringJob {
  campaignId: string;
  rule: { label: string; field: string; op: string; value: string | number; points: number };
  leads: Lead[];
}

type Predicate = (lead: Lead) => boolean;

const OPERATORS: Record<string, (a: unknown, b: unknown) => boolean> = {
  eq: (a, b) => a === b,
  gt: (a, b) => Number(a) > Number(b),
  gte: (a, b) => Number(a) >= Number(b),
  lt: (a, b) => Number(a) < Number(b),
};

const FIELDS = new Set<keyof Lead>(["country", "employees", "visits"]);

class RuleCompiler {
  compile(field: string, op: string, value: string | number): Predicate {
    const compare = Object.prototype.hasOwnProperty.call(OPERATORS, op) ? OPERATORS[op] : undefined;
    if (!compare || !FIELDS.has(field as keyof Lead)) {
      throw new Error(`unsupported rule ${field} ${op}`);
    }
    const key = field as keyof Lead;
    return (lead) => compare(lead[key], value);
  }
}

class LeadScorer {
  constructor(private readonly compiler: RuleCompiler) {}

  score(job: ScoringJob): Array<{ leadId: string; points: number }> {
    const matches = this.compiler.compile(job.rule.field, job.rule.op, job.rule.value);
    return job.leads.map((lead) => ({ leadId: lead.id, points: matches(lead) ? job.rule.points : 0 }));
  }
}

async function startWorker(): Promise<void> {
  const connection = await amqp.connect(process.env.AMQP_URL ?? "amqp://localhost");
  const channel = await connection.createChannel();
  await channel.assertQueue("lead-scoring", { durable: true });
  await channel.prefetch(5);
  const scorer = new LeadScorer(new RuleCompiler());

  await channel.consume("lead-scoring", (msg: ConsumeMessage | null) => {
    if (!msg) return;
    try {
      const job = JSON.parse(msg.content.toString("utf8")) as ScoringJob;
      const results = scorer.score(job);
      channel.sendToQueue("lead-scores", Buffer.from(JSON.stringify({ campaignId: job.campaignId, results })));
      channel.ack(msg);
    } catch (err) {
      channel.nack(msg, false, false);
    }
  });
}

void startWorker();
