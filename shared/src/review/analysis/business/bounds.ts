/**
 * Bounds: values the business context bounds ("quantity is never negative") used without a check or set to a
 * literal outside the bound, and, without context, quantities and percentages priced without any check.
 */
import type { Detection, FileContext, Node } from '../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../core/syntax';
import { normalise, type BoundRule } from './context-bounds';
import { assignmentParts, binaryParts, callParts, nameOf, numberValue, partOf, stringContent, tableFor, valueSide } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';
import { constructorSides, declaredFieldSides, describeLimits, factsAbout, guardFix, handsOn, typeDeclaration, type Limits, type Sides, type Use } from './guards';
import { pathToToken } from './paths';
import { enclosingTypeNames, functionName, functionNodes, isPrivateFunction, modelOf, parametersNamed, parametersOf, type Param, type ParameterUse } from './model';
import { isAmountName, isBasisPointsName, isLevelName, isMinorUnitName, isMoneyName, isPercentageName, isQuantityName, isRateName, wordsOf } from './names';
import { contextRules } from './order';
import { boundedByCallers, helperReturnSides } from './callers';
import { memberReads } from './member-inputs';

const LIMIT_WORDS = new Set(['max', 'min', 'maximum', 'minimum', 'limit', 'default', 'threshold', 'cap']);
const OTHER_THINGS = new Set(['total', 'sum', 'avg', 'average', 'mean', 'count', 'id', 'code', 'index', 'idx', 'len', 'length', 'size', 'name', 'type', 'key', 'version', 'day', 'hour', 'minute', 'second', 'ms', 'timeout', 'url', 'str', 'text', 'label', 'is', 'has']);
const AMOUNT_WORDS = new Set(['amount', 'cent', 'value', 'total', 'price', 'sum']);

function boundRules(file: FileContext): BoundRule[] {
  return contextRules(file).filter((r): r is BoundRule => r.kind === 'bound');
}

/** Whether an identifier names the bounded subject: `qty` for quantity, `discountPct` for "discount percentage". */
export function namesSubject(name: string, rule: BoundRule, functionName: string | undefined, allowLimits: boolean): boolean {
  const named = wordsOf(name).map(normalise);
  // `takeHomeCents` is net pay too.
  const words = named.includes('take') && named.includes('home') ? [...named, 'net'] : named;
  if (!words.includes(rule.subject)) return false;
  if (words.some((w) => OTHER_THINGS.has(w) && w !== rule.subject)) return false;
  if (!allowLimits && words.some((w) => LIMIT_WORDS.has(w))) return false;
  if (rule.qualifier && functionName !== undefined && !words.includes(rule.qualifier) && !wordsOf(functionName).map(normalise).includes(rule.qualifier)) return false;
  // "a discount of at most 100%" bounds a percentage, not a discount amount.
  if (rule.percent && words.some((w) => AMOUNT_WORDS.has(w))) return false;
  return true;
}

/** A bare share (`percent`, `pct`, `rateBps`) that names no subject of its own: it may stand for the rule's subject. */
function isSharePercentage(name: string, rule: BoundRule): boolean {
  const words = wordsOf(name).map(normalise);
  return words.length <= 2 && (words.includes('percentage') || isBasisPointsName(name) || words.includes('rate')) && !words.some((w) => OTHER_THINGS.has(w) || LIMIT_WORDS.has(w)) && !words.includes(rule.subject);
}

/** The rule's limits in the value's own scale: a percentage rule read against a rate (`discountRate`) is /100. */
/** What one unit of the value is worth in the rule's unit: a rate (0.4) is ×100 %, basis points (4000) ÷100, cents ÷100 dollars. */
function scaleOf(rule: BoundRule, name: string): number {
  if (rule.major) return isMinorUnitName(name) ? 0.01 : 1;
  if (!rule.percent) return 1;
  return isBasisPointsName(name) ? 0.01 : isRateName(name) ? 100 : 1;
}

function limitsFor(rule: BoundRule, name: string): Limits {
  const scale = scaleOf(rule, name);
  return {
    ...(rule.min !== undefined ? { min: rule.min / scale } : {}),
    ...(rule.max !== undefined ? { max: rule.max / scale } : {}),
    ...(rule.minExclusive ? { minExclusive: true } : {}),
    ...(rule.maxExclusive ? { maxExclusive: true } : {}),
  };
}

const CONVERSIONS = /^(int|float|Number|parseInt|parseFloat|Decimal|BigDecimal|parseDouble|parseLong|valueOf|Atoi|ParseFloat|ParseInt|ParseUint|Parse|ToInt32|ToInt64|ToDecimal|intval|floatval|to_i|to_f|to_d|Integer|Float)$/;

/**
 * Whether a value parses or casts outside text into a number (`int(x)`, `(int) $x`, `params[:qty].to_i`), directly
 * or inside a one-sided clamp (`[params[:qty].to_i, 1].max`). A conversion of arithmetic is a computed amount.
 */
function isConversion(value: Node, table: BusinessSyntax): boolean {
  const converted = value.type === 'cast_expression' ? value : callParts(value, table) && CONVERSIONS.test(callParts(value, table)!.callee) ? value : undefined;
  if (converted) return !descendantsOf(converted, table.binary).some((b) => /^[*/]$/.test(binaryParts(b)?.operator ?? ''));
  const clamp = callParts(value, table);
  if (clamp && /^(max|min|clamp)$/i.test(clamp.callee)) {
    const parts = [...clamp.args, ...(clamp.receiver ? [clamp.receiver, ...namedChildrenOf(clamp.receiver)] : [])];
    return parts.some((part) => isConversion(part, table));
  }
  return table.transparent.includes(value.type) && value.namedChildCount === 1 && isConversion(value.namedChild(0)!, table);
}

/** The declared type of the object a field is read from: a parameter's type, or a Go `var req T`. */
function ownerType(file: FileContext, fn: Node, owner: string): string {
  const table = tableFor(file)!;
  const param = parametersOf(fn, table).find((p) => p.name === owner);
  const declared = param?.type ?? descendantsOf(fn, 'var_spec').find((v) => v.childForFieldName('name')?.text === owner)?.childForFieldName('type')?.text ?? '';
  // `?Coupon`, `*HoldRequest`, `Coupon | undefined`, `List<X>`: the named type itself.
  return /[A-Za-z_]\w*/.exec(declared.replace(/^[?*&\s]+/, ''))?.[0] ?? '';
}

/** `percent = parse_tip_percent(payload)`: a call to a function this file defines. */
function isHelperCall(file: FileContext, value: Node, table: BusinessSyntax): boolean {
  const call = callParts(value, table);
  return call !== undefined && functionNodes(file).some((fn) => functionName(fn) === call.callee && fn.childForFieldName('body') !== null);
}

/** Locals parsed from input (`qty = int(request.args["qty"])`) whose names `accepts` takes, with their function. */
function parsedInputs(file: FileContext, words: RegExp, accepts: (name: string) => boolean): Array<{ fn: Node; name: string; definedBy: Node }> {
  const table = tableFor(file);
  const root = file.tree?.rootNode;
  if (!table || !root) return [];
  const found = new Map<string, { fn: Node; name: string; definedBy: Node }>();
  const wanted = new RegExp(words.source, 'i');
  for (const match of file.code.matchAll(/[A-Za-z_$][\w$]*(?=\s*:?=[^=])/g)) {
    if (!wanted.test(match[0]) || !accepts(match[0])) continue;
    const path = pathToToken(root, match.index, match.index + match[0].length, table.identifiers);
    if (!path) continue;
    const node = path.pop()!;
    if (path.at(-1)?.type === 'expression_list') path.pop();
    const statement = path.at(-1);
    const shape = statement && table.assignments.find((sh) => sh.type === statement.type);
    if (!statement || !shape) continue;
    const value = valueSide(statement, shape.right);
    // Parsed or cast from input, or the result of a helper of the file (which may parse it, and is judged below).
    if (!value || (!isConversion(value, table) && !isHelperCall(file, value, table))) continue;
    const fn = [...path].reverse().find((n) => table.functions.includes(n.type));
    if (fn) found.set(`${fn.id}:${node.text}`, { fn, name: node.text, definedBy: value });
  }
  return [...found.values()];
}

const missingSides = (limits: Limits, sides: Sides) => ({ lower: limits.min !== undefined && !sides.lower, upper: limits.max !== undefined && !sides.upper });

const SUBJECT_WORDS: Readonly<Record<string, string>> = { quantity: 'quantit|qty', percentage: 'percent|pct' };

export function uncheckedBounds(file: FileContext): Detection[] {
  const rules = boundRules(file);
  const table = tableFor(file);
  if (rules.length === 0 || !table) return [];
  const detections: Detection[] = [];
  for (const rule of rules) {
    const own = SUBJECT_WORDS[rule.subject] ?? rule.subject.replace(/[^a-z]/g, '');
    // A percentage rule also bounds a bare `percent` that goes into the subject's own amount (`tipCents = food * percent`).
    const words = new RegExp(rule.percent ? `${own}|percent|pct|bps|rate` : own);
    const accepts = (name: string) => namesSubject(name, rule, undefined, false) || (rule.percent === true && isSharePercentage(name, rule));
    const inputs: Array<{ fn: Node; name: string; param?: Param; computed?: Node; definedBy?: Node; member?: true; owner?: string }> = [
      ...parametersNamed(file, words, accepts).map(({ fn, param }) => ({ fn, name: param.name, param })),
      ...parsedInputs(file, words, accepts),
      ...memberReads(file, rule, (name, fnName) => namesSubject(name, rule, fnName, false)).map(({ owner, ...read }) => ({ ...read, owner, member: true as const })),
    ];
    if (rule.min !== undefined) inputs.push(...computedResults(file, rule));
    for (const { fn, name, param, computed, definedBy, member, owner } of inputs) {
      const named = namesSubject(name, rule, functionName(fn), false) || member === true;
      if (isPrivateFunction(fn, table) || (rule.qualifier && !named)) continue;
      const limits = limitsFor(rule, name);
      const { sides, uses } = factsAbout(file, fn, name, param, limits, definedBy, member);
      const helper = definedBy && isHelperCall(file, definedBy, table) ? helperReturnSides(file, callParts(definedBy, table)!.callee, limits) : undefined;
      if (helper) {
        sides.lower ||= helper.lower;
        sides.upper ||= helper.upper;
      }
      if (member) {
        // Checked where the field is declared or constructed (`@Max(40)`, `binding:"max=10"`, a record's constructor).
        const type = owner ? typeDeclaration(file, ownerType(file, fn, owner)) : undefined;
        const checks = type ? [constructorSides(file, name, limits, type), declaredFieldSides(file, name, type)] : [declaredFieldSides(file, name)];
        for (const checked of checks) {
          sides.lower ||= checked.lower;
          sides.upper ||= checked.upper;
        }
        // `queue.submit(request)`: the whole object, field included, is handed on.
        if (uses.length === 0 && owner) {
          const handOff = modelOf(file, fn).calls.find((call) => handsOn(file, call) && callParts(call, table)!.args.some((arg) => arg.text === owner));
          if (handOff) uses.push({ node: handOff, ancestors: [] });
        }
      }
      const missing = missingSides(limits, sides);
      // A computed result is reported where it is computed: it may leave the function without any further arithmetic.
      const use = computed ?? uses[0]?.node;
      if ((!missing.lower && !missing.upper) || !use) continue;
      if (param && boundedByCallers(file, fn, param, limits, missing)) continue;
      if (!named && !computed && !wordsOf(functionName(fn)).map(normalise).includes(rule.subject) && !namesAround(file, uses[0]!, name).some((n) => wordsOf(n).map(normalise).includes(rule.subject))) continue;
      // A range guard would not keep out the values between the allowed ones: no automatic fix for an allowed set.
      const fix = param && !rule.allowed ? guardFix(file, fn, param, limits, sides) : undefined;
      const where = functionName(fn);
      detections.push({
        start: use.startIndex, end: use.endIndex, ...(fix ? { fix } : {}),
        title: `${name} is used without checking it is ${describeLimits(limits)}`,
        description: `The business rule "${rule.sentence}" bounds ${rule.subject}, but \`${name}\` is used here with no check of its ${missing.lower && missing.upper ? 'lower or upper' : missing.lower ? 'lower' : 'upper'} bound in ${where ? `\`${where}\`` : 'this function'}.`,
      });
    }
  }
  return detections;
}

/**
 * Locals the function computes by subtraction and names for the subject (`netCents = grossCents - deductionsCents`):
 * a lower bound on a computed result ("net pay can never be negative") must be enforced on it, with a guard or a clamp.
 */
function computedResults(file: FileContext, rule: BoundRule): Array<{ fn: Node; name: string; computed: Node }> {
  const table = tableFor(file)!;
  const found: Array<{ fn: Node; name: string; computed: Node }> = [];
  for (const fn of functionNodes(file)) {
    for (const assignment of modelOf(file, fn).assignments) {
      const parts = assignmentParts(assignment, table);
      if (!parts || parts.operator !== '=' || parts.targets.length !== 1 || parts.values.length !== 1) continue;
      const target = parts.targets[0]!;
      const name = nameOf(target, table);
      const value = parts.values[0]!;
      if (!name || !namesSubject(name, rule, functionName(fn), false) || value.type !== table.binary || binaryParts(value)?.operator !== '-') continue;
      // `max(0, gross - deductions)` is already a clamp; a subtraction is the unclamped form.
      found.push({ fn, name, computed: assignment });
    }
  }
  return found;
}

/** Every node of a field (a list for Go's `a, b = 1, 2`), or the positional part, with expression lists unpacked. */
function partsOf(node: Node, field: string): Node[] {
  const nodes = field.startsWith('#') ? [partOf(node, field)].filter((n): n is Node => n !== undefined) : node.childrenForFieldName(field).filter((n): n is Node => !!n);
  return nodes.flatMap((n) => (n.type === 'expression_list' ? n.namedChildren.filter((c): c is Node => !!c) : [n]));
}

/** Nodes that give a name a literal value: assignments, declarations, default parameters, object/dict entries. */
function literalSettings(root: Node, table: BusinessSyntax): Array<{ name: string; value: Node; node: Node }> {
  const shapes: Array<readonly [string, string, string]> = [
    ...table.assignments.map((s) => [s.type, s.left, s.right] as const),
    ...table.pairs,
    ['default_parameter', 'name', 'value'], ['typed_default_parameter', 'name', 'value'], ['assignment_pattern', 'left', 'right'],
    ['required_parameter', 'pattern', 'value'], ['optional_parameter', 'pattern', 'value'],
  ];
  const settings: Array<{ name: string; value: Node; node: Node }> = [];
  const types = [...new Set(shapes.map(([type]) => type))];
  for (const node of descendantsOf(root, types)) {
    for (const [type, left, right] of shapes) {
      if (type !== node.type) continue;
      const shape = table.assignments.find((s) => s.type === type);
      if (shape?.operator && (node.childForFieldName('operator')?.text ?? '=') !== '=') continue;
      const targets = partsOf(node, left);
      const fielded = partsOf(node, right);
      // C#'s declarators give the value no field: it is the child after `=`.
      const unfielded = fielded.length === 0 && shape ? valueSide(node, right) : undefined;
      const values = unfielded ? [unfielded] : fielded;
      if (targets.length !== values.length) continue;
      targets.forEach((target, i) => {
        const key = target.type === 'literal_element' ? target.namedChild(0) ?? target : target;
        const value = values[i]!.type === 'literal_element' ? values[i]!.namedChild(0) ?? values[i]! : values[i]!;
        const name = nameOf(key, table) ?? stringContent(key, table);
        if (name) settings.push({ name, value, node });
      });
    }
  }
  return settings;
}

/** The number entries of a collection literal: `{"gold": 25, "platinum": 45}`, `Map.of(GOLD, 25, PLATINUM, 45)`. */
function collectionEntries(value: Node, table: BusinessSyntax): Node[] {
  const call = callParts(value, table);
  if (call && /^(of|ofEntries|entry|mapOf|hashMapOf|dict)$/.test(call.callee)) {
    const entries = call.callee === 'of' || call.callee === 'mapOf' ? call.args.filter((_, i) => i % 2 === 1) : call.args;
    return entries.flatMap((entry) => (numberValue(entry, table) !== undefined ? [entry] : collectionEntries(entry, table)));
  }
  // `[18, 25, 35]`: a list of the subject's values.
  const members = namedChildrenOf(value).filter((m) => m.type !== 'comment');
  if (members.length > 1 && members.every((m) => numberValue(m, table) !== undefined)) return members;
  const pairs = descendantsOf(value, table.pairs.map(([type]) => type)).filter((pair) => pair.parent?.id === value.id || pair.parent?.parent?.id === value.id);
  return pairs.flatMap((pair) => {
    const shape = table.pairs.find(([type]) => type === pair.type)!;
    const entry = partOf(pair, shape[2]);
    return entry && numberValue(entry, table) !== undefined ? [entry] : [];
  });
}

export function violatedBounds(file: FileContext): Detection[] {
  const rules = boundRules(file);
  const table = tableFor(file);
  const root = file.tree?.rootNode;
  if (rules.length === 0 || !table || !root) return [];
  const detections: Detection[] = [];
  const settings = literalSettings(root, table).flatMap((setting) => {
    // A table of values named for the subject (`TIER_DISCOUNT_PERCENT = {"platinum": 45}`): each entry is a setting of it.
    const entries = numberValue(setting.value, table) === undefined ? collectionEntries(setting.value, table) : [];
    return [setting, ...entries.map((entry) => ({ name: setting.name, value: entry, node: entry }))];
  });
  for (const { name, value, node } of settings) {
    const literal = numberValue(value, table);
    if (literal === undefined) continue;
    // `cap = Decimal("50.00")` in `class LateFeePolicy`: a limit named by its class.
    const owned = LIMIT_WORDS.has(wordsOf(name).map(normalise).join(' ')) ? enclosingTypeNames(node).map((type) => `${type}_${name}`) : [];
    for (const rule of rules) {
      if (!namesSubject(name, rule, undefined, true) && !owned.some((n) => namesSubject(n, rule, undefined, true))) continue;
      const { min, max, minExclusive, maxExclusive } = limitsFor(rule, name);
      const low = min !== undefined && (literal < min || (minExclusive && literal === min));
      const high = max !== undefined && (literal > max || (maxExclusive && literal === max));
      const scale = scaleOf(rule, name);
      const unlisted = rule.allowed !== undefined && !rule.allowed.some((allowed) => Math.abs(allowed / scale - literal) < 1e-9);
      if (!low && !high && !unlisted) continue;
      detections.push({
        start: node.startIndex, end: node.endIndex,
        title: `${name} set to ${literal}, outside its business bound`,
        description: `\`${name}\` is set to ${literal}, but the business rule "${rule.sentence}" requires ${rule.subject} to be ${rule.allowed ? `one of ${rule.allowed.map((a) => a / scale).join(', ')}` : describeLimits(limitsFor(rule, name))}${scale === 1 ? '' : ` in \`${name}\`'s unit (${describeLimits(limitsFor({ ...rule, major: undefined, percent: undefined }, name))}${rule.percent ? '%' : rule.major ? ' in major units' : ''} as the rule states it)`}.`,
      });
      break;
    }
  }
  return detections;
}

// ---------------------------------------------------------------------------------------------------------------
// Without context

const STATEMENTS = /^(expression_statement|return_statement|lexical_declaration|variable_declaration|local_variable_declaration|short_var_declaration|assignment_statement|var_declaration)$/;

/** The names in the statement around a use (its nearest enclosing statement), other than `except`. */
function namesAround(file: FileContext, use: Use, except: string): string[] {
  const table = tableFor(file)!;
  let statement = use.node;
  for (let depth = 0; depth < 6 && !STATEMENTS.test(statement.type); depth++) {
    const parent = statement.parent;
    if (!parent || table.functions.includes(parent.type)) break;
    statement = parent;
  }
  return descendantsOf(statement, [...table.identifiers]).map((id) => id.text).filter((name) => name !== except);
}

type Purpose = 'price' | 'level';

/** Calls that move a stock level or balance by their argument. */
const MOVES = /^(decrement|increment|deduct|debit|credit|withdraw|deposit|reserve|release|restock|replenish|consume|allocate|adjust|adjustStock|remove_stock|add_stock|writeOff|write_off|pick|ship)\w*$/i;

/** The first use of the value that computes a price (`price * qty`) or moves a stock level or balance. */
function firstPricedUse(file: FileContext, fn: Node, name: string, uses: readonly Use[], purposes: readonly Purpose[], operators: RegExp): Node | undefined {
  const table = tableFor(file)!;
  return uses.find((use) => {
    // `stock.decrement(binId, sku, quantity)`: a call that moves a stock level or balance by the value.
    const call = callParts(use.node, table);
    if (call) return purposes.includes('level') && (MOVES.test(call.callee) || isLevelName(call.callee)) && [call.callee, call.receiver ? nameOf(call.receiver, table) ?? '' : ''].some((n) => isLevelName(n) || MOVES.test(n));
    const operator = use.node.type === table.binary ? binaryParts(use.node)?.operator ?? '' : use.node.childForFieldName('operator')?.text.replace(/=$/, '') ?? '';
    if (!operators.test(operator)) return false;
    const names = namesAround(file, use, name);
    if (purposes.includes('level') && names.some(isLevelName)) return true;
    return purposes.includes('price') && (names.some(isMoneyName) || isMoneyName(functionName(fn)));
  })?.node;
}

function coveredByContext(file: FileContext, fn: Node, name: string): boolean {
  return boundRules(file).some((rule) => namesSubject(name, rule, functionName(fn), false));
}

/** Public functions' parameters `accepts` takes, not already covered by a bound of the business context. */
function uncoveredParameters(file: FileContext, words: RegExp, accepts: (name: string) => boolean): ParameterUse[] {
  const table = tableFor(file);
  if (!table) return [];
  return parametersNamed(file, words, accepts).filter(({ fn, param }) => !isPrivateFunction(fn, table) && !coveredByContext(file, fn, param.name));
}

export function negativeQuantities(file: FileContext): Detection[] {
  const detections: Detection[] = [];
  const words = /quantit|qty|count|units|amount/;
  const accepts = (name: string) => isQuantityName(name) || isAmountName(name);
  const table = tableFor(file);
  // Parameters of public functions, and quantities parsed from a request or form in them (`parseInt(req.body.qty)`).
  const inputs: Array<{ fn: Node; name: string; param?: Param; definedBy?: Node }> = [
    ...uncoveredParameters(file, words, accepts).map(({ fn, param }) => ({ fn, name: param.name, param })),
    ...parsedInputs(file, words, accepts).filter(({ fn, name }) => table && !isPrivateFunction(fn, table) && !coveredByContext(file, fn, name)),
  ];
  for (const { fn, name, param, definedBy } of inputs) {
    const quantity = isQuantityName(name);
    const limits: Limits = { min: 0 };
    const { sides, uses } = factsAbout(file, fn, name, param, limits, definedBy);
    if (sides.lower || (param && boundedByCallers(file, fn, param, limits, { lower: true, upper: false }))) continue;
    const use = quantity ? firstPricedUse(file, fn, name, uses, ['price', 'level'], /^[-+*]$/) : firstPricedUse(file, fn, name, uses, ['level'], /^[-+]$/);
    if (!use) continue;
    const fix = param ? guardFix(file, fn, param, limits, sides) : undefined;
    detections.push({
      start: use.startIndex, end: use.endIndex, ...(fix ? { fix } : {}),
      title: `${name} is used without checking it is not negative`,
      description: quantity
        ? `\`${name}\` goes into this calculation unchecked: a negative ${name} turns a charge into a credit or pushes stock the wrong way.`
        : `\`${name}\` moves a balance here unchecked: a negative ${name} reverses the operation (a withdrawal becomes a deposit).`,
    });
  }
  return detections;
}

/** Markups, increases and tax rates may exceed 100%: only shares taken off a price (discounts, commissions) are capped. */
const UNCAPPED = new Set(['markup', 'increase', 'growth', 'interest', 'inflation', 'tax', 'vat', 'margin', 'surcharge', 'change', 'progress', 'completion']);

function isReducingPercentage(name: string): boolean {
  return isPercentageName(name) && !wordsOf(name).some((w) => UNCAPPED.has(w));
}

export function unboundedPercentages(file: FileContext): Detection[] {
  const detections: Detection[] = [];
  for (const { fn, param } of uncoveredParameters(file, /percent|pct|rate|ratio|fraction|factor/, isReducingPercentage)) {
    const limits: Limits = { min: 0, max: isRateName(param.name) ? 1 : 100 };
    const { sides, uses } = factsAbout(file, fn, param.name, param, limits);
    if ((sides.lower && sides.upper) || boundedByCallers(file, fn, param, limits, { lower: !sides.lower, upper: !sides.upper })) continue;
    const use = firstPricedUse(file, fn, param.name, uses, ['price'], /^[-+*/]$/);
    if (!use) continue;
    const fix = guardFix(file, fn, param, limits, sides);
    const consequence = !sides.lower && !sides.upper
      ? `without any bound check: above ${limits.max} it takes more than the whole amount, below 0 it adds to the amount instead`
      : !sides.lower ? 'without checking it is not negative: a negative value adds to the amount instead of taking from it'
        : `without checking it is at most ${limits.max}: a larger value takes more than the whole amount`;
    detections.push({
      start: use.startIndex, end: use.endIndex, ...(fix ? { fix } : {}),
      title: `${param.name} is used without checking it is ${describeLimits(limits)}`,
      description: `\`${param.name}\` goes into a price calculation ${consequence}.`,
    });
  }
  return detections;
}
