/** business_context prose → typed rules: orderings, bounds and rounding, and sentences that are none of these. */
import assert from 'node:assert/strict';
import { parseBusinessContext } from '../../shared/src/review/business/context';

const strip = (text: string) => parseBusinessContext(text).map(({ sentence: _sentence, ...rule }) => rule);

describe('parseBusinessContext', () => {
  it('reads orderings in either direction and with synonyms', () => {
    assert.deepEqual(strip('Apply the discount before tax.'), [{ kind: 'order', first: 'discount', then: 'tax' }]);
    assert.deepEqual(strip('Tax is applied after the discount.'), [{ kind: 'order', first: 'discount', then: 'tax' }]);
    assert.deepEqual(strip('Coupons must be applied prior to VAT'), [{ kind: 'order', first: 'discount', then: 'tax' }]);
    assert.deepEqual(strip('Shipping is added after tax.'), [{ kind: 'order', first: 'tax', then: 'shipping' }]);
  });

  it('reads bounds with their subject', () => {
    assert.deepEqual(strip('The quantity is never negative.'), [{ kind: 'bound', subject: 'quantity', min: 0 }]);
    assert.deepEqual(strip('Quantity cannot be negative'), [{ kind: 'bound', subject: 'quantity', min: 0 }]);
    assert.deepEqual(strip('A discount is at most 100.'), [{ kind: 'bound', subject: 'discount', max: 100 }]);
    assert.deepEqual(strip('Percentage cannot exceed 100%.'), [{ kind: 'bound', subject: 'percentage', max: 100 }]);
    assert.deepEqual(strip('The rating must be between 1 and 10.'), [{ kind: 'bound', subject: 'rating', min: 1, max: 10 }]);
    assert.deepEqual(strip('Age must be at least 18.'), [{ kind: 'bound', subject: 'age', min: 18 }]);
  });

  it('reads rounding rules', () => {
    assert.deepEqual(strip('Round totals to 2 decimal places.'), [{ kind: 'rounding', decimals: 2 }]);
    assert.deepEqual(strip('Amounts are rounded to the nearest cent.'), [{ kind: 'rounding', decimals: 2 }]);
    assert.deepEqual(strip('Prices are rounded to two decimals'), [{ kind: 'rounding', decimals: 2 }]);
    assert.deepEqual(strip('Points are rounded to the nearest whole number.'), [{ kind: 'rounding', decimals: 0 }]);
  });

  it('reads several rules from one context, one per sentence', () => {
    const rules = strip('Apply the discount before tax. Quantity is never negative. Round to 2 decimal places.');
    assert.deepEqual(rules.map((r) => r.kind), ['order', 'bound', 'rounding']);
  });

  it('makes no rule from sentences that state none', () => {
    assert.deepEqual(strip(''), []);
    assert.deepEqual(strip('This service computes invoices for the shop.'), []);
    assert.deepEqual(strip('Log in before checkout.'), [], 'before, but not between two known concepts');
    assert.deepEqual(strip('Discount codes are case-insensitive.'), []);
  });
});
