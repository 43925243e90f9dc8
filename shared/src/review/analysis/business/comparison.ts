/**
 * Comparisons of the business context ("a refund can never exceed the amount paid"): in each public function that
 * handles the bounded quantity and can see the other, the quantity must be compared with the other (a guard, a
 * clamp with min(), a validator given it) or be computed from it, before it is used.
 */
import type { Detection, FileContext, Node } from '../../core/rule';
import type { ComparisonRule } from './context';
import { assignmentParts, callParts, callTypes, comparisonParts, tableFor } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';
import { enclosingTypeNames, functionName, functionNodes, identifiersIn, isPrivateFunction, modelOf, ownIdentifiersIn, type FunctionModel } from './model';
import { descendantsOf } from '../../core/syntax';
import { isPercentageName, wordsOf } from './names';
import { isPassiveCall } from './guards';
import { contextRules } from './order';

/** Words code uses for the other side's head noun ("the amount paid" is `paid_cents`, `payment.amount`, `captured`). */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  // What is left to refund of a payment (`refundableCents`) is the amount paid, less earlier refunds.
  paid: ['paid', 'payment', 'captured', 'charged', 'settled', 'collected', 'refundable'],
  charge: ['charge', 'charged', 'paid', 'payment', 'captured', 'refundable'],
  payment: ['payment', 'paid', 'captured', 'charged', 'refundable'],
  captured: ['captured', 'paid', 'payment', 'charged', 'refundable'],
  balance: ['balance', 'available', 'funds', 'withdrawable'],
  available: ['available', 'balance', 'funds', 'withdrawable'],
  fund: ['funds', 'fund', 'available', 'balance', 'withdrawable'],
  total: ['total', 'subtotal'],
  order: ['order', 'total', 'subtotal'],
  invoice: ['invoice', 'billed', 'due'],
  purchase: ['purchase', 'paid', 'payment', 'price'],
  price: ['price', 'paid'],
};

const SUBJECT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  withdrawal: ['withdrawal', 'withdraw', 'debit'],
  transfer: ['transfer'],
  point: ['point', 'redeem', 'redemption', 'redeemed'],
  redemption: ['redeem', 'redemption', 'redeemed', 'point'],
  refund: ['refund', 'refunded'],
  refunded: ['refund', 'refunded'],
  withdrawn: ['withdrawal', 'withdraw', 'withdrawn', 'debit'],
  transferred: ['transfer', 'transferred'],
  redeemed: ['redeem', 'redemption', 'redeemed', 'point'],
};

const AMOUNT_WORDS = new Set(['amount', 'cents', 'cent', 'value', 'sum', 'requested', 'minor']);

const singular = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
const wordsOfName = (name: string) => wordsOf(name).map(singular);

function otherWords(rule: ComparisonRule): string[] {
  const head = rule.other.at(-1)!;
  return [...new Set([head, ...(ALIASES[head] ?? [])])];
}

function subjectWords(rule: ComparisonRule): string[] {
  return [rule.subject, ...(SUBJECT_ALIASES[rule.subject] ?? [])];
}


/** The function's names for the bounded quantity: `refund_cents`, or `amount` in a function named for it. */
function subjectNames(model: FunctionModel, rule: ComparisonRule, others: readonly string[]): string[] {
  const subjects = subjectWords(rule);
  const named = (name: string) => wordsOfName(name).some((w) => subjects.includes(w));
  // `amountCents` in `refund(…)` or in a `WireService` method is the quantity the rule caps.
  const inSubjectFunction = named(model.name) || enclosingTypeNames(model.node).some(named);
  // `TipOption(percent=p, …)`: a type or function called here is not the quantity.
  const called = new Set(model.calls.map((call) => callParts(call, model.table)?.callee).filter((c): c is string => !!c));
  // `issueRefund(deps, order, amountCents)`: an amount handed to a call named for the quantity is that quantity.
  const handedToSubject = new Set(model.calls.flatMap((call) => {
    const parts = callParts(call, model.table);
    return parts && named(parts.callee) ? parts.args.flatMap((arg) => identifiersIn(arg, model.table)) : [];
  }));
  return ownIdentifiersIn(model.node, model.table, model.node).filter((name) => {
    if (name === model.name || called.has(name)) return false;
    // "at most 30% of the subtotal" read against a percentage is the bound's business, not the comparison's.
    if (rule.factor !== undefined && isPercentageName(name)) return false;
    if (rule.withBound && !named(name)) return false;
    const words = wordsOfName(name);
    if (words.some((w) => others.includes(w))) return false;
    if (rule.qualifier && !words.includes(rule.qualifier) && !wordsOfName(model.name).includes(rule.qualifier)) return false;
    return named(name) && words.some((w) => AMOUNT_WORDS.has(w) || subjects.includes(w)) ? true : (inSubjectFunction || handedToSubject.has(name)) && words.some((w) => AMOUNT_WORDS.has(w));
  });
}

const mentions = (node: Node, table: BusinessSyntax, names: readonly string[]) => identifiersIn(node, table).some((id) => names.includes(id));
const mentionsWords = (node: Node, table: BusinessSyntax, words: readonly string[]) => identifiersIn(node, table).some((id) => wordsOfName(id).some((w) => words.includes(w)));

/** Whether code names the other side: by its words, or through a local computed from it. */
const isOther = (node: Node, table: BusinessSyntax, others: { words: readonly string[]; names: readonly string[] }) =>
  mentionsWords(node, table, others.words) || mentions(node, table, others.names);

const CLAMPS = /^(min|fmin|minOf|coerceAtMost|clamp|coerceIn|Min)$/;
const VALIDATORS = /^(validate|check|require|assert|ensure|verify|guard)|(valid|allowed|refundable|withdrawable|affordable|covered|limit|limits)$/i;

/**
 * Whether the function compares the quantity with the other side, clamps it to it, validates it, or derives it from
 * it. `explicit` tells the names that name the quantity itself from amounts that only sit in a function named for it.
 */
function enforced(model: FunctionModel, allNames: readonly string[], otherWordList: readonly string[], explicit: (name: string) => boolean): boolean {
  const table = model.table;
  // `remaining = payment.charged - payment.refunded` stands for the other side too, even as `remainingCents` in `refund()`.
  const derived = model.assignments.flatMap((assignment) => {
    const parts = assignmentParts(assignment, table);
    if (!parts || parts.targets.length !== 1 || !parts.values.some((v) => mentionsWords(v, table, otherWordList))) return [];
    return identifiersIn(parts.targets[0]!, table);
  }).filter((name) => !explicit(name));
  const names = allNames.filter((name) => !derived.includes(name));
  const others = { words: otherWordList, names: derived };
  for (const comparison of model.comparisons) {
    for (const { left, right } of comparisonParts(comparison, table)) {
      if ((mentions(left, table, names) && isOther(right, table, others)) || (mentions(right, table, names) && isOther(left, table, others))) return true;
    }
  }
  for (const call of model.calls) {
    const parts = callParts(call, table);
    if (!parts) continue;
    const hasNames = parts.args.some((a) => mentions(a, table, names));
    if (CLAMPS.test(parts.callee) && hasNames && parts.args.some((a) => isOther(a, table, others))) return true;
    if (VALIDATORS.test(parts.callee) && hasNames) return true;
  }
  // `refund = paid - fees`: computed from the other side, it cannot pass it unnoticed.
  return model.assignments.some((assignment) => {
    const parts = assignmentParts(assignment, table);
    return parts?.operator === '=' && parts.targets.some((t) => mentions(t, table, names)) && parts.values.some((v) => isOther(v, table, others));
  });
}

/**
 * The first place the quantity is computed with, stored, or handed to a call. Arithmetic with the other side
 * (`captured - refunded`: what is left to refund) is the bookkeeping of the comparison, not a use.
 */
function firstUse(model: FunctionModel, names: readonly string[], otherWordList: readonly string[]): Node | undefined {
  const table = model.table;
  const owns = (node: Node) => ownIdentifiersIn(node, table, model.node).some((id) => names.includes(id));
  // A definition (`amount = Number(req.body.amount)`) is where the value comes from, not a use of it.
  const definitions = model.assignments.filter((a) => {
    const parts = assignmentParts(a, table);
    return parts?.operator === '=' && parts.targets.some((t) => table.identifiers.includes(t.type) && names.includes(t.text.replace(/^[$@]+/, '')));
  });
  const inDefinition = (n: Node) => definitions.some((d) => d.startIndex <= n.startIndex && n.endIndex <= d.endIndex);
  const candidates = [...model.arithmetic, ...model.assignments, ...model.calls.filter((c) => {
    const parts = callParts(c, table);
    return parts && !isPassiveCall(parts.callee) && parts.args.some(owns);
  })].filter((n) => owns(n) && !inDefinition(n) && !(model.arithmetic.includes(n) && mentionsWords(n, table, otherWordList)));
  return candidates.sort((a, b) => a.startIndex - b.startIndex)[0];
}

export function comparisonViolations(file: FileContext): Detection[] {
  const rules = contextRules(file).filter((r): r is ComparisonRule => r.kind === 'comparison');
  const table = tableFor(file);
  if (rules.length === 0 || !table) return [];
  const detections: Detection[] = [];
  // The other side must exist in the file (a field, a parameter, a column name) for the code to be able to compare.
  const root = file.tree?.rootNode;
  const known = root ? rules.filter((rule) => mentionsWords(root, table, otherWords(rule))) : [];
  if (known.length === 0) return [];
  // A helper the file calls is reported at its callers, where the value comes from.
  const calledHere = new Set(descendantsOf(root!, callTypes(table)).flatMap((call) => {
    const parts = callParts(call, table);
    // `issueRefund(…)`, `this.issueRefund(…)`: the file's own function; `gateway.refund(…)` is another component's.
    // `this.issueRefund(…)` itself, not `this.gateway.refund(…)`.
    return parts && (!parts.receiver || /^(self|this|\$this)$/.test(parts.receiver.text)) ? [parts.callee] : [];
  }));
  for (const fn of functionNodes(file)) {
    if (isPrivateFunction(fn, table) || calledHere.has(functionName(fn))) continue;
    const model = modelOf(file, fn);
    for (const rule of known) {
      const others = otherWords(rule);
      const names = subjectNames(model, rule, others);
      const subjects = subjectWords(rule);
      const explicit = (name: string) => wordsOfName(name).some((w) => subjects.includes(w));
      if (names.length === 0 || enforced(model, names, others, explicit)) continue;
      const use = firstUse(model, names, others);
      if (!use) continue;
      const subject = rule.qualifier ? `${rule.qualifier} ${rule.subject}` : rule.subject;
      // "the amount paid", but "what was paid".
      const other = /^(what|how|whatever)\b/.test(rule.otherText) ? rule.otherText : `the ${rule.otherText}`;
      const share = rule.factor === undefined ? '' : ` × ${Number((rule.factor * 100).toFixed(2))}%`;
      const where = functionName(fn);
      const used = identifiersIn(use, table).find((id) => names.includes(id)) ?? names[0]!;
      detections.push({
        start: use.startIndex, end: use.endIndex,
        title: `${subject} is not compared with ${other}`,
        description: `The business rule "${rule.sentence}" caps ${subject} by ${other}, but ${where ? `\`${where}\`` : 'this function'} uses \`${used}\` here without comparing it with ${other}${share}. For example, a request for more than ${other}${share} goes through.`,
      });
      break;
    }
  }
  return detections;
}
