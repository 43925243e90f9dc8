/**
 * The prose layer of business_context: sentences, words, and the signs that a sentence states something the typed
 * rules cannot carry (a condition, an exception, a hedge, a question). Those sentences make no rule: a rule that
 * holds only sometimes, enforced always, flags correct code.
 */

export interface Sentence {
  /** Trimmed, bullet and final punctuation removed: what messages quote. */
  text: string;
  /** Ended with a question mark: it asks, it does not state. */
  question: boolean;
}

export function sentencesOf(text: string): Sentence[] {
  return text
    .split(/(?<=[.;!?])\s+|\n+|^\s*[-*•]\s+/m)
    .map((s) => s.trim().replace(/^[-*•]\s*/, ''))
    .map((s) => ({ text: s.replace(/[.;!?]+$/, '').trim(), question: /\?\s*$/.test(s) }))
    .filter((s) => s.text.length > 0);
}

/** Lower-case words; hyphenated compounds split (pre-tax → pre, tax); numbers keep their sign, decimals and %. */
export function tokensOf(text: string): string[] {
  const normalised = text.toLowerCase().replace(/’/g, "'").replace(/'s\b/g, '').replace(/(\d),(\d{3})/g, '$1$2');
  return normalised.match(/\$?\d+(?:\.\d+)?\s*[-–]\s*\$?\d+(?:\.\d+)?%?|(?<![a-z0-9])-?\$?\d+(?:\.\d+)?%?|[a-z]+(?:'t)?|[$%:]|[<>≤≥]=?/g) ?? [];
}

export const NEGATIONS: ReadonlySet<string> = new Set(['not', 'never', "can't", 'cannot', "mustn't", "shouldn't", "isn't", "aren't", "don't", "doesn't", 'no']);

/** Words that attach a condition or an exception the rule types have no room for ("unless tax-exempt"). */
const CONDITIONS = new Set(['unless', 'except', 'excepting', 'if', 'when', 'whenever', 'whether', 'depends', 'depending', 'provided', 'providing', 'assuming']);

/** Adverbs that say the statement does not always hold. */
const HEDGES = new Set(['sometimes', 'usually', 'typically', 'generally', 'normally', 'often', 'occasionally', 'ideally', 'preferably', 'optionally', 'possibly', 'perhaps', 'maybe', 'mostly', 'some']);

/** Words that open a question even without its question mark ("Should the discount come before tax"). */
const QUESTION_OPENERS = new Set(['should', 'is', 'are', 'was', 'were', 'do', 'does', 'did', 'can', 'could', 'would', 'will', 'shall', 'which', 'what', 'how', 'why', 'where', 'who']);

/** A question, a condition or exception, or a hedging adverb: the sentence does not state a rule that always holds. */
export function isQualified(sentence: Sentence, tokens: readonly string[]): boolean {
  if (sentence.question) return true;
  const [opener, next] = tokens;
  // "Do not apply…" is an instruction, not a question.
  if (opener && QUESTION_OPENERS.has(opener) && !(next && NEGATIONS.has(next))) return true;
  if (tokens.some((t) => CONDITIONS.has(t) || HEDGES.has(t))) return true;
  const text = ` ${tokens.join(' ')} `;
  return / (in case|as long as|where (applicable|possible|required|needed)|if (applicable|possible|any)) /.test(text);
}

/**
 * Modal verbs that permit rather than require ("discounts may be applied before tax"). Bounds read "may order at
 * most 10" as a limit, so only orderings treat these as hedges; "may not" and "can only" still require.
 */
export function isPermissive(tokens: readonly string[]): boolean {
  return tokens.some((t, i) => {
    if (t === 'might' || t === 'could') return true;
    if (t !== 'may' && t !== 'can') return false;
    const next = tokens[i + 1] ?? '';
    return !NEGATIONS.has(next) && next !== 'only';
  });
}
