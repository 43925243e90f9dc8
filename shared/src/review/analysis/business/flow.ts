/**
 * Follows business values through one function, in statement order with if/else and switch branches kept apart:
 * which concepts (tax, discount…) have been applied to an amount, how and on what base, whether a value is money,
 * in minor units, computed with fractions, or rounded (to how many decimals, in which mode). Rules listen to the
 * walk: ordering rules to each application of a concept and each setting of a concept's own amount (with the
 * comparisons that chose it), rounding rules to returned and stored amounts.
 */
import type { Node } from '../../core/rule';
import { descendantsOf, fieldChildren, namedChildrenOf } from '../../core/syntax';
import { roundingCall, roundingOperands } from './rounding-calls';
import { ARITHMETIC, assignmentParts, binaryParts, callParts, callTypes, comparisonParts, isCall, isMember, isNumberLiteral, nameOf, numberValue } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';
import type { FunctionModel } from './model';
import { DERIVED, isMinorUnitName, isMoneyName, memberRoleOf, roleOf, wordsOf, type Concept, type NameRole } from './names';
import { arithmetic, basisOf, cappedValue, EMPTY_CARRIES, isNeutral, merge, mergeCarries, NEUTRAL, NONE, ratioOf, roundedCarries, type OwnAmount, type Rounding, type Step, type Value } from './value';
import { fromRole, isShare, shareFraction, stepOf, unseenStep } from './steps';
import type { FlowListener, FlowOptions, Guard } from './flow-types';
import { readsMember, trailingExpression } from './body-syntax';

export type { Cap, Guard, OwnAmount, Rounding, Step, StepKind, Value } from './value';
export type { Application, FlowListener, FlowOptions, Setting } from './flow-types';

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

  /** The expression the function yields without a `return` (see trailingExpression): read once, after the rest. */
  private trailing: Node | undefined;

  run(): void {
    const { body } = this.model;
    if (!body) return;
    this.trailing = trailingExpression(this.model.node, body, this.table);
    if (this.trailing?.id !== body.id) this.walk(body);
    const { trailing } = this;
    if (!trailing) return;
    this.statement = trailing;
    const result = this.eval(trailing);
    // `lines.each do |line| … end` last in a Ruby method: its block runs here too.
    const block = isCall(trailing, this.table) ? trailing.childForFieldName('block') : null;
    if (block) this.walk(block);
    this.returnOf(result, trailing);
  }

  /** What the function returns: kept for callers, and set as the concept's amount when the function is named for one. */
  private returnOf(result: Value, node: Node): void {
    this.returned.push(result);
    // `shippingFor(order)` returns the shipping: what it returns is set as that concept's amount (not a record of amounts).
    const role = this.roleOf(this.model.name);
    const record = descendantsOf(node, this.table.pairs.map(([type]) => type)).length > 0;
    if (role.kind === 'factor' && !record) this.set(this.ownAmount(result, role.concepts, '=', node), role.concepts, node, result);
  }

  private walk(node: Node): void {
    const { table } = this;
    if (!this.holdsStatement(node) || table.functions.includes(node.type) || node.id === this.trailing?.id) return;
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
      this.returnOf(result, value);
      return;
    }
    if (node.type === table.ifs) return this.branchIf(node);
    if (table.switches.includes(node.type)) return this.branchCases(node);
    if (isCall(node, table)) {
      this.statement = node;
      this.eval(node);
      // A block passed to the call (Ruby's `lines.each do |line| … end`) runs inside this function.
      const block = node.childForFieldName('block');
      if (block) this.walk(block);
      return;
    }
    for (const child of namedChildrenOf(node)) this.walk(child);
  }

  /** The values the function returned, in the order their statements were read. */
  readonly returned: Value[] = [];

  /** Tells the listener a concept's own amount was set, with the comparisons around it and those that chose it. */
  private set(value: Value, concepts: readonly Concept[], statement: Node, chosen: Value): void {
    if (this.quiet) return;
    this.listener.set?.({ concepts, value, statement, guards: [...this.guards, ...(chosen.decidedBy ?? [])] });
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
    // PHP names the branch `body` (`if (…) { … }`, `elseif (…) { … }`); the other grammars `consequence`.
    const consequence = node.childForFieldName('consequence') ?? node.childForFieldName('body');
    if (consequence) branches.push(consequence);
    let exhaustive = false;
    for (const alternative of fieldChildren(node, 'alternative')) {
      if (alternative.type === 'elif_clause' || alternative.type === 'else_if_clause') {
        const body = alternative.childForFieldName('consequence') ?? alternative.childForFieldName('body');
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
    // `if (qualifies)` where `qualifies = subtotal >= MIN`: the flag's comparisons.
    const flag = this.env.get(condition.text)?.decidedBy;
    if (flag) return [...flag];
    const parts = comparisonParts(condition, table);
    if (parts.length === 0) return depth < 3 ? namedChildrenOf(condition).flatMap((c) => this.guardsOf(c, depth + 1)) : [];
    const pure = (n: Node) => !isCall(n, table) && descendantsOf(n, [...callTypes(table), ...table.assignments.map((s) => s.type)]).length === 0;
    const guards: Guard[] = [];
    this.quiet = true;
    try {
      for (const { left, operator, right } of parts) {
        if (!/^[<>]=?$/.test(operator) || !pure(left) || !pure(right)) continue;
        const [l, r] = [this.eval(left), this.eval(right)];
        // The compared amount: the side with concepts applied, else a money amount (`subtotal >= FREE_FROM`).
        const amount = (v: Value) => v.carries.size > 0 || (v.base && (v.money || v.cents));
        const [value, other, amountLeft] = l.carries.size > 0 || (r.carries.size === 0 && amount(l)) ? [l, r, true] : [r, l, false];
        if (!amount(value)) continue;
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
    const evaluated = values.map((v, i) => this.flagged(v, this.eval(v), i));
    targets.forEach((target, i) => {
      const assigned = evaluated[i] ?? evaluated[0]!;
      let value = assigned;
      if (operator !== '=') value = this.combine(this.eval(target), value, operator, node);
      const name = nameOf(target, this.table);
      if (!name) return;
      const role = this.roleOf(name);
      if (role.kind === 'factor') value = this.ownAmount(value, role.concepts, operator, node);
      else {
        // A name that says it includes a concept adds a presumed step only where the calculation showed none.
        const unseen = role.kind === 'carrier' ? role.concepts.filter((c) => !value.carries.has(c)) : [];
        const marked = new Map(unseen.map((c): [Concept, Step] => [c, unseenStep(c, name)]));
        const carries = marked.size > 0 ? mergeCarries([value, { carries: marked }]) : value.carries;
        value = { ...value, base: value.base || value.mentions.size === 0, carries };
      }
      value = { ...value, money: value.money || isMoneyName(name), cents: value.cents || isMinorUnitName(name), label: name };
      if (role.kind === 'factor') this.set(value, role.concepts, node, assigned);
      this.env.set(target.text, value);
      if (isMember(target, this.table) && isMoneyName(name)) this.listener.result?.('store', value, node);
    });
  }

  /** `free = total >= 50`: a flag keeps the comparisons it holds, so a later `free ? 0 : RATE` is decided by them. */
  private flagged(node: Node, value: Value, index: number): Value {
    if (index > 0 || comparisonParts(node, this.table).length === 0 && !this.holdsComparison(node)) return value;
    const guards = this.guardsOf(node);
    return guards.length > 0 ? { ...value, decidedBy: guards } : value;
  }

  /** `method == "standard" and total >= MIN`: a boolean expression with a comparison among its operands. */
  private holdsComparison(node: Node, depth = 0): boolean {
    if (depth > 2 || isCall(node, this.table)) return false;
    return namedChildrenOf(node).some((c) => comparisonParts(c, this.table).length > 0 || this.holdsComparison(c, depth + 1));
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
      amount = { onBase, node, proportional, basis: basisOf(value), ...(rate !== undefined ? { rate } : {}), ...(rateLabel ? { rateLabel } : {}), ...extras };
    }
    const { ratio: _ratio, cap: _cap, ...rest } = value;
    return { ...rest, base: false, carries: EMPTY_CARRIES, mentions, amount };
  }

  private lookup(node: Node): Value {
    const known = this.env.get(node.text);
    if (known) return known.rounding ? { ...known, rounding: { ...known.rounding, stored: true } } : known;
    const name = nameOf(node, this.table);
    if (!name) return NEUTRAL;
    const named = fromRole(name, this.roleOfRead(node, name));
    const read = isMember(node, this.table) && named.base && named.carries.size === 0;
    // A field the file fills with a sum, or a getter (`receipt.charged`, Ruby's `txn.amount_charged`) returning one.
    const written = read ? this.known(this.options.field?.(name) ?? this.options.returned?.(name)?.carries) : [];
    const value = written.length > 0 ? { ...named, carries: new Map(written.map((c) => [c, unseenStep(c, name)] as const)) } : named;
    // A parameter shadows a module constant of the same name.
    const constant = value.literal === undefined && this.table.identifiers[0] === node.type && !this.model.params.some((p) => p.name === name);
    const literal = constant ? this.options.constant?.(name) : undefined;
    if (literal === undefined) return value;
    // A module constant (`LIMIT = 100`) is a number, not an amount; a concept's constant (`TAX_RATE`) keeps its concept.
    return value.base ? { ...NEUTRAL, literal, integral: Number.isInteger(literal), label: name } : { ...value, literal };
  }

  /** `coupon.amount`, `member.discountRate`: a member whose name only says "how much" is the receiver's concept. */
  private roleOfRead(node: Node, name: string): NameRole {
    const receiver = isMember(node, this.table) ? node.childForFieldName(this.table.memberObject) : null;
    const receiverName = receiver ? nameOf(receiver, this.table) : undefined;
    return this.only(receiverName ? memberRoleOf(receiverName, name) : roleOf(name));
  }

  private roleOf(name: string): NameRole {
    return this.only(roleOf(name));
  }

  /** The role with only the concepts the listener is about; none left, a plain amount. */
  private only(role: NameRole): NameRole {
    const { concepts } = this.options;
    if (!concepts || role.kind === 'base') return role;
    const kept = role.concepts.filter((c) => concepts.has(c));
    return kept.length === role.concepts.length ? role : kept.length > 0 ? { ...role, concepts: kept } : { kind: 'base' };
  }

  private known(concepts: ReadonlySet<Concept> | undefined): Concept[] {
    const { concepts: allowed } = this.options;
    return concepts ? [...concepts].filter((c) => !allowed || allowed.has(c)) : [];
  }

  eval(node: Node): Value {
    const { table } = this;
    if (isNumberLiteral(node, table)) {
      const literal = numberValue(node, table);
      return { ...NEUTRAL, integral: literal !== undefined && Number.isInteger(literal), ...(literal !== undefined ? { literal } : {}) };
    }
    if (table.identifiers.includes(node.type) || (isMember(node, table) && readsMember(node, table))) return this.lookup(node);
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
    const guards = condition ? this.guardsOf(condition) : [];
    const value = this.guarded(guards, () => merge(outcomes.map((c) => this.eval(c))));
    return guards.length > 0 ? { ...value, decidedBy: [...(value.decidedBy ?? []), ...guards] } : value;
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
    // Points added to a balance are not a pricing step: only a product of them (a share) is read.
    const applies = (mention: Value) => mention.mentions.size > 0 && (operator === '*' || operator === '/' || [...mention.mentions].some((c) => !DERIVED.has(c)));
    if (left.base && !right.base && applies(right)) result = this.applyConcepts(right, left, node, operator);
    else if (right.base && !left.base && applies(left)) result = this.applyConcepts(left, right, node, operator);
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
      const fraction = shareFraction(concepts, factor.label, factor.literal);
      const rate = fraction !== undefined ? { rate: fraction, ...(factor.label ? { rateLabel: factor.label } : {}) } : {};
      return { ...NEUTRAL, mentions: new Set(concepts), integral: false, amount: { onBase: base.carries, node, proportional: true, basis: basisOf(base), ...rate } };
    }
    const carries = mergeCarries([base, factor]);
    for (const concept of concepts) {
      const known = carries.get(concept);
      carries.set(concept, known ? { ...step, after: new Set([...known.after, ...after]) } : step);
    }
    const ratio = operator === '*' || operator === '/' ? arithmetic(base.ratio, step.value, '*') : undefined;
    const { ratio: _ratio, cap: _cap, multiplier: _multiplier, ...rest } = base;
    // `base = free ? 0 : RATE; shipping = base + extra`: the comparison still decides the sum.
    const decidedBy = [...(base.decidedBy ?? []), ...(factor.decidedBy ?? [])];
    return { ...rest, carries, mentions: NONE, base: true, amount: undefined, ...(ratio !== undefined ? { ratio } : {}), ...(decidedBy.length > 0 ? { decidedBy } : {}) };
  }

  private call(node: Node): Value {
    const parts = callParts(node, this.table);
    if (!parts) return NEUTRAL;
    const { callee, receiver, args } = parts;
    const { operand: operandNode, rest, namespace } = roundingOperands(receiver, args);
    const rounding = roundingCall(this.table, callee, operandNode && this.unwrap(operandNode), rest, node);
    if (rounding && operandNode) {
      const shown = receiver && !namespace ? args.map((a) => a.text) : ['…', ...args.slice(1).map((a) => a.text)];
      rounding.how = `${namespace && receiver ? `${receiver.text}.` : ''}${callee}(${shown.join(', ')})`;
      const operand = this.eval(operandNode);
      return { ...operand, carries: roundedCarries(operand.carries, rounding), computed: false, rounding, label: undefined };
    }
    const receiverValue = receiver && !namespace ? this.eval(receiver) : undefined;
    const argValues = args.map((arg) => this.eval(arg));
    const method = ARITHMETIC_METHODS[callee.toLowerCase()];
    if (method && receiverValue && argValues.length === 1) return this.combine(receiverValue, argValues[0]!, method, node);
    const words = wordsOf(callee);
    const receiverName = receiver && !namespace ? nameOf(receiver, this.table) : undefined;
    const role = this.only(receiverName && args.length === 0 ? memberRoleOf(receiverName, callee) : roleOf(callee));
    // A getter (`sub.promoCredit()`, `coupon.amount()`) reads the amount, as a field would.
    if (role.kind === 'factor' && receiver && !namespace && args.length === 0 && !words.some((w) => APPLY_VERBS.has(w))) return fromRole(callee, role);
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
    // Ruby's `[coupon, remaining].min`: the list's elements are the operands.
    const listed = receiver && !namespace && receiver.type === 'array' && args.length === 0 ? namedChildrenOf(receiver).map((e) => this.eval(e)) : operands;
    if (CAPS.test(callee) && listed.length >= 2) return cappedValue(listed, callee.toLowerCase().endsWith('min') ? 'min' : 'max');
    if (PASS_THROUGH.test(callee)) return merge(operands);
    const merged = merge(operands);
    const value: Value = { ...merged, base: merged.base || merged.mentions.size === 0, money: merged.money || isMoneyName(callee), computed: false, rounding: undefined, integral: false };
    return this.withReturned(value, callee);
  }

  /** What the file's function of that name returns (`charged(order)` → merchandise + tax): its concepts come along. */
  private withReturned(value: Value, callee: string): Value {
    const returned = this.options.returned?.(callee);
    if (!returned) return value;
    const carries = this.known(returned.carries);
    const mentions = this.known(returned.mentions);
    if (carries.length === 0 && mentions.length > 0) {
      // `rateFor(rep)` returns a commission rate: the call stands for the rate, known by the function's name.
      return { ...NEUTRAL, mentions: new Set(mentions), integral: false, label: callee };
    }
    const unseen = carries.filter((c) => !value.carries.has(c)).map((c): [Concept, Step] => [c, unseenStep(c, callee)]);
    return unseen.length > 0 ? { ...value, base: true, carries: new Map([...value.carries, ...unseen]) } : value;
  }

  private unwrap(node: Node): Node {
    let current = node;
    while (this.table.transparent.includes(current.type) && current.namedChildCount === 1) current = namedChildrenOf(current)[0]!;
    return current;
  }
}
