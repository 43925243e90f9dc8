/** performance rules for python. */
import type { FileContext, Node, Rule } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { enclosingFunction, enclosingLoop, isDirectlyInAsyncFunction, isInLoopBody, isLocallyBound, parameterNames, scopeOf, valuesOf } from './context';
import { importedName } from './imports';
import { asyncSleep, streamsTheSame } from './performance-fixes';
import { constantText } from './strings';
import { growsAcrossIterations } from '../../../rules/loop-accumulation';
import { readsWholeTable } from '../../../rules/unbounded-sql';

const PY = ['python'] as const;

/** A value that is a Python list built from data (not a short constant literal). */
function isBuiltList(value: Node): boolean {
  if (value.type === 'list_comprehension') return true;
  if (value.type === 'list') return value.namedChildCount === 0 || value.namedChildCount > 8 || namedChildrenOf(value).some((item) => !['string', 'integer', 'float'].includes(item.type));
  return value.type === 'call' && /^(list|sorted)$/.test(value.childForFieldName('function')?.text ?? '');
}

/** The container is a list: built as one in this function, or a parameter annotated list[…]. */
/** Uses of a list that keep it what it is: looked up in, grown, shrunk. */
const LOOKUP_OR_UPKEEP = new Set(['append', 'add', 'extend', 'insert', 'remove', 'index', 'count', 'clear']);

/**
 * Whether a list the function builds is only searched and kept up to date there: then a set says the same thing
 * faster. One that is also returned, iterated, indexed or handed on is wanted as a list (an order-preserving dedup,
 * a chain whose order is the result); a set would change what the code gives back. A parameter's list is the
 * caller's: a set built from it before the loop is the fix whatever else the function does with it.
 */
function onlyLookedUp(collection: Node): boolean {
  const scope = enclosingFunction(collection);
  const name = collection.text;
  if (!scope || parameterNames(scope).has(name)) return true;
  return descendantsOf(scope, 'identifier').every((use) => {
    if (use.text !== name) return true;
    const parent = use.parent;
    if (!parent) return true;
    if (parent.type === 'comparison_operator') return true;
    if (parent.type === 'assignment' && parent.childForFieldName('left')?.id === use.id) return true;
    return parent.type === 'attribute' && parent.childForFieldName('object')?.id === use.id && LOOKUP_OR_UPKEEP.has(parent.childForFieldName('attribute')?.text ?? '');
  });
}

function isList(container: Node, file: FileContext): boolean {
  if (container.type !== 'identifier') return false;
  const scope = scopeOf(container);
  if (scope.type === 'function_definition' && parameterNames(scope).has(container.text)) {
    const parameter = namedChildrenOf(scope.childForFieldName('parameters')!).find((p) => (p.childForFieldName('name') ?? namedChildrenOf(p)[0])?.text === container.text);
    return /^(list|List)\b/.test(parameter?.childForFieldName('type')?.text ?? '');
  }
  return assignedLists(container, file);
}

/** Every value assigned to the name is a list built from data (a later `ids = set(ids)` makes it a set). */
function assignedLists(name: Node, file: FileContext, depth = 0): boolean {
  const values = (valuesOf(name, file) ?? []).filter((value) => value.parent?.type === 'assignment' || value.parent?.type === 'augmented_assignment');
  return depth < 3 && values.length > 0 && values.every((value) => value.parent?.type === 'augmented_assignment' || (value.type === 'identifier' ? assignedLists(value, file, depth + 1) : isBuiltList(value)));
}


function fileHandle(node: Node, file: FileContext): boolean {
  const opened = (value: Node) => value.type === 'call' && value.childForFieldName('function')?.text === 'open' && !importedName(file, 'open');
  return opened(node) || (node.type === 'identifier' && (valuesOf(node, file) ?? []).some(opened));
}

export const rules: Rule[] = [
  {
    id: 'python.performance.blocking-call-in-async',
    fixes: { safety: 'checked', when: 'offered for time.sleep directly in an async def (not in a nested def, lambda or generator expression) with time and asyncio not rebound: the same pause, other tasks run meanwhile' },
    specialist: 'performance', severity: 'high', languages: PY,
    title: 'Blocking call inside async code',
    description: 'time.sleep, synchronous HTTP and file reads block the event loop: every other task of the process waits until they return.',
    suggestion: 'Use await asyncio.sleep(…), an async client (httpx.AsyncClient, aiohttp), or run blocking work with await asyncio.to_thread(…).',
    query: `
      (call function: (attribute object: (identifier) @module attribute: (identifier) @fn (#any-of? @fn "sleep" "get" "post" "put" "patch" "delete" "head" "request" "urlopen")) arguments: (argument_list) @args) @target
      (call function: (identifier) @fn (#any-of? @fn "sleep" "urlopen") arguments: (argument_list) @args) @target
      (call function: (attribute object: (call function: (identifier) @open (#eq? @open "open")) attribute: (identifier) @fn (#any-of? @fn "read" "readlines" "write"))) @target`,
    where: (m) => {
      const fn = m.captures.fn!.text;
      const module = m.captures.module ? (importedName(m.file, m.captures.module.text) ?? m.captures.module.text) : undefined;
      const qualified = m.captures.open ? 'open' : module ? `${module}.${fn}` : (importedName(m.file, fn) ?? '');
      if (!/^(time\.sleep|requests\.\w+|urllib\.request\.urlopen|open)$/.test(qualified)) return false;
      // A parameter or variable named time (or open) is not the module (or the builtin).
      if (isLocallyBound((m.captures.open ?? m.captures.module ?? m.captures.fn)!.text, m.target, m.file)) return false;
      return isDirectlyInAsyncFunction(m.target);
    },
    fix: asyncSleep,
  },
  {
    id: 'python.performance.string-concat-in-loop',
    // CPython extends a local string in place when nothing else refers to it, so `s += part` in a loop is amortised
    // linear there; the quadratic copy is PyPy's, or a string something else also holds. On mature code every finding
    // was dismissed (a rule's regex assembled from a few parts). PEP 8 still says not to rely on it: opt-in.
    optIn: true,
    specialist: 'performance', severity: 'low', languages: PY,
    title: 'String built with += inside a loop',
    description: 'Each += copies the whole string built so far, so building text this way is quadratic in its length.',
    suggestion: 'Collect the parts in a list and "".join(parts) once after the loop (or write to an io.StringIO).',
    query: `
      (augmented_assignment left: (identifier) @name operator: "+=" right: (_) @value) @target
      (assignment left: (identifier) @name right: (binary_operator operator: "+") @sum) @target`,
    where: (m) => {
      const operands: Node[] = [];
      const flatten = (node: Node) => {
        if (node.type === 'binary_operator' && node.childForFieldName('operator')?.text === '+') {
          flatten(node.childForFieldName('left')!);
          flatten(node.childForFieldName('right')!);
        } else operands.push(node);
      };
      flatten(m.captures.value ?? m.captures.sum!);
      // name = name + …: the same growing copy as +=.
      if (m.captures.sum && operands.shift()?.text !== m.captures.name!.text) return false;
      if (!isInLoopBody(m.target)) return false;
      // Only a string that grows across iterations is quadratic: one (re)assigned a fresh value earlier in the same
      // loop body starts afresh each time.
      const loop = enclosingLoop(m.target);
      const name = m.captures.name!.text;
      if (loop && !growsAcrossIterations(m.target, name, loop)) return false;
      if (loop && descendantsOf(loop, 'assignment').some((a) => a.startIndex < m.target.startIndex && a.id !== m.target.id
        && a.childForFieldName('left')?.type === 'identifier' && a.childForFieldName('left')!.text === name && !a.childForFieldName('right')?.text.includes(name))) return false;
      const textual = (node: Node) => node.type === 'string' || (node.type === 'call' && node.childForFieldName('function')?.text === 'str');
      if (operands.some(textual)) return true;
      return (valuesOf(m.captures.name!, m.file) ?? []).some((value) => value.parent?.type === 'assignment' && value.type === 'string');
    },
  },
  {
    id: 'python.performance.list-membership-in-loop',
    specialist: 'performance', severity: 'low', languages: PY,
    title: 'Linear list search inside a loop',
    description: '"x in some_list", list.index and list.count scan the whole list; inside a loop the work grows with the product of both sizes.',
    suggestion: 'Build a set (or a dict from value to position) once before the loop and look items up in it.',
    query: `
      (comparison_operator (_) operators: ["in" "not in"] (identifier) @collection) @target
      (call function: (attribute object: (identifier) @collection attribute: (identifier) @fn (#any-of? @fn "index" "count")) arguments: (argument_list (_))) @target`,
    where: (m) => isInLoopBody(m.target) && (m.target.type === 'call' || m.target.namedChildCount === 2) && isList(m.captures.collection!, m.file)
      && onlyLookedUp(m.captures.collection!),
  },
  {
    id: 'python.performance.unbounded-query',
    specialist: 'performance', severity: 'low', languages: PY, outOfScope: true,
    title: 'Whole table loaded into memory',
    description: 'The query has no filter and no limit, so its cost and memory grow with the table: fine with test data, an outage once the table is large.',
    suggestion: 'Filter or paginate (LIMIT/OFFSET, queryset slicing, .iterator() for streaming), or aggregate in the database.',
    query: `
      (for_statement right: (call function: (attribute attribute: (identifier) @fn (#eq? @fn "all"))) @target)
      (for_in_clause right: (call function: (attribute attribute: (identifier) @fn (#eq? @fn "all"))) @target)
      (call function: (identifier) @wrap (#any-of? @wrap "list" "len") arguments: (argument_list . (call function: (attribute attribute: (identifier) @fn (#eq? @fn "all"))) @target .))
      (call function: (attribute object: (_) @cursor attribute: (identifier) @fn (#eq? @fn "execute")) arguments: (argument_list . (string) @sql)) @target`,
    where: (m) => {
      const sql = m.captures.sql;
      if (sql) {
        const text = constantText(sql) ?? '';
        if (!readsWholeTable(text)) return false;
        // Only when every row is then loaded: fetchall() on the result or on the same cursor.
        const fetched = m.target.parent?.type === 'attribute' && m.target.parent.childForFieldName('attribute')?.text === 'fetchall';
        return fetched || (enclosingFunction(m.target)?.text ?? '').includes(`${m.captures.cursor!.text}.fetchall()`);
      }
      const callee = m.target.childForFieldName('function')!.childForFieldName('object')!.text;
      return /^\w+\.objects$/.test(callee) || /(^|\.)session\.query\([^()]*\)$/.test(callee);
    },
  },
  {
    id: 'python.performance.readlines-iteration',
    fixes: { safety: 'checked', when: 'the handle is only ever open(…) and nothing else touches it inside the loop, nor elsewhere when the loop can stop early; a generator expression must be consumed at once (list, sorted, sum, join…)' },
    specialist: 'performance', severity: 'low', languages: PY,
    title: 'File read into a list just to loop over it',
    description: 'readlines() loads the whole file into memory before the first iteration; iterating the file object streams it line by line with the same lines.',
    suggestion: 'Iterate the file directly: for line in handle: …',
    query: `
      (for_statement right: (call function: (attribute object: (_) @handle attribute: (identifier) @fn (#eq? @fn "readlines")) arguments: (argument_list) @args) @target)
      (for_in_clause right: (call function: (attribute object: (_) @handle attribute: (identifier) @fn (#eq? @fn "readlines")) arguments: (argument_list) @args) @target)`,
    where: (m) => m.captures.args!.namedChildCount === 0 && fileHandle(m.captures.handle!, m.file),
    fix: (m) => ({ description: 'Iterate the file directly', safety: streamsTheSame(m) ? 'safe' : 'suggestion', edits: [{ start: m.target.startIndex, end: m.target.endIndex, text: m.captures.handle!.text }] }),
  },
];
