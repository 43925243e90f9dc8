// business: violation — the keyed-in pick quantity is compared with what the bin holds but its sign is never checked, so a negative pick is booked and inflates stock on hand
// rule: stock-never-negative
// context: Pickers scan a bin and key in how many units they took from it. A pick is always a positive whole number of units, and stock on hand can never go below zero. Bins are recounted every Sunday night.
// expect: generic.business_logic.negative-quantity-unchecked
'use strict';

const express = require('express');

function picksRouter({ bins, stock, audit }) {
  const router = express.Router();

  router.post('/bins/:binId/picks', async (req, res, next) => {
    try {
      const quantity = Number.parseInt(req.body.quantity, 10);
      if (Number.isNaN(quantity)) {
        return res.status(400).json({ error: 'quantity must be a whole number' });
      }
      const bin = await bins.find(req.params.binId);
      if (!bin) {
        return res.status(404).json({ error: 'unknown bin' });
      }
      if (quantity > bin.onHand) {
        return res.status(409).json({ error: `bin ${bin.code} holds only ${bin.onHand} units` });
      }
      const updated = await stock.decrement(bin.id, bin.sku, quantity); // expect-line
      await audit.record({ kind: 'pick', binId: bin.id, quantity, pickerId: req.user.id });
      return res.json({ binId: bin.id, onHand: updated.onHand });
    } catch (err) {
      return next(err);
    }
  });

  return router;
}

module.exports = { picksRouter };
