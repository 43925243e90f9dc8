/**
 * What a review worker reviews before its first request (review-worker.ts): a one-line file in every language,
 * which loads each grammar and compiles its queries, and each plugin's warm-up samples (a short handler with real
 * problems), which also run the data flow, the fixes and the rewrite's re-review once — the paths a trivial file
 * leaves cold, and that otherwise cost the first real review of each language a few hundred milliseconds.
 */
import { LANGUAGES, type AnalyzeRequest } from '../../shared/src/contract';
import { PLUGINS } from '../../shared/src/review/languages/registry';

export const WARM_UP_REQUESTS: readonly AnalyzeRequest[] = [
  ...LANGUAGES.map((language) => ({ code: 'x\n', language })),
  ...PLUGINS.flatMap((plugin) => plugin.warmUp.map(({ language, code, filename }) => ({ code, language, ...(filename ? { filename } : {}) }))),
];
