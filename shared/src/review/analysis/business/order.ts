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
import { Flow, type Application, type Setting, type Step } from './flow';
import type { FlowOptions } from './flow-types';
import { descendantsOf } from '../../core/syntax';
import { isMember, nameOf } from './grammar';
import { anyWord, functionName, functionNodes, functionsMatching, identifiersIn, modelOf, type FunctionModel } from './model';
import { CONCEPT_WORDS, isAmountName, isDiscountConcept, isMinorUnitName, isMoneyName, roleOf, wordsOf, type Concept } from './names';
import { computedOn, decidedOn, type Pending } from './order-bases';
import { inflatedBaseExample, opOf, roundingExample, sequenceExample, thresholdExample, wrongBaseExample } from './order-example';
import { capitalised, carrier, place, shorten, the, titled, type Verdict } from './order-words';
import { functionResults } from './results';
import { shareFraction } from './steps';

export function contextRules(file: FileContext): BusinessRule[] {
  return memoized(file, 'business.context', () => parseBusinessContext(file.businessContext));
}

const FORMS: Partial<Record<Concept, readonly string[]>> = { tax: ['taxed'], discount: ['discounted'] };

const wordsFor = (concept: Concept) => anyWord([...CONCEPT_WORDS[concept], ...(FORMS[concept] ?? [])]);

/** The concepts a flow follows for these rules: a discount kind is read with the discount it is one of. */
function conceptsOf(rules: readonly OrderRule[]): Set<Concept> {
  const concepts = new Set(rules.flatMap((r) => [r.first, r.then]));
  if ([...concepts].some(isDiscountConcept)) concepts.add('discount');
  return concepts;
}

/**
 * Functions whose source names a concept of an ordering rule while the file names the other: the function may get
 * the other through a field or a call (`order.total`, `charged(order)`) whose definition carries it, or leave it out.
 */
function candidates(file: FileContext, rules: readonly OrderRule[], options: FlowOptions): FunctionModel[] {
  const found = new Map<number, FunctionModel>();
  const fields = fieldCarries(file);
  const names = [...new Set(functionNodes(file).map(functionName).filter(Boolean))];
  const mentioned = (concept: Concept) => {
    // A field the file fills with the concept (`total=food + tax`), or a function returning it, brings it along.
    const carriers = [...[...fields].filter(([, concepts]) => concepts.has(concept)).map(([name]) => name), ...names.filter((n) => options.returned?.(n)?.carries.has(concept))];
    return carriers.length > 0 ? new RegExp(`${wordsFor(concept).source}|\\b(${carriers.join('|')})\\b`, 'i') : wordsFor(concept);
  };
  for (const rule of rules) {
    const [first, then] = [mentioned(rule.first), mentioned(rule.then)];
    if (!first.test(file.code) || !then.test(file.code)) continue;
    for (const fn of [...functionsMatching(file, first), ...functionsMatching(file, then)]) found.set(fn.id, modelOf(file, fn));
  }
  return [...found.values()];
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
    title: `${titled(first)} applied after ${the(then)}`,
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
    title: `${titled(first)} decided on an amount that includes ${the(then)}`,
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
    title: `${titled(first)} calculated on an amount that includes ${the(then)}`,
    description: `${capitalised(the(first))}${app.step.label ? ` (\`${app.step.label}\`)` : ''} is applied as a rate to ${carrier(app.base, then)}, so it is worked out on ${the(then)} too. For example, ${example} ${capitalised(the(first))} must be calculated on the amount without ${the(then)}.`,
  };
}

function judge(rule: OrderRule, app: Application): Verdict | undefined {
  const { first, then } = rule;
  const { base, factor, concepts } = app;
  const own = factor.amount;
  const firstStep = base.carries.get(first);
  // Only a proportional amount (a rate of its base) depends on the base: a flat shipping charge does not.
  if (concepts.includes(then) && own?.proportional && !own.onBase.has(first) && firstStep) {
    const firstOp = opOf(first, firstStep, { ...app.step, kind: 'factor' });
    const example = wrongBaseExample(then, firstOp, own.rate, app.step.sign, own.rateLabel, own.rate !== undefined);
    return {
      node: own.node,
      title: `${titled(then)} calculated before ${the(first)}`,
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
      title: `${titled(first)} calculated after ${the(then)}`,
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
  const base = { constant, field: (name: string) => fields.get(name), concepts: conceptsOf(rules) };
  const options: FlowOptions = { ...base, returned: functionResults(file, base) };
  for (const model of candidates(file, rules, options)) {
    for (const [rule, verdict] of functionVerdicts(model, rules, options)) {
      const { node, title, description } = verdict;
      detections.push({ start: node.startIndex, end: node.endIndex, title, description: `${description} The business rule says: "${rule.sentence}".` });
    }
  }
  return detections;
}

/**
 * One function's verdicts, one per rule: the first in the source among those that hold. A verdict about an amount
 * computed or compared before a step holds only if the function applies that step.
 */
function functionVerdicts(model: FunctionModel, rules: readonly OrderRule[], options: FlowOptions): Map<OrderRule, Verdict> {
  const found = new Map<OrderRule, Array<Verdict | Pending>>();
  const note = (rule: OrderRule, verdict: Verdict | Pending | undefined) => {
    if (verdict) found.set(rule, [...(found.get(rule) ?? []), verdict]);
  };
  /** How each concept was applied in the function (the first time), the evidence pending verdicts wait for. */
  const applied = new Map<Concept, Step | undefined>();
  new Flow(model, {
    apply(app) {
      for (const concept of app.concepts) if (!applied.get(concept)) applied.set(concept, app.share ? undefined : app.step);
      for (const rule of rules) {
        // A threshold rule says what a comparison measures, not the order steps are added in.
        note(rule, rule.threshold ? threshold(rule, app, place(app.node, app.statement)) : judge(rule, app));
        if (app.share && !rule.threshold) {
          const rate = shareFraction(app.concepts, app.factor.label, app.factor.literal);
          note(rule, computedOn(rule, {
            concepts: app.concepts, onBase: app.base.carries, base: app.base, node: place(app.node, app.statement), proportional: true,
            record: readsMember(app.node, app.base.label, model), ...(rate !== undefined ? { rate, ...(app.factor.label ? { rateLabel: app.factor.label } : {}) } : {}),
          }));
        }
      }
    },
    set(setting) {
      const own = setting.value.amount;
      for (const concept of setting.concepts) if (own && !applied.has(concept)) applied.set(concept, undefined);
      for (const rule of rules) {
        if (own && !rule.threshold) note(rule, computedOn(rule, computation(setting, own)));
        for (const guard of setting.guards) note(rule, decidedOn(rule, setting.concepts, guard, setting.statement));
      }
    },
  }, options).run();
  const verdicts = new Map<OrderRule, Verdict>();
  for (const [rule, candidates] of found) {
    const held = candidates.flatMap((v) => {
      if (!('needs' in v)) return [v];
      if (!applied.has(v.needs) && !(v.record && namesAmountOf(model, v.needs))) return [];
      const made = v.make(applied.get(v.needs));
      return made ? [made] : [];
    });
    // On the same line, the verdict read last knows most (the amount's name, where it was added).
    const earliest = held.reverse().sort((a, b) => a.node.startPosition.row - b.node.startPosition.row)[0];
    if (earliest) verdicts.set(rule, earliest);
  }
  return verdicts;
}

/** The amount `label` is read as a member (`$sale->subtotalCents`) inside `node`: the base comes from a record. */
function readsMember(node: Node, label: string | undefined, model: FunctionModel): boolean {
  if (!label) return false;
  const { table } = model;
  return descendantsOf(node, Object.keys(table.members)).some((n) => isMember(n, table) && nameOf(n, table) === label);
}

/** The file names an amount of the concept (`discountCents`, `Discount`): a record of it exists somewhere. */
function namesAmountOf(model: FunctionModel, concept: Concept): boolean {
  const root = model.node.tree.rootNode;
  return identifiersIn(root, model.table).some((name) => {
    const role = roleOf(name);
    return role.kind === 'factor' && role.concepts.includes(concept) && (isMoneyName(name) || isMinorUnitName(name) || isAmountName(name) || wordsOf(name).length === 1);
  });
}

/** What a setting computed: its concepts' amount, on the base it was worked out on. */
function computation(setting: Setting, own: NonNullable<Setting['value']['amount']>) {
  return {
    concepts: setting.concepts, onBase: own.onBase, node: own.node, proportional: own.proportional,
    base: { ...setting.value, money: own.basis?.money ?? false, cents: false, label: own.basis?.label },
    ...(setting.value.label ? { label: setting.value.label } : {}),
    ...(own.rate !== undefined ? { rate: own.rate } : {}), ...(own.rateLabel ? { rateLabel: own.rateLabel } : {}),
  };
}
