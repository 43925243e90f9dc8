/**
 * What the `== None` and `== True` fixes must know about the left operand. Rewriting `x == None` as `x is None`, or
 * `x == True` as `x`, keeps behaviour only when `==` on x is Python's own comparison: not an overloaded `__eq__`
 * (numpy arrays, pandas series, SQLAlchemy columns compare element-wise or build SQL), and, for the boolean rewrite,
 * only when x is a bool (1 == True, "yes" is truthy but not equal to True).
 */
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { bindingsIn, parameterNames, positionalArguments, scopeOf, valuesOf } from './context';
import { importedModules } from './imports';

/** Libraries whose values answer `==` with something other than a plain bool. */
const OVERLOADING = /^(numpy|pandas|polars|sqlalchemy|sqlmodel|django|peewee|pony|tortoise|mongoengine|torch|tensorflow|jax|xarray|dask|pyspark|sympy|astropy|pint|cupy|scipy|geopandas|pyarrow|ibis|vaex|modin)(\.|$)/;

/** The file works with objects whose `==` may be overloaded: it imports such a library or defines `__eq__` itself. */
export function mayOverloadEquality(file: FileContext): boolean {
  return memoized(file, 'python.overloads-equality', () => {
    if ([...importedModules(file)].some((module) => OVERLOADING.test(module))) return true;
    const root = file.tree?.rootNode;
    return !!root && descendantsOf(root, 'function_definition').some((fn) => /^__(eq|ne)__$/.test(fn.childForFieldName('name')?.text ?? ''));
  });
}

const BUILTIN_TYPES = /^(str|int|float|bool|bytes|complex|list|dict|tuple|set|frozenset)(\[.*\])?$/;
/** Builtins that return a value of a builtin type whatever they are given. */
const PLAIN_CALLS = /^(str|int|float|bool|bytes|len|repr|ord|chr|hex|oct|bin|list|dict|tuple|set|frozenset|sorted|isinstance|issubclass|hasattr|callable|format|os\.getenv|os\.environ\.get)$/;
const BOOL_CALLS = /^(bool|isinstance|issubclass|hasattr|callable|any|all|os\.path\.(exists|isfile|isdir|isabs|islink|ismount)|math\.(isnan|isinf|isfinite|isclose))$/;
/** String (and bytes) predicates: a call of these methods on text is a bool. */
const BOOL_METHODS = /^(startswith|endswith|isdigit|isalpha|isalnum|isspace|isdecimal|isnumeric|islower|isupper|istitle|isidentifier|isascii|isprintable)$/;

/**
 * `x: bool`, `x: Optional[str]`, `x: str | None`: the parameter's annotation, if the function has one for it and
 * never assigns the parameter anything else.
 */
export function annotationOf(name: Node, file: FileContext): string | undefined {
  const fn = scopeOf(name);
  if (fn.type !== 'function_definition' || !parameterNames(fn).has(name.text) || bindingsIn(fn, file).has(name.text)) return undefined;
  const parameter = namedChildrenOf(fn.childForFieldName('parameters')!).find((p) => (p.childForFieldName('name') ?? namedChildrenOf(p)[0])?.text === name.text);
  return parameter?.childForFieldName('type')?.text.replace(/\s+/g, '');
}

/** The annotation names builtin types only, None allowed: `str`, `Optional[int]`, `list[str] | None`. */
function builtinAnnotation(annotation: string): boolean {
  const inner = /^Optional\[(.*)\]$/.exec(annotation)?.[1] ?? annotation;
  return inner.split('|').every((part) => part === 'None' || BUILTIN_TYPES.test(part));
}

/** Every value a name is given in its scope passes `test` (names assigned from names followed a few steps). */
function everyAssignedValue(name: Node, file: FileContext, test: (value: Node) => boolean): boolean {
  const values = valuesOf(name, file);
  return !!values && values.length > 0 && values.every((value) => value.parent?.type === 'assignment' && value.parent.childForFieldName('left')?.type === 'identifier' && test(value));
}

/**
 * The expression's value is of a builtin type (or None), so `==` on it is Python's own: literals, text built from
 * parts, results of builtins, names only ever given such values, parameters annotated with builtin types.
 */
export function isPlainValue(node: Node, file: FileContext, depth = 0): boolean {
  if (depth > 3) return false;
  switch (node.type) {
    case 'string': case 'concatenated_string': case 'integer': case 'float': case 'true': case 'false': case 'none':
    case 'list': case 'dictionary': case 'tuple': case 'set': case 'list_comprehension': case 'dictionary_comprehension': case 'set_comprehension':
    case 'not_operator':
      return true;
    case 'comparison_operator':
      // numpy's `a > 0` is an array.
      return !mayOverloadEquality(file);
    case 'parenthesized_expression':
      return namedChildrenOf(node).length === 1 && isPlainValue(namedChildrenOf(node)[0]!, file, depth);
    case 'call':
      return PLAIN_CALLS.test(node.childForFieldName('function')?.text ?? '');
    case 'identifier': {
      const annotation = annotationOf(node, file);
      if (annotation !== undefined) return builtinAnnotation(annotation);
      return everyAssignedValue(node, file, (value) => isPlainValue(value, file, depth + 1));
    }
    default:
      return false;
  }
}

/** An enclosing `if isinstance(x, bool):` (or `isinstance(x, bool) and …` before it) narrows x to a bool here. */
function narrowedToBool(name: Node): boolean {
  const isCheck = (test: Node | null | undefined): boolean => {
    if (!test) return false;
    if (test.type === 'boolean_operator' && test.childForFieldName('operator')?.text === 'and') return isCheck(test.childForFieldName('left')) || isCheck(test.childForFieldName('right'));
    if (test.type === 'parenthesized_expression') return isCheck(namedChildrenOf(test)[0]);
    const [value, type] = test.type === 'call' && test.childForFieldName('function')?.text === 'isinstance' ? positionalArguments(test) : [];
    return value?.text === name.text && type?.text === 'bool';
  };
  let child = name;
  for (let current = name.parent; current && current.type !== 'function_definition' && current.type !== 'lambda'; child = current, current = current.parent) {
    if (current.type === 'boolean_operator' && current.childForFieldName('operator')?.text === 'and' && current.childForFieldName('right')?.id === child.id && isCheck(current.childForFieldName('left'))) return true;
    if (current.type === 'if_statement' && current.childForFieldName('consequence')?.id === child.id && isCheck(current.childForFieldName('condition'))) return !assignedWithin(child, name.text);
  }
  return false;
}

/** The block reassigns the name somewhere (after which the isinstance check no longer holds). */
function assignedWithin(block: Node, name: string): boolean {
  return descendantsOf(block, ['assignment', 'augmented_assignment']).some((a) => a.childForFieldName('left')?.text === name);
}

/** The expression is known to be a bool: a comparison, a predicate's result, a name only ever given bools. */
export function isKnownBool(node: Node, file: FileContext, depth = 0): boolean {
  if (depth > 3) return false;
  switch (node.type) {
    case 'true': case 'false': case 'not_operator':
      return true;
    case 'comparison_operator':
      return !mayOverloadEquality(file);
    case 'parenthesized_expression':
      return namedChildrenOf(node).length === 1 && isKnownBool(namedChildrenOf(node)[0]!, file, depth);
    case 'boolean_operator':
      // `a and b` is one of its operands: a bool only when both are.
      return isKnownBool(node.childForFieldName('left')!, file, depth) && isKnownBool(node.childForFieldName('right')!, file, depth);
    case 'call': {
      const fn = node.childForFieldName('function');
      if (BOOL_CALLS.test(fn?.text ?? '')) return true;
      // A method named like a str predicate is one unless a library with its own `==` semantics is in play.
      return fn?.type === 'attribute' && BOOL_METHODS.test(fn.childForFieldName('attribute')?.text ?? '') && !mayOverloadEquality(file);
    }
    case 'identifier': {
      const annotation = annotationOf(node, file);
      if (annotation !== undefined) return annotation === 'bool';
      if (narrowedToBool(node)) return true;
      return everyAssignedValue(node, file, (value) => isKnownBool(value, file, depth + 1));
    }
    default:
      return false;
  }
}
