/** The `codeReview.*` settings as one typed object, normalised from whatever the client sends. */
import { CHECKS, SEVERITIES, isCheck, type Check, type Severity } from '../../shared/src/contract';

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

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

export function normalizeSettings(raw: unknown): Settings {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const checks = Array.isArray(input.checks) ? input.checks.filter((c): c is Check => typeof c === 'string' && isCheck(c)) : DEFAULT_SETTINGS.checks;
  return {
    mode: oneOf(input.mode, ['local', 'remote'] as const, DEFAULT_SETTINGS.mode),
    apiUrl: typeof input.apiUrl === 'string' && input.apiUrl.trim() !== '' ? input.apiUrl.trim() : DEFAULT_SETTINGS.apiUrl,
    checks,
    businessContext: typeof input.businessContext === 'string' ? input.businessContext.slice(0, 2000) : '',
    minimumSeverity: oneOf(input.minimumSeverity, SEVERITIES, DEFAULT_SETTINGS.minimumSeverity),
    run: oneOf(input.run, ['onSave', 'onType', 'manual'] as const, DEFAULT_SETTINGS.run),
  };
}
