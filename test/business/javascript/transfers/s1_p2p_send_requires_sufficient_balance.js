// business: obeys — sendMoney compares the amount with the wallet's available balance and rejects overdrafts before debiting
// rule: withdrawal-not-above-balance
// context: A peer-to-peer payment is only allowed if the sender's available balance covers it; wallets never go overdrawn.
'use strict';

class InsufficientBalanceError extends Error {
  constructor(available, requested) {
    super(`available ${available} < requested ${requested}`);
    this.available = available;
    this.requested = requested;
  }
}

async function sendMoney(wallets, { fromId, toId, amountCents, memo }) {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError('amount must be a positive integer number of cents');
  }
  return wallets.withLock([fromId, toId], async (tx) => {
    const sender = await tx.get(fromId);
    const receiver = await tx.get(toId);
    const available = sender.balanceCents - sender.pendingCents;
    if (amountCents > available) {
      throw new InsufficientBalanceError(available, amountCents);
    }
    sender.balanceCents -= amountCents;
    receiver.balanceCents += amountCents;
    await tx.save(sender);
    await tx.save(receiver);
    return tx.logTransfer({ fromId, toId, amountCents, memo: String(memo || '').slice(0, 140) });
  });
}

module.exports = { sendMoney, InsufficientBalanceError };
