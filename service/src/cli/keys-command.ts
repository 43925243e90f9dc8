/**
 * Account and key administration on either store:
 * `keys create --plan pro --credits 1000 [--name N]`, `keys list`, `keys revoke <key id|key>`,
 * `credits add <key id|key> <amount>`, `credits show <key id|key> [--json]`; all take `--store sqlite|postgres`
 * and `--db PATH` (sqlite) — postgres reads DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import { PLANS, type Plan } from '../store/accounts';
import type { AdminStore } from '../store/admin-store';
import { openAdminStore, storeKind } from './store-option';
import { InputError, UsageError } from './usage-error';

const STORE_FLAGS = '[--store sqlite|postgres] [--db PATH]';

export const KEYS_USAGE = `usage: code-review keys create --plan free|pro|team|enterprise --credits N [--name N] ${STORE_FLAGS}
       code-review keys list ${STORE_FLAGS}
       code-review keys revoke <key id|key> ${STORE_FLAGS}
       code-review credits add <key id|key> <amount> ${STORE_FLAGS}
       code-review credits show <key id|key> [--json] ${STORE_FLAGS}
  --store postgres reads DATABASE_URL.`;

function parse(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        plan: { type: 'string' }, credits: { type: 'string' }, name: { type: 'string' }, db: { type: 'string' }, store: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0] ?? 'invalid arguments');
  }
}

function nonNegativeInt(name: string, raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw)) throw new UsageError(`${name} must be a whole number ≥ 0`);
  return Number(raw);
}

async function withStore<T>(values: { store?: string; db?: string }, run: (admin: AdminStore) => Promise<T>): Promise<T> {
  const opened = await openAdminStore(storeKind(values.store), values.db);
  try {
    return await run(opened.admin);
  } finally {
    await opened.close();
  }
}

export async function runKeysCommand(argv: readonly string[], stdout: NodeJS.WritableStream): Promise<number> {
  const [action, ...rest] = argv;
  const { values, positionals } = parse(rest);
  switch (action) {
    case 'create': {
      if (!values.plan || !(PLANS as readonly string[]).includes(values.plan)) throw new UsageError(`--plan must be one of: ${PLANS.join(', ')}`);
      const credits = nonNegativeInt('--credits', values.credits);
      const { account, key } = await withStore(values, (admin) =>
        admin.createAccountWithKey({ name: values.name ?? 'account', plan: values.plan as Plan, credits, ...(values.name ? { keyName: values.name } : {}) }));
      stdout.write(`Created account ${account.id} (${account.plan}, ${account.credits} credits). The key is shown once:\n${key}\n`);
      return 0;
    }
    case 'list': {
      const keys = await withStore(values, (admin) => admin.listKeys());
      stdout.write('key id        account                               plan        credits  created                   state    name\n');
      for (const k of keys) {
        stdout.write(`${k.id}  ${k.accountId}  ${k.plan.padEnd(10)}  ${String(k.credits).padStart(7)}  ${k.createdAt}  ${k.revokedAt ? 'revoked' : 'active '}  ${k.name ?? ''}\n`);
      }
      return 0;
    }
    case 'revoke': {
      const target = positionals[0];
      if (!target) throw new UsageError('keys revoke needs a key id or key');
      const revoked = await withStore(values, (admin) => admin.revokeKey(target));
      if (!revoked) throw new InputError(`no active key ${target}`);
      stdout.write(`Revoked key ${target.length > 12 ? target.slice(0, 21) + '…' : target}\n`);
      return 0;
    }
    default:
      throw new UsageError(`unknown keys action "${action ?? ''}"; use create, list or revoke`);
  }
}

export async function runCreditsCommand(argv: readonly string[], stdout: NodeJS.WritableStream): Promise<number> {
  const [action, ...rest] = argv;
  if (action !== 'add' && action !== 'show') throw new UsageError(`usage: code-review credits add <key id|key> <amount> | show <key id|key> ${STORE_FLAGS}`);
  const { values, positionals } = parse(rest);
  const [target, rawAmount] = positionals;
  if (!target) throw new UsageError(`credits ${action} needs a key id or key`);
  if (action === 'show') {
    const { balance, ledger } = await withStore(values, async (admin) => {
      const accountId = await admin.accountOfKey(target);
      if (!accountId) throw new InputError(`no key ${target}`);
      return { balance: await admin.balance(accountId), ledger: await admin.ledger(accountId) };
    });
    if (values.json) {
      stdout.write(`${JSON.stringify({ balance, ledger })}\n`);
    } else {
      stdout.write(`balance ${balance}\nkind     amount  balance  request\n`);
      for (const row of ledger) stdout.write(`${row.kind.padEnd(7)}  ${String(row.amount).padStart(6)}  ${String(row.balance_after).padStart(7)}  ${row.request_id ?? ''}\n`);
    }
    return 0;
  }
  const amount = nonNegativeInt('amount', rawAmount);
  const balance = await withStore(values, async (admin) => {
    const accountId = await admin.accountOfKey(target);
    if (!accountId) throw new InputError(`no key ${target}`);
    return admin.grant(accountId, amount);
  });
  stdout.write(`Added ${amount} credits; balance ${balance}\n`);
  return 0;
}
