// business: obeys — the custom percent typed on the tablet goes through clampTipPercent, which bounds it to 0..30 before any tip is computed on the pre-tax subtotal
// rule: tip-max-percent
// context: Diners can pick one of the suggested tips or type their own percentage. A custom tip can be anywhere from 0% to 30%. Tips go entirely to the floor staff pool.
'use strict';

const express = require('express');

const MAX_TIP_PERCENT = 30;
const SUGGESTED_PERCENTS = [15, 18, 20];

function clampTipPercent(raw) {
  const percent = Number.parseFloat(raw);
  if (Number.isNaN(percent)) return 0;
  return Math.min(Math.max(percent, 0), MAX_TIP_PERCENT);
}

class TipCalculator {
  constructor(subtotalCents) {
    if (!Number.isInteger(subtotalCents) || subtotalCents < 0) {
      throw new RangeError('subtotal must be a non-negative number of cents');
    }
    this.subtotalCents = subtotalCents;
  }

  tipFor(percent) {
    return Math.round((this.subtotalCents * percent) / 100);
  }

  suggestions() {
    return SUGGESTED_PERCENTS.map((percent) => ({ percent, cents: this.tipFor(percent) }));
  }

  custom(rawPercent) {
    const percent = clampTipPercent(rawPercent);
    return { percent, cents: this.tipFor(percent) };
  }
}

function tipsRouter({ checks }) {
  const router = express.Router();

  router.get('/checks/:id/tips', async (req, res) => {
    const check = await checks.load(req.params.id);
    res.json(new TipCalculator(check.subtotalCents).suggestions());
  });

  router.post('/checks/:id/tip', async (req, res) => {
    const check = await checks.load(req.params.id);
    const tip = new TipCalculator(check.subtotalCents).custom(req.body.percent);
    await checks.setTip(check.id, tip.cents);
    res.json(tip);
  });

  return router;
}

module.exports = { tipsRouter, clampTipPercent, TipCalculator };
