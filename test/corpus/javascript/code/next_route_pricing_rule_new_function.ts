// corpus: CWE-95 vulnerable — the rule name is pattern-checked, but the rule's expression from the JSON body is compiled with new Function.
import { NextRequest, NextResponse } from "next/server";

interface PricingRule {
  name: string;
  expression: string;
}

interface CartLine {
  sku: string;
  price: number;
  qty: number;
}

const NAME_PATTERN = /^[a-z][a-z0-9_]{2,40}$/;

function validateRule(rule: PricingRule): string | null {
  if (!NAME_PATTERN.test(rule.name)) return "rule name must be snake_case";
  if (typeof rule.expression !== "string" || rule.expression.length > 500) return "expression too long";
  return null;
}

class RuleEngine {
  compile(rule: PricingRule): (price: number, qty: number) => number {
    return new Function("price", "qty", `"use strict"; return (${rule.expression});`) as (price: number, qty: number) => number;
  }

  apply(rule: PricingRule, lines: CartLine[]) {
    const fn = this.compile(rule);
    return lines.map((line) => ({ sku: line.sku, adjusted: Number(fn(line.price, line.qty)) }));
  }
}

const engine = new RuleEngine();

export async function POST(request: NextRequest) {
  const body = (await request.json()) as { rule: PricingRule; sample: CartLine[] };
  const problem = validateRule(body.rule);
  if (problem) {
    return NextResponse.json({ error: problem }, { status: 422 });
  }
  try {
    const preview = engine.apply(body.rule, (body.sample ?? []).slice(0, 50));
    return NextResponse.json({ rule: body.rule.name, preview });
  } catch (err) {
    return NextResponse.json({ error: "rule failed to evaluate" }, { status: 422 });
  }
}
