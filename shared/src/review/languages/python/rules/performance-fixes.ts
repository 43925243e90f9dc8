/**
 * The checks behind the Python performance fixes: `time.sleep` → `await asyncio.sleep` only where `await` means
 * the same pause, and `for line in f.readlines()` → `for line in f` only where reading as the loop goes cannot be
 * told apart from reading everything first.
 */
import type { FileContext, FixPlan, Node, RuleMatch } from '../../../core/rule';
import { contains, descendantsOf, enclosing } from '../../../core/syntax';
import { FUNCTION_TYPES, isLocallyBound, scopeOf, valuesOf } from './context';
import { bindsModule, ensureModule, importedName } from './imports';

/** time.sleep(…) in an async def → await asyncio.sleep(…). */
export function asyncSleep(m: RuleMatch): FixPlan | undefined {
  if (m.captures.open) return undefined;
  const fn = m.captures.fn!;
  const module = m.captures.module;
  // `import time`, `import time as t`, or `from time import sleep`; a local named time is something else.
  const moduleName = module && (importedName(m.file, module.text) ?? (bindsModule(m.file, module.text) ? module.text : undefined));
  const qualified = module ? `${moduleName ?? ''}.${fn.text}` : importedName(m.file, fn.text);
  if (qualified !== 'time.sleep' || isLocallyBound((module ?? fn).text, m.target, m.file) || isLocallyBound('asyncio', m.target, m.file)) return undefined;
  // `await` inside a generator expression would turn it into an async generator.
  if (enclosing(m.target, ['generator_expression'], FUNCTION_TYPES)) return undefined;
  const imports = ensureModule(m.file, 'asyncio');
  return imports && { description: 'Sleep without blocking', safety: 'safe', edits: [...imports, { start: m.target.startIndex, end: m.target.endIndex, text: `await asyncio.sleep${m.captures.args!.text}` }] };
}

/** Calls that consume a generator completely before returning. */
const CONSUMERS = /^(list|tuple|set|frozenset|sorted|sum|min|max|dict|len|join|Counter|deque|extend|update|writelines)$/;
/** Calls that may stop consuming early, leaving the file part-read. */
const EARLY_CONSUMERS = /^(any|all|next)$/;

function calleeWord(call: Node): string {
  const fn = call.childForFieldName('function');
  return (fn?.type === 'attribute' ? fn.childForFieldName('attribute')?.text : fn?.text) ?? '';
}

/** The call a generator expression is handed to as its only argument, if any. */
function consumer(generator: Node): Node | undefined {
  const parent = generator.parent;
  if (parent?.type === 'call') return parent;
  if (parent?.type === 'argument_list' && parent.namedChildCount === 1 && parent.parent?.type === 'call') return parent.parent;
  return undefined;
}

/** The loop body can leave before the file is read to its end: break (of this loop), return, raise, yield. */
function mayStopEarly(loop: Node): boolean {
  const body = loop.childForFieldName('body');
  if (!body) return true;
  const inner = descendantsOf(body, ['break_statement', 'return_statement', 'raise_statement', 'yield']);
  return inner.some((node) => {
    if (enclosing(node, FUNCTION_TYPES)?.id !== enclosing(loop, FUNCTION_TYPES)?.id) return false;
    return node.type !== 'break_statement' || enclosing(node, ['for_statement', 'while_statement'])?.id === loop.id;
  });
}

const opened = (value: Node, file: FileContext) => value.type === 'call' && value.childForFieldName('function')?.text === 'open' && !importedName(file, 'open');

/** A use of the name that does not touch the file's position: binding it, or closing it. */
function leavesPosition(use: Node): boolean {
  const parent = use.parent;
  if (parent?.type === 'as_pattern_target') return true;
  if (parent?.type === 'assignment' && parent.childForFieldName('left')?.id === use.id) return true;
  return parent?.type === 'attribute' && parent.childForFieldName('attribute')?.text === 'close';
}

/**
 * Iterating the file yields the same lines as readlines() did, with nothing able to notice the file is read as
 * the loop goes: no other code moves or uses the handle during the loop, and when the loop can stop early
 * (leaving the file part-read instead of at its end) no code uses the handle at all.
 */
export function streamsTheSame(m: RuleMatch): boolean {
  const handle = m.captures.handle!;
  const iteration = m.target.parent!;
  const loop = iteration.type === 'for_statement' ? iteration : iteration.parent!;
  let stopsEarly = loop.type === 'for_statement' && mayStopEarly(loop);
  if (loop.type === 'generator_expression') {
    // A generator consumed later would read from a file its with block may have closed by then.
    const call = consumer(loop);
    if (!call || !(CONSUMERS.test(calleeWord(call)) || EARLY_CONSUMERS.test(calleeWord(call)))) return false;
    stopsEarly = EARLY_CONSUMERS.test(calleeWord(call));
  }
  // `open(p).readlines()`: nothing else holds the file.
  if (handle.type !== 'identifier') return true;
  // Another kind of stream (sys.stdin at a terminal) interleaves reading with the loop's output.
  const values = valuesOf(handle, m.file) ?? [];
  if (values.length === 0 || !values.every((value) => opened(value, m.file))) return false;
  const others = descendantsOf(scopeOf(handle), 'identifier').filter((use) => use.text === handle.text && use.id !== handle.id && !leavesPosition(use));
  if (others.some((use) => contains(loop, use))) return false;
  return !stopsEarly || others.length === 0;
}
