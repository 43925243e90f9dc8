/** Ruby reliability rules: swallowed exceptions, `rescue Exception`, files opened without a block. */
import type { FileContext, FixPlan, Node, Rule, RuleMatch } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { fileCallsOf } from '../find';
import { catchesBroadly, conversionMayFail, deliberatelyIgnored } from '../../../rules/caught-types';
import { argumentsOf, FUNCTION_TYPES, methodName, positionalArguments } from './context';

const RB = ['ruby'] as const;

/** The roots: a bare `rescue` is StandardError, and Exception is every error there is. */
const RUBY_ROOT_EXCEPTIONS = new Set(['StandardError', 'Exception']);

/** The exception classes a `rescue` clause names ('' for a bare `rescue`). */
function rescued(clause: Node): string[] {
  const exceptions = clause.childForFieldName('exceptions');
  return exceptions ? namedChildrenOf(exceptions).map((e) => e.text) : [];
}

/** The statements of a `rescue` clause's body. */
function handlerStatements(clause: Node): Node[] {
  return namedChildrenOf(clause.childForFieldName('body') ?? clause).filter((n) => n.type !== 'exceptions' && n.type !== 'exception_variable');
}

function swallows(m: RuleMatch): boolean {
  if (deliberatelyIgnored(m.target) || conversionMayFail(m.target)) return false;
  if (m.target.type === 'rescue_modifier') return true;
  const body = handlerStatements(m.target);
  // A comment in the handler documents a deliberate choice.
  if (body.some((n) => n.type === 'comment')) return false;
  if (body.length > 1 || (body.length === 1 && body[0]!.type !== 'nil')) return false;
  return catchesBroadly(rescued(m.target), RUBY_ROOT_EXCEPTIONS);
}

/**
 * The handler lets the exception go on: a bare `raise`, a raise of the variable it was caught in, or the variable
 * handed to a method of this file that raises its parameter (a framework's central `handle_exception!(e)` that
 * re-raises what no error handler took).
 */
function reraises(clause: Node): boolean {
  const variable = clause.childForFieldName('variable');
  const name = variable ? namedChildrenOf(variable)[0]?.text : undefined;
  return raisesIn(clause, name)
    || (name !== undefined && descendantsOf(clause, 'call').some((call) => argumentsOf(call).some((arg) => arg.text === name) && delegatesRaise(call, argumentsOf(call).findIndex((arg) => arg.text === name))));
}

/** A `raise`/`fail` in the node that re-raises: bare, or of the named exception. */
function raisesIn(node: Node, name: string | undefined): boolean {
  return descendantsOf(node, 'call').some((call) => /^(raise|fail)$/.test(methodName(call)) && !call.childForFieldName('receiver')
    && (argumentsOf(call).length === 0 || (name !== undefined && argumentsOf(call)[0]?.text === name)))
    || descendantsOf(node, 'identifier').some((id) => /^(raise|fail)$/.test(id.text) && id.parent?.type !== 'call');
}

/** The method called is defined in this file and raises the parameter at `position`. */
function delegatesRaise(call: Node, position: number): boolean {
  const called = methodName(call);
  if (call.childForFieldName('receiver') && call.childForFieldName('receiver')!.text !== 'self') return false;
  return descendantsOf(call.tree.rootNode, 'method').some((method) => {
    if (method.childForFieldName('name')?.text !== called) return false;
    const parameter = namedChildrenOf(method.childForFieldName('parameters') ?? method).filter((p) => p.type === 'identifier')[position]?.text;
    return parameter !== undefined && descendantsOf(method, 'call').some((raise) => /^(raise|fail)$/.test(methodName(raise)) && !raise.childForFieldName('receiver') && argumentsOf(raise)[0]?.text === parameter);
  });
}

/**
 * `rescue Exception` → `rescue StandardError` changes what is caught only for signals, `exit`, failed `require`s,
 * NotImplementedError and the like: safe when the protected code exits, loads and raises none of these itself.
 */
function standardErrorFix(m: RuleMatch): FixPlan {
  const protectedCode = m.target.parent ?? m.target;
  const text = protectedCode.text.slice(0, Math.max(0, m.target.startIndex - protectedCode.startIndex));
  const risky = /\b(exit!?|abort|require|require_relative|load|autoload|NotImplementedError|ScriptError|SignalException|Interrupt|SystemExit|fork|Process\.kill|trap)\b/.test(text)
    || /NotImplementedError/.test(m.file.code);
  const name = m.captures.class!;
  return { description: 'Rescue StandardError', safety: risky ? 'suggestion' : 'safe', edits: [{ start: name.startIndex, end: name.endIndex, text: 'StandardError' }] };
}

/** The method (or script) a node belongs to. */
function scopeOf(node: Node): Node {
  return enclosing(node, FUNCTION_TYPES) ?? node.tree.rootNode;
}

/** `f = File.open(path)`: the handle is closed, handed on or returned later in its method. */
function handleManaged(assignment: Node, file: FileContext): boolean {
  const name = assignment.childForFieldName('left')?.text;
  if (!name) return true;
  const rest = file.code.slice(assignment.endIndex, scopeOf(assignment).endIndex);
  const escaped = new RegExp(`\\b${name.replace(/[@$]/g, '\\$&')}\\.close\\b|\\breturn\\s+${name}\\b|\\(${name}\\)|,\\s*${name}\\b|\\b${name}\\s*\\)|ensure`).test(rest);
  // The handle as the method's value (its last statement) is handed to the caller.
  const method = enclosing(assignment, FUNCTION_TYPES);
  const body = method?.childForFieldName('body');
  const last = body ? namedChildrenOf(body).filter((n) => n.type !== 'comment').at(-1) : undefined;
  return escaped || last?.text === name;
}

/** `File.open(path).read` → `File.read(path)`: the same text, and the handle closed at once. */
function readFix(outer: Node, open: Node): FixPlan | undefined {
  const reader = methodName(outer);
  const args = argumentsOf(open);
  const positional = positionalArguments(open);
  if (args.length !== positional.length || argumentsOf(outer).length > (reader === 'write' ? 1 : 0)) return undefined;
  const mode = positional[1]?.type === 'string' ? positional[1].text.slice(1, -1) : undefined;
  if (reader === 'read' || reader === 'readlines') {
    if (positional.length !== 1 && !(positional.length === 2 && mode === 'r')) return undefined;
    return { description: `Use File.${reader}`, safety: 'safe', edits: [{ start: outer.startIndex, end: outer.endIndex, text: `File.${reader}(${positional[0]!.text})` }] };
  }
  if (reader === 'write' && positional.length === 2 && mode === 'w') {
    const data = argumentsOf(outer)[0];
    if (!data) return undefined;
    return { description: 'Use File.write', safety: 'safe', edits: [{ start: outer.startIndex, end: outer.endIndex, text: `File.write(${positional[0]!.text}, ${data.text})` }] };
  }
  return undefined;
}

export const rules: Rule[] = [
  {
    id: 'ruby.reliability.swallowed-exception',
    specialist: 'reliability', severity: 'medium', languages: RB,
    title: 'Exception swallowed silently',
    description: 'The rescue does nothing with the error: the failure leaves no trace and the program goes on in a state nobody checked.',
    suggestion: 'Rescue the specific error you expect and handle or log it (Rails.logger.warn, an error tracker); if ignoring it is intended, say why in a comment.',
    query: `
      (rescue_modifier handler: (nil)) @target
      (rescue) @target`,
    where: swallows,
    detail: (m) => (m.target.type === 'rescue_modifier'
      ? { severity: 'low', title: '`rescue nil` hides every error', description: '`… rescue nil` turns any StandardError — a typo, a nil, a failed query — into nil, so the failure is never seen.' }
      : {}),
  },
  {
    id: 'ruby.reliability.rescue-exception',
    fixes: { safety: 'checked', when: 'the protected code exits, loads and raises nothing outside StandardError itself (no exit, abort, require, load, NotImplementedError, signals): then only interrupts and fatal errors differ' },
    specialist: 'reliability', severity: 'medium', languages: RB,
    title: 'rescue Exception catches signals and exit',
    description: 'Exception is the root of every error, including Interrupt (Ctrl+C), SignalException, SystemExit from exit, NoMemoryError and ScriptError: the program can no longer be stopped and fatal errors are hidden.',
    suggestion: 'Rescue StandardError (what a bare rescue catches), or better the specific errors you expect.',
    query: `(rescue exceptions: (exceptions [(constant) (scope_resolution)] @class (#match? @class "^(::)?Exception$"))) @target`,
    where: (m) => !reraises(m.target),
    fix: standardErrorFix,
  },
  {
    id: 'ruby.reliability.unclosed-file',
    fixes: { safety: 'checked', when: 'offered for File.open(path).read/readlines and File.open(path, "w").write(data) only, which File.read/readlines/write do with the same arguments and close at once' },
    specialist: 'reliability', severity: 'low', languages: RB,
    title: 'File opened without a block',
    description: 'File.open without a block leaves the handle open until garbage collection (or forever, if it is kept): descriptors leak, and buffered writes may never reach the disk when an exception skips close.',
    suggestion: 'Pass a block (File.open(path) { |f| … }), which closes the file however the block ends, or use File.read / File.write / File.foreach.',
    scan: (file) => fileCallsOf(file, ['open', 'new']).flatMap((open) => {
      if (open.childForFieldName('receiver')?.text !== 'File' || open.childForFieldName('block')) return [];
      const parent = open.parent;
      // `File.open(path).read`: the handle is used once and dropped.
      if (parent?.type === 'call' && parent.childForFieldName('receiver')?.id === open.id && /^(read|readlines|write|each_line|gets)$/.test(methodName(parent))) {
        const fix = methodName(open) === 'open' ? readFix(parent, open) : undefined;
        return [{ start: parent.startIndex, end: parent.endIndex, ...(fix ? { fix } : {}) }];
      }
      // `log = File.open(path, "a")` never closed.
      const left = parent?.type === 'assignment' && parent.childForFieldName('right')?.id === open.id ? parent.childForFieldName('left') : null;
      if (left && (left.type === 'identifier' || left.type === 'instance_variable') && !handleManaged(parent!, file)) return [{ start: parent!.startIndex, end: parent!.endIndex }];
      return [];
    }),
  },
];
