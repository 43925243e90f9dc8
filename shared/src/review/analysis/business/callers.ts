/**
 * Bounds enforced by the callers: a function whose parameter is unchecked but which the file only ever calls with
 * checked values (a literal within the bound, a clamped value, the result of a helper that clamps or validates)
 * keeps the rule. A reviewer reads `tipFor(clampTipPercent(raw))` as checked, so the rule does too.
 */
import type { FileContext, Node } from '../../core/rule';
import { descendantsOf } from '../../core/syntax';
import { assignmentParts, callParts, callTypes, nameOf, numberValue, tableFor } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';
import { clampSides, factsAbout, isValidatorName, type Limits, type Sides } from './guards';
import { enclosingTypeNames, functionName, functionNodes, modelOf, parametersOf, type Param } from './model';

/** Enough to see a value through a helper and a caller's caller; deeper chains are left unjudged (not bounded). */
const MAX_DEPTH = 3;

interface Judge {
  file: FileContext;
  table: BusinessSyntax;
  limits: Limits;
  /** The sides the callee leaves unchecked: what every argument must bring. */
  needed: Sides;
}

const within = (value: number, limits: Limits) =>
  (limits.min === undefined || value > limits.min || (value === limits.min && !limits.minExclusive)) &&
  (limits.max === undefined || value < limits.max || (value === limits.max && !limits.maxExclusive));

const covers = (sides: Sides, needed: Sides) => (!needed.lower || sides.lower) && (!needed.upper || sides.upper);

function enclosingFunction(node: Node, table: BusinessSyntax): Node | undefined {
  for (let up = node.parent; up; up = up.parent) if (table.functions.includes(up.type)) return up;
  return undefined;
}

/** The literal numbers a collection literal holds, when it holds nothing else. */
function literalMembers(node: Node, table: BusinessSyntax): number[] | undefined {
  const members = node.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment');
  const values = members.map((m) => numberValue(m, table));
  return members.length > 0 && values.every((v) => v !== undefined) ? (values) : undefined;
}

/** The values a name is given by assignment in `fn`, or anywhere in the file (constants, module-level tables). */
function settingsOf(judge: Judge, name: string, fn: Node | undefined): Node[] {
  const assignments = fn ? modelOf(judge.file, fn).assignments : descendantsOf(judge.file.tree!.rootNode, judge.table.assignments.map((s) => s.type));
  const values: Node[] = [];
  for (const assignment of assignments) {
    const parts = assignmentParts(assignment, judge.table);
    if (!parts || parts.operator !== '=') continue;
    parts.targets.forEach((target, i) => {
      if (nameOf(target, judge.table) === name && parts.values[i]) values.push(parts.values[i]);
    });
  }
  return values;
}

/** Whether every value a helper returns brings the needed sides. */
function returnsBounded(judge: Judge, helper: Node, depth: number): boolean {
  const returns = modelOf(judge.file, helper).returns.map((r) => r.namedChild(0)).filter((v): v is Node => v !== null);
  return returns.length > 0 && returns.every((value) => isBounded(judge, value, helper, depth + 1));
}

function isBounded(judge: Judge, value: Node, scope: Node | undefined, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  const { table } = judge;
  const literal = numberValue(value, table);
  if (literal !== undefined) return within(literal, judge.limits);
  if (covers(clampSides(value, table), judge.needed)) return true;
  const call = callParts(value, table);
  if (call) {
    const helpers = functionNodes(judge.file).filter((fn) => functionName(fn) === call.callee);
    return helpers.length === 1 && returnsBounded(judge, helpers[0]!, depth);
  }
  const name = table.identifiers.includes(value.type) ? value.text : undefined;
  if (!name || !scope) return false;
  const local = settingsOf(judge, name, scope);
  if (local.length > 0) return local.every((v) => isBounded(judge, v, scope, depth + 1));
  const params = parametersOf(scope, table);
  const index = params.findIndex((p) => p.name === name);
  if (index < 0) return false;
  // `assertDiscountPercent(p)` returning `p` after rejecting what is out of range.
  if (covers(factsAbout(judge.file, scope, name, params[index], judge.limits).sides, judge.needed)) return true;
  return calledOnlyWithBounded(judge, scope, index, depth + 1) || iteratesBoundedLiterals(judge, scope);
}

/** `SUGGESTED.map((percent) => tipFor(percent))` over a constant list of numbers within the bound. */
function iteratesBoundedLiterals(judge: Judge, callback: Node): boolean {
  const call = callback.parent?.parent;
  const parts = call && callParts(call, judge.table);
  if (!parts || !/^(map|forEach|flatMap|filter|each|collect|select)$/.test(parts.callee) || !parts.receiver) return false;
  const lists = literalLists(judge, parts.receiver);
  return lists.length > 0 && lists.every((list) => list.every((n) => within(n, judge.limits)));
}

/** The literal lists a receiver stands for: itself, or every value its name is set to. */
function literalLists(judge: Judge, receiver: Node): number[][] {
  const direct = literalMembers(receiver, judge.table);
  if (direct) return [direct];
  const name = judge.table.identifiers.includes(receiver.type) ? receiver.text : nameOf(receiver, judge.table);
  if (!name) return [];
  const settings = settingsOf(judge, name, undefined);
  const lists = settings.map((v) => literalMembers(v, judge.table));
  return lists.every((l) => l !== undefined) ? (lists) : [];
}

function calledOnlyWithBounded(judge: Judge, fn: Node, index: number, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  const name = functionName(fn);
  if (!name) return false;
  const calls = descendantsOf(judge.file.tree!.rootNode, callTypes(judge.table)).filter((call) => callParts(call, judge.table)?.callee === name);
  if (calls.length === 0) return false;
  return calls.every((call) => {
    const arg = callParts(call, judge.table)!.args[index];
    return arg !== undefined && isBounded(judge, arg, enclosingFunction(call, judge.table), depth);
  });
}

const MODULE_LANGUAGES = new Set(['javascript', 'typescript', 'jsx', 'tsx']);

/**
 * Whether code outside the file can call `fn`: in JavaScript and TypeScript, when it or its class is exported
 * (`export`, `module.exports`, `exports.x`); elsewhere, whenever it is not private (a public method of a public type).
 */
function visibleOutsideFile(file: FileContext, fn: Node): boolean {
  if (!file.language || !MODULE_LANGUAGES.has(file.language)) return true;
  const names = new Set([functionName(fn), ...enclosingTypeNames(fn)].filter((n) => n));
  for (let up = fn.parent; up; up = up.parent) if (up.type === 'export_statement') return true;
  const exported = descendantsOf(file.tree!.rootNode, 'assignment_expression').filter((a) => /^(module\.)?exports\b/.test(a.childForFieldName('left')?.text ?? ''));
  return exported.some((a) => descendantsOf(a, ['identifier', 'shorthand_property_identifier', 'property_identifier']).some((id) => names.has(id.text)));
}

/**
 * Whether the file calls `fn` at least once and every call passes `param` a value that brings the missing sides —
 * for a function no other file can call: a public API's callers elsewhere are not seen.
 */
export function boundedByCallers(file: FileContext, fn: Node, param: Param, limits: Limits, missing: Sides): boolean {
  const table = tableFor(file);
  if (!table || !file.tree || visibleOutsideFile(file, fn)) return false;
  const index = parametersOf(fn, table).findIndex((p) => p.node.id === param.node.id);
  if (index < 0) return false;
  return calledOnlyWithBounded({ file, table, limits, needed: missing }, fn, index, 0);
}

/**
 * The sides a helper of the file guarantees on what it returns (`p := clampPercent(raw)`): each side is kept when every
 * value it returns brings it (a literal within the limits, a clamp, a value checked or clamped on that side).
 */
export function helperReturnSides(file: FileContext, callee: string, limits: Limits): Sides {
  const table = tableFor(file);
  const helpers = functionNodes(file).filter((fn) => functionName(fn) === callee);
  if (!table || !file.tree || helpers.length !== 1) return { lower: false, upper: false };
  // `requireValid(p)`, `assert_discount_percent(p)`: a validator's name promises both sides.
  if (isValidatorName(callee)) return { lower: true, upper: true };
  const side = (needed: Sides) => returnsBounded({ file, table, limits, needed }, helpers[0]!, 0);
  return { lower: limits.min === undefined || side({ lower: true, upper: false }), upper: limits.max === undefined || side({ lower: false, upper: true }) };
}
