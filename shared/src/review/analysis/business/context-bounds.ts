/**
 * Bounds in business_context prose: "quantity is never negative", "at most 100%", "between 1 and 10", "the maximum
 * discount is 30%", each on the subject the sentence names.
 */
import { NEGATIONS } from './context-text';

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
  /** The limits are in whole currency units ("10,000 dollars", "$50"): code in cents holds them ×100. */
  major?: true;
  /** The only values allowed ("one of 0, 10, 15 or 20 percent"); min and max are its smallest and largest. */
  allowed?: number[];
  sentence: string;
}

/** A number token's value (tokensOf has already turned number words into digits). */
function numberOf(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  const cleaned = token.replace(/[$%]/g, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : undefined;
}

/** The opposite limit: "never more than 100" is "at most 100", "must not drop below 0" is "at least 0". */
function negated(limit: Limit): Limit {
  if (limit.min !== undefined) return limit.minExclusive ? { max: limit.min } : { max: limit.min, maxExclusive: true };
  if (limit.max !== undefined) return limit.maxExclusive ? { min: limit.max } : { min: limit.max, minExclusive: true };
  return limit;
}

/** Verbs a comparison may follow ("must not drop below zero", "can never go over 500"). */
const MOTION = new Set(['take', 'takes', 'give', 'gives', 'drop', 'drops', 'fall', 'falls', 'go', 'goes', 'dip', 'dips', 'sink', 'sinks', 'get', 'gets', 'rise', 'rises', 'have', 'has', 'be', 'is', 'are', 'exceed', 'exceeds']);

/**
 * Whether the words before a comparison phrase negate it ("can never be more than", "must not drop below"), and
 * whether a verb licenses the phrase at all (a bare "over" in prose is no limit).
 */
function comparisonContext(tokens: readonly string[], i: number): { licensed: boolean; negated: boolean } {
  const before = tokens[i - 1] ?? '';
  if (NEGATIONS.has(before)) return { licensed: true, negated: true };
  // "no line may carry more than 99 units": any one verb after a modal licenses the phrase.
  if (MODALS.has(before) || MOTION.has(before) || MODALS.has(tokens[i - 2] ?? '')) {
    // "No single transfer can be more than…": the negation may open the sentence.
    const earlier = tokens.slice(Math.max(0, i - 6), i - 1);
    return { licensed: true, negated: earlier.some((t) => NEGATIONS.has(t)) };
  }
  return { licensed: false, negated: false };
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

export const STOP: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'each', 'every', 'any', 'all', 'its', 'their', 'our', 'your', 'this', 'that', 'these', 'those', 'per', 'of', 'for', 'in', 'on',
  'must', 'should', 'can', 'cannot', 'may', 'shall', 'will', 'is', 'are', 'be', 'been', 'being', 'always', 'never', 'not', 'no', 'and', 'or',
  'to', 'has', 'have', 'needs', 'need', 'it', 'they', 'field', 'given', 'allowed', 'set', 'kept', 'stay', 'stays', 'remain',
  'remains', 'only', 'also', 'both', 'either', 'then', 'than', "can't", "mustn't", "shouldn't", "isn't", "aren't", 'ever', 'strictly', 'which',
  'so', 'range', 'ranges', 'lie', 'lies', 'fall', 'falls', 'within', 'from', 'limit', 'limits', 'limited', 'number', 'level', 'levels', 'go', 'goes',
  'become', 'becomes', 'drop', 'drops', 'get', 'gets', 'whole', 'integer',
]);

/** Heads too generic to match code on their own: "discount percentage" keeps "discount" as qualifier. */
const GENERIC_HEADS = new Set(['percentage', 'rate', 'amount', 'price', 'total', 'fee', 'count', 'score', 'value', 'size', 'cost']);

const SYNONYMS: Readonly<Record<string, string>> = {
  qty: 'quantity', quantities: 'quantity', percent: 'percentage', pct: 'percentage', percentages: 'percentage',
  // A promotion, promo code or voucher is a discount by another name.
  promotion: 'discount', promo: 'discount', voucher: 'discount', markdown: 'discount', rebate: 'discount',
};

export function normalise(word: string): string {
  const singular = word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') ? (word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.slice(0, -1)) : word;
  return SYNONYMS[word] ?? SYNONYMS[singular] ?? singular;
}

/** Counted nouns after a number ("at most 10 items") that name a quantity; other counted nouns make no rule. */
const QUANTITY_UNITS = new Set(['item', 'items', 'unit', 'units', 'piece', 'pieces', 'product', 'products', 'article', 'articles']);
const NEUTRAL_UNITS = new Set(['%', 'percent', 'dollar', 'dollars', 'euro', 'euros', 'usd', 'eur', 'gbp', 'pound', 'pounds', 'and', 'or', 'inclusive', 'exclusive', 'per', 'in', 'at', 'for', 'on', 'of', 'star', 'stars', 'point', 'points', 'minimum', 'maximum', 'min', 'max', 'inclusively', 'cents', 'cent', 'bps']);

const COPULAS = new Set(['is', 'are', 'must', 'should', 'can', 'cannot', "can't", 'may', 'will', 'shall', 'be', 'has', 'have', 'needs', 'need', "mustn't", "shouldn't", "isn't", "aren't"]);

/** Verbs that name the value they limit ("can tip up to", "may withdraw at most", "can borrow no more than"). */
const ACTIONS: Readonly<Record<string, string>> = {
  tip: 'tip', tips: 'tip', withdraw: 'withdrawal', withdraws: 'withdrawal', transfer: 'transfer', transfers: 'transfer', borrow: 'loan',
  borrows: 'loan', deposit: 'deposit', deposits: 'deposit', spend: 'spend', spends: 'spend', redeem: 'redemption', redeems: 'redemption',
  order: 'quantity', orders: 'quantity', buy: 'quantity', buys: 'quantity', purchase: 'quantity', purchases: 'quantity',
};

const HAVING = new Set(['have', 'has', 'hold', 'holds', 'contain', 'contains', 'carry', 'carries']);
const PREPOSITIONS = new Set(['on', 'in', 'at', 'with', 'within', 'across', 'into', 'inside', 'from', 'to']);
const OBJECT_VERBS = new Set(['apply', 'applies', 'give', 'gives', 'grant', 'grants', 'offer', 'offers', 'set', 'sets', 'enter', 'enters', 'charge', 'charges', 'add', 'adds', 'award', 'awards', 'issue', 'issues',
  'send', 'sends', 'make', 'makes', 'submit', 'submits', 'request', 'requests', 'receive', 'receives', 'schedule', 'schedules']);

/** The subject of a limit: the noun phrase before the verb ("the quantity of an order line is…" → quantity). */
export function subjectOf(tokens: readonly string[]): { subject: string; qualifier?: string } | undefined {
  let words = tokens.filter((t) => !/\d/.test(t));
  const verb = words.findIndex((w) => COPULAS.has(w));
  // "Guests can tip up to 25%": the verb after the modal names what is limited, not the guests.
  const acted = verb >= 0 ? words.slice(verb + 1).find((w) => !STOP.has(w) && /^[a-z]{2,}$/.test(w)) : undefined;
  const action = acted && ACTIONS[acted];
  if (action) return { subject: action };
  // "Staff may apply a manual discount of up to 30%", "each line must have a quantity of at least 1": after a verb
  // of giving or having, its object is what is limited.
  const having = verb >= 0 && HAVING.has(words[verb + 1] ?? '') ? words[verb + 1] : undefined;
  const giving = acted && OBJECT_VERBS.has(acted) ? acted : having;
  if (giving) {
    const after = words.slice(words.indexOf(giving, verb) + 1);
    const object = after.slice(0, after.includes('of') ? after.indexOf('of') : after.length).filter((w) => !STOP.has(w) && /^[a-z]{2,}$/.test(w)).map(normalise);
    const head = object.at(-1);
    if (head) return GENERIC_HEADS.has(head) && object.length > 1 ? { subject: head, qualifier: object.at(-2)! } : { subject: head };
  }
  if (verb > 0 && words.slice(0, verb).some((w) => !STOP.has(w))) words = words.slice(0, verb);
  // "Promo codes created by marketing": a participle after the head noun starts a phrase about it.
  const participle = words.findIndex((w, k) => k > 0 && /^[a-z]{3,}ed$/.test(w) && !STOP.has(w) && words.slice(0, k).some((x) => !STOP.has(x) && /^[a-z]{2,}$/.test(x)));
  if (participle > 0) words = words.slice(0, participle);
  // "promo codes", "discount code": the code names the discount.
  if (words.length > 1 && /^codes?$/.test(words.at(-1)!)) words = words.slice(0, -1);
  // "The quantity on a single order line": the head noun comes before its first prepositional phrase.
  const preposition = words.findIndex((w, k) => PREPOSITIONS.has(w) && words.slice(0, k).some((x) => !STOP.has(x) && /^[a-z]{2,}$/.test(x)));
  if (preposition > 0) words = words.slice(0, preposition);
  // "Quantity per line", "discount per order": what follows "per" is the unit of counting, not the subject.
  const per = words.indexOf('per');
  if (per > 0 && words.slice(0, per).some((w) => !STOP.has(w) && /^[a-z]{2,}$/.test(w))) words = words.slice(0, per);
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
  // "Net pay", "take-home pay", "net salary": what is left after deductions, which code calls net or take-home.
  if (content.includes('net') || (content.includes('take') && content.includes('home'))) return { subject: 'net' };
  const subject = content.at(-1);
  if (!subject) return undefined;
  const qualifier = GENERIC_HEADS.has(subject) ? content.at(-2) : undefined;
  // "Its value must be positive": nothing in code to match.
  if (subject === 'value' && !qualifier) return undefined;
  return qualifier ? { subject, qualifier } : { subject };
}

interface LimitMatch extends Limit {
  allowed?: number[];
  /** Joined by "or"/"and" to the limit before it, of the same subject. */
  joined?: true;
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
function unitAfter(tokens: readonly string[], i: number): 'percent' | 'bps' | 'quantity' | 'age' | 'neutral' | 'counted' {
  const number = tokens[i] ?? '';
  const next = tokens[i + 1];
  if (number.endsWith('%') || next === '%' || next === 'percent') return 'percent';
  if (next === 'bps' || (next === 'basis' && /^points?$/.test(tokens[i + 2] ?? ''))) return 'bps';
  if (next === undefined || NEUTRAL_UNITS.has(next) || /^-?\$?\d/.test(next)) return 'neutral';
  if (QUANTITY_UNITS.has(next)) return 'quantity';
  if ((next === 'years' || next === 'year') && (tokens[i + 2] === 'old' || tokens[i + 2] === 'of')) return 'age';
  return 'counted';
}

const JOINS = new Set(['or', 'and', 'nor']);
const THRESHOLD_WORDS = new Set(['free', 'eligible', 'qualify', 'qualifies', 'unlocks', 'earns']);

function limitsIn(tokens: readonly string[]): LimitMatch[] {
  const found: LimitMatch[] = [];
  // "can't be less than 1 or more than 99": a phrase joined to the previous limit shares its modal and its negation.
  let previous: { end: number; negated: boolean } | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const range = rangeAt(tokens, i) ?? headedLimitAt(tokens, i);
    if (range) {
      found.push(range);
      i = range.end - 1;
      continue;
    }
    const choice = allowedSetAt(tokens, i);
    if (choice) {
      found.push(choice);
      i = choice.end - 1;
      continue;
    }
    const orMore = orMoreAt(tokens, i);
    if (orMore) {
      found.push(orMore);
      i = orMore.end - 1;
      continue;
    }
    for (const phrase of LIMIT_PHRASES) {
      const words = phrase.words.split(' ');
      if (!words.every((w, k) => tokens[i + k] === w)) continue;
      const at = i + words.length;
      const value = numberOf(tokens[at]);
      const joined = previous !== undefined && previous.end < i && JOINS.has(tokens[i - 1] ?? '') && tokens.slice(previous.end, i - 1).every((t) => NEUTRAL_UNITS.has(t));
      const context = !phrase.modal ? { licensed: true, negated: false } : joined ? { licensed: true, negated: previous!.negated } : comparisonContext(tokens, i);
      if (value === undefined || !context.licensed) continue;
      const written = unitAfter(tokens, at);
      const unit = written === 'counted' && boughtBefore(tokens, i) ? 'quantity' : written;
      if (unit === 'counted') break;
      const subject = unit === 'quantity' ? 'quantity' : unit === 'age' ? 'age' : undefined;
      // "2,000 basis points" is 20%: the rule is kept in percent, and each value is read in its own unit.
      const stated = unit === 'bps' ? value / 100 : value;
      const limit = context.negated ? negated(phrase.limit(stated)) : phrase.limit(stated);
      found.push({ start: i, end: at + 1, ...limit, percent: unit === 'percent' || unit === 'bps', ...(subject ? { subject } : {}), ...(joined ? { joined: true as const } : {}) });
      previous = { end: at + 1, negated: context.negated };
      i = at;
      break;
    }
  }
  return found;
}

/** "one of 0, 10, 15, 18 or 20 percent", "either 12 or 24 months": the values allowed. */
function allowedSetAt(tokens: readonly string[], i: number): LimitMatch | undefined {
  const opener = tokens[i] === 'one' && tokens[i + 1] === 'of' ? i + 2 : tokens[i] === 'either' ? i + 1 : -1;
  if (opener < 0) return undefined;
  const values: number[] = [];
  let k = opener;
  let percent = false;
  for (; k < tokens.length; k++) {
    const token = tokens[k]!;
    const value = numberOf(token);
    if (value !== undefined) {
      values.push(value);
      percent ||= token.endsWith('%');
    } else if (token === '%' || token === 'percent') percent = true;
    else if (token !== 'or' && token !== 'and' && token !== '$') break;
  }
  if (values.length < 2) return undefined;
  const unit = unitAfter(tokens, k - 1);
  if (unit === 'counted' && !percent) return undefined;
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  return { start: i, end: k, min: sorted[0]!, max: sorted.at(-1)!, allowed: sorted, percent: percent || unit === 'percent' };
}

const CURRENCIES = new Set(['dollar', 'dollars', 'euro', 'euros', 'pound', 'pounds', 'usd', 'eur', 'gbp', 'bucks']);

const OR_MORE = new Set(['more', 'greater', 'higher', 'above', 'over', 'up', 'upward', 'upwards']);
const OR_LESS = new Set(['less', 'fewer', 'lower', 'below', 'under', 'down']);

/** "1 or more", "zero or more units", "10 or fewer items", after a verb. */
function orMoreAt(tokens: readonly string[], i: number): LimitMatch | undefined {
  const value = numberOf(tokens[i]);
  const word = tokens[i + 2] ?? '';
  if (value === undefined || tokens[i + 1] !== 'or' || (!OR_MORE.has(word) && !OR_LESS.has(word))) return undefined;
  if (!MODALS.has(tokens[i - 1] ?? '') && !MOTION.has(tokens[i - 1] ?? '')) return undefined;
  const unit = unitAfter(tokens, i + 2);
  const subject = unit === 'quantity' ? 'quantity' : undefined;
  return { start: i, end: i + 3, ...(OR_MORE.has(word) ? { min: value } : { max: value }), percent: tokens[i]!.endsWith('%'), ...(subject ? { subject } : {}) };
}

/** "between 1 and 10", "from 0% to 100%". */
/** "Customers can buy between 1 and 10 tickets": what a purchase verb counts is the quantity bought. */
function boughtBefore(tokens: readonly string[], i: number): boolean {
  return tokens.slice(Math.max(0, i - 3), i).some((t) => ACTIONS[t] === 'quantity');
}

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
  const stated = unitAfter(tokens, joiner + 1);
  const unit = stated === 'counted' && boughtBefore(tokens, i) ? 'quantity' : stated;
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

export function parseBounds(sentence: string, tokens: readonly string[]): BoundRule[] {
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
  for (const { start, end, percent, subject, qualifier, joined, ...limit } of limits) {
    const named = joined && previous ? undefined : subject ? { subject, ...(qualifier ? { qualifier } : {}) } : subjectOf(tokens.slice(from, start));
    from = end;
    if (!named) {
      // "at least 1 and at most 99": a second limit of the same subject.
      if (previous) Object.assign(previous, limit, percent ? { percent: true } : {}, !percent && tokens.slice(start, end + 1).some((t) => t.startsWith('$') || CURRENCIES.has(t)) ? { major: true } : {});
      continue;
    }
    const major = !percent && tokens.slice(start, end + 1).some((t) => t.startsWith('$') || CURRENCIES.has(t));
    // "Shipping is free for orders of at least $35": a threshold that makes something free, not a limit to enforce;
    // and a count is never a sum of money.
    if (tokens.slice(0, start).some((t) => THRESHOLD_WORDS.has(t)) || (major && named.subject === 'quantity')) continue;
    const rule: BoundRule = { kind: 'bound', ...named, ...limit, ...(percent ? { percent: true as const } : {}), ...(major ? { major: true as const } : {}), sentence };
    rules.push(rule);
    previous = rule;
  }
  return rules.filter((r) => r.min === undefined || r.max === undefined || r.min <= r.max);
}

