/**
 * The NaN family, written once: `<plugin>.security.nan-bypass` (CWE-704), outside text parsed into a binary floating
 * point number (`parseFloat`, `float()`, `strconv.ParseFloat`, `Double.parseDouble`, `double.Parse`) and then checked
 * against a limit by a guard that rejects when a comparison holds (`if (amount > limit) return …`). "NaN" parses, and
 * every comparison with NaN is false: the guard lets it through, and the NaN goes on into a balance, a price or a
 * quota. A guard written the other way round (`if (!(amount > 0))`), or a finiteness check anywhere in the function
 * or in a helper of the file it hands the value to, closes the gap. Languages whose text-to-float conversion never
 * gives NaN (PHP's floatval, Ruby's to_f) declare no parsers and get no rule.
 */
import { valueAt } from '../analysis/dataflow/engine';
import { deepTaints } from '../analysis/dataflow/value';
import { callParts, callTypes, comparisonParts } from '../analysis/business/grammar';
import { argumentExpression } from '../core/call-parts';
import { functionName, parametersOf } from '../analysis/business/model';
import { memoized, type Detection, type FileContext, type LanguagePlugin, type Node, type ScanRule } from '../core/rule';
import type { BusinessSyntax } from '../core/syntax-facts';
import { descendantsOf, enclosing } from '../core/syntax';

/** Calls in a rejecting branch that end the request (Flask's abort, a framework's reject helpers). */
const REJECTS = /^(abort|reject|fail|deny|halt|bad_?request|unprocessable)$/i;

/** Outside input from a remote user reaches the node: the parsed text is the attacker's. */
function fromRemoteInput(file: FileContext, node: Node): boolean {
  const value = valueAt(file, node);
  return !!value && deepTaints(value).some((taint) => taint.source.origin === 'input' && taint.source.local !== true);
}


/** The name the parsed number is kept in (`amount` of `const amount = parseFloat(…)`, `amount, err :=`), if any. */
function holderOf(call: Node, table: BusinessSyntax): string | undefined {
  let statement: Node | null = call.parent;
  for (let depth = 0; statement && depth < 4 && !table.assignments.some((shape) => shape.type === statement!.type) && !/declarat|declarator/.test(statement.type); depth++) statement = statement.parent;
  if (!statement) return undefined;
  const before = descendantsOf(statement, [...table.identifiers]).filter((id) => id.endIndex <= call.startIndex);
  return before[0]?.text;
}

/** Whether `node` stands for the parsed number: the call itself, or its holder's name, through parentheses. */
function standsFor(node: Node, call: Node | undefined, holder: string | undefined, table: BusinessSyntax): boolean {
  let current = node;
  while (table.transparent.includes(current.type) && current.namedChildCount > 0) current = current.namedChild(current.namedChildCount - 1)!;
  return current.id === call?.id || (holder !== undefined && table.identifiers.includes(current.type) && current.text === holder);
}

/**
 * The guard a comparison decides: the `if` whose condition it is (through `||`, `&&` and parentheses, not through a
 * negation), when that branch rejects (returns, throws, aborts).
 */
function rejectingGuard(comparison: Node, table: BusinessSyntax): Node | undefined {
  let current = comparison;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (parent.type === table.ifs) {
      if (parent.childForFieldName('condition')?.id !== current.id && !table.transparent.includes(current.type)) return undefined;
      const branch = parent.childForFieldName('consequence');
      if (!branch) return undefined;
      const exits = descendantsOf(branch, [...table.exits]).length > 0 || table.exits.includes(branch.type);
      const rejects = descendantsOf(branch, callTypes(table)).some((call) => REJECTS.test(callParts(call, table)?.callee ?? ''));
      return exits || rejects ? parent : undefined;
    }
    if (table.unary.includes(parent.type)) return undefined;
    const operator = parent.childForFieldName('operator')?.text;
    const logical = parent.type === table.binary && (operator === '||' || operator === '&&' || operator === 'or' || operator === 'and');
    if (!logical && !table.transparent.includes(parent.type) && parent.type !== 'boolean_operator' && parent.type !== 'condition_clause') return undefined;
  }
  return undefined;
}

/** Whether the call is what its function returns (`return Double.parseDouble(raw.trim())`). */
function returnsDirectly(call: Node, fn: Node, table: BusinessSyntax): boolean {
  let current = call;
  while (current.parent && current.parent.id !== fn.id && (table.transparent.includes(current.parent.type) || current.parent.type === 'expression_list')) current = current.parent;
  const parent = current.parent;
  return !!parent && parent.type === 'return_statement' || (parent?.id === fn.id && fn.childForFieldName('body')?.id === current.id);
}

interface Found {
  call: Node;
  comparison: Node;
  parser: string;
  holder: string | undefined;
}

/** How far a parsed number is followed into the file's functions it is handed to (handler → service → policy). */
const MAX_HOPS = 3;

interface Walk {
  table: BusinessSyntax;
  checks: RegExp;
  /** The file's functions by name, for following a number handed to one of them. */
  functions: ReadonlyMap<string, readonly Node[]>;
}

/**
 * The rejecting guard that compares the number `name` stands for (or `call` itself) in `fn`, or in a function of the
 * file `fn` hands it to; undefined when one of them checks finiteness on the way.
 */
function guardFor(walk: Walk, fn: Node, name: string | undefined, call: Node | undefined, hops: number, visited: Set<number>): Node | undefined {
  if (visited.has(fn.id) || walk.checks.test(fn.text)) return undefined;
  visited.add(fn.id);
  const { table } = walk;
  const after = call?.startIndex ?? 0;
  const comparisons = descendantsOf(fn, [table.binary, ...(table.comparisonChain ? [table.comparisonChain] : [])])
    .filter((node) => node.endIndex > after && comparisonParts(node, table).some(({ left, right }) => standsFor(left, call, name, table) || standsFor(right, call, name, table)));
  const guarded = comparisons.find((comparison) => rejectingGuard(comparison, table));
  if (guarded || hops >= MAX_HOPS) return guarded;
  for (const other of descendantsOf(fn, callTypes(table))) {
    if (other.endIndex <= after || other.id === call?.id) continue;
    const parts = callParts(other, table);
    const index = parts?.args.findIndex((arg) => standsFor(argumentExpression(arg), call, name, table)) ?? -1;
    if (!parts || index < 0) continue;
    for (const callee of walk.functions.get(parts.callee) ?? []) {
      const param = parametersOf(callee, table)[index]?.name;
      if (!param) continue;
      // A helper that checks finiteness closes the gap for every comparison after it.
      if (walk.checks.test(callee.text)) return undefined;
      const found = guardFor(walk, callee, param, undefined, hops + 1, visited);
      if (found) return found;
    }
  }
  return undefined;
}

function scan(file: FileContext, plugin: LanguagePlugin): Found[] {
  const table = plugin.syntax.business;
  const nan = table.nan;
  if (!nan || !file.tree || !nan.parsers.some((parser) => file.code.includes(parser.split('.').pop()!))) return [];
  const functionTypes = plugin.syntax.functions.functions;
  const functions = new Map<string, Node[]>();
  for (const fn of descendantsOf(file.tree.rootNode, [...functionTypes])) {
    const name = functionName(fn);
    if (name) functions.set(name, [...(functions.get(name) ?? []), fn]);
  }
  const walk: Walk = { table, checks: nan.checks, functions };
  const calls = descendantsOf(file.tree.rootNode, callTypes(table));
  const parserOf = (call: Node) => {
    const parts = callParts(call, table);
    return parts && parts.args.length > 0 ? { parts, parser: parts.receiver ? `${parts.receiver.text}.${parts.callee}` : parts.callee } : undefined;
  };
  // Helpers of the file that return a parse of their input unchecked (AmountParser.parse): calling one parses.
  const parsingHelpers = new Set<string>();
  for (const call of calls) {
    const parsed = parserOf(call);
    const fn = parsed && nan.parsers.includes(parsed.parser) ? enclosing(call, functionTypes) : undefined;
    if (fn && !nan.checks.test(fn.text) && returnsDirectly(call, fn, table)) parsingHelpers.add(functionName(fn));
  }
  parsingHelpers.delete('');
  const found: Found[] = [];
  for (const call of calls) {
    const parsed = parserOf(call);
    if (!parsed) continue;
    const { parts, parser } = parsed;
    const input = nan.parsers.includes(parser) ? [parts.args[0]!] : parsingHelpers.has(parts.callee) ? parts.args : [];
    if (!input.some((arg) => fromRemoteInput(file, argumentExpression(arg)))) continue;
    const fn = enclosing(call, functionTypes);
    if (!fn) continue;
    const holder = holderOf(call, table);
    const comparison = guardFor(walk, fn, holder, call, 0, new Set());
    if (comparison) found.push({ call, comparison, parser, holder });
  }
  return found;
}

export function nanRules(plugin: LanguagePlugin): ScanRule[] {
  if (!plugin.syntax.business.nan) return [];
  return [{
    id: `${plugin.id}.security.nan-bypass`,
    specialist: 'security', severity: 'medium', languages: plugin.languages.map((info) => info.language), cwe: 'CWE-704',
    title: 'Limit check a NaN from outside input passes',
    description: 'Outside text parsed as a floating-point number may be NaN ("NaN" parses), and every comparison with NaN is false: a guard that rejects when a comparison holds lets NaN through, into a balance, a price or a quota.',
    suggestion: 'Reject non-finite numbers right after parsing (Number.isFinite, math.isfinite, !math.IsNaN && !math.IsInf, Double.isFinite, double.IsFinite), or write the guard so that it passes only when the comparison holds (`if (!(amount > 0 && amount <= limit)) reject`).',
    scan: (file) => memoized(file, `${plugin.id}.nan-bypass`, () => scan(file, plugin)).map(({ call, comparison, parser, holder }): Detection => ({
      start: call.startIndex, end: call.endIndex,
      description: `${holder ? `\`${holder}\` is` : 'The number is'} ${parser}() of outside input; "NaN" parses, and \`${comparison.text.slice(0, 60)}\` (line ${comparison.startPosition.row + 1}) is false for NaN, so that guard lets it through. Every comparison with NaN is false: the value goes on into the computation the guard protects.`,
    })),
  }];
}
