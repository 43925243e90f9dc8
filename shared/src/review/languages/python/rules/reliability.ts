/** reliability rules for python. */
import type { FixPlan, Node, Rule, RuleMatch } from '../../../core/rule';
import { childrenOf, namedChildrenOf } from '../../../core/syntax';
import { isPlainValue } from './comparisons';
import { isDirectlyInAsyncFunction, keywordArgument, valuesOf } from './context';
import { mutableDefaultsFix } from './defaults';
import { onlyInterruptsDiffer } from './handlers';
import { bindsModule } from './imports';
import { isAwaitable, unclosedFileFix, handleEscapes, isColumnExpression } from './reliability-support';
import { builtStringParts } from './strings';
import { catchesBroadly, deliberatelyIgnored } from '../../../rules/caught-types';

const PY = ['python'] as const;

/** The roots: a handler of these (or a bare except) also catches what nobody expected. */
const PYTHON_ROOT_EXCEPTIONS = new Set(['Exception', 'BaseException']);

/** `x == None` → `x is None`, spaced even where the original was not (`x==None`). */
function identityComparison(m: RuleMatch): FixPlan {
  const op = m.captures.op!;
  const code = m.file.code;
  const word = op.text === '==' ? 'is' : 'is not';
  const text = `${/\s/.test(code[op.startIndex - 1] ?? ' ') ? '' : ' '}${word}${/\s/.test(code[op.endIndex] ?? ' ') ? '' : ' '}`;
  const left = namedChildrenOf(m.target)[0]!;
  // An overloaded == (numpy, pandas, SQLAlchemy) answers element-wise or builds SQL: identity means something else.
  // The file's own imports do not settle it (an array can come from another module): only a value of a builtin type.
  const safety = isPlainValue(left, m.file) ? 'safe' : 'suggestion';
  return { description: 'Compare by identity', safety, edits: [{ start: op.startIndex, end: op.endIndex, text }] };
}

/** Words in a URL or request parameters that ask the server to hold the response (long polling, watches). */
const LONG_WAIT = /(^|[/?&_-])(wait|watch|poll|longpoll|long_poll|timeout|subscribe)([=/?&_-]|$)/i;

/** The request may legitimately wait more than 30 seconds for data: a stream, or a long poll. */
function longWaitExpected(call: Node): boolean {
  if (keywordArgument(call, 'stream')?.type === 'true') return true;
  const args = call.childForFieldName('arguments');
  for (const arg of args ? namedChildrenOf(args) : []) {
    const value = arg.type === 'keyword_argument' ? arg.childForFieldName('value') : arg;
    if (!value) continue;
    const keys = value.type === 'dictionary' ? namedChildrenOf(value).map((pair) => pair.childForFieldName('key')).filter((key): key is Node => !!key) : [value];
    for (const key of keys) {
      const text = (builtStringParts(key) ?? []).map((part) => ('text' in part ? part.text : '/')).join('');
      if (LONG_WAIT.test(text)) return true;
    }
  }
  return false;
}

/** The except block reports or records the failure (logs it, turns it into a result): it calls something. */
function handlesTheFailure(clause: Node): boolean {
  const block = namedChildrenOf(clause).find((n) => n.type === 'block');
  return !!block && block.descendantsOfType('call').length > 0;
}

export const rules: Rule[] = [
  {
    id: 'python.reliability.bare-except',
    fixes: { safety: 'checked', when: 'the try block has no yield or await (GeneratorExit, CancelledError) and exits nowhere itself (sys.exit, argparse), and the file defines no BaseException subclass: then only KeyboardInterrupt and SystemExit differ' },
    specialist: 'reliability', severity: 'medium', languages: PY,
    title: 'Bare except catches everything',
    description: 'A bare except: also catches KeyboardInterrupt and SystemExit, so Ctrl+C and sys.exit() stop working inside it, and it hides programming errors.',
    suggestion: 'Catch Exception (or, better, the specific exceptions you expect), and let the rest propagate.',
    query: `(except_clause . "except" @keyword . ":") @target`,
    where: (m) => {
      const block = namedChildrenOf(m.target).find((n) => n.type === 'block');
      // A handler that re-raises (cleanup, then raise) lets the exception through.
      return !!block && !block.descendantsOfType('raise_statement').some((r) => r && r.namedChildCount === 0);
    },
    // A handler that reports or records the failure only risks Ctrl+C and sys.exit(): worth a note, not a warning.
    // One that passes or returns a default hides every error as well.
    detail: (m) => (handlesTheFailure(m.target) ? { severity: 'low' } : {}),
    fix: (m) => ({ description: 'Catch Exception', safety: onlyInterruptsDiffer(m.target, m.file) ? 'safe' : 'suggestion', edits: [{ start: m.captures.keyword!.endIndex, end: m.captures.keyword!.endIndex, text: ' Exception' }] }),
  },
  {
    id: 'python.reliability.swallowed-exception',
    specialist: 'reliability', severity: 'medium', languages: PY,
    title: 'Exception swallowed silently',
    description: 'The except block only passes: the failure leaves no trace and the program continues in a state nobody checked.',
    suggestion: 'Handle the error, log it (logging.exception) or let it propagate; if ignoring it is intended, use contextlib.suppress(SpecificError) or say why in a comment.',
    query: `(except_clause (block . [(pass_statement) (expression_statement (ellipsis))] .) @block) @target`,
    where: (m) => {
      // A comment in the block documents a deliberate choice.
      if (namedChildrenOf(m.captures.block!).some((n) => n.type === 'comment') || m.target.text.includes('#')) return false;
      const caught = namedChildrenOf(m.target).find((n) => n.type !== 'block' && n.type !== 'comment');
      if (!caught) return true;
      const types = caught.type === 'as_pattern' ? namedChildrenOf(caught)[0] : caught;
      const names = types?.type === 'tuple' || types?.type === 'parenthesized_expression' ? namedChildrenOf(types).map((t) => t.text) : [types?.text ?? ''];
      return catchesBroadly(names, PYTHON_ROOT_EXCEPTIONS) && !deliberatelyIgnored(m.target);
    },
  },
  {
    id: 'python.reliability.mutable-default-argument',
    fixes: { safety: 'checked', when: 'the body does not rely on one object across calls: it does not store, alias or pass on the default, look values up in it while also filling it (a cache), hand it out unfilled, test it for None, or declare global state' },
    specialist: 'reliability', severity: 'medium', languages: PY,
    title: 'Mutable default argument',
    description: 'The default list, dict or set is created once, when the function is defined, and shared by every call: changes leak from one call into the next.',
    suggestion: 'Default to None and create the value inside the function: if items is None: items = [].',
    query: `
      [(default_parameter value: [(list) (dictionary) (set)]) (typed_default_parameter value: [(list) (dictionary) (set)])] @target
      [(default_parameter value: (call function: (identifier) @ctor (#any-of? @ctor "list" "dict" "set" "defaultdict" "OrderedDict") arguments: (argument_list)))
       (typed_default_parameter value: (call function: (identifier) @ctor (#any-of? @ctor "list" "dict" "set" "defaultdict" "OrderedDict") arguments: (argument_list)))] @target`,
    where: (m) => m.target.parent?.parent?.type === 'function_definition',
    fix: (m) => mutableDefaultsFix(m.target.parent!.parent!, m.file),
  },
  {
    id: 'python.reliability.none-comparison',
    handWritten: true,
    fixes: { safety: 'checked', when: "the left operand is of a builtin type (a literal, a builtin's result, a name only ever given such values, a parameter annotated so), so == on it is Python's own: a value from elsewhere may be a numpy array or an ORM column, whose == None answers element-wise or builds SQL, whatever this file imports" },
    specialist: 'reliability', severity: 'low', languages: PY,
    title: 'Comparison with None using == or !=',
    description: '== calls __eq__, which a class may override to answer anything; whether a value is None is a question of identity.',
    suggestion: 'Use "is None" / "is not None".',
    query: `(comparison_operator (_) operators: ["==" "!="] @op (none)) @target`,
    // ORM and DataFrame expressions overload == None on purpose (SQLAlchemy's IS NULL, pandas' element-wise test).
    where: (m) => m.target.namedChildCount === 2 && !isColumnExpression(m.target),
    fix: identityComparison,
  },
  {
    id: 'python.reliability.unclosed-file',
    fixes: { safety: 'checked', when: 'offered where the handle is closed explicitly later in the same block and not rebound, returned or stored; safe unless a return in between would now close the file under what it returns' },
    specialist: 'reliability', severity: 'low', languages: PY,
    title: 'File opened without a with block',
    description: 'A file opened outside a with statement stays open when an exception skips close(): descriptors leak and buffered writes may never reach the disk.',
    suggestion: 'Open files in a with block: with open(path) as handle: …',
    query: `
      (assignment left: (identifier) @name right: (call function: (identifier) @fn (#eq? @fn "open"))) @target
      (call function: (attribute object: (call function: (identifier) @fn (#eq? @fn "open")) attribute: (identifier) @method (#any-of? @method "read" "readlines" "readline" "write" "writelines"))) @target`,
    where: (m) => m.target.type === 'call' || !handleEscapes(m.target, m.captures.name!.text, m.file),
    fix: (m) => (m.target.type === 'assignment' ? unclosedFileFix(m.target, m.captures.name!.text, m.file) : undefined),
  },
  {
    id: 'python.reliability.missing-await',
    fixes: { safety: 'suggestion', note: 'the value becomes the result instead of a coroutine' },
    specialist: 'reliability', severity: 'high', languages: PY,
    title: 'Coroutine not awaited',
    description: 'Calling an async function without await only creates a coroutine object: the work never runs, and Python later warns "coroutine was never awaited".',
    suggestion: 'await the call, or schedule it with asyncio.create_task and keep a reference to the task.',
    query: `(expression_statement (call function: [(identifier) (attribute)] @callee) @call) @target`,
    where: (m) => isAwaitable(m.captures.callee!, m.file) && isDirectlyInAsyncFunction(m.target),
    fix: (m) => ({ description: 'Await the call', safety: 'suggestion', edits: [{ start: m.captures.call!.startIndex, end: m.captures.call!.startIndex, text: 'await ' }] }),
  },
  {
    id: 'python.reliability.unreferenced-task',
    specialist: 'reliability', severity: 'medium', languages: PY,
    title: 'Task created without keeping a reference',
    description: 'The event loop keeps only weak references to tasks: a task whose result is not stored can be garbage-collected before it finishes, silently dropping the work.',
    suggestion: 'Keep the task (e.g. in a set, removing it in a done callback), await it, or use an asyncio.TaskGroup.',
    query: `(expression_statement (call function: (attribute object: (_) @owner attribute: (identifier) @fn (#any-of? @fn "create_task" "ensure_future")))) @target`,
    where: (m) => {
      const owner = m.captures.owner!.text;
      return (owner === 'asyncio' && bindsModule(m.file, 'asyncio')) || (m.captures.fn!.text === 'create_task' && /(^|[._])loop$/.test(owner));
    },
  },
  {
    id: 'python.reliability.unchecked-match',
    specialist: 'reliability', severity: 'medium', languages: PY,
    title: 'Regex match used without a None check',
    description: 'match, search and fullmatch return None when nothing matches; reading a group straight away raises AttributeError (or TypeError) on unexpected input.',
    suggestion: 'Keep the match, check it (if match is None: …), then read its groups.',
    query: `
      (call function: (attribute object: (call function: (attribute object: (_) @pattern attribute: (identifier) @fn (#any-of? @fn "match" "search" "fullmatch"))) attribute: (identifier) @group (#any-of? @group "group" "groups" "groupdict" "start" "end" "span"))) @target
      (subscript value: (call function: (attribute object: (_) @pattern attribute: (identifier) @fn (#any-of? @fn "match" "search" "fullmatch")))) @target`,
    where: (m) => {
      const pattern = m.captures.pattern!;
      const compiled = (node: Node) => node.type === 'call' && /(^|\.)re\.compile$|^compile$/.test(node.childForFieldName('function')?.text ?? '');
      if (pattern.type === 'identifier' && pattern.text === 're') return bindsModule(m.file, 're');
      return compiled(pattern) || (pattern.type === 'identifier' && (valuesOf(pattern, m.file) ?? []).some(compiled));
    },
  },
  {
    id: 'python.reliability.request-without-timeout',
    fixes: { safety: 'checked', when: 'the call neither streams (stream=True) nor asks the server to hold the response (wait, watch, poll or timeout in its URL or parameters): then only a server silent for 30 seconds differs' },
    specialist: 'reliability', severity: 'medium', languages: PY,
    title: 'HTTP request without a timeout',
    description: 'requests waits forever by default: a server that stops answering hangs this call, and with it the worker or thread that made it.',
    suggestion: 'Pass timeout= on every call (seconds, or a (connect, read) tuple) and handle requests.Timeout.',
    query: `(call function: (attribute object: (identifier) @module (#eq? @module "requests") attribute: (identifier) @fn (#any-of? @fn "get" "post" "put" "patch" "delete" "head" "options" "request")) arguments: (argument_list) @args) @target`,
    where: (m) => bindsModule(m.file, 'requests') && !keywordArgument(m.captures.args!, 'timeout') && !namedChildrenOf(m.captures.args!).some((a) => a.type === 'dictionary_splat'),
    fix: (m) => {
      const safety = longWaitExpected(m.target) ? 'suggestion' : 'safe';
      const args = namedChildrenOf(m.captures.args!).filter((a) => a.type !== 'comment');
      const last = args[args.length - 1];
      if (!last) return undefined;
      // After a trailing comma the new argument follows it and keeps the style.
      const comma = childrenOf(m.captures.args!).find((c) => c.type === ',' && c.startIndex >= last.endIndex);
      const edit = comma
        ? { start: comma.endIndex, end: comma.endIndex, text: ' timeout=30,' }
        : { start: last.endIndex, end: last.endIndex, text: ', timeout=30' };
      return { description: 'Give up after 30 seconds', safety, edits: [edit] };
    },
  },
];
