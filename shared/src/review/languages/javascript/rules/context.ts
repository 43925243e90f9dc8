/** What several JavaScript/TypeScript rules ask of a file or a node: imports, loops, async functions, constants. */
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { childrenOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { subtreeMatches } from './subtree-query';

export const FUNCTION_TYPES = ['function_declaration', 'function_expression', 'arrow_function', 'method_definition', 'generator_function_declaration', 'generator_function', 'function'];
export const LOOP_TYPES = ['for_statement', 'for_in_statement', 'while_statement', 'do_statement'];
/** Array methods whose callback runs once per element: a callback passed to them is a loop body. */
export const ITERATING_METHODS = /^(forEach|map|flatMap|filter|reduce|reduceRight|some|every|find|findIndex)$/;

/** What a top-level import or require binds a local name to: `imported` is `*` for the whole module. */
export interface ImportBinding {
  module: string;
  imported: string;
}

/** `require('m')` → 'm'; anything else → undefined. */
function requiredModule(node: Node | null): string | undefined {
  if (node?.type !== 'call_expression' || node.childForFieldName('function')?.text !== 'require') return undefined;
  const argument = node.childForFieldName('arguments')?.namedChildren[0];
  return argument?.type === 'string' ? argument.text.slice(1, -1).replace(/^node:/, '') : undefined;
}

function bindImport(bindings: Map<string, ImportBinding>, clause: Node, module: string): void {
  for (const part of namedChildrenOf(clause)) {
    if (part.type === 'identifier') bindings.set(part.text, { module, imported: '*' });
    else if (part.type === 'namespace_import') {
      const name = namedChildrenOf(part)[0];
      if (name) bindings.set(name.text, { module, imported: '*' });
    } else if (part.type === 'named_imports') {
      for (const specifier of namedChildrenOf(part)) {
        const name = specifier.childForFieldName('name');
        const alias = specifier.childForFieldName('alias') ?? name;
        if (name && alias) bindings.set(alias.text, { module, imported: name.text });
      }
    }
  }
}

function bindRequire(bindings: Map<string, ImportBinding>, name: Node, module: string, member: string | undefined): void {
  if (name.type === 'identifier') bindings.set(name.text, { module, imported: member ?? '*' });
  else if (name.type === 'object_pattern' && !member) {
    for (const property of namedChildrenOf(name)) {
      if (property.type === 'shorthand_property_identifier_pattern') bindings.set(property.text, { module, imported: property.text });
      else if (property.type === 'pair_pattern') {
        const key = property.childForFieldName('key');
        const local = property.childForFieldName('value');
        if (key && local?.type === 'identifier') bindings.set(local.text, { module, imported: key.text });
      }
    }
  }
}

const REQUIRE_CALL = `(call_expression function: (identifier) @require arguments: (arguments . (string (string_fragment) @source) .))`;
const REQUIRE_VALUE = `[${REQUIRE_CALL} (member_expression object: ${REQUIRE_CALL} property: (property_identifier) @member)]`;

// Top-level statements only (maxStartDepth 1): a native query that stops at the first level costs next to
// nothing, where walking the statements node by node or querying the whole tree does not.
const IMPORTS_QUERY = `
  (import_statement (import_clause) @clause source: (string (string_fragment) @source))
  (import_statement source: (string (string_fragment) @source))
  (lexical_declaration (variable_declarator name: (_) @name value: ${REQUIRE_VALUE}) (#eq? @require "require"))
  (variable_declaration (variable_declarator name: (_) @name value: ${REQUIRE_VALUE}) (#eq? @require "require"))
  (expression_statement [${REQUIRE_CALL} (call_expression function: (member_expression object: ${REQUIRE_CALL}))] (#eq? @require "require"))`;

interface Imports {
  bindings: ReadonlyMap<string, ImportBinding>;
  /** Type-only imports (`import type { Request } from 'express'`): names for types, not values. */
  typeBindings: ReadonlyMap<string, ImportBinding>;
  modules: ReadonlySet<string>;
}

function imports(file: FileContext): Imports {
  return memoized(file, 'javascript.imports', () => {
    const bindings = new Map<string, ImportBinding>();
    const typeBindings = new Map<string, ImportBinding>();
    const modules = new Set<string>();
    const root = file.tree?.rootNode;
    for (const match of root ? subtreeMatches(file, root, IMPORTS_QUERY, 1) : []) {
      const module = match.source!.text.replace(/^node:/, '');
      modules.add(module);
      // Type-only imports bind nothing at run time.
      if (match.clause && childrenOf(match.clause.parent!).some((c) => c.type === 'type')) bindImport(typeBindings, match.clause, module);
      else if (match.clause) bindImport(bindings, match.clause, module);
      else if (match.name) bindRequire(bindings, match.name, module, match.member?.text);
    }
    return { bindings, typeBindings, modules };
  });
}

/** Names bound by import statements and require calls (module names without `node:`). */
export function importBindings(file: FileContext): ReadonlyMap<string, ImportBinding> {
  return imports(file).bindings;
}

/** Names bound by type-only imports. */
export function typeImportBindings(file: FileContext): ReadonlyMap<string, ImportBinding> {
  return imports(file).typeBindings;
}

/** Modules the file imports or requires at top level. */
export function importedModules(file: FileContext): ReadonlySet<string> {
  return imports(file).modules;
}

export function importsModule(file: FileContext, ...names: string[]): boolean {
  const modules = importedModules(file);
  return names.some((name) => modules.has(name));
}

/** The module a callee's receiver or name comes from: `cp.exec` → child_process, `exec` (destructured) → child_process. */
export function calleeModule(file: FileContext, callee: Node): ImportBinding | undefined {
  const bindings = importBindings(file);
  if (callee.type === 'identifier') return bindings.get(callee.text);
  if (callee.type !== 'member_expression') return undefined;
  const object = callee.childForFieldName('object');
  if (!object) return undefined;
  if (object.type === 'identifier') return bindings.get(object.text);
  const module = requiredModule(object);
  return module ? { module, imported: '*' } : undefined;
}

export function enclosingFunction(node: Node): Node | undefined {
  return enclosing(node, FUNCTION_TYPES);
}

export function isAsyncFunction(fn: Node | undefined): boolean {
  return !!fn && fn.children.some((child) => child?.type === 'async');
}

/** The callback's call when `fn` is passed to an iterating array method (`items.map(fn)`). */
export function iteratingCall(fn: Node): Node | undefined {
  const call = fn.parent?.parent;
  const callee = call?.type === 'call_expression' ? call.childForFieldName('function') : null;
  return callee?.type === 'member_expression' && ITERATING_METHODS.test(callee.childForFieldName('property')?.text ?? '') ? call! : undefined;
}

/**
 * The loop (or iterating callback) that runs `node` repeatedly within its own function; a callback passed to
 * forEach/map/… counts, since it runs once per element.
 */
export function enclosingLoop(node: Node): Node | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (LOOP_TYPES.includes(current.type)) {
      // The collection a for…of walks is evaluated once, not per iteration.
      if (current.type === 'for_in_statement' && !isInsideField(node, current, 'body')) continue;
      return current;
    }
    if (FUNCTION_TYPES.includes(current.type)) return iteratingCall(current) ? current : undefined;
  }
  return undefined;
}

function isInsideField(node: Node, parent: Node, field: string): boolean {
  const child = parent.childForFieldName(field);
  return !!child && child.startIndex <= node.startIndex && node.endIndex <= child.endIndex;
}

const escapeRegExp = (text: string) => text.replace(/[$]/g, '\\$&');

/** Function or method nodes, and `name = async …` declarators/fields, that make `name` an async callee. */
function declaresAsync(nameNode: Node | null, name: string, method: boolean): boolean {
  if (nameNode?.text !== name) return false;
  const owner = nameNode.parent;
  if (!owner) return false;
  if (owner.type === (method ? 'method_definition' : 'function_declaration')) return isAsyncFunction(owner);
  if (['variable_declarator', 'field_definition', 'public_field_definition'].includes(owner.type) && (owner.type === 'variable_declarator') !== method) {
    const value = owner.childForFieldName('value');
    return !!value && ['arrow_function', 'function_expression', 'function'].includes(value.type) && isAsyncFunction(value);
  }
  return false;
}

/**
 * Whether `name` is declared async in this file: `async function name`, `const name = async …` or, for methods,
 * `async name(…)` and `name = async …` in a class. The text is searched first (cheap) and every hit is confirmed
 * on the tree, so comments and strings never count; a whole-tree walk per file would cost more than the rule.
 */
export function isAsyncCallee(file: FileContext, name: string, method: boolean): boolean {
  return memoized(file, `javascript.async:${method ? 'method' : 'function'}:${name}`, () => {
    const root = file.tree?.rootNode;
    if (!root || !file.code.includes('async')) return false;
    const id = escapeRegExp(name);
    const pattern = method
      ? new RegExp(`\\basync\\s+\\*?\\s*(${id})\\s*[(<]|(?<![\\w$.])(${id})\\s*(?::[^=;]+)?=\\s*async\\b`, 'dg')
      : new RegExp(`\\basync\\s+function\\s*\\*?\\s*(${id})\\s*[(<]|(?<![\\w$.])(${id})\\s*(?::[^=;]+)?=\\s*async\\b`, 'dg');
    for (const hit of file.code.matchAll(pattern)) {
      const at = (hit.indices?.[1] ?? hit.indices?.[2])?.[0];
      if (at === undefined) continue;
      if (declaresAsync(root.descendantForIndex(at, at + name.length), name, method)) return true;
    }
    return false;
  });
}

/** A string or a template without substitutions: a constant. */
export function isConstantString(node: Node): boolean {
  return node.type === 'string' || (node.type === 'template_string' && !node.namedChildren.some((c) => c?.type === 'template_substitution'));
}

/** The text of a string literal or substitution-free template, escapes left as written. */
export function constantText(node: Node): string | undefined {
  if (node.type === 'string') return node.text.slice(1, -1);
  if (isConstantString(node)) return node.text.slice(1, -1);
  return undefined;
}

/** The constant text pieces of a string, template or `+` concatenation (the parts that are not values). */
export function literalParts(node: Node): string[] {
  if (node.type === 'string') return [node.text.slice(1, -1)];
  if (node.type === 'template_string') return namedChildrenOf(node).filter((c) => c.type === 'string_fragment').map((c) => c.text);
  if (node.type === 'binary_expression' && node.childForFieldName('operator')?.text === '+') {
    return [...literalParts(node.childForFieldName('left')!), ...literalParts(node.childForFieldName('right')!)];
  }
  if (node.type === 'parenthesized_expression') return namedChildrenOf(node).flatMap(literalParts);
  return [];
}

/** A template with substitutions, or a `+` concatenation that involves a string: text assembled at run time. */
export function isBuiltString(node: Node): boolean {
  if (node.type === 'template_string') return !isConstantString(node);
  if (node.type !== 'binary_expression' || node.childForFieldName('operator')?.text !== '+') return false;
  return literalParts(node).length > 0;
}
