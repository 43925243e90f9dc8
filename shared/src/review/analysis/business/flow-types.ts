/** What the business flow tells its listeners: each application of a concept, results, and rounded operands. */
import type { Node } from '../../core/rule';
import type { Concept } from './names';
import type { Step, Value } from './value';

/** A comparison an application sits under (`if taxed > 100`): the compared amount, and the limit when literal. */
export interface Guard {
  value: Value;
  node: Node;
  limit?: number;
  /** The amount must be above the limit (`taxed > 100`), not below it. */
  above: boolean;
}

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

export interface FlowListener {
  apply?(application: Application): void;
  /** A value leaves the function (`return`) or is stored into a field. */
  result?(kind: 'return' | 'store', value: Value, statement: Node): void;
  /** A rounded value is combined with another amount. */
  roundedOperand?(rounded: Value, statement: Node): void;
}

export interface FlowOptions {
  /** The number a name outside the function stands for (`TAX_RATE = 0.2` at module level), when known. */
  constant?: (name: string) => number | undefined;
  /** The concepts the file's writes put into a field (`Bill(total=food + tax)`), read back through `bill.total`. */
  field?: (name: string) => ReadonlySet<Concept> | undefined;
}
