/**
 * What the business flow knows about one value: which concepts (tax, discount…) were applied to an amount and how
 * (a rate, a fixed amount, a capped or opaque step), whether it is money, rounded, or a known number. Merging keeps
 * what any of the merged values had, because a value that might carry a concept must be treated as carrying it.
 */
import type { Node } from '../../core/rule';
import type { RoundingMode } from './context';
import type { Concept } from './names';

export interface Rounding {
  decimals: number | undefined;
  mode: RoundingMode | undefined;
  node: Node;
  /** How the code rounds, for messages: `setScale(2, RoundingMode.HALF_EVEN)`. */
  how?: string;
  /** `Math.round(x * 100)`: rounded at this scale, to be divided back. */
  scale?: number;
  /** Read back from a variable: an intermediate result. */
  stored?: boolean;
  /** Rounds to the cent whatever the unit (`roundHalfUpCents(x)`): 2 decimals of a major unit, 0 of minor units. */
  toCent?: true;
}

/** A `min(…)`/`max(…)` around an amount: a limit that keeps it from being a plain rate of its base. */
export interface Cap {
  fn: 'min' | 'max';
  /** The limit when the code states it (`min(discount, 50)`), and the name it was read from. */
  limit?: number;
  label?: string;
}

/**
 * How a concept met the running amount. Two rates (factors) commute, and so do two fixed amounts; a rate and a
 * fixed amount do not, nor does anything capped, applied to another base, or hidden in a helper.
 */
export type StepKind = 'factor' | 'fixed' | 'amount' | 'capped' | 'opaque';

export interface Step {
  /** Concepts already applied to the amount when this one was. */
  after: ReadonlySet<Concept>;
  kind: StepKind;
  /** factor: the multiplier (1.2); fixed: the amount added or taken off; amount, capped: the rate (0.1). When known. */
  value?: number;
  /** Whether the step adds to the amount or takes off it (for factors: whether the multiplier is above 1). */
  sign: 1 | -1;
  cap?: Cap;
  /** What applied it, for messages: `TAX_RATE`, `applyVat`. */
  label?: string;
  /** The name `value` was read from when it is not `label` (`DISCOUNT_RATE` of a `discount` amount). */
  valueLabel?: string;
  /** The amount was rounded after this step: a later rate no longer commutes with it. */
  rounded?: Rounding;
  /** The kind is assumed from the concept (a helper or a name hides the arithmetic). */
  presumed?: true;
}

/** A concept's own amount (`tax = subtotal * RATE`), not yet added to or taken off an amount. */
export interface OwnAmount {
  /** What the base it was computed on carried. */
  onBase: ReadonlyMap<Concept, Step>;
  node: Node;
  /** Computed as its base times a rate (or by a helper given only the base), not with a fixed part. */
  proportional: boolean;
  rate?: number;
  /** The name the rate was read from (`TAX_RATE`), for messages. */
  rateLabel?: string;
  cap?: Cap;
  rounded?: Rounding;
  /** The amount it was worked out on: its name, and whether it is money (points per dollar of `subtotal`). */
  basis?: { label?: string; money: boolean };
}

/** What an own amount says of the amount it was worked out on. */
export const basisOf = (value: Value): NonNullable<OwnAmount['basis']> => ({ ...(value.label ? { label: value.label } : {}), money: value.money || value.cents });

/** A comparison an amount is decided by (`if taxed > 100`): the compared amount, and the limit when literal. */
export interface Guard {
  value: Value;
  node: Node;
  limit?: number;
  /** The amount must be above the limit (`taxed > 100`), not below it. */
  above: boolean;
}

export interface Value {
  /** Holds an amount the concepts can apply to (not just a rate, a literal or a concept's own amount). */
  base: boolean;
  /** Concepts applied to the amount, and how. */
  carries: ReadonlyMap<Concept, Step>;
  /** Concept rates or amounts not yet applied to a base (`TAX_RATE`, `1 - discount`). */
  mentions: ReadonlySet<Concept>;
  amount?: OwnAmount;
  money: boolean;
  cents: boolean;
  /** Went through multiplication by a fraction or a division: may have more decimals than money has. */
  computed: boolean;
  integral: boolean;
  literal?: number;
  /** A base amount times a known number (`subtotal * 20 / 100` → 0.2): the rate of an own amount. */
  ratio?: number;
  cap?: Cap;
  /** `1 + TAX_RATE`, `1 - discount`: multiplies an amount by its total with the concept, not by the concept's share. */
  multiplier?: true;
  rounding?: Rounding;
  /** The variable the value was read from, for messages. */
  label?: string;
  /**
   * The comparisons the value holds or was chosen by (`free = total >= 50`, `total >= 50 ? 0 : RATE`): an amount set
   * from it is decided by them.
   */
  decidedBy?: readonly Guard[];
}

export const EMPTY_CARRIES: ReadonlyMap<Concept, Step> = new Map();
export const NONE: ReadonlySet<Concept> = new Set();

export const NEUTRAL: Value = { base: false, carries: EMPTY_CARRIES, mentions: NONE, money: false, cents: false, computed: false, integral: true };

export const isNeutral = (v: Value) => !v.base && v.mentions.size === 0;

/** Two ways one concept was applied (branches, both operands of +): the one that commutes less decides. */
function mergeStep(a: Step, b: Step): Step {
  const after = new Set([...a.after, ...b.after]);
  const kept = a.kind === b.kind || a.kind !== 'factor' ? a : b;
  const rounded = a.rounded ?? b.rounded;
  return { ...kept, after, ...(rounded ? { rounded } : {}) };
}

export function mergeCarries(values: ReadonlyArray<{ carries: ReadonlyMap<Concept, Step> }>): Map<Concept, Step> {
  const merged = new Map<Concept, Step>();
  for (const value of values) {
    for (const [concept, step] of value.carries) {
      const known = merged.get(concept);
      merged.set(concept, known ? mergeStep(known, step) : step);
    }
  }
  return merged;
}

/** The steps of an amount that has just been rounded. */
export function roundedCarries(carries: ReadonlyMap<Concept, Step>, rounding: Rounding): Map<Concept, Step> {
  return new Map([...carries].map(([concept, step]) => [concept, { ...step, rounded: step.rounded ?? rounding }]));
}

/** One value standing for several (operands of + and -, branches, call arguments). */
export function merge(values: readonly Value[]): Value {
  if (values.length === 0) return NEUTRAL;
  if (values.length === 1) return values[0]!;
  const live = values.filter((v) => !isNeutral(v));
  const rounded = live.length > 0 && live.every((v) => v.rounding || !v.computed) && live.some((v) => v.rounding);
  const roundings = live.map((v) => v.rounding).filter((r): r is Rounding => !!r);
  const label = live.length === 1 ? live[0]!.label : undefined;
  const amount = values.find((v) => v.amount)?.amount;
  const cap = values.find((v) => v.cap)?.cap;
  const decidedBy = values.flatMap((v) => v.decidedBy ?? []);
  return {
    ...(decidedBy.length > 0 ? { decidedBy } : {}),
    ...(label ? { label } : {}),
    base: values.some((v) => v.base),
    carries: mergeCarries(values),
    mentions: new Set(values.flatMap((v) => [...v.mentions])),
    ...(amount ? { amount } : {}),
    ...(cap ? { cap } : {}),
    money: values.some((v) => v.money),
    cents: values.some((v) => v.cents),
    computed: values.some((v) => v.computed),
    integral: values.every((v) => v.integral),
    ...(rounded ? { rounding: { ...roundings[0]!, decimals: roundings.some((r) => r.decimals === undefined) ? undefined : Math.max(...roundings.map((r) => r.decimals!)) } } : {}),
  };
}

/** Arithmetic on known numbers, kept only while it stays a plain finite number. */
export function arithmetic(left: number | undefined, right: number | undefined, operator: string): number | undefined {
  if (left === undefined || right === undefined) return undefined;
  const result = operator === '+' ? left + right : operator === '-' ? left - right : operator === '*' ? left * right : operator === '/' && right !== 0 ? left / right : undefined;
  return result !== undefined && Number.isFinite(result) ? Number(result.toPrecision(12)) : undefined;
}

/** An amount times or divided by a known number keeps a known ratio to its base. */
export function ratioOf(left: Value, right: Value, operator: string): number | undefined {
  if (operator === '*' && (left.ratio === undefined) !== (right.ratio === undefined)) {
    return left.ratio !== undefined ? arithmetic(left.ratio, right.literal, '*') : arithmetic(right.ratio, left.literal, '*');
  }
  return operator === '/' && right.ratio === undefined ? arithmetic(left.ratio, right.literal, '/') : undefined;
}

/** `min(subtotal * RATE, 50)`: the value no longer a plain rate of its base. */
export function cappedValue(operands: readonly Value[], fn: Cap['fn']): Value {
  const bound = operands.find((v) => !v.base && v.carries.size === 0 && v.literal !== undefined);
  const limit = bound?.literal;
  // `min(coupon, remaining)`: a fixed amount kept from taking more than the amount it comes off; still that amount.
  const mentions = operands.filter((v) => !v.base && !v.amount && v.mentions.size > 0);
  if (fn === 'min' && !bound && mentions.length === 1 && operands.length === 2 && operands.some((v) => v.base)) return mentions[0]!;
  // `max(0, coupon)`: kept from going negative, which no price reaches; no limit on the amount.
  const live0 = operands.filter((v) => v !== bound);
  if (fn === 'max' && limit === 0 && live0.length === 1) return live0[0]!;
  const live = operands.filter((v) => v !== bound && !isNeutral(v));
  const merged = merge(live.length > 0 ? live : operands);
  const { ratio: _ratio, ...rest } = merged;
  return { ...rest, cap: { fn, ...(limit !== undefined ? { limit, ...(bound?.label ? { label: bound.label } : {}) } : {}) } };
}
