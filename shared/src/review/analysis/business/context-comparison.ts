/**
 * Comparisons between two quantities in business_context prose: "a refund can never exceed the amount paid",
 * "withdrawals may not be more than the available balance", "the late fee is at most 10% of the invoice amount",
 * "points can pay for at most half of the order total". The other side is a noun phrase, not a number.
 */
import { normalise, STOP, subjectOf } from './context-bounds';
import { NEGATIONS } from './context-text';

export interface ComparisonRule {
  kind: 'comparison';
  /** The bounded quantity, as a bound's subject: refund, withdrawal, fee (qualifier late)… */
  subject: string;
  qualifier?: string;
  /** The words naming the quantity it may not exceed: [paid], [balance], [invoice]. */
  other: string[];
  /** The other side as the sentence says it: "the amount paid". */
  otherText: string;
  /** A share of the other side: 0.1 for "10% of", 0.5 for "half of". */
  factor?: number;
  /**
   * The sentence also bounds the subject as a percentage ("tips are at most 30% of the subtotal"): a percentage is
   * the bound's business, and the comparison applies to amounts named for the subject only.
   */
  withBound?: true;
  sentence: string;
}

/** Phrases that cap the subject by what follows; `negatable` ones cap it only when negated ("never more than"). */
const CAPS: ReadonlyArray<{ words: string[]; negatable?: true }> = [
  ...['exceed', 'exceeds', 'at most', 'no more than', 'not more than', 'never more than', 'up to', 'capped at', 'limited to', 'no greater than',
    'no higher than', 'no larger than', 'less than or equal to', 'within'].map((w) => ({ words: w.split(' ') })),
  ...['more than', 'greater than', 'higher than', 'larger than', 'above', 'over', 'bigger than'].map((w) => ({ words: w.split(' '), negatable: true as const })),
];

const SHARES: Readonly<Record<string, number>> = { half: 0.5, third: 1 / 3, quarter: 0.25, fifth: 0.2, tenth: 0.1 };

/** Words ending the other side's noun phrase. */
const ENDS = new Set(['and', 'or', 'but', 'so', 'because', 'since', 'per', 'at', 'in', 'on', 'when', 'unless', 'for', 'by', 'to', 'with', 'after', 'before']);

/** Units and generic words that leave nothing of the other side to match in code. */
const NOT_QUANTITIES = new Set(['dollar', 'euro', 'cent', 'pound', 'percent', 'time', 'day', 'month', 'year', 'hour', 'limit', 'maximum', 'minimum', 'amount', 'value', 'total', 'sum']);

export function parseComparisons(sentence: string, tokens: readonly string[]): ComparisonRule[] {
  for (let i = 0; i < tokens.length; i++) {
    const cap = CAPS.find((c) => c.words.every((w, k) => tokens[i + k] === w));
    if (!cap) continue;
    if (cap.negatable && !tokens.slice(Math.max(0, i - 4), i).some((t) => NEGATIONS.has(t))) continue;
    let at = i + cap.words.length;
    let factor: number | undefined;
    if (tokens[at] === 'the' || tokens[at] === 'a') at++;
    const share = SHARES[tokens[at] ?? ''];
    const percent = /^(\d+(?:\.\d+)?)%$/.exec(tokens[at] ?? '') ?? (/^\d+(\.\d+)?$/.test(tokens[at] ?? '') && (tokens[at + 1] === '%' || tokens[at + 1] === 'percent') ? [tokens[at]!, tokens[at]!] : null);
    if (share !== undefined && tokens[at + 1] === 'of') {
      factor = share;
      at += 2;
    } else if (percent && tokens[percent[0] === tokens[at] && tokens[at + 1] === 'of' ? at + 1 : at + 2] === 'of') {
      factor = Number(percent[1]) / 100;
      at += tokens[at + 1] === 'of' ? 2 : 3;
    } else if (/\d/.test(tokens[at] ?? '')) return [];
    const phrase: string[] = [];
    for (let k = at; k < tokens.length && !ENDS.has(tokens[k]!) && !/\d/.test(tokens[k]!); k++) {
      // "the available balance of the source account": the head noun comes before "of".
      if (tokens[k] === 'of' && phrase.some((w) => !STOP.has(w))) break;
      // "what the customer paid, less anything already refunded": what is taken off the other side is not its name.
      if ((tokens[k] === 'less' || tokens[k] === 'minus') && phrase.some((w) => !STOP.has(w))) break;
      phrase.push(tokens[k]!);
    }
    const other = [...new Set(phrase.filter((w) => !STOP.has(w) && /^[a-z]{2,}$/.test(w)).map(normalise))];
    const specific = other.filter((w) => !NOT_QUANTITIES.has(w));
    const named = subjectOf(tokens.slice(0, i));
    if (!named || specific.length === 0 || other.includes(named.subject)) return [];
    return [{
      kind: 'comparison', ...named, other: specific, otherText: phrase.filter((w, k) => k > 0 || (w !== 'the' && w !== 'a')).join(' '), ...(factor !== undefined ? { factor } : {}), sentence,
    }];
  }
  return [];
}
