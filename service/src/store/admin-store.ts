/**
 * Account, key and credit administration (the `keys` and `credits` commands) on either store, plus the read-only
 * balance and ledger view the CLI's `credits show` prints.
 */
import { AccountStore, type Account, type ApiKeyInfo, type Plan } from './accounts';
import { CreditStore } from './credits';
import type { Db } from './database';
import { statement } from './statements';
import { PostgresAccounts } from './postgres/accounts';
import { PostgresCredits } from './postgres/credits';
import type { PgPool } from './postgres/database';
import { promised } from './service-store';

export interface LedgerEntry {
  kind: 'grant' | 'reserve' | 'settle' | 'release';
  request_id: string | null;
  amount: number;
  balance_after: number;
}

export interface AdminStore {
  createAccountWithKey(input: { name: string; plan: Plan; credits: number; keyName?: string }): Promise<{ account: Account; key: string }>;
  listKeys(): Promise<ApiKeyInfo[]>;
  revokeKey(idOrKey: string): Promise<boolean>;
  accountOfKey(idOrKey: string): Promise<string | undefined>;
  firstAccountId(): Promise<string | undefined>;
  grant(accountId: string, amount: number): Promise<number>;
  balance(accountId: string): Promise<number>;
  /** The account's ledger, oldest first. */
  ledger(accountId: string): Promise<LedgerEntry[]>;
}

export class SqliteAdmin implements AdminStore {
  private readonly accounts: AccountStore;
  private readonly credits: CreditStore;

  constructor(private readonly db: Db) {
    this.accounts = new AccountStore(db);
    this.credits = new CreditStore(db);
  }

  createAccountWithKey(input: { name: string; plan: Plan; credits: number; keyName?: string }): Promise<{ account: Account; key: string }> {
    return promised(() => this.accounts.createAccountWithKey(input));
  }

  listKeys(): Promise<ApiKeyInfo[]> {
    return promised(() => this.accounts.listKeys());
  }

  revokeKey(idOrKey: string): Promise<boolean> {
    return promised(() => this.accounts.revokeKey(idOrKey));
  }

  accountOfKey(idOrKey: string): Promise<string | undefined> {
    return promised(() => this.accounts.accountOfKey(idOrKey));
  }

  firstAccountId(): Promise<string | undefined> {
    return promised(() => this.accounts.firstAccountId());
  }

  grant(accountId: string, amount: number): Promise<number> {
    return promised(() => this.credits.grant(accountId, amount));
  }

  balance(accountId: string): Promise<number> {
    return promised(() => this.credits.balance(accountId));
  }

  ledger(accountId: string): Promise<LedgerEntry[]> {
    return promised(() => statement(this.db, 'SELECT kind, request_id, amount, balance_after FROM credit_ledger WHERE account_id = ? ORDER BY id').all(accountId) as LedgerEntry[]);
  }
}

export class PostgresAdmin implements AdminStore {
  private readonly accounts: PostgresAccounts;
  private readonly credits: PostgresCredits;

  constructor(private readonly pool: PgPool) {
    this.accounts = new PostgresAccounts(pool);
    this.credits = new PostgresCredits(pool);
  }

  createAccountWithKey(input: { name: string; plan: Plan; credits: number; keyName?: string }): Promise<{ account: Account; key: string }> {
    return this.accounts.createAccountWithKey(input);
  }

  listKeys(): Promise<ApiKeyInfo[]> {
    return this.accounts.listKeys();
  }

  revokeKey(idOrKey: string): Promise<boolean> {
    return this.accounts.revokeKey(idOrKey);
  }

  accountOfKey(idOrKey: string): Promise<string | undefined> {
    return this.accounts.accountOfKey(idOrKey);
  }

  firstAccountId(): Promise<string | undefined> {
    return this.accounts.firstAccountId();
  }

  grant(accountId: string, amount: number): Promise<number> {
    return this.credits.grant(accountId, amount);
  }

  balance(accountId: string): Promise<number> {
    return this.credits.balance(accountId);
  }

  async ledger(accountId: string): Promise<LedgerEntry[]> {
    const { rows } = await this.pool.query<LedgerEntry>(
      'SELECT kind, request_id, amount, balance_after FROM credit_ledger WHERE account_id = $1 ORDER BY id', [accountId]);
    return rows;
  }
}
