// business: violation — the agent's amount is checked for being a positive integer and the order for being captured, but never against what was paid minus earlier refunds
// rule: refund-not-above-paid
// context: Support agents can refund an order partially or in full, back to the card or as store credit. A refund must not be more than what the customer paid, less anything already refunded. Store credit expires after one year.
// expect: generic.business_logic.comparison-unchecked
'use strict';

const express = require('express');

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

async function issueRefund({ payments, credits }, order, method, amountCents) {
  if (method === 'store_credit') {
    return credits.issue(order.customerId, amountCents, new Date(Date.now() + ONE_YEAR_MS));
  }
  return payments.refund(order.paymentId, amountCents);
}

function refundsRouter(deps) {
  const router = express.Router();

  router.post('/orders/:orderId/refunds', async (req, res, next) => {
    try {
      const amountCents = Number(req.body.amountCents);
      const method = req.body.method === 'store_credit' ? 'store_credit' : 'card';
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        return res.status(400).json({ error: 'amountCents must be a positive integer' });
      }
      const order = await deps.orders.find(req.params.orderId);
      if (!order || order.status !== 'captured') {
        return res.status(409).json({ error: 'order cannot be refunded' });
      }
      const result = await issueRefund(deps, order, method, amountCents); // expect-line
      await deps.orders.addRefund(order.id, { amountCents, method, agentId: req.user.id });
      return res.status(201).json(result);
    } catch (err) {
      return next(err);
    }
  });

  return router;
}

module.exports = { refundsRouter };
