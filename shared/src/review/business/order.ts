/**
 * Ordering rules of the business context ("apply the discount before tax"): within each function, the step that
 * applies the earlier concept to an amount that already includes the later one is flagged.
 */
import type { Detection, FileContext, Node } from '../rules/rule';
import { memoized } from '../rules/rule';
import { parseBusinessContext, type BusinessRule, type OrderRule } from './context';
import { Flow, type Value } from './flow';
import { anyWord, functionsMatching, modelOf, type FunctionModel } from './model';
import { CONCEPT_WORDS, type Concept } from './names';

export function contextRules(file: FileContext): BusinessRule[] {
  return memoized(file, 'business.context', () => parseBusinessContext(file.businessContext));
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The whole statement when it starts on the same line (a clearer highlight), else the node itself. */
function place(node: Node, statement: Node): Node {
  return statement.startPosition.row === node.startPosition.row && statement.startIndex <= node.startIndex ? statement : node;
}

/** "`taxed`, which already includes tax" or "an amount that already includes tax". */
const carrier = (value: Value, concept: Concept) => (value.label ? `\`${value.label}\`, which already includes ${concept}` : `an amount that already includes ${concept}`);

const wordsFor = (concept: Concept) => anyWord([...CONCEPT_WORDS[concept], ...(concept === 'tax' ? ['taxed'] : concept === 'discount' ? ['discounted'] : [])]);

/** Functions whose source names both concepts of at least one ordering rule. */
function candidates(file: FileContext, rules: readonly OrderRule[]): FunctionModel[] {
  const found = new Map<number, FunctionModel>();
  for (const rule of rules) {
    for (const fn of functionsMatching(file, wordsFor(rule.first), wordsFor(rule.then))) found.set(fn.id, modelOf(file, fn));
  }
  return [...found.values()];
}

export function orderViolations(file: FileContext): Detection[] {
  const rules = contextRules(file).filter((r): r is OrderRule => r.kind === 'order');
  if (rules.length === 0) return [];
  const detections: Detection[] = [];
  for (const model of candidates(file, rules)) {
    const reported = new Set<OrderRule>();
    const report = (rule: OrderRule, node: Node, title: string, description: string) => {
      if (reported.has(rule)) return;
      reported.add(rule);
      detections.push({ start: node.startIndex, end: node.endIndex, title, description: `${description} The business rule says: "${rule.sentence}".` });
    };
    new Flow(model, {
      apply(concepts, base, factor, node, statement) {
        for (const rule of rules) {
          const thenAccounted = base.carries.get(rule.then);
          if (concepts.includes(rule.first) && thenAccounted && !thenAccounted.has(rule.first)) {
            report(rule, place(node, statement), `${capitalised(rule.first)} applied after ${rule.then}`,
              `${capitalised(rule.first)}${factor.label ? ` (\`${factor.label}\`)` : ''} is applied to ${carrier(base, rule.then)}; ${rule.first} must come before ${rule.then}.`);
          }
          const amount = factor.amount;
          if (concepts.includes(rule.then) && amount && !amount.baseCarries.has(rule.first) && base.carries.has(rule.first)) {
            report(rule, amount.node, `${capitalised(rule.then)} calculated before ${rule.first}`,
              `${factor.label ? `\`${factor.label}\`` : capitalised(rule.then)} is calculated here on an amount without ${rule.first}, but is then added to ${base.label ? `\`${base.label}\`, which has ${rule.first} applied` : `an amount with ${rule.first} applied`}: ${rule.then} must be calculated on the amount after ${rule.first}.`);
          }
        }
      },
      amount(concepts, value, statement) {
        for (const rule of rules) {
          const thenAccounted = value.carries.get(rule.then);
          if (concepts.includes(rule.first) && thenAccounted && !thenAccounted.has(rule.first)) {
            report(rule, statement, `${capitalised(rule.first)} applied after ${rule.then}`,
              `${capitalised(rule.first)} is calculated here on ${carrier(value, rule.then)}; ${rule.first} must come before ${rule.then}.`);
          }
        }
      },
    }).run();
  }
  return detections;
}
