/** Accounts, their plans and credit balances, and their API keys. */
import { randomUUID } from 'node:crypto';
import { apiKeyId, apiKeyMatches, generateApiKey } from '../auth/api-keys';
import type { Db } from './database';
import { statement } from './statements';

export const PLANS = ['free', 'pro', 'team', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** spec 1, 5: API access requires Pro or above. */
export function planAllowsApi(plan: Plan): boolean {
  return plan !== 'free';
}

export interface Account {
  id: string;
  name: string;
  plan: Plan;
  credits: number;
}

export interface ApiKeyInfo {
  id: string;
  accountId: string;
  name: string | null;
  plan: Plan;
  credits: number;
  createdAt: string;
  revokedAt: string | null;
}

export class AccountStore {
  constructor(private readonly db: Db) {}

  /** Creates an account with one key; the key text is returned once and never stored. */
  createAccountWithKey(input: { name: string; plan: Plan; credits: number; keyName?: string }): { account: Account; key: string } {
    const account: Account = { id: randomUUID(), name: input.name, plan: input.plan, credits: input.credits };
    const key = generateApiKey();
    const now = new Date().toISOString();
    this.db.transaction(() => {
      statement(this.db, 'INSERT INTO accounts (id, name, plan, credits, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(account.id, account.name, account.plan, account.credits, now);
      statement(this.db, "INSERT INTO credit_ledger (account_id, request_id, kind, amount, balance_after, created_at) VALUES (?, NULL, 'grant', ?, ?, ?)")
        .run(account.id, account.credits, account.credits, now);
      statement(this.db, 'INSERT INTO api_keys (id, account_id, key_hash, name, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(key.id, account.id, key.hash, input.keyName ?? null, now);
    })();
    return { account, key: key.key };
  }

  /** The account of a valid, unrevoked key; undefined for anything else (spec 5: 401). */
  authenticate(key: string): Account | undefined {
    const id = apiKeyId(key);
    if (!id) return undefined;
    const row = statement(this.db, `SELECT k.key_hash AS hash, a.id, a.name, a.plan, a.credits FROM api_keys k JOIN accounts a ON a.id = k.account_id
                WHERE k.id = ? AND k.revoked_at IS NULL`)
      .get(id) as { hash: Buffer; id: string; name: string; plan: Plan; credits: number } | undefined;
    if (!row || !apiKeyMatches(key, row.hash)) return undefined;
    return { id: row.id, name: row.name, plan: row.plan, credits: row.credits };
  }

  listKeys(): ApiKeyInfo[] {
    const rows = statement(this.db, `SELECT k.id, k.account_id AS accountId, k.name, a.plan, a.credits, k.created_at AS createdAt, k.revoked_at AS revokedAt
                FROM api_keys k JOIN accounts a ON a.id = k.account_id ORDER BY k.created_at, k.id`)
      .all() as ApiKeyInfo[];
    return rows;
  }

  /** Revokes by key id or by the whole key text; true when a live key was revoked. */
  revokeKey(idOrKey: string): boolean {
    const id = apiKeyId(idOrKey) ?? idOrKey;
    const result = statement(this.db, 'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(new Date().toISOString(), id);
    return result.changes === 1;
  }

  accountOfKey(idOrKey: string): string | undefined {
    const id = apiKeyId(idOrKey) ?? idOrKey;
    const row = statement(this.db, 'SELECT account_id AS accountId FROM api_keys WHERE id = ?').get(id) as { accountId: string } | undefined;
    return row?.accountId;
  }

  firstAccountId(): string | undefined {
    const row = statement(this.db, 'SELECT id FROM accounts ORDER BY created_at, id LIMIT 1').get() as { id: string } | undefined;
    return row?.id;
  }
}
