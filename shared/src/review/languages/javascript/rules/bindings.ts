/**
 * Which declaration a name refers to, as far as turning `var` into `let` needs it: the names a declaration or a
 * parameter list binds, whether an identifier is itself such a binding, and whether a scope between a use and the
 * function declares the name again (so the use refers to that inner binding, not to the var).
 */
import type { Node } from '../../../core/rule';
import { childrenOf, descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { enclosingFunction, FUNCTION_TYPES } from './context';

const PATTERN_TYPES = ['object_pattern', 'array_pattern', 'pair_pattern', 'assignment_pattern', 'rest_pattern', 'object_assignment_pattern'];
const PARAMETER_TYPES = ['required_parameter', 'optional_parameter'];
const HOISTED_FUNCTIONS = ['function_declaration', 'generator_function_declaration'];
const LEXICAL_BLOCKS = ['statement_block', 'program', 'switch_body', 'class_static_block'];

/** The identifiers a binding pattern binds: `{ a, b: c, ...d }` → a, c, d; defaults are values, not names. */
export function patternNames(pattern: Node | null | undefined): Node[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'identifier':
    case 'shorthand_property_identifier_pattern':
      return [pattern];
    case 'assignment_pattern':
    case 'object_assignment_pattern':
      return patternNames(pattern.childForFieldName('left'));
    case 'pair_pattern':
      return patternNames(pattern.childForFieldName('value'));
    case 'required_parameter':
    case 'optional_parameter':
      return patternNames(pattern.childForFieldName('pattern'));
    case 'object_pattern':
    case 'array_pattern':
    case 'rest_pattern':
    case 'formal_parameters':
      return namedChildrenOf(pattern).flatMap(patternNames);
    default:
      return [];
  }
}

/** The names a declaration statement binds (`var a = 1, { b } = o`), with the declarator that binds each. */
export function declaratorNames(declaration: Node): { name: Node; declarator: Node }[] {
  return namedChildrenOf(declaration)
    .filter((child) => child.type === 'variable_declarator')
    .flatMap((declarator) => patternNames(declarator.childForFieldName('name')).map((name) => ({ name, declarator })));
}

/** Names a function's parameters bind (an arrow's single bare parameter included). */
export function parameterNames(fn: Node): Node[] {
  const single = fn.childForFieldName('parameter');
  return single ? patternNames(single) : patternNames(fn.childForFieldName('parameters'));
}

/** `var`/`let`/`const` of a declaration statement or a for…in/of head; undefined when there is none. */
export function declarationKind(node: Node): string | undefined {
  if (node.type === 'variable_declaration') return 'var';
  if (node.type === 'lexical_declaration') return node.childForFieldName('kind')?.text;
  if (node.type === 'for_in_statement') return node.childForFieldName('kind')?.text;
  return undefined;
}

/** The names a for…in/of head binds when it declares them (`for (const [k, v] of …)`). */
export function forHeadNames(loop: Node): Node[] {
  return declarationKind(loop) ? patternNames(loop.childForFieldName('left')) : [];
}

/** `var` declarations whose scope is `fn` (nested blocks included, nested functions not). */
function varNamesOf(fn: Node): Node[] {
  const declarations = [...descendantsOf(fn, 'variable_declaration'), ...descendantsOf(fn, 'for_in_statement').filter((loop) => declarationKind(loop) === 'var')];
  return declarations
    .filter((declaration) => enclosingFunction(declaration)?.id === fn.id)
    .flatMap((declaration) => (declaration.type === 'for_in_statement' ? forHeadNames(declaration) : declaratorNames(declaration).map((d) => d.name)));
}

/**
 * Whether `scope` itself declares `name` for the code inside it: a function by its parameters, its own name (a
 * named function expression) and its vars; a block by its let/const/class/function declarations; a loop head or a
 * catch clause by what it declares.
 */
export function declaresName(scope: Node, name: string): boolean {
  const has = (nodes: readonly Node[]) => nodes.some((node) => node.text === name);
  if (FUNCTION_TYPES.includes(scope.type)) {
    const ownName = HOISTED_FUNCTIONS.includes(scope.type) ? null : scope.childForFieldName('name');
    return has(parameterNames(scope)) || ownName?.text === name || has(varNamesOf(scope));
  }
  if (LEXICAL_BLOCKS.includes(scope.type)) {
    return namedChildrenOf(scope).some((statement) => {
      const declaration = statement.type === 'export_statement' ? statement.childForFieldName('declaration') : statement;
      if (!declaration) return false;
      if (declaration.type === 'lexical_declaration') return has(declaratorNames(declaration).map((d) => d.name));
      return ['class_declaration', ...HOISTED_FUNCTIONS].includes(declaration.type) && declaration.childForFieldName('name')?.text === name;
    });
  }
  if (scope.type === 'for_statement') {
    const initializer = scope.childForFieldName('initializer');
    return initializer?.type === 'lexical_declaration' && has(declaratorNames(initializer).map((d) => d.name));
  }
  if (scope.type === 'for_in_statement') return declarationKind(scope) !== 'var' && has(forHeadNames(scope));
  if (scope.type === 'catch_clause') return has(patternNames(scope.childForFieldName('parameter')));
  // A class expression's name is visible inside it (a declaration's name belongs to the enclosing block).
  if (scope.type === 'class') return scope.childForFieldName('name')?.text === name;
  return false;
}

/**
 * Whether `use` refers to a binding declared between it and `root` (exclusive): a parameter of a nested function,
 * a let in a nested block, a catch parameter. Such a use does not read the var of `root`.
 */
export function isShadowed(use: Node, root: Node, cache: Map<string, boolean>): boolean {
  for (let current = use.parent; current && current.id !== root.id; current = current.parent) {
    // Many uses share their enclosing scopes: each scope is asked about a name once.
    const key = `${current.id}:${use.text}`;
    let declares = cache.get(key);
    if (declares === undefined) cache.set(key, (declares = declaresName(current, use.text)));
    if (declares) return true;
  }
  return false;
}

/** Whether an identifier is the name in a declaration (a declarator, a parameter, a function or class name, a for head, a catch parameter). */
export function isBindingOccurrence(identifier: Node): boolean {
  let child = identifier;
  let parent = identifier.parent;
  while (parent && (PATTERN_TYPES.includes(parent.type) || PARAMETER_TYPES.includes(parent.type))) {
    // A default value inside a pattern is an expression, not a binding.
    if ((parent.type === 'assignment_pattern' || parent.type === 'object_assignment_pattern') && parent.childForFieldName('right')?.id === child.id) return false;
    if (parent.type === 'pair_pattern' && parent.childForFieldName('key')?.id === child.id) return false;
    child = parent;
    parent = parent.parent;
  }
  if (!parent) return false;
  const owner = parent;
  const field = (name: string) => owner.childForFieldName(name)?.id === child.id;
  switch (owner.type) {
    case 'variable_declarator':
      return field('name');
    case 'formal_parameters':
      return true;
    case 'for_in_statement':
      return field('left') && declarationKind(parent) !== undefined;
    case 'catch_clause':
      return field('parameter');
    case 'arrow_function':
      return field('parameter');
    case 'function_declaration':
    case 'generator_function_declaration':
    case 'class_declaration':
    case 'function_expression':
    case 'generator_function':
    case 'class':
      return field('name');
    default:
      return false;
  }
}

/** Inside a function declaration below `root`: callable (hoisted) before any statement of its block has run. */
export function isInHoistedFunction(use: Node, root: Node): boolean {
  for (let current = use.parent; current && current.id !== root.id; current = current.parent) {
    if (HOISTED_FUNCTIONS.includes(current.type)) return true;
  }
  return false;
}

/** Inside a function nested in `root`: the use may run later, from a closure. */
export function isInNestedFunction(use: Node, root: Node): boolean {
  for (let current = use.parent; current && current.id !== root.id; current = current.parent) {
    if (FUNCTION_TYPES.includes(current.type)) return true;
  }
  return false;
}

/** `with` statements and direct `eval` calls read and declare names the tree does not show. */
export function hasDynamicScope(root: Node): boolean {
  if (descendantsOf(root, 'with_statement').length > 0) return true;
  return descendantsOf(root, 'call_expression').some((call) => call.childForFieldName('function')?.text === 'eval');
}

/** The file is a module (ES import/export, or CommonJS require/exports): its top-level vars are not globals. */
export function isModuleFile(root: Node): boolean {
  return childrenOf(root).some((statement) => {
    if (statement.type === 'import_statement' || statement.type === 'export_statement') return true;
    const text = statement.type === 'expression_statement' ? namedChildrenOf(statement)[0] : undefined;
    const target = text?.type === 'assignment_expression' ? text.childForFieldName('left')?.text ?? '' : '';
    return /^(module\.exports|exports)\b/.test(target);
  }) || descendantsOf(root, 'call_expression').some((call) => call.childForFieldName('function')?.text === 'require');
}
