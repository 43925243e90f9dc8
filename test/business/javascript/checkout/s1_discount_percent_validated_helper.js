// business: obeys — every discount percent goes through assertDiscountPercent, which rejects anything above 40
// rule: discount-max-percent
// context: Discounts are capped at 40% of the item price. Price service calls time out after 45 seconds.
'use strict';

const MAX_DISCOUNT_PERCENT = 40;
const PRICE_SERVICE_TIMEOUT_MS = 45000;

function assertDiscountPercent(percent) {
  if (!Number.isFinite(percent) || percent < 0 || percent > MAX_DISCOUNT_PERCENT) {
    throw new RangeError(`discount must be between 0 and ${MAX_DISCOUNT_PERCENT}%, got ${percent}`);
  }
  return percent;
}

class ItemPricer {
  constructor(priceClient) {
    this.priceClient = priceClient;
  }

  async priceItem(sku, discountPercent) {
    const percent = assertDiscountPercent(discountPercent);
    const listCents = await this.priceClient.listPrice(sku, { timeout: PRICE_SERVICE_TIMEOUT_MS });
    if (!Number.isInteger(listCents) || listCents < 0) {
      throw new Error(`bad list price for ${sku}`);
    }
    const discountCents = Math.round((listCents * percent) / 100);
    return { sku, listCents, discountCents, netCents: listCents - discountCents };
  }
}

module.exports = { ItemPricer, assertDiscountPercent, MAX_DISCOUNT_PERCENT };
