/**
 * Ordering rules of the business context ("apply the discount before tax"): within each function, a step that
 * applies the earlier concept to an amount that already includes the later one is flagged, but only when the order
 * changes the result. Two percentages of the running amount commute (x × 1.2 × 0.9 = x × 0.9 × 1.2), so reordering
 * them alone is no finding; a fixed amount against a percentage, a capped step, rounding in between, an amount
 * computed on the wrong base or a threshold checked on the wrong amount do change the total. Each finding shows it
 * with a worked example.
 */
import type { Detection, FileContext, Node } from '../../core/rule';
import { memoized } from '../../core/rule';
import { constantsOf } from './constants';
import { fieldCarries } from './field-carries';
import { parseBusinessContext, type BusinessRule, type OrderRule } from './context';
import { Flow, type Application, type Step, type Value } from './flow';
import { anyWord, functionsMatching, modelOf, type FunctionModel } from './model';
import { CONCEPT_WORDS, type Concept } from './names';
import { inflatedBaseExample, opOf, roundingExample, sequenceExample, thresholdExample, wrongBaseExample } from './order-example';

export function contextRules(file: FileContext): BusinessRule[] {
  return memoized(file, 'business.context', () => parseBusinessContext(file.businessContext));
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "tax", "shipping", but "the discount", "the fee": how a concept reads in the middle of a sentence. */
const the = (concept: Concept) => (concept === 'tax' || concept === 'shipping' ? concept : `the ${concept}`);

/** The whole statement when it starts on the same line (a clearer highlight), else the node itself. */
function place(node: Node, statement: Node): Node {
  return statement.startPosition.row === node.startPosition.row && statement.startIndex <= node.startIndex ? statement : node;
}

/** "`taxed`, which already includes tax" or "an amount that already includes tax". */
const carrier = (value: Value, concept: Concept) => (value.label ? `\`${value.label}\`, which already includes ${the(concept)}` : `an amount that already includes ${the(concept)}`);

const wordsFor = (concept: Concept) => anyWord([...CONCEPT_WORDS[concept], ...(concept === 'tax' ? ['taxed'] : concept === 'discount' ? ['discounted'] : [])]);

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text.replace(/\s+/g, ' '));

/** Functions whose source names both concepts of at least one ordering rule. */
function candidates(file: FileContext, rules: readonly OrderRule[]): FunctionModel[] {
  const found = new Map<number, FunctionModel>();
  const fields = fieldCarries(file);
  for (const rule of rules) {
    // A field the file fills with the later concept (`total=food + tax`) brings it into a function that never names it.
    const carriers = [...fields].filter(([, concepts]) => concepts.has(rule.then)).map(([name]) => name);
    const then = carriers.length > 0 ? new RegExp(`${wordsFor(rule.then).source}|\\.(${carriers.join('|')})\\b`, 'i') : wordsFor(rule.then);
    for (const fn of functionsMatching(file, wordsFor(rule.first), then)) found.set(fn.id, modelOf(file, fn));
  }
  return [...found.values()];
}

interface Verdict {
  node: Node;
  title: string;
  description: string;
}

/** Two rates commute unless the amount was rounded in between; two fixed amounts commute whatever happens. */
function commutes(earlier: Step, later: Step): boolean {
  if (earlier.kind === 'fixed' && later.kind === 'fixed') return true;
  return earlier.kind === 'factor' && later.kind === 'factor' && !earlier.rounded;
}

/** Why the order matters here, in words, before the numbers show it. */
function reason(first: Concept, then: Concept, thenStep: Step, firstStep: Step): string {
  const capped = firstStep.kind === 'capped' ? { concept: first, step: firstStep } : thenStep.kind === 'capped' ? { concept: then, step: thenStep } : undefined;
  if (capped) return `${the(capped.concept)} is limited with ${capped.step.cap?.fn ?? 'min'}(), so it is not a plain percentage of whatever amount it meets`;
  if (thenStep.rounded && thenStep.kind === 'factor' && firstStep.kind === 'factor') {
    return `the amount is rounded${thenStep.rounded.how ? ` (\`${thenStep.rounded.how}\`)` : ''} between the two percentages, so the rounding happens on a different amount in each order`;
  }
  if (firstStep.kind === 'amount') return `${the(first)} was worked out on the amount before ${the(then)} but is ${firstStep.sign < 0 ? 'taken off' : 'added'} after it`;
  const hidden = [firstStep, thenStep].find((s) => s.kind === 'opaque' || s.presumed);
  const mixed = 'a fixed amount and a percentage give different totals depending on which comes first';
  return hidden?.label ? `${mixed}, and \`${hidden.label}\` hides which one it is` : mixed;
}

/** `first` applied to an amount `then` was already applied to. */
function appliedAfter(rule: OrderRule, app: Application, thenStep: Step): Verdict | undefined {
  const { first, then } = rule;
  const firstStep = app.step;
  const node = place(app.node, app.statement);
  if (commutes(thenStep, firstStep)) return threshold(rule, app, node);
  const firstOp = opOf(first, firstStep, thenStep);
  const thenOp = opOf(then, thenStep, firstStep);
  const rounded = thenStep.rounded && thenStep.kind === 'factor' && firstStep.kind === 'factor';
  const example = rounded ? roundingExample(first, then, firstOp, thenOp, thenStep.rounded!) : sequenceExample(first, then, firstOp, thenOp);
  // No price on which the two orders differ: then the order does not matter here.
  if (!example) return undefined;
  const named = firstStep.label && firstStep.label.toLowerCase() !== first;
  const what = `${capitalised(the(first))}${named ? ` (\`${firstStep.label}\`)` : ''}`;
  return {
    node,
    title: `${capitalised(first)} applied after ${the(then)}`,
    description: `${what} is applied to ${carrier(app.base, then)}, and here the order changes the result: ${reason(first, then, thenStep, firstStep)}. For example, ${example} ${capitalised(the(first))} must come before ${the(then)}.`,
  };
}

/** `first` decided by a comparison on an amount that includes `then` (`if taxed > 100`): the threshold moves. */
function threshold(rule: OrderRule, app: Application, node: Node): Verdict | undefined {
  const { first, then } = rule;
  const guard = app.guards.find((g) => {
    const step = g.value.carries.get(then);
    return step && !step.after.has(first) && g.limit !== 0;
  });
  if (!guard) return undefined;
  const thenStep = guard.value.carries.get(then)!;
  const condition = shorten(guard.node.text);
  const example = thresholdExample(first, then, opOf(then, thenStep, { ...app.step, kind: 'fixed' }), condition, guard.limit, guard.above);
  if (!example) return undefined;
  return {
    node,
    title: `${capitalised(first)} decided on an amount that includes ${the(then)}`,
    description: `${capitalised(the(first))} is applied only when \`${condition}\`, a comparison on ${carrier(guard.value, then)}, so ${the(then)} decides whether ${the(first)} applies. For example, ${example} ${capitalised(the(first))} must come before ${the(then)}.`,
  };
}

/** `first` as a rate of a running amount that already includes `then`, where the rule computes it without `then`. */
function factorOnInflatedBase(rule: OrderRule, app: Application, thenStep: Step): Verdict | undefined {
  const { first, then } = rule;
  const rate = app.step.value === undefined ? undefined : Math.abs(app.step.value - 1);
  const example = inflatedBaseExample(first, opOf(then, thenStep, { ...app.step, kind: 'fixed' }), rate, app.step.label);
  return {
    node: place(app.node, app.statement),
    title: `${capitalised(first)} calculated on an amount that includes ${the(then)}`,
    description: `${capitalised(the(first))}${app.step.label ? ` (\`${app.step.label}\`)` : ''} is applied as a rate to ${carrier(app.base, then)}, so it is worked out on ${the(then)} too. For example, ${example} ${capitalised(the(first))} must be calculated on the amount without ${the(then)}.`,
  };
}

function judge(rule: OrderRule, app: Application): Verdict | undefined {
  const { first, then } = rule;
  const { base, factor, concepts } = app;
  const own = factor.amount;
  const firstStep = base.carries.get(first);
  if (concepts.includes(then) && own && !own.onBase.has(first) && firstStep) {
    const firstOp = opOf(first, firstStep, { ...app.step, kind: 'factor' });
    const example = wrongBaseExample(then, firstOp, own.rate, app.step.sign, own.rateLabel, own.rate !== undefined);
    return {
      node: own.node,
      title: `${capitalised(then)} calculated before ${the(first)}`,
      description: `${factor.label ? `\`${factor.label}\`` : capitalised(the(then))} is calculated here on an amount without ${the(first)}, but is then added to ${base.label ? `\`${base.label}\`, which has ${the(first)} applied` : `an amount with ${the(first)} applied`}. For example, ${example} ${capitalised(the(then))} must be calculated on the amount after ${the(first)}.`,
    };
  }
  if (!concepts.includes(first)) return undefined;
  // A share taken here is judged where it is added or taken off; only a threshold around it matters now.
  if (app.share) return threshold(rule, app, place(app.node, app.statement));
  const thenStep = base.carries.get(then);
  if (thenStep && !thenStep.after.has(first)) {
    // A rule on the base: a rate applied to the running amount is taken of everything in it, so of `then` too.
    if (rule.basis === 'first' && app.step.kind === 'factor' && !own) return factorOnInflatedBase(rule, app, thenStep);
    // An amount already worked out on the right base may be added at any point.
    if (!(rule.basis && (app.step.kind === 'amount' || own))) return appliedAfter(rule, app, thenStep);
  }
  const inflated = own?.onBase.get(then);
  if (own && inflated && !inflated.after.has(first)) {
    const example = inflatedBaseExample(first, opOf(then, inflated, { ...app.step, kind: 'fixed' }), own.rate, own.rateLabel);
    return {
      node: own.node,
      title: `${capitalised(first)} calculated after ${the(then)}`,
      description: `${factor.label ? `\`${factor.label}\`` : capitalised(the(first))} is calculated here on an amount that already includes ${the(then)}${rule.basis ? '' : `, then applied to ${base.label ? `\`${base.label}\`` : 'an amount'} without it`}. For example, ${example} ${capitalised(the(first))} must be calculated ${rule.basis ? `on the amount without ${the(then)}` : `before ${the(then)}`}.`,
    };
  }
  return threshold(rule, app, place(app.node, app.statement));
}

export function orderViolations(file: FileContext): Detection[] {
  const rules = contextRules(file).filter((r): r is OrderRule => r.kind === 'order');
  if (rules.length === 0) return [];
  const detections: Detection[] = [];
  const constant = constantsOf(file);
  const fields = fieldCarries(file);
  const field = (name: string) => fields.get(name);
  for (const model of candidates(file, rules)) {
    const reported = new Set<OrderRule>();
    new Flow(model, {
      apply(app) {
        for (const rule of rules) {
          if (reported.has(rule)) continue;
          const verdict = judge(rule, app);
          if (!verdict) continue;
          reported.add(rule);
          const { node, title, description } = verdict;
          detections.push({ start: node.startIndex, end: node.endIndex, title, description: `${description} The business rule says: "${rule.sentence}".` });
        }
      },
    }, { constant, field }).run();
  }
  return detections;
}
