// business: violation — the member percentage is computed on the full basket and the fixed coupon comes off afterwards, the reverse of the stated order
// rule: coupon-before-member-discount
// context: Club members save 10% on groceries. Paper coupons are a fixed number of dollars off and are applied first; the member discount is then calculated on what is left. One coupon per basket.
// expect: generic.business_logic.order-violation
'use strict';

const MEMBER_RATE = 0.1;

class BasketPricer {
  constructor(coupons) {
    this.coupons = coupons;
  }

  async price(basket, member) {
    const subtotalCents = basket.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    const coupon = basket.couponCode ? await this.coupons.redeemable(basket.couponCode) : null;
    const memberDiscountCents = member && member.active ? Math.round(subtotalCents * MEMBER_RATE) : 0; // expect-line
    const couponCents = coupon ? Math.min(coupon.amountCents, subtotalCents - memberDiscountCents) : 0;
    return {
      subtotalCents,
      memberDiscountCents,
      couponCents,
      totalCents: subtotalCents - memberDiscountCents - couponCents,
    };
  }
}

module.exports = { BasketPricer };
