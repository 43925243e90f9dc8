/**
 * Orderings in business_context prose ("apply the discount before tax", "after tax, add shipping", "never apply the
 * discount after tax"). A sentence that is hedged, conditional, a question, or that names both orders makes none.
 */
import { conceptOfWord, type Concept } from './names';
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
  sentence: string;
}

type Order = { first: Concept; then: Concept; basis?: 'first' | 'then' };

const pairs = (concepts: readonly Concept[]) => concepts.slice(1).map((then, i) => ({ first: concepts[i]!, then }));

const conceptsIn = (tokens: readonly string[]) => tokens.map(conceptOfWord).filter((c): c is Concept => !!c);

const CONNECTIVES: Readonly<Record<string, 'before' | 'after'>> = { before: 'before', prior: 'before', after: 'after', following: 'after', once: 'after' };

/**
 * "X … before Y", "Y is applied after X", "After Y, X", "X applies after Y but before Z", with negation ("never apply
 * the discount after tax", "apply the discount before tax, not after").
 */
function connectiveOrder(tokens: readonly string[]): Order[] {
  const at = tokens.flatMap((t, i) => (CONNECTIVES[t] && (t !== 'prior' || tokens[i + 1] === 'to') ? [i] : []));
  if (at.length === 0) return [];
  const head = tokens.slice(0, at[0]);
  const segments = at.map((index, k) => {
    const previous = k === 0 ? head : tokens.slice(at[k - 1]! + 1, index);
    // The negation of a later connective sits between it and the previous one's object ("…before tax, not after").
    const negated = k === 0 ? head.some((t) => NEGATIONS.has(t)) : previous.slice(lastConceptIndex(previous) + 1).some((t) => NEGATIONS.has(t));
    return { word: CONNECTIVES[tokens[index]!]!, negated, concepts: conceptsIn(tokens.slice(index + 1, at[k + 1] ?? tokens.length)) };
  });
  let subject = conceptsIn(head).at(-1);
  if (!subject && at[0] === 0 && segments.length === 1) {
    // "After tax, add shipping": the connective's object comes first, the subject last.
    const concepts = segments[0]!.concepts;
    if (concepts.length < 2) return [];
    subject = concepts.at(-1)!;
    segments[0]!.concepts = concepts.slice(0, -1);
  }
  if (!subject) return [];
  const orders: Order[] = [];
  for (const { word, negated, concepts } of segments) {
    const before = (word === 'before') !== negated;
    for (const other of new Set(concepts)) {
      if (other !== subject) orders.push(before ? { first: subject, then: other } : { first: other, then: subject });
    }
  }
  return orders;
}

function lastConceptIndex(tokens: readonly string[]): number {
  for (let i = tokens.length - 1; i >= 0; i--) if (conceptOfWord(tokens[i]!)) return i;
  return -1;
}

const PRE = new Set(['pre', 'before', 'ex', 'excl', 'excluding', 'without', 'untaxed', 'net']);
const POST = new Set(['post', 'after', 'incl', 'including', 'inclusive', 'with', 'plus', 'gross']);
const PARTICIPLES: Readonly<Record<string, Concept>> = { taxed: 'tax', discounted: 'discount' };

/** "Discounts apply to the pre-tax amount", "tax is charged on the discounted price". */
function modifierOrder(tokens: readonly string[]): Order[] {
  // "Shipping is not discounted" excludes a concept; it orders nothing.
  if (tokens.some((t) => NEGATIONS.has(t))) return [];
  const plain: Concept[] = [];
  const modified: Array<{ concept: Concept; post: boolean }> = [];
  tokens.forEach((token, i) => {
    const participle = PARTICIPLES[token];
    if (participle) return modified.push({ concept: participle, post: true });
    const concept = conceptOfWord(token);
    if (!concept) return;
    const before = tokens[i - 1] ?? '';
    const after = tokens[i + 1] ?? '';
    if (PRE.has(before) || after === 'exclusive' || after === 'free') modified.push({ concept, post: false });
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
function baseExclusion(tokens: readonly string[]): Order[] {
  const text = tokens.join(' ');
  const match = /^(?:the )?(?:sales )?(\w+) (?:is|are|must be|should be|is never|are never) (?:not part of|not included in|excluded from|never part of|never included in|left out of) (?:the )?(\w+) (?:base|basis|calculation)$/.exec(text);
  const excluded = match && conceptOfWord(match[1]!);
  const computed = match && conceptOfWord(match[2]!);
  return excluded && computed && excluded !== computed ? [{ first: computed, then: excluded, basis: 'first' }] : [];
}

/** "First the discount, then tax, then shipping", "discount followed by tax". */
function sequenceOrder(tokens: readonly string[]): Order[] {
  const sequenced = tokens.includes('then') || tokens.join(' ').includes('followed by') || /\bin (this|that|the following) order\b/.test(tokens.join(' '));
  if (!sequenced) return [];
  const concepts = conceptsIn(tokens).filter((c, i, all) => all.indexOf(c) === i);
  return concepts.length >= 2 ? pairs(concepts) : [];
}

/** "Before or after tax", "either before or after": both orders allowed, so none is required. */
const BOTH_ORDERS = /\b(before|after|prior to) (or|and|and\/or) (before|after|prior to)\b/;

const mentionsTwoConcepts = (tokens: readonly string[]) => conceptsIn(tokens).length >= 2 || tokens.some((t) => t in PARTICIPLES);

/** The sentence before a negated alternative: "…on the discounted price, not on the list price". */
const CONTRAST = /,\s*(?:and\s+)?(?:not|never|rather than|instead of)\b|\s(?:rather than|instead of)\s/i;

export function parseOrders(sentence: string, tokens: readonly string[]): OrderRule[] {
  const rules = ordersIn(sentence, tokens);
  if (rules.length > 0) return rules;
  const contrast = CONTRAST.exec(sentence);
  return contrast ? ordersIn(sentence, tokensOf(sentence.slice(0, contrast.index))) : [];
}

function ordersIn(sentence: string, tokens: readonly string[]): OrderRule[] {
  if (!mentionsTwoConcepts(tokens) || isPermissive(tokens) || BOTH_ORDERS.test(tokens.join(' '))) return [];
  for (const reader of [baseExclusion, connectiveOrder, sequenceOrder, modifierOrder]) {
    const found = reader(tokens);
    if (found.length === 0) continue;
    const unique = found.filter((o, i) => found.findIndex((p) => p.first === o.first && p.then === o.then) === i);
    // "Before tax, not after tax" read both ways is a sentence we misread: better no rule than a wrong one.
    if (unique.some((o) => unique.some((p) => p.first === o.then && p.then === o.first))) return [];
    // A tip is a share of what was ordered and is not taxed: "tip before tax" names the tip's base, not a sequence.
    return unique.map((o) => ({ kind: 'order', ...o, ...(o.first === 'tip' && !o.basis ? { basis: 'first' as const } : {}), sentence }));
  }
  return [];
}

const ORDER_WORDS = new Set(['before', 'after', 'prior', 'following', 'then', 'first', 'followed', 'order', 'pre', 'post', 'precede', 'precedes', 'preceded', 'last', 'earlier', 'later']);

/** Names two concepts and an ordering word: a sentence that reads like an ordering, whether or not we understood it. */
export function looksLikeOrder(tokens: readonly string[]): boolean {
  return mentionsTwoConcepts(tokens) && tokens.some((t) => ORDER_WORDS.has(t));
}
