/** business_logic rules: checks against `business_context`, and money/quantity handling without it. */
import type { Detection, FileContext, Node, Rule } from '../rules/rule';
import { memoized } from '../rules/rule';
import { CONCEPT_WORDS, parseBusinessContext, type BusinessRule, type Concept } from './context';
import { functionModels, identifiersIn, isBoundChecked, parameterNames, tableFor, wordsOf, type FunctionModel, type ValueStatement } from './code-model';
import { queryMatches } from '../rules/query-cache';

const PARSED = ['javascript', 'typescript', 'python', 'go', 'java'] as const;

function contextRules(file: FileContext): BusinessRule[] {
  return memoized(file, 'business.context', () => parseBusinessContext(file.businessContext));
}

function names(node: Node, model: FunctionModel): string[] {
  return identifiersIn(node, model.table).map((id) => id.text);
}

function mentionsConcept(name: string, concept: Exclude<Concept, 'rounding'>): boolean {
  return wordsOf(name).some((word) => CONCEPT_WORDS[concept].includes(word));
}

const AMOUNT_WORDS = new Set(['amount', 'value', 'cents', 'sum', 'due', 'rate', 'total']);

/** `tax`, `tax_amount`, `vatCents`: a name for the concept's own amount (not for a value it was applied to, like `withTax`). */
function namesConceptItself(name: string, concept: Exclude<Concept, 'rounding'>): boolean {
  const words = wordsOf(name);
  return words.some((word) => CONCEPT_WORDS[concept].includes(word)) && words.every((word) => CONCEPT_WORDS[concept].includes(word) || AMOUNT_WORDS.has(word));
}

/** A statement applies a concept to an amount when its value uses the concept and something else, and it does not just define the concept itself. */
function applies(statement: ValueStatement, concept: Exclude<Concept, 'rounding'>, model: FunctionModel): boolean {
  if (statement.targets.some((target) => namesConceptItself(target, concept))) return false;
  const used = names(statement.value, model);
  return used.some((name) => mentionsConcept(name, concept)) && used.some((name) => !mentionsConcept(name, concept));
}

function at(node: Node, title: string, description: string): Detection {
  return { start: node.startIndex, end: node.endIndex, title, description };
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function orderViolations(file: FileContext): Detection[] {
  const detections: Detection[] = [];
  for (const rule of contextRules(file)) {
    if (rule.kind !== 'order' || rule.first === 'rounding' || rule.then === 'rounding') continue;
    const { first, then } = rule;
    for (const model of functionModels(file)) {
      // Values that already carry `then` (e.g. taxed totals), followed through assignments.
      const carrying = new Set<string>();
      for (const statement of model.statements) {
        const used = names(statement.value, model);
        const usesCarrying = used.some((name) => carrying.has(name));
        if (applies(statement, first, model) && usesCarrying) {
          detections.push(at(statement.node, `${capitalised(first)} applied after ${then}`,
            `The business rule "${rule.sentence}" says ${first} comes before ${then}, but this line applies ${first} to a value that already includes ${then}.`));
          break;
        }
        if (applies(statement, then, model) || usesCarrying) for (const target of statement.targets) carrying.add(target);
      }
    }
  }
  return detections;
}

function boundSubjectMatches(name: string, subject: string): boolean {
  const words = wordsOf(name);
  const subjectWords = wordsOf(subject);
  return subjectWords.every((word) => words.includes(word)) || (subject === 'quantity' && words.includes('qty')) || (subject === 'percentage' && words.some((w) => w === 'percent' || w === 'pct'));
}

function firstArithmeticUse(model: FunctionModel, name: string): Node | undefined {
  return model.arithmetic.find((node) => identifiersIn(node, model.table).some((id) => id.text === name));
}

function boundsDescription(rule: Extract<BusinessRule, { kind: 'bound' }>): string {
  if (rule.min !== undefined && rule.max !== undefined) return `between ${rule.min} and ${rule.max}`;
  if (rule.min !== undefined) return rule.min === 0 ? 'never negative' : `at least ${rule.min}`;
  return `at most ${rule.max}`;
}

function uncheckedBounds(file: FileContext): Detection[] {
  const detections: Detection[] = [];
  for (const rule of contextRules(file)) {
    if (rule.kind !== 'bound') continue;
    for (const model of functionModels(file)) {
      for (const param of model.params.filter((p) => boundSubjectMatches(p, rule.subject))) {
        if (isBoundChecked(model, param)) continue;
        const use = firstArithmeticUse(model, param);
        if (use) {
          detections.push(at(use, `${param} is used without checking it is ${boundsDescription(rule)}`,
            `The business rule "${rule.sentence}" bounds ${rule.subject}, but ${param} is used in a calculation here without any check of that bound.`));
        }
      }
    }
  }
  return detections;
}

function violatedBounds(file: FileContext): Detection[] {
  const detections: Detection[] = [];
  for (const rule of contextRules(file)) {
    if (rule.kind !== 'bound') continue;
    for (const model of functionModels(file)) {
      for (const statement of model.statements) {
        if (!statement.targets.some((t) => boundSubjectMatches(t, rule.subject))) continue;
        const literal = Number(statement.value.text);
        if (!/^-?\d+(\.\d+)?$/.test(statement.value.text.trim())) continue;
        if ((rule.min !== undefined && literal < rule.min) || (rule.max !== undefined && literal > rule.max)) {
          detections.push(at(statement.node, `${statement.targets[0]} is set outside its allowed range`,
            `The business rule "${rule.sentence}" allows ${rule.subject} ${boundsDescription(rule)}, but this sets it to ${literal}.`));
        }
      }
    }
  }
  return detections;
}

const MONEY_WORDS = ['price', 'amount', 'total', 'subtotal', 'cost', 'balance', 'fee', 'tax', 'payment', 'charge', 'refund', 'salary', 'revenue'];
const isMoneyName = (name: string) => wordsOf(name).some((word) => MONEY_WORDS.includes(word)) && !wordsOf(name).some((w) => w === 'cents' || w === 'rate' || w === 'percent' || w === 'count');

/** Rounding calls and the decimals they round to (undefined: unknown). */
function roundingDecimals(node: Node, model: FunctionModel): number[] {
  const found: number[] = [];
  for (const call of [node, ...model.calls.filter((c) => c.startIndex >= node.startIndex && c.endIndex <= node.endIndex)]) {
    const text = call.text;
    const round = /^(round|Math\.round|math\.Round|Math\.floor|Math\.ceil)\s*\(/.exec(text);
    const method = /\.(toFixed|setScale|quantize)\s*\(\s*(\d+)?/.exec(text);
    if (round) {
      const digits = /,\s*(\d+)\s*\)\s*$/.exec(text);
      const scaled = /\*\s*(10+)\s*\)\s*\/\s*(10+)/.exec(text);
      found.push(digits ? Number(digits[1]) : scaled ? scaled[1]!.length - 1 : 0);
    } else if (method) {
      found.push(method[2] !== undefined ? Number(method[2]) : -1);
    }
  }
  return found;
}

function roundingViolations(file: FileContext): Detection[] {
  const detections: Detection[] = [];
  for (const rule of contextRules(file)) {
    if (rule.kind !== 'rounding') continue;
    for (const model of functionModels(file)) {
      const fnName = model.node.childForFieldName('name')?.text ?? '';
      for (const statement of model.statements.filter((s) => s.targets.length === 0)) {
        const money = isMoneyName(fnName) || names(statement.value, model).some(isMoneyName);
        const computes = model.arithmetic.some((a) => a.startIndex >= model.node.startIndex && a.endIndex <= model.node.endIndex);
        if (!money || !computes) continue;
        const decimals = roundingDecimals(statement.value, model);
        if (decimals.includes(rule.decimals) || decimals.includes(-1)) continue;
        detections.push(at(statement.node, decimals.length > 0 ? `Money rounded to ${decimals[0]} decimals, not ${rule.decimals}` : 'Money returned without the required rounding',
          `The business rule "${rule.sentence}" requires rounding to ${rule.decimals} decimal place${rule.decimals === 1 ? '' : 's'}, but this value is ${decimals.length > 0 ? `rounded to ${decimals[0]}` : 'returned unrounded'}.`));
      }
    }
  }
  return detections;
}

function floatMoney(file: FileContext): Detection[] {
  const table = tableFor(file.language);
  if (!table) return [];
  const detections: Detection[] = [];
  for (const { node, left, right } of queryMatches(file, table.floatArithmetic)) {
    if (!node || !left || !right) continue;
    const operands = [left, right];
    const float = operands.some((operand) => table.floatLiteral(operand));
    const money = operands.some((operand) => table.identifiers.includes(operand.type) && isMoneyName(operand.text));
    if (float && money) {
      detections.push(at(node, 'Money calculated in binary floating point',
        `${node.text} mixes a money value with a floating-point literal; binary floats cannot represent most cents exactly, so totals drift (0.1 + 0.2 != 0.3).`));
    }
  }
  return detections;
}

function uncheckedParameters(file: FileContext, pattern: (words: string[]) => boolean, title: (name: string) => string, description: (name: string) => string): Detection[] {
  const boundSubjects = contextRules(file).filter((r): r is Extract<BusinessRule, { kind: 'bound' }> => r.kind === 'bound');
  const detections: Detection[] = [];
  // Most files have no such parameter: then the full function models are never built.
  if (![...parameterNames(file)].some((name) => pattern(wordsOf(name)))) return detections;
  for (const model of functionModels(file)) {
    for (const param of model.params) {
      if (!pattern(wordsOf(param)) || boundSubjects.some((rule) => boundSubjectMatches(param, rule.subject))) continue;
      if (isBoundChecked(model, param)) continue;
      const use = firstArithmeticUse(model, param);
      if (use) detections.push(at(use, title(param), description(param)));
    }
  }
  return detections;
}

const common = { specialist: 'business_logic' as const, languages: PARSED };

export const rules: Rule[] = [
  {
    ...common, id: 'generic.business_logic.order-violation', severity: 'high',
    title: 'Business rule order violated',
    description: 'The code applies steps in a different order than the business context requires.',
    suggestion: 'Reorder the calculation so the steps follow the stated business order (e.g. apply the discount to the subtotal, then tax the discounted amount).',
    scan: orderViolations,
  },
  {
    ...common, id: 'generic.business_logic.bound-unchecked', severity: 'medium',
    title: 'Business bound not enforced',
    description: 'A value the business context bounds is used without checking the bound.',
    suggestion: 'Validate the value at the start of the function and reject (raise/throw/return an error) when it is out of range.',
    scan: uncheckedBounds,
  },
  {
    ...common, id: 'generic.business_logic.bound-violated', severity: 'high',
    title: 'Value set outside its business bound',
    description: 'A literal value breaks a bound stated in the business context.',
    suggestion: 'Use a value inside the allowed range, or update the business rule if it changed.',
    scan: violatedBounds,
  },
  {
    ...common, id: 'generic.business_logic.rounding-violation', severity: 'medium',
    title: 'Money not rounded as the business requires',
    description: 'A money result is not rounded to the number of decimals the business context states.',
    suggestion: 'Round the final amount as stated (e.g. round(total, 2), Math.round(total * 100) / 100, setScale(2, RoundingMode.HALF_UP)).',
    scan: roundingViolations,
  },
  {
    ...common, id: 'generic.business_logic.float-money', severity: 'medium',
    title: 'Money calculated in binary floating point',
    description: 'Money values mixed with floating-point literals drift by fractions of a cent.',
    suggestion: 'Keep money in integer cents, or use a decimal type (Decimal, BigDecimal, a money library).',
    scan: floatMoney,
  },
  {
    ...common, id: 'generic.business_logic.negative-quantity-unchecked', severity: 'medium',
    title: 'Quantity used without checking it is positive',
    description: 'A negative or zero quantity is valid code but wrong business: it turns a sale into a refund or stock into debt.',
    suggestion: 'Reject quantities below 1 at the start of the function.',
    scan: (file) => uncheckedParameters(file, (w) => w.includes('quantity') || w.includes('qty') || w.includes('units'),
      (name) => `${name} is used without checking it is positive`,
      (name) => `${name} goes into a calculation without any check, so a negative or zero quantity produces a negative charge or stock level.`),
  },
  {
    ...common, id: 'generic.business_logic.unbounded-percentage', severity: 'medium',
    title: 'Percentage used without bounds',
    description: 'A percentage outside 0–100 (or 0–1) is valid code but wrong business: a 150% discount pays the customer.',
    suggestion: 'Check the percentage is within 0 and 100 (or 0 and 1 for a rate) before using it.',
    scan: (file) => uncheckedParameters(file, (w) => w.includes('percent') || w.includes('percentage') || w.includes('pct') || (w.includes('discount') && w.includes('rate')),
      (name) => `${name} is used without bounds`,
      (name) => `${name} goes into a price calculation without a 0–100 (or 0–1) check, so a bad value can make prices negative or inflate them.`),
  },
];
