/**
 * Ordering rules checked where an amount is worked out or decided rather than where it is applied: points earned on
 * a total that includes tax, a member discount computed on the subtotal before the coupon that comes off later, free
 * shipping decided on a total with tax. An amount computed (or a comparison made) before a step the rule puts first
 * is only wrong when that step is part of this calculation, so such verdicts wait for that evidence.
 */
import type { Node } from '../../core/rule';
import type { OrderRule } from './context';
import { CONCEPT_NOUNS as NOUNS, wordsOf, type Concept } from './names';
import { decisionExample, earlyBaseExample, inflatedBaseExample, inflatedPointsExample, nounFor, opOf } from './order-example';
import { capitalised, carrier, place, shorten, the, titled, type Verdict } from './order-words';
import { unseenStep } from './steps';
import { NONE, type Guard, type Step, type Value } from './value';

/** A verdict that holds only if `needs` is applied in the function too; written with how it was applied, when seen. */
export interface Pending {
  needs: Concept;
  /** Read from a record (`$sale->subtotalCents`): the file naming an amount of `needs` is evidence enough. */
  record?: true;
  start: number;
  make(applied: Step | undefined): Verdict | undefined;
}

/** An amount of some concepts, worked out at `node` on `base` (whose steps are `onBase`), at `rate` when known. */
export interface Computation {
  concepts: readonly Concept[];
  onBase: ReadonlyMap<Concept, Step>;
  base: Value;
  node: Node;
  label?: string;
  rate?: number;
  rateLabel?: string;
  /** A rate of its base (or points per unit of it): only then does the base change the amount. */
  proportional: boolean;
  /** The base is a member of a record (`sale.subtotal`), which may carry the amount it leaves out. */
  record?: boolean;
}

const FIXED: Step = { after: NONE, kind: 'fixed', sign: 1 };

/** " (`memberRate`)" after the noun, unless the name only repeats it (`memberDiscount` of the member discount). */
const shown = (label: string | undefined, noun: string) => (label && wordsOf(label).join(' ') !== noun.toLowerCase() ? ` (\`${label}\`)` : '');

/** The step `first` took where the function applied it, or the one its concept presumes (said as "the … step"). */
function stepFor(first: Concept, seen: Step | undefined): Step {
  if (seen) return seen;
  const { label: _label, ...presumed } = unseenStep(first, first);
  return presumed;
}

/**
 * The rule names the base of `first` (points on the pre-tax amount) and it was computed on an amount with `then` in
 * it; or the rule puts `first` before `then` and `then` was computed on an amount `first` had not reached.
 */
export function computedOn(rule: OrderRule, c: Computation): Verdict | Pending | undefined {
  const { first, then } = rule;
  if (!c.proportional) return undefined;
  const firstNoun = titled(first, c.label ?? c.rateLabel);
  const what = `${firstNoun}${shown(c.label, firstNoun)}`;
  if (rule.basis === 'first' && c.concepts.includes(first)) {
    const inflated = c.onBase.get(then);
    if (!inflated || inflated.after.has(first)) return undefined;
    const thenOp = opOf(then, inflated, FIXED);
    const example = first === 'points' ? inflatedPointsExample(thenOp, c.rate, c.rateLabel) : inflatedBaseExample(first, thenOp, c.rate, c.rateLabel);
    return {
      node: c.node,
      title: `${firstNoun} calculated on an amount that includes ${the(then)}`,
      description: `${what} ${first === 'points' ? 'are' : 'is'} calculated on ${carrier(c.base, then)}, so ${the(then)} counts towards ${first === 'points' ? 'them' : 'it'}. For example, ${example} ${capitalised(the(first))} must be calculated on the amount without ${the(then)}.`,
    };
  }
  if (rule.basis === 'first' || !c.concepts.includes(then) || c.concepts.includes(first) || c.onBase.has(first) || !(c.base.money || c.base.cents)) return undefined;
  // The code's word for the amount (`commission`), from its name or its rate's.
  const label = [c.label, c.rateLabel].find((l) => l && nounFor(then, l) !== NOUNS[then]);
  const noun = titled(then, label);
  const named = `${noun}${shown(c.label, noun)}`;
  return {
    needs: first,
    ...(c.record ? { record: true as const } : {}),
    start: c.node.startIndex,
    make(applied) {
      const example = earlyBaseExample(then, first, opOf(first, stepFor(first, applied), { ...FIXED, kind: 'factor' }), c.rate, c.rateLabel ?? label);
      return {
        node: c.node,
        title: `${noun} calculated before ${the(first)}`,
        description: `${named} ${then === 'points' ? 'are' : 'is'} calculated on ${c.base.label ? `\`${c.base.label}\`` : 'an amount'}, before ${the(first)}${applied ? ', which this calculation applies afterwards' : ', which the file records beside it'}. For example, ${example} ${then === 'points' ? 'Points' : `The ${noun.toLowerCase()}`} must be calculated on the amount after ${the(first)}.`,
      };
    },
  };
}

/** `concepts`' amount chosen by `guard` (`shipping = total >= 50 ? 0 : RATE`): a comparison on the wrong amount. */
export function decidedOn(rule: OrderRule, concepts: readonly Concept[], guard: Guard, statement: Node): Verdict | Pending | undefined {
  const { first, then } = rule;
  if (guard.limit === 0 || !(guard.value.money || guard.value.cents)) return undefined;
  const condition = shorten(guard.node.text);
  const node = place(guard.node, statement);
  if (rule.basis === 'first' && concepts.includes(first)) {
    const inflated = guard.value.carries.get(then);
    if (!inflated || inflated.after.has(first)) return undefined;
    const example = decisionExample(condition, guard.limit, guard.above, opOf(then, inflated, FIXED), then, true);
    if (!example) return undefined;
    return {
      node,
      title: `${titled(first)} decided on an amount that includes ${the(then)}`,
      description: `${capitalised(the(first))} is decided by \`${condition}\`, a comparison on ${carrier(guard.value, then)}, though ${the(then)} must not count towards it. For example, ${example} Compare the amount without ${the(then)}.`,
    };
  }
  if (rule.basis === 'first' || !concepts.includes(then) || concepts.includes(first) || guard.value.carries.has(first) || !guard.value.base) return undefined;
  return {
    needs: first,
    start: node.startIndex,
    make(applied) {
      const example = decisionExample(condition, guard.limit, guard.above, opOf(first, stepFor(first, applied), FIXED), first, false);
      if (!example) return undefined;
      return {
        node,
        title: `${titled(then)} decided on the amount before ${the(first)}`,
        description: `${capitalised(the(then))} is decided by \`${condition}\`, a comparison on ${guard.value.label ? `\`${guard.value.label}\`` : 'an amount'} before ${the(first)}${applied ? ', which this calculation applies' : ''}. For example, ${example} ${capitalised(the(first))} must come off before the amount is compared.`,
      };
    },
  };
}
