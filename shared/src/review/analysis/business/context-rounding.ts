/** Rounding rules in business_context prose: decimals ("2 decimal places", "nearest cent"), mode, only-final. */

export type RoundingMode = 'half-up' | 'half-even' | 'down' | 'up';

export interface RoundingRule {
  kind: 'rounding';
  decimals?: number;
  mode?: RoundingMode;
  /** "Never round intermediate values": only final amounts are rounded. */
  onlyFinal?: true;
  sentence: string;
}

const PLACES: ReadonlyArray<[RegExp, number]> = [
  [/\b(\d+|zero|one|two|three|four|five|six)\s+(?:decimal(?:\s+(?:places?|digits?|points?))?|decimals|dp|places?|digits? after the (?:decimal )?point)\b/, -1],
  [/\b(?:nearest|to the|whole)\s+(?:cent|cents|penny|pennies|hundredths?)\b/, 2],
  [/\bnearest\s+tenths?\b/, 1],
  [/\bnearest\s+thousandths?\b/, 3],
  [/\b(?:nearest|whole)\s+(?:dollar|euro|pound|yen|integer|unit|whole number)\b|\bwhole numbers?\b|\bno decimals\b/, 0],
];

const MODES: ReadonlyArray<[RegExp, RoundingMode]> = [
  [/\bhalf[\s-]+(?:up|away from zero)\b/, 'half-up'],
  [/\bhalf[\s-]+(?:to[\s-]+)?even\b|\bbanker'?s'?\s+rounding\b|\bbankers\b/, 'half-even'],
  [/\bround(?:ed|s|ing)?\s+down\b|\btruncat(?:e|ed|ion)\b|\btoward(?:s)? zero\b/, 'down'],
  [/\bround(?:ed|s|ing)?\s+up\b|\balways up\b/, 'up'],
];

const DIGIT_WORDS: Readonly<Record<string, number>> = { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

export function parseRounding(sentence: string): RoundingRule | undefined {
  const text = sentence.toLowerCase();
  if (!/\bround(?:s|ed|ing)?\b|\btruncat/.test(text) || /\bround[\s-]+trip/.test(text)) return undefined;
  const rule: RoundingRule = { kind: 'rounding', sentence };
  for (const [pattern, places] of PLACES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const decimals = places >= 0 ? places : DIGIT_WORDS[match[1]!] ?? Number(match[1]);
    if (decimals !== undefined) rule.decimals = decimals;
    break;
  }
  const mode = MODES.find(([pattern]) => pattern.test(text))?.[1];
  if (mode) rule.mode = mode;
  const negatedIntermediate = /\b(?:never|not|don't|do not|no)\b[\w\s]*\bintermediate\b/.test(text);
  if (negatedIntermediate || /\bonly\b[\w\s,]*\b(?:final|end)\b|\bat the (?:very )?end\b|\bonly once\b|\bonce,? (?:on|at) the (?:final|end|total)\b/.test(text)) rule.onlyFinal = true;
  return rule.decimals !== undefined || rule.mode || rule.onlyFinal ? rule : undefined;
}
