// business: obeys — discounts are applied first and the free-shipping rule compares the discounted cents with 5000
// rule: free-shipping-threshold
// context: Shipping is free for orders whose subtotal, after discounts, is $50.00 or more. Heavy items (over 30 kg) always pay a surcharge.
'use strict';

const FREE_SHIPPING_THRESHOLD_CENTS = 5000;
const STANDARD_SHIPPING_CENTS = 650;
const HEAVY_ITEM_KG = 30;
const HEAVY_SURCHARGE_CENTS = 1500;

function shippingQuote(cart) {
  let subtotal = 0;
  let heavyItems = 0;
  for (const item of cart.items) {
    if (!Number.isInteger(item.qty) || item.qty < 0 || item.priceCents < 0) {
      throw new RangeError(`invalid cart item ${item.sku}`);
    }
    subtotal += item.qty * item.priceCents;
    if (item.weightKg > HEAVY_ITEM_KG) heavyItems += item.qty;
  }
  const discount = Math.min(Math.max(0, cart.discountCents || 0), subtotal);
  const discounted = subtotal - discount;
  const base = discounted >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : STANDARD_SHIPPING_CENTS;
  const shipping = base + heavyItems * HEAVY_SURCHARGE_CENTS;
  return { subtotalCents: subtotal, discountCents: discount, shippingCents: shipping, totalCents: discounted + shipping };
}

module.exports = { shippingQuote, FREE_SHIPPING_THRESHOLD_CENTS };
