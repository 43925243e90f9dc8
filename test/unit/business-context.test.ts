/** business_context prose → typed rules: orderings, bounds and rounding, and sentences that state none of these. */
import assert from 'node:assert/strict';
import { parseBusinessContext, readBusinessContext, type BusinessRule } from '../../shared/src/review/analysis/business/context';
import { review } from '../../shared/src/review';

type Rule = BusinessRule extends infer R ? (R extends BusinessRule ? Omit<R, 'sentence'> : never) : never;

const strip = (text: string): Rule[] => parseBusinessContext(text).map(({ sentence: _sentence, ...rule }) => rule);

const order = (first: string, then: string) => ({ kind: 'order', first, then });
/** An ordering read from the base an amount is computed on. */
const basis = (first: string, then: string, computed: 'first' | 'then') => ({ kind: 'order', first, then, basis: computed });

describe('parseBusinessContext', () => {
  describe('orderings', () => {
    const cases: Array<[string, Array<ReturnType<typeof order> | ReturnType<typeof basis>>]> = [
      ['Apply the discount before tax.', [order('discount', 'tax')]],
      ['The discount must be applied before tax', [order('discount', 'tax')]],
      ['Tax is applied after the discount.', [order('discount', 'tax')]],
      ['Tax is calculated on the subtotal after discounts', [order('discount', 'tax')]],
      ['Coupons must be applied prior to VAT', [order('discount', 'tax')]],
      ['Apply the discount before calculating the 20% VAT', [order('discount', 'tax')]],
      ['Never apply the discount after tax.', [order('discount', 'tax')]],
      ['Tax must never be calculated before discounts are applied', [order('discount', 'tax')]],
      ['Shipping is added after tax.', [order('tax', 'shipping')]],
      ['After tax, add shipping.', [order('tax', 'shipping')]],
      ['Calculate tax on the subtotal before shipping is added', [order('tax', 'shipping')]],
      ['Delivery fee is added after tax', [order('tax', 'fee')]],
      ['Discounts must be applied before tax and shipping.', [order('discount', 'tax'), order('discount', 'shipping')]],
      ['The coupon applies after shipping but before tax', [order('shipping', 'discount'), order('discount', 'tax')]],
      ['First apply the discount, then tax, then shipping.', [order('discount', 'tax'), order('tax', 'shipping')]],
      ['Discount followed by tax', [order('discount', 'tax')]],
      ['Tax is calculated on the discounted price.', [basis('discount', 'tax', 'then')]],
      ['Discounts apply to the pre-tax amount.', [basis('discount', 'tax', 'first')]],
      ['Tip is calculated on the pre-tax amount', [basis('tip', 'tax', 'first')]],
      ['Discounts are applied to tax-inclusive prices', [basis('tax', 'discount', 'then')]],
      ['Gratuity is calculated after VAT', [order('tax', 'tip')]],
      ['Tax can only be applied after discounts', [order('discount', 'tax')]],
    ];
    for (const [text, expected] of cases) {
      it(text, () => assert.deepEqual(strip(text), expected));
    }
  });

  describe('negated orderings read the other way round', () => {
    const cases: Array<[string, Array<ReturnType<typeof order>>]> = [
      ['Never apply the discount before tax.', [order('tax', 'discount')]],
      ['Never apply the discount after tax.', [order('discount', 'tax')]],
      ['Do not apply the discount after tax', [order('discount', 'tax')]],
      ["Don't calculate tax before applying the discount", [order('discount', 'tax')]],
      ['The discount must not be applied after tax', [order('discount', 'tax')]],
      ['Tax is never applied before the discount', [order('discount', 'tax')]],
      ['Discounts may not be applied after tax', [order('discount', 'tax')]],
      ['Shipping must never be added before tax', [order('tax', 'shipping')]],
      // A negated second connective repeats the first ("…, not after"): one rule, not a contradiction.
      ['Apply the discount before tax, never after', [order('discount', 'tax')]],
      ['Apply the discount before tax, not after tax', [order('discount', 'tax')]],
    ];
    for (const [text, expected] of cases) {
      it(text, () => assert.deepEqual(strip(text), expected));
    }
  });

  describe('bounds', () => {
    const cases: Array<[string, Rule[]]> = [
      ['The quantity of an order line is never negative.', [{ kind: 'bound', subject: 'quantity', min: 0 }]],
      ['Quantity cannot be negative', [{ kind: 'bound', subject: 'quantity', min: 0 }]],
      ['Stock levels can\'t go negative', [{ kind: 'bound', subject: 'stock', min: 0 }]],
      ['Balance must be non-negative', [{ kind: 'bound', subject: 'balance', min: 0 }]],
      ['Quantity must be positive', [{ kind: 'bound', subject: 'quantity', min: 0, minExclusive: true }]],
      ['Quantity cannot be zero or negative', [{ kind: 'bound', subject: 'quantity', min: 0, minExclusive: true }]],
      ['Each line item quantity must be greater than zero', [{ kind: 'bound', subject: 'quantity', min: 0, minExclusive: true }]],
      ['Quantity must be at least 1', [{ kind: 'bound', subject: 'quantity', min: 1 }]],
      ['The number of items must be at least 1', [{ kind: 'bound', subject: 'quantity', min: 1 }]],
      ['A customer may order at most 10 items.', [{ kind: 'bound', subject: 'quantity', max: 10 }]],
      ['Max 5 items per order', [{ kind: 'bound', subject: 'quantity', max: 5 }]],
      ['A discount is at most 100.', [{ kind: 'bound', subject: 'discount', max: 100 }]],
      ['Percentage cannot exceed 100%.', [{ kind: 'bound', subject: 'percentage', max: 100, percent: true }]],
      ['Maximum discount is 30%', [{ kind: 'bound', subject: 'discount', max: 30, percent: true }]],
      ['The discount percentage cannot exceed 50%', [{ kind: 'bound', subject: 'percentage', qualifier: 'discount', max: 50, percent: true }]],
      ['Discount rate must be between 0 and 1', [{ kind: 'bound', subject: 'rate', qualifier: 'discount', min: 0, max: 1 }]],
      ['Rating between 1 and 10', [{ kind: 'bound', subject: 'rating', min: 1, max: 10 }]],
      ['Ratings range from 1 to 5.', [{ kind: 'bound', subject: 'rating', min: 1, max: 5 }]],
      ['Ratings: 1-5 stars', [{ kind: 'bound', subject: 'rating', min: 1, max: 5 }]],
      ['A rating is a whole number from 1 to 5', [{ kind: 'bound', subject: 'rating', min: 1, max: 5 }]],
      ['Age must be between 18 and 120.', [{ kind: 'bound', subject: 'age', min: 18, max: 120 }]],
      ['Customers must be at least 18 years old.', [{ kind: 'bound', subject: 'age', min: 18 }]],
      ['Age >= 18', [{ kind: 'bound', subject: 'age', min: 18 }]],
      ['Refunds may not exceed 500 dollars', [{ kind: 'bound', subject: 'refund', max: 500, major: true }]],
      ['Minimum order value is $10', [{ kind: 'bound', subject: 'value', qualifier: 'order', min: 10, major: true }]],
      // A voucher is a discount by another name.
      ['The value of a voucher cannot exceed 50', [{ kind: 'bound', subject: 'value', qualifier: 'discount', max: 50 }]],
      ['Quantity must be at least 1 and at most 99.', [{ kind: 'bound', subject: 'quantity', min: 1, max: 99 }]],
      ['Quantity is at least 1 and the discount is at most 50%.', [
        { kind: 'bound', subject: 'quantity', min: 1 },
        { kind: 'bound', subject: 'discount', max: 50, percent: true },
      ]],
    ];
    for (const [text, expected] of cases) {
      it(text, () => assert.deepEqual(strip(text), expected));
    }
  });

  describe('rounding', () => {
    const cases: Array<[string, Rule[]]> = [
      ['Round to 2 decimal places.', [{ kind: 'rounding', decimals: 2 }]],
      ['Round totals to two decimals', [{ kind: 'rounding', decimals: 2 }]],
      ['Amounts are rounded to the nearest cent.', [{ kind: 'rounding', decimals: 2 }]],
      ['Points are rounded to the nearest whole number.', [{ kind: 'rounding', decimals: 0 }]],
      ['round half up', [{ kind: 'rounding', mode: 'half-up' }]],
      ['Round all amounts to 2 decimal places using half-up rounding.', [{ kind: 'rounding', decimals: 2, mode: 'half-up' }]],
      ["Use banker's rounding to 2 decimals", [{ kind: 'rounding', decimals: 2, mode: 'half-even' }]],
      ['Round down to the nearest whole dollar', [{ kind: 'rounding', decimals: 0, mode: 'down' }]],
      ['Never round intermediate values', [{ kind: 'rounding', onlyFinal: true }]],
      ['Only round the final total.', [{ kind: 'rounding', onlyFinal: true }]],
    ];
    for (const [text, expected] of cases) {
      it(text, () => assert.deepEqual(strip(text), expected));
    }
  });

  it('reads several rules from one context, one or more per sentence', () => {
    const rules = strip('Apply the discount before tax. Quantity is never negative.\nRound to 2 decimal places; ratings are between 1 and 5');
    assert.deepEqual(rules.map((r) => r.kind), ['order', 'bound', 'rounding', 'bound']);
    assert.deepEqual(strip('- discount before tax\n- quantity at least 1').map((r) => r.kind), ['order', 'bound']);
  });

  it('keeps the sentence each rule came from, for messages', () => {
    const [rule] = parseBusinessContext('Notes first. Apply the discount before tax.');
    assert.equal(rule?.sentence, 'Apply the discount before tax');
  });

  describe('makes no rule from sentences that state none', () => {
    const prose = [
      '',
      'This service computes invoices for the shop.',
      'Log in before checkout.',
      'Tax must be shown before checkout.',
      'The discount code must be entered before payment.',
      'Discount codes are case-insensitive.',
      'Shipping costs are not discounted.',
      'Tax is never applied to shipping.',
      'Prices include VAT.',
      'Passwords must be at least 8 characters.',
      'Delivery takes at least 3 days.',
      'Orders ship in 3-5 days.',
      'Call 555-1234 for help.',
      'At most one coupon per order.',
      'Up to 3 coupons can be combined.',
      'Orders over $100 get free shipping.',
      'Discounts over 50% need manager approval.',
      'Its value must be positive.',
      'Quantity must be a whole number.',
      'The button has rounded corners.',
      'Round-trip shipping is free.',
      'Rounding errors must be avoided.',
      'Orders placed between 9am and 5pm ship the same day.',
    ];
    for (const text of prose) {
      it(JSON.stringify(text), () => assert.deepEqual(strip(text), []));
    }
  });

  describe('makes no rule from orderings with a condition, an exception, a hedge, or as a question', () => {
    const lookalikes = [
      // Exceptions and conditions the rule types cannot carry: enforcing the rule always would flag the exempt cases.
      'Apply the discount before tax unless the customer is tax-exempt.',
      'Apply the discount before tax, except for gift cards.',
      'Discounts are applied before tax except on alcohol.',
      'If the order is international, apply the discount before tax.',
      'When a coupon is used, apply it before tax.',
      'Whether the discount comes before tax depends on the region.',
      'Tax is applied after the discount depending on the country.',
      'Apply the discount before tax where applicable.',
      'Apply the discount before tax provided the coupon is valid.',
      // Hedges and permissions: they allow an order, they do not require it.
      'Discounts may sometimes be applied before tax.',
      'Tax is usually calculated after discounts.',
      'In some regions tax is applied before the discount.',
      'Coupons could be applied prior to VAT.',
      'Discounts can be applied before tax.',
      'Ideally, discounts come before tax.',
      // Both orders allowed.
      'Discounts can be applied before or after tax.',
      'Apply the discount either before or after tax.',
      // Questions, with or without their question mark.
      'Should the discount be applied before tax?',
      'Should the discount be applied before tax',
      'Is tax calculated after the discount?',
      'Does shipping come after tax?',
      'Apply the discount before tax?',
      // Conditions on bounds and rounding make no rule either.
      'Unless the order is a quote, quantity must be at least 1.',
      'Round to 2 decimal places if the currency has cents.',
    ];
    for (const text of lookalikes) {
      it(JSON.stringify(text), () => assert.deepEqual(strip(text), []));
    }
  });

  describe('reports sentences that read like rules but made none, so a summary can say the context was only partly understood', () => {
    it('lists hedged, conditional and question sentences that name two concepts and an order', () => {
      const reading = readBusinessContext('Apply the discount before tax. Shipping may be added before tax unless it is free. Should fees come after tax? Quantity is at least 1.');
      assert.deepEqual(reading.rules.map((r) => r.kind), ['order', 'bound']);
      assert.deepEqual(reading.skipped, ['Shipping may be added before tax unless it is free', 'Should fees come after tax']);
    });

    it('lists rules it would read were they not conditional', () => {
      assert.deepEqual(readBusinessContext('If the order is not a quote, quantity must be at least 1. Round to 2 decimals if the currency has cents.').skipped, [
        'If the order is not a quote, quantity must be at least 1',
        'Round to 2 decimals if the currency has cents',
      ]);
    });

    it('lists orderings phrased in a way the parser does not follow', () => {
      assert.deepEqual(readBusinessContext('Tax comes first, discounts later.').skipped, ['Tax comes first, discounts later']);
    });

    it('lists rule-like sentences it made nothing of, and not those it understood or that state no rule', () => {
      const reading = readBusinessContext('Tax is never applied to shipping. Log in before checkout. Never apply the discount before tax. We sell shoes.');
      assert.deepEqual(reading.skipped, ['Tax is never applied to shipping', 'Log in before checkout']);
      assert.deepEqual(reading.rules.map(({ sentence: _sentence, ...rule }) => rule), [order('tax', 'discount')]);
    });

    it('keeps parseBusinessContext as the rules of the reading', () => {
      const text = 'Apply the discount before tax unless exempt. Discounts apply to the pre-tax amount.';
      assert.deepEqual(parseBusinessContext(text), readBusinessContext(text).rules);
    });
  });
});

describe('readBusinessContext: what each sentence became', () => {
  it('lists every sentence in order with its status, the rules it became said back in words, or the reason it made none', () => {
    const { sentences } = readBusinessContext('We sell shoes. Apply the discount before tax. Discounts are usually applied before tax. Round the total to 2 decimal places. Orders must ship within two days.');
    assert.deepEqual(sentences.map((s) => [s.sentence, s.status]), [
      ['We sell shoes', 'not_a_rule'],
      ['Apply the discount before tax', 'understood'],
      ['Discounts are usually applied before tax', 'not_understood'],
      ['Round the total to 2 decimal places', 'understood'],
      ['Orders must ship within two days', 'not_understood'],
    ]);
    assert.match(sentences[4]!.reason!, /reads like a rule \("must"\)/);
    assert.match(sentences[2]!.reason!, /hedged \("usually"\).*discount is applied before tax/);
    assert.equal(sentences[0]!.reason, 'no ordering, bound, comparison or rounding was found in it');
  });

  it('reports through the review response, only when business_logic ran on an analysed language', async () => {
    const code = 'def line_total(price_cents: int, quantity: int) -> int:\n    return price_cents * quantity\n';
    const context = 'The quantity of an order line is at least 1. Tips are sometimes waived.';
    const reviewed = await review({ code, language: 'python', business_context: context });
    assert.deepEqual(reviewed.business_rules?.map((r) => [r.status, r.rules.map((rule) => rule.reads)]), [
      ['understood', ['bound: quantity is at least 1']],
      ['not_a_rule', []],
    ]);
    assert.equal((await review({ code, language: 'python', business_context: context, checks: ['security'] })).business_rules, undefined);
    assert.equal((await review({ code, language: 'kotlin', business_context: context })).business_rules, undefined);
    assert.equal((await review({ code, language: 'python' })).business_rules, undefined);
  });
});

describe('parseBusinessContext: comparisons between two quantities', () => {
  const comparison = (subject: string, other: string[], otherText: string, extra: { qualifier?: string; factor?: number; withBound?: true } = {}) => ({
    kind: 'comparison', subject, ...(extra.qualifier ? { qualifier: extra.qualifier } : {}), other, otherText,
    ...(extra.factor !== undefined ? { factor: extra.factor } : {}), ...(extra.withBound ? { withBound: extra.withBound } : {}),
  });
  const cases: Array<[string, Array<ReturnType<typeof comparison>>]> = [
    ['A refund can never exceed the amount paid.', [comparison('refund', ['paid'], 'amount paid')]],
    ['Withdrawals may not be more than the available balance.', [comparison('withdrawal', ['available', 'balance'], 'available balance')]],
    ['The late fee is at most 10% of the invoice amount.', [comparison('fee', ['invoice'], 'invoice amount', { qualifier: 'late', factor: 0.1, withBound: true })]],
    ['Points can pay for at most half of the order total.', [comparison('point', ['order'], 'order total', { factor: 0.5 })]],
    ['The discount may not exceed the subtotal.', [comparison('discount', ['subtotal'], 'subtotal')]],
    // A number is a bound, not a comparison; a comparison that is not negated caps nothing.
    ['A refund is never more than 500 dollars.', []],
    ['Refunds above the paid amount are escalated.', []],
  ];
  for (const [text, expected] of cases) {
    it(JSON.stringify(text), () => {
      assert.deepEqual(strip(text).filter((r) => r.kind === 'comparison'), expected);
    });
  }
});
