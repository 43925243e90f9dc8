/**
 * What a call or property read does to values: a function of the same file (through its summary, or inline for
 * a closure), or a library call described by the specification — source, sink, sanitiser, validator,
 * propagator, type fact — or, when no row names it, the default: the result carries what the receiver and the
 * arguments carry.
 */
import type { Node } from '../../core/rule';
import { parameterLabel, type Expr, type FunctionIR } from '../../core/ir';
import { foldTextMethod } from './fold';
import type { Frame } from './interpret';
import type { CallShape } from './match';
import type { Effect, PropagatorRow, SinkRow, ValidatorRow } from '../../core/taint-spec';
import {
  HOLE, KEYS_OF, UNKNOWN, atPath, derived, short, targetOf, isPath, anyElement, assembledTaints, carriesInput, concatenation, constant, deepTaints, fieldKey, join, knownPrefix, listLength, mergeTaints, narrowSource, sanitized, single, taintsAtKey,
  stripTaint, taintsFor, withField, withStep, type Env, type FunctionValue, type Taint, type Value,
} from './value';

type CallExpr = Extract<Expr, { kind: 'call' }>;

/** Methods (and functions) whose callback runs once per element of the receiver (of the collection argument), given it. */
export const ITERATING: ReadonlySet<string> = new Set([
  'forEach', 'map', 'flatMap', 'filter', 'find', 'findIndex', 'findLast', 'some', 'every', 'reduce', 'reduceRight', 'anyMatch', 'allMatch', 'noneMatch', 'forEachOrdered', 'peek', 'sort', 'sorted',
  // .NET's LINQ and List<T>.
  'Select', 'SelectMany', 'Where', 'Any', 'All', 'First', 'FirstOrDefault', 'Single', 'SingleOrDefault', 'Last', 'LastOrDefault', 'OrderBy', 'OrderByDescending', 'ThenBy', 'GroupBy', 'ToDictionary', 'ForEach', 'TakeWhile', 'SkipWhile', 'Sum', 'Max', 'Min', 'Count',
  // Ruby's Enumerable and ActiveRecord's batches.
  'each', 'each_entry', 'reverse_each', 'find_each', 'find_in_batches', 'in_batches', 'each_with_index', 'each_with_object', 'each_slice', 'each_cons',
  'each_pair', 'each_key', 'each_value', 'each_index', 'each_char', 'each_line', 'times', 'upto', 'downto', 'step',
  'collect', 'flat_map', 'collect_concat', 'filter_map', 'map!', 'collect!', 'select', 'reject', 'find_all', 'select!', 'reject!',
  'filter!', 'delete_if', 'keep_if', 'sort_by', 'min_by', 'max_by', 'group_by', 'partition', 'take_while', 'drop_while', 'uniq', 'sum', 'count',
  'detect', 'find_index', 'any?', 'all?', 'none?', 'one?', 'inject', 'index_by', 'to_h',
  // PHP's array functions (the collection is an argument).
  'array_map', 'array_filter', 'array_walk', 'array_reduce',
]);
const SHELLS = /^(?:\/(?:usr\/)?bin\/)?(?:sh|bash|zsh|dash|ksh|cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh)$/i;

/** Calls that normalise a host's case or whitespace (the host it was, for a check). */
const NORMALISING = /^(lower|upper|casefold|strip|rstrip|lstrip|trim|toLowerCase|toUpperCase|toLocaleLowerCase|ToLower|ToLowerInvariant|ToUpper|ToUpperInvariant|Trim|TrimSpace|downcase|upcase|strtolower)$/;

/** Parts of a parsed URL that name its host. */
const HOST_PART = /^(hostname|host|netloc|authority|origin|getHost|getHostName|getAuthority|Hostname|Host)$/;

/** The paths holding a URL: the expression read (if it is a path), then those its value was parsed from. */
function urlPaths(expr: Expr | undefined, value: Value): Expr[] {
  return [...(expr && isPath(expr) ? [expr] : []), ...(value.urlAt ?? [])].slice(0, 4);
}

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
    ...(objectExpr?.kind === 'this' ? { self: true } : {}),
  };
  const names = analysis.names(shape);
  let value: Value;
  const field = object.fields?.get(property);
  if (field) value = field.refined || object.taints.length === 0 ? field : { ...field, taints: mergeTaints(field.taints, taintsAtKey(object.taints, property)) };
  else if (isModule) value = analysis.classMember(object.qname!, property) ?? { taints: [], qname: shape.qname! };
  else if (property === 'length' || property === 'size') value = lengthOf(object);
  else {
    value = narrowSource(derived(object, undefined), node, property, property);
    const declared = object.type ? analysis.fieldOf(object.type, property) : undefined;
    const choices = object.type && !analysis.spec.spec.erasedTypes ? analysis.fieldChoices(object.type, property) : undefined;
    // A field the class declares as a number holds one (a validated model, a typed struct) unless types are erased.
    if (declared?.numeric && !analysis.spec.spec.erasedTypes) value = { ...stripTaint(value), numeric: true };
    // …and one its binding limits to listed values (ClassIR.fieldChoices) holds one of them: an allow-list.
    else if (choices) value = { ...stripTaint(value), constants: choices, ...(declared?.type !== undefined ? { type: declared.type } : {}) };
    // What every construction of the class in the file keeps there (constructed-fields.ts), with the object's taint.
    else if (declared && object.taints.length === 0 && object.type && declared === analysis.constructedField(object.type, property)) value = declared;
    else if (declared) value = join(declared, value);
    // What the class's other methods stored in this field of the instance (stored-taint.ts), where this one has not set it.
    const own = objectExpr?.kind === 'this' ? (frame.fn.className ?? object.type) : undefined;
    const stored = own !== undefined ? analysis.storedField(own, property) : undefined;
    if (stored) value = join(value, stored);
    // …and one it declares as text holds text, never an object of query operators (a validated model's `str`).
    if (declared?.type !== undefined && !analysis.spec.spec.erasedTypes && analysis.spec.spec.textTypes?.includes(declared.type)) value = analysis.coerce(value, declared.type);
    // A method of a class of the file read without calling it (`on_message_callback=worker.handle`): the method,
    // bound to the object it was read from, for whoever calls it later.
    const className = objectExpr?.kind === 'this' ? frame.fn.className : object.type;
    const method = !declared && className ? analysis.classes.method(className, property, -1) : undefined;
    if (method && method.body.length > 0) value = { ...value, fn: { fn: method, receiver: object } };
  }
  const type = analysis.spec.returnType(shape, names);
  if (type) value = { ...value, type };
  // `parsed.hostname`: the host of the URL the object was parsed from (or of the object itself, a URL value).
  if (HOST_PART.test(property)) {
    const urlAt = urlPaths(objectExpr, object);
    if (urlAt.length > 0) value = { ...value, urlAt };
  }
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

/**
 * A call that spreads a list the flow knows position by position (`Process.spawn(*argv)` given the list a caller passed
 * as `argv`, `f(...[a, b])`): each element is an argument at its own position, the spread standing for each. A spread
 * is lowered as an opaque expression of the one list it spreads.
 */
function spreadOut(frame: Frame, call: CallExpr, args: Value[], env: Env): { call: CallExpr; args: Value[] } {
  const lists = call.args.map((arg) => {
    // A variable or a field read again: a call spread out (`...parts()`) would be run twice.
    if (arg.kind !== 'opaque' || arg.parts.length !== 1 || !isPath(arg.parts[0]!)) return undefined;
    const list = frame.quiet(arg.parts[0]!, env);
    const n = listLength(list);
    return n !== undefined && n === list.fields?.size && !list.elements && list.taints.length === 0 ? list : undefined;
  });
  if (lists.every((list) => list === undefined)) return { call, args };
  const exprs: Expr[] = [];
  const values: Value[] = [];
  call.args.forEach((arg, i) => {
    const list = lists[i];
    if (!list) {
      exprs.push(arg);
      values.push(args[i]!);
      return;
    }
    for (let at = 0; at < list.fields!.size; at++) {
      exprs.push(arg);
      values.push(list.fields!.get(fieldKey(at))!);
    }
  });
  return { call: { ...call, args: exprs }, args: values };
}

export function evalCall(frame: Frame, given: CallExpr, env: Env): Value {
  const analysis = frame.analysis;
  let receiver: Value | undefined;
  let receiverExpr: Expr | undefined;
  let callee: Value | undefined;
  let member: string;
  if (given.callee.kind === 'member') {
    receiverExpr = given.callee.object;
    receiver = frame.expr(receiverExpr, env);
    member = given.callee.property;
  } else {
    callee = frame.expr(given.callee, env);
    member = given.callee.kind === 'name' ? given.callee.name : '';
  }
  const { call, args } = spreadOut(frame, given, given.args.map((arg) => frame.expr(arg, env)), env);
  const named = new Map([...call.named].map(([name, arg]) => [name, frame.expr(arg, env)] as const));

  const receiverIsModule = receiver !== undefined && receiver.qname !== undefined && receiver.type === undefined && receiver.taints.length === 0 && !receiver.fields;
  const shape: CallShape = {
    form: call.isNew ? 'new' : 'call',
    member,
    qname: receiver ? (receiverIsModule ? `${receiver.qname}.${member}` : undefined) : callee?.qname,
    receiverType: receiver?.type,
    receiverText: receiverExpr?.node.text,
    arity: args.length + named.size,
    ...(receiverExpr?.kind === 'this' ? { self: true } : {}),
  };

  // `Sort.valueOf(text)` on an enumeration of the file: one of its constants, whatever the text was.
  if (member === 'valueOf' && receiver?.qname !== undefined && analysis.isEnum(receiver.qname)) return { taints: [], type: receiver.qname };
  // … and `valueOf(text)` written inside the enumeration itself.
  if (member === 'valueOf' && !receiverExpr && frame.fn.className !== undefined && analysis.isEnum(frame.fn.className)) return { taints: [], type: frame.fn.className };
  // A record's accessor (`spec.source()`) reads the component its constructor kept.
  // On an object the flow does not hold the fields of (a parameter), it reads like the field it is.
  if (receiver?.type && args.length === 0 && analysis.isRecordComponent(receiver.type, member)) {
    return receiver.fields?.get(member) ?? readMember(frame, receiver, member, receiverExpr, call.node);
  }
  const target = analysis.resolve(frame, shape, receiver, receiverExpr, callee, call.isNew);
  let result: Value;
  // A class of the file named like a library's (a stand-in for `SqlCommand`) is still its sink where a row names it
  // by its type; a row for any receiver (`*.GetAsync` on something called client) means a library's method, not this one.
  if (target && (call.isNew || receiver !== undefined)) {
    for (const { row, exact } of analysis.spec.sinks(shape, analysis.names(shape))) if (exact) checkSink(frame, call, row, false, receiver, args, named);
  }
  if (target === 'constructor') return constructObject(frame, shape.qname ?? member, call, args, named);
  if (target) result = callFunction(frame, target, call, args, named, env);
  else result = callLibrary(frame, call, shape, receiver, receiverExpr, args, named, env);
  // A function named for the escaping it does is trusted to do it.
  // … and so is a static function of a class named for it (`LdapEncoder.FilterValue`), not a method of a variable.
  if (!member || result.taints.length === 0) return result;
  const owner = call.callee.kind === 'member' && call.callee.object.kind === 'name' && !receiverIsValue(receiver) ? `${call.callee.object.name}.` : '';
  const kinds = analysis.namedSanitizerKinds(`${owner}${member}`);
  return kinds.length > 0 ? sanitized(result, kinds) : result;
}

/** The arguments a call gives each of the function's parameters: by keyword, by position, the rest as a list. */
function boundArguments(fn: FunctionIR, call: CallExpr, args: readonly Value[], named: ReadonlyMap<string, Value>): (Value | undefined)[] {
  return fn.params.map((param) => {
    const steps = (value: Value, node: Node) => withStep(value, node, () => `passed to \`${fn.name ?? 'a callback'}\` as \`${parameterLabel(param)}\``, true);
    if (param.rest) {
      const rest = args.slice(param.index);
      return rest.length ? steps({ taints: [], list: true, fields: new Map(rest.map((v, i) => [fieldKey(i), v])) }, call.node) : undefined;
    }
    const byName = named.get(param.name);
    if (byName) return steps(byName, call.named.get(param.name)!.node);
    const positional = args[param.index];
    return positional ? steps(positional, call.args[param.index]!.node) : undefined;
  });
}

/** A class of the file constructed: its constructor given the call's arguments as a call of it would (Analysis.construct). */
function constructObject(frame: Frame, className: string, call: CallExpr, args: readonly Value[], named: ReadonlyMap<string, Value>): Value {
  const init = frame.analysis.classes.constructorOf(className, args.length + named.size);
  // A record's generated constructor takes its components by position or by name (`SearchPage(query=q)`).
  const components = init ? undefined : frame.analysis.ir.classes.get(className)?.components;
  const given = init ? boundArguments(init, call, args, named) : components && named.size > 0 ? components.map((name, i) => named.get(name) ?? args[i]) : args;
  // A component named for what it holds (`new IssuedKey(id, secret)` of `record IssuedKey(String keyId, String secret)`)
  // is such a place, as a field a constructor assigns is.
  components?.forEach((name, i) => {
    const arg = given[i];
    if (arg) checkNamed(frame, name, arg, (call.named.get(name) ?? call.args[i] ?? call).node);
  });
  return frame.analysis.construct(className, init, given, frame);
}

/**
 * The field a method only returns (`getName() { return name; }`, `return this.name`, `return self._name`): a getter.
 * Its value is the receiver's field, known wherever the receiver is — also where the receiver is only a parameter of
 * the function being summarised, which a summary of the getter itself (its `this` unknown) could not say.
 */
function accessedField(fn: FunctionIR, classFields: (name: string) => boolean): string | undefined {
  if (fn.body.length !== 1 || fn.params.length > 0) return undefined;
  const only = fn.body[0]!;
  if (only.kind !== 'return' || !only.value) return undefined;
  const value = only.value;
  if (value.kind === 'member' && (value.object.kind === 'this' || (value.object.kind === 'name' && /^(this|self|\$this)$/.test(value.object.name)))) return value.property;
  return value.kind === 'name' && classFields(value.name) ? value.name : undefined;
}

/** A method of no parameters that only returns what it computes (from its object's fields): `url() { return base + path; }`. */
function isComputedGetter(fn: FunctionIR): boolean {
  const only = fn.body.length === 1 ? fn.body[0]! : undefined;
  return fn.params.length === 0 && !fn.isStatic && only?.kind === 'return' && only.value !== undefined;
}

function callFunction(frame: Frame, target: FunctionValue, call: CallExpr, args: Value[], named: ReadonlyMap<string, Value>, env: Env): Value {
  const analysis = frame.analysis;
  const className = target.fn.className;
  const field = target.receiver && className ? accessedField(target.fn, (name) => analysis.fieldOf(className, name) !== undefined) : undefined;
  if (field !== undefined && target.receiver) {
    const declared = analysis.fieldOf(className!, field);
    const read = atPath(target.receiver, [field]);
    if (declared?.numeric) return { ...stripTaint(read), numeric: true };
    // A getter of a field declared as text returns text (a String of a bound body is never an operator object).
    return declared?.type !== undefined && analysis.spec.spec.textTypes?.includes(declared.type) ? analysis.coerce(read, declared.type) : read;
  }
  const bound = boundArguments(target.fn, call, args, named);
  // What the function changes in an argument (a builder it appends to) is changed for the caller too.
  const changed = (index: number, value: Value) => {
    const param = target.fn.params[index];
    const arg = param ? call.args[param.index] : undefined;
    if (arg && isPath(arg)) frame.update(arg, env, (old) => ({ ...old, taints: mergeTaints(old.taints, value.taints) }));
  };
  // A method of an object that holds fields runs inline with that object, so what it reads from them is known; a
  // summary knows only the method's parameters.
  // Only an object that holds outside input in its fields is worth it: inlining every method of every object (a
  // parameter's value counts as taint in a summary) multiplies the work by each level of calls — a parser class whose
  // methods call each other in loops never finished.
  const receiverHolds = target.receiver?.fields !== undefined && target.receiver.fields.size > 0 && carriesInput(target.receiver);
  // So does a helper handed input with an object of a type more specific than it declares (the response's writer as a
  // `PrintWriter out`): its summary knows the parameter only by the declared type, which names no sink.
  const narrower = target.fn.params.some((param) => {
    const given = bound[param.index]?.type;
    return given !== undefined && param.type !== undefined && given !== param.type && analysis.spec.carrierTypes.has(given) && analysis.spec.typeAndSupertypes(given).includes(param.type);
  }) && bound.some((arg) => arg !== undefined && carriesInput(arg));
  // …and one whose rest parameter gathers input (a tag function's `...values`, `run(*argv)`): a summary knows a rest
  // parameter as nothing, the list of the arguments it gathers is known only here.
  const gathers = target.fn.params.some((param) => param.rest && bound[param.index] !== undefined && carriesInput(bound[param.index]!));
  // …and a getter computed from fields (`discoveryUrl() { return issuerUrl + "/.well-known/…"; }`) of an object known
  // only as a parameter of the function being summarised: run on it, its reads of the fields are paths into the
  // argument the caller gives, as a plain getter's are (accessedField).
  const computed = target.receiver !== undefined && !target.receiver.fields && target.receiver.taints.length > 0
    && target.receiver.taints.every((taint) => taint.source.origin === 'parameter') && isComputedGetter(target.fn);
  const result = analysis.units.isUnit(target.fn) && !receiverHolds && !narrower && !gathers && !computed ? analysis.callUnit(target.fn, bound, call.node, changed) : analysis.callClosure(target, bound, frame);
  setFields(frame, target.fn, call, bound, env);
  // A guard of the file (`_checked(url)`, which aborts unless the host is allowed) returned: its checks held.
  for (const [index, kinds] of analysis.assertionsOf(target.fn) ?? []) {
    const param = target.fn.params[index];
    const arg = param ? call.args[param.index] : undefined;
    if (arg && isPath(arg)) frame.assign(targetOf(arg), sanitized(frame.quiet(arg, env), kinds), env, arg.node, false);
  }
  for (const [index, fields] of analysis.fieldAssertionsOf(target.fn) ?? []) {
    const param = target.fn.params[index];
    const arg = param ? call.args[param.index] : undefined;
    if (!arg || !isPath(arg)) continue;
    for (const [field, kinds] of fields) {
      const member: Expr = { kind: 'member', object: arg, property: field, node: arg.node };
      const checked = frame.quiet(member, env);
      frame.assign(targetOf(member), kinds.includes('*') ? { ...stripTaint(checked), numeric: checked.numeric ?? false } : sanitized(checked, kinds), env, arg.node, false);
    }
  }
  return result;
}

/**
 * A method that writes fields of its instance (a setter) writes them on the object it was called on, which the caller
 * reads back later (`criteria.setSortBy(sort); … criteria.getSortBy()`); a field not written on every path through the
 * method may still hold what it held.
 */
function setFields(frame: Frame, fn: FunctionIR, call: CallExpr, bound: readonly (Value | undefined)[], env: Env): void {
  const object = call.callee.kind === 'member' ? call.callee.object : undefined;
  if (!object || (object.kind !== 'this' && !isPath(object))) return;
  const sets = frame.analysis.fieldsSetBy(fn, bound, call.node);
  if (!sets) return;
  const before = new Map([...sets].filter(([, set]) => !set.always).map(([field]) => [field, frame.quiet({ kind: 'member', object, property: field, node: object.node }, env)] as const));
  frame.update(object, env, (old) => {
    let updated = old;
    for (const [field, { value }] of sets) {
      const kept = before.get(field);
      const set = withStep(value, call.node, () => `set by \`${fn.name ?? 'a method'}\``);
      updated = withField(updated, field, kept ? join(kept, set) : set);
    }
    return updated;
  });
}

function callLibrary(frame: Frame, call: CallExpr, shape: CallShape, receiver: Value | undefined, receiverExpr: Expr | undefined, args: Value[], named: ReadonlyMap<string, Value>, env: Env): Value {
  const { spec } = frame.analysis;
  const names = frame.analysis.names(shape);
  // A value handed to `saveResetCode(…)` or `send_otp(…)` is used as what the function is named for.
  if (shape.member) args.forEach((arg, i) => checkNamed(frame, shape.member, arg, call.args[i]!.node));
  // … and one passed by a name that says so (`create!(token: …)`, `Token(api_key=…)`).
  for (const [key, arg] of named) checkNamed(frame, key, arg, call.named.get(key)!.node);
  const sinks = spec.sinks(shape, names);
  for (const { row, byShape } of sinks) checkSink(frame, call, row, byShape, receiver, args, named);

  const callbackResults = analyseCallbacks(frame, call, shape, names, receiver, args, named);

  const sources = spec.sources(shape, names).filter((row) => {
    if (row.ifArgument && !argumentMatches(args[row.ifArgument.position], row.ifArgument.matches)) return false;
    if (row.unlessConstant === undefined) return true;
    const arg = args[row.unlessConstant];
    return !arg || arg.taints.length > 0 || single(arg) === undefined;
  });
  let result: Value | undefined;
  if (sources.length > 0) {
    result = frame.analysis.sourceValue(sources[0]!, call.node, args);
  } else {
    for (const row of spec.propagators(shape, names)) {
      result = applyEffect(frame, row, call, receiver, receiverExpr, args, named, env);
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
    // A row whose argument type does not hold (`tmpl.Execute(&buf, data)`: a buffer, not the response) is no sink here.
    else {
      const consuming = sinks.filter((sink) => !sink.byShape && !sink.row.passesOn && argTypeHolds(frame, sink.row, receiver, args)).map((sink) => sink.row);
      // …except a regular expression's: it is applied to text and gives that text back split, matched or rewritten
      // (`s.replaceAll(p, r)`, `re.sub(p, r, s)`, `preg_replace($p, $r, $s)`), so what the pattern is applied to goes on.
      if (consuming.some((row) => row.kind !== 'regex')) result = UNKNOWN;
      else if (consuming.length > 0) result = passThrough(call, shape.member, receiverIsValue(receiver) ? receiver : undefined, besidePatterns(consuming, args, named));
      else result = passThrough(call, shape.member, receiverIsValue(receiver) ? receiver : undefined, [...args, ...named.values()]);
    }
    if (ITERATING.has(shape.member) && (shape.member === 'map' || shape.member === 'flatMap') && receiver) {
      // What `xs.map(f)` holds is what `f` returns for each element: `tags.map(() => '?')` is placeholders, whatever
      // the tags were. Without a callback the flow can follow, the elements are assumed to pass through.
      result = callbackResults && args.length === 1 && args[0]!.fn
        ? { taints: [], elements: shape.member === 'flatMap' ? anyElement(callbackResults) : callbackResults }
        : join(result, { taints: [], elements: anyElement(receiver) });
    }
    // What a callback returns is part of what the call gives back (`items.Select(_ => rng.Next())`, `then(f)`).
    const fromCallbacks = callbackResults ? deepTaints(callbackResults) : [];
    if (fromCallbacks.length > 0) result = { ...result, taints: mergeTaints(result.taints, fromCallbacks) };
  }
  const sanitizers = spec.sanitizers(shape, names).filter((row) => (!row.ifArgument || argumentMatches(args[row.ifArgument.position], row.ifArgument.matches))
    && (!row.ifPrefix || prefixMatches(args[row.ifPrefix.position], row.ifPrefix.matches)));
  if (sanitizers.length > 0) {
    const kinds = sanitizers.flatMap((row) => row.kinds);
    if (sanitizers.some((row) => row.cleans === 'receiver') && receiverExpr) {
      frame.update(receiverExpr, env, (old) => sanitized(old, kinds), false);
    } else {
      result = sanitized(result, kinds);
      if (kinds.includes('*')) result = { ...result, numeric: true };
    }
  }
  const typeRow = spec.typeRow(shape, names, (row) => isConfigured(row.configured!, row.configured!.arg === -1 ? receiver : args[row.configured!.arg]));
  if (typeRow) result = { ...result, type: typeRow.returns, ...(typeRow.elements ? { elements: { ...(result.elements ?? { taints: [] }), type: typeRow.elements } } : {}) };
  // `host.toLowerCase()`, `strings.ToLower(host)`: the same host, normalised (a package's function has the package,
  // not a value, as its receiver).
  const normalised = receiverIsValue(receiver) ? receiver.urlAt : args.length === 1 ? args[0]!.urlAt : undefined;
  if (normalised && NORMALISING.test(shape.member)) result = { ...result, urlAt: normalised };
  // `u.Hostname()`, `uri.getHost()`: the host of the URL the receiver was parsed from.
  if (receiver && args.length === 0 && HOST_PART.test(shape.member)) {
    const urlAt = urlPaths(receiverExpr, receiver);
    if (urlAt.length > 0) result = { ...result, urlAt };
  }
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

/** The arguments, by position then by keyword, that are not the pattern of any of these regular-expression sinks. */
function besidePatterns(rows: readonly SinkRow[], args: readonly Value[], named: ReadonlyMap<string, Value>): Value[] {
  const pattern = (at: number | string) => rows.some((row) => row.args === 'all' || row.args.includes(at));
  return [...args.filter((_, i) => !pattern(i)), ...[...named].filter(([key]) => !pattern(key)).map(([, value]) => value)];
}

/** The default for a call nothing describes: its result carries what its receiver and arguments carry. */
function passThrough(call: CallExpr, member: string, receiver: Value | undefined, args: readonly Value[]): Value {
  // A tainted argument after one the program chose (`os.path.join(TEMPLATES, name)`) is put under it; the first
  // argument (`path.join(root, …)`, the operator's folder) is not.
  const firstFixed = args.findIndex((arg) => arg.taints.length === 0 && !arg.fields && !arg.elements);
  const fromArgs = args.flatMap((arg, i) => (firstFixed !== -1 && i > firstFixed ? assembledTaints(deepTaints(arg)) : deepTaints(arg)));
  // A callee computed at run time (`factory(kind)(value)`) is no function anyone can read: what it does with its arguments is a guess.
  const dynamic = call.callee.kind !== 'name' && call.callee.kind !== 'member';
  const taints = mergeTaints(receiver ? deepTaints(receiver) : [], dynamic ? fromArgs.map((taint) => ({ ...taint, guessed: true })) : fromArgs);
  if (taints.length === 0) return UNKNOWN;
  return withStep({ taints }, call.node, () => `through \`${member || short((dynamic ? call.callee : call).node.text)}(…)\``);
}

function applyEffect(frame: Frame, row: PropagatorRow & Effect, call: CallExpr, receiver: Value | undefined, receiverExpr: Expr | undefined, args: Value[], named: ReadonlyMap<string, Value>, env: Env): Value | undefined {
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
        loaded = field ? (receiver.taints.length ? { ...field, taints: mergeTaints(field.taints, taintsAtKey(receiver.taints, fieldKey(folded))) } : field) : narrowSource(derived(receiver, receiver.elements), call.node, String(folded), fieldKey(folded));
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
    case 'parse-url': {
      const given = call.args[row.arg];
      const parsed = arg(row.arg);
      if (!given || !parsed) return undefined;
      const urlAt = urlPaths(given, parsed);
      // The URL as it was (its known prefix too: a fixed scheme and host stay known), now also a parsed one.
      return { ...parsed, ...(urlAt.length > 0 ? { urlAt } : {}) };
    }
    case 'relative-path': {
      const target = call.args[row.target];
      const base = arg(row.base);
      if (!target || !base || !isPath(target)) return undefined;
      const relative = passThrough(call, call.callee.kind === 'member' ? call.callee.property : '', undefined, args);
      // A base of unknown origin (a helper's `root` parameter) is the root the helper is given: its callers' to choose.
      return taintsFor(base, 'path').some((taint) => taint.source.origin === 'input') ? relative : { ...relative, relativeOf: [target] };
    }
    case 'fields':
      return { taints: [], fields: new Map([...row.names.flatMap((name, i) => (args[i] ? [[name, args[i]] as const] : [])), ...named]) };
    case 'schema-parse': {
      const input = arg(row.arg);
      if (!input || !receiver?.fields) return undefined;
      const parsed: Value = {
        taints: [],
        fields: new Map([...receiver.fields].map(([key, schema]) => {
          const value = atPath(input, [key]);
          if (schema.type !== undefined && row.numbers.includes(schema.type)) return [key, { ...stripTaint(value), numeric: true }] as const;
          return [key, schema.type !== undefined && row.texts.includes(schema.type) ? sanitized(value, ['nosql']) : value] as const;
        })),
      };
      return row.wrap ? { taints: [], fields: new Map([[row.wrap, parsed]]) } : parsed;
    }
    case 'entries': {
      const object = arg(row.arg);
      if (!object) return undefined;
      const keys: Value = { taints: taintsAtKey(object.taints, KEYS_OF) };
      const values = anyElement(object);
      const element = row.part === 'keys' ? keys : row.part === 'values' ? values : { taints: [], list: true, fields: new Map([[fieldKey(0), keys], [fieldKey(1), values]]) };
      return withStep({ taints: [], elements: element }, call.node, () => `through \`${short(call.callee.node.text)}(…)\``);
    }
    case 'into-argument': {
      // The receiver fills a buffer the caller passed (`random.NextBytes(buffer)`, `stream.Read(buffer, …)`).
      const target = call.args[row.arg];
      if (!receiver || !target) return undefined;
      frame.update(target, env, (old) => ({ ...old, taints: mergeTaints(old.taints, receiver.taints) }));
      return UNKNOWN;
    }
  }
}

/** The row's argument type condition (`fmt.Fprintf` to an `http.ResponseWriter`), if it has one, holds for this call. */
function argTypeHolds(frame: Frame, row: SinkRow, receiver: Value | undefined, args: readonly Value[]): boolean {
  if (!row.argType) return true;
  const given = row.argType.position === -1 ? receiver : args[row.argType.position];
  const types = given?.type !== undefined ? frame.analysis.spec.typeAndSupertypes(given.type) : [];
  if (types.some((type) => row.argType!.types.includes(type))) return true;
  // A struct of the file with a field of that type (`Settings map[string]interface{}` in what gob decodes into).
  const fields = given?.type !== undefined ? frame.analysis.ir.classes.get(given.type.replace(/^\*/, ''))?.fieldTypes : undefined;
  return [...(fields?.values() ?? [])].some((type) => row.argType!.types.includes(type));
}

/** Whether a body may be answered as HTML (SinkRow.htmlIfMarkup): text not known to start with something other than `<`. */
function mayBeMarkup(value: Value | undefined): boolean {
  if (!value || value.type === 'JSON.text') return false;
  if ((value.fields || value.elements || value.list) && value.shape === undefined && value.constants === undefined) return false;
  const prefix = knownPrefix(value)?.trimStart();
  return !prefix || prefix.startsWith('<');
}

/** Records a hit when tainted text reaches a sink argument. */
function checkSink(frame: Frame, call: CallExpr, row: SinkRow, byShape: boolean, receiver: Value | undefined, args: Value[], named: ReadonlyMap<string, Value>): void {
  if (row.when) {
    const given = row.when.keyword !== undefined ? named.get(row.when.keyword) : args[row.when.position ?? 0];
    if (!given || single(given) !== row.when.equals) return;
  }
  if (!argTypeHolds(frame, row, receiver, args)) return;
  const options = row.unlessKey ? args[row.unlessKey.arg]?.fields : undefined;
  if (options && row.unlessKey!.keys.some((key) => options.has(key) && deepTaints(options.get(key)!).length === 0 && keyRestricts(options.get(key)!, row.unlessKey!.matches))) return;
  if (row.unless) {
    const given = (row.unless.keyword !== undefined ? named.get(row.unless.keyword) : undefined) ?? (row.unless.position !== undefined ? args[row.unless.position] : undefined);
    // A value that is no constant is judged by its type (a stream given where a path could be).
    const text = given ? (given.qname ?? (given.constants === undefined && given.type !== undefined ? given.type : String(single(given) ?? ''))) : '';
    if (given && new RegExp(row.unless.matches).test(text)) return;
  }
  if (row.configured) {
    const object = (row.configured.keyword !== undefined ? named.get(row.configured.keyword) : undefined) ?? (row.configured.arg === -1 ? receiver : args[row.configured.arg]);
    if (!isConfigured(row.configured, object) || row.configured.and?.some((also) => !isConfigured(also, object)) || (row.unlessConfigured && isConfigured(row.unlessConfigured, object))) return;
  }
  if (row.program !== undefined && !isShell(args[row.program])) return;
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
    if (row.programPart !== undefined && !isShell(whole?.fields?.get(row.programPart))) continue;
    const node = typeof position === 'string' ? call.named.get(position)!.node : position === -1 ? call.node : call.args[position]!.node;
    if ((byShape || (row.shape && !row.receiver)) && !new RegExp(row.shape!, 'i').test(value.shape ?? String(single(value) ?? ''))) continue;
    if (pinnedByPrefix(row.kind, value, row.prefix)) continue;
    const safeAs = row.safeAs ?? row.kind;
    let taints = row.argv ? argvTaints(value, safeAs) : row.shallow ? value.taints.filter((t) => !t.safeFor.has(safeAs)) : taintsFor(value, safeAs);
    if (row.structured) taints = taints.filter((taint) => !taint.source.text);
    if (taints.length > 0) frame.analysis.hit({ kind: row.kind, row, call: call.node, argument: node, taints, value, fn: frame.fn });
  }
}

/**
 * A row's `ifArgument`: the argument is a constant text (or a list of them) matching the pattern, case aside
 * (`php://input`, a `"\n"` replaced). One reading for sources, sanitizers and validators alike.
 */
function argumentMatches(value: Value | undefined, pattern: string): boolean {
  if (!value || value.taints.length > 0) return false;
  const text = single(value) ?? constantTexts(value);
  return typeof text === 'string' && patternOf(pattern).test(text);
}

/** A row's `ifPrefix`: the text's constant beginning (`"/" + name`) matches the pattern. */
function prefixMatches(value: Value | undefined, pattern: string): boolean {
  const prefix = value && knownPrefix(value);
  return prefix !== undefined && patternOf(pattern).test(prefix);
}

const patterns = new Map<string, RegExp>();

/** Spec patterns compiled once (case-insensitive, as the spec's texts are matched). */
function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) patterns.set(source, (pattern = new RegExp(source, 'i')));
  return pattern;
}

/** A list of constant texts as one text (PHP's `str_replace(["\r", "\n"], …)` searches for each). */
function constantTexts(value: Value): string | undefined {
  if (!value.fields || value.elements || deepTaints(value).length > 0) return undefined;
  const texts = [...value.fields.values()].map((field) => single(field));
  return texts.length > 0 && texts.every((text): text is string => typeof text === 'string') ? texts.join('') : undefined;
}

/** An option value that restricts the sink: any value free of input, or (with a pattern) matching constants or a list. */
function keyRestricts(value: Value, matches: string | undefined): boolean {
  if (matches === undefined) return true;
  if (value.constants) return value.constants.every((c) => new RegExp(matches, 'i').test(String(c)));
  return value.fields !== undefined || value.list === true;
}

/**
 * Whether a program value may be a shell (`sh`, `cmd.exe`), by the constants it may hold: also beside a taint (a
 * helper's `a.shell`, which every construction in the file sets to "/bin/sh", joined with what its caller's object
 * may hold), where a program chosen from outside is a finding of its own.
 */
function isShell(program: Value | undefined): boolean {
  const names = program ? (program.constants ?? program.maybe ?? []) : [];
  return names.some((name) => typeof name === 'string' && SHELLS.test(name));
}

/** An object whose field holds a value matching the row's pattern: its constants, else its type. */
function isConfigured(configured: { field: string; matches: string }, object: Value | undefined): boolean {
  const field = object?.fields?.get(configured.field);
  if (!field) return false;
  const pattern = new RegExp(configured.matches);
  const constants = field.constants ?? field.maybe;
  // A flag (`noent: true`) reads as its text.
  if (constants) return constants.some((c) => (typeof c === 'string' || typeof c === 'boolean') && pattern.test(String(c)));
  return field.type !== undefined && pattern.test(field.type);
}

/** A value stored under a name that says it is a secret (`resetToken = …`, `return` from `makeApiKey`). */
export function checkNamed(frame: Frame, name: string, value: Value, node: Node): void {
  for (const row of frame.analysis.namedSinks(name, frame.fn.name ?? '')) {
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
    if (pinnedByPrefix(row.kind, body, row.prefix)) continue;
    const taints = row.text ? body.taints.filter((t) => !t.safeFor.has(row.kind)) : taintsFor(body, row.kind);
    if (taints.length > 0) frame.analysis.hit({ kind: row.kind, row, call: node, argument: node, taints, value: body, fn: frame.fn });
  }
}

/** An assignment to a property that is a sink (`el.innerHTML = v`, `resp.headers["X"] = v`). */
export function checkWrite(frame: Frame, objectExpr: Expr, property: string, value: Value, node: Node, env: Env): void {
  const object = frame.quiet(objectExpr, env);
  const isModule = object.qname !== undefined && object.type === undefined && object.taints.length === 0 && !object.fields;
  const shape: CallShape = { form: 'write', member: property, qname: isModule ? `${object.qname}.${property}` : undefined, receiverType: object.type, receiverText: objectExpr.node.text, arity: 1, ...(objectExpr.kind === 'this' ? { self: true } : {}) };
  for (const { row, byShape } of frame.analysis.spec.sinks(shape, frame.analysis.names(shape))) {
    if ((byShape || row.shape) && !new RegExp(row.shape!, 'i').test(value.shape ?? String(single(value) ?? ''))) continue;
    if (row.htmlIfMarkup && !mayBeMarkup(value)) continue;
    const taints = taintsFor(value, row.kind);
    if (taints.length > 0) frame.analysis.hit({ kind: row.kind, row, call: node, argument: node, taints, value, fn: frame.fn });
  }
}

/**
 * A URL whose fixed start already decides where it goes: `https://api.example.com/…` (the host is fixed, only
 * the path varies) for outbound requests; that, or a local path `/account/…`, for redirects.
 */
function pinnedByPrefix(kind: string, value: Value, before?: string): boolean {
  if (kind !== 'ssrf' && kind !== 'redirect') return false;
  const known = knownPrefix(value);
  const prefix = known !== undefined && before ? known.replace(new RegExp(`^(?:${before})`, 'i'), '') : known;
  if (prefix === undefined) return false;
  if (/^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]+[/?#]/i.test(prefix)) return true;
  // A path on this site: a redirect stays here, a request goes to the client's configured base (or nowhere).
  if (/^\/[^/\\]/.test(prefix)) return true;
  // A relative path (`v1/forecast?city=…`) cannot name a host: a client resolves it against its base address.
  return kind === 'ssrf' && /^[\w~-][\w.~-]*\/(?!\/)/.test(prefix);
}

/** An argument vector: the program matters, and every argument when the program is a shell. */
function argvTaints(value: Value, kind: string): Taint[] {
  const program = value.fields?.get(fieldKey(0));
  if (!value.list || !program) return taintsFor(value, kind);
  // Any program it may be (`sh` on one platform, `cmd.exe` on another) that is a shell runs the rest as a script.
  if (isShell(program)) return taintsFor(value, kind);
  return mergeTaints(taintsFor(program, kind), value.elements ? taintsFor(value.elements, kind) : []);
}

/** Function values passed to a library: analysed with the parameters the library will give them. */
function analyseCallbacks(frame: Frame, call: CallExpr, shape: CallShape, names: Set<string>, receiver: Value | undefined, args: Value[], named: ReadonlyMap<string, Value>): Value | undefined {
  // A callback is given by position or by keyword (pika's `basic_consume(queue=q, on_message_callback=cb)`).
  const given = [...args, ...named.values()];
  if (!given.some((arg) => arg.fn)) return undefined;
  const rows = frame.analysis.spec.callbacks(shape, names);
  let returned: Value | undefined;
  given.forEach((arg) => {
    if (!arg.fn) return;
    let params: (Value | undefined)[] = [];
    if (rows.length > 0) {
      const { input } = rows[0]!;
      params = rows[0]!.params.map((type, index) => (input?.params.includes(index)
        ? { ...frame.analysis.sourceValue({ callee: [], label: input.label }, call.node, []), type }
        : { taints: [], type }));
    }
    // A promise's `then` gives its callback the settled value.
    else if (receiver && (ITERATING.has(shape.member) || shape.member === 'then')) {
      const element = anyElement(receiver);
      params = shape.member.startsWith('reduce') ? [UNKNOWN, element] : [element];
    } else if (!receiver && (shape.member === 'map' || shape.member === 'filter') && args[1]) params = [anyElement(args[1])];
    const value = frame.analysis.callClosure(arg.fn, params, frame);
    returned = returned ? join(returned, value) : value;
  });
  return returned;
}

/** A call's shape as a condition reads it: its parts evaluated quietly (a check records no flow). */
function quietShape(frame: Frame, call: CallExpr, env: Env): { shape: CallShape; receiver: Value | undefined; receiverExpr: Expr | undefined; callee: Value | undefined; receiverIsModule: boolean } {
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
    ...(receiverExpr?.kind === 'this' ? { self: true } : {}),
  };
  return { shape, receiver, receiverExpr, callee, receiverIsModule };
}

/** Case folds: a prefix or allow-list check of a folded path or name checks the path or name. */
const CASE_FOLDS = new Set(['lower', 'upper', 'casefold', 'downcase', 'upcase', 'toLowerCase', 'toUpperCase', 'toLocaleLowerCase', 'ToLower', 'ToUpper', 'ToLowerInvariant', 'ToUpperInvariant', 'strtolower', 'strtoupper']);
const FOLD_STEP = /^(assigned to `|returned by `|through `(lower|upper|casefold|downcase|upcase|toLowerCase|toUpperCase|toLocaleLowerCase|ToLower|ToUpper|ToLowerInvariant|ToUpperInvariant|strtolower|strtoupper)\(…\)`)/;

/**
 * What a check of `expr` checks: `expr` itself, or — through a case fold, or a function of the file that returns its
 * parameter as it is or folded (`normalize_path(destination).start_with?(root)`) — the value it was given.
 */
function checkedThrough(frame: Frame, expr: Expr, env: Env, depth = 0): Expr {
  if (depth > 3 || expr.kind !== 'call') return expr;
  if (expr.callee.kind === 'member' && expr.args.length === 0 && CASE_FOLDS.has(expr.callee.property)) return checkedThrough(frame, expr.callee.object, env, depth + 1);
  if (expr.callee.kind === 'name' && expr.args.length === 1 && CASE_FOLDS.has(expr.callee.name)) return checkedThrough(frame, expr.args[0]!, env, depth + 1);
  if (expr.args.length !== 1) return expr;
  const { shape, receiver, receiverExpr, callee } = quietShape(frame, expr, env);
  const target = frame.analysis.resolve(frame, shape, receiver, receiverExpr, callee, expr.isNew);
  const returns = target && target !== 'constructor' ? frame.analysis.summary(target.fn)?.returns : undefined;
  // Nothing written around the parameter (`"#{BASE}/#{path}"` is another path), nothing but it returned.
  const identity = returns !== undefined && returns.constants === undefined && returns.taints.length > 0 && (returns.shape ?? HOLE).replaceAll(HOLE, '') === ''
    && returns.taints.every((taint) => taint.source.origin === 'parameter' && taint.source.param === 0 && !taint.source.path?.length && taint.steps.every((step) => FOLD_STEP.test(step.note)));
  return identity ? checkedThrough(frame, expr.args[0]!, env, depth + 1) : expr;
}

/**
 * A validator call whose result was found equal to `other` (`os.path.commonpath([base, candidate]) == base`): when
 * outside input does not choose `other`, the elements of the checked list beside it are safe for the row's kinds.
 */
export function refineByEquality(frame: Frame, call: CallExpr, other: Expr, env: Env): void {
  const { shape } = quietShape(frame, call, env);
  for (const row of frame.analysis.spec.validators(shape, frame.analysis.names(shape))) {
    const list = row.equalsOther ? call.args[row.checks] : undefined;
    if (list?.kind !== 'array' || row.kinds.some((kind) => taintsFor(frame.quiet(other, env), kind).length > 0)) continue;
    for (const element of list.elements) {
      if (!isPath(element) || element.node.text === other.node.text) continue;
      const current = frame.quiet(element, env);
      if (row.requires && !current.taints.every((taint) => taint.safeFor.has(row.requires!))) continue;
      frame.assign(targetOf(element), sanitized(current, row.kinds), env, element.node, false);
    }
  }
}

/** A condition that is a validator call: the checked value is safe on the branch where the check passed. */
export function refineByCall(frame: Frame, call: CallExpr, outcome: boolean, env: Env): Env {
  const analysis = frame.analysis;
  const { shape, receiver, receiverExpr, callee, receiverIsModule } = quietShape(frame, call, env);
  const member = shape.member;
  // A function of the file that checks its argument (`if (!isAllowedUrl($url)) return;`).
  const target = outcome ? analysis.resolve(frame, shape, receiver, receiverExpr, callee, call.isNew) : undefined;
  const checks = target && target !== 'constructor' ? analysis.validationsOf(target) : undefined;
  for (const [index, kinds] of checks ?? []) {
    const checked = call.args[index];
    if (checked && isPath(checked)) frame.assign(targetOf(checked), sanitized(frame.quiet(checked, env), kinds), env, checked.node, false);
  }
  for (const row of analysis.spec.validators(shape, analysis.names(shape))) {
    if ((row.passes ?? true) !== outcome || row.equalsOther) continue;
    if (row.ifArgument) {
      const argument = call.args[row.ifArgument.position];
      if (!argumentMatches(argument && frame.quiet(argument, env), row.ifArgument.matches)) continue;
    }
    if (row.ifPrefix) {
      const argument = call.args[row.ifPrefix.position];
      if (!prefixMatches(argument && frame.quiet(argument, env), row.ifPrefix.matches)) continue;
    }
    const given = row.checks === -1 ? receiverExpr : call.args[row.checks] ?? (row.named !== undefined ? call.named.get(row.named) : undefined);
    const through = row.through ? argumentOfCall(given, row.through) : given;
    if (!through) continue;
    const checked = checkedThrough(frame, through, env);
    // `ALLOWED.contains(uri.getHost())`: the URL whose host was checked (Frame.checkedHost); a call holds nothing itself.
    if (!isPath(checked)) {
      if (!row.allowList || (receiver && isAllowList(frame, receiver, receiverExpr))) frame.checkedHost(checked, env);
      continue;
    }
    if (row.regex !== undefined && !restrictiveRegex(frame, row, row.regex === -1 ? receiverExpr : call.args[row.regex], env)) continue;
    if (row.allowList && !(receiver && isAllowList(frame, receiver, receiverExpr))) continue;
    const current = frame.quiet(checked, env);
    if (row.requires && !current.taints.every((taint) => taint.safeFor.has(row.requires!))) continue;
    // An allow-listed host (`host = uri.getHost()`, `u.hostname`) makes its URL safe to fetch or redirect to.
    frame.checkedHost(checked, env);
    if (row.kinds.includes('path')) frame.checkedRelative(current, env);
    frame.assign(targetOf(checked), sanitized(current, row.kinds), env, checked.node, false);
  }
  // `x.equals("a")` / `"a".equals(x)`: the branch where it held knows x.
  if (outcome && (member === 'equals' || member === 'equalsIgnoreCase') && call.args.length === 1 && receiverExpr) {
    for (const [side, other] of [[receiverExpr, call.args[0]!], [call.args[0]!, receiverExpr]] as const) {
      const value = frame.quiet(other, env);
      const folded = value.taints.length === 0 ? single(value) : undefined;
      if (folded !== undefined && isPath(side)) frame.assign(targetOf(side), constant(folded), env, side.node, false);
    }
  }
  // C#'s `string.Equals(a, b, comparison)` and `a.Equals(b)`: what `a == b` tells.
  if (member === 'Equals' && call.args.length >= 1) {
    const [left, right] = receiverIsModule || !receiverExpr ? [call.args[0], call.args[1]] : [receiverExpr, call.args[0]];
    if (left && right) return frame.refine({ kind: 'binary', op: '==', left, right, node: call.node }, outcome, env);
  }
  return env;
}

/** Argument `arg` of a call of one of `callee` (by its last name), if `expr` is one. */
function argumentOfCall(expr: Expr | undefined, through: { callee: readonly string[]; arg: number }): Expr | undefined {
  if (expr?.kind !== 'call') return undefined;
  const name = expr.callee.kind === 'name' ? expr.callee.name : expr.callee.kind === 'member' ? expr.callee.property : '';
  return through.callee.includes(name) ? expr.args[through.arg] : undefined;
}

/** A list, set or map whose contents are all known constants. */
/**
 * A collection a membership check is an allow-list with: constants, or a field of the object that nothing outside
 * reaches (`_hosts` built from the injected options, a configured set): the program's own list, not one the caller
 * filled.
 */
function isAllowList(frame: Frame, value: Value, expr: Expr | undefined): boolean {
  if (isConstantCollection(value)) return true;
  const cls = frame.fn.className ? frame.analysis.ir.classes.get(frame.fn.className) : undefined;
  const field = expr?.kind === 'member' && expr.object.kind === 'this' ? expr.property : expr?.kind === 'name' && cls?.fieldTypes.has(expr.name) ? expr.name : undefined;
  return field !== undefined && deepTaints(value).length === 0;
}

function isConstantCollection(value: Value): boolean {
  if (deepTaints(value).length > 0 || !value.fields || value.fields.size === 0) return false;
  return [...value.fields.values()].every((field) => field.constants !== undefined) && (!value.elements || value.elements.constants !== undefined);
}

/** A pattern that admits only a restricted alphabet: anchored (unless the API matches whole text), no `.`. */
function restrictiveRegex(frame: Frame, row: ValidatorRow, patternExpr: Expr | undefined, env: Env): boolean {
  if (!patternExpr) return false;
  const pattern = frame.quiet(patternExpr, env);
  const text = pattern.taints.length === 0 ? single(pattern) : undefined;
  if (typeof text !== 'string') return false;
  // A regular expression literal's body: `/…/i` (JavaScript, PHP), or PHP's other delimiters (`#…#`, `~…~`).
  const body = text.replace(/^([/#~!@%|+])(.*)\1[a-zA-Z]*$/s, '$2');
  const anchored = row.fullMatch || (/^\^|^\\A/.test(body) && /(?<!\\)\$$|\\[zZ]$/.test(body));
  const withoutClasses = body.replace(/\\./g, '').replace(/\[[^\]]*\]/g, '');
  return anchored && !/\./.test(withoutClasses) && !/\\S|\\W|\[\^/.test(body);
}
