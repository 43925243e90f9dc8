/** What several Python rules ask of a node: its function, loops, async, constant values, names. */
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';

export const FUNCTION_TYPES = ['function_definition', 'lambda'];
const COMPREHENSION_TYPES = ['list_comprehension', 'set_comprehension', 'dictionary_comprehension', 'generator_expression'];
const SCOPE_TYPES = ['function_definition', 'lambda', 'class_definition'];

/** The nearest enclosing `def` (lambdas are looked through). */
export function enclosingFunction(node: Node): Node | undefined {
  return enclosing(node, ['function_definition']);
}

/** The nearest enclosing `def` or lambda: the code that runs when this node runs. */
export function enclosingCallable(node: Node): Node | undefined {
  return enclosing(node, FUNCTION_TYPES);
}

export function isAsyncFunction(fn: Node | undefined): boolean {
  return !!fn && fn.type === 'function_definition' && fn.children.some((child) => child?.type === 'async');
}

/** Inside an `async def` and not inside a nested def or lambda, so `await` is allowed right here. */
export function isDirectlyInAsyncFunction(node: Node): boolean {
  return isAsyncFunction(enclosingCallable(node));
}

/**
 * Runs once per iteration of a loop of the same function: in a loop body or while condition, or in a
 * comprehension's element or filters. The iterable of a for loop (and of a comprehension's first clause) is
 * evaluated once, so it does not count.
 */
export function isInLoopBody(node: Node): boolean {
  let child = node;
  for (let current = node.parent; current; child = current, current = current.parent) {
    if (SCOPE_TYPES.includes(current.type)) return false;
    if (current.type === 'for_statement' && current.childForFieldName('body')?.id === child.id) return true;
    if (current.type === 'while_statement' && current.childForFieldName('alternative')?.id !== child.id) return true;
    if (COMPREHENSION_TYPES.includes(current.type)) {
      const first = namedChildrenOf(current).find((c) => c.type === 'for_in_clause');
      if (child.id !== first?.id) return true;
      const iterable = first.childForFieldName('right');
      if (!iterable || node.startIndex < iterable.startIndex || node.endIndex > iterable.endIndex) return true;
    }
  }
  return false;
}

/** The innermost `for`/`while` whose body holds the node (comprehensions excluded). */
export function enclosingLoop(node: Node): Node | undefined {
  return enclosing(node, ['for_statement', 'while_statement'], SCOPE_TYPES);
}

/** The last segment of a dotted callee: `execute` for `self.cursor.execute`. */
export function calleeName(call: Node): string {
  const fn = call.childForFieldName('function');
  if (!fn) return '';
  return fn.type === 'attribute' ? (fn.childForFieldName('attribute')?.text ?? '') : fn.text;
}

export function keywordArgument(call: Node, name: string): Node | undefined {
  const args = call.type === 'argument_list' ? call : call.childForFieldName('arguments');
  const keyword = args ? namedChildrenOf(args).find((a) => a.type === 'keyword_argument' && a.childForFieldName('name')?.text === name) : undefined;
  return keyword?.childForFieldName('value') ?? undefined;
}

export function positionalArguments(call: Node): Node[] {
  const args = call.childForFieldName('arguments');
  return args ? namedChildrenOf(args).filter((a) => a.type !== 'keyword_argument' && a.type !== 'comment') : [];
}

/** Splits a Python name into lower-case words: `resetToken` and `RESET_TOKEN` both give reset, token. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Where values may be assigned to a name: its function (or the module), nested functions excluded. */
export function scopeOf(node: Node): Node {
  let current = node.parent;
  while (current && current.type !== 'function_definition' && current.type !== 'module') current = current.parent;
  return current ?? node;
}

const BINDING_TYPES = ['assignment', 'augmented_assignment', 'for_statement', 'named_expression', 'as_pattern'];

/** name → the nodes that give it a value in this scope: right-hand sides, iterables, `with … as` values. */
export function bindingsIn(scope: Node, file: FileContext): ReadonlyMap<string, readonly Node[]> {
  return memoized(file, `python.bindings:${scope.id}`, () => {
    const bindings = new Map<string, Node[]>();
    const add = (target: Node | null | undefined, value: Node | null | undefined) => {
      if (!target || !value) return;
      const names = target.type === 'identifier' ? [target] : ['pattern_list', 'tuple_pattern', 'list_pattern', 'as_pattern_target'].includes(target.type) ? descendantsOf(target, 'identifier') : [];
      for (const name of names) {
        let list = bindings.get(name.text);
        if (!list) bindings.set(name.text, (list = []));
        list.push(value);
      }
    };
    // At module level only top-level statements count (constants, settings); a whole-tree walk would be slow.
    const nodes = scope.type === 'module'
      ? namedChildrenOf(scope).flatMap((statement) => (statement.type === 'expression_statement' ? namedChildrenOf(statement).filter((n) => BINDING_TYPES.includes(n.type)) : []))
      : descendantsOf(scope, BINDING_TYPES).filter((node) => scopeOf(node).id === scope.id);
    for (const node of nodes) {
      if (node.type === 'assignment' || node.type === 'augmented_assignment') add(node.childForFieldName('left'), node.childForFieldName('right'));
      else if (node.type === 'for_statement') add(node.childForFieldName('left'), node.childForFieldName('right'));
      else if (node.type === 'named_expression') add(node.childForFieldName('name'), node.childForFieldName('value'));
      else add(node.childForFieldName('alias'), namedChildrenOf(node)[0]);
    }
    return bindings;
  });
}

/** The parameter names of a function. */
export function parameterNames(fn: Node): Set<string> {
  const names = new Set<string>();
  for (const parameter of namedChildrenOf(fn.childForFieldName('parameters') ?? fn)) {
    const name = parameter.type === 'identifier' ? parameter : parameter.childForFieldName('name') ?? namedChildrenOf(parameter).find((c) => c.type === 'identifier');
    if (name) names.add(name.text);
  }
  return names;
}

/** A `def` or `class` of that name directly in the block (or module). */
function definesName(block: Node | null, name: string): boolean {
  return !!block && namedChildrenOf(block).some((statement) => {
    const definition = statement.type === 'decorated_definition' ? statement.childForFieldName('definition') : statement;
    return (definition?.type === 'function_definition' || definition?.type === 'class_definition') && definition.childForFieldName('name')?.text === name;
  });
}

/**
 * Where `at` stands, `name` may be something the code bound itself rather than what an import or a builtin gives:
 * a parameter, an assignment, a def or a class of an enclosing function or of the module. Imports do not count.
 */
export function isLocallyBound(name: string, at: Node, file: FileContext): boolean {
  for (let fn = enclosingCallable(at); fn; fn = enclosingCallable(fn)) {
    if (fn.childForFieldName('parameters') && parameterNames(fn).has(name)) return true;
    if (fn.type === 'function_definition' && (bindingsIn(fn, file).has(name) || definesName(fn.childForFieldName('body'), name))) return true;
  }
  const root = file.tree?.rootNode;
  return !!root && (bindingsIn(root, file).has(name) || definesName(root, name));
}

/** The values assigned to `name` in the function holding `at` (or, when it has none there, at module level). */
export function valuesOf(name: Node, file: FileContext): readonly Node[] | undefined {
  const scope = scopeOf(name);
  const local = bindingsIn(scope, file).get(name.text);
  if (local) return scope.type === 'function_definition' && parameterNames(scope).has(name.text) ? undefined : local;
  if (scope.type === 'function_definition' && parameterNames(scope).has(name.text)) return undefined;
  const root = file.tree?.rootNode;
  return root && scope.id !== root.id ? bindingsIn(root, file).get(name.text) : undefined;
}

/** A value fixed in the source: literals, and names only ever assigned literals. */
export function isConstant(node: Node, file: FileContext, depth = 0): boolean {
  switch (node.type) {
    case 'string':
      return !node.children.some((child) => child?.type === 'interpolation');
    case 'integer': case 'float': case 'true': case 'false': case 'none':
      return true;
    case 'concatenated_string': case 'parenthesized_expression': case 'tuple': case 'list':
      return namedChildrenOf(node).every((child) => isConstant(child, file, depth));
    case 'binary_operator':
      return isConstant(node.childForFieldName('left')!, file, depth) && isConstant(node.childForFieldName('right')!, file, depth);
    case 'identifier': {
      if (depth > 2) return false;
      const values = valuesOf(node, file);
      return !!values && values.length > 0 && values.every((value) => value.parent?.type === 'assignment' && isConstant(value, file, depth + 1));
    }
    default:
      return false;
  }
}

/** Inside a test function or test class, where literal credentials and asserts are expected. */
export function isInTestCode(node: Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'function_definition' && /^test_?/.test(current.childForFieldName('name')?.text ?? '')) return true;
    if (current.type === 'class_definition' && /^Test|Tests?$/.test(current.childForFieldName('name')?.text ?? '')) return true;
  }
  return false;
}
