/**
 * Turns an untrusted JSON value into an AnalyzeRequest, or into the spec's error: 400 with a message naming the
 * field (and `valid_checks` for an unknown check, spec 7), 413 when the code is over 50,000 characters. Every length
 * is in UTF-16 code units (limits.ts). Nothing here recurses into the value: the body parser has already bounded its
 * nesting (service/src/routes/request-body.ts), and a rejected item is named, never serialised.
 */
import { z } from 'zod';
import { LIMITS } from './limits';
import { AnalyzeRequestSchema, type AnalyzeRequest, type ErrorBody } from './schemas';
import { CHECKS, isCheck } from './vocabulary';

export type RequestValidation =
  | { ok: true; request: AnalyzeRequest }
  | { ok: false; status: 400 | 413; body: ErrorBody };

/** Built once: zod compiles a schema on its first parse, and `.strict()` makes a new schema each time it is called. */
const STRICT_REQUEST = AnalyzeRequestSchema.strict();

export function validateAnalyzeRequest(input: unknown): RequestValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return invalid('The request body must be a JSON object.');
  }
  const record = input as Record<string, unknown>;
  // spec 7: code over the limit is 413, not 400.
  if (typeof record.code === 'string' && record.code.length > LIMITS.codeMaxChars) {
    return { ok: false, status: 413, body: { error: `code is ${record.code.length} characters (UTF-16 code units); the limit is ${LIMITS.codeMaxChars}.` } };
  }
  if (Array.isArray(record.checks)) {
    const unknown: unknown = (record.checks as unknown[]).find((item) => typeof item !== 'string' || !isCheck(item));
    if (unknown !== undefined) {
      return {
        ok: false,
        status: 400,
        body: { error: `checks contains an unrecognised item ${describeItem(unknown)}.`, valid_checks: [...CHECKS] },
      };
    }
  }
  const parsed = STRICT_REQUEST.safeParse(input, { reportInput: true });
  if (!parsed.success) return invalid(describeIssue(parsed.error.issues[0]));
  return { ok: true, request: parsed.data };
}

/** Longest part of a rejected string echoed in an error message. */
const ECHO_MAX_CHARS = 40;

/** Names a rejected item without serialising it: an item may be a huge string or a nested structure. */
function describeItem(item: unknown): string {
  if (typeof item === 'string') return JSON.stringify(item.length > ECHO_MAX_CHARS ? `${item.slice(0, ECHO_MAX_CHARS)}…` : item);
  if (Array.isArray(item)) return '(an array)';
  if (item === null) return 'null';
  if (typeof item === 'object') return '(an object)';
  return typeof item === 'number' || typeof item === 'boolean' ? String(item) : `(${typeof item})`;
}

function invalid(error: string): RequestValidation {
  return { ok: false, status: 400, body: { error } };
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'The request body is invalid.';
  if (issue.code === 'unrecognized_keys') return `Unknown field ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}.`;
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  switch (issue.code) {
    case 'too_big':
      return `${field} must be at most ${String(issue.maximum)} ${issue.origin === 'string' ? 'characters (UTF-16 code units)' : 'items'}.`;
    case 'too_small':
      return `${field} must be at least ${String(issue.minimum)} ${issue.origin === 'string' ? 'character' : 'item'}${Number(issue.minimum) === 1 ? '' : 's'}.`;
    case 'invalid_type':
      return issue.input === undefined ? `${field} is required.` : `${field} must be ${issue.expected === 'int' ? 'an integer' : `a ${issue.expected}`}.`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
    default:
      return `${field}: ${issue.message}`;
  }
}
