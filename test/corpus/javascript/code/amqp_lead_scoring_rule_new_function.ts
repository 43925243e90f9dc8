// corpus: CWE-95 vulnerable — the scoring rule expression typed by campaign editors travels in the queue message and is compiled with new Function by RuleCompiler.
import amqp, { ConsumeMessage } from "amqplib";

interface Lead {
  id: string;
  country: string;
  employees: number;
  visits: number;
}

interface ScoringJob {
  campaignId: string;
  rule: { label: string; expression: string; points: number };
  leads: Lead[];
}

type Predicate = (lead: Lead) => boolean;

class RuleCompiler {
  private readonly cache = new Map<string, Predicate>();

  compile(expression: string): Predicate {
    const cached = this.cache.get(expression);
    if (cached) return cached;
    const predicate = new Function("lead", `"use strict"; return (${expression});`) as Predicate;
    this.cache.set(expression, predicate);
    return predicate;
  }
}

class LeadScorer {
  constructor(private readonly compiler: RuleCompiler) {}

  score(job: ScoringJob): Array<{ leadId: string; points: number }> {
    const matches = this.compiler.compile(job.rule.expression);
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
