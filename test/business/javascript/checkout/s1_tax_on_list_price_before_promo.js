// business: violation — sales tax is computed from the undiscounted list subtotal; the promo discount is subtracted afterwards
// rule: tax-on-discounted-price
// context: Sales tax is charged on what the customer actually pays for the goods, that is the price after all discounts have been applied. Prices are stored in cents.
// expect: generic.business_logic.order-violation
'use strict';

const TAX_RATE = 0.0825;

class CheckoutCalculator {
  constructor(promoService) {
    this.promoService = promoService;
  }

  listSubtotal(lines) {
    return lines.reduce((sum, line) => {
      if (!Number.isInteger(line.quantity) || line.quantity < 0 || line.unitPriceCents < 0) {
        throw new RangeError(`invalid line ${line.sku}`);
      }
      return sum + line.unitPriceCents * line.quantity;
    }, 0);
  }

  async quote(cart) {
    const subtotal = this.listSubtotal(cart.lines);
    const discount = Math.min(await this.promoService.discountFor(cart.promoCode, subtotal), subtotal);
    const tax = Math.round(subtotal * TAX_RATE); // expect-line
    const discounted = subtotal - discount;
    return {
      subtotalCents: subtotal,
      discountCents: discount,
      taxCents: tax,
      totalCents: discounted + tax,
    };
  }
}

module.exports = { CheckoutCalculator, TAX_RATE };
