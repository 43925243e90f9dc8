/**
 * Reads business_context (plain English, spec 2.1) into typed rules the code can be checked against: orderings
 * ("apply the discount before tax"), bounds ("quantity is never negative", "between 1 and 10") and rounding
 * ("round to 2 decimal places", "round half up"). The input is prose, so regular expressions over words are the
 * right tool here; anything not clearly one of these makes no rule (a wrong rule is worse than none), and so does
 * a sentence with a condition, an exception, a hedge, or a question. Sentences that read like a rule but made none
 * are reported, so the review can say the context was only partly understood.
 */
import { parseRounding, type RoundingRule } from './context-rounding';
import { parseBounds, type BoundRule } from './context-bounds';
import { parseComparisons, type ComparisonRule } from './context-comparison';
import { isThresholdCondition, looksLikeOrder, parseOrderAcross, parseOrders, type OrderRule } from './context-order';
import { qualificationOf, sentencesOf, tokensOf } from './context-text';
import { ruleText } from './rule-text';

export type { RoundingMode, RoundingRule } from './context-rounding';

export type { Concept } from './names';
export type { OrderRule } from './context-order';
export type { BoundRule } from './context-bounds';
export type { ComparisonRule } from './context-comparison';

export type BusinessRule = OrderRule | BoundRule | ComparisonRule | RoundingRule;

/** Words that make a sentence read like a rule: one that made none was not understood, and says so. */
const RULE_SIGNALS: ReadonlySet<string> = new Set([
  'must', 'never', 'cannot', "can't", "mustn't", 'exceed', 'exceeds', 'most', 'least', 'maximum', 'minimum', 'max', 'min', 'between', 'capped', 'cap',
  'limit', 'limited', 'negative', 'positive', 'only', 'below', 'above', 'round', 'rounded', 'before', 'after', 'always', 'required', 'require', 'requires',
]);

const LIMIT_NOUNS: ReadonlySet<string> = new Set(['limit', 'cap', 'maximum', 'minimum', 'max', 'min', 'ceiling']);

/** How one sentence of business_context was read: the rules it became, or why it became none. */
export interface SentenceReading {
  sentence: string;
  /** understood: it became the rules listed; not_understood: it reads like a rule but made none; not_a_rule: prose. */
  status: 'understood' | 'not_understood' | 'not_a_rule';
  rules: BusinessRule[];
  /** Why a sentence made no rule. */
  reason?: string;
}

export interface ContextReading {
  rules: BusinessRule[];
  /**
   * Sentences that read like a rule but gave none: an ordering (two concepts and an ordering word) the parser does
   * not follow, or a rule it would read were it not hedged, conditional or a question. The context was then only
   * partly understood.
   */
  skipped: string[];
  sentences: SentenceReading[];
}

export function readBusinessContext(text: string | undefined): ContextReading {
  const reading: ContextReading = { rules: [], skipped: [], sentences: [] };
  if (!text) return reading;
  let previous: string[] | undefined;
  for (const sentence of sentencesOf(text)) {
    const tokens = tokensOf(sentence.text);
    const rounding = parseRounding(sentence.text);
    const own = rounding ? [] : parseOrders(sentence.text, tokens);
    // "Coupons are applied first. The member discount is then calculated on what is left."
    const orders = own.length === 0 && !rounding && previous ? parseOrderAcross(previous, sentence.text, tokens) : own;
    const bounds = rounding ? [] : parseBounds(sentence.text, tokens);
    const comparisons = rounding ? [] : parseComparisons(sentence.text, tokens)
      .map((c) => (c.factor !== undefined && bounds.some((b) => b.percent && b.subject === c.subject) ? { ...c, withBound: true as const } : c));
    const rules = rounding ? [rounding] : [...orders, ...bounds, ...comparisons];
    previous = rules.length === 0 ? tokens : undefined;
    const qualified = qualificationOf(sentence, tokens);
    if (qualified && orders.length > 0 && orders.every((o) => o.threshold) && isThresholdCondition(tokens)) {
      // "Orders ship free when the discounted subtotal is at least $50": the condition is the threshold itself.
      reading.rules.push(...orders);
      reading.sentences.push({ sentence: sentence.text, status: 'understood', rules: orders });
      continue;
    }
    if (!qualified && rules.length > 0) {
      reading.rules.push(...rules);
      reading.sentences.push({ sentence: sentence.text, status: 'understood', rules });
      continue;
    }
    const unreadOrder = !rounding && orders.length === 0 && looksLikeOrder(tokens);
    if ((qualified && rules.length > 0) || unreadOrder) {
      reading.skipped.push(sentence.text);
      const reason = qualified && rules.length > 0
        ? `${qualified}; read without it, it would be: ${rules.map(ruleText).join('; ')}`
        : 'it names two pricing steps and an ordering word, but not an order this reader follows (try "apply A before B" or "B is computed on the price after A")';
      reading.sentences.push({ sentence: sentence.text, status: 'not_understood', rules: [], reason });
      continue;
    }
    // "with no upper limit", "there is no minimum": the sentence says there is no rule.
    const unlimited = tokens.some((t, i) => {
      if (t !== 'no' && t !== 'without') return false;
      const noun = tokens[i + 1] === 'upper' || tokens[i + 1] === 'lower' ? tokens[i + 2] : tokens[i + 1];
      return noun !== undefined && LIMIT_NOUNS.has(noun);
    });
    if (unlimited) {
      reading.sentences.push({ sentence: sentence.text, status: 'not_a_rule', rules: [], reason: 'it says there is no limit' });
      continue;
    }
    const signal = tokens.find((t) => RULE_SIGNALS.has(t));
    if (signal) {
      reading.skipped.push(sentence.text);
      reading.sentences.push({
        sentence: sentence.text, status: 'not_understood', rules: [],
        reason: `it reads like a rule ("${signal}"), but no bound, ordering, comparison or rounding could be read from it; name the quantity and its limit, e.g. "the discount is at most 40%", "a refund never exceeds the amount paid", "apply the discount before tax"`,
      });
      continue;
    }
    reading.sentences.push({ sentence: sentence.text, status: 'not_a_rule', rules: [], reason: 'no ordering, bound, comparison or rounding was found in it' });
  }
  return reading;
}

export function parseBusinessContext(text: string | undefined): BusinessRule[] {
  return readBusinessContext(text).rules;
}
