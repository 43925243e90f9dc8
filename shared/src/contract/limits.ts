/** Every limit of spec section 8, written once. */
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
} as const;

/** spec 4.1: letters, digits, hyphen and underscore only. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
