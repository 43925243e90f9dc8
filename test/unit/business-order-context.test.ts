/** business_context prose → ordering rules: discount kinds, points, commissions, thresholds and two-sentence orders. */
import assert from 'node:assert/strict';
import { parseBusinessContext, readBusinessContext } from '../../shared/src/review/analysis/business/context';
import type { OrderRule } from '../../shared/src/review/analysis/business/context';
import { ruleText } from '../../shared/src/review/analysis/business/rule-text';

type Order = Omit<OrderRule, 'sentence' | 'kind'>;

const orders = (text: string): Order[] => parseBusinessContext(text)
  .filter((r): r is OrderRule => r.kind === 'order')
  .map(({ sentence: _sentence, kind: _kind, ...rule }) => rule);

describe('parseBusinessContext: orderings of discounts, bases and thresholds', () => {
  const cases: Array<[string, Order[]]> = [
    // A coupon and a member's percentage are told apart only when a rule names both.
    ['The coupon must be deducted before the member discount is calculated.', [{ first: 'coupon', then: 'member' }]],
    ['Fixed-amount coupons are applied ahead of the member discount, never after it.', [{ first: 'coupon', then: 'member' }]],
    ['Apply the coupon (a fixed amount) first, then the member percentage.', [{ first: 'coupon', then: 'member' }]],
    ['Renewals: a promo credit is taken off first, and the member discount percentage then applies to the remaining fee.', [{ first: 'coupon', then: 'member' }]],
    ['Coupons must be applied prior to VAT', [{ first: 'discount', then: 'tax' }]],
    // After a colon, the sequence itself.
    ['Sales tax is calculated on the discounted price: promotions come off first, then tax is added.', [{ first: 'discount', then: 'tax' }]],
    // Points are earned on an amount: their orders name its base.
    ['Points are earned on the amount the customer spends before tax (after discounts).', [{ first: 'points', then: 'tax', basis: 'first' }, { first: 'discount', then: 'points', basis: 'then' }]],
    ['Loyalty points are earned on the pre-tax amount after discounts, not on the full price.', [{ first: 'points', then: 'tax', basis: 'first' }, { first: 'discount', then: 'points', basis: 'then' }]],
    ['Points are calculated on what was spent excluding tax, after any promotions.', [{ first: 'points', then: 'tax', basis: 'first' }, { first: 'discount', then: 'points', basis: 'then' }]],
    ['Points post 14 days after delivery.', []],
    // "Less" takes an amount off; "less than" compares.
    ['Commission is 6% of net sales: gross sales less discounts.', [{ first: 'discount', then: 'fee' }]],
    // A negation of an amount is not a negation of the order.
    ['A tip may not be more than twenty-five percent of the food subtotal before tax', [{ first: 'tip', then: 'tax', basis: 'first' }]],
    // Thresholds: what the comparison that makes shipping free measures; a subtotal is measured before tax.
    ['Free shipping applies once the subtotal after discounts reaches fifty dollars.', [
      { first: 'discount', then: 'shipping', basis: 'then', threshold: true }, { first: 'shipping', then: 'tax', basis: 'first', threshold: true },
    ]],
    ['Shipping is free for orders of at least $35 after promotions, not counting tax or gift wrap.', [
      { first: 'discount', then: 'shipping', basis: 'then', threshold: true }, { first: 'shipping', then: 'tax', basis: 'first', threshold: true },
    ]],
    ['Orders ship free when the discounted subtotal is at least $50.', [
      { first: 'discount', then: 'shipping', basis: 'then', threshold: true }, { first: 'shipping', then: 'tax', basis: 'first', threshold: true },
    ]],
  ];
  for (const [text, expected] of cases) {
    it(text, () => assert.deepEqual(orders(text), expected));
  }

  it('reads "X is applied first. Y is then …" across two sentences', () => {
    const reading = readBusinessContext('Paper coupons are a fixed number of dollars off and are applied first; the member discount is then calculated on what is left.');
    assert.deepEqual(reading.sentences.map((s) => s.status), ['not_a_rule', 'understood']);
    assert.deepEqual(orders('Discounts come off first. Sales tax is then applied to the reduced price, not the original list price.'), [{ first: 'discount', then: 'tax' }]);
  });

  it('keeps conditions that are not the threshold itself', () => {
    assert.deepEqual(orders('When a coupon is used, apply it before the member discount.'), []);
    assert.deepEqual(orders('Shipping is free when the customer is a member, and discounts come off before tax if they have a coupon.'), []);
  });

  it('says threshold and points rules back in words', () => {
    const reads = (text: string) => parseBusinessContext(text).map(ruleText);
    assert.deepEqual(reads('Orders ship free when the discounted subtotal is at least $50.'), [
      'threshold: shipping is decided on the amount after discount', 'threshold: shipping is decided on the amount without tax',
    ]);
    assert.deepEqual(reads('Points are earned on the pre-tax amount after discounts.'), [
      'base: points are earned on the amount without tax', 'base: points are earned on the amount after discount',
    ]);
    assert.deepEqual(reads('The coupon comes off before the member discount.'), ['ordering: coupon is applied before member discount']);
  });
});
