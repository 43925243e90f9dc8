/** The spec's closed vocabularies (sections 2.1–2.4): the single source of truth for languages, checks and severities. */
export const LANGUAGES = [
  'javascript', 'typescript', 'python', 'go', 'rust', 'java', 'csharp', 'cpp', 'ruby', 'php',
  'swift', 'kotlin', 'sql', 'html', 'css', 'shell', 'yaml', 'json', 'other',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** What the response reports when the request named no language (spec 2.1). */
export const UNKNOWN_LANGUAGE = 'unknown';
export type ReportedLanguage = Language | typeof UNKNOWN_LANGUAGE;

export const CHECKS = ['security', 'reliability', 'business_logic', 'performance', 'quality'] as const;
export type Check = (typeof CHECKS)[number];

/** spec 1: these two run on every request, whatever `checks` lists. */
export const ALWAYS_RUN_CHECKS: readonly Check[] = ['security', 'reliability'];

/** Ordered most to least severe. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function isCheck(value: string): value is Check {
  return (CHECKS as readonly string[]).includes(value);
}

/** Lower rank = more severe. */
export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity);
}
