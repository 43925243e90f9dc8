/**
 * A language-neutral view of each function for business rules: its name, visibility, parameters (with declared
 * types and annotations), and the comparisons, calls, arithmetic, assignments and returns it owns directly.
 * Built per function, on first use, and only for functions a business rule has a reason to look at.
 */
import { memoized, type FileContext, type Node } from '../../core/rule';
import { innermostContainers } from '../../core/containment';
import { descendantsOf } from '../../core/syntax';
import { ARITHMETIC, callTypes, isCall, tableFor } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';
import { pathToToken } from './paths';

export interface Param {
  name: string;
  node: Node;
  /** The declared type's text ('' when untyped). */
  type: string;
  /** Annotations and modifiers on the parameter (Java `@Min(1)`), '' when none. */
  modifiers: string;
}

export interface FunctionModel {
  node: Node;
  readonly name: string;
  body: Node | undefined;
  params: Param[];
  /** Private helpers get already-validated input; rules about unvalidated input skip them. */
  readonly isPrivate: boolean;
  comparisons: Node[];
  calls: Node[];
  /** Binary arithmetic (+ - * /) nodes. */
  arithmetic: Node[];
  assignments: Node[];
  returns: Node[];
  table: BusinessSyntax;
}

export function parametersOf(fn: Node, table: BusinessSyntax): Param[] {
  const list = fn.childForFieldName('parameters');
  if (!list) {
    const single = fn.childForFieldName('parameter');
    return single?.type === 'identifier' ? [{ name: single.text, node: single, type: '', modifiers: '' }] : [];
  }
  return table.parameters(list);
}

/** A function's name; for JS function values, the variable, property or member they are assigned to. */
export function functionName(fn: Node): string {
  const own = fn.childForFieldName('name');
  if (own) return own.text;
  const parent = fn.parent;
  const holder = parent?.childForFieldName('name') ?? parent?.childForFieldName('key') ?? parent?.childForFieldName('left');
  return holder && holder.id !== fn.id ? holder.text.replace(/^.*\./, '') : '';
}

function isPrivate(fn: Node, name: string, table: BusinessSyntax): boolean {
  return table.isPrivate(fn, name);
}

function isComparison(node: Node, table: BusinessSyntax): boolean {
  if (node.type === table.comparisonChain) return true;
  return /^[<>]=?$/.test(node.childForFieldName('operator')?.text ?? '');
}

/** A node's source text, sliced from the file (no round trip into the parser's memory). */
export function sourceOf(file: FileContext, node: Node): string {
  return file.code.slice(node.startIndex, node.endIndex);
}

/** The names in a piece of code (strings and comments left out), PHP's `$` dropped; a member's name too (`$order->paid`). */
export function identifiersIn(node: Node, table: BusinessSyntax): string[] {
  const types = [...table.identifiers, 'name', 'field_identifier', 'property_identifier'];
  return [...new Set(descendantsOf(node, types).map((id) => id.text.replace(/^[$@]+/, '')))];
}

/** The identifiers of `node` outside the functions nested in it: what `fn` itself reads and writes. */
export function ownIdentifiersIn(node: Node, table: BusinessSyntax, fn: Node): string[] {
  const nested = descendantsOf(node, [...table.functions]).filter((n) => n.id !== fn.id);
  const types = [...table.identifiers, 'name', 'field_identifier', 'property_identifier'];
  const own = descendantsOf(node, types).filter((id) => !nested.some((n) => n.startIndex <= id.startIndex && id.endIndex <= n.endIndex));
  return [...new Set(own.map((id) => id.text.replace(/^[$@]+/, '')))];
}

/** Every function of the file (one typed descent of the tree, shared by the rules that need them all). */
export function functionNodes(file: FileContext): Node[] {
  return memoized(file, 'business.functions', () => {
    const table = tableFor(file);
    const root = file.tree?.rootNode;
    return table && root ? descendantsOf(root, [...table.functions]) : [];
  });
}

/** The functions whose source matches every one of `patterns`: a cheap first cut before any modelling. */
export function functionsMatching(file: FileContext, ...patterns: RegExp[]): Node[] {
  return functionNodes(file).filter((fn) => {
    const text = sourceOf(file, fn);
    return patterns.every((p) => p.test(text));
  });
}

const PARAMETER_LISTS = new Set(['formal_parameters', 'parameters', 'parameter_list', 'method_parameters']);

/** The function declaring the last node of `path` as a parameter, if it does. */
function functionOfParameter(path: readonly Node[], table: BusinessSyntax): Node | undefined {
  const node = path.at(-1)!;
  let list: Node | undefined;
  for (let k = path.length - 2; k >= Math.max(0, path.length - 5); k--) {
    const current = path[k]!;
    if (PARAMETER_LISTS.has(current.type)) list = current;
    if (table.functions.includes(current.type)) {
      if (list) return current.childForFieldName('parameters')?.id === list.id ? current : undefined;
      return current.childForFieldName('parameter')?.id === node.id ? current : undefined;
    }
  }
  return undefined;
}

export interface ParameterUse {
  fn: Node;
  param: Param;
}

/**
 * Parameters whose names `accepts` takes, found from their names in the source (`words` narrows the search)
 * rather than by walking every function of the file.
 */
export function parametersNamed(file: FileContext, words: RegExp, accepts: (name: string) => boolean): ParameterUse[] {
  const table = tableFor(file);
  const root = file.tree?.rootNode;
  if (!table || !root) return [];
  const found: ParameterUse[] = [];
  const wanted = new RegExp(words.source, 'i');
  for (const match of file.code.matchAll(IDENTIFIER)) {
    const name = match[0];
    if (!wanted.test(name) || !accepts(name)) continue;
    // Later mentions of a parameter already found sit inside its function: no need to look them up.
    if (found.some(({ fn, param }) => param.name === name && fn.startIndex <= match.index && match.index < fn.endIndex)) continue;
    const path = pathToToken(root, match.index, match.index + name.length, table.identifiers, 5);
    const fn = path && functionOfParameter(path, table);
    const node = path?.at(-1);
    const param = fn && node && parametersOf(fn, table).find((p) => p.node.id === node.id);
    if (fn && param) found.push({ fn, param });
  }
  return found;
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

export function isPrivateFunction(fn: Node, table: BusinessSyntax): boolean {
  return isPrivate(fn, functionName(fn), table);
}

/** A regular expression matching any of `words` in source text, whatever the case. */
export function anyWord(words: readonly string[]): RegExp {
  return new RegExp([...new Set(words)].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i');
}

/** The model of one function, built on first use from a single walk of that function. */
export function modelOf(file: FileContext, fn: Node): FunctionModel {
  const models = memoized(file, 'business.models', () => new Map<number, FunctionModel>());
  const known = models.get(fn.id);
  if (known) return known;
  const table = tableFor(file)!;
  let name: string | undefined;
  const model: FunctionModel = {
    node: fn, body: fn.childForFieldName('body') ?? undefined, params: parametersOf(fn, table),
    get name() {
      return (name ??= functionName(fn));
    },
    get isPrivate() {
      return isPrivate(fn, this.name, table);
    },
    comparisons: [], calls: [], arithmetic: [], assignments: [], returns: [], table,
  };
  models.set(fn.id, model);
  const assignmentTypes = table.assignments.map((shape) => shape.type);
  const wanted = [table.binary, ...callTypes(table), table.returns, ...assignmentTypes, ...(table.comparisonChain ? [table.comparisonChain] : []), ...table.functions];
  const nodes = descendantsOf(fn, [...new Set(wanted)]).filter((n) => n.id !== fn.id);
  const nested = nodes.filter((n) => table.functions.includes(n.type));
  const owners = nested.length > 0 ? innermostContainers([fn, ...nested], nodes) : undefined;
  for (const node of nodes) {
    if (table.functions.includes(node.type) || (owners && owners.get(node.id)?.id !== fn.id)) continue;
    if (isCall(node, table)) model.calls.push(node);
    else if (node.type === table.returns) model.returns.push(node);
    else if (assignmentTypes.includes(node.type)) model.assignments.push(node);
    else if (isComparison(node, table)) model.comparisons.push(node);
    else if (ARITHMETIC.has(node.childForFieldName('operator')?.text ?? '')) model.arithmetic.push(node);
  }
  return model;
}

/** The names of the classes, structs and modules around a node (a Go method's receiver type included). */
export function enclosingTypeNames(fn: Node): string[] {
  const names: string[] = [];
  for (let node = fn.parent; node; node = node.parent) {
    if (/class|struct|module|impl|interface|object/.test(node.type)) {
      const name = node.childForFieldName('name')?.text;
      if (name) names.push(name);
    }
  }
  const receiver = fn.childForFieldName('receiver');
  const type = receiver && descendantsOf(receiver, ['type_identifier'])[0]?.text;
  return type ? [...names, type] : names;
}
