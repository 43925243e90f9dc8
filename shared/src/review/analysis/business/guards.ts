/**
 * What a function does with one value (a parameter or parsed input): whether it checks the value's lower and
 * upper bound (comparisons, clamps, validators, constrained parameter types) and where it computes with or stores
 * it. Found from the value's occurrences in the function, so only the few nodes around them are visited. Also the
 * guard clause that enforces a bound.
 */
import { memoized, type FileContext, type FixPlan, type Node } from '../../core/rule';
import { descendantsOf, indentationAt, namedChildrenOf } from '../../core/syntax';
import { isLevelName, isOwnReceiver, wordsOf } from './names';
import { ARITHMETIC, callParts, comparisonParts, isCall, nameOf, numberValue, partOf, stringContent, tableFor, valueSide } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';
import { functionName, functionNodes, parametersOf, type Param } from './model';
import { pathToToken } from './paths';

export interface Limits {
  min?: number;
  max?: number;
  minExclusive?: boolean;
  maxExclusive?: boolean;
}

export interface Sides {
  lower: boolean;
  upper: boolean;
}

export interface ValueFacts {
  sides: Sides;
  /** Arithmetic with the value, compound assignments of it and stores of it into fields, in source order. */
  uses: Use[];
}

/** Which bound a comparison against `other` checks, given the limits the rule expects. */
function sideOf(other: Node, limits: Limits, table: BusinessSyntax): 'lower' | 'upper' | 'both' | 'neither' {
  const k = numberValue(other, table);
  if (k === undefined) {
    // `balance`, `account.limit`, or a getter's name: `ledger.availableCents(account)`.
    const words = wordsOf(nameOf(other, table) ?? callParts(other, table)?.callee ?? '');
    if (words.some((w) => w === 'min' || w === 'minimum' || w === 'lower' || w === 'floor' || w === 'zero')) return 'lower';
    if (words.some((w) => w === 'max' || w === 'maximum' || w === 'limit' || w === 'cap' || w === 'upper' || w === 'ceiling')) return 'upper';
    // `amount > balance` checks for overdraft: neither a negative amount nor the rule's own limit.
    if (isLevelName(words.join('_'))) return 'neither';
    return 'both';
  }
  const { min, max } = limits;
  if (min !== undefined && max !== undefined) return Math.abs(k - min) <= Math.abs(k - max) ? 'lower' : 'upper';
  if (min !== undefined) return k <= min + Math.max(1, Math.abs(min) / 2) ? 'lower' : 'upper';
  if (max !== undefined) return k <= 0 ? 'lower' : 'upper';
  return k <= 1 ? 'lower' : 'upper';
}

const CLAMP_LOWER = /^(max|fmax|maxOf|coerceAtLeast|abs|fabs)$/i;
const CLAMP_UPPER = /^(min|fmin|minOf|coerceAtMost)$/i;
const CLAMP_BOTH = /^(clamp|coerceIn|bound|constrain)$/i;
const VALIDATES = /^(validate|check|require|assert|ensure|verify|guard)|(valid|positive|negative|range|bounds?)$/i;
const NOT_A_BOUND = /null|none|empty|blank|instance|type|state/i;
const MEMBERSHIP = /^(includes|contains|Contains|containsKey|has|in_array|include\?|member\?|ContainsKey|Includes)$/;
const ARGUMENT_LISTS = new Set(['arguments', 'argument_list']);
/** The leaf nodes of a string's text, by grammar: a subscript key is found through them. */
const KEY_TEXTS = ['string_content', 'string_fragment', 'string_start'];

/** Calls that convert, format or log a value rather than act on it. */
const PASSIVE_CALLS = /^(isNaN|isFinite|isInteger|isSafeInteger|is_a\?|is_integer|isnumeric|isdigit|int|float|str|Number|String|parseInt|parseFloat|Decimal|BigDecimal|valueOf|toString|format|sprintf|printf|Sprintf|Printf|Println|print|println|puts|log|debug|info|warn|warning|error|trace|len|isinstance|typeof|nameof|round|abs|intval|floatval|to_i|to_f|to_s|Atoi|ParseInt|ParseFloat|Parse|TryParse|Itoa|FormatInt|json|dumps|jsonify|append|push|add|put|set|get|equals)$/i;

/** Bounds a parameter's declared type or annotations already enforce (uint, PositiveInt, @Min(1), Field(ge=0)). */
function declaredSides(param: Param | undefined): Sides {
  if (!param) return { lower: false, upper: false };
  const text = `${param.type} ${param.modifiers}`;
  return {
    lower: /^uint\d*$/.test(param.type) || /Positive|NonNegative|NonNeg|Unsigned|@Min\b|@DecimalMin|@Range|\b(ge|gt)\s*=|conint|confloat|condecimal|\bGe\(|\bGt\(/.test(text),
    upper: /@Max\b|@DecimalMax|@Range|\b(le|lt)\s*=|\bLe\(|\bLt\(/.test(text),
  };
}

/** The numbers a union of number literal types admits (`0 | 10 | 15`), or undefined when it admits anything else. */
function literalUnion(type: Node, table: BusinessSyntax): number[] | undefined {
  if (type.type === 'type_annotation' || type.type === 'parenthesized_type') return type.namedChild(0) ? literalUnion(type.namedChild(0)!, table) : undefined;
  if (type.type === 'literal_type') {
    const value = type.namedChild(0) && numberValue(type.namedChild(0)!, table);
    return value === undefined || value === null ? undefined : [value];
  }
  if (type.type !== 'union_type') return undefined;
  const parts = namedChildrenOf(type).map((member) => literalUnion(member, table));
  return parts.every((p) => p !== undefined) ? (parts).flat() : undefined;
}

/**
 * Whether a parameter's declared type admits only numbers within the limits: a union of number literals, written
 * on the parameter or through the file's type alias (`type TipChoice = 0 | 10 | 15 | 20`).
 */
function literalUnionWithin(file: FileContext, param: Param, limits: Limits, table: BusinessSyntax): boolean {
  const declared = param.node.parent?.childForFieldName('type');
  if (!declared || !file.tree) return false;
  const named = declared.namedChild(0)?.type === 'type_identifier' ? declared.namedChild(0)!.text : undefined;
  const type = named ? descendantsOf(file.tree.rootNode, 'type_alias_declaration').find((d) => d.childForFieldName('name')?.text === named)?.childForFieldName('value') : declared;
  const values = type ? literalUnion(type, table) : undefined;
  return values !== undefined && values.length > 0 &&
    values.every((n) => (limits.min === undefined || n >= limits.min) && (limits.max === undefined || n <= limits.max));
}

const single = (node: Node | null | undefined) => (node?.type === 'expression_list' && node.namedChildCount === 1 ? node.namedChild(0) : node);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A use of the value, with the nodes around it (outermost first). */
export interface Use {
  node: Node;
  ancestors: Node[];
}

/**
 * Each occurrence of `name`, `self.name` or `this.name` inside `fn`: the node that stands for the value and its
 * ancestors within the function.
 */
function* occurrences(file: FileContext, fn: Node, name: string, table: BusinessSyntax, skip: number, member: boolean): Generator<Use> {
  const source = file.code.slice(fn.startIndex, fn.endIndex);
  for (const match of source.matchAll(new RegExp(`(?<![\\w$])${escape(name)}(?![\\w$])`, 'g'))) {
    const start = fn.startIndex + match.index;
    if (start === skip) continue;
    // A few levels are enough to see the comparison, clamp or assignment around the value.
    // PHP names a field with a `name` node (`$request->quantity`), not a variable.
    const path = pathToToken(fn, start, start + name.length, member ? [...table.identifiers, 'name', ...KEY_TEXTS] : table.identifiers, member ? 8 : 4);
    if (!path) continue;
    if (member && KEY_TEXTS.includes(path.at(-1)!.type)) {
      // `$data['percent']`, `req.body["qty"]`: the key's text, inside its string, inside the subscript.
      while (path.length > 1 && table.strings.includes(path.at(-2)!.type)) path.pop();
      const key = path.pop()!;
      const subscript = path.at(-1);
      if (subscript && table.subscripts[subscript.type] && partOf(subscript, table.subscriptKey)?.id === key.id) yield { node: path.pop()!, ancestors: path };
      continue;
    }
    const node = path.pop()!;
    const parent = path.at(-1);
    const field = parent && table.members[parent.type];
    const own = parent && isOwnReceiver(file.code.slice(parent.startIndex, parent.endIndex));
    if (member) {
      // A field of a request or command object (`cmd.amountCents`, `cmd.amountCents()`, `$request->quantity`): the read stands for the value.
      const accessor = parent && isCall(parent, table) && callParts(parent, table)?.args.length === 0 && callParts(parent, table)?.receiver !== undefined;
      const read = parent && !own && ((field && partOf(parent, field)?.id === node.id && !isCall(parent, table)) || accessor);
      if (read) yield { node: path.pop()!, ancestors: path };
    } else if (!field) yield { node, ancestors: path };
    else if (partOf(parent, field)?.id === node.id && own) {
      yield { node: path.pop()!, ancestors: path };
    }
  }
}

/** Whether a function's name says it validates what it is given (`requireValid`, `assertDiscountPercent`). */
export function isValidatorName(name: string): boolean {
  return VALIDATES.test(name) && !NOT_A_BOUND.test(name);
}

/** Whether a call only converts, tests, formats or logs its arguments (`Number.isInteger(x)`, `log.info(x)`). */
export function isPassiveCall(callee: string): boolean {
  return PASSIVE_CALLS.test(callee);
}

/** Whether a call hands its arguments on to another component: not a conversion, a log line, or a helper of this file. */
export function handsOn(file: FileContext, call: Node): boolean {
  const table = tableFor(file);
  const parts = table ? callParts(call, table) : undefined;
  return !!parts && !PASSIVE_CALLS.test(parts.callee) && !definedInFile(file, parts.callee, parts.receiver !== undefined);
}

/**
 * The sides a field's declaration states: annotations and attributes (`@Min(1)`, `[Range(1, 25000)]`), struct tags
 * (`binding:"min=1,max=10"`), and validation rule lists keyed by the field (`'percent' => ['min:5']`).
 */
export function declaredFieldSides(file: FileContext, name: string, owner?: Node): Sides {
  const table = tableFor(file);
  const sides: Sides = { lower: false, upper: false };
  if (!table || !file.tree) return sides;
  const texts: string[] = [];
  for (const declaration of descendantsOf(owner ?? file.tree.rootNode, FIELD_DECLARATIONS)) {
    const declared = declaration.childForFieldName('name') ?? descendantsOf(declaration, ['variable_declarator', 'field_identifier', 'property_identifier', 'identifier'])[0];
    const declaredName = declared?.type === 'variable_declarator' ? declared.childForFieldName('name')?.text : declared?.text;
    if (declaredName === name) texts.push(declaration.text);
  }
  for (const [type, keyField, valueField] of table.pairs) {
    for (const pair of descendantsOf(file.tree.rootNode, type)) {
      const key = partOf(pair, keyField);
      const value = partOf(pair, valueField);
      if (key && value && stringContent(key, table) === name) texts.push(value.text);
    }
  }
  // Without the object's type, a side counts only when every declaration of the field states it.
  const lower = (text: string) => /@(Min|Positive|PositiveOrZero|DecimalMin)\b|\[Range\(|@Range\b|\bmin[=:]\d|\bgte?[=:]\d|\bgt\s*=|\bge\s*=|between:/.test(text);
  const upper = (text: string) => /@(Max|DecimalMax|Negative)\b|\[Range\(|@Range\b|\bmax[=:]\d|\blte?[=:]\d|\blt\s*=|\ble\s*=|between:|oneof=|\bin:/.test(text);
  return { lower: texts.length > 0 && texts.every(lower), upper: texts.length > 0 && texts.every(upper) };
}

/** The file's declaration of a type (class, record, struct, module) by its name. */
export function typeDeclaration(file: FileContext, name: string): Node | undefined {
  if (!file.tree || !name) return undefined;
  return descendantsOf(file.tree.rootNode, TYPE_DECLARATIONS).find((type) => type.childForFieldName('name')?.text === name);
}

const FIELD_DECLARATIONS = ['public_field_definition', 'field_definition', 'field_declaration', 'property_declaration', 'property_signature', 'property_element'];

/** Whether the file defines a function or method of that name, or, for a call on no receiver, a type. */
function definedInFile(file: FileContext, name: string, onReceiver: boolean): boolean {
  if (!name) return false;
  return functionNodes(file).some((fn) => functionName(fn) === name && fn.childForFieldName('body') !== null) || (!onReceiver && enclosingTypeNamesOfFile(file).has(name));
}

const CONSTRUCTOR_NAMES = /^(constructor|__init__|__post_init__|initialize|__construct|init|New[A-Z]\w*)$/;

/**
 * The sides the file's constructors and validators of records check on a field of that name (`__post_init__`,
 * a compact record constructor, `constructor(readonly discountBps)` with a guard): a read of the field elsewhere
 * sees a checked value.
 */
export function constructorSides(file: FileContext, name: string, limits: Limits, owner?: Node): Sides {
  const sides: Sides = { lower: false, upper: false };
  const table = tableFor(file);
  if (!table) return sides;
  for (const fn of functionNodes(file)) {
    if (!/constructor/.test(fn.type) && !CONSTRUCTOR_NAMES.test(functionName(fn))) continue;
    if (owner && !(owner.startIndex <= fn.startIndex && fn.endIndex <= owner.endIndex)) continue;
    const param = parametersOf(fn, table).find((p) => p.name === name || p.name === `$${name}`);
    const facts = factsAbout(file, fn, param?.name ?? name, param, limits);
    sides.lower ||= facts.sides.lower;
    sides.upper ||= facts.sides.upper;
  }
  return sides;
}

const TYPE_DECLARATIONS = ['class_declaration', 'class_definition', 'class', 'record_declaration', 'struct_declaration', 'type_spec', 'module', 'enum_declaration'];

/** The names of the classes, records, structs and modules the file declares. */
function enclosingTypeNamesOfFile(file: FileContext): ReadonlySet<string> {
  return memoized(file, 'business.typeNames', () => {
    const names = new Set<string>();
    if (!file.tree) return names;
    for (const type of descendantsOf(file.tree.rootNode, TYPE_DECLARATIONS)) {
      const name = type.childForFieldName('name')?.text;
      if (name) names.add(name);
    }
    return names;
  });
}

/** The sides a value's definition clamps: `min(max(q, 1), 99)`, `[params[:qty].to_i, 1].max`, `q.clamp(1, 99)`. */
export function clampSides(value: Node, table: BusinessSyntax): Sides {
  const call = callParts(value, table);
  if (!call) return { lower: false, upper: false };
  const inner = [...call.args, ...(call.receiver ? [call.receiver, ...namedChildrenOf(call.receiver)] : [])].map((part) => clampSides(part, table));
  const lower = CLAMP_BOTH.test(call.callee) || CLAMP_LOWER.test(call.callee) || inner.some((s) => s.lower);
  const upper = CLAMP_BOTH.test(call.callee) || CLAMP_UPPER.test(call.callee) || inner.some((s) => s.upper);
  return { lower, upper };
}

/**
 * The comparisons, clamps, validators and uses around each occurrence of the value; `definedBy`, a local's defining
 * value, counts with the clamps it applies.
 */
export function factsAbout(file: FileContext, fn: Node, name: string, param: Param | undefined, limits: Limits, definedBy?: Node, member = false): ValueFacts {
  const table = tableFor(file)!;
  const declared = declaredSides(param);
  if (param && literalUnionWithin(file, param, limits, table)) declared.lower = declared.upper = true;
  const clamped = definedBy ? clampSides(definedBy, table) : { lower: false, upper: false };
  const sides = { lower: declared.lower || clamped.lower, upper: declared.upper || clamped.upper };
  const uses: Use[] = [];
  const mark = (side: 'lower' | 'upper' | 'both' | 'neither') => {
    if (side === 'neither') return;
    if (side !== 'upper') sides.lower = true;
    if (side !== 'lower') sides.upper = true;
  };
  const complete = () => (limits.min === undefined || sides.lower) && (limits.max === undefined || sides.upper);
  // Checked on every side the rule needs: where it is used no longer matters.
  for (const { node, ancestors } of complete() ? [] : occurrences(file, fn, name, table, param?.node.startIndex ?? -1, member)) {
    let operand = node;
    let up = ancestors.length - 1;
    // C# and PHP wrap each argument in an `argument` node: the value stands for it.
    while (up >= 0 && (table.transparent.includes(ancestors[up]!.type) || table.unary.includes(ancestors[up]!.type) || ancestors[up]!.type === 'argument')) operand = ancestors[up--]!;
    const parent = ancestors[up];
    if (!parent) continue;
    if (parent.type === table.comparisonChain || parent.type === table.binary) {
      const parts = comparisonParts(parent, table);
      for (const { left, right } of parts) {
        if (left.id === operand.id) mark(sideOf(right, limits, table));
        else if (right.id === operand.id) mark(sideOf(left, limits, table));
      }
      if (parts.length === 0 && ARITHMETIC.has(parent.childForFieldName('operator')?.text ?? '')) uses.push({ node: parent, ancestors: ancestors.slice(0, up) });
      if (complete()) break;
      continue;
    }
    if (ARGUMENT_LISTS.has(parent.type)) {
      // `max(0, q)`, and `min(max(q, 0), 100)`: each clamp around the value bounds it.
      for (let k = up - 1; k >= 0 && isCall(ancestors[k]!, table); k -= 2) {
        const callee = callParts(ancestors[k]!, table)?.callee ?? '';
        if (CLAMP_BOTH.test(callee)) mark('both');
        else if (CLAMP_LOWER.test(callee)) mark('lower');
        else if (CLAMP_UPPER.test(callee)) mark('upper');
        else if (VALIDATES.test(callee) && !NOT_A_BOUND.test(callee)) mark('both');
        // `ALLOWED_TIPS.includes(tip)`, `in_array($tip, self::ALLOWED)`: an allow-list admits only its members.
        else if (MEMBERSHIP.test(callee)) mark('both');
        else {
          // Handed on to do its work (`ledger.move(from, to, cents)`): a use, unless only converted or printed.
          // A helper or type of this file (`clampPercent(p)`, `OrderLine(sku, qty)`) answers for the value itself.
          const onReceiver = callParts(ancestors[k]!, table)?.receiver !== undefined;
          if (k === up - 1 && !PASSIVE_CALLS.test(callee) && !definedInFile(file, callee, onReceiver)) uses.push({ node: ancestors[k]!, ancestors: ancestors.slice(0, k) });
          break;
        }
        const outer = ancestors[k - 1]?.type === 'argument' ? k - 1 : k;
        if (!ARGUMENT_LISTS.has(ancestors[outer - 1]?.type ?? '')) break;
        k = outer;
      }
      if (complete()) break;
      continue;
    }
    // `create(['percent_off' => $data['percent']])`, `save({ qty })`: an entry of a literal handed to a call.
    if (table.pairs.some(([type]) => type === parent.type) || parent.type === 'keyword_argument') {
      const call = ancestors.slice(Math.max(0, up - 4), up).reverse().find((n) => isCall(n, table));
      const callee = call ? callParts(call, table)?.callee ?? '' : '';
      if (call && !PASSIVE_CALLS.test(callee) && !definedInFile(file, callee, callParts(call, table)?.receiver !== undefined)) uses.push({ node: operand, ancestors: ancestors.slice(0, up) });
      continue;
    }
    // Go wraps both sides of an assignment in expression lists.
    const inList = parent.type === 'expression_list' && parent.namedChildCount === 1;
    const at = inList ? up - 1 : up;
    const statement = ancestors[at];
    const shape = statement && table.assignments.find((sh) => sh.type === statement.type);
    if (!statement || !shape || valueSide(statement, shape.right)?.id !== (inList ? parent.id : operand.id)) continue;
    const operator = shape.operator ? statement.childForFieldName('operator')?.text ?? '=' : '=';
    const target = single(statement.childForFieldName(shape.left));
    const stored = (operator === '=' || operator === ':=') && !!target && target.type in table.members;
    if ((operator !== '=' && operator !== ':=') || stored) uses.push({ node: statement, ancestors: ancestors.slice(0, at) });
  }
  uses.sort((a, b) => a.node.startIndex - b.node.startIndex);
  return { sides, uses };
}

const fmt = (n: number) => String(n);

/** The condition that is true when `name` breaks the limits, e.g. `quantity < 1 or quantity > 99`. */
function violation(name: string, limits: Limits, sides: Sides, or: string): string | undefined {
  const parts: string[] = [];
  if (!sides.lower && limits.min !== undefined) parts.push(`${name} ${limits.minExclusive ? '<=' : '<'} ${fmt(limits.min)}`);
  if (!sides.upper && limits.max !== undefined) parts.push(`${name} ${limits.maxExclusive ? '>=' : '>'} ${fmt(limits.max)}`);
  return parts.length > 0 ? parts.join(` ${or} `) : undefined;
}

export function describeLimits(limits: Limits): string {
  const { min, max } = limits;
  if (min !== undefined && max !== undefined) return `between ${fmt(min)} and ${fmt(max)}`;
  if (min !== undefined) return min === 0 ? (limits.minExclusive ? 'positive' : 'not negative') : `${limits.minExclusive ? 'greater than' : 'at least'} ${fmt(min)}`;
  if (max !== undefined) return `${limits.maxExclusive ? 'less than' : 'at most'} ${fmt(max)}`;
  return 'within its bounds';
}

const BLOCKS = new Set(['statement_block', 'block', 'constructor_body', 'compound_statement', 'body_statement']);

/**
 * A guard clause at the top of the function that rejects values breaking the limits it does not check yet, as the
 * language writes one (`raise ValueError`, `throw new RangeError`, …: the plugin's code generation). A language
 * without one (Go: rejecting there means changing the function's results) gets no fix.
 */
export function guardFix(file: FileContext, fn: Node, param: Param, limits: Limits, sides: Sides): FixPlan | undefined {
  const table = tableFor(file);
  const codegen = file.plugin?.codegen;
  const body = fn.childForFieldName('body');
  if (!table || !codegen?.guardClause || !body || !BLOCKS.has(body.type) || body.namedChildCount === 0) return undefined;
  if (!table.numericTypes?.test(param.type)) return undefined;
  const { code } = file;
  const message = limits.min === 0 && !limits.minExclusive && limits.max === undefined ? `${param.name} must not be negative` : `${param.name} must be ${describeLimits(limits)}`;
  const children = namedChildrenOf(body);
  const mustStayFirst = (n: Node) => table.staysFirst?.(n) ?? false;
  if (!children.some((c) => c.type !== 'comment')) return undefined;
  // After every statement that must stay first (a docstring, `super(…)`, each directive of a prologue).
  let from = 0;
  for (let i = 0; i < children.length && (children[i]!.type === 'comment' || mustStayFirst(children[i]!)); i++) if (children[i]!.type !== 'comment') from = i + 1;
  const startsLine = (n: Node) => code.slice(code.lastIndexOf('\n', n.startIndex - 1) + 1, n.startIndex).trim() === '';
  const anchor = children.slice(from).find(startsLine);
  if (!anchor) return undefined;
  const indent = indentationAt(code, anchor.startIndex);
  const lineStart = code.lastIndexOf('\n', anchor.startIndex - 1) + 1;
  const condition = violation(param.name, limits, sides, codegen.or);
  if (!condition) return undefined;
  const guard = codegen.guardClause(condition, message, indent);
  return { description: `Reject ${param.name} outside the allowed range`, safety: 'safe', edits: [{ start: lineStart, end: lineStart, text: guard }] };
}
