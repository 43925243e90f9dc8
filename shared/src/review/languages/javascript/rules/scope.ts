/**
 * When `var` can become `let`, decided on the tree. `safe`: the name is declared once in its function, every use
 * lies inside the block that will scope the let and after the declaration, and no closure could see a difference
 * (one made per loop iteration, or a hoisted function called before the declaration ran). `suggestion`: the
 * result still parses, but a closure, a global of a script or a value carried across loop iterations may behave
 * differently. `none`: let would not compile or would certainly fail (a second declaration, a use outside the
 * block, a use before the declaration, a single-statement context such as `if (x) var y`).
 */
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { descendantsOf } from '../../../core/syntax';
import {
  declaratorNames, forHeadNames, hasDynamicScope, isBindingOccurrence, isInHoistedFunction, isInNestedFunction, isModuleFile, isShadowed,
} from './bindings';
import { enclosingFunction, LOOP_TYPES } from './context';

export type LetVerdict = 'safe' | 'suggestion' | 'none';

const RANK: Record<LetVerdict, number> = { safe: 0, suggestion: 1, none: 2 };
const worst = (a: LetVerdict, b: LetVerdict): LetVerdict => (RANK[a] >= RANK[b] ? a : b);

/** Every identifier of a function (or the program) by name, collected once per scope. */
function identifiersByName(file: FileContext, scope: Node): ReadonlyMap<string, Node[]> {
  return memoized(file, `javascript.identifiers:${scope.id}`, () => {
    const byName = new Map<string, Node[]>();
    for (const identifier of descendantsOf(scope, ['identifier', 'shorthand_property_identifier_pattern', 'shorthand_property_identifier'])) {
      let list = byName.get(identifier.text);
      if (!list) byName.set(identifier.text, (list = []));
      list.push(identifier);
    }
    return byName;
  });
}

/** Where the let would be visible, and from where on its value exists. */
interface Region {
  /** The statements that see the let (a block, the loop, one switch case). */
  block: Node;
  /** A switch case: the let is visible in the whole switch body, but only initialised in its own case. */
  switchBody?: Node;
  /** The per-iteration scope of a loop head: closures made in the loop would each get their own binding. */
  loopHead: boolean;
}

/** The region of a declaration, or undefined where `let` may not stand (`if (x) var y`, `label: var z`). */
function regionOf(declaration: Node): Region | undefined {
  if (declaration.type === 'for_in_statement') return { block: declaration, loopHead: true };
  const parent = declaration.parent;
  if (!parent) return undefined;
  switch (parent.type) {
    case 'statement_block':
    case 'program':
    case 'class_static_block':
      return { block: parent, loopHead: false };
    case 'export_statement':
      return parent.parent ? { block: parent.parent, loopHead: false } : undefined;
    case 'switch_case':
    case 'switch_default':
      return parent.parent ? { block: parent, switchBody: parent.parent, loopHead: false } : undefined;
    case 'for_statement':
      return parent.childForFieldName('initializer')?.id === declaration.id ? { block: parent, loopHead: true } : undefined;
    default:
      return undefined;
  }
}

/** Inside a loop body of its own function: each iteration enters the block afresh. */
function isInLoopBody(node: Node, root: Node): boolean {
  for (let current = node.parent; current && current.id !== root.id; current = current.parent) {
    if (LOOP_TYPES.includes(current.type)) return true;
  }
  return false;
}

/** A bound name, from which offset its value exists (after its declarator, or once the loop's collection is read), and whether the declaration gives it a value. */
interface Bound {
  name: Node;
  from: number;
  initialised: boolean;
}

function namesOf(declaration: Node): Bound[] {
  if (declaration.type === 'for_in_statement') {
    // `for (let k in k)` reads the new binding, still uninitialised: uses count from the body on.
    const from = declaration.childForFieldName('body')?.startIndex ?? declaration.endIndex;
    return forHeadNames(declaration).map((name) => ({ name, from, initialised: true }));
  }
  return declaratorNames(declaration).map(({ name, declarator }) => ({ name, from: declarator.endIndex, initialised: !!declarator.childForFieldName('value') }));
}

const inside = (outer: Node, inner: Node) => outer.startIndex <= inner.startIndex && inner.endIndex <= outer.endIndex;
const overlap = (a: Node, b: Node) => a.startIndex < b.endIndex && b.startIndex < a.endIndex;
/** What a let of the region is visible in: a switch case's let belongs to the whole switch body. */
const scopeOf = (region: Region) => region.switchBody ?? region.block;

/** The var statement or for…in head an identifier is declared by. */
function varDeclarationOf(name: Node): Node | undefined {
  for (let current = name.parent; current; current = current.parent) {
    if (current.type === 'variable_declaration' || current.type === 'for_in_statement') return current;
    if (current.type === 'lexical_declaration' || current.type.includes('function') || current.type === 'statement_block') return undefined;
  }
  return undefined;
}

/**
 * Another `var` of the name in the same function (`for (var i …)` twice): it may stay, provided it lives in a
 * disjoint region and initialises its own value, so the uses in its region never read what ours stored. Returns
 * its region and where its value starts, or undefined when the two would share a value or let would clash.
 */
function separateVar(other: Node, ours: Region): { block: Node; from: number } | undefined {
  const declaration = varDeclarationOf(other);
  const region = declaration && regionOf(declaration);
  const bound = declaration && namesOf(declaration).find((b) => b.name.id === other.id);
  if (!region || !bound?.initialised || overlap(scopeOf(region), scopeOf(ours))) return undefined;
  return { block: region.block, from: bound.from };
}

/** What one use of the name means for the change. */
function judgeUse(use: Node, from: number, region: Region, root: Node, perIteration: boolean): LetVerdict {
  const closure = isInNestedFunction(use, root);
  if (!inside(region.block, use)) {
    // Another case of the switch sees the binding, but may run without the declaration having run.
    return region.switchBody && inside(region.switchBody, use) ? 'suggestion' : 'none';
  }
  if (use.startIndex < from) return closure ? 'suggestion' : 'none';
  // A closure per iteration sees its own binding under let, the last value under var; a hoisted function
  // may be called before the declaration has run (var: undefined, let: ReferenceError).
  if (closure && (perIteration || isInHoistedFunction(use, root))) return 'suggestion';
  return 'safe';
}

/** The verdict for one name the declaration binds. */
function judgeName(bound: Bound, uses: readonly Node[], region: Region, root: Node, perIteration: boolean): LetVerdict {
  const others: { block: Node; from: number }[] = [];
  for (const use of uses.filter(isBindingOccurrence)) {
    // A parameter or function of the same name, or a var sharing our value: `let` would clash or split it.
    const other = bound.initialised ? separateVar(use, region) : undefined;
    if (!other) return 'none';
    others.push(other);
  }
  let verdict: LetVerdict = 'safe';
  for (const use of uses) {
    if (isBindingOccurrence(use)) continue;
    // Read in the other var's region after it set its own value: that var's use, not ours.
    if (!inside(region.block, use) && !isInNestedFunction(use, root) && others.some((o) => inside(o.block, use) && use.startIndex >= o.from)) continue;
    verdict = worst(verdict, judgeUse(use, bound.from, region, root, perIteration));
    if (verdict === 'none') break;
  }
  return verdict;
}

export function letVerdict(file: FileContext, declaration: Node): LetVerdict {
  const program = file.tree?.rootNode;
  const root = enclosingFunction(declaration) ?? program;
  const region = regionOf(declaration);
  const names = namesOf(declaration);
  if (!root || !program || !region || names.length === 0) return 'none';
  let verdict: LetVerdict = 'safe';
  // A script's top-level var is a property of the global object, visible to other scripts; let is not.
  if (root.id === program.id && !isModuleFile(program)) verdict = 'suggestion';
  if (hasDynamicScope(root)) verdict = 'suggestion';
  const perIteration = region.loopHead || isInLoopBody(declaration, root);
  // `var x;` in a loop keeps its value into the next iteration; `let x;` starts each one undefined.
  if (!region.loopHead && perIteration && names.some((b) => !b.initialised)) verdict = 'suggestion';
  const identifiers = identifiersByName(file, root);
  const cache = new Map<string, boolean>();
  for (const bound of names) {
    // A let/function/class of the name in an enclosing block, or `catch (e) { var e }`: let would clash.
    if (isShadowed(bound.name, root, cache)) return 'none';
    const uses = (identifiers.get(bound.name.text) ?? []).filter((use) => use.id !== bound.name.id && !isShadowed(use, root, cache));
    verdict = worst(verdict, judgeName(bound, uses, region, root, perIteration));
    if (verdict === 'none') return verdict;
  }
  return verdict;
}
