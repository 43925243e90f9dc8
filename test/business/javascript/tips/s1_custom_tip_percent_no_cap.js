// business: violation — the custom tip percent from the request is only checked for being non-negative, never against the 25% maximum
// rule: tip-max-percent
// context: Guests can tip up to 25% of the pre-tax food subtotal. The tip is added to the card authorization.
// expect: generic.business_logic.bound-unchecked
'use strict';

const express = require('express');

function createTipRouter(checks, payments) {
  const router = express.Router();

  router.post('/checks/:id/tip', async (req, res) => {
    const percent = Number(req.body.percent);
    if (!Number.isFinite(percent) || percent < 0) {
      return res.status(400).json({ error: 'invalid_tip_percent' });
    }
    const check = await checks.find(req.params.id);
    if (!check) return res.status(404).json({ error: 'check_not_found' });
    if (check.foodCents < 0) return res.status(409).json({ error: 'invalid_check' });

    const tipCents = Math.round((check.foodCents * percent) / 100); // expect-line
    await payments.incrementAuthorization(check.paymentId, tipCents);
    await checks.update(check.id, { tipCents, totalCents: check.foodCents + check.taxCents + tipCents });
    return res.json({ tipCents });
  });

  return router;
}

module.exports = { createTipRouter };
