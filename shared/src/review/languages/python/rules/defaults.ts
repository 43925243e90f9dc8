/**
 * The fix for mutable default arguments: `items=[]` becomes `items=None`, re-created at the top of the body. It
 * keeps behaviour except where calls shared the default object (the defect) or pass None explicitly, unless the
 * function relies on the sharing on purpose — a cache it looks values up in, a registry it hands out or stores —
 * or gives an explicit None its own meaning. Those are read off the uses of the parameter in the body.
 */
import type { FileContext, FixPlan, FixSafety, Node } from '../../../core/rule';
import { descendantsOf, indentationAt, namedChildrenOf } from '../../../core/syntax';
import { indentUnit } from './fixes';

const MUTABLE_CALLS = /^(list|dict|set|defaultdict|OrderedDict)$/;
/** Methods that change the container (some also read what earlier calls left: pop, setdefault). */
const WRITES = /^(append|extend|insert|add|update|remove|discard|clear|sort|reverse|difference_update|intersection_update|symmetric_difference_update)$/;
const READS_AND_WRITES = /^(pop|popitem|setdefault|popleft|appendleft)$/;
const READS = /^(get|keys|values|items|copy|count|index|issubset|issuperset|isdisjoint|union|intersection|difference|symmetric_difference)$/;
/** Builtins that read a container and keep no reference to it. */
const READING_BUILTINS = /^(len|list|tuple|set|frozenset|dict|sorted|str|repr|print|isinstance|iter|sum|min|max|any|all|enumerate|zip|bool|reversed)$/;

/** Methods that copy what an argument holds and keep no reference to the argument itself. */
const COPYING_METHODS = /^(join|format|extend|update|union|intersection|difference|symmetric_difference|issubset|issuperset|isdisjoint)$/;

type Use = 'read' | 'write' | 'both' | 'returned' | 'relies';

/** What one use of the parameter does with the default object. */
function useOf(use: Node, fnName: string): Use {
  const parent = use.parent!;
  switch (parent.type) {
    case 'attribute': {
      if (parent.childForFieldName('object')?.id !== use.id) return 'relies';
      const method = parent.childForFieldName('attribute')?.text ?? '';
      if (parent.parent?.type !== 'call') return 'relies';
      return WRITES.test(method) ? 'write' : READS_AND_WRITES.test(method) ? 'both' : READS.test(method) ? 'read' : 'relies';
    }
    case 'subscript': {
      if (parent.childForFieldName('value')?.id !== use.id) return 'read';
      const holder = parent.parent;
      if (holder?.type === 'augmented_assignment' && holder.childForFieldName('left')?.id === parent.id) return 'both';
      if (holder?.type === 'assignment' && holder.childForFieldName('left')?.id === parent.id) return 'write';
      return holder?.type === 'delete_statement' ? 'write' : 'read';
    }
    case 'comparison_operator':
      // `x is None` / `x == None`: an explicit None means something here.
      if (namedChildrenOf(parent).some((n) => n.type === 'none')) return 'relies';
      return 'read';
    case 'argument_list': {
      const fn = parent.parent?.childForFieldName('function');
      const callee = fn?.text ?? '';
      if (callee === fnName || callee === `self.${fnName}` || callee === `cls.${fnName}`) return 'relies';
      if (fn?.type === 'attribute' && COPYING_METHODS.test(fn.childForFieldName('attribute')?.text ?? '')) return 'read';
      return READING_BUILTINS.test(callee) ? 'read' : 'relies';
    }
    case 'for_statement': case 'for_in_clause':
      return parent.childForFieldName('right')?.id === use.id ? 'read' : 'relies';
    case 'if_statement': case 'elif_clause': case 'while_statement': case 'not_operator': case 'boolean_operator': case 'conditional_expression':
      return 'read';
    case 'augmented_assignment':
      return parent.childForFieldName('left')?.id === use.id ? 'both' : 'read';
    case 'return_statement':
      return 'returned';
    default:
      // Aliased, stored in an attribute or a container, yielded, rebound: the object may outlive the call.
      return 'relies';
  }
}

/**
 * The body relies on the default being one object across calls: it stores, aliases or passes on the object, tests
 * it for None, looks values up in it and also writes to it (a cache), hands it out without filling it itself (a
 * registry the callers fill), or declares global/nonlocal state. Filling it and returning it is the leak the rule
 * is about, not reliance.
 */
function reliesOnSharedDefault(fn: Node, name: string): boolean {
  const body = fn.childForFieldName('body');
  if (!body) return true;
  if (descendantsOf(body, ['global_statement', 'nonlocal_statement']).length > 0) return true;
  const fnName = fn.childForFieldName('name')?.text ?? '';
  const kinds = new Set<Use>();
  for (const use of descendantsOf(body, 'identifier')) {
    if (use.text !== name) continue;
    // `f(items=…)` and `obj.items` name something else.
    if (use.parent?.type === 'keyword_argument' && use.parent.childForFieldName('name')?.id === use.id) continue;
    if (use.parent?.type === 'attribute' && use.parent.childForFieldName('attribute')?.id === use.id) continue;
    kinds.add(useOf(use, fnName));
  }
  if (kinds.has('relies')) return true;
  const reads = kinds.has('read') || kinds.has('both');
  const writes = kinds.has('write') || kinds.has('both');
  return (reads && writes) || (kinds.has('returned') && !writes);
}

/** The default's expression reads a variable (besides the builtin that makes the container). */
function readsNames(value: Node): boolean {
  const callee = value.type === 'call' ? value.childForFieldName('function') : undefined;
  return descendantsOf(value, 'identifier').some((identifier) => identifier.id !== callee?.id);
}

/** All mutable defaults of a function become None, re-created at the top of the body (after the docstring). */
export function mutableDefaultsFix(fn: Node, file: FileContext): FixPlan | undefined {
  const body = fn.childForFieldName('body');
  const statements = body ? namedChildrenOf(body).filter((n) => n.type !== 'comment') : [];
  const first = statements[0];
  if (!body || !first || first.startPosition.row === fn.childForFieldName('parameters')!.endPosition.row) return undefined;
  const defaults = namedChildrenOf(fn.childForFieldName('parameters')!)
    .filter((p) => p.type === 'default_parameter' || p.type === 'typed_default_parameter')
    .map((p) => ({ name: p.childForFieldName('name')!, value: p.childForFieldName('value')! }))
    .filter(({ value }) => ['list', 'dictionary', 'set'].includes(value.type) || (value.type === 'call' && MUTABLE_CALLS.test(value.childForFieldName('function')?.text ?? '')));
  if (defaults.length === 0 || defaults.some(({ value }) => value.startPosition.row !== value.endPosition.row)) return undefined;
  const indent = indentationAt(file.code, first.startIndex);
  const unit = indentUnit(file);
  const guards = defaults.map(({ name, value }) => `if ${name.text} is None:\n${indent}${unit}${name.text} = ${value.text}`);
  const docstring = first.type === 'expression_statement' && namedChildrenOf(first)[0]?.type === 'string' ? first : undefined;
  const anchor = docstring ? statements[1] : first;
  const insert = anchor
    ? { start: anchor.startIndex, end: anchor.startIndex, text: `${guards.join(`\n${indent}`)}\n${indent}` }
    : { start: docstring!.endIndex, end: docstring!.endIndex, text: `\n${indent}${guards.join(`\n${indent}`)}` };
  // One fix for all of the function's defaults: it is safe only if it is safe for each of them. A default that reads
  // a name (`list(DEFAULT_TAGS)`, `[base]`) is evaluated at each call after the fix, not once at definition: if the
  // name is rebound in between, the calls see another value.
  const safety: FixSafety = defaults.some(({ name, value }) => reliesOnSharedDefault(fn, name.text) || readsNames(value)) ? 'suggestion' : 'safe';
  return {
    description: `Default ${defaults.map(({ name }) => name.text).join(', ')} to None`,
    safety,
    edits: [...defaults.map(({ value }) => ({ start: value.startIndex, end: value.endIndex, text: 'None' })), insert],
  };
}
