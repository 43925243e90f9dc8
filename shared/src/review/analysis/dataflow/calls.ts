/**
 * What a call or property read does to values: a function of the same file (through its summary, or inline for
 * a closure), or a library call described by the specification — source, sink, sanitiser, validator,
 * propagator, type fact — or, when no row names it, the default: the result carries what the receiver and the
 * arguments carry.
 */
import type { Node } from '../../core/rule';
import type { Expr } from '../../core/ir';
import { foldTextMethod } from './fold';
import type { Frame } from './interpret';
import type { CallShape } from './match';
import type { Effect, PropagatorRow, SinkRow, ValidatorRow } from '../../core/taint-spec';
import {
  UNKNOWN, derived, short, targetOf, anyElement, concatenation, constant, deepTaints, fieldKey, join, knownPrefix, listLength, mergeTaints, narrowSource, sanitized, single,
  taintsFor, withField, withStep, type Env, type FunctionValue, type Taint, type Value,
} from './value';

type CallExpr = Extract<Expr, { kind: 'call' }>;

/** Array and stream methods whose callback receives the receiver's elements. */
const ITERATING = new Set(['forEach', 'map', 'flatMap', 'filter', 'find', 'findIndex', 'findLast', 'some', 'every', 'reduce', 'reduceRight', 'anyMatch', 'allMatch', 'noneMatch', 'forEachOrdered', 'peek', 'sort', 'sorted', 'then']);
const SHELLS = /^(?:\/(?:usr\/)?bin\/)?(?:sh|bash|zsh|dash|ksh|cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh)$/i;

export function readMember(frame: Frame, object: Value, property: string, objectExpr: Expr | undefined, node: Node): Value {
  const analysis = frame.analysis;
  const isModule = object.qname !== undefined && object.type === undefined && object.taints.length === 0 && !object.fields && !object.fn;
  const shape: CallShape = {
    form: 'read',
    member: property,
    qname: isModule ? `${object.qname}.${property}` : undefined,
    receiverType: object.type,
    receiverText: objectExpr?.node.text,
    arity: 0,
  };
  const names = analysis.names(shape);
  let value: Value;
  const field = object.fields?.get(property);
  if (field) value = object.taints.length ? { ...field, taints: mergeTaints(field.taints, object.taints) } : field;
  else if (isModule) value = analysis.classMember(object.qname!, property) ?? { taints: [], qname: shape.qname! };
  else if (property === 'length' || property === 'size') value = lengthOf(object);
  else {
    value = narrowSource(derived(object, undefined), node, property);
    const declared = object.type ? analysis.fieldOf(object.type, property) : undefined;
    if (declared) value = join(declared, value);
  }
  const type = analysis.spec.returnType(shape, names);
  if (type) value = { ...value, type };
  // A field written or checked in this function holds what was put there, not a fresh read of the source.
  const sources = field ? [] : analysis.spec.sources(shape, names);
  if (sources.length > 0) value = join(value, analysis.sourceValue(sources[0]!, node, []));
  return value;
}

function lengthOf(object: Value): Value {
  const text = object.taints.length === 0 ? single(object) : undefined;
  if (typeof text === 'string') return constant(text.length);
  const n = listLength(object);
  return n !== undefined && !object.elements ? constant(n) : { taints: [], numeric: true };
}

export function evalCall(frame: Frame, call: CallExpr, env: Env): Value {
  const analysis = frame.analysis;
  let receiver: Value | undefined;
  let receiverExpr: Expr | undefined;
  let callee: Value | undefined;
  let member: string;
  if (call.callee.kind === 'member') {
    receiverExpr = call.callee.object;
    receiver = frame.expr(receiverExpr, env);
    member = call.callee.property;
  } else {
    callee = frame.expr(call.callee, env);
    member = call.callee.kind === 'name' ? call.callee.name : '';
  }
  const args = call.args.map((arg) => frame.expr(arg, env));
  const named = new Map([...call.named].map(([name, arg]) => [name, frame.expr(arg, env)] as const));

  const receiverIsModule = receiver !== undefined && receiver.qname !== undefined && receiver.type === undefined && receiver.taints.length === 0 && !receiver.fields;
  const shape: CallShape = {
    form: call.isNew ? 'new' : 'call',
    member,
    qname: receiver ? (receiverIsModule ? `${receiver.qname}.${member}` : undefined) : callee?.qname,
    receiverType: receiver?.type,
    receiverText: receiverExpr?.node.text,
    arity: args.length + named.size,
  };

  const target = analysis.resolve(frame, shape, receiver, receiverExpr, callee, call.isNew);
  let result: Value;
  if (target === 'constructor') return { taints: [], type: shape.qname ?? member };
  if (target) result = callFunction(frame, target, call, args, named);
  else result = callLibrary(frame, call, shape, receiver, receiverExpr, args, named, env);
  // A function named for the escaping it does is trusted to do it.
  const kinds = member ? analysis.namedSanitizerKinds(member) : [];
  return kinds.length > 0 && result.taints.length > 0 ? sanitized(result, kinds) : result;
}

function callFunction(frame: Frame, target: FunctionValue, call: CallExpr, args: Value[], named: ReadonlyMap<string, Value>): Value {
  const analysis = frame.analysis;
  const bound = target.fn.params.map((param) => {
    const steps = (value: Value, node: Node) => withStep(value, node, () => `passed to \`${target.fn.name ?? 'a callback'}\` as \`${param.name}\``);
    if (param.rest) {
      const rest = args.slice(param.index);
      return rest.length ? steps({ taints: [], list: true, fields: new Map(rest.map((v, i) => [fieldKey(i), v])) }, call.node) : undefined;
    }
    const byName = named.get(param.name);
    if (byName) return steps(byName, call.named.get(param.name)!.node);
    const positional = args[param.index];
    return positional ? steps(positional, call.args[param.index]!.node) : undefined;
  });
  if (analysis.isUnit(target.fn)) return analysis.callUnit(target.fn, bound, call.node);
  return analysis.callClosure(target, bound, frame);
}

function callLibrary(frame: Frame, call: CallExpr, shape: CallShape, receiver: Value | undefined, receiverExpr: Expr | undefined, args: Value[], named: ReadonlyMap<string, Value>, env: Env): Value {
  const { spec } = frame.analysis;
  const names = frame.analysis.names(shape);
  // A value handed to `saveResetCode(…)` or `send_otp(…)` is used as what the function is named for.
  if (shape.member) args.forEach((arg, i) => checkNamed(frame, shape.member, arg, call.args[i]!.node));
  const sinks = spec.sinks(shape, names);
  for (const { row, byShape } of sinks) checkSink(frame, call, row, byShape, receiver, args, named);

  analyseCallbacks(frame, shape, names, receiver, args);

  const sources = spec.sources(shape, names).filter((row) => {
    if (row.unlessConstant === undefined) return true;
    const arg = args[row.unlessConstant];
    return !arg || arg.taints.length > 0 || single(arg) === undefined;
  });
  let result: Value | undefined;
  if (sources.length > 0) {
    result = frame.analysis.sourceValue(sources[0]!, call.node, args);
  } else {
    for (const row of spec.propagators(shape, names)) {
      result = applyEffect(frame, row, call, receiver, receiverExpr, args, env);
      if (result) break;
    }
  }
  if (!result) {
    const text = receiver && receiver.taints.length === 0 ? single(receiver) : undefined;
    const constants = args.map((arg) => (arg.taints.length === 0 ? single(arg) : undefined));
    const folded = typeof text === 'string' && constants.every((c) => c !== undefined) ? foldTextMethod(text, shape.member, constants) : undefined;
    if (folded !== undefined) result = constant(folded);
    // A sink consumes what it is given (a query returns rows, not the query); a row matched only by the
    // argument's text is a guess, not a reason to drop the value.
    else if (sinks.some((sink) => !sink.byShape)) result = UNKNOWN;
    else result = passThrough(call, shape.member, receiverIsValue(receiver) ? receiver : undefined, [...args, ...named.values()]);
    if (ITERATING.has(shape.member) && (shape.member === 'map' || shape.member === 'flatMap') && receiver) {
      result = join(result, { taints: [], elements: anyElement(receiver) });
    }
  }
  const sanitizers = spec.sanitizers(shape, names).filter((row) => {
    if (!row.ifArgument) return true;
    const arg = args[row.ifArgument.position];
    const text = arg && arg.taints.length === 0 ? single(arg) : undefined;
    return typeof text === 'string' && new RegExp(row.ifArgument.matches).test(text);
  });
  if (sanitizers.length > 0) {
    const kinds = sanitizers.flatMap((row) => row.kinds);
    if (sanitizers.some((row) => row.cleans === 'receiver') && receiverExpr) {
      frame.update(receiverExpr, env, (old) => sanitized(old, kinds));
    } else {
      result = sanitized(result, kinds);
      if (kinds.includes('*')) result = { ...result, numeric: true };
    }
  }
  const type = spec.returnType(shape, names);
  if (type) result = { ...result, type };
  return result;
}

function fluentRoot(expr: Expr | undefined): Expr | undefined {
  let current = expr;
  while (current?.kind === 'call' && current.callee.kind === 'member') current = current.callee.object;
  return current && current.kind !== 'call' ? current : undefined;
}

function receiverIsValue(receiver: Value | undefined): receiver is Value {
  return receiver !== undefined && !(receiver.qname !== undefined && receiver.taints.length === 0 && !receiver.fields);
}

/** The default for a call nothing describes: its result carries what its receiver and arguments carry. */
function passThrough(call: CallExpr, member: string, receiver: Value | undefined, args: readonly Value[]): Value {
  const taints = mergeTaints(receiver ? deepTaints(receiver) : [], args.flatMap((arg) => deepTaints(arg)));
  if (taints.length === 0) return UNKNOWN;
  return withStep({ taints }, call.node, () => `through \`${member || short(call.node.text)}(…)\``);
}

function applyEffect(frame: Frame, row: PropagatorRow & Effect, call: CallExpr, receiver: Value | undefined, receiverExpr: Expr | undefined, args: Value[], env: Env): Value | undefined {
  const arg = (i: number): Value | undefined => (i === -1 ? receiver : args[i]);
  const write = (change: (old: Value) => Value): void => {
    if (receiverExpr) frame.update(receiverExpr, env, change);
  };
  switch (row.effect) {
    case 'clean':
      return UNKNOWN;
    case 'store': {
      const key = arg(row.key);
      const value = arg(row.value);
      if (!receiver || !key || !value) return undefined;
      const folded = key.taints.length === 0 ? single(key) : undefined;
      const stored = withStep(value, call.node, () => `stored in \`${short(receiverExpr?.node.text ?? '')}\``);
      write((old) => (folded !== undefined ? withField(old, fieldKey(folded), stored) : { ...old, elements: old.elements ? join(old.elements, stored) : stored }));
      return UNKNOWN;
    }
    case 'set': {
      const value = arg(row.value);
      if (!receiver || !value) return undefined;
      write((old) => withField(old, row.field, value));
      return receiver;
    }
    case 'load': {
      const key = arg(row.key);
      if (!receiver || !key) return undefined;
      const fallback = row.fallback !== undefined ? arg(row.fallback) : undefined;
      const folded = key.taints.length === 0 ? single(key) : undefined;
      let loaded: Value;
      if (folded !== undefined) {
        const field = receiver.fields?.get(fieldKey(folded));
        loaded = field ? (receiver.taints.length ? { ...field, taints: mergeTaints(field.taints, receiver.taints) } : field) : narrowSource(derived(receiver, receiver.elements), call.node, String(folded));
        if (!field && fallback) loaded = join(loaded, fallback);
      } else {
        loaded = join(anyElement(receiver), { taints: receiver.taints });
        if (fallback) loaded = join(loaded, fallback);
      }
      return withStep(loaded, call.node, () => `read from \`${short(receiverExpr?.node.text ?? '')}\``);
    }
    case 'append': {
      const value = arg(row.value);
      if (!receiver || !value) return undefined;
      write((old) => {
        const n = listLength(old);
        if (n !== undefined && !old.elements) return withField(old, fieldKey(n), value);
        if (!old.fields && !old.elements && old.taints.length === 0 && old.constants === undefined) return { ...old, list: true, fields: new Map([[fieldKey(0), value]]) };
        return { ...old, elements: old.elements ? join(old.elements, value) : value };
      });
      return UNKNOWN;
    }
    case 'insert': {
      const index = arg(row.index);
      const value = arg(row.value);
      if (!receiver || !index || !value) return undefined;
      const at = index.taints.length === 0 ? single(index) : undefined;
      write((old) => {
        const n = listLength(old);
        if (typeof at !== 'number' || n === undefined || at > n) return { ...old, elements: old.elements ? join(old.elements, value) : value };
        const fields = new Map(old.fields);
        for (let i = n; i > at; i--) fields.set(fieldKey(i), old.fields!.get(fieldKey(i - 1))!);
        fields.set(fieldKey(at), value);
        return { ...old, fields };
      });
      return UNKNOWN;
    }
    case 'remove': {
      const key = arg(row.key);
      if (!receiver || !key) return undefined;
      const at = key.taints.length === 0 ? single(key) : undefined;
      const n = listLength(receiver);
      if (typeof at === 'number' && n !== undefined && receiver.list) {
        const removed = receiver.fields?.get(fieldKey(at)) ?? UNKNOWN;
        write((old) => {
          const fields = new Map(old.fields);
          for (let i = at; i < n - 1; i++) fields.set(fieldKey(i), old.fields!.get(fieldKey(i + 1))!);
          fields.delete(fieldKey(n - 1));
          return { ...old, fields };
        });
        return removed;
      }
      if (at !== undefined && at !== null && receiver.fields?.has(fieldKey(at))) {
        const removed = receiver.fields.get(fieldKey(at))!;
        write((old) => {
          const fields = new Map(old.fields);
          fields.delete(fieldKey(at));
          return { ...old, fields };
        });
        return removed;
      }
      return join(anyElement(receiver), { taints: receiver.taints });
    }
    case 'into-receiver': {
      if (!receiver) return undefined;
      const values = row.values === 'all' ? args : row.values.map((i) => args[i]).filter((v): v is Value => v !== undefined);
      let updated: Value | undefined;
      // A fluent chain (`sb.append(a).append(b)`) writes to the builder it started from.
      const root = fluentRoot(receiverExpr);
      const writeRoot = (change: (old: Value) => Value): void => {
        if (root) frame.update(root, env, change);
      };
      writeRoot((old) => {
        updated = old.list
          ? { ...old, elements: values.reduce((acc, v) => join(acc, anyElement(v)), old.elements ?? UNKNOWN) }
          : { ...concatenation([old, ...values]), ...(old.type ? { type: old.type } : {}) };
        return updated;
      });
      if (updated && root?.kind === 'name') checkNamed(frame, root.name, updated, call.node);
      return updated ?? { ...concatenation([receiver, ...values]), ...(receiver.type ? { type: receiver.type } : {}) };
    }
    case 'list-of': {
      const elements = args.slice(row.from ?? 0);
      return { taints: [], list: true, fields: new Map(elements.map((v, i) => [fieldKey(i), v])) };
    }
    case 'copy':
      return arg(row.arg) ?? UNKNOWN;
    case 'default': {
      const fallback = arg(row.fallback);
      if (!fallback) return undefined;
      return fallback.constants ? { ...fallback, constantSteps: [...(fallback.constantSteps ?? []), { node: call.node, note: row.label }] } : fallback;
    }
    case 'format': {
      const template = arg(row.template);
      if (!template) return undefined;
      return frame.format(template, args.slice(row.template + 1), row.style);
    }
    case 'receiver':
      return receiver;
    case 'exit':
      frame.exited = true;
      return UNKNOWN;
  }
}

/** Records a hit when tainted text reaches a sink argument. */
function checkSink(frame: Frame, call: CallExpr, row: SinkRow, byShape: boolean, receiver: Value | undefined, args: Value[], named: ReadonlyMap<string, Value>): void {
  if (row.when) {
    const given = row.when.keyword !== undefined ? named.get(row.when.keyword) : args[row.when.position ?? 0];
    if (!given || single(given) !== row.when.equals) return;
  }
  if (row.argType) {
    const given = row.argType.position === -1 ? receiver : args[row.argType.position];
    const types = given?.type !== undefined ? frame.analysis.spec.typeAndSupertypes(given.type) : [];
    if (!types.some((type) => row.argType!.types.includes(type))) return;
  }
  const options = row.unlessKey ? args[row.unlessKey.arg]?.fields : undefined;
  if (options && row.unlessKey!.keys.some((key) => options.has(key) && deepTaints(options.get(key)!).length === 0)) return;
  if (row.unless) {
    const given = (row.unless.keyword !== undefined ? named.get(row.unless.keyword) : undefined) ?? (row.unless.position !== undefined ? args[row.unless.position] : undefined);
    const text = given ? (given.qname ?? String(single(given) ?? '')) : '';
    if (given && new RegExp(row.unless.matches).test(text)) return;
  }
  if (row.program !== undefined) {
    const program = args[row.program];
    const names = program && program.taints.length === 0 ? (program.constants ?? program.maybe ?? []) : [];
    if (!names.some((name) => typeof name === 'string' && SHELLS.test(name))) return;
  }
  if (row.argv && row.args === 'all' && args.length > 1) {
    // A program and its arguments given one by one (`new ProcessBuilder("sh", "-c", cmd)`).
    const vector: Value = { taints: [], list: true, fields: new Map(args.map((arg, i) => [fieldKey(i), arg])) };
    const taints = argvTaints(vector, row.kind);
    if (taints.length > 0) frame.analysis.hit({ kind: row.kind, row, call: call.node, argument: call.node, taints, value: vector, fn: frame.fn });
    return;
  }
  const positions = row.args === 'all' ? args.map((_, i) => i) : row.args;
  for (const position of positions) {
    const whole = typeof position === 'string' ? named.get(position) : position === -1 ? receiver : args[position];
    const value = whole && row.part !== undefined ? whole.fields?.get(row.part) : whole;
    if (!value || (row.text && (value.fields !== undefined || value.list))) continue;
    const node = typeof position === 'string' ? call.named.get(position)!.node : position === -1 ? call.node : call.args[position]!.node;
    if ((byShape || (row.shape && !row.receiver)) && !new RegExp(row.shape!, 'i').test(value.shape ?? String(single(value) ?? ''))) continue;
    if (pinnedByPrefix(row.kind, value)) continue;
    let taints = row.argv ? argvTaints(value, row.kind) : row.shallow ? value.taints.filter((t) => !t.safeFor.has(row.kind)) : taintsFor(value, row.kind);
    if (row.structured) taints = taints.filter((taint) => !taint.source.text);
    if (taints.length > 0) frame.analysis.hit({ kind: row.kind, row, call: call.node, argument: node, taints, value, fn: frame.fn });
  }
}

/** A value stored under a name that says it is a secret (`resetToken = …`, `return` from `makeApiKey`). */
export function checkNamed(frame: Frame, name: string, value: Value, node: Node): void {
  for (const row of frame.analysis.namedSinks(name)) {
    const taints = taintsFor(value, row.kind);
    if (taints.length > 0) frame.analysis.hit({ kind: row.kind, row, call: node, argument: node, taints, value, fn: frame.fn });
  }
}

/** A returned value that becomes the response body (a Flask view's return value). */
export function checkReturn(frame: Frame, value: Value, node: Node): void {
  // Flask's `return body, status, headers`: the body is the first element.
  const body = value.list ? value.fields?.get('#0') : value;
  if (!body) return;
  for (const row of frame.analysis.returnSinks(frame.fn)) {
    if (row.text && (body.fields || body.elements || body.list)) continue;
    if (row.shape && !new RegExp(row.shape, 'i').test(body.shape ?? '')) continue;
    const taints = row.text ? body.taints.filter((t) => !t.safeFor.has(row.kind)) : taintsFor(body, row.kind);
    if (taints.length > 0) frame.analysis.hit({ kind: row.kind, row, call: node, argument: node, taints, value: body, fn: frame.fn });
  }
}

/** An assignment to a property that is a sink (`el.innerHTML = v`, `resp.headers["X"] = v`). */
export function checkWrite(frame: Frame, objectExpr: Expr, property: string, value: Value, node: Node, env: Env): void {
  const object = frame.quiet(objectExpr, env);
  const isModule = object.qname !== undefined && object.type === undefined && object.taints.length === 0 && !object.fields;
  const shape: CallShape = { form: 'write', member: property, qname: isModule ? `${object.qname}.${property}` : undefined, receiverType: object.type, receiverText: objectExpr.node.text, arity: 1 };
  for (const { row, byShape } of frame.analysis.spec.sinks(shape, frame.analysis.names(shape))) {
    if ((byShape || row.shape) && !new RegExp(row.shape!, 'i').test(value.shape ?? String(single(value) ?? ''))) continue;
    const taints = taintsFor(value, row.kind);
    if (taints.length > 0) frame.analysis.hit({ kind: row.kind, row, call: node, argument: node, taints, value, fn: frame.fn });
  }
}

/**
 * A URL whose fixed start already decides where it goes: `https://api.example.com/…` (the host is fixed, only
 * the path varies) for outbound requests; that, or a local path `/account/…`, for redirects.
 */
function pinnedByPrefix(kind: string, value: Value): boolean {
  if (kind !== 'ssrf' && kind !== 'redirect') return false;
  const prefix = knownPrefix(value);
  if (prefix === undefined) return false;
  if (/^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]+[/?#]/i.test(prefix)) return true;
  return kind === 'redirect' && /^\/[^/\\]/.test(prefix);
}

/** An argument vector: the program matters, and every argument when the program is a shell. */
function argvTaints(value: Value, kind: string): Taint[] {
  const program = value.fields?.get(fieldKey(0));
  if (!value.list || !program) return taintsFor(value, kind);
  // Any program it may be (`sh` on one platform, `cmd.exe` on another) that is a shell runs the rest as a script.
  const names = program.taints.length === 0 ? (program.constants ?? program.maybe ?? []) : [];
  if (names.some((name) => typeof name === 'string' && SHELLS.test(name))) return taintsFor(value, kind);
  return mergeTaints(taintsFor(program, kind), value.elements ? taintsFor(value.elements, kind) : []);
}

/** Function values passed to a library: analysed with the parameters the library will give them. */
function analyseCallbacks(frame: Frame, shape: CallShape, names: Set<string>, receiver: Value | undefined, args: Value[]): void {
  if (!args.some((arg) => arg.fn)) return;
  const rows = frame.analysis.spec.callbacks(shape, names);
  args.forEach((arg) => {
    if (!arg.fn) return;
    let params: (Value | undefined)[] = [];
    if (rows.length > 0) params = rows[0]!.params.map((type) => ({ taints: [], type }));
    else if (receiver && ITERATING.has(shape.member)) {
      const element = anyElement(receiver);
      params = shape.member.startsWith('reduce') ? [UNKNOWN, element] : [element];
    } else if (!receiver && (shape.member === 'map' || shape.member === 'filter') && args[1]) params = [anyElement(args[1])];
    frame.analysis.callClosure(arg.fn, params, frame);
  });
}

/** A condition that is a validator call: the checked value is safe on the branch where the check passed. */
export function refineByCall(frame: Frame, call: CallExpr, outcome: boolean, env: Env): Env {
  const analysis = frame.analysis;
  const receiverExpr = call.callee.kind === 'member' ? call.callee.object : undefined;
  const receiver = receiverExpr ? frame.quiet(receiverExpr, env) : undefined;
  const callee = call.callee.kind === 'member' ? undefined : frame.quiet(call.callee, env);
  const member = call.callee.kind === 'member' ? call.callee.property : call.callee.kind === 'name' ? call.callee.name : '';
  const receiverIsModule = receiver !== undefined && receiver.qname !== undefined && receiver.type === undefined && receiver.taints.length === 0;
  const shape: CallShape = {
    form: 'call',
    member,
    qname: receiver ? (receiverIsModule ? `${receiver.qname}.${member}` : undefined) : callee?.qname,
    receiverType: receiver?.type,
    receiverText: receiverExpr?.node.text,
    arity: call.args.length + call.named.size,
  };
  for (const row of analysis.spec.validators(shape, analysis.names(shape))) {
    if ((row.passes ?? true) !== outcome) continue;
    const checked = row.checks === -1 ? receiverExpr : call.args[row.checks];
    // `ALLOWED.contains(uri.getHost())`: the URL whose host was checked.
    const hostOf = checked?.kind === 'call' && checked.callee.kind === 'member' && /^(getHost|getHostName|getAuthority|host|hostname|Hostname)$/.test(checked.callee.property) ? checked.callee.object : undefined;
    if (hostOf && isWritable(hostOf) && (!row.allowList || (receiver && isConstantCollection(receiver)))) {
      frame.update(hostOf, env, (object) => sanitized(object, ['redirect', 'ssrf']));
      continue;
    }
    if (!checked || !isWritable(checked)) continue;
    if (row.regex !== undefined && !restrictiveRegex(frame, row, row.regex === -1 ? receiverExpr : call.args[row.regex], env)) continue;
    if (row.allowList && !(receiver && isConstantCollection(receiver))) continue;
    const current = frame.quiet(checked, env);
    if (row.requires && !current.taints.every((taint) => taint.safeFor.has(row.requires!))) continue;
    frame.assign(targetOf(checked), sanitized(current, row.kinds), env, checked.node, false);
    // An allow-listed host makes its URL safe to fetch or redirect to.
    if (checked.kind === 'member' && /^(origin|host|hostname|netloc)$/.test(checked.property) && isWritable(checked.object)) {
      frame.update(checked.object, env, (object) => sanitized(object, ['redirect', 'ssrf']));
    }
  }
  // `x.equals("a")` / `"a".equals(x)`: the branch where it held knows x.
  if (outcome && (member === 'equals' || member === 'equalsIgnoreCase') && call.args.length === 1 && receiverExpr) {
    for (const [side, other] of [[receiverExpr, call.args[0]!], [call.args[0]!, receiverExpr]] as const) {
      const value = frame.quiet(other, env);
      const folded = value.taints.length === 0 ? single(value) : undefined;
      if (folded !== undefined && isWritable(side)) frame.assign(targetOf(side), constant(folded), env, side.node, false);
    }
  }
  return env;
}

/** A list, set or map whose contents are all known constants. */
function isConstantCollection(value: Value): boolean {
  if (deepTaints(value).length > 0 || !value.fields || value.fields.size === 0) return false;
  return [...value.fields.values()].every((field) => field.constants !== undefined) && (!value.elements || value.elements.constants !== undefined);
}

function isWritable(expr: Expr): boolean {
  return expr.kind === 'name' || (expr.kind === 'member' && (expr.object.kind === 'this' || isWritable(expr.object)));
}

/** A pattern that admits only a restricted alphabet: anchored (unless the API matches whole text), no `.`. */
function restrictiveRegex(frame: Frame, row: ValidatorRow, patternExpr: Expr | undefined, env: Env): boolean {
  if (!patternExpr) return false;
  const pattern = frame.quiet(patternExpr, env);
  const text = pattern.taints.length === 0 ? single(pattern) : undefined;
  if (typeof text !== 'string') return false;
  const body = text.replace(/^\/(.*)\/[a-z]*$/s, '$1');
  const anchored = row.fullMatch || (/^\^|^\\A/.test(body) && /(?<!\\)\$$|\\[zZ]$/.test(body));
  const withoutClasses = body.replace(/\\./g, '').replace(/\[[^\]]*\]/g, '');
  return anchored && !/\./.test(withoutClasses) && !/\\S|\\W|\[\^/.test(body);
}
