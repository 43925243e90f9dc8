// business: obeys — the cap is written as 10000 dollars x 100 and every transfer above it is rejected before booking
// rule: transfer-max-amount
// context: The maximum amount for one transfer is $10,000.00; there is no limit on how many transfers a customer makes.
'use strict';

const MAX_TRANSFER_DOLLARS = 10000;
const MAX_TRANSFER_CENTS = MAX_TRANSFER_DOLLARS * 100;

function validateTransferAmount(amountCents) {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError('amount must be a positive integer number of cents');
  }
  if (amountCents > MAX_TRANSFER_CENTS) {
    throw new RangeError(`a single transfer is limited to $${MAX_TRANSFER_DOLLARS}`);
  }
  return amountCents;
}

class TransferController {
  constructor(ledger) {
    this.ledger = ledger;
  }

  async create(req, res) {
    const amountCents = validateTransferAmount(Number(req.body.amountCents));
    const balance = await this.ledger.availableCents(req.user.accountId);
    if (amountCents > balance) {
      return res.status(422).json({ error: 'insufficient_funds' });
    }
    const booking = await this.ledger.book(req.user.accountId, req.body.toAccountId, amountCents);
    return res.status(201).json({ id: booking.id, amountCents });
  }
}

module.exports = { TransferController, validateTransferAmount, MAX_TRANSFER_CENTS };
