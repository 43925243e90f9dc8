/**
 * What the file's own functions return, for the business flow of their callers: `chargedCents(t)` returns
 * `t.merchandiseCents - t.discountCents + t.taxCents`, so a caller's `chargedCents(order)` carries the discount and
 * tax; `rateFor(rep)` returns a commission rate. Each function is followed by the flow its callers get, once, on first
 * use; a function that (indirectly) calls itself is read as returning nothing known.
 */
import type { FileContext } from '../../core/rule';
import { memoized } from '../../core/rule';
import { Flow, type FlowOptions, type Value } from './flow';
import type { Returned } from './flow-types';
import { functionName, functionNodes, modelOf } from './model';
import type { Concept } from './names';
import { merge } from './value';

/** Name → what the file's functions of that name return (merged over every one of them). */
export function functionResults(file: FileContext, options: Omit<FlowOptions, 'returned'>): (name: string) => Returned | undefined {
  const known = memoized(file, 'business.function-results', () => new Map<string, Returned | undefined>());
  const returned = (name: string): Returned | undefined => {
    if (known.has(name)) return known.get(name);
    // Unknown while it is being read: a recursive call adds nothing.
    known.set(name, undefined);
    const values: Value[] = [];
    for (const fn of functionNodes(file).filter((f) => functionName(f) === name)) {
      const model = modelOf(file, fn);
      if (!model.body) continue;
      const flow = new Flow(model, {}, { ...options, returned });
      flow.run();
      values.push(...flow.returned);
    }
    const result = values.length > 0 ? summary(merge(values)) : undefined;
    known.set(name, result);
    return result;
  };
  return returned;
}

function summary(value: Value): Returned | undefined {
  const carries = new Set<Concept>(value.carries.keys());
  const mentions = new Set<Concept>(value.mentions);
  return carries.size > 0 || mentions.size > 0 ? { carries, mentions } : undefined;
}
