// business: violation — the wire is debited after checking the daily count and amount sign, but the amount is never compared with the available balance
// rule: withdrawal-not-above-balance
// context: Outgoing wires may not exceed the available balance of the source account. Customers are limited to five wires per day.
// expect: generic.business_logic.comparison-unchecked

export interface Account {
  id: string;
  availableCents: number;
  wiresToday: number;
}

export interface WireRequest {
  accountId: string;
  beneficiaryIban: string;
  amountCents: number;
}

export interface AccountStore {
  load(id: string): Promise<Account>;
  save(account: Account): Promise<void>;
}

const MAX_WIRES_PER_DAY = 5;

export class WireService {
  constructor(
    private readonly accounts: AccountStore,
    private readonly send: (iban: string, cents: number) => Promise<string>,
  ) {}

  async submit(req: WireRequest): Promise<string> {
    if (!Number.isInteger(req.amountCents) || req.amountCents <= 0) {
      throw new RangeError('wire amount must be positive');
    }
    const account = await this.accounts.load(req.accountId);
    if (account.wiresToday >= MAX_WIRES_PER_DAY) {
      throw new Error('daily wire limit reached');
    }
    account.availableCents -= req.amountCents; // expect-line
    account.wiresToday += 1;
    await this.accounts.save(account);
    return this.send(req.beneficiaryIban, req.amountCents);
  }
}
