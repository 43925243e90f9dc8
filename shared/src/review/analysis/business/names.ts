/**
 * What identifiers say about business values: which concept they name (tax, discount…), whether they hold money,
 * a quantity or a percentage. Business rules read names because valid code carries its business meaning there.
 */

export type Concept = 'discount' | 'tax' | 'shipping' | 'fee' | 'tip' | 'points' | DiscountKind;

/**
 * Two discounts a rule can set apart ("the coupon comes off before the member discount"): a fixed coupon, voucher or
 * promo credit, and a member's (loyalty, club) percentage. Each is a discount too: a name of either carries both.
 */
export type DiscountKind = 'coupon' | 'member';

/** The concepts prose and names are read into; the discount kinds are read only beside a discount (see below). */
export const CONCEPTS: readonly Concept[] = ['discount', 'tax', 'shipping', 'fee', 'tip', 'points'];

/** Words that name each concept, in prose and in identifiers (singular and plural). */
export const CONCEPT_WORDS: Readonly<Record<Concept, readonly string[]>> = {
  discount: ['discount', 'discounts', 'coupon', 'coupons', 'promo', 'promotion', 'promotions', 'rebate', 'rebates', 'voucher', 'vouchers'],
  tax: ['tax', 'taxes', 'vat', 'gst', 'hst'],
  shipping: ['shipping', 'delivery', 'freight', 'postage'],
  fee: ['fee', 'fees', 'surcharge', 'surcharges', 'commission'],
  tip: ['tip', 'tips', 'gratuity'],
  points: ['points', 'point'],
  coupon: ['coupon', 'coupons', 'promo', 'promos', 'promotion', 'promotions', 'voucher', 'vouchers'],
  member: ['member', 'members', 'membership', 'loyalty', 'club'],
};

/** How a concept reads as a noun in messages: the member's discount, not "member". */
export const CONCEPT_NOUNS: Readonly<Record<Concept, string>> = {
  discount: 'discount', tax: 'tax', shipping: 'shipping', fee: 'fee', tip: 'tip', points: 'points', coupon: 'coupon', member: 'member discount',
};

/** Concepts computed from an amount and never added to it (loyalty points): a product of one is a share, not a step. */
export const DERIVED: ReadonlySet<Concept> = new Set<Concept>(['points']);

/** A discount or one of its kinds: taken off, not added. */
export const isDiscountConcept = (concept: Concept) => concept === 'discount' || concept === 'coupon' || concept === 'member';

/** Words beside a member word that make it the member's discount (`memberRate`, `MEMBER_DISCOUNT_BPS`, `memberPct`). */
const MEMBER_DISCOUNT_WORDS = new Set(['discount', 'discounts', 'rate', 'percent', 'percentage', 'pct', 'bps', 'off', 'savings', 'saving']);

/**
 * The concepts a name's words stand for: `points` but not "basis points"; a coupon word or a member word beside a
 * discount or rate (`memberRate`) adds its discount kind, and then the discount itself.
 */
export function conceptsOfWords(words: readonly string[]): Concept[] {
  const found = new Set(words.map(conceptOfWord).filter((c): c is Concept => !!c));
  if (words.includes('basis') || words.includes('bps')) found.delete('points');
  if (words.some((w) => CONCEPT_WORDS.coupon.includes(w))) found.add('coupon');
  if (words.some((w) => CONCEPT_WORDS.member.includes(w)) && words.some((w) => MEMBER_DISCOUNT_WORDS.has(w))) found.add('discount').add('member');
  return [...found];
}

/** Past participles that say a value already had the concept applied: `taxedTotal`, `discounted`. */
const APPLIED_FORMS: Readonly<Record<string, Concept>> = { taxed: 'tax', discounted: 'discount', shipped: 'shipping' };

/** Words that, next to a concept, say the value includes it (`total_with_tax`, `priceInclVat`). */
const INCLUDING = new Set(['with', 'after', 'incl', 'including', 'inclusive', 'plus', 'post', 'gross']);
/** …or that it does not (`pre_tax_total`, `priceExVat`). */
const EXCLUDING = new Set(['pre', 'before', 'ex', 'excl', 'excluding', 'exclusive', 'without', 'untaxed', 'less', 'minus', 'net']);

/** snake_case, camelCase and SCREAMING_CASE names as lower-case words: taxRate → [tax, rate]. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function conceptOfWord(word: string): Concept | undefined {
  return CONCEPTS.find((concept) => CONCEPT_WORDS[concept].includes(word));
}

/** How a name relates to the business concepts. */
export type NameRole =
  /** An amount or factor of the concepts (`tax`, `TAX_RATE`, `discountAmount`): applying it applies them. */
  | { kind: 'factor'; concepts: Concept[] }
  /** An amount the concepts were already applied to (`taxedTotal`, `price_with_vat`). */
  | { kind: 'carrier'; concepts: Concept[] }
  /** Any other value: a base amount (`subtotal`, `price`, `pre_tax_total`). */
  | { kind: 'base' };

export function roleOf(name: string): NameRole {
  const words = wordsOf(name);
  const applied = words.map((word) => APPLIED_FORMS[word]).filter((c): c is Concept => !!c);
  if (applied.length > 0) return { kind: 'carrier', concepts: [...new Set(applied)] };
  const concepts = conceptsOfWords(words);
  if (concepts.length === 0 || words.some((word) => EXCLUDING.has(word))) return { kind: 'base' };
  if (words.some((word) => INCLUDING.has(word))) return { kind: 'carrier', concepts };
  return { kind: 'factor', concepts };
}

/** Member names that only say "how much" (`coupon.amount`, `credit.amountCents`): their receiver says of what. */
const HOW_MUCH = new Set(['amount', 'value', 'cents', 'rate', 'percent', 'percentage', 'pct', 'bps', 'off', 'total', 'sum']);

/**
 * How a member read relates to the concepts, its receiver's name included: `coupon.amount` is the coupon's amount,
 * `member.discountRate` the member's discount rate. The receiver only adds to a name that says "how much", or a
 * discount kind to a discount.
 */
export function memberRoleOf(receiver: string, name: string): NameRole {
  const own = roleOf(name);
  const words = wordsOf(name);
  const joined = roleOf(`${receiver}_${name}`);
  if (joined.kind !== 'factor') return own;
  if (own.kind === 'base' && words.length > 0 && words.every((w) => HOW_MUCH.has(w) || MINOR_UNITS.has(w))) return joined;
  if (own.kind === 'factor' && own.concepts.includes('discount')) return { kind: 'factor', concepts: [...new Set([...own.concepts, ...joined.concepts.filter((c) => c === 'coupon' || c === 'member')])] };
  return own;
}

const singular = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

export const MONEY_WORDS: ReadonlySet<string> = new Set([
  'price', 'amount', 'total', 'subtotal', 'cost', 'balance', 'fee', 'tax', 'vat', 'payment', 'charge', 'refund', 'salary', 'wage',
  'revenue', 'payout', 'deposit', 'fare', 'rent', 'budget', 'profit', 'earning', 'commission', 'money', 'cash', 'dollar', 'euro',
  'shipping', 'surcharge', 'invoice', 'due', 'owed', 'gross', 'net', 'bill',
]);
/** Words that make a money-looking name something else: a rate, a count, a weight, an identifier. */
const NOT_MONEY = new Set([
  'rate', 'percent', 'percentage', 'pct', 'ratio', 'factor', 'multiplier', 'fraction', 'count', 'qty', 'quantity', 'number', 'num',
  'id', 'code', 'currency', 'name', 'type', 'format', 'precision', 'weight', 'time', 'duration', 'second', 'ms', 'distance', 'item',
  'size', 'byte', 'length', 'len', 'score', 'point', 'width', 'height', 'page', 'hour', 'day', 'minute', 'is', 'has', 'should', 'label',
  'text', 'str', 'string', 'key', 'url', 'exempt', 'included', 'inclusive', 'enabled', 'mode', 'index', 'idx',
]);
const MINOR_UNITS = new Set(['cents', 'cent', 'pennies', 'penny', 'minor', 'paise', 'satoshi', 'satoshis']);

/** A name for an amount of money (`total`, `unitPrice`, `amount_cents`, `annualCents`), not a rate or a count. */
export function isMoneyName(name: string): boolean {
  const words = wordsOf(name).map(singular);
  return words.some((word) => MONEY_WORDS.has(word) || MINOR_UNITS.has(word)) && !words.some((word) => NOT_MONEY.has(word));
}

/** Money kept in minor units (`priceCents`): integral by construction. */
export function isMinorUnitName(name: string): boolean {
  return wordsOf(name).some((word) => MINOR_UNITS.has(word));
}

const LIMIT_WORDS = new Set(['max', 'min', 'maximum', 'minimum', 'limit', 'default', 'initial', 'threshold']);

/** `quantity`, `qty`, `itemCount`, `units`: how many of something. */
export function isQuantityName(name: string): boolean {
  const words = wordsOf(name);
  if (words.some((word) => LIMIT_WORDS.has(word))) return false;
  return words.some((word) => word === 'quantity' || word === 'qty' || word === 'quantities' || word === 'units')
    || (words.at(-1) === 'count' && words.length <= 2 && words[0] !== 'retry' && words[0] !== 'page');
}

/** `amount`, `transferAmount`: an amount of money moved in or out of a balance. */
export function isAmountName(name: string): boolean {
  const words = wordsOf(name);
  return words.at(-1) === 'amount' && !words.some((word) => LIMIT_WORDS.has(word));
}

/** Values that go up and down by a quantity or amount: stock levels, balances, credits. */
const LEVEL_WORDS = new Set(['stock', 'inventory', 'balance', 'funds', 'credits', 'credit', 'points', 'wallet', 'available', 'reserved', 'remaining', 'allocated', 'onhand', 'holdings', 'supply']);

export function isLevelName(name: string): boolean {
  const words = wordsOf(name);
  // `onHand`, `on_hand`: one word split in two.
  return words.some((word) => LEVEL_WORDS.has(word)) || LEVEL_WORDS.has(words.join(''));
}

const PERCENT_WORDS = new Set(['percent', 'percentage', 'pct', 'percents', 'percentages']);
const RATE_WORDS = new Set(['rate', 'ratio', 'fraction', 'factor']);
const RATED_CONCEPTS = new Set(['discount', 'markup', 'commission', 'tip', 'margin', 'coupon', 'promo']);

/** `percent`, `discountPct`, `discount_rate`: a share applied to a price. */
export function isPercentageName(name: string): boolean {
  const words = wordsOf(name);
  if (words.some((word) => LIMIT_WORDS.has(word))) return false;
  return words.some((word) => PERCENT_WORDS.has(word)) || (words.some((word) => RATE_WORDS.has(word)) && words.some((word) => RATED_CONCEPTS.has(word)));
}

/** A rate (0..1) rather than a percentage (0..100), by name: `discountRate`, `taxFraction`. */
export function isRateName(name: string): boolean {
  const words = wordsOf(name);
  return words.some((word) => RATE_WORDS.has(word)) && !words.some((word) => PERCENT_WORDS.has(word));
}

/** A share kept in basis points (`discountBps`, `rate_bp`, `basisPoints`): hundredths of a percent. */
export function isBasisPointsName(name: string): boolean {
  const words = wordsOf(name);
  return words.some((word) => word === 'bps' || word === 'bp' || word === 'bips') || (words.includes('basis') && words.some((w) => w === 'point' || w === 'points'));
}

/** Names that stand for whole numbers: counts and quantities multiply money without adding decimals. */
export function isIntegralName(name: string): boolean {
  return isQuantityName(name) || isMinorUnitName(name) || /^(n|i|j|k|count|times|days|months|years|nights)$/i.test(name);
}

/** `self`, `this`, `$this`: the object's own fields, not another object's. */
export function isOwnReceiver(text: string): boolean {
  return /^(self|this|\$this)\b/.test(text);
}
