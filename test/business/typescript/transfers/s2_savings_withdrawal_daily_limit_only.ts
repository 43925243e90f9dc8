// business: violation — the withdrawal is checked against the $2,500 daily limit but never against the available balance; the balance is only read for the receipt
// rule: withdrawal-not-above-balance
// context: Customers can withdraw from savings to a linked external bank, up to $2,500 a day. A withdrawal can never be more than the available balance; pending deposits do not count as available. Withdrawals after 5pm Eastern are sent the next business day.
// expect: generic.business_logic.comparison-unchecked
export interface SavingsAccount {
  id: string;
  availableCents: number;
  pendingDepositCents: number;
}

export interface WithdrawalRequest {
  accountId: string;
  externalAccountId: string;
  amountCents: number;
}

export interface Ledger {
  load(accountId: string): Promise<SavingsAccount>;
  withdrawnTodayCents(accountId: string): Promise<number>;
  debit(accountId: string, cents: number, memo: string): Promise<void>;
}

export interface AchGateway {
  send(externalAccountId: string, cents: number, sendOn: Date): Promise<string>;
}

const DAILY_LIMIT_CENTS = 250_000;

export class WithdrawalService {
  constructor(private readonly ledger: Ledger, private readonly ach: AchGateway) {}

  async withdraw(req: WithdrawalRequest, now: Date): Promise<{ traceId: string; remainingCents: number }> {
    if (!Number.isSafeInteger(req.amountCents) || req.amountCents <= 0) {
      throw new RangeError('amount must be a positive number of cents');
    }
    const withdrawnToday = await this.ledger.withdrawnTodayCents(req.accountId);
    if (withdrawnToday + req.amountCents > DAILY_LIMIT_CENTS) {
      throw new RangeError('daily withdrawal limit of $2,500 reached');
    }
    const account = await this.ledger.load(req.accountId);
    await this.ledger.debit(account.id, req.amountCents, 'withdrawal to linked bank'); // expect-line
    const traceId = await this.ach.send(req.externalAccountId, req.amountCents, this.sendDate(now));
    return { traceId, remainingCents: account.availableCents - req.amountCents };
  }

  private sendDate(now: Date): Date {
    const cutoffUtcHour = 22; // 5pm Eastern in winter
    const day = new Date(now.getTime());
    if (now.getUTCHours() >= cutoffUtcHour) day.setUTCDate(day.getUTCDate() + 1);
    return day;
  }
}
