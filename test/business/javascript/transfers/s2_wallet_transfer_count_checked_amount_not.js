// business: violation — the route checks the recipient and the daily transfer count, but the amount goes to the wallet ledger without ever being compared with the five-thousand-dollar ceiling
// rule: transfer-max-amount
// context: Wallet-to-wallet transfers can never exceed five thousand dollars each. Recipients must be verified before they can receive money. A customer can make at most 20 transfers a day.
// expect: generic.business_logic.bound-unchecked
'use strict';

const express = require('express');

const MAX_TRANSFERS_PER_DAY = 20;

function dollarsToCents(dollars) {
  const value = Number(dollars);
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError('amount must be a positive number of dollars');
  }
  return Math.round(value * 100);
}

function transfersRouter({ wallets, recipients, activity }) {
  const router = express.Router();

  router.post('/transfers', async (req, res, next) => {
    try {
      const { recipientId, amount, note } = req.body;
      const recipient = await recipients.find(recipientId);
      if (!recipient || !recipient.verified) {
        return res.status(422).json({ error: 'recipient is not verified' });
      }
      const sentToday = await activity.countTransfersToday(req.user.id);
      if (sentToday >= MAX_TRANSFERS_PER_DAY) {
        return res.status(429).json({ error: 'daily transfer count reached' });
      }
      const amountCents = dollarsToCents(amount);
      const receipt = await wallets.transfer(req.user.walletId, recipient.walletId, amountCents, note); // expect-line
      return res.status(201).json(receipt);
    } catch (err) {
      return next(err);
    }
  });

  return router;
}

module.exports = { transfersRouter };
