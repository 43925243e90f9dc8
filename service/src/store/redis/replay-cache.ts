/**
 * Stored responses for Idempotency-Key replays (spec 4.1), shared by the instances: a response carries code
 * (`rewritten_code`), so it lives only in Redis, for the 5-minute replay window, and encrypted with AES-256-GCM
 * under CODE_REVIEW_REPLAY_KEY, a key only the instances hold — a Redis snapshot on disk holds no readable code.
 * The (account, key) slot is the authenticated data, so a value cannot be replayed under another slot.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface StoredResponse {
  body: string;
  requestId: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** CODE_REVIEW_REPLAY_KEY: 32 bytes as 64 hex digits or as base64. Undefined when it is not one of those. */
export function parseReplayKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]+=*$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed, 'base64');
    if (bytes.length === 32) return bytes;
  }
  return undefined;
}

export class ReplayCache {
  constructor(private readonly redis: Redis, private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the replay key must be 32 bytes');
  }

  async put(accountId: string, idempotencyKey: string, response: StoredResponse, ttlMs: number): Promise<void> {
    const slot = this.slot(accountId, idempotencyKey);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(slot));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(response), 'utf8'), cipher.final()]);
    await this.redis.set(slot, Buffer.concat([iv, cipher.getAuthTag(), sealed]), 'PX', Math.max(1, Math.round(ttlMs)));
  }

  /** The stored response, or undefined when none (or one this key cannot open: treated as lost). */
  async get(accountId: string, idempotencyKey: string): Promise<StoredResponse | undefined> {
    const slot = this.slot(accountId, idempotencyKey);
    const value = await this.redis.getBuffer(slot);
    if (!value || value.length < IV_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, value.subarray(0, IV_BYTES)).setAAD(Buffer.from(slot));
      decipher.setAuthTag(value.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([decipher.update(value.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      return JSON.parse(plain) as StoredResponse;
    } catch {
      return undefined;
    }
  }

  async delete(accountId: string, idempotencyKey: string): Promise<void> {
    await this.redis.del(this.slot(accountId, idempotencyKey));
  }

  /** The Redis key names neither the account nor the Idempotency-Key in the clear. */
  private slot(accountId: string, idempotencyKey: string): string {
    return `code-review:replay:${createHash('sha256').update(`${accountId}\u0000${idempotencyKey}`).digest('hex')}`;
  }
}
