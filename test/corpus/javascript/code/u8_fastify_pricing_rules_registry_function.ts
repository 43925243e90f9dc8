// corpus: CWE-95 vulnerable — a rule expression from the PUT body is stored in PricingRuleRegistry's Map and later compiled with new Function when a quote is requested.
import Fastify, { FastifyRequest } from "fastify";

interface OrderFacts {
  subtotal: number;
  items: number;
  country: string;
}

interface PricingRule {
  name: string;
  expression: string;
  compiled?: (order: OrderFacts) => number;
}

class PricingRuleRegistry {
  private readonly rules = new Map<string, PricingRule>();

  define(name: string, expression: string): void {
    this.rules.set(name, { name, expression });
  }

  evaluate(name: string, order: OrderFacts): number {
    const rule = this.rules.get(name);
    if (!rule) throw new Error(`no pricing rule ${name}`);
    if (!rule.compiled) {
      rule.compiled = new Function("order", `"use strict"; return (${rule.expression});`) as (o: OrderFacts) => number;
    }
    return rule.compiled(order);
  }
}

const registry = new PricingRuleRegistry();
registry.define("standard", "order.subtotal");

const app = Fastify({ logger: true });

app.put("/pricing/rules/:name", async (request: FastifyRequest<{ Params: { name: string }; Body: { expression: string } }>, reply) => {
  const { name } = request.params;
  if (!/^[a-z][a-z0-9-]{1,30}$/.test(name)) {
    return reply.code(400).send({ error: "rule names are lowercase slugs" });
  }
  registry.define(name, String(request.body.expression));
  return reply.code(204).send();
});

app.post("/pricing/quote", async (request: FastifyRequest<{ Body: { rule?: string; order: OrderFacts } }>) => {
  const total = registry.evaluate(request.body.rule ?? "standard", request.body.order);
  return { total: Math.round(total * 100) / 100 };
});

app.listen({ port: 8080 });
