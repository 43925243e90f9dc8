// business: obeys — the $50 threshold is compared with the merchandise subtotal after the coupon and before tax; the flat rate for Alaska and Hawaii is separate
// rule: free-shipping-threshold
// context: Orders of $50 or more ship free within the contiguous US. The threshold is calculated on the merchandise subtotal after coupons and before tax. Alaska and Hawaii always pay a flat $14.95.
'use strict';

const FREE_SHIPPING_MIN_CENTS = 5000;
const STANDARD_SHIPPING_CENTS = 799;
const NONCONTIGUOUS_FLAT_CENTS = 1495;
const NONCONTIGUOUS = new Set(['AK', 'HI']);

function merchandiseSubtotalCents(lines) {
  return lines.reduce((sum, line) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`bad quantity on ${line.sku}`);
    }
    return sum + line.unitPriceCents * line.quantity;
  }, 0);
}

function shippingCents(state, discountedSubtotalCents) {
  if (NONCONTIGUOUS.has(state)) return NONCONTIGUOUS_FLAT_CENTS;
  return discountedSubtotalCents >= FREE_SHIPPING_MIN_CENTS ? 0 : STANDARD_SHIPPING_CENTS;
}

class CartQuote {
  constructor(taxRates) {
    this.taxRates = taxRates;
  }

  quote(cart) {
    const subtotal = merchandiseSubtotalCents(cart.lines);
    const couponCents = Math.min(cart.coupon ? cart.coupon.amountCents : 0, subtotal);
    const discounted = subtotal - couponCents;
    const shipping = shippingCents(cart.address.state, discounted);
    const tax = Math.round(discounted * this.taxRates.rateFor(cart.address));
    return {
      subtotalCents: subtotal,
      couponCents,
      shippingCents: shipping,
      taxCents: tax,
      totalCents: discounted + shipping + tax,
    };
  }
}

module.exports = { CartQuote, shippingCents };
