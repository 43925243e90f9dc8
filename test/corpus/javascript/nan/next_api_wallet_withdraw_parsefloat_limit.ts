// corpus: CWE-704 vulnerable — parseFloat turns an amount of "NaN" into NaN, which fails every comparison in WithdrawalPolicy.check, so the daily-limit and balance checks pass and the balance is written as NaN.
import type { NextApiRequest, NextApiResponse } from "next";

interface Wallet {
  userId: string;
  balance: number;
  withdrawnToday: number;
}

const DAILY_LIMIT = 500;
const wallets = new Map<string, Wallet>();

class WithdrawalPolicy {
  constructor(private readonly dailyLimit: number) {}

  check(wallet: Wallet, amount: number): string | null {
    if (amount <= 0) return "amount must be positive";
    if (wallet.withdrawnToday + amount > this.dailyLimit) return "daily limit exceeded";
    if (amount > wallet.balance) return "insufficient funds";
    return null;
  }
}

class WalletService {
  constructor(private readonly policy: WithdrawalPolicy) {}

  withdraw(userId: string, amount: number): Wallet {
    const wallet = wallets.get(userId) ?? { userId, balance: 0, withdrawnToday: 0 };
    const problem = this.policy.check(wallet, amount);
    if (problem) throw new Error(problem);
    wallet.balance -= amount;
    wallet.withdrawnToday += amount;
    wallets.set(userId, wallet);
    return wallet;
  }
}

const service = new WalletService(new WithdrawalPolicy(DAILY_LIMIT));

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== "POST") return res.status(405).end();
  const userId = req.headers["x-user-id"];
  if (typeof userId !== "string") return res.status(401).json({ error: "unauthenticated" });
  const amount = parseFloat(String(req.body?.amount));
  try {
    const wallet = service.withdraw(userId, amount);
    return res.status(200).json({ balance: wallet.balance, withdrawnToday: wallet.withdrawnToday });
  } catch (err) {
    return res.status(422).json({ error: (err as Error).message });
  }
}
