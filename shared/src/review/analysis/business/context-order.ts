/**
 * Orderings in business_context prose ("apply the discount before tax", "after tax, add shipping", "never apply the
 * discount after tax"), bases ("points are earned on the pre-tax amount") and free-shipping thresholds ("shipping is
 * free once the subtotal after discounts reaches $50"). A sentence that is hedged, conditional, a question, or that
 * names both orders makes none.
 */
import { CONCEPT_WORDS, conceptOfWord, DERIVED, isDiscountConcept, type Concept } from './names';
import { isPermissive, NEGATIONS, tokensOf } from './context-text';

export interface OrderRule {
  kind: 'order';
  first: Concept;
  then: Concept;
  /**
   * The rule names the base an amount is computed on ("tips are calculated on the pre-tax total", "tax is charged
   * on the discounted price"), not the order steps are added in: an amount worked out on the right base may be
   * added at any point. 'first': the first concept's amount is computed without the other (tip on the pre-tax
   * total); 'then': the second's is computed with the first applied (tax on the discounted price).
   */
  basis?: 'first' | 'then';
  /**
   * The base is the amount a threshold is measured on ("free shipping once the subtotal after discounts reaches
   * $50"): what is compared, not the order the steps are added in.
   */
  threshold?: true;
  sentence: string;
}

type Order = { first: Concept; then: Concept; basis?: 'first' | 'then' };

/** A sentence's words and the concept each names (a discount kind where the words set one apart). */
interface Words {
  tokens: readonly string[];
  concepts: ReadonlyArray<Concept | undefined>;
}

const pairs = (concepts: readonly Concept[]) => concepts.slice(1).map((then, i) => ({ first: concepts[i]!, then }));

const conceptsIn = (words: Words, from = 0, to = words.tokens.length) => words.concepts.slice(from, to).filter((c): c is Concept => !!c);

/** Words after a member word that make it the member's discount: "member discount", "loyalty member percentage". */
const MEMBER_DISCOUNT = new Set(['discount', 'discounts', 'percentage', 'percent', 'rate', 'price', 'pricing', 'savings']);
/** "the remaining fee", "the reduced price": the amount left, not a step. */
const LEFT_OVER = new Set(['remaining', 'reduced']);

/**
 * The concept each token names. A coupon word names the coupon, a member word before a discount word the member's
 * discount (that discount word then names nothing more); they are read as plain discounts unless a rule sets the two
 * apart. "Ships free" names shipping.
 */
function wordsOf(tokens: readonly string[]): Words {
  const concepts: Array<Concept | undefined> = tokens.map(conceptOfWord);
  tokens.forEach((token, i) => {
    if (CONCEPT_WORDS.coupon.includes(token)) concepts[i] = 'coupon';
    if (LEFT_OVER.has(tokens[i - 1] ?? '')) concepts[i] = undefined;
    if ((token === 'ship' || token === 'ships') && tokens[i + 1] === 'free') concepts[i] = 'shipping';
    if (!CONCEPT_WORDS.member.includes(token) || CONCEPT_WORDS.member.includes(tokens[i - 1] ?? '')) return;
    let next = i + 1;
    while (CONCEPT_WORDS.member.includes(tokens[next] ?? '')) next++;
    if (!MEMBER_DISCOUNT.has(tokens[next] ?? '')) return;
    concepts[i] = 'member';
    for (let k = i + 1; k <= next; k++) concepts[k] = undefined;
  });
  return { tokens, concepts };
}

/**
 * Words that order the subject against what follows them: "X before Y", "X excluding Y" (X is worked out without
 * Y), "X less Y" (with Y taken off first). Those that name a base make the order a basis of the subject.
 */
const CONNECTIVES: Readonly<Record<string, { word: 'before' | 'after'; basis?: 'first' }>> = {
  before: { word: 'before' }, prior: { word: 'before' }, ahead: { word: 'before' }, after: { word: 'after' }, following: { word: 'after' }, once: { word: 'after' },
  less: { word: 'after' }, pre: { word: 'before', basis: 'first' }, excluding: { word: 'before', basis: 'first' }, excl: { word: 'before', basis: 'first' },
  without: { word: 'before', basis: 'first' },
};

/** Which tokens connect: "prior to", "ahead of", "less returns" but not "less than", "pre" only before a concept. */
function connects(words: Words, i: number): boolean {
  const { tokens } = words;
  const token = tokens[i]!;
  if (!CONNECTIVES[token]) return false;
  if (token === 'prior') return tokens[i + 1] === 'to';
  if (token === 'ahead') return tokens[i + 1] === 'of';
  if (token === 'less') return tokens[i + 1] !== 'than' && tokens[i - 1] !== 'or';
  if (token === 'pre') return !!words.concepts[i + 1];
  return true;
}

/** Comparatives after a negation: "may not be more than 25% … before tax" denies an amount, not the order. */
const COMPARATIVES = new Set(['more', 'less', 'exceed', 'exceeds', 'over', 'above', 'below', 'greater', 'higher', 'lower', 'fewer']);
const denies = (tokens: readonly string[]) => tokens.some((t, i) => NEGATIONS.has(t) && !tokens.slice(i + 1, i + 4).some((n) => COMPARATIVES.has(n)));

/** Words before a concept that say the amount already has it, or does not: "pre-tax amount", "the taxed price". */
const PRE = new Set(['pre', 'before', 'ex', 'excl', 'excluding', 'without', 'untaxed', 'net']);
const POST = new Set(['post', 'after', 'incl', 'including', 'inclusive', 'with', 'plus', 'gross']);
const PARTICIPLES: Readonly<Record<string, Concept>> = { taxed: 'tax', discounted: 'discount' };

/**
 * "X … before Y", "Y is applied after X", "After Y, X", "X applies after Y but before Z", with negation ("never apply
 * the discount after tax", "apply the discount before tax, not after"); "X is earned on the pre-tax amount".
 */
function connectiveOrder(words: Words): Order[] {
  const { tokens } = words;
  const at = tokens.flatMap((_, i) => (connects(words, i) ? [i] : []));
  if (at.length === 0) return [];
  const head = tokens.slice(0, at[0]);
  const segments = at.map((index, k) => {
    const previous = k === 0 ? head : tokens.slice(at[k - 1]! + 1, index);
    // The negation of a later connective sits between it and the previous one's object ("…before tax, not after").
    const negated = k === 0 ? denies(head) : denies(previous.slice(lastConceptIndex(words, at[k - 1]! + 1, index) + 1));
    const { word, basis } = CONNECTIVES[tokens[index]!]!;
    return { word, basis, negated, concepts: conceptsIn(words, index + 1, at[k + 1] ?? tokens.length) };
  });
  // A concept modified in the head ("the pre-tax amount") names a base, not the subject.
  const headConcepts = words.concepts.slice(0, at[0]).map((c, i) => (c && !PRE.has(tokens[i - 1] ?? '') && !POST.has(tokens[i - 1] ?? '') ? c : undefined));
  let subject = headConcepts.filter((c): c is Concept => !!c).at(-1);
  if (!subject && at[0] === 0 && segments.length === 1) {
    // "After tax, add shipping": the connective's object comes first, the subject last.
    const concepts = segments[0]!.concepts;
    if (concepts.length < 2) return [];
    subject = concepts.at(-1)!;
    segments[0]!.concepts = concepts.slice(0, -1);
  }
  if (!subject) return [];
  const orders: Order[] = [];
  for (const { word, basis, negated, concepts } of segments) {
    const before = (word === 'before') !== negated;
    for (const other of new Set(concepts)) {
      if (other === subject) continue;
      const order = before ? { first: subject, then: other } : { first: other, then: subject };
      orders.push(basis && before ? { ...order, basis } : order);
    }
  }
  return orders;
}

function lastConceptIndex(words: Words, from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) if (words.concepts[i]) return i - from;
  return -1;
}

/** "Discounts apply to the pre-tax amount", "tax is charged on the discounted price". */
function modifierOrder(words: Words): Order[] {
  const { tokens } = words;
  // "Shipping is not discounted" excludes a concept; it orders nothing.
  if (tokens.some((t) => NEGATIONS.has(t))) return [];
  const plain: Concept[] = [];
  const modified: Array<{ concept: Concept; post: boolean }> = [];
  tokens.forEach((token, i) => {
    const participle = PARTICIPLES[token];
    if (participle) return modified.push({ concept: participle, post: true });
    const concept = words.concepts[i];
    if (!concept) return;
    const before = tokens[i - 1] ?? '';
    const after = tokens[i + 1] ?? '';
    // "Tax-free" leaves tax out; "orders ship free" is about shipping itself.
    const leftOut = after === 'free' && token !== 'ship' && token !== 'ships';
    if (PRE.has(before) || after === 'exclusive' || leftOut) modified.push({ concept, post: false });
    else if (POST.has(before) || after === 'inclusive' || after === 'included') modified.push({ concept, post: true });
    else plain.push(concept);
  });
  const subjects = [...new Set(plain)];
  if (subjects.length !== 1 || modified.length !== 1) return [];
  const [subject] = subjects as [Concept];
  const { concept, post } = modified[0]!;
  if (concept === subject) return [];
  return [post ? { first: concept, then: subject, basis: 'then' } : { first: subject, then: concept, basis: 'first' }];
}

/** "Sales tax is not part of the tip base", "tax is excluded from the tip base": the base of one concept leaves out another. */
function baseExclusion(words: Words): Order[] {
  const text = words.tokens.join(' ');
  const match = /^(?:the )?(?:sales )?(\w+) (?:is|are|must be|should be|is never|are never) (?:not part of|not included in|excluded from|never part of|never included in|left out of) (?:the )?(\w+) (?:base|basis|calculation)$/.exec(text);
  const excluded = match && conceptOfWord(match[1]!);
  const computed = match && conceptOfWord(match[2]!);
  return excluded && computed && excluded !== computed ? [{ first: computed, then: excluded, basis: 'first' }] : [];
}

/** "First the discount, then tax, then shipping", "discount followed by tax", "…: promotions come off first, then tax". */
function sequenceOrder(words: Words): Order[] {
  const { tokens } = words;
  const text = tokens.join(' ');
  const sequenced = tokens.includes('then') || text.includes('followed by') || /\bin (this|that|the following) order\b/.test(text);
  if (!sequenced) return [];
  // After a colon the sequence itself: "Tax is calculated on the discounted price: promotions come off first, then tax".
  const colon = tokens.indexOf(':');
  const then = tokens.indexOf('then');
  const from = colon >= 0 && (then < 0 || colon < then) ? colon + 1 : 0;
  const concepts = conceptsIn(words, from).filter((c, i, all) => all.indexOf(c) === i);
  return concepts.length >= 2 ? pairs(concepts) : [];
}

/** "Before or after tax", "either before or after": both orders allowed, so none is required. */
const BOTH_ORDERS = /\b(before|after|prior to) (or|and|and\/or) (before|after|prior to)\b/;

const mentionsTwoConcepts = (words: Words) => conceptsIn(words).length >= 2 || words.tokens.some((t) => t in PARTICIPLES);

/** The sentence before a negated alternative: "…on the discounted price, not on the list price". */
const CONTRAST = /,\s*(?:and\s+)?(?:not|never|rather than|instead of)\b|\s(?:rather than|instead of)\s/i;

/** Phrases read as one word: "not counting tax" leaves tax out as "excluding tax" does. */
function normalised(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === 'not' && (tokens[i + 1] === 'counting' || tokens[i + 1] === 'including')) {
      out.push('excluding');
      i++;
    } else out.push(tokens[i]!);
  }
  return out;
}

export function parseOrders(sentence: string, tokens: readonly string[]): OrderRule[] {
  const rules = ordersIn(sentence, tokens);
  if (rules.length > 0) return rules;
  const contrast = CONTRAST.exec(sentence);
  return contrast ? ordersIn(sentence, tokensOf(sentence.slice(0, contrast.index))) : [];
}

/**
 * "Paper coupons are applied first. The member discount is then calculated on what is left": one concept applied
 * first in a sentence, another then in the next, when neither sentence made an order of its own.
 */
export function parseOrderAcross(previous: readonly string[], sentence: string, tokens: readonly string[]): OrderRule[] {
  const contrast = CONTRAST.exec(sentence);
  const [before, after] = [wordsOf(normalised(previous)), wordsOf(normalised(contrast ? tokensOf(sentence.slice(0, contrast.index)) : tokens))];
  const [a, b] = [[...new Set(conceptsIn(before))], [...new Set(conceptsIn(after))]];
  if (a.length !== 1 || b.length !== 1 || !before.tokens.includes('first') || !after.tokens.includes('then')) return [];
  if (isPermissive(after.tokens) || denies(after.tokens) || denies(before.tokens)) return [];
  return rulesOf([{ first: a[0]!, then: b[0]! }], after, sentence);
}

function ordersIn(sentence: string, raw: readonly string[]): OrderRule[] {
  const words = wordsOf(normalised(raw));
  if (!mentionsTwoConcepts(words) || isPermissive(words.tokens) || BOTH_ORDERS.test(words.tokens.join(' '))) return [];
  for (const reader of [baseExclusion, connectiveOrder, sequenceOrder, modifierOrder]) {
    const found = reader(words);
    if (found.length > 0) return rulesOf(found, words, sentence);
  }
  return [];
}

/**
 * The discount kinds kept only where a rule sets the two apart (coupon before the member discount); elsewhere each
 * is the discount. Points are earned on an amount: their orders name its base, and need a base in the sentence
 * ("earned on", "per dollar of") to be an ordering at all ("points post 14 days after delivery" is none).
 */
function rulesOf(found: readonly Order[], words: Words, sentence: string): OrderRule[] {
  const kinds = found.flatMap((o) => {
    const [first, then] = [o.first, o.then];
    if (isDiscountConcept(first) && isDiscountConcept(then)) return first !== then && first !== 'discount' && then !== 'discount' ? [o] : [];
    return [{ ...o, first: isDiscountConcept(first) ? 'discount' as const : first, then: isDiscountConcept(then) ? 'discount' as const : then }];
  });
  const based = kinds.filter((o) => !(DERIVED.has(o.first) || DERIVED.has(o.then)) || words.tokens.some((t) => t === 'on' || t === 'of' || t === 'from'));
  const unique = based.filter((o, i) => based.findIndex((p) => p.first === o.first && p.then === o.then) === i);
  // "Before tax, not after tax" read both ways is a sentence we misread: better no rule than a wrong one.
  if (unique.some((o) => unique.some((p) => p.first === o.then && p.then === o.first))) return [];
  const threshold = thresholdOf(words);
  const rules = unique.map((o): OrderRule => {
    const rule: OrderRule = { kind: 'order', ...o, sentence };
    // A tip is a share of what was ordered and is not taxed: "tip before tax" names the tip's base, not a sequence.
    if (!rule.basis && (o.first === 'tip' || DERIVED.has(o.first))) rule.basis = 'first';
    if (!rule.basis && DERIVED.has(o.then)) rule.basis = 'then';
    if (threshold && (o.first === threshold || o.then === threshold)) return { ...rule, basis: o.first === threshold ? 'first' : 'then', threshold: true };
    return rule;
  });
  // "Free shipping once the subtotal after discounts reaches $50": a subtotal is measured before tax.
  const measured = words.tokens.some((t) => t === 'subtotal' || t === 'merchandise');
  if (threshold && threshold !== 'tax' && measured && rules.length > 0 && !rules.some((r) => r.first === 'tax' || r.then === 'tax')) {
    rules.push({ kind: 'order', first: threshold, then: 'tax', basis: 'first', threshold: true, sentence });
  }
  return rules;
}

/** The concept a threshold sentence makes free ("shipping is free for orders of $50 or more", "ship free", "on us"). */
function thresholdOf(words: Words): Concept | undefined {
  const { tokens } = words;
  const free = tokens.findIndex((t, i) => t === 'free' || (t === 'on' && tokens[i + 1] === 'us'));
  if (free < 0) return undefined;
  const near = [...words.concepts.slice(Math.max(0, free - 3), free), ...words.concepts.slice(free + 1, free + 3)].filter((c): c is Concept => !!c);
  return near[0];
}

/** A comparison with an amount: what a threshold condition states ("reaches $50", "is at least 75 dollars", "$60 or more"). */
const THRESHOLD = /\b(at least|or more|reaches|reach|exceeds|over|above|minimum)\b/;

/**
 * A threshold sentence whose condition is the threshold itself ("Orders ship free when the discounted subtotal is at
 * least $50"): the condition is the rule, not an exception to it.
 */
export function isThresholdCondition(tokens: readonly string[]): boolean {
  const words = wordsOf(normalised(tokens));
  if (!thresholdOf(words)) return false;
  const condition = tokens.findIndex((t) => t === 'when' || t === 'if' || t === 'whenever');
  if (condition < 0 || tokens.some((t) => t === 'unless' || t === 'except')) return false;
  const clause = tokens.slice(condition + 1);
  return THRESHOLD.test(clause.join(' ')) && clause.some((t) => /^\$?\d/.test(t)) && tokens.filter((t) => t === 'when' || t === 'if' || t === 'whenever').length === 1;
}

const ORDER_WORDS = new Set(['before', 'after', 'prior', 'following', 'then', 'first', 'followed', 'order', 'pre', 'post', 'precede', 'precedes', 'preceded', 'last', 'earlier', 'later']);

/** Names two concepts and an ordering word: a sentence that reads like an ordering, whether or not we understood it. */
export function looksLikeOrder(tokens: readonly string[]): boolean {
  return mentionsTwoConcepts(wordsOf(tokens)) && tokens.some((t) => ORDER_WORDS.has(t));
}
