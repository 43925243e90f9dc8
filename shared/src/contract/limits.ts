/**
 * Every limit of spec section 8, written once. Every "characters" limit counts UTF-16 code units (JavaScript's
 * `String.length`): 'a', 'é' and '€' are one each, an astral character such as '😀' is two.
 */
export const LIMITS = {
  codeMinChars: 1,
  codeMaxChars: 50_000,
  filenameMaxChars: 255,
  businessContextMaxChars: 2_000,
  labelMaxChars: 80,
  idempotencyKeyMaxChars: 128,
  idempotencyReplaySeconds: 5 * 60,
  rateLimitPerMinute: 60,
  summaryMaxSentences: 3,
  /** Not in the spec: arrays and objects nested deeper than this make the body a 400, found before parsing. */
  jsonMaxNestingDepth: 64,
} as const;

/** spec 4.1: letters, digits, hyphen and underscore only. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
