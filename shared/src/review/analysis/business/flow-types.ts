/** What the business flow tells its listeners: each application of a concept, results, and rounded operands. */
import type { Node } from '../../core/rule';
import type { Concept } from './names';
import type { Guard, Step, Value } from './value';

export type { Guard } from './value';

/** `concepts` (held by `factor`) are applied to the amount `base` at `node`, recorded as `step`. */
export interface Application {
  concepts: readonly Concept[];
  base: Value;
  factor: Value;
  step: Step;
  /** A share of the amount is taken (`subtotal * TAX_RATE`), not applied to it: the amount is judged where it is used. */
  share: boolean;
  node: Node;
  statement: Node;
  guards: readonly Guard[];
}

/**
 * A concept's own amount is set: assigned to its name (`points = floor(total)`, `shipping = free ? 0 : RATE`) or
 * returned by a function named for it (`shippingFor(order)`), with the comparisons that chose it.
 */
export interface Setting {
  concepts: readonly Concept[];
  /** The value set; its `amount` says what it was computed on, when it was computed from an amount. */
  value: Value;
  statement: Node;
  guards: readonly Guard[];
}

export interface FlowListener {
  apply?(application: Application): void;
  set?(setting: Setting): void;
  /** A value leaves the function (`return`) or is stored into a field. */
  result?(kind: 'return' | 'store', value: Value, statement: Node): void;
  /** A rounded value is combined with another amount. */
  roundedOperand?(rounded: Value, statement: Node): void;
}

export interface FlowOptions {
  /** The number a name outside the function stands for (`TAX_RATE = 0.2` at module level), when known. */
  constant?: (name: string) => number | undefined;
  /**
   * The concepts the file puts into a field or returns from a function (`Bill(total=food + tax)`,
   * `def charged: return merchandise + tax`), read back through `bill.total`, `receipt.charged` or `charged(r)`.
   */
  field?: (name: string) => ReadonlySet<Concept> | undefined;
  /**
   * The concepts the listener is about (those of the business rules): a name of any other concept is a plain amount
   * (`fee` is the subscription's price when no rule is about fees).
   */
  concepts?: ReadonlySet<Concept>;
  /** What the file's function of that name returns (`chargedCents(t)`, `rateFor(rep)`), when the file defines one. */
  returned?: (name: string) => Returned | undefined;
}

/** A function's result, for its callers: the concepts applied to the amount it returns, or that it is a rate of. */
export interface Returned {
  carries: ReadonlySet<Concept>;
  mentions: ReadonlySet<Concept>;
}
