/**
 * Follows business values through one function, in statement order with if/else and switch branches kept apart:
 * which concepts (tax, discount…) have been applied to an amount, how and on what base, whether a value is money,
 * in minor units, computed with fractions, or rounded (to how many decimals, in which mode). Rules listen to the
 * walk: ordering rules to each application of a concept, rounding rules to returned and stored amounts.
 */
import type { Node } from '../../core/rule';
import { descendantsOf, fieldChildren, namedChildrenOf } from '../../core/syntax';
import { roundingCall } from './rounding-calls';
import { ARITHMETIC, assignmentParts, binaryParts, callParts, callTypes, comparisonParts, isCall, isMember, isNumberLiteral, nameOf, numberValue } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';
import type { FunctionModel } from './model';
import { isMinorUnitName, isMoneyName, roleOf, wordsOf, type Concept } from './names';
import { arithmetic, cappedValue, EMPTY_CARRIES, isNeutral, merge, mergeCarries, NEUTRAL, NONE, ratioOf, roundedCarries, type OwnAmount, type Rounding, type Step, type Value } from './value';
import { fromName, isShare, stepOf, unseenStep } from './steps';
import type { FlowListener, FlowOptions, Guard } from './flow-types';

export type { Cap, OwnAmount, Rounding, Step, StepKind, Value } from './value';
export type { Application, FlowListener, FlowOptions, Guard } from './flow-types';

const PASS_THROUGH = /^(float|float64|float32|Number|parseFloat|Decimal|valueOf|abs|fabs|sum|Sum|fsum|BigDecimal|decimal|NewFromFloat)$/;
const CAPS = /^(min|max|Min|Max|fmin|fmax)$/;
const ARITHMETIC_METHODS: Readonly<Record<string, string>> = {
  add: '+', plus: '+', subtract: '-', sub: '-', minus: '-', multiply: '*', mul: '*', times: '*', divide: '/', div: '/',
};
const APPLY_VERBS = new Set(['apply', 'add', 'with', 'plus', 'include', 'including', 'deduct', 'subtract', 'minus', 'less', 'charge', 'levy', 'after', 'append', 'redeem', 'use']);

export class Flow {
  private env = new Map<string, Value>();
  private statement: Node;
  private guards: Guard[] = [];
  /** Set while reading a condition: its applications and roundings are not steps of the calculation. */
  private quiet = false;
  /** Start offsets of the statements that carry values (sorted): the walk skips subtrees holding none. */
  private readonly starts: number[];

  constructor(
    private readonly model: FunctionModel,
    private readonly listener: FlowListener,
    private readonly options: FlowOptions = {},
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

  private get table(): BusinessSyntax {
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
    if (isCall(node, table)) {
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
    const condition = node.childForFieldName('condition');
    this.guarded(condition ? this.guardsOf(condition) : [], () => this.branches(branches, exhaustive));
  }

  private guarded<T>(guards: readonly Guard[], run: () => T): T {
    this.guards.push(...guards);
    try {
      return run();
    } finally {
      this.guards.length -= guards.length;
    }
  }

  /** The amounts a condition compares with a limit; only plain reads and arithmetic, so reading has no effects. */
  private guardsOf(condition: Node, depth = 0): Guard[] {
    const { table } = this;
    const parts = comparisonParts(condition, table);
    if (parts.length === 0) return depth < 3 ? namedChildrenOf(condition).flatMap((c) => this.guardsOf(c, depth + 1)) : [];
    const pure = (n: Node) => !isCall(n, table) && descendantsOf(n, [...callTypes(table), ...table.assignments.map((s) => s.type)]).length === 0;
    const guards: Guard[] = [];
    this.quiet = true;
    try {
      for (const { left, operator, right } of parts) {
        if (!/^[<>]=?$/.test(operator) || !pure(left) || !pure(right)) continue;
        const [l, r] = [this.eval(left), this.eval(right)];
        const [value, other, amountLeft] = l.carries.size > 0 ? [l, r, true] : [r, l, false];
        if (value.carries.size === 0) continue;
        const above = operator.startsWith('>') === amountLeft;
        guards.push({ value, node: condition, above, ...(other.literal !== undefined ? { limit: other.literal } : {}) });
      }
    } finally {
      this.quiet = false;
    }
    return guards;
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
      if (role.kind === 'factor') value = this.ownAmount(value, role.concepts, operator, node);
      else {
        // A name that says it includes a concept adds a presumed step only where the calculation showed none.
        const unseen = role.kind === 'carrier' ? role.concepts.filter((c) => !value.carries.has(c)) : [];
        const marked = new Map(unseen.map((c): [Concept, Step] => [c, unseenStep(c, name)]));
        const carries = marked.size > 0 ? mergeCarries([value, { carries: marked }]) : value.carries;
        value = { ...value, base: value.base || value.mentions.size === 0, carries };
      }
      value = { ...value, money: value.money || isMoneyName(name), cents: value.cents || isMinorUnitName(name), label: name };
      this.env.set(target.text, value);
      if (isMember(target, this.table) && isMoneyName(name)) this.listener.result?.('store', value, node);
    });
  }

  /** `tax = subtotal * RATE`: the value becomes the concept's own amount, remembering the base it was computed on. */
  private ownAmount(value: Value, concepts: readonly Concept[], operator: string, node: Node): Value {
    const own = new Set<Concept>(concepts);
    const mentions = new Set([...value.mentions, ...own]);
    // A rate or a multiplier given a name (`taxFactor = 1 + TAX_RATE`) is still a factor, not an amount.
    if (!value.base && !value.amount) return { ...value, carries: EMPTY_CARRIES, mentions };
    const cap = value.cap ?? value.amount?.cap;
    const extras = { ...(cap ? { cap } : {}), ...(value.rounding ? { rounded: value.rounding } : value.amount?.rounded ? { rounded: value.amount.rounded } : {}) };
    let amount: OwnAmount;
    if (value.amount && (operator !== '=' || !value.base)) amount = { ...value.amount, ...extras };
    else {
      const onBase = new Map([...value.carries].filter(([c]) => !own.has(c)));
      const applied = concepts.map((c) => value.carries.get(c)).find((s) => s !== undefined);
      const proportional = value.ratio !== undefined || applied?.kind === 'factor';
      const rate = applied?.value ?? value.ratio;
      const rateLabel = applied?.value !== undefined ? applied.label : undefined;
      amount = { onBase, node, proportional, ...(rate !== undefined ? { rate } : {}), ...(rateLabel ? { rateLabel } : {}), ...extras };
    }
    const { ratio: _ratio, cap: _cap, ...rest } = value;
    return { ...rest, base: false, carries: EMPTY_CARRIES, mentions, amount };
  }

  private lookup(node: Node): Value {
    const known = this.env.get(node.text);
    if (known) return known.rounding ? { ...known, rounding: { ...known.rounding, stored: true } } : known;
    const name = nameOf(node, this.table);
    if (!name) return NEUTRAL;
    const named = fromName(name);
    const written = isMember(node, this.table) && named.base && named.carries.size === 0 ? this.options.field?.(name) : undefined;
    const value = written ? { ...named, carries: new Map([...written].map((c) => [c, unseenStep(c, name)] as const)) } : named;
    // A parameter shadows a module constant of the same name.
    const constant = value.literal === undefined && this.table.identifiers[0] === node.type && !this.model.params.some((p) => p.name === name);
    const literal = constant ? this.options.constant?.(name) : undefined;
    if (literal === undefined) return value;
    // A module constant (`LIMIT = 100`) is a number, not an amount; a concept's constant (`TAX_RATE`) keeps its concept.
    return value.base ? { ...NEUTRAL, literal, integral: Number.isInteger(literal), label: name } : { ...value, literal };
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
    if (table.conditional.includes(node.type)) return this.conditional(node);
    if (isCall(node, table)) return this.call(node);
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

  /** `c ? a : b`, Python's `a if c else b`: both outcomes, each under the condition's guards. */
  private conditional(node: Node): Value {
    const children = namedChildrenOf(node);
    const condition = node.childForFieldName('condition') ?? (this.table.conditionalTestChild === undefined ? undefined : children[this.table.conditionalTestChild]);
    const outcomes = children.filter((c) => c.id !== condition?.id);
    return this.guarded(condition ? this.guardsOf(condition) : [], () => merge(outcomes.map((c) => this.eval(c))));
  }

  private combine(left: Value, right: Value, operator: string, node: Node): Value {
    if (operator === '//') {
      // Floor division yields a whole number: rounded down to 0 decimals.
      const merged = merge([left, right]);
      const rounding = { decimals: 0, mode: 'down' as const, node, how: '//' };
      return { ...merged, carries: roundedCarries(merged.carries, rounding), computed: false, integral: true, rounding, label: undefined };
    }
    const scaled = operator === '/' && left.rounding?.scale !== undefined && right.literal === left.rounding.scale;
    if (scaled) {
      const decimals = (left.rounding!.decimals ?? 0) + Math.round(Math.log10(left.rounding!.scale!));
      const rounding = { ...left.rounding!, decimals, scale: undefined };
      const carries = new Map([...left.carries].map(([c, step]) => [c, step.rounded?.node === left.rounding!.node ? { ...step, rounded: rounding } : step]));
      return { ...left, carries, computed: false, rounding };
    }
    if (!this.quiet) {
      for (const [rounded, other] of [[left, right], [right, left]] as const) {
        if (rounded.rounding && !isNeutral(other)) this.listener.roundedOperand?.(rounded, this.statement);
      }
    }
    let result: Value;
    if (left.base && !right.base && right.mentions.size > 0) result = this.applyConcepts(right, left, node, operator);
    else if (right.base && !left.base && left.mentions.size > 0) result = this.applyConcepts(left, right, node, operator);
    else {
      const unit = (a: Value, b: Value) => isNeutral(a) && a.literal === 1 && !b.base && b.mentions.size > 0;
      const multiplier = (operator === '+' || operator === '-') && (unit(left, right) || (operator === '+' && unit(right, left)));
      result = { ...merge([left, right]), rounding: undefined, ratio: ratioOf(left, right, operator), ...(multiplier ? { multiplier: true as const } : {}) };
    }
    const fractional = !(left.integral || right.integral);
    const computed = operator === '/' || operator === '**' || (operator === '*' && fractional) || left.computed || right.computed;
    let rounding: Rounding | undefined;
    if (operator === '+' || operator === '-') rounding = merge([left, right]).rounding;
    else if (operator === '*' && left.integral && right.rounding) rounding = right.rounding;
    else if (operator === '*' && right.integral && left.rounding) rounding = left.rounding;
    const literal = arithmetic(left.literal, right.literal, operator);
    const { ratio, ...rest } = result;
    return {
      ...rest,
      ...(ratio !== undefined ? { ratio } : {}),
      money: left.money || right.money,
      cents: left.cents || right.cents,
      computed: rounding ? false : computed,
      integral: operator !== '/' && left.integral && right.integral,
      rounding,
      label: isNeutral(left) ? right.label : isNeutral(right) ? left.label : undefined,
      ...(literal !== undefined ? { literal } : {}),
    };
  }

  /**
   * `factor`'s concepts are applied to `base`. A bare rate times an amount (`subtotal * TAX_RATE`) is the
   * concept's own amount instead: it is applied where it is added to or taken off an amount.
   */
  private applyConcepts(factor: Value, base: Value, node: Node, operator: string, helper?: string): Value {
    const concepts = [...factor.mentions];
    const share = helper === undefined && operator === '*' && isShare(factor, concepts);
    const after = factor.amount ? new Set(factor.amount.onBase.keys()) : new Set(base.carries.keys());
    const step: Step = { ...stepOf(factor, base, operator, concepts, helper), after };
    if (!this.quiet) this.listener.apply?.({ concepts, base, factor, step, share, node, statement: this.statement, guards: [...this.guards] });
    if (share) {
      const rate = factor.literal !== undefined ? { rate: factor.literal, ...(factor.label ? { rateLabel: factor.label } : {}) } : {};
      return { ...NEUTRAL, mentions: new Set(concepts), integral: false, amount: { onBase: base.carries, node, proportional: true, ...rate } };
    }
    const carries = mergeCarries([base, factor]);
    for (const concept of concepts) {
      const known = carries.get(concept);
      carries.set(concept, known ? { ...step, after: new Set([...known.after, ...after]) } : step);
    }
    const ratio = operator === '*' || operator === '/' ? arithmetic(base.ratio, step.value, '*') : undefined;
    const { ratio: _ratio, cap: _cap, multiplier: _multiplier, ...rest } = base;
    return { ...rest, carries, mentions: NONE, base: true, amount: undefined, ...(ratio !== undefined ? { ratio } : {}) };
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
      return { ...operand, carries: roundedCarries(operand.carries, rounding), computed: false, rounding, label: undefined };
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
      const applied = this.applyConcepts(factor, { ...baseValue, base: true }, node, 'call', callee);
      if (receiver && receiverValue?.base) this.env.set(receiver.text, { ...receiverValue, carries: applied.carries });
      return { ...applied, computed: false, rounding: undefined };
    }
    if (role.kind === 'factor') {
      // `calculate_tax(subtotal)`: the concept's own amount, computed on what was passed.
      const on = merge(argValues);
      return { ...NEUTRAL, mentions: new Set(role.concepts), integral: false, money: true, amount: { onBase: on.carries, node, proportional: true } };
    }
    const operands = [...(receiverValue ? [receiverValue] : []), ...argValues];
    if (CAPS.test(callee) && operands.length >= 2) return cappedValue(operands, callee.toLowerCase().endsWith('min') ? 'min' : 'max');
    if (PASS_THROUGH.test(callee)) return merge(operands);
    const merged = merge(operands);
    return { ...merged, base: merged.base || merged.mentions.size === 0, money: merged.money || isMoneyName(callee), computed: false, rounding: undefined, integral: false };
  }

  private unwrap(node: Node): Node {
    let current = node;
    while (this.table.transparent.includes(current.type) && current.namedChildCount === 1) current = namedChildrenOf(current)[0]!;
    return current;
  }
}
