// business: obeys — the tip is the selected percent of the food subtotal; sales tax is only added to the total
// rule: tip-on-pretax-food
// context: Tip = percent x food subtotal (before sales tax). Sales tax is added on its own line of the receipt.
'use strict';

const SALES_TAX_BPS = 875;
const RECEIPT_TIMEOUT_MS = 120000;

function foodSubtotalCents(items) {
  let total = 0;
  for (const item of items) {
    if (!Number.isInteger(item.priceCents) || item.priceCents < 0 || item.qty < 0) {
      throw new RangeError(`invalid item ${item.name}`);
    }
    total += item.priceCents * item.qty;
  }
  return total;
}

function buildReceipt(items, tipPercent) {
  if (typeof tipPercent !== 'number' || tipPercent < 0) {
    throw new RangeError('tip percent must be a non-negative number');
  }
  const food = foodSubtotalCents(items);
  const tax = Math.round((food * SALES_TAX_BPS) / 10000);
  const tip = Math.round((food * tipPercent) / 100);
  return {
    foodCents: food,
    taxCents: tax,
    tipCents: tip,
    totalCents: food + tax + tip,
    expiresAt: Date.now() + RECEIPT_TIMEOUT_MS,
  };
}

module.exports = { buildReceipt, foodSubtotalCents };
