/**
 * Reads business_context (plain English, spec 2.1) into typed rules the code can be checked against: orderings
 * ("apply the discount before tax"), bounds ("quantity is never negative", "at most 100", "between 1 and 10") and
 * rounding ("round to 2 decimal places"). The text is prose, so regular expressions are the right tool here.
 */

export type Concept = 'discount' | 'tax' | 'shipping' | 'fee' | 'tip' | 'rounding';

export type BusinessRule =
  | { kind: 'order'; first: Concept; then: Concept; sentence: string }
  | { kind: 'bound'; subject: string; min?: number; max?: number; sentence: string }
  | { kind: 'rounding'; decimals: number; sentence: string };

/** Words that name each concept in prose and in identifiers. */
export const CONCEPT_WORDS: Readonly<Record<Exclude<Concept, 'rounding'>, readonly string[]>> = {
  discount: ['discount', 'discounts', 'coupon', 'coupons', 'promo', 'promotion', 'rebate', 'voucher'],
  tax: ['tax', 'taxes', 'vat', 'gst', 'hst'],
  shipping: ['shipping', 'delivery', 'freight', 'postage'],
  fee: ['fee', 'fees', 'surcharge', 'commission'],
  tip: ['tip', 'tips', 'gratuity'],
};

const NUMBER_WORDS: Readonly<Record<string, number>> = { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, ten: 10, hundred: 100 };

function conceptOf(word: string): Exclude<Concept, 'rounding'> | undefined {
  const lower = word.toLowerCase().replace(/[^a-z]/g, '');
  return (Object.keys(CONCEPT_WORDS) as Array<Exclude<Concept, 'rounding'>>).find((concept) => CONCEPT_WORDS[concept].includes(lower));
}

function numberOf(text: string): number | undefined {
  const cleaned = text.replace(/[,%]/g, '');
  if (/^-?\d+(\.\d+)?$/.test(cleaned)) return Number(cleaned);
  return NUMBER_WORDS[cleaned.toLowerCase()];
}

const STOP_WORDS = new Set(['the', 'a', 'an', 'each', 'every', 'any', 'order', 'item', 'line', 'must', 'should', 'can', 'cannot', 'is', 'are', 'be', 'always', 'never', 'may', 'not', 'of', 'its', 'their', 'value', 'field']);

/** The subject of a bound: the last content word before the bound phrase ("the item quantity must…" → quantity). */
function subjectBefore(words: readonly string[]): string | undefined {
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i]!.toLowerCase().replace(/[^a-z_]/g, '');
    if (word.length > 1 && !STOP_WORDS.has(word)) return word;
  }
  return undefined;
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.;!?])\s+|\n+/).map((s) => s.trim().replace(/[.;!?]+$/, '')).filter(Boolean);
}

function parseOrder(sentence: string): BusinessRule | undefined {
  const match = /^(.*?)\b(before|after|prior to|following)\b(.*)$/i.exec(sentence);
  if (!match) return undefined;
  const beforeWords = match[1]!.split(/\s+/).map(conceptOf).filter((c): c is Exclude<Concept, 'rounding'> => !!c);
  const afterWords = match[3]!.split(/[\s,]+/).map(conceptOf).filter((c): c is Exclude<Concept, 'rounding'> => !!c);
  const subject = beforeWords.at(-1);
  const other = afterWords[0];
  if (!subject || !other || subject === other) return undefined;
  const isBefore = /^(before|prior to)$/i.test(match[2]!);
  return isBefore ? { kind: 'order', first: subject, then: other, sentence } : { kind: 'order', first: other, then: subject, sentence };
}

const BOUND_PATTERNS: Array<{ pattern: RegExp; read: (m: RegExpExecArray) => { min?: number; max?: number } | undefined }> = [
  { pattern: /\b(?:is|are|must be|should be|can be|may be)?\s*(?:never|not|cannot be|can't be|must not be|may not be)\s+(?:be\s+)?negative\b/i, read: () => ({ min: 0 }) },
  { pattern: /\b(?:must|should)\s+(?:be\s+)?non-?negative\b/i, read: () => ({ min: 0 }) },
  { pattern: /\b(?:must|should)\s+be\s+positive\b/i, read: () => ({ min: 1 }) },
  { pattern: /\bbetween\s+(-?[\d.,]+|\w+)\s*%?\s+and\s+(-?[\d.,]+|\w+)/i, read: (m) => {
    const min = numberOf(m[1]!);
    const max = numberOf(m[2]!);
    return min !== undefined && max !== undefined ? { min, max } : undefined;
  } },
  { pattern: /\b(?:at most|no more than|cannot exceed|can't exceed|must not exceed|may not exceed|never exceeds?|never more than|up to|maximum of|a maximum of|capped at)\s+(-?[\d.,]+%?|\w+)/i, read: (m) => {
    const max = numberOf(m[1]!);
    return max !== undefined ? { max } : undefined;
  } },
  { pattern: /\b(?:at least|no less than|no fewer than|minimum of|a minimum of|never less than)\s+(-?[\d.,]+|\w+)/i, read: (m) => {
    const min = numberOf(m[1]!);
    return min !== undefined ? { min } : undefined;
  } },
];

function parseBound(sentence: string): BusinessRule | undefined {
  for (const { pattern, read } of BOUND_PATTERNS) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const limits = read(match);
    if (!limits) continue;
    const before = sentence.slice(0, match.index).split(/\s+/).filter(Boolean);
    const subject = subjectBefore(before);
    if (!subject) continue;
    return { kind: 'bound', subject, ...limits, sentence };
  }
  return undefined;
}

function parseRounding(sentence: string): BusinessRule | undefined {
  if (!/\bround/i.test(sentence)) return undefined;
  const decimals = /\b(\d+|zero|one|two|three|four)\s+decimal(?:\s+places?|s)?\b/i.exec(sentence);
  if (decimals) {
    const value = numberOf(decimals[1]!);
    if (value !== undefined) return { kind: 'rounding', decimals: value, sentence };
  }
  if (/\bnearest\s+(cent|penny)\b/i.test(sentence)) return { kind: 'rounding', decimals: 2, sentence };
  if (/\b(whole|nearest)\s+(number|integer|dollar|euro|unit)\b/i.test(sentence)) return { kind: 'rounding', decimals: 0, sentence };
  return undefined;
}

export function parseBusinessContext(text: string | undefined): BusinessRule[] {
  if (!text) return [];
  const rules: BusinessRule[] = [];
  for (const sentence of sentencesOf(text)) {
    const rule = parseRounding(sentence) ?? parseOrder(sentence) ?? parseBound(sentence);
    if (rule) rules.push(rule);
  }
  return rules;
}
