/**
 * business_logic rules: with business_context, checks against the orderings, bounds and rounding it states; without,
 * valid code that is wrong business (money in binary floats, unchecked quantities and percentages).
 */
import type { Language } from '../../contract';
import type { Rule } from '../core/rule';
import { negativeQuantities, unboundedPercentages, uncheckedBounds, violatedBounds } from '../analysis/business/bounds';
import { comparisonViolations } from '../analysis/business/comparison';
import { floatMoney } from '../analysis/business/money';
import { remainderLost } from '../analysis/business/remainder';
import { orderViolations } from '../analysis/business/order';
import { roundingViolations } from '../analysis/business/rounding';

/** The business rules, for the analysed languages (they read the plugins' business syntax). */
export function businessRules(languages: readonly Language[]): Rule[] {
  const common = { specialist: 'business_logic' as const, languages };
  return [
  {
    ...common, id: 'generic.business_logic.order-violation', severity: 'high',
    title: 'Business rule order violated',
    description: 'The code applies pricing steps in a different order than the business context requires, in a way that changes the total: a fixed amount against a percentage, a capped step, rounding in between, an amount worked out on the wrong base, or a threshold checked on the wrong amount. Two plain percentages commute and are not flagged.',
    suggestion: 'Reorder the calculation to follow the stated order, e.g. apply the discount to the subtotal first, then compute tax on the discounted amount.',
    scan: orderViolations,
  },
  {
    ...common, id: 'generic.business_logic.bound-unchecked', severity: 'medium',
    fixes: { safety: 'safe', note: 'differs only for the values the rule forbids, which are now rejected' },
    title: 'Business bound not enforced',
    description: 'A value the business context bounds is used without checking the bound, so out-of-range input flows into the result.',
    suggestion: 'Validate the value at the start of the function and reject it (raise/throw/return an error) when it is out of range.',
    scan: uncheckedBounds,
  },
  {
    ...common, id: 'generic.business_logic.bound-violated', severity: 'high',
    title: 'Value set outside its business bound',
    description: 'A literal value breaks a bound stated in the business context.',
    suggestion: 'Use a value inside the allowed range, or update the business rule if it has changed.',
    scan: violatedBounds,
  },
  {
    ...common, id: 'generic.business_logic.comparison-unchecked', severity: 'medium',
    title: 'Business comparison not enforced',
    description: 'The business context caps one quantity by another (a refund by the amount paid, a withdrawal by the balance, a fee by a share of the invoice), and the code uses the first without comparing it with the second.',
    suggestion: 'Compare the two before using the value and reject the request (or clamp with min()) when it is larger, e.g. `if refund_cents > order.paid_cents: raise ValueError(...)`.',
    scan: comparisonViolations,
  },
  {
    ...common, id: 'generic.business_logic.rounding-violation', severity: 'medium',
    title: 'Money not rounded as the business requires',
    description: 'A money result is not rounded the way the business context states (decimals, rounding mode, or only at the end).',
    suggestion: 'Round the final amount as stated, e.g. round(total, 2) or Decimal.quantize(Decimal("0.01"), ROUND_HALF_UP), Math.round(total * 100) / 100, setScale(2, RoundingMode.HALF_UP), math.Round(total*100) / 100.',
    scan: roundingViolations,
  },
  {
    ...common, id: 'generic.business_logic.float-money', severity: 'medium', outOfScope: true,
    title: 'Money calculated in binary floating point',
    description: 'Binary floating point cannot represent most cent values exactly, so money amounts drift by fractions of a cent.',
    suggestion: 'Keep money in integer minor units (cents) or a decimal type (Decimal, BigDecimal, shopspring/decimal, a money library).',
    scan: floatMoney,
  },
  {
    ...common, id: 'generic.business_logic.remainder-lost', severity: 'medium',
    title: 'Money split by integer division loses the remainder',
    description: 'Dividing an amount of money among people, parts or periods with integer (floor) division rounds every share down; unless the remainder is worked out and handed out, the shares no longer add up to the total and cents are lost.',
    suggestion: 'Compute the remainder (`total % n`, divmod) and add one cent to the first `remainder` shares, or give the last share `total - share * (n - 1)`.',
    scan: remainderLost,
  },
  {
    ...common, id: 'generic.business_logic.negative-quantity-unchecked', severity: 'medium',
    fixes: { safety: 'safe', note: 'differs only for the values the rule forbids, which are now rejected' },
    title: 'Quantity used without checking it is not negative',
    description: 'A negative quantity or amount is valid code but wrong business: it turns a sale into a refund, a withdrawal into a deposit, or stock into debt.',
    suggestion: 'Reject negative values at the start of the function (and zero too where it makes no sense).',
    scan: negativeQuantities,
  },
  {
    ...common, id: 'generic.business_logic.unbounded-percentage', severity: 'medium',
    fixes: { safety: 'safe', note: 'differs only for the values the rule forbids, which are now rejected' },
    title: 'Percentage used without bounds',
    description: 'A percentage outside 0–100 (or a rate outside 0–1) is valid code but wrong business: a 150% discount pays the customer.',
    suggestion: 'Check the percentage is between 0 and 100 (or the rate between 0 and 1) before using it.',
    scan: unboundedPercentages,
  },
];
}
