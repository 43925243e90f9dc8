/**
 * Follows business values through one function, in statement order with if/else and switch branches kept apart:
 * which concepts (tax, discount…) have been applied to an amount and on what base, whether a value is money, in
 * minor units, computed with fractions, or rounded (to how many decimals, in which mode). Rules listen to the
 * walk: ordering rules to each application of a concept, rounding rules to returned and stored amounts.
 */
import type { Node } from '../rules/rule';
import { fieldChildren, namedChildrenOf } from '../rules/syntax';
import type { RoundingMode } from './context';
import { roundingCall } from './rounding-calls';
import { ARITHMETIC, assignmentParts, binaryParts, callParts, isMember, isNumberLiteral, nameOf, numberValue, type GrammarTable } from './grammar';
import type { FunctionModel } from './model';
import { isIntegralName, isMinorUnitName, isMoneyName, roleOf, wordsOf, type Concept } from './names';

export interface Rounding {
  decimals: number | undefined;
  mode: RoundingMode | undefined;
  node: Node;
  /** How the code rounds, for messages: `setScale(2, RoundingMode.HALF_EVEN)`. */
  how?: string;
  /** `Math.round(x * 100)`: rounded at this scale, to be divided back. */
  scale?: number;
  /** Read back from a variable: an intermediate result. */
  stored?: boolean;
}

export interface Value {
  /** Holds an amount the concepts can apply to (not just a rate, a literal or a concept's own amount). */
  base: boolean;
  /** Concepts applied to the amount → the concepts already applied to it when they were. */
  carries: ReadonlyMap<Concept, ReadonlySet<Concept>>;
  /** Concept rates or amounts not yet applied to a base (`TAX_RATE`, `1 - discount`). */
  mentions: ReadonlySet<Concept>;
  /** A concept's own amount (`tax = subtotal * RATE`): the concepts its base carried, and where it was computed. */
  amount?: { baseCarries: ReadonlySet<Concept>; node: Node };
  money: boolean;
  cents: boolean;
  /** Went through multiplication by a fraction or a division: may have more decimals than money has. */
  computed: boolean;
  integral: boolean;
  literal?: number;
  rounding?: Rounding;
  /** The variable the value was read from, for messages. */
  label?: string;
}

export interface FlowListener {
  /** `concepts` (held by `factor`) are applied to the amount `base` at `node`, inside `statement`. */
  apply?(concepts: readonly Concept[], base: Value, factor: Value, node: Node, statement: Node): void;
  /** A concept's own amount is assigned (`discount = total * 0.1`). */
  amount?(concepts: readonly Concept[], value: Value, statement: Node): void;
  /** A value leaves the function (`return`) or is stored into a field. */
  result?(kind: 'return' | 'store', value: Value, statement: Node): void;
  /** A rounded value is combined with another amount. */
  roundedOperand?(rounded: Value, statement: Node): void;
}

const EMPTY_CARRIES: ReadonlyMap<Concept, ReadonlySet<Concept>> = new Map();
const NONE: ReadonlySet<Concept> = new Set();

const NEUTRAL: Value = { base: false, carries: EMPTY_CARRIES, mentions: NONE, money: false, cents: false, computed: false, integral: true };

const isNeutral = (v: Value) => !v.base && v.mentions.size === 0;

function mergeCarries(values: readonly Value[]): Map<Concept, Set<Concept>> {
  const merged = new Map<Concept, Set<Concept>>();
  for (const value of values) {
    for (const [concept, accounted] of value.carries) {
      const set = merged.get(concept) ?? new Set<Concept>();
      for (const c of accounted) set.add(c);
      merged.set(concept, set);
    }
  }
  return merged;
}

/** One value standing for several (operands of + and -, branches, call arguments). */
function merge(values: readonly Value[]): Value {
  if (values.length === 0) return NEUTRAL;
  if (values.length === 1) return values[0]!;
  const live = values.filter((v) => !isNeutral(v));
  const rounded = live.length > 0 && live.every((v) => v.rounding || !v.computed) && live.some((v) => v.rounding);
  const roundings = live.map((v) => v.rounding).filter((r): r is Rounding => !!r);
  const label = live.length === 1 ? live[0]!.label : undefined;
  return {
    ...(label ? { label } : {}),
    base: values.some((v) => v.base),
    carries: mergeCarries(values),
    mentions: new Set(values.flatMap((v) => [...v.mentions])),
    ...(values.find((v) => v.amount) ? { amount: values.find((v) => v.amount)!.amount! } : {}),
    money: values.some((v) => v.money),
    cents: values.some((v) => v.cents),
    computed: values.some((v) => v.computed),
    integral: values.every((v) => v.integral),
    ...(rounded ? { rounding: { ...roundings[0]!, decimals: roundings.some((r) => r.decimals === undefined) ? undefined : Math.max(...roundings.map((r) => r.decimals!)) } } : {}),
  };
}

function fromName(name: string): Value {
  const role = roleOf(name);
  const common = { money: isMoneyName(name), cents: isMinorUnitName(name), computed: false, integral: isIntegralName(name), label: name };
  if (/^(ONE|ZERO|TEN|HUNDRED)$/.test(name)) return { ...NEUTRAL, literal: { ONE: 1, ZERO: 0, TEN: 10, HUNDRED: 100 }[name] };
  if (role.kind === 'factor') return { base: false, carries: EMPTY_CARRIES, mentions: new Set(role.concepts), ...common, integral: false };
  if (role.kind === 'carrier') return { base: true, carries: new Map(role.concepts.map((c) => [c, NONE])), mentions: NONE, ...common };
  return { base: true, carries: EMPTY_CARRIES, mentions: NONE, ...common };
}

const PASS_THROUGH = /^(float|float64|float32|Number|parseFloat|Decimal|valueOf|abs|fabs|max|min|sum|Sum|fsum|BigDecimal|decimal|NewFromFloat)$/;
const ARITHMETIC_METHODS: Readonly<Record<string, string>> = {
  add: '+', plus: '+', subtract: '-', sub: '-', minus: '-', multiply: '*', mul: '*', times: '*', divide: '/', div: '/',
};
const APPLY_VERBS = new Set(['apply', 'add', 'with', 'plus', 'include', 'including', 'deduct', 'subtract', 'minus', 'less', 'charge', 'levy', 'after', 'append', 'redeem', 'use']);

export class Flow {
  private env = new Map<string, Value>();
  private statement: Node;
  /** Start offsets of the statements that carry values (sorted): the walk skips subtrees holding none. */
  private readonly starts: number[];

  constructor(
    private readonly model: FunctionModel,
    private readonly listener: FlowListener,
  ) {
    this.statement = model.node;
    this.starts = [...model.assignments, ...model.returns, ...model.calls].map((n) => n.startIndex).sort((a, b) => a - b);
  }

  private holdsStatement(node: Node): boolean {
    const { starts } = this;
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (starts[mid]! < node.startIndex) low = mid + 1;
      else high = mid;
    }
    return low < starts.length && starts[low]! < node.endIndex;
  }

  private get table(): GrammarTable {
    return this.model.table;
  }

  run(): void {
    if (this.model.body) this.walk(this.model.body);
  }

  private walk(node: Node): void {
    const { table } = this;
    if (!this.holdsStatement(node) || table.functions.includes(node.type)) return;
    if (table.assignments.some((shape) => shape.type === node.type)) {
      this.statement = node;
      this.assign(node);
      return;
    }
    if (node.type === table.returns) {
      this.statement = node;
      const value = namedChildrenOf(node)[0];
      if (!value) return;
      // Evaluated even without a result listener: applications inside the returned expression matter too.
      const result = this.eval(value.type === 'expression_list' ? namedChildrenOf(value)[0] ?? value : value);
      this.listener.result?.('return', result, node);
      return;
    }
    if (node.type === table.ifs) return this.branchIf(node);
    if (table.switches.includes(node.type)) return this.branchCases(node);
    if (node.type === table.call) {
      this.statement = node;
      this.eval(node);
      return;
    }
    for (const child of namedChildrenOf(node)) this.walk(child);
  }

  /** Runs each branch on its own copy of the values and merges what every continuing path leaves behind. */
  private branches(branches: readonly Node[], exhaustive: boolean): void {
    const before = this.env;
    const outcomes: Array<Map<string, Value>> = exhaustive ? [] : [before];
    for (const branch of branches) {
      this.env = new Map(before);
      this.walk(branch);
      const last = branch.namedChildCount > 0 ? namedChildrenOf(branch).at(-1) : branch;
      if (!this.table.exits.includes(branch.type) && !(last && this.table.exits.includes(last.type))) outcomes.push(this.env);
    }
    const merged = new Map<string, Value>();
    for (const key of new Set(outcomes.flatMap((o) => [...o.keys()]))) {
      merged.set(key, merge(outcomes.map((o) => o.get(key)).filter((v): v is Value => !!v)));
    }
    this.env = outcomes.length > 0 ? merged : before;
  }

  private branchIf(node: Node): void {
    for (const field of ['initializer', 'condition']) {
      const part = node.childForFieldName(field);
      if (part) this.walk(part);
    }
    const branches: Node[] = [];
    const consequence = node.childForFieldName('consequence');
    if (consequence) branches.push(consequence);
    let exhaustive = false;
    for (const alternative of fieldChildren(node, 'alternative')) {
      if (alternative.type === 'elif_clause') {
        const body = alternative.childForFieldName('consequence');
        if (body) branches.push(body);
        continue;
      }
      exhaustive = true;
      branches.push(alternative.type === 'else_clause' ? alternative.childForFieldName('body') ?? namedChildrenOf(alternative)[0] ?? alternative : alternative);
    }
    this.branches(branches, exhaustive);
  }

  private branchCases(node: Node): void {
    const container = node.childForFieldName('body') ?? node;
    this.branches(namedChildrenOf(container).filter((c) => /case|default|switch_rule|switch_block_statement_group|communication/.test(c.type)), false);
  }

  private assign(node: Node): void {
    const parts = assignmentParts(node, this.table);
    if (!parts) return;
    const { targets, values, operator } = parts;
    if (values.length === 0) return;
    if (targets.length !== values.length && values.length !== 1) {
      values.forEach((v) => this.eval(v));
      return;
    }
    const evaluated = values.map((v) => this.eval(v));
    targets.forEach((target, i) => {
      let value = evaluated[i] ?? evaluated[0]!;
      if (operator !== '=') value = this.combine(this.eval(target), value, operator, node);
      const name = nameOf(target, this.table);
      if (!name) return;
      const role = roleOf(name);
      if (role.kind === 'factor') {
        this.listener.amount?.(role.concepts, value, node);
        const own = new Set<Concept>(role.concepts);
        const baseCarries = new Set([...value.carries.keys()].filter((c) => !own.has(c)));
        value = { ...value, base: false, carries: EMPTY_CARRIES, mentions: new Set([...value.mentions, ...own]), amount: value.amount && operator !== '=' ? value.amount : { baseCarries, node } };
      } else {
        const carries = role.kind === 'carrier' ? mergeCarries([value, { ...NEUTRAL, carries: new Map(role.concepts.map((c) => [c, NONE])) }]) : value.carries;
        value = { ...value, base: value.base || value.mentions.size === 0, carries };
      }
      value = { ...value, money: value.money || isMoneyName(name), cents: value.cents || isMinorUnitName(name), label: name };
      this.env.set(target.text, value);
      if (isMember(target, this.table) && isMoneyName(name)) this.listener.result?.('store', value, node);
    });
  }

  private lookup(node: Node): Value {
    const known = this.env.get(node.text);
    if (known) return known.rounding ? { ...known, rounding: { ...known.rounding, stored: true } } : known;
    const name = nameOf(node, this.table);
    return name ? fromName(name) : NEUTRAL;
  }

  eval(node: Node): Value {
    const { table } = this;
    if (isNumberLiteral(node, table)) {
      const literal = numberValue(node, table);
      return { ...NEUTRAL, integral: literal !== undefined && Number.isInteger(literal), ...(literal !== undefined ? { literal } : {}) };
    }
    if (table.identifiers.includes(node.type) || isMember(node, table)) return this.lookup(node);
    if (table.transparent.includes(node.type)) {
      const inner = node.childForFieldName('value') ?? node.childForFieldName('expression')
        ?? (node.type === 'as_expression' || node.type === 'satisfies_expression' ? namedChildrenOf(node)[0] : namedChildrenOf(node).at(-1));
      return inner ? this.eval(inner) : NEUTRAL;
    }
    if (table.unary.includes(node.type)) {
      const literal = numberValue(node, table);
      if (literal !== undefined) return { ...NEUTRAL, literal, integral: Number.isInteger(literal) };
      const operand = namedChildrenOf(node)[0];
      return operand ? this.eval(operand) : NEUTRAL;
    }
    if (node.type === table.binary) {
      const parts = binaryParts(node);
      if (!parts) return NEUTRAL;
      const left = this.eval(parts.left);
      const right = this.eval(parts.right);
      return ARITHMETIC.has(parts.operator) ? this.combine(left, right, parts.operator, node) : { ...NEUTRAL, integral: false };
    }
    if (node.type === table.call) return this.call(node);
    if (table.assignments.some((shape) => shape.type === node.type)) {
      this.assign(node);
      return NEUTRAL;
    }
    if (table.functions.includes(node.type) || table.strings.includes(node.type)) return NEUTRAL;
    if (node.type === 'keyword_argument') {
      const value = node.childForFieldName('value');
      return value ? this.eval(value) : NEUTRAL;
    }
    return merge(namedChildrenOf(node).map((child) => this.eval(child)));
  }

  private combine(left: Value, right: Value, operator: string, node: Node): Value {
    if (operator === '//') {
      // Floor division yields a whole number: rounded down to 0 decimals.
      const merged = merge([left, right]);
      return { ...merged, computed: false, integral: true, rounding: { decimals: 0, mode: 'down', node, how: '//' }, label: undefined };
    }
    const scaled = operator === '/' && left.rounding?.scale !== undefined && right.literal === left.rounding.scale;
    if (scaled) {
      const decimals = (left.rounding!.decimals ?? 0) + Math.round(Math.log10(left.rounding!.scale!));
      return { ...left, computed: false, rounding: { ...left.rounding!, decimals, scale: undefined } };
    }
    for (const [rounded, other] of [[left, right], [right, left]] as const) {
      if (rounded.rounding && !isNeutral(other)) this.listener.roundedOperand?.(rounded, this.statement);
    }
    let result: Value;
    if (left.base && !right.base && right.mentions.size > 0) result = this.applyConcepts(right, left, node);
    else if (right.base && !left.base && left.mentions.size > 0) result = this.applyConcepts(left, right, node);
    else result = { ...merge([left, right]), rounding: undefined };
    const fractional = !(left.integral || right.integral);
    const computed = operator === '/' || operator === '**' || (operator === '*' && fractional) || left.computed || right.computed;
    let rounding: Rounding | undefined;
    if (operator === '+' || operator === '-') rounding = merge([left, right]).rounding;
    else if (operator === '*' && left.integral && right.rounding) rounding = right.rounding;
    else if (operator === '*' && right.integral && left.rounding) rounding = left.rounding;
    const literal = left.literal !== undefined && right.literal !== undefined && operator === '*' ? left.literal * right.literal : undefined;
    return {
      ...result,
      money: left.money || right.money,
      cents: left.cents || right.cents,
      computed: rounding ? false : computed,
      integral: operator !== '/' && left.integral && right.integral,
      rounding,
      label: isNeutral(left) ? right.label : isNeutral(right) ? left.label : undefined,
      ...(literal !== undefined ? { literal } : {}),
    };
  }

  /** `factor`'s concepts are applied to `base`. */
  private applyConcepts(factor: Value, base: Value, node: Node): Value {
    const concepts = [...factor.mentions];
    this.listener.apply?.(concepts, base, factor, node, this.statement);
    const carries = mergeCarries([base, factor]);
    const accounted = factor.amount ? factor.amount.baseCarries : new Set(base.carries.keys());
    for (const concept of concepts) carries.set(concept, new Set([...(carries.get(concept) ?? []), ...accounted]));
    return { ...base, carries, mentions: NONE, base: true, amount: undefined };
  }

  private call(node: Node): Value {
    const parts = callParts(node, this.table);
    if (!parts) return NEUTRAL;
    const { callee, receiver, args } = parts;
    const namespace = receiver && /^(Math|math|Decimal|decimal|BigDecimal|np|numpy|Number)$/.test(receiver.text);
    const operandNode = namespace || !receiver ? args[0] : receiver;
    const rounding = roundingCall(this.table, callee, operandNode && this.unwrap(operandNode), namespace || !receiver ? args.slice(1) : args, node);
    if (rounding && operandNode) {
      const shown = receiver && !namespace ? args.map((a) => a.text) : ['…', ...args.slice(1).map((a) => a.text)];
      rounding.how = `${namespace ? `${receiver.text}.` : ''}${callee}(${shown.join(', ')})`;
      const operand = this.eval(operandNode);
      return { ...operand, computed: false, rounding, label: undefined };
    }
    const receiverValue = receiver && !namespace ? this.eval(receiver) : undefined;
    const argValues = args.map((arg) => this.eval(arg));
    const method = ARITHMETIC_METHODS[callee.toLowerCase()];
    if (method && receiverValue && argValues.length === 1) return this.combine(receiverValue, argValues[0]!, method, node);
    const words = wordsOf(callee);
    const role = roleOf(callee);
    if (role.kind === 'factor' && words.some((w) => APPLY_VERBS.has(w))) {
      // `price = apply_tax(price)`, `order.applyDiscount(code)`: the concept is applied to the amount passed or called on.
      const baseValue = receiverValue?.base ? receiverValue : argValues.find((v) => v.base) ?? NEUTRAL;
      const factor: Value = { ...NEUTRAL, mentions: new Set(role.concepts), integral: false };
      const applied = this.applyConcepts(factor, { ...baseValue, base: true }, node);
      if (receiver && receiverValue?.base) this.env.set(receiver.text, { ...receiverValue, carries: applied.carries });
      return { ...applied, computed: false, rounding: undefined };
    }
    if (role.kind === 'factor') {
      // `calculate_tax(subtotal)`: the concept's own amount, computed on what was passed.
      const on = merge(argValues);
      return { ...NEUTRAL, mentions: new Set(role.concepts), integral: false, money: true, amount: { baseCarries: new Set(on.carries.keys()), node } };
    }
    if (PASS_THROUGH.test(callee)) return merge([...(receiverValue ? [receiverValue] : []), ...argValues]);
    const merged = merge([...(receiverValue ? [receiverValue] : []), ...argValues]);
    return { ...merged, base: merged.base || merged.mentions.size === 0, money: merged.money || isMoneyName(callee), computed: false, rounding: undefined, integral: false };
  }

  private unwrap(node: Node): Node {
    let current = node;
    while (this.table.transparent.includes(current.type) && current.namedChildCount === 1) current = namedChildrenOf(current)[0]!;
    return current;
  }
}
