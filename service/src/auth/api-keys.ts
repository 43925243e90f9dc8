/**
 * API keys: `crs_live_<12-character id>_<32-character secret>`, base62 from the OS's CSPRNG (~190 bits of secret).
 * Only the id (for lookup) and a SHA-256 of the whole key are stored; comparison is timing-safe. A fast hash is
 * enough because the secret is random, not a password.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const KEY_PREFIX = 'crs_live_';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_PATTERN = /^crs_live_([A-Za-z0-9]{12})_([A-Za-z0-9]{32})$/;

function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export interface NewApiKey {
  id: string;
  key: string;
  hash: Buffer;
}

export function generateApiKey(): NewApiKey {
  const id = randomBase62(12);
  const key = `${KEY_PREFIX}${id}_${randomBase62(32)}`;
  return { id, key, hash: hashApiKey(key) };
}

export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** The lookup id of a well-formed key, or undefined. */
export function apiKeyId(key: string): string | undefined {
  return KEY_PATTERN.exec(key)?.[1];
}

export function apiKeyMatches(key: string, storedHash: Buffer): boolean {
  const hash = hashApiKey(key);
  return hash.length === storedHash.length && timingSafeEqual(hash, storedHash);
}

/** spec 5: `Authorization: Bearer <key>` or `x-api-key: <key>`. */
export function apiKeyFromHeaders(headers: Readonly<Record<string, string | string[] | undefined>>): string | undefined {
  const authorization = headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match) return match[1];
  }
  const apiKey = headers['x-api-key'];
  return typeof apiKey === 'string' && apiKey.trim() !== '' ? apiKey.trim() : undefined;
}
