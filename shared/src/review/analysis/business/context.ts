/**
 * Reads business_context (plain English, spec 2.1) into typed rules the code can be checked against: orderings
 * ("apply the discount before tax"), bounds ("quantity is never negative", "between 1 and 10") and rounding
 * ("round to 2 decimal places", "round half up"). The input is prose, so regular expressions over words are the
 * right tool here; anything not clearly one of these makes no rule (a wrong rule is worse than none), and so does
 * a sentence with a condition, an exception, a hedge, or a question. Sentences that read like a rule but made none
 * are reported, so the review can say the context was only partly understood.
 */
import { parseRounding, type RoundingRule } from './context-rounding';
import { looksLikeOrder, parseOrders, type OrderRule } from './context-order';
import { isQualified, NEGATIONS, sentencesOf, tokensOf } from './context-text';

export type { RoundingMode, RoundingRule } from './context-rounding';

export type { Concept } from './names';
export type { OrderRule } from './context-order';

export interface BoundRule {
  kind: 'bound';
  /** Singular head noun, synonyms normalised: quantity, percentage, rating, age, discount… */
  subject: string;
  /** A modifier a generic head needs to mean anything: "discount" of "discount percentage". */
  qualifier?: string;
  min?: number;
  max?: number;
  minExclusive?: true;
  maxExclusive?: true;
  /** The limits are percentages ("at most 100%"). */
  percent?: true;
  sentence: string;
}

export type BusinessRule = OrderRule | BoundRule | RoundingRule;

// ---------------------------------------------------------------------------------------------------------------
// Bounds

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100, thousand: 1000,
};

function numberOf(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  const cleaned = token.replace(/[$%]/g, '');
  if (/^-?\d+(\.\d+)?$/.test(cleaned)) return Number(cleaned);
  return NUMBER_WORDS[cleaned];
}

type Limit = { min?: number; max?: number; minExclusive?: true; maxExclusive?: true };

/** Phrases before a number; the number follows at `tokens[i + phrase length]`. */
const LIMIT_PHRASES: ReadonlyArray<{ words: string; limit: (n: number) => Limit; modal?: true }> = [
  ...['at least', 'no less than', 'no fewer than', 'not less than', 'not below', 'a minimum of', 'minimum of', 'never less than', 'never below',
    'greater than or equal to', 'more than or equal to', 'larger than or equal to'].map((words) => ({ words, limit: (n: number) => ({ min: n }) })),
  ...['greater than', 'more than', 'larger than', 'higher than', 'above', 'over'].map((words) => ({ words, limit: (n: number): Limit => ({ min: n, minExclusive: true }), modal: true as const })),
  ...['at most', 'no more than', 'no greater than', 'not more than', 'not exceed', 'never exceed', 'never exceeds', "can't exceed", 'cannot exceed',
    "mustn't exceed", "shouldn't exceed", "doesn't exceed", 'up to', 'a maximum of', 'maximum of', 'capped at', 'limited to', 'never more than', 'never above',
    'less than or equal to', 'smaller than or equal to'].map((words) => ({ words, limit: (n: number) => ({ max: n }) })),
  ...['less than', 'smaller than', 'lower than', 'fewer than', 'below', 'under'].map((words) => ({ words, limit: (n: number): Limit => ({ max: n, maxExclusive: true }), modal: true as const })),
  ...['>=', '≥', 'min', 'minimum'].map((words) => ({ words, limit: (n: number) => ({ min: n }) })),
  ...['<=', '≤', 'max', 'maximum'].map((words) => ({ words, limit: (n: number) => ({ max: n }) })),
  { words: '>', limit: (n: number): Limit => ({ min: n, minExclusive: true }) },
  { words: '<', limit: (n: number): Limit => ({ max: n, maxExclusive: true }) },
];

const MODALS = new Set(['is', 'are', 'be', 'must', 'should', 'always', 'need', 'needs', 'has', 'have', 'can', 'may', 'shall', 'never', 'not']);

const STOP = new Set([
  'the', 'a', 'an', 'each', 'every', 'any', 'all', 'its', 'their', 'our', 'your', 'this', 'that', 'these', 'those', 'per', 'of', 'for', 'in', 'on',
  'must', 'should', 'can', 'cannot', 'may', 'shall', 'will', 'is', 'are', 'be', 'been', 'being', 'always', 'never', 'not', 'no', 'and', 'or',
  'to', 'has', 'have', 'needs', 'need', 'it', 'they', 'field', 'given', 'allowed', 'set', 'kept', 'stay', 'stays', 'remain',
  'remains', 'only', 'also', 'both', 'either', 'then', 'than', "can't", "mustn't", "shouldn't", "isn't", "aren't", 'ever', 'strictly', 'which',
  'so', 'range', 'ranges', 'lie', 'lies', 'fall', 'falls', 'within', 'from', 'limit', 'limits', 'limited', 'number', 'level', 'levels', 'go', 'goes',
  'become', 'becomes', 'drop', 'drops', 'get', 'gets', 'whole', 'integer',
]);

/** Heads too generic to match code on their own: "discount percentage" keeps "discount" as qualifier. */
const GENERIC_HEADS = new Set(['percentage', 'rate', 'amount', 'price', 'total', 'fee', 'count', 'score', 'value', 'size', 'cost']);

const SYNONYMS: Readonly<Record<string, string>> = { qty: 'quantity', quantities: 'quantity', percent: 'percentage', pct: 'percentage', percentages: 'percentage' };

export function normalise(word: string): string {
  const singular = word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') ? (word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.slice(0, -1)) : word;
  return SYNONYMS[word] ?? SYNONYMS[singular] ?? singular;
}

/** Counted nouns after a number ("at most 10 items") that name a quantity; other counted nouns make no rule. */
const QUANTITY_UNITS = new Set(['item', 'items', 'unit', 'units', 'piece', 'pieces', 'product', 'products', 'article', 'articles']);
const NEUTRAL_UNITS = new Set(['%', 'percent', 'dollar', 'dollars', 'euro', 'euros', 'usd', 'eur', 'gbp', 'pound', 'pounds', 'and', 'or', 'inclusive', 'exclusive', 'per', 'in', 'at', 'for', 'on', 'of', 'star', 'stars', 'point', 'points']);

const COPULAS = new Set(['is', 'are', 'must', 'should', 'can', 'cannot', "can't", 'may', 'will', 'shall', 'be', 'has', 'have', 'needs', 'need', "mustn't", "shouldn't", "isn't", "aren't"]);

/** The subject of a limit: the noun phrase before the verb ("the quantity of an order line is…" → quantity). */
function subjectOf(tokens: readonly string[]): { subject: string; qualifier?: string } | undefined {
  let words = tokens.filter((t) => !/\d/.test(t));
  const verb = words.findIndex((w) => COPULAS.has(w));
  if (verb > 0 && words.slice(0, verb).some((w) => !STOP.has(w))) words = words.slice(0, verb);
  const of = words.lastIndexOf('of');
  if (of > 0) {
    const head = words.slice(0, of).filter((w) => !STOP.has(w)).at(-1);
    const counted = words.slice(of + 1).filter((w) => !STOP.has(w));
    if ((head === undefined || head === 'number' || head === 'count') && counted.some((w) => QUANTITY_UNITS.has(w))) return { subject: 'quantity' };
    // "the value of a voucher": a generic head takes its qualifier from the "of" phrase.
    const owner = counted.filter((w) => /^[a-z]{2,}$/.test(w)).map(normalise).at(-1);
    if (head && GENERIC_HEADS.has(normalise(head)) && owner) return { subject: normalise(head), qualifier: owner };
    if (head) words = words.slice(0, of);
  }
  const content = words.filter((w) => !STOP.has(w) && /^[a-z]{2,}$/.test(w)).map(normalise);
  const subject = content.at(-1);
  if (!subject) return undefined;
  const qualifier = GENERIC_HEADS.has(subject) ? content.at(-2) : undefined;
  // "Its value must be positive": nothing in code to match.
  if (subject === 'value' && !qualifier) return undefined;
  return qualifier ? { subject, qualifier } : { subject };
}

interface LimitMatch extends Limit {
  start: number;
  end: number;
  percent: boolean;
  /** The limit names its own subject: "at most 10 items" (quantity), "at least 18 years old" (age). */
  subject?: string;
  qualifier?: string;
}

/** "The maximum discount is 30%", "minimum order value: $10". */
function headedLimitAt(tokens: readonly string[], i: number): LimitMatch | undefined {
  const kind = tokens[i] === 'maximum' || tokens[i] === 'max' ? 'max' : tokens[i] === 'minimum' || tokens[i] === 'min' ? 'min' : undefined;
  if (!kind || numberOf(tokens[i + 1]) !== undefined) return undefined;
  const verb = tokens.findIndex((t, k) => k > i + 1 && k <= i + 5 && (t === 'is' || t === 'are' || t === ':' || t === 'of'));
  const value = verb > 0 ? numberOf(tokens[verb + 1]) : undefined;
  if (value === undefined) return undefined;
  const unit = unitAfter(tokens, verb + 1);
  const named = subjectOf(tokens.slice(i + 1, verb));
  if (!named || unit === 'counted') return undefined;
  return { start: i, end: verb + 2, ...(kind === 'max' ? { max: value } : { min: value }), percent: unit === 'percent', ...named };
}

/** What follows a number: a percent sign, a neutral unit, a quantity unit, or a counted noun (then no rule). */
function unitAfter(tokens: readonly string[], i: number): 'percent' | 'quantity' | 'age' | 'neutral' | 'counted' {
  const number = tokens[i] ?? '';
  const next = tokens[i + 1];
  if (number.endsWith('%') || next === '%' || next === 'percent') return 'percent';
  if (next === undefined || NEUTRAL_UNITS.has(next) || /^-?\$?\d/.test(next)) return 'neutral';
  if (QUANTITY_UNITS.has(next)) return 'quantity';
  if ((next === 'years' || next === 'year') && (tokens[i + 2] === 'old' || tokens[i + 2] === 'of')) return 'age';
  return 'counted';
}

function limitsIn(tokens: readonly string[]): LimitMatch[] {
  const found: LimitMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const range = rangeAt(tokens, i) ?? headedLimitAt(tokens, i);
    if (range) {
      found.push(range);
      i = range.end - 1;
      continue;
    }
    for (const phrase of LIMIT_PHRASES) {
      const words = phrase.words.split(' ');
      if (!words.every((w, k) => tokens[i + k] === w)) continue;
      const at = i + words.length;
      const value = numberOf(tokens[at]);
      if (value === undefined || (phrase.modal && !MODALS.has(tokens[i - 1] ?? ''))) continue;
      const unit = unitAfter(tokens, at);
      if (unit === 'counted') break;
      const subject = unit === 'quantity' ? 'quantity' : unit === 'age' ? 'age' : undefined;
      found.push({ start: i, end: at + 1, ...phrase.limit(value), percent: unit === 'percent', ...(subject ? { subject } : {}) });
      i = at;
      break;
    }
  }
  return found;
}

/** "between 1 and 10", "from 0% to 100%". */
function rangeAt(tokens: readonly string[], i: number): LimitMatch | undefined {
  const hyphenated = /^\$?(\d+(?:\.\d+)?)\s*[-–]\s*\$?(\d+(?:\.\d+)?)(%?)$/.exec(tokens[i] ?? '');
  if (hyphenated) {
    // "Ratings: 1-5 stars", "is 1–10": only after a colon or a verb, so phone numbers and dates stay prose.
    const previous = tokens[i - 1] ?? '';
    const min = Number(hyphenated[1]);
    const max = Number(hyphenated[2]);
    const unit = unitAfter(tokens, i);
    if ((previous !== ':' && !MODALS.has(previous)) || min > max || unit === 'counted') return undefined;
    const subject = unit === 'quantity' ? 'quantity' : undefined;
    return { start: i, end: i + 1, min, max, percent: hyphenated[3] === '%' || unit === 'percent', ...(subject ? { subject } : {}) };
  }
  if (tokens[i] !== 'between' && tokens[i] !== 'from') return undefined;
  const min = numberOf(tokens[i + 1]);
  const joiner = tokens[i + 2] === '%' || tokens[i + 2] === 'percent' ? i + 3 : i + 2;
  const max = numberOf(tokens[joiner + 1]);
  const isRange = tokens[joiner] === 'and' || (tokens[i] === 'from' && tokens[joiner] === 'to');
  if (min === undefined || max === undefined || !isRange || min > max) return undefined;
  const unit = unitAfter(tokens, joiner + 1);
  if (unit === 'counted') return undefined;
  const percent = unit === 'percent' || tokens[i + 1]!.endsWith('%') || joiner === i + 3;
  const subject = unit === 'quantity' ? 'quantity' : unit === 'age' ? 'age' : undefined;
  return { start: i, end: joiner + 2, min, max, percent, ...(subject ? { subject } : {}) };
}

/** "never negative", "non-negative", "positive", "zero or more": sign limits without a number. */
function signLimit(tokens: readonly string[]): (Limit & { index: number }) | undefined {
  const i = tokens.findIndex((t) => t === 'negative' || t === 'nonnegative' || t === 'positive');
  if (i < 0) return undefined;
  const before = tokens.slice(Math.max(0, i - 5), i);
  const zeroFirst = (tokens[i - 2] === 'zero' || tokens[i - 2] === '0') && tokens[i - 1] === 'or';
  const zeroToo = zeroFirst || (tokens[i + 1] === 'or' && (tokens[i + 2] === 'zero' || tokens[i + 2] === '0'));
  if (tokens[i] === 'negative' && tokens[i - 1] === 'non') return { min: 0, index: i - 1 };
  if (tokens[i] === 'nonnegative') return { min: 0, index: i };
  if (tokens[i] === 'negative' && before.some((t) => NEGATIONS.has(t))) return zeroToo ? { min: 0, minExclusive: true, index: zeroFirst ? i - 2 : i } : { min: 0, index: i };
  if (tokens[i] === 'positive' && before.some((t) => MODALS.has(t)) && !before.some((t) => NEGATIONS.has(t))) return { min: 0, minExclusive: true, index: i };
  return undefined;
}

function parseBounds(sentence: string, tokens: readonly string[]): BoundRule[] {
  const limits = limitsIn(tokens);
  const sign = signLimit(tokens);
  if (sign && !limits.some((l) => l.start <= sign.index && sign.index < l.end)) {
    const { index, ...limit } = sign;
    limits.push({ ...limit, start: index, end: index + 1, percent: false });
    limits.sort((a, b) => a.start - b.start);
  }
  const rules: BoundRule[] = [];
  let previous: BoundRule | undefined;
  let from = 0;
  for (const { start, end, percent, subject, qualifier, ...limit } of limits) {
    const named = subject ? { subject, ...(qualifier ? { qualifier } : {}) } : subjectOf(tokens.slice(from, start));
    from = end;
    if (!named) {
      // "at least 1 and at most 99": a second limit of the same subject.
      if (previous) Object.assign(previous, limit, percent ? { percent: true } : {});
      continue;
    }
    const rule: BoundRule = { kind: 'bound', ...named, ...limit, ...(percent ? { percent: true as const } : {}), sentence };
    rules.push(rule);
    previous = rule;
  }
  return rules.filter((r) => r.min === undefined || r.max === undefined || r.min <= r.max);
}

export interface ContextReading {
  rules: BusinessRule[];
  /**
   * Sentences that read like a rule but gave none: an ordering (two concepts and an ordering word) the parser does
   * not follow, or a rule it would read were it not hedged, conditional or a question. The context was then only
   * partly understood.
   */
  skipped: string[];
}

export function readBusinessContext(text: string | undefined): ContextReading {
  const reading: ContextReading = { rules: [], skipped: [] };
  if (!text) return reading;
  for (const sentence of sentencesOf(text)) {
    const tokens = tokensOf(sentence.text);
    const rounding = parseRounding(sentence.text);
    const orders = rounding ? [] : parseOrders(sentence.text, tokens);
    const rules = rounding ? [rounding] : [...orders, ...parseBounds(sentence.text, tokens)];
    const qualified = isQualified(sentence, tokens);
    if (!qualified) reading.rules.push(...rules);
    if ((qualified && rules.length > 0) || (!rounding && orders.length === 0 && looksLikeOrder(tokens))) reading.skipped.push(sentence.text);
  }
  return reading;
}

export function parseBusinessContext(text: string | undefined): BusinessRule[] {
  return readBusinessContext(text).rules;
}
