/**
 * Account and key administration on the embedded store:
 * `keys create --plan pro --credits 1000 [--name N]`, `keys list`, `keys revoke <key id|key>`,
 * `credits add <key id|key> <amount>`; all take `--db PATH`.
 */
import { parseArgs } from 'node:util';
import { AccountStore, PLANS, type Plan } from '../store/accounts';
import { CreditStore } from '../store/credits';
import { defaultDatabasePath, openDatabase, type Db } from '../store/database';
import { InputError, UsageError } from './usage-error';

export const KEYS_USAGE = `usage: code-review keys create --plan free|pro|team|enterprise --credits N [--name N] [--db PATH]
       code-review keys list [--db PATH]
       code-review keys revoke <key id|key> [--db PATH]
       code-review credits add <key id|key> <amount> [--db PATH]`;

function parse(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { plan: { type: 'string' }, credits: { type: 'string' }, name: { type: 'string' }, db: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0] ?? 'invalid arguments');
  }
}

function nonNegativeInt(name: string, raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw)) throw new UsageError(`${name} must be a whole number ≥ 0`);
  return Number(raw);
}

function withDb<T>(path: string | undefined, run: (db: Db) => T): T {
  const db = openDatabase(path ?? defaultDatabasePath());
  try {
    return run(db);
  } finally {
    db.close();
  }
}

export function runKeysCommand(argv: readonly string[], stdout: NodeJS.WritableStream): number {
  const [action, ...rest] = argv;
  const { values, positionals } = parse(rest);
  switch (action) {
    case 'create': {
      if (!values.plan || !(PLANS as readonly string[]).includes(values.plan)) throw new UsageError(`--plan must be one of: ${PLANS.join(', ')}`);
      const credits = nonNegativeInt('--credits', values.credits);
      const { account, key } = withDb(values.db, (db) =>
        new AccountStore(db).createAccountWithKey({ name: values.name ?? 'account', plan: values.plan as Plan, credits, ...(values.name ? { keyName: values.name } : {}) }));
      stdout.write(`Created account ${account.id} (${account.plan}, ${account.credits} credits). The key is shown once:\n${key}\n`);
      return 0;
    }
    case 'list': {
      const keys = withDb(values.db, (db) => new AccountStore(db).listKeys());
      stdout.write('key id        account                               plan        credits  created                   state    name\n');
      for (const k of keys) {
        stdout.write(`${k.id}  ${k.accountId}  ${k.plan.padEnd(10)}  ${String(k.credits).padStart(7)}  ${k.createdAt}  ${k.revokedAt ? 'revoked' : 'active '}  ${k.name ?? ''}\n`);
      }
      return 0;
    }
    case 'revoke': {
      const target = positionals[0];
      if (!target) throw new UsageError('keys revoke needs a key id or key');
      const revoked = withDb(values.db, (db) => new AccountStore(db).revokeKey(target));
      if (!revoked) throw new InputError(`no active key ${target}`);
      stdout.write(`Revoked key ${target.length > 12 ? target.slice(0, 21) + '…' : target}\n`);
      return 0;
    }
    default:
      throw new UsageError(`unknown keys action "${action ?? ''}"; use create, list or revoke`);
  }
}

export function runCreditsCommand(argv: readonly string[], stdout: NodeJS.WritableStream): number {
  const [action, ...rest] = argv;
  if (action !== 'add') throw new UsageError('usage: code-review credits add <key id|key> <amount> [--db PATH]');
  const { values, positionals } = parse(rest);
  const [target, rawAmount] = positionals;
  if (!target) throw new UsageError('credits add needs a key id or key');
  const amount = nonNegativeInt('amount', rawAmount);
  const balance = withDb(values.db, (db) => {
    const accountId = new AccountStore(db).accountOfKey(target);
    if (!accountId) throw new InputError(`no key ${target}`);
    return new CreditStore(db).grant(accountId, amount);
  });
  stdout.write(`Added ${amount} credits; balance ${balance}\n`);
  return 0;
}
