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

const UNITS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const NUMBER_WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(TENS), 'hundred', 'thousand', 'a'].join('|')})`;
const NUMBER_PHRASE = new RegExp(`\\b${NUMBER_WORD}(?:(?:[\\s-]+|\\s+and\\s+)${NUMBER_WORD})*\\b`, 'g');

/** "ninety-nine" → 99, "one hundred and fifty" → 150, "ten thousand" → 10000; undefined for words that are no number. */
function numberPhrase(phrase: string): number | undefined {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of phrase.split(/[\s-]+/).filter((w) => w !== 'and')) {
    if (word === 'a') {
      if (seen) return undefined;
      current = 1;
    } else if (word in UNITS) current += UNITS[word]!;
    else if (word in TENS) current += TENS[word]!;
    else if (word === 'hundred') current = (current || 1) * 100;
    else {
      total += (current || 1) * 1000;
      current = 0;
    }
    seen = word !== 'a' || seen;
  }
  return seen ? total + current : undefined;
}

/** Number words as digits, so every reader sees "at most 99" whether the sentence spells it or not. */
function numbersAsDigits(text: string): string {
  return text.replace(NUMBER_PHRASE, (phrase, offset: number) => {
    // "one of 0, 10 or 15" names a choice, not a number.
    if (phrase === 'one' && /^\s+of\b/.test(text.slice(offset + phrase.length))) return phrase;
    // "a" alone, or "a" before anything but hundred/thousand, is the article.
    if (/^a\b/.test(phrase) && !/^a[\s-]+(hundred|thousand)\b/.test(phrase)) {
      const rest = phrase.replace(/^a[\s-]+/, '');
      return rest === phrase || rest === '' ? phrase : `a ${numbersAsDigits(rest)}`;
    }
    const value = numberPhrase(phrase);
    return value === undefined ? phrase : String(value);
  });
}

/** Lower-case words; hyphenated compounds split (pre-tax → pre, tax); numbers keep their sign, decimals and %. */
export function tokensOf(text: string): string[] {
  const normalised = numbersAsDigits(text.toLowerCase().replace(/’/g, "'").replace(/'s\b/g, '').replace(/(\d),(\d{3})/g, '$1$2'));
  return normalised.match(/\$?\d+(?:\.\d+)?\s*[-–]\s*\$?\d+(?:\.\d+)?%?|(?<![a-z0-9])-?\$?\d+(?:\.\d+)?%?|[a-z]+(?:'t)?|[$%:]|[<>≤≥]=?/g) ?? [];
}

export const NEGATIONS: ReadonlySet<string> = new Set(['not', 'never', "can't", 'cannot', "mustn't", "shouldn't", "isn't", "aren't", "don't", "doesn't", 'no']);

/** Words that attach a condition or an exception the rule types have no room for ("unless tax-exempt"). */
const CONDITIONS = new Set(['unless', 'except', 'excepting', 'if', 'when', 'whenever', 'whether', 'depends', 'depending', 'provided', 'providing', 'assuming']);

/** Adverbs that say the statement does not always hold. */
const HEDGES = new Set(['sometimes', 'usually', 'typically', 'generally', 'normally', 'often', 'occasionally', 'ideally', 'preferably', 'optionally', 'possibly', 'perhaps', 'maybe', 'mostly', 'some']);

/** Words that open a question even without its question mark ("Should the discount come before tax"). */
const QUESTION_OPENERS = new Set(['should', 'is', 'are', 'was', 'were', 'do', 'does', 'did', 'can', 'could', 'would', 'will', 'shall', 'which', 'what', 'how', 'why', 'where', 'who']);

/**
 * Why the sentence does not state a rule that always holds — a question, a condition or exception, a hedging
 * adverb — or undefined when it does.
 */
export function qualificationOf(sentence: Sentence, tokens: readonly string[]): string | undefined {
  if (sentence.question) return 'it is a question';
  const [opener, next] = tokens;
  // "Do not apply…" is an instruction, not a question.
  if (opener && QUESTION_OPENERS.has(opener) && !(next && NEGATIONS.has(next))) return `it reads as a question ("${opener} …")`;
  const condition = tokens.find((t) => CONDITIONS.has(t));
  if (condition) return `it has a condition or exception ("${condition}") that the rule types cannot carry, so it is not enforced always`;
  const hedge = tokens.find((t) => HEDGES.has(t));
  if (hedge) return `it is hedged ("${hedge}"): it does not always hold`;
  const phrase = / (in case|as long as|where (applicable|possible|required|needed)|if (applicable|possible|any)) /.exec(` ${tokens.join(' ')} `);
  return phrase ? `it has a condition ("${phrase[1]}") that the rule types cannot carry` : undefined;
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
