/**
 * How a JSON request body becomes a value, for bodies that may be hostile (issue 9). The bytes must be UTF-8 (a
 * leading UTF-8 byte order mark is allowed and dropped, as RFC 8259 permits), a `charset` parameter if present must
 * name UTF-8, and arrays and objects may nest at most LIMITS.jsonMaxNestingDepth levels. The depth is found by one
 * loop over the text before anything parses it, so no later step (fastify's prototype-poisoning scan, validation,
 * an error message) can meet a value deep enough to overflow the stack. Every refusal is a 400 with the spec's body.
 */
import { MIMEType } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../../shared/src/contract';
import { BadRequestError } from '../errors';

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const BYTE_ORDER_MARK = 0xfeff;

/**
 * The deepest nesting of arrays and objects in a JSON text, or `limit + 1` as soon as it goes past `limit`.
 * Brackets inside strings do not count. The text need not be valid JSON: unbalanced input only has to be counted,
 * JSON.parse rejects it afterwards.
 */
export function jsonNestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (inString) {
      if (unit === BACKSLASH) i++;
      else if (unit === QUOTE) inString = false;
    } else if (unit === QUOTE) {
      inString = true;
    } else if (unit === OPEN_BRACE || unit === OPEN_BRACKET) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (unit === CLOSE_BRACE || unit === CLOSE_BRACKET) {
      depth--;
    }
  }
  return deepest;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text, or the 400 that says why it is not UTF-8 JSON text. */
export function decodeJsonBody(contentType: string | undefined, body: Buffer): string {
  const charset = charsetOf(contentType);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new BadRequestError(`The request body must be UTF-8 JSON; charset=${charset.slice(0, 40)} is not supported.`);
  }
  let text: string;
  try {
    text = strictUtf8.decode(body);
  } catch {
    throw new BadRequestError('The request body is not valid UTF-8.');
  }
  // The decoder dropped one byte order mark; JSON.parse below would drop another, but two are not JSON text.
  if (text.charCodeAt(0) === BYTE_ORDER_MARK) throw new BadRequestError('Invalid JSON body: more than one byte order mark.');
  if (jsonNestingDepth(text, LIMITS.jsonMaxNestingDepth) > LIMITS.jsonMaxNestingDepth) {
    throw new BadRequestError(`The request body nests arrays and objects deeper than ${LIMITS.jsonMaxNestingDepth} levels.`);
  }
  return text;
}

function charsetOf(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  let mime: MIMEType;
  try {
    mime = new MIMEType(contentType);
  } catch {
    throw new BadRequestError('Content-Type must be application/json.');
  }
  return mime.params.get('charset')?.toLowerCase();
}

/** Replaces fastify's application/json parser; its own JSON.parse (with prototype-poisoning checks) still parses. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    let text: string;
    try {
      text = decodeJsonBody(request.headers['content-type'], body);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    // fastify's default JSON parser is synchronous; it answers through `done`.
    void parseJson(request, text, done);
  });
}
