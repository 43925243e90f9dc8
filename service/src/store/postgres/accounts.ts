/** Accounts and API keys on PostgreSQL: the same operations as the SQLite AccountStore (../accounts.ts). */
import { randomUUID } from 'node:crypto';
import { apiKeyId, apiKeyMatches, generateApiKey } from '../../auth/api-keys';
import type { Account, ApiKeyInfo, Plan } from '../accounts';
import { inTransaction, type PgPool } from './database';

export class PostgresAccounts {
  constructor(private readonly pool: PgPool) {}

  /** Creates an account with one key; the key text is returned once and never stored. */
  async createAccountWithKey(input: { name: string; plan: Plan; credits: number; keyName?: string }): Promise<{ account: Account; key: string }> {
    const account: Account = { id: randomUUID(), name: input.name, plan: input.plan, credits: input.credits };
    const key = generateApiKey();
    const now = new Date().toISOString();
    await inTransaction(this.pool, async (client) => {
      await client.query('INSERT INTO accounts (id, name, plan, credits, created_at) VALUES ($1, $2, $3, $4, $5)',
        [account.id, account.name, account.plan, account.credits, now]);
      await client.query("INSERT INTO credit_ledger (account_id, request_id, kind, amount, balance_after, created_at) VALUES ($1, NULL, 'grant', $2, $2, $3)",
        [account.id, account.credits, now]);
      await client.query('INSERT INTO api_keys (id, account_id, key_hash, name, created_at) VALUES ($1, $2, $3, $4, $5)',
        [key.id, account.id, key.hash, input.keyName ?? null, now]);
    });
    return { account, key: key.key };
  }

  async authenticate(key: string): Promise<Account | undefined> {
    const id = apiKeyId(key);
    if (!id) return undefined;
    const { rows } = await this.pool.query<{ hash: Buffer; id: string; name: string; plan: Plan; credits: number }>({
      name: 'accounts-authenticate',
      text: `SELECT k.key_hash AS hash, a.id, a.name, a.plan, a.credits FROM api_keys k JOIN accounts a ON a.id = k.account_id
             WHERE k.id = $1 AND k.revoked_at IS NULL`,
      values: [id],
    });
    const row = rows[0];
    if (!row || !apiKeyMatches(key, row.hash)) return undefined;
    return { id: row.id, name: row.name, plan: row.plan, credits: row.credits };
  }

  async listKeys(): Promise<ApiKeyInfo[]> {
    const { rows } = await this.pool.query<ApiKeyInfo>(
      `SELECT k.id, k.account_id AS "accountId", k.name, a.plan, a.credits, k.created_at AS "createdAt", k.revoked_at AS "revokedAt"
       FROM api_keys k JOIN accounts a ON a.id = k.account_id ORDER BY k.created_at, k.id`);
    return rows;
  }

  async revokeKey(idOrKey: string): Promise<boolean> {
    const id = apiKeyId(idOrKey) ?? idOrKey;
    const { rowCount } = await this.pool.query('UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [new Date().toISOString(), id]);
    return rowCount === 1;
  }

  async accountOfKey(idOrKey: string): Promise<string | undefined> {
    const id = apiKeyId(idOrKey) ?? idOrKey;
    const { rows } = await this.pool.query<{ account_id: string }>('SELECT account_id FROM api_keys WHERE id = $1', [id]);
    return rows[0]?.account_id;
  }

  async firstAccountId(): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM accounts ORDER BY created_at, id LIMIT 1');
    return rows[0]?.id;
  }
}
