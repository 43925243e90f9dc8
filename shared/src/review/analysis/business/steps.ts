/**
 * What names and operations say about concepts: how a concept meets an amount, read from the code: a rate (`* (1 + TAX_RATE)`), a fixed amount (`- coupon`), the
 * concept's own amount added back (`+ tax`), a capped amount (`min(…)`), or a step hidden in a helper or a name.
 * The ordering rule compares these kinds: only some pairs commute.
 */
import { arithmetic, EMPTY_CARRIES, NEUTRAL, NONE, type Step, type StepKind, type Value } from './value';
import { DERIVED, isBasisPointsName, isDiscountConcept, isIntegralName, isPercentageName, isMinorUnitName, isMoneyName, roleOf, wordsOf, type Concept, type NameRole } from './names';

/** Helpers whose name says they apply a rate (`applyDiscountRate`): a factor, not an opaque step. */
const RATE_WORDS = new Set(['rate', 'percent', 'percentage', 'pct']);
const MULTIPLIER_WORDS = new Set(['factor', 'multiplier', 'coefficient']);

/**
 * How a concept was most likely applied when the code does not show it (`priceWithVat`, `applyShipping(x)`): tax
 * and tips are rates, shipping and fees fixed amounts; a discount can be either.
 */
const PRESUMED: Readonly<Record<Concept, StepKind>> = {
  tax: 'factor', tip: 'factor', shipping: 'fixed', fee: 'fixed', discount: 'opaque', points: 'factor', coupon: 'fixed', member: 'factor',
};

/** A step the code applied out of sight: named (`taxedTotal`) or inside a helper (`applyVat(price)`). */
export function unseenStep(concept: Concept, label: string, after: ReadonlySet<Concept> = NONE): Step {
  const kind = wordsOf(label).some((w) => RATE_WORDS.has(w)) ? 'factor' : PRESUMED[concept];
  return { after, kind, sign: isDiscountConcept(concept) ? -1 : 1, label, ...(kind !== 'opaque' ? { presumed: true as const } : {}) };
}


/**
 * A concept's share rather than a multiplier: `TAX_RATE` (not `1 + TAX_RATE`), a known 0.2 for tax. A discount
 * without a rate in its name may be either (0.9 or 0.1), and is read as a multiplier, as it always was.
 */
export function isShare(factor: Value, concepts: readonly Concept[]): boolean {
  if (factor.multiplier || factor.amount) return false;
  // Points per dollar are earned on an amount, never multiplied into it.
  if (concepts.length > 0 && concepts.every((c) => DERIVED.has(c))) return true;
  const words = factor.label ? wordsOf(factor.label) : [];
  if (words.some((w) => MULTIPLIER_WORDS.has(w))) return false;
  // A rate in basis points (`GRATUITY_BPS = 1800`) is a share of the amount, whatever its number.
  if (words.some((w) => RATE_WORDS.has(w)) || (factor.label !== undefined && isBasisPointsName(factor.label))) return true;
  return !concepts.includes('discount') && factor.literal !== undefined && factor.literal < 1;
}

/**
 * A share's rate as a fraction: `TAX_RATE = 0.2` as it is, `GRATUITY_BPS = 1800` in basis points, `TIP_PERCENT = 15`
 * in percent (the code divides by 10000 or 100 later); points per unit of money as they are.
 */
export function shareFraction(concepts: readonly Concept[], label: string | undefined, literal: number | undefined): number | undefined {
  if (literal === undefined || literal <= 0) return undefined;
  if (concepts.length > 0 && concepts.every((c) => DERIVED.has(c))) return literal;
  if (label && isBasisPointsName(label)) return literal / 10000;
  if (label && isPercentageName(label) && literal >= 1) return literal / 100;
  return literal < 1 ? literal : undefined;
}

const sameConcepts = (a: ReadonlyMap<Concept, Step>, b: ReadonlyMap<Concept, Step>) => a.size === b.size && [...a.keys()].every((c) => b.has(c));

/** How `factor` meets `base` through `operator` (`call` for an applying helper). */
export function stepOf(factor: Value, base: Value, operator: string, concepts: readonly Concept[], helper?: string): Omit<Step, 'after'> {
  const natural = concepts.some(isDiscountConcept) ? -1 : 1;
  if (helper !== undefined) {
    const { after: _after, ...step } = unseenStep(concepts.includes('discount') ? 'discount' : concepts[0]!, helper);
    return step;
  }
  const label = factor.label ? { label: factor.label } : {};
  // The figure's own name, only when the figure was read from it rather than computed.
  const named = (value: number | undefined, name: string | undefined) => (value !== undefined ? { value, ...(name ? { valueLabel: name } : {}) } : {});
  const cap = factor.cap ?? factor.amount?.cap;
  if (operator === '*' || operator === '/') {
    const value = operator === '/' ? arithmetic(1, factor.literal, '/') : factor.literal;
    const sign = value === undefined ? natural : value >= 1 ? 1 : -1;
    return { kind: cap ? 'capped' : 'factor', sign, ...named(value, factor.label), ...(cap ? { cap } : {}), ...label };
  }
  const sign = operator === '-' ? -1 : 1;
  const own = factor.amount;
  if (!own) return { kind: 'fixed', sign, ...named(factor.literal, factor.label), ...label };
  const rate = named(own.rate, own.rateLabel);
  if (cap) return { kind: 'capped', sign, cap, ...rate, ...label };
  if (!own.proportional) return { kind: 'fixed', sign, ...label };
  if (!sameConcepts(own.onBase, base.carries)) return { kind: 'amount', sign, ...rate, ...label };
  // A rate of the very amount it is added to: the same as multiplying by (1 ± rate).
  const multiplier = named(arithmetic(1, own.rate, sign > 0 ? '+' : '-'), own.rateLabel);
  return { kind: 'factor', sign, ...multiplier, ...(own.rounded ? { rounded: own.rounded } : {}), ...label };
}

/** What a name alone says about its value: a concept's rate or amount, an amount carrying concepts, or a base. */
export function fromName(name: string): Value {
  return fromRole(name, roleOf(name));
}

/** The value a name stands for, once its role is known (a member's role may come from its receiver: `coupon.amount`). */
export function fromRole(name: string, role: NameRole): Value {
  const common = { money: isMoneyName(name), cents: isMinorUnitName(name), computed: false, integral: isIntegralName(name), label: name };
  if (/^(ONE|ZERO|TEN|HUNDRED)$/.test(name)) return { ...NEUTRAL, literal: { ONE: 1, ZERO: 0, TEN: 10, HUNDRED: 100 }[name] };
  if (role.kind === 'factor') return { base: false, carries: EMPTY_CARRIES, mentions: new Set(role.concepts), ...common, integral: false };
  if (role.kind === 'carrier') return { base: true, carries: new Map(role.concepts.map((c) => [c, unseenStep(c, name)])), mentions: NONE, ratio: 1, ...common };
  return { base: true, carries: EMPTY_CARRIES, mentions: NONE, ratio: 1, ...common };
}
