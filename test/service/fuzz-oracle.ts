/**
 * What the service must answer for a body, written from the spec and README rather than from the service's code,
 * so the fuzz test compares two independent readings: spec 2.1 fields and spec 8 limits (UTF-16 code units),
 * unknown fields rejected, nesting at most LIMITS.jsonMaxNestingDepth, one UTF-8 byte order mark allowed.
 */
import { CHECKS, LANGUAGES, LIMITS } from '../../shared/src/contract';

export type Expected = 200 | 400 | 413;

const FIELDS = new Set(['code', 'filename', 'language', 'checks', 'business_context', 'label', 'apply_all_fixes']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (isPlainObject(value)) return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

/** Keys a JSON parser guarding against prototype poisoning refuses (fastify: onProtoPoisoning/onConstructorPoisoning 'error'). */
function poisons(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(poisons);
  if (!isPlainObject(value)) return false;
  if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return true;
  const constructor = value.constructor as unknown;
  if (Object.prototype.hasOwnProperty.call(value, 'constructor') && isPlainObject(constructor) && Object.prototype.hasOwnProperty.call(constructor, 'prototype')) return true;
  return Object.values(value).some(poisons);
}

function stringWithin(value: unknown, max: number): boolean {
  return typeof value === 'string' && value.length <= max;
}

/** The status for a parsed JSON body (before auth-independent concerns such as credits or the rate limit). */
export function expectedForValue(body: unknown): Expected {
  if (depthOf(body) > LIMITS.jsonMaxNestingDepth || poisons(body)) return 400;
  if (!isPlainObject(body)) return 400;
  if (typeof body.code === 'string' && body.code.length > LIMITS.codeMaxChars) return 413;
  if (Object.keys(body).some((key) => !FIELDS.has(key))) return 400;
  if (typeof body.code !== 'string' || body.code.length < LIMITS.codeMinChars) return 400;
  if ('filename' in body && !stringWithin(body.filename, LIMITS.filenameMaxChars)) return 400;
  if ('label' in body && !stringWithin(body.label, LIMITS.labelMaxChars)) return 400;
  if ('business_context' in body && !stringWithin(body.business_context, LIMITS.businessContextMaxChars)) return 400;
  if ('language' in body && !(LANGUAGES as readonly unknown[]).includes(body.language)) return 400;
  if ('checks' in body && !(Array.isArray(body.checks) && body.checks.every((c) => (CHECKS as readonly unknown[]).includes(c)))) return 400;
  if ('apply_all_fixes' in body && typeof body.apply_all_fixes !== 'boolean') return 400;
  return 200;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** README: a body is at most 1 MiB (413 above). */
export const BODY_MAX_BYTES = 1024 * 1024;

/** The status for body bytes sent as application/json. */
export function expectedForBytes(bytes: Uint8Array): Expected {
  if (bytes.length > BODY_MAX_BYTES) return 413;
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return 400;
  }
  if (text.startsWith('\uFEFF')) return 400;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return 400;
  }
  return expectedForValue(value);
}

/** Credits a successful review of `code` costs: 1 per started 10,000 characters. */
export function costOf(code: string): number {
  return Math.max(1, Math.ceil(code.length / 10_000));
}
