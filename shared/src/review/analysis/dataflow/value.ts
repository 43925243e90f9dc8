/**
 * The abstract values of the analysis: what a variable may hold at a point. A value carries its taint (which
 * sources may reach it, with the steps taken, and which sink kinds it was made safe for), the constants it may
 * be (constant propagation and folding share the domain), the shape of text built from parts, a type tag for
 * matching the taint specification, and the contents of containers at constant keys and indices.
 */
import type { Node } from '../../core/rule';
import type { Constant, Expr, Target } from '../../core/ir';
import { OPT_IN_KINDS } from '../../core/taint-spec';
import type { FunctionIR } from '../../core/ir';

export interface Source {
  /** `input`: outside data (request, arguments, environment, files). `parameter`: a value of unknown origin. */
  origin: 'input' | 'parameter';
  /** In words, for the finding: "request parameter `name`", "parameter `cmd` of `run`". */
  description: string;
  node: Node;
  /** Parameter sources: the function's id and the parameter's index. */
  fn?: number;
  param?: number;
  /** A number that stays a problem when it is computed with or converted (a predictable random number). */
  numeric?: boolean;
  /** Always a string, never structured data. */
  text?: boolean;
  /** Set by whoever runs the program (the environment), not by a remote user: see SourceRow.local. */
  local?: boolean;
  /**
   * Parameter sources: the keys read from the parameter before anything else (`$filters['limit']`, `opts.limit`):
   * a call puts in that part of its argument, not the whole argument.
   */
  path?: readonly string[];
}

export interface Step {
  node: Node;
  note: string;
  /** The value moved here as it was (assigned to a name, passed as an argument): still the same object. */
  move?: boolean;
}

export interface Taint {
  source: Source;
  /** From the source to the current point, oldest first. */
  steps: readonly Step[];
  /** Sink kinds the value was made safe for on the way (escaping, validation, conversion). */
  safeFor: ReadonlySet<string>;
  /**
   * It got here only through a call whose target is chosen at run time (`factory(kind)(value)`, `handlers[name](value)`):
   * nothing says the callee passes it on, so the finding is a likely one, not a certain one.
   */
  guessed?: boolean;
  /**
   * Combined with fixed parts on the way (`"git checkout " + branch`, `os.path.join(TEMPLATES, name)`): the code
   * assumed a shape the value may break, which matters even when the value is the operator's own.
   */
  assembled?: boolean;
}

/** A function value: a declared function or a closure with the variables it captured. */
export interface FunctionValue {
  fn: FunctionIR;
  captured?: Env;
  /** The receiver a bound method was read from (`obj.method`), for calls through a variable. */
  receiver?: Value;
}

export interface Value {
  taints: readonly Taint[];
  /** Every value it may hold, when each is a known constant; undefined when unknown. */
  constants?: readonly Constant[];
  /** Steps by which a constant got here (e.g. the default of a properties lookup), for evidence. */
  constantSteps?: readonly Step[];
  /**
   * Constants it may hold on some path, even where other paths are unknown (`options.algorithm ?? "md5"`): what
   * rules judging a value look at when `constants` is not known.
   */
  maybe?: readonly Constant[];
  /** Text built from parts: the known characters, with HOLE where an unknown part goes. */
  shape?: string;
  /** A type tag matched against the specification (`HttpServletRequest`, `express.Request`). */
  type?: string;
  /** A module, class or static path reached through imports (`child_process`, `os.path`, `Runtime`). */
  qname?: string;
  /** Contents at constant keys, list indices as `#0`, `#1`, …. */
  fields?: ReadonlyMap<string, Value>;
  /** Contents at keys or indices that are not known constants. */
  elements?: Value;
  /** A list whose `#i` fields are dense positions (removal shifts them). */
  list?: boolean;
  fn?: FunctionValue;
  /** A number or a truth value: it carries no text into a sink. */
  numeric?: boolean;
  /**
   * The paths holding the URL this value was parsed from or is the host of (`parsed = urlparse(url)`: url;
   * `host = parsed.hostname`: parsed and url): a check of this value's host against an allow-list is a check of them.
   */
  urlAt?: readonly Expr[];
  /**
   * The paths this relative path was computed for, from a base outside input does not choose (`rel, err :=
   * filepath.Rel(root, full)`: full): a check that it does not climb out of the base is a check that they lie under it.
   */
  relativeOf?: readonly Expr[];
  /**
   * A field's value that a check established (`if (!isAllowedHost(dto.targetUrl)) throw …`): it stands for the field,
   * whatever the object it sits in carries as a whole.
   */
  refined?: boolean;
}

export type Env = Map<string, Value>;

export const HOLE = '\u0000';
const MAX_CONSTANTS = 8;
const MAX_TAINTS = 6;
const MAX_STEPS = 14;
const MAX_FIELDS = 48;
const MAX_SHAPE = 4000;

export const UNKNOWN: Value = Object.freeze({ taints: [] });

export function constant(value: Constant, steps?: readonly Step[]): Value {
  return {
    taints: [],
    constants: [value],
    ...(steps?.length ? { constantSteps: steps } : {}),
    ...(typeof value === 'string' ? { shape: value.slice(0, MAX_SHAPE) } : {}),
    ...(typeof value === 'number' || typeof value === 'boolean' ? { numeric: true } : {}),
  };
}

/** A value read at a source; it threatens every sink kind but those in `safeFor` and the opt-in kinds. */
export function sourceValue(source: Source, safeFor: readonly string[] = OPT_IN_KINDS): Value {
  return { taints: [{ source, steps: [], safeFor: new Set(safeFor) }] };
}

export function isTainted(value: Value): boolean {
  return value.taints.length > 0 || (value.fields !== undefined && [...value.fields.values()].some(isTainted)) || (value.elements !== undefined && isTainted(value.elements));
}

/** The single constant a value holds, if it holds exactly one. */
export function single(value: Value): Constant | undefined {
  return value.constants?.length === 1 ? value.constants[0] : undefined;
}

export function hasSingle(value: Value): boolean {
  return value.constants?.length === 1;
}

/** Every taint of a value, its contents included (a list passed whole carries its elements' taint). */
export function deepTaints(value: Value, depth = 0): Taint[] {
  if (depth > 3) return [...value.taints];
  const all = [...value.taints];
  for (const field of value.fields?.values() ?? []) all.push(...deepTaints(field, depth + 1));
  if (value.elements) all.push(...deepTaints(value.elements, depth + 1));
  return mergeTaints(all, []);
}

function taintKey(taint: Taint): string {
  return `${taint.source.node.id}:${taint.source.origin}:${taint.source.path?.join('.') ?? ''}:${[...taint.safeFor].sort().join(',')}`;
}

/** Union of taints, one per source and safety; the shorter path wins. */
export function mergeTaints(a: readonly Taint[], b: readonly Taint[]): Taint[] {
  if (b.length === 0 && a.length <= MAX_TAINTS) return a as Taint[];
  if (a.length === 0 && b.length <= MAX_TAINTS) return b as Taint[];
  const byKey = new Map<string, Taint>();
  for (const taint of [...a, ...b]) {
    const key = taintKey(taint);
    const known = byKey.get(key);
    // A certain path beats a guessed one; among equals, the shorter.
    if (!known || (known.guessed && !taint.guessed) || (!known.guessed === !taint.guessed && taint.steps.length < known.steps.length)) byKey.set(key, taint);
  }
  const merged = [...byKey.values()];
  // Outside input first: when there are too many, a value of unknown origin is the one to drop.
  merged.sort((x, y) => (x.source.origin === y.source.origin ? 0 : x.source.origin === 'input' ? -1 : 1));
  return merged.slice(0, MAX_TAINTS);
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

function joinShapes(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined || b === undefined) return undefined;
  if (a === b) return a;
  const prefix = commonPrefix(a, b);
  if (prefix.length === 0) return undefined;
  // One hole stands for any unknown rest, so loops that append reach a fixpoint.
  return prefix.endsWith(HOLE) ? prefix : prefix + HOLE;
}

function joinConstants(a: readonly Constant[] | undefined, b: readonly Constant[] | undefined): Constant[] | undefined {
  if (!a || !b) return undefined;
  const all = [...a];
  for (const value of b) if (!all.includes(value)) all.push(value);
  return all.length <= MAX_CONSTANTS ? all : undefined;
}

function joinMaybe(a: readonly Constant[] | undefined, b: readonly Constant[] | undefined): Constant[] | undefined {
  if (!a && !b) return undefined;
  const all = [...(a ?? [])];
  for (const value of b ?? []) if (!all.includes(value)) all.push(value);
  return all.slice(0, MAX_CONSTANTS);
}

function joinFields(a: ReadonlyMap<string, Value> | undefined, b: ReadonlyMap<string, Value> | undefined): Map<string, Value> | undefined {
  if (!a) return b ? new Map(b) : undefined;
  if (!b) return new Map(a);
  const fields = new Map(a);
  for (const [key, value] of b) {
    const known = fields.get(key);
    fields.set(key, known ? join(known, value) : value);
    if (fields.size > MAX_FIELDS) break;
  }
  return fields;
}

/** What a variable may hold after two paths meet. */
export function join(a: Value, b: Value): Value {
  if (a === b) return a;
  const constants = joinConstants(a.constants, b.constants);
  const maybe = constants ? undefined : joinMaybe(a.maybe ?? a.constants, b.maybe ?? b.constants);
  const fields = joinFields(a.fields, b.fields);
  const elements = a.elements && b.elements ? join(a.elements, b.elements) : (a.elements ?? b.elements);
  const shape = joinShapes(a.shape, b.shape);
  const value: Value = {
    taints: mergeTaints(a.taints, b.taints),
    ...(constants ? { constants } : {}),
    ...((constants || maybe) && (a.constantSteps ?? b.constantSteps) ? { constantSteps: (a.constantSteps ?? b.constantSteps)! } : {}),
    ...(maybe ? { maybe } : {}),
    ...(shape !== undefined ? { shape } : {}),
    ...(a.type !== undefined && (a.type === b.type || b.type === undefined) ? { type: a.type } : b.type !== undefined && a.type === undefined ? { type: b.type } : {}),
    ...(a.qname !== undefined && a.qname === b.qname ? { qname: a.qname } : {}),
    ...(fields ? { fields } : {}),
    ...(elements ? { elements } : {}),
    ...(a.list && b.list ? { list: true } : {}),
    ...(a.fn && b.fn && a.fn.fn === b.fn.fn ? { fn: a.fn } : (a.fn ?? b.fn) ? { fn: (a.fn ?? b.fn)! } : {}),
    ...(a.numeric && b.numeric ? { numeric: true } : {}),
    ...(a.urlAt && b.urlAt && a.urlAt.map((e) => e.node.id).join() === b.urlAt.map((e) => e.node.id).join() ? { urlAt: a.urlAt } : {}),
    ...(a.relativeOf && b.relativeOf && a.relativeOf.map((e) => e.node.id).join() === b.relativeOf.map((e) => e.node.id).join() ? { relativeOf: a.relativeOf } : {}),
    ...(a.refined && b.refined ? { refined: true } : {}),
  };
  return value;
}

export function joinAll(values: readonly Value[]): Value {
  if (values.length === 0) return UNKNOWN;
  return values.reduce((a, b) => join(a, b));
}

/** Joins two environments (paths meeting after a branch). A name missing on one side keeps the other's value. */
export function joinEnvs(a: Env | undefined, b: Env | undefined): Env | undefined {
  if (!a) return b ? new Map(b) : undefined;
  if (!b) return new Map(a);
  const env: Env = new Map(a);
  for (const [name, value] of b) {
    const known = env.get(name);
    env.set(name, known ? join(known, value) : value);
  }
  return env;
}

/** Structural equality, enough to detect a loop's fixpoint. */
export function sameValue(a: Value | undefined, b: Value | undefined, depth = 0): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  if (a.taints.length !== b.taints.length || a.shape !== b.shape || a.type !== b.type || a.numeric !== b.numeric || a.fn?.fn !== b.fn?.fn) return false;
  const keysA = new Set(a.taints.map(taintKey));
  if (!b.taints.every((t) => keysA.has(taintKey(t)))) return false;
  if ((a.constants?.length ?? -1) !== (b.constants?.length ?? -1) || !(a.constants ?? []).every((c) => b.constants!.includes(c))) return false;
  if (depth > 3) return true;
  if ((a.fields?.size ?? 0) !== (b.fields?.size ?? 0)) return false;
  for (const [key, value] of a.fields ?? []) if (!sameValue(value, b.fields!.get(key), depth + 1)) return false;
  return sameValue(a.elements, b.elements, depth + 1) || (!a.elements && !b.elements);
}

export function sameEnv(a: Env | undefined, b: Env | undefined): boolean {
  if (!a || !b) return a === b;
  if (a.size !== b.size) return false;
  for (const [name, value] of a) if (!sameValue(value, b.get(name))) return false;
  return true;
}

/** Whether a value (or its contents) carries anything a step would be added to. */
function annotated(value: Value, depth = 0): boolean {
  if (value.taints.length > 0 || value.constantSteps) return true;
  if (depth >= 2) return false;
  if (value.elements && annotated(value.elements, depth + 1)) return true;
  if (value.fields) for (const field of value.fields.values()) if (annotated(field, depth + 1)) return true;
  return false;
}

/**
 * Adds a step to every taint (and to a constant's trail) of a value, contents included. The note is described
 * only when there is something to annotate: most values carry nothing, and describing reads the tree.
 */
export function withStep(value: Value, node: Node, describe: () => string, move = false): Value {
  if (!annotated(value)) return value;
  return addStep(value, { node, note: describe(), ...(move ? { move } : {}) }, 0);
}

function addStep(value: Value, step: Step, depth: number): Value {
  if (!annotated(value, depth)) return value;
  const fields = value.fields && depth < 2 ? new Map([...value.fields].map(([k, v]) => [k, addStep(v, step, depth + 1)])) : value.fields;
  return {
    ...value,
    taints: value.taints.map((taint) => ({ ...taint, steps: appendStep(taint.steps, step) })),
    ...(value.constantSteps ? { constantSteps: appendStep(value.constantSteps, step) } : {}),
    ...(fields ? { fields } : {}),
    ...(value.elements && depth < 2 ? { elements: addStep(value.elements, step, depth + 1) } : {}),
  };
}

function appendStep(steps: readonly Step[], step: Step): Step[] {
  if (steps.at(-1)?.node.id === step.node.id) return steps as Step[];
  if (steps.length >= MAX_STEPS) return [...steps.slice(0, MAX_STEPS - 4), ...steps.slice(-3), step];
  return [...steps, step];
}

/** Prepends the path that led to a parameter to the taints of a callee's result (a summary applied). */
export function prefixSteps(taint: Taint, steps: readonly Step[]): Taint {
  let combined: Step[] = [...steps];
  for (const step of taint.steps) combined = appendStep(combined, step);
  return { ...taint, steps: combined };
}

/** A key read from a parameter as it came in (at most moved: assigned, passed on) is a path into the argument a call gives. */
const narrowsParameter = (taint: Taint, field: string | undefined) =>
  field !== undefined && taint.source.origin === 'parameter' && (taint.source.path?.length ?? 0) < 3 && taint.steps.every((step) => step.move);
const atKey = (taint: Taint, field: string): Taint => ({ ...taint, source: { ...taint.source, path: [...(taint.source.path ?? []), field] } });

/**
 * What an object's own taint gives a key of it whose contents are known too (a constructed field's constants beside
 * the parameter that holds the object): a parameter's taint narrowed to that key, what the caller's argument holds
 * there and not all of it (`opts.fields["table"]` is not `opts.fields["term"]`); any other taint as it is.
 */
export function taintsAtKey(taints: readonly Taint[], field: string): Taint[] {
  return taints.map((taint) => (narrowsParameter(taint, field) ? atKey(taint, field) : taint));
}

/**
 * The pseudo-key of an object's keys (Effect `entries`): a parameter's keys are, at a call, what the caller's argument
 * carries itself (its own taint), never what it holds at some key. No real key is written so.
 */
export const KEYS_OF = '\u0000keys';

/**
 * Reading a constant key of fresh outside input names it: `req.query` read at `dir` becomes the source
 * "request query string `dir`" at `req.query.dir`.
 */
export function narrowSource(value: Value, node: Node, key: string, field?: string): Value {
  if (!value.taints.some((taint) => (taint.steps.length === 0 && taint.source.origin === 'input') || narrowsParameter(taint, field))) return value;
  return {
    ...value,
    taints: value.taints.map((taint) => {
      if (narrowsParameter(taint, field)) return atKey(taint, field!);
      return taint.steps.length === 0 && taint.source.origin === 'input' && !taint.source.description.includes('`')
        ? { ...taint, source: { ...taint.source, node, description: `${taint.source.description} \`${key}\`` } }
        : taint;
    }),
  };
}

/** The part of a value at a path of keys: the field where it is known, else what the container carries. */
export function atPath(value: Value, path: readonly string[]): Value {
  let part = value;
  for (const key of path) {
    const field = part.fields?.get(key);
    // A parameter's taint read at the key is a path into the argument its own caller gives (see taintsAtKey).
    const whole = taintsAtKey(part.taints, key);
    // A field a check refined holds what the check left, not the whole object's taint (readMember reads it so too).
    part = field ? (whole.length && !field.refined ? { ...field, taints: mergeTaints(field.taints, whole) } : field) : derived({ ...part, taints: whole }, part.elements);
  }
  return part;
}

/** Marks every taint as safe for the given sink kinds (`*` for all). */
export function sanitized(value: Value, kinds: readonly string[]): Value {
  if (kinds.includes('*')) return { ...stripTaint(value), numeric: value.numeric ?? false };
  const mark = (taint: Taint): Taint => ({ ...taint, safeFor: new Set([...taint.safeFor, ...kinds]) });
  return {
    ...value,
    taints: value.taints.map(mark),
    ...(value.fields ? { fields: new Map([...value.fields].map(([k, v]) => [k, sanitized(v, kinds)])) } : {}),
    ...(value.elements ? { elements: sanitized(value.elements, kinds) } : {}),
  };
}

/** The same value without any taint (a number made from text, a hash digest); numeric sources stay. */
export function stripTaint(value: Value): Value {
  // Its contents go too: what is left is a plain value.
  const { fields: _fields, elements: _elements, ...rest } = value;
  return { ...rest, taints: numericTaints(value) };
}

/** The taints of numeric sources among the values: they survive arithmetic and conversion to numbers. */
export function numericTaints(...values: readonly Value[]): Taint[] {
  const kept = values.flatMap((value) => value.taints.filter((taint) => taint.source.numeric));
  return kept.length ? mergeTaints([], kept) : [];
}

/** Whether outside input (not only a parameter's value of unknown origin) is anywhere in the value. */
export function carriesInput(value: Value): boolean {
  return deepTaints(value).some((taint) => taint.source.origin === 'input');
}

/** Taints that still matter for a sink of this kind. */
export function taintsFor(value: Value, kind: string): Taint[] {
  return deepTaints(value).filter((taint) => !taint.safeFor.has(kind));
}

/** The value of a text built by concatenating parts. */
export function concatenation(parts: readonly Value[]): Value {
  let shape: string | undefined = '';
  let taints: Taint[] = [];
  let constantText: string | undefined = '';
  for (const part of parts) {
    // A value after fixed text (`"git checkout " + branch`, `TEMPLATES + "/" + name`) is put into a shape the code
    // chose; one at the start (`root + "/" + name`, the operator's own folder) chooses the shape itself.
    const afterFixedText = shape !== undefined && shape.replaceAll(HOLE, '').trim().length > 0;
    taints = mergeTaints(taints, afterFixedText ? assembledTaints(deepTaints(part)) : deepTaints(part));
    const text = single(part);
    const piece = text === undefined || text === null ? (part.shape ?? HOLE) : String(text);
    shape = shape !== undefined && shape.length < MAX_SHAPE ? shape + piece : shape;
    constantText = constantText !== undefined && text !== undefined && text !== null ? constantText + String(text) : undefined;
  }
  if (constantText !== undefined && taints.length === 0) return constant(constantText);
  return { taints, ...(shape !== undefined ? { shape: shape.slice(0, MAX_SHAPE) } : {}) };
}

/** The same taints, marked as combined with fixed parts (Taint.assembled). */
export function assembledTaints(taints: readonly Taint[]): Taint[] {
  return taints.map((taint) => (taint.assembled ? taint : { ...taint, assembled: true }));
}

/** The text a value is known to start with (everything before the first unknown part). */
export function knownPrefix(value: Value): string | undefined {
  if (value.shape === undefined) return undefined;
  const hole = value.shape.indexOf(HOLE);
  return hole === -1 ? value.shape : value.shape.slice(0, hole);
}

export function fieldKey(key: Constant): string {
  return typeof key === 'number' ? `#${key}` : String(key);
}

export function withField(value: Value, key: string, field: Value): Value {
  const fields = new Map(value.fields ?? []);
  if (fields.size >= MAX_FIELDS && !fields.has(key)) return { ...value, elements: value.elements ? join(value.elements, field) : field };
  fields.set(key, field);
  return { ...value, fields };
}

/** Any content of a container: its constant-key fields and its unknown-position elements joined. */
export function anyElement(value: Value): Value {
  const parts = [...(value.fields?.values() ?? []), ...(value.elements ? [value.elements] : [])];
  if (parts.length === 0) return value.taints.length > 0 ? { taints: value.taints } : UNKNOWN;
  const joined = joinAll(parts);
  return value.taints.length > 0 ? { ...joined, taints: mergeTaints(joined.taints, value.taints) } : joined;
}

/** The number of dense list positions `#0…#n-1`. */
export function listLength(value: Value): number | undefined {
  if (!value.list) return undefined;
  let n = 0;
  while (value.fields?.has(`#${n}`)) n++;
  return n;
}

/** A part of a value read at a key that is not tracked: it carries the value's taint. */
export function derived(object: Value, elements: Value | undefined): Value {
  if (elements) return object.taints.length ? { ...elements, taints: mergeTaints(elements.taints, object.taints) } : elements;
  return object.taints.length ? { taints: object.taints } : UNKNOWN;
}

export function short(text: string): string {
  const line = text.split('\n')[0]!;
  return line.length > 40 ? `${line.slice(0, 37)}…` : line;
}

/** The place an expression names, as an assignment target: `x`, `a.b`, `a[i]`; anything else is not one. */
/** A variable or a field path (`x`, `this.x`, `a.b`): something a refinement can write back to. */
export function isPath(expr: Expr): boolean {
  return expr.kind === 'name' || (expr.kind === 'member' && (expr.object.kind === 'this' || isPath(expr.object)));
}

export function targetOf(expr: Expr): Target {
  if (expr.kind === 'name') return { kind: 'name', name: expr.name, node: expr.node };
  if (expr.kind === 'member') return { kind: 'member', object: expr.object, property: expr.property, node: expr.node };
  if (expr.kind === 'index') return { kind: 'index', object: expr.object, index: expr.index, node: expr.node };
  return { kind: 'ignore', node: expr.node };
}
