/** The `codeReview.*` settings as one typed object, normalised from whatever the client sends. */
import { CHECKS, LIMITS, SEVERITIES, isCheck, type Check, type Severity } from '../../shared/src/contract';

export type RunMode = 'onSave' | 'onType' | 'manual';

export interface Settings {
  mode: 'local' | 'remote';
  apiUrl: string;
  checks: Check[];
  businessContext: string;
  minimumSeverity: Severity;
  run: RunMode;
}

export const DEFAULT_SETTINGS: Settings = {
  mode: 'local',
  apiUrl: 'http://127.0.0.1:8787',
  checks: [...CHECKS],
  businessContext: '',
  minimumSeverity: 'low',
  run: 'onSave',
};

/**
 * The context as the API takes it: at most LIMITS.businessContextMaxChars UTF-16 units (the settings UI holds the same
 * maxLength); a longer value from settings.json is cut, never inside a surrogate pair.
 */
function businessContextOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  const max = LIMITS.businessContextMaxChars;
  if (value.length <= max) return value;
  const lastUnit = value.charCodeAt(max - 1);
  return value.slice(0, lastUnit >= 0xd800 && lastUnit <= 0xdbff ? max - 1 : max);
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

export function normalizeSettings(raw: unknown): Settings {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const checks = Array.isArray(input.checks) ? input.checks.filter((c): c is Check => typeof c === 'string' && isCheck(c)) : DEFAULT_SETTINGS.checks;
  return {
    mode: oneOf(input.mode, ['local', 'remote'] as const, DEFAULT_SETTINGS.mode),
    apiUrl: typeof input.apiUrl === 'string' && input.apiUrl.trim() !== '' ? input.apiUrl.trim() : DEFAULT_SETTINGS.apiUrl,
    checks,
    businessContext: businessContextOf(input.businessContext),
    minimumSeverity: oneOf(input.minimumSeverity, SEVERITIES, DEFAULT_SETTINGS.minimumSeverity),
    run: oneOf(input.run, ['onSave', 'onType', 'manual'] as const, DEFAULT_SETTINGS.run),
  };
}
