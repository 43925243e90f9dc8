/** The analyses and fixes behind the Python reliability rules. */
import { memoized, type FileContext, type FixPlan, type Node } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { isAsyncFunction } from './context';
import { hasMultilineString, indentUnit } from './fixes';
import { bindsModule, importedName } from './imports';

/** name → whether it is an async def, for the functions defined directly in a block (ambiguous names dropped). */
function definitionsIn(block: Node, file: FileContext): ReadonlyMap<string, boolean> {
  return memoized(file, `python.definitions:${block.id}`, () => {
    const found = new Map<string, boolean | 'both'>();
    for (let statement of namedChildrenOf(block)) {
      if (statement.type === 'decorated_definition') statement = statement.childForFieldName('definition') ?? statement;
      if (statement.type !== 'function_definition') continue;
      const name = statement.childForFieldName('name')?.text ?? '';
      const async = isAsyncFunction(statement);
      const before = found.get(name);
      found.set(name, before === undefined || before === async ? async : 'both');
    }
    return new Map([...found].filter((entry): entry is [string, boolean] => entry[1] !== 'both'));
  });
}

/** Every name defined by an `async def` anywhere in the file: a cheap first filter. */
function asyncNames(file: FileContext): ReadonlySet<string> {
  return memoized(file, 'python.async-names', () => {
    const root = file.tree?.rootNode;
    const functions = root ? descendantsOf(root, 'function_definition') : [];
    return new Set(functions.filter(isAsyncFunction).map((fn) => fn.childForFieldName('name')?.text ?? ''));
  });
}

const ASYNCIO_COROUTINES = new Set(['sleep', 'wait_for', 'wait', 'open_connection', 'open_unix_connection', 'start_server', 'to_thread', 'create_subprocess_exec', 'create_subprocess_shell']);

/** The callee is a coroutine function: an `async def` of this file (method of the same class) or asyncio's. */
export function isAwaitable(callee: Node, file: FileContext): boolean {
  if (callee.type === 'attribute') {
    const object = callee.childForFieldName('object')!.text;
    const name = callee.childForFieldName('attribute')!.text;
    if (object === 'asyncio') return ASYNCIO_COROUTINES.has(name) && bindsModule(file, 'asyncio');
    if (object !== 'self' && object !== 'cls') return false;
    const body = enclosing(callee, ['class_definition'])?.childForFieldName('body');
    return !!body && definitionsIn(body, file).get(name) === true;
  }
  const name = callee.text;
  if (!asyncNames(file).has(name) && !/^(sleep|wait_for|wait|open_connection|to_thread)$/.test(name)) return false;
  const imported = importedName(file, name);
  if (imported) return /^asyncio\./.test(imported) && ASYNCIO_COROUTINES.has(imported.slice('asyncio.'.length));
  // The innermost function (or the module) defining the name decides.
  for (let scope = callee.parent; scope; scope = scope.parent) {
    const block = scope.type === 'function_definition' ? scope.childForFieldName('body') : scope.type === 'module' ? scope : undefined;
    const async = block ? definitionsIn(block, file).get(name) : undefined;
    if (async !== undefined) return async;
  }
  return false;
}

/** The file handle leaves the function's control (returned, stored, managed elsewhere) or is closed in a finally. */
export function handleEscapes(assignment: Node, name: string, file: FileContext): boolean {
  const fn = enclosing(assignment, ['function_definition']);
  if (!fn || importedName(file, 'open')) return true;
  for (const use of descendantsOf(fn, 'identifier')) {
    if (use.text !== name || use.startIndex <= assignment.startIndex) continue;
    const parent = use.parent!;
    if (['return_statement', 'yield', 'with_item', 'as_pattern', 'list', 'tuple', 'dictionary', 'pair', 'keyword_argument'].includes(parent.type)) return true;
    if (parent.type === 'assignment' && parent.childForFieldName('right')?.id === use.id) return true;
    if (parent.type === 'argument_list' && /(^|\.)(closing|enter_context|register|addCleanup|callback)$/.test(parent.parent?.childForFieldName('function')?.text ?? '')) return true;
    if (parent.type === 'attribute' && parent.childForFieldName('attribute')?.text === 'close' && enclosing(use, ['finally_clause'], ['function_definition'])) return true;
    if (parent.type === 'argument_list' && /(^|\.)(addCleanup|register|callback)$/.test(parent.parent?.childForFieldName('function')?.text ?? '')) return true;
    // Handed to an object that is kept (`FileStorage(f, …)` stored, `wrap_file(environ, f)` returned): it owns the
    // file now — unless this function closes it itself somewhere (then it kept the ownership).
    const holder = parent.type === 'argument_list' ? parent.parent?.parent : undefined;
    if (holder && (['return_statement', 'argument_list', 'keyword_argument', 'pair', 'list', 'tuple'].includes(holder.type)
      || (holder.type === 'assignment' && holder.childForFieldName('right')?.id === parent.parent!.id)) && !closesItself(fn, name)) return true;
  }
  return false;
}

/**
 * `name.close()` somewhere in the function, outside an except clause: closing on the way out of a failure (the
 * hand-over did not complete) is the owner-to-be's cleanup, not this function keeping the file.
 */
function closesItself(fn: Node, name: string): boolean {
  return descendantsOf(fn, 'attribute').some((a) => a.childForFieldName('object')?.text === name && a.childForFieldName('attribute')?.text === 'close'
    && !enclosing(a, ['except_clause'], ['function_definition']));
}

/** A return statement of this function inside the statement (nested functions excluded). */
function ownReturns(statement: Node): boolean {
  return descendantsOf(statement, 'return_statement').some((r) => enclosing(r, ['function_definition', 'lambda'])?.id === enclosing(statement, ['function_definition', 'lambda'])?.id);
}

function lineStart(code: string, offset: number): number {
  return code.lastIndexOf('\n', offset - 1) + 1;
}

function lineEnd(code: string, offset: number): number {
  const end = code.indexOf('\n', offset);
  return end === -1 ? code.length : end;
}

/**
 * handle = open(…); …; handle.close() in one block → with open(…) as handle: … . Only when the close is explicit in
 * the same block, nothing in between rebinds the handle, and no multi-line string would be re-indented.
 */
export function unclosedFileFix(assignment: Node, name: string, file: FileContext): FixPlan | undefined {
  const code = file.code;
  const statement = assignment.parent;
  if (statement?.type !== 'expression_statement' || statement.parent?.type !== 'block') return undefined;
  if (code.slice(lineStart(code, statement.startIndex), statement.startIndex).trim() !== '') return undefined;
  const trailing = code.slice(statement.endIndex, lineEnd(code, statement.endIndex));
  if (trailing.trim() !== '' && !trailing.trim().startsWith('#')) return undefined;
  let close: Node | undefined;
  const between: Node[] = [];
  for (let next = statement.nextNamedSibling; next; next = next.nextNamedSibling) {
    if (next.type === 'expression_statement' && next.text.replace(/\s/g, '') === `${name}.close()`) {
      close = next;
      break;
    }
    const rebinds = descendantsOf(next, ['assignment', 'delete_statement', 'augmented_assignment']).some((n) => n.type === 'delete_statement' ? n.text.includes(name) : n.childForFieldName('left')?.text === name);
    if (rebinds || hasMultilineString(next)) return undefined;
    between.push(next);
  }
  if (!close || !between.some((n) => n.type !== 'comment')) return undefined;
  // A return in between now closes the file on the way out; what it returns may still read the file (a csv reader).
  const returns = between.some((n) => n.type === 'return_statement' || ownReturns(n));
  const closeLine = lineStart(code, close.startIndex);
  if (code.slice(closeLine, close.startIndex).trim() !== '' || code.slice(close.endIndex, lineEnd(code, close.endIndex)).trim() !== '') return undefined;
  const unit = indentUnit(file);
  const bodyStart = lineEnd(code, statement.endIndex) + 1;
  const body = code.slice(bodyStart, closeLine).split('\n').map((line) => (line.trim() === '' ? line : unit + line)).join('\n');
  const end = Math.min(code.length, lineEnd(code, close.endIndex) + 1);
  const head = `with ${assignment.childForFieldName('right')!.text} as ${name}:${trailing}\n`;
  return { description: 'Open the file in a with block', safety: returns ? 'suggestion' : 'safe', edits: [{ start: statement.startIndex, end, text: head + body }] };
}

const QUERY_BUILDERS = /^(filter|filter_by|where|having|query|and_|or_|not_|join|outerjoin|exclude|case|when|select|update|delete|loc|mask)$/;

/** `==` here builds an expression for a library (SQLAlchemy column, pandas Series), not a Python comparison. */
export function isColumnExpression(comparison: Node): boolean {
  const left = namedChildrenOf(comparison)[0];
  if (left?.type === 'attribute' && /^[A-Z]|\.c\./.test(left.text)) return true;
  if (left?.type === 'subscript') return true;
  for (let current = comparison.parent; current && !/statement$|^block$/.test(current.type); current = current.parent) {
    if (current.type === 'subscript') return true;
    if (current.type === 'argument_list') {
      const fn = current.parent?.childForFieldName('function');
      const name = fn?.type === 'attribute' ? fn.childForFieldName('attribute')?.text : fn?.text;
      if (QUERY_BUILDERS.test(name ?? '')) return true;
    }
  }
  return false;
}
