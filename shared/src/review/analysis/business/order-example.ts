/**
 * Worked examples for ordering findings: round figures run through both orders so the reader sees the totals
 * differ ("tax first gives 100 × 1.2 − 10 = 110; discount first gives (100 − 10) × 1.2 = 108"). Figures the code
 * states (a rate constant) are used and said to come from the code; the rest are illustrative and said to be.
 */
import { CONCEPT_NOUNS as NOUNS, CONCEPT_WORDS, isDiscountConcept, wordsOf, type Concept } from './names';
import type { Cap, Rounding, Step } from './value';

// Points are earned per unit of money: one point per dollar is a "rate" of 1.
const ILLUSTRATIVE_RATE: Readonly<Record<Concept, number>> = { tax: 0.2, discount: 0.1, tip: 0.15, fee: 0.05, shipping: 0.05, points: 1, coupon: 0.1, member: 0.1 };
const ILLUSTRATIVE_AMOUNT: Readonly<Record<Concept, number>> = { tax: 10, discount: 10, shipping: 5, fee: 2, tip: 5, points: 10, coupon: 10, member: 10 };
const PRICE = 100;

/** Up to 4 decimals, no trailing zeros. */
export const fmt = (n: number) => String(Number(n.toFixed(4)));
const pct = (rate: number) => `${fmt(rate * 100)}%`;
/** A figure the code states, for the provenance note: "20% (`TAX_RATE`)". */
const stated = (figure: string, label: string | undefined) => (label ? `${figure} (\`${label}\`)` : figure);

/** What one step does to a number, how it reads, and where its figure came from. */
interface Op {
  /** `x` is the running amount, `price` the amount the calculation started from. */
  apply(x: number, price: number): number;
  /** `x` is the expression so far, `value` its number; `additive` whether it ends in + or − (a product then needs parentheses). */
  show(x: string, additive: boolean, value: number, price: number): string;
  additive: boolean;
  /** "tax at 20%", "a discount of 10". */
  given: string;
  /** The code's figures the step used: "20% (`TAX_RATE`)". */
  source?: string[];
  /** What was assumed about a step the code hides: "`applyCoupon` takes off a fixed amount". */
  assumed?: string;
}

const minus = (n: number) => (n < 0 ? `− ${fmt(-n)}` : `+ ${fmt(n)}`);

/** `label` names the step (for its noun), `source` the figure's name in the code; `fromCode` whether the figure is the code's. */
function rateOp(concept: Concept, multiplier: number, fromCode: boolean, label?: string, source?: string): Op {
  const rate = Math.abs(multiplier - 1);
  return {
    apply: (x) => x * multiplier,
    show: (x, additive) => `${additive ? `(${x})` : x} × ${fmt(multiplier)}`,
    additive: false,
    given: rateGiven(concept, rate, label),
    ...(fromCode ? { source: [stated(pct(rate), source)] } : {}),
  };
}

function fixedOp(concept: Concept, amount: number, fromCode: boolean, label?: string, source?: string): Op {
  return {
    apply: (x) => x + amount,
    show: (x) => `${x} ${minus(amount)}`,
    additive: true,
    given: `${article(nounFor(concept, label))}${nounFor(concept, label)} of ${fmt(Math.abs(amount))}`,
    ...(fromCode ? { source: [stated(fmt(Math.abs(amount)), source)] } : {}),
  };
}

/** A rate of the starting price, added or taken off later: a fixed amount by the time it is used. */
function priceRateOp(concept: Concept, rate: number, sign: 1 | -1, fromCode: boolean, label?: string, source?: string): Op {
  return {
    apply: (x, price) => x + sign * rate * price,
    show: (x, _additive, _value, price) => `${x} ${minus(sign * rate * price)} (${pct(rate)} of ${fmt(price)})`,
    additive: true,
    given: `${rateGiven(concept, rate, label)} on the price`,
    ...(fromCode ? { source: [stated(pct(rate), source)] } : {}),
  };
}

function cappedOp(concept: Concept, rate: number, sign: 1 | -1, cap: Cap, limit: number, fromCode: boolean, label?: string, source?: string): Op {
  const part = (x: number) => (cap.fn === 'min' ? Math.min(rate * x, limit) : Math.max(rate * x, limit));
  return {
    apply: (x) => x + sign * part(x),
    show: (x, _additive, value) => `${x} ${sign < 0 ? '−' : '+'} ${cap.fn}(${pct(rate)} × ${fmt(value)}, ${fmt(limit)})`,
    additive: true,
    given: `${rateGiven(concept, rate, label)} ${cap.fn === 'min' ? 'capped at' : 'of at least'} ${fmt(limit)}`,
    source: [...(fromCode ? [stated(pct(rate), source)] : []), ...(cap.limit !== undefined ? [stated(fmt(limit), cap.label)] : [])],
  };
}

/** What the code calls the concept, for the figures: "a coupon of 10", "VAT at 20%"; else the concept's name. */
export function nounFor(concept: Concept, label: string | undefined): string {
  const word = label ? wordsOf(label).find((w) => CONCEPT_WORDS[concept].includes(w)) : undefined;
  if (!word || concept === 'member' || concept === 'points') return NOUNS[concept];
  if (/^(vat|gst|hst)$/.test(word)) return word.toUpperCase();
  return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
}

/** Amounts of tax or shipping, but a fee, a coupon: the article a fixed amount's noun takes. */
const article = (noun: string) => (/^(tax|vat|gst|hst|shipping|delivery|freight|postage|gratuity)$/i.test(noun) ? '' : 'a ');

/** "a 10% discount", "VAT at 20%": a rate, read as the business would say it. */
function rateGiven(concept: Concept, rate: number, label: string | undefined): string {
  const noun = nounFor(concept, label);
  if (concept === 'points') return `${fmt(rate)} point${rate === 1 ? '' : 's'} per unit of money`;
  return isDiscountConcept(concept) ? `a ${pct(rate)} ${noun}` : `${noun} at ${pct(rate)}`;
}

const describedStep = (concept: Concept, step: Step) => (step.label ? `\`${step.label}\`` : `the ${concept} step`);

/**
 * The step as arithmetic. A step the code hides is assumed to be the kind that makes the order matter against
 * `other` (a fixed amount against a rate, a rate against a fixed amount), and the assumption is stated.
 */
export function opOf(concept: Concept, step: Step, other: Step): Op {
  const otherIsRate = other.kind === 'factor' || other.kind === 'capped' || (other.kind === 'opaque' && concept !== 'tax' && concept !== 'tip');
  const hidden = step.kind === 'opaque' || step.presumed;
  if (step.kind === 'factor' || (step.kind === 'opaque' && !otherIsRate)) {
    const multiplier = step.kind === 'factor' && step.value !== undefined && !step.presumed ? step.value : 1 + step.sign * ILLUSTRATIVE_RATE[concept];
    const op = rateOp(concept, multiplier, step.kind === 'factor' && step.value !== undefined && !step.presumed, step.label, step.valueLabel);
    return hidden ? { ...op, assumed: `${describedStep(concept, step)} ${step.sign < 0 ? 'takes off' : 'adds'} a percentage` } : op;
  }
  if (step.kind === 'capped' && step.cap) {
    const rate = step.value ?? ILLUSTRATIVE_RATE[concept];
    // Without a stated cap, one that bites on the larger base only: the rate of the price itself.
    const limit = step.cap.limit ?? rate * PRICE;
    return cappedOp(concept, rate, step.sign, step.cap, limit, step.value !== undefined, step.label, step.valueLabel);
  }
  if (step.kind === 'amount') {
    const rate = step.value ?? ILLUSTRATIVE_RATE[concept];
    return priceRateOp(concept, rate, step.sign, step.value !== undefined, step.label, step.valueLabel);
  }
  const fromCode = step.kind === 'fixed' && step.value !== undefined;
  const op = fixedOp(concept, step.sign * (fromCode ? step.value! : ILLUSTRATIVE_AMOUNT[concept]), fromCode, step.label, step.valueLabel);
  return hidden ? { ...op, assumed: `${describedStep(concept, step)} ${step.sign < 0 ? 'takes off' : 'adds'} a fixed amount` } : op;
}

/** "illustrative figures", "20% (`TAX_RATE`) is from the code; the other figures are illustrative". */
function provenance(ops: ReadonlyArray<Pick<Op, 'source'>>): string {
  const sources = ops.flatMap((o) => o.source ?? []);
  return sources.length === 0 ? 'illustrative figures' : `${list(sources)} ${sources.length === 1 ? 'is' : 'are'} from the code; the other figures are illustrative`;
}

/** "assuming `applyCoupon` takes off a fixed amount, ": what a hidden step was taken to do. */
function assumptions(ops: readonly Op[]): string {
  const assumed = ops.map((o) => o.assumed).filter((s): s is string => !!s);
  return assumed.length === 0 ? '' : `assuming ${assumed.join(' and ')}, `;
}

function run(ops: readonly Op[], price: number): { text: string; value: number } {
  let text = fmt(price);
  let value = price;
  let additive = false;
  for (const op of ops) {
    text = op.show(text, additive, value, price);
    value = op.apply(value, price);
    additive = op.additive;
  }
  return { text, value };
}

/** Round prices to try, the plainest first: a cap may only bite above some price. */
const PRICES = [100, 150, 200, 500, 1000, 50, 20, 10, 5000];

/**
 * Both orders of two steps, applied to the same price: `then` first as the code does, `first` first as the rule
 * says. None when no round price tells them apart (then the order does not matter here).
 */
export function sequenceExample(first: Concept, then: Concept, firstOp: Op, thenOp: Op): string | undefined {
  const price = PRICES.find((p) => Math.abs(run([thenOp, firstOp], p).value - run([firstOp, thenOp], p).value) > 1e-9);
  if (price === undefined) return undefined;
  const coded = run([thenOp, firstOp], price);
  const ruled = run([firstOp, thenOp], price);
  const given = [`a price of ${fmt(price)}`, thenOp.given, firstOp.given];
  return `${assumptions([thenOp, firstOp])}with ${list(given)} (${provenance([thenOp, firstOp])}), ${then} first gives ${coded.text} = ${fmt(coded.value)}; ${first} first gives ${ruled.text} = ${fmt(ruled.value)}.`;
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Rounding between two rates

function roundTo(x: number, decimals: number, mode: Rounding['mode']): number | undefined {
  const scaled = Number((x * 10 ** decimals).toPrecision(12));
  const fraction = scaled - Math.floor(scaled);
  if (mode === 'down') return Math.floor(scaled) / 10 ** decimals;
  if (mode === 'up') return Math.ceil(scaled) / 10 ** decimals;
  // An exact half rounds differently by mode: such prices make no clear example.
  if (Math.abs(fraction - 0.5) < 1e-9) return undefined;
  return Math.round(scaled) / 10 ** decimals;
}

/** Two rates with the amount rounded after the first: a price whose rounded totals differ between the orders. */
export function roundingExample(first: Concept, then: Concept, firstOp: Op, thenOp: Op, rounding: Rounding): string | undefined {
  const decimals = Math.max(0, rounding.decimals ?? 2);
  const step = 10 ** -decimals;
  const both = (price: number, a: Op, b: Op) => {
    const mid = roundTo(a.apply(price, price), decimals, rounding.mode);
    const end = mid === undefined ? undefined : roundTo(b.apply(mid, price), decimals, rounding.mode);
    return mid === undefined || end === undefined ? undefined : { mid, end };
  };
  for (let k = 0; k < 2000; k++) {
    const price = Number(((decimals === 0 ? 100 : 10) + k * step).toFixed(decimals));
    const coded = both(price, thenOp, firstOp);
    const ruled = both(price, firstOp, thenOp);
    if (!coded || !ruled || coded.end === ruled.end) continue;
    const r = (x: string) => (decimals === 0 ? `round(${x})` : `round(${x}, ${decimals})`);
    const given = [`a price of ${fmt(price)}`, thenOp.given, firstOp.given, `rounding to ${decimals === 0 ? 'whole units' : `${decimals} decimals`} after each step`];
    return `${assumptions([thenOp, firstOp])}with ${list(given)} (${provenance([thenOp, firstOp])}), `
      + `${then} first gives ${r(thenOp.show(fmt(price), false, price, price))} = ${fmt(coded.mid)}, then ${r(firstOp.show(fmt(coded.mid), false, coded.mid, price))} = ${fmt(coded.end)}; `
      + `${first} first gives ${r(firstOp.show(fmt(price), false, price, price))} = ${fmt(ruled.mid)}, then ${r(thenOp.show(fmt(ruled.mid), false, ruled.mid, price))} = ${fmt(ruled.end)}.`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Amounts computed on the wrong base, and thresholds

/** `then`'s own amount (a rate) computed on the price before `first` and added after it. */
export function wrongBaseExample(then: Concept, firstOp: Op, rate: number | undefined, sign: 1 | -1, label: string | undefined, rateFromCode: boolean): string {
  const r = rate ?? ILLUSTRATIVE_RATE[then];
  const base = firstOp.apply(PRICE, PRICE);
  const onPrice = r * PRICE;
  const onBase = r * base;
  const given = [`a price of ${fmt(PRICE)}`, firstOp.given, rateGiven(then, r, label)];
  const sources = [firstOp, ...(rateFromCode ? [{ source: [stated(pct(r), label)] }] : [])];
  const op = sign < 0 ? '−' : '+';
  return `${assumptions([firstOp])}with ${list(given)} (${provenance(sources)}), ${then} is ${pct(r)} of ${fmt(PRICE)} = ${fmt(onPrice)} where it should be ${pct(r)} of ${fmt(base)} = ${fmt(onBase)}: `
    + `${fmt(base)} ${op} ${fmt(onPrice)} = ${fmt(base + sign * onPrice)} instead of ${fmt(base)} ${op} ${fmt(onBase)} = ${fmt(base + sign * onBase)}.`;
}

/** `first`'s own amount (a rate) computed on an amount that already includes `then`. */
export function inflatedBaseExample(first: Concept, thenOp: Op, rate: number | undefined, label: string | undefined): string {
  const r = rate ?? ILLUSTRATIVE_RATE[first];
  const inflated = run([thenOp], PRICE);
  const given = [`a price of ${fmt(PRICE)}`, thenOp.given, rateGiven(first, r, label)];
  const sources = [thenOp, ...(rate !== undefined ? [{ source: [stated(pct(r), label)] }] : [])];
  return `${assumptions([thenOp])}with ${list(given)} (${provenance(sources)}), the ${first} is ${pct(r)} of ${inflated.text} = ${pct(r)} of ${fmt(inflated.value)} = ${fmt(r * inflated.value)} `
    + `where it should be ${pct(r)} of ${fmt(PRICE)} = ${fmt(r * PRICE)}.`;
}

/** `first` applied only when an amount that includes `then` passes a limit: a price on which the two orders decide differently. */
export function thresholdExample(first: Concept, then: Concept, thenOp: Op, condition: string, limit: number | undefined, above: boolean): string | undefined {
  const bound = limit ?? PRICE;
  const passes = (x: number) => (above ? x > bound : x < bound);
  for (const k of [0.9, 0.95, 0.8, 0.99, 0.5, 1.1, 1.05, 1.2, 1.5, 2]) {
    const price = Number((bound * k).toFixed(2));
    const seen = run([thenOp], price);
    if (passes(seen.value) === passes(price)) continue;
    const given = [`a price of ${fmt(price)}`, thenOp.given, limit === undefined ? `a limit of ${fmt(bound)}` : ''].filter(Boolean);
    const verdict = (yes: boolean) => (yes ? `the ${first} applies` : `the ${first} does not apply`);
    return `${assumptions([thenOp])}with ${list(given)} (${provenance([thenOp])}), the condition \`${condition}\` sees ${seen.text} = ${fmt(seen.value)} with ${then} first, so ${verdict(passes(seen.value))}; `
      + `with ${first} first it sees ${fmt(price)}, so ${verdict(passes(price))}.`;
  }
  return undefined;
}

/** `then` (a rate, or points per unit) worked out on the price before `first` instead of the amount after it. */
export function earlyBaseExample(then: Concept, first: Concept, firstOp: Op, rate: number | undefined, label: string | undefined): string {
  const r = rate ?? ILLUSTRATIVE_RATE[then];
  const after = run([firstOp], PRICE);
  const given = [`a price of ${fmt(PRICE)}`, firstOp.given, rateGiven(then, r, label)];
  const sources = [firstOp, ...(rate !== undefined ? [{ source: [stated(then === 'points' ? fmt(r) : pct(r), label)] }] : [])];
  const lead = `${assumptions([firstOp])}with ${list(given)} (${provenance(sources)}), `;
  if (then === 'points') {
    return `${lead}points are earned on ${fmt(PRICE)}, ${fmt(r * PRICE)} points, where they should be earned on the amount after the ${NOUNS[first]}, ${after.text} = ${fmt(after.value)}: ${fmt(r * after.value)} points.`;
  }
  return `${lead}the ${nounFor(then, label)} is ${pct(r)} of ${fmt(PRICE)} = ${fmt(r * PRICE)} where it should be ${pct(r)} of ${after.text} = ${pct(r)} of ${fmt(after.value)} = ${fmt(r * after.value)}.`;
}

/** Points earned on an amount that already includes `then`. */
export function inflatedPointsExample(thenOp: Op, rate: number | undefined, label: string | undefined): string {
  const r = rate ?? ILLUSTRATIVE_RATE.points;
  const inflated = run([thenOp], PRICE);
  const given = [`a price of ${fmt(PRICE)}`, thenOp.given, rateGiven('points', r, label)];
  const sources = [thenOp, ...(rate !== undefined ? [{ source: [stated(fmt(r), label)] }] : [])];
  return `${assumptions([thenOp])}with ${list(given)} (${provenance(sources)}), points are earned on ${inflated.text} = ${fmt(inflated.value)}, ${fmt(r * inflated.value)} points, `
    + `where they should be earned on ${fmt(PRICE)}: ${fmt(r * PRICE)} points.`;
}

/**
 * A comparison that decides an amount (free shipping at 50) made on the wrong amount: `op` is the step the compared
 * amount wrongly includes (`included`) or wrongly leaves out; a price on which the two amounts fall on either side.
 */
export function decisionExample(condition: string, limit: number | undefined, above: boolean, op: Op, concept: Concept, included: boolean): string | undefined {
  const bound = limit ?? PRICE;
  const passes = (x: number) => (above ? x >= bound : x <= bound);
  // Round prices near the limit first; else one the step's own size away from it (a coupon of 10 against 5000).
  const step = run([op], bound).value - bound;
  const prices = [0.9, 0.95, 0.8, 1.05, 1.1, 0.99, 1.01, 1.2, 0.5, 1.5].map((k) => bound * k).concat([bound - step / 2]);
  for (const candidate of prices) {
    const price = Number(candidate.toFixed(2));
    const other = run([op], price);
    if (passes(other.value) === passes(price)) continue;
    const [seen, right] = included ? [other, { text: fmt(price), value: price }] : [{ text: fmt(price), value: price }, other];
    const given = [`a price of ${fmt(price)}`, op.given, limit === undefined ? `a limit of ${fmt(bound)}` : ''].filter(Boolean);
    const rightText = right.text === fmt(right.value) ? right.text : `${right.text} = ${fmt(right.value)}`;
    const seenText = seen.text === fmt(seen.value) ? seen.text : `${seen.text} = ${fmt(seen.value)}`;
    const which = included ? `the amount without ${concept === 'tax' || concept === 'shipping' ? concept : `the ${NOUNS[concept]}`}` : `the amount after the ${NOUNS[concept]}`;
    return `${assumptions([op])}with ${list(given)} (${provenance([op])}), \`${condition}\` sees ${seenText} and ${passes(seen.value) ? 'passes' : 'fails'}, `
      + `though ${which}, ${rightText}, ${passes(right.value) ? 'passes' : 'fails'}.`;
  }
  return undefined;
}
