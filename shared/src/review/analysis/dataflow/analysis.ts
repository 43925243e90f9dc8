/**
 * The data flow of one file: which functions to analyse (those whose text names a sink, and their callers),
 * their summaries (what each parameter reaches: the return value, sinks), closures analysed inline with what
 * they capture, and the hits — outside input or a value of unknown origin reaching a sink. Computed once per
 * file and memoised; rules read it through engine.ts.
 */
import type { FileContext, Node } from '../../core/rule';
import { parameterLabel, type Constant, type Expr, type FileIR, type FunctionIR, type Parameter, type Stmt } from '../../core/ir';
import { queryNodes } from '../../core/query';
import { checkNamed } from './calls';
import { ClassModel } from './class-model';
import { constantParts, constructedFieldArguments, constructionsOf } from './constructed-fields';
import { inputParameter } from './input-parameters';
import { FileUnits, WORD } from './units';
import { Frame } from './interpret';
import { StoredTaint, keptTaints, mappedTaints } from './stored-taint';
import type { CallSyntax } from '../../core/syntax-facts';
import type { CallShape, SpecIndex } from './match';
import { lastSegment } from './prefilter';
import { OPT_IN_KINDS, SINK_KINDS, type NamedSinkRow, type ReturnRow, type SinkKind, type SinkRow, type SourceRow } from '../../core/taint-spec';
import {
  UNKNOWN, atPath, carriesInput, deepTaints, join, joinAll, mergeTaints, narrowSource, prefixSteps, sourceValue, stripTaint, withStep, type Env, type FunctionValue, type Source, type Taint, type Value,
} from './value';

/**
 * The sink kinds a parameter's value is safe for at a point of its function: those every taint of its own was made
 * safe for (`*` when it was checked down to constants: `$x === 'a'`), none when it carries something else.
 */
/** The taints a value carries from this parameter of this function (its summary's stand-in for the argument). */
function ownTaints(value: Value | undefined, fn: FunctionIR, param: Parameter): Taint[] {
  return value?.taints.filter((taint) => taint.source.origin === 'parameter' && taint.source.fn === fn.id && taint.source.param === param.index) ?? [];
}

function safeKindsOf(value: Value | undefined, fn: FunctionIR, param: Parameter): string[] {
  if (!value) return [];
  const own = ownTaints(value, fn, param);
  if (own.length === 0) return value.constants ? ['*'] : [];
  return [...own.map((taint) => new Set([...taint.safeFor].filter((kind) => !OPT_IN_KINDS.includes(kind)))).reduce((a, b) => new Set([...a].filter((kind) => b.has(kind))))];
}

export interface SinkHit {
  kind: SinkKind;
  row: SinkRow | ReturnRow | NamedSinkRow;
  /** The sink: the call (or assignment) that receives the value. */
  call: Node;
  /** The argument that carries the taint. */
  argument: Node;
  taints: Taint[];
  value: Value;
  fn: FunctionIR;
}

interface Summary {
  returns: Value;
  /** Hits that depend on this function's parameters, to be instantiated at each call. */
  paramHits: SinkHit[];
  /**
   * A check of its own: parameter index → the sink kinds a parameter is safe for whenever the function returns a
   * true value (`function isAllowedUrl($url): bool { … in_array($host, self::HOSTS, true) … }`).
   */
  validates: ReadonlyMap<number, readonly string[]>;
  /** Parameters changed in place (a builder appended to, a list added to): parameter index → what they hold at the end. */
  mutates: ReadonlyMap<number, Value>;
  /**
   * A guard of its own: parameter index → the sink kinds a parameter is safe for whenever the function returns at
   * all (`def _checked(url): if urlparse(url).hostname not in HOSTS: abort(400)`): after a call, the argument is.
   */
  asserts: ReadonlyMap<number, readonly string[]>;
  /**
   * The same for fields of a parameter: parameter index → field → kinds (`def validate(self, req): if not
   * TAG.fullmatch(req.tag): raise …` leaves `req.tag` checked for the caller).
   */
  assertsFields: ReadonlyMap<number, ReadonlyMap<string, readonly string[]>>;
  /** What its parameters leave in places that outlive the call (stored-taint.ts), by place: each call stores its arguments there. */
  stores: ReadonlyMap<string, Value>;
  /**
   * The fields of its instance a method writes (a setter's `this.sortBy = sortBy`): field → what it holds at the end,
   * and whether every path writes it. A call sets them on the object it was called on (Analysis.fieldsSetBy).
   */
  sets: ReadonlyMap<string, FieldSet>;
}

/** A field a method of the file writes on its instance (Summary.sets). */
export interface FieldSet {
  value: Value;
  /** Written on every path through the method: the call replaces what the field held. */
  always: boolean;
}

interface Collector {
  fn: FunctionIR;
  paramHits: SinkHit[];
  /** Closures created while analysing this function that nothing called yet. */
  pending: Map<FunctionIR, { captured: Env; depth: number }>;
  /** What its parameters put into long-lived places, by place (Summary.stores), its callees' calls included. */
  stores: Map<string, Value>;
}

const MAX_INLINE_DEPTH = 4;
/**
 * Summaries computed inside one another (a calls b calls c …): past this depth a call is treated as unknown code
 * (its result carries what its arguments carry). Each level costs dozens of stack frames; a generated chain of
 * thousands of functions must end the analysis of that chain, not overflow the stack.
 */
const MAX_SUMMARY_NESTING = 48;
const MAX_CALLER_ROUNDS = 3;
/** Passes over the file while a read of a stored place saw less than a later write put there (stored-taint.ts). */
const MAX_STORE_PASSES = 3;

export class Analysis {
  private readonly summaries = new Map<number, Summary | 'pending'>();
  private readonly collectors: Collector[] = [];
  private readonly globals = new Map<string, Value | 'pending'>();
  private readonly values = new Map<number, Value>();
  private readonly deadRanges: [number, number][] = [];
  /** Every function seen, units and closures, by id (parameter sources name their function by id). */
  private readonly functions = new Map<number, FunctionIR>();
  /** Whether the file calls a function by its name (a helper, not a framework's entry point), once per function. */
  private readonly calledByFile = new Map<number, boolean>();
  private modules: ReadonlySet<string> | undefined;
  private quiet = 0;
  readonly classes: ClassModel;
  readonly units: FileUnits;
  private readonly stored: StoredTaint;
  /** Hits of outside input, by sink and argument. */
  readonly inputHits = new Map<string, SinkHit>();
  /** Hits of parameters, reported when their function is an entry point. */
  readonly parameterHits = new Map<string, SinkHit>();

  constructor(
    readonly file: FileContext,
    readonly ir: FileIR,
    readonly spec: SpecIndex,
    private readonly syntax: CallSyntax,
  ) {
    this.classes = new ClassModel(ir);
    this.stored = new StoredTaint(this.classes);
    this.units = new FileUnits(file, ir, spec, syntax);
    for (const unit of ir.units) this.functions.set(unit.id, unit);
  }

  /**
   * Analyses the units that may hold a sink, and their callers. With `changed` ranges (a re-review of a rewrite),
   * only the units holding a change and their callers: the other units' hits are the previous review's. Returns the
   * ranges it analysed then, or 'all'.
   */
  run(changed?: readonly (readonly [number, number])[]): readonly (readonly [number, number])[] | 'all' {
    // A module-level alias of a sink (`const run = promisify(exec)`) is searched for by its own name too.
    const prefilter = this.units.prefilter();
    const names = new Set(prefilter.members);
    const mentions = (text: string) => (text.match(WORD) ?? []).some((word) => prefilter.members.has(word));
    for (const [name, values] of this.ir.globals) if (values.some((value) => mentions(value.node.text))) names.add(name);
    // So is a field whose initial value is one (`private readonly Random _random = new Random();`).
    for (const cls of this.ir.classes.values()) for (const [name, value] of cls.fieldValues) if (mentions(value.node.text)) names.add(name);
    // …and one the container fills with what a producer method of the file makes of outside input or a weak generator.
    if (this.spec.spec.producers?.length) {
      for (const cls of this.ir.classes.values()) {
        for (const [name, type] of cls.fieldTypes) if (!cls.fieldValues.has(name) && deepTaints(this.produced(type) ?? UNKNOWN).length > 0) names.add(name);
      }
    }
    let roots: Set<FunctionIR>;
    const touched = changed ? this.units.unitsTouching(changed) : undefined;
    if (touched) {
      roots = new Set(touched);
    } else {
      roots = new Set<FunctionIR>(this.units.unitsMentioning(names, false, (offset, name) => this.units.givenOnlyConstants(offset, name)));
      // A view whose return value is the response is a sink by itself.
      for (const unit of this.ir.units) if (this.returnSinks(unit).length > 0) roots.add(unit);
      // So is a node with no name to find it by (a backtick command).
      if (this.syntax.sinkNodes) for (const node of queryNodes(this.file, this.syntax.sinkNodes)) roots.add(this.units.unitAt(node.startIndex)!);
    }
    let frontier = [...roots];
    for (let round = 0; round < MAX_CALLER_ROUNDS && frontier.length > 0; round++) {
      // Own keys only: a method named `toString` or `constructor` must not find Object.prototype's.
      const indirect = (name: string) => (this.syntax.indirectCallers && Object.hasOwn(this.syntax.indirectCallers, name) ? this.syntax.indirectCallers[name]! : []);
      const names = new Set(frontier.flatMap((unit) => (unit.name ? [unit.name, ...indirect(unit.name)] : [])));
      // A caller calls the function, or hands it to a library that calls it (a queue consumer's callback).
      const callers = new Set([...this.units.unitsMentioning(names, true), ...this.units.unitsMentioning(names, false, (offset, name) => !this.units.passedAt(offset, name))]);
      frontier = [...callers].filter((unit) => !roots.has(unit));
      for (const unit of frontier) roots.add(unit);
    }
    // The module body spans the whole file: recomputing it is recomputing every unit's findings.
    if (touched && roots.has(this.ir.module)) return this.run();
    // Input stored in a long-lived place reaches the functions that read it back, wherever they come in the file.
    for (let pass = 1; ; pass++) {
      for (const unit of roots) this.summary(unit);
      if (pass >= MAX_STORE_PASSES || !this.stored.nextPass()) break;
      this.summaries.clear();
    }
    // Everything summarised now (the callees of the changed units too) has its findings recomputed.
    if (touched) return this.ir.units.filter((unit) => this.summaries.has(unit.id)).map((unit) => [unit.node.startIndex, unit.node.endIndex] as const);
    this.runFieldInitialisers(mentions);
    return 'all';
  }

  /** Field initialisers (`private readonly inviteCode = Math.random()…`) are assignments of their own. */
  private runFieldInitialisers(mentions: (text: string) => boolean): void {
    const frame = new Frame(this, this.ir.module, 0);
    for (const cls of this.ir.classes.values()) {
      for (const [name, expr] of cls.fieldValues) {
        if (!mentions(expr.node.text)) continue;
        checkNamed(frame, name, frame.expr(expr, new Map()), expr.node);
      }
    }
  }

  /** Kinds a function's name says its result is safe for (`escapeLdapFilter` → ldap). */
  namedSanitizerKinds(name: string): string[] {
    return this.spec.namedSanitizerPatterns.filter((p) => p.names.test(name)).flatMap((p) => p.kinds);
  }

  /**
   * Named sinks whose name pattern matches (`resetToken`), compiled once; `within` is the enclosing function's name,
   * which the exceptions also read: a `token` drawn in `_make_boundary` is a MIME boundary, not a secret.
   */
  namedSinks(name: string, within = ''): NamedSinkRow[] {
    return this.spec.namedSinkPatterns.filter((p) => p.names.test(name) && !p.except?.test(name) && !(within && p.except?.test(within) && !p.names.test(within))).map((p) => p.row);
  }

  /**
   * Return-value sinks of a function: a Flask view's return value is the response body, a Django view's
   * `get_success_url` the redirect's location.
   */
  returnSinks(fn: FunctionIR): ReturnRow[] {
    if (fn.decorators.length === 0 && !fn.className) return [];
    const modules = this.importedModules();
    return (this.spec.spec.returns ?? []).filter((row) =>
      (!row.imports || modules.has(row.imports))
      && (row.classPattern !== undefined ? this.classes.isClassMethod(fn, row.classPattern, row.methodPattern) : fn.decorators.length > 0)
      && (!row.overridesOnly || row.classPattern === undefined || !new RegExp(row.classPattern).test(fn.className ?? ''))
      && (!row.decorator || fn.decorators.some((d) => row.decorator!.includes(d.name) && (!row.decoratorArguments || new RegExp(row.decoratorArguments).test(d.argumentsText ?? ''))))
      && (!row.withDecorator || fn.decorators.some((d) => row.withDecorator!.includes(d.name))));
  }

  /**
   * The modules the file imports, by every name in their paths: `celery` for `from celery import shared_task` and for
   * a project's own Celery module (`from proj.celery import app`, `from .celery import app`).
   */
  private importedModules(): ReadonlySet<string> {
    return (this.modules ??= new Set([...this.ir.imports.values()].flatMap((q) => q.split(/[./]/)).filter(Boolean)));
  }

  summary(fn: FunctionIR): Summary | undefined {
    const known = this.summaries.get(fn.id);
    if (known === 'pending') return undefined;
    if (known) return known;
    if (this.collectors.length >= MAX_SUMMARY_NESTING) return undefined;
    this.summaries.set(fn.id, 'pending');
    const collector: Collector = { fn, paramHits: [], pending: new Map(), stores: new Map() };
    this.collectors.push(collector);
    const frame = new Frame(this, fn, 0);
    let after: Env | undefined;
    try {
      const env: Env = new Map();
      for (const param of fn.params) env.set(param.name, this.parameterValue(fn, param, true));
      if (fn.className) env.set('this', { taints: [], type: fn.className });
      after = frame.run(env);
      this.drainPending(collector, frame);
    } finally {
      this.collectors.pop();
    }
    const mutates = new Map<number, Value>();
    for (const param of fn.params) {
      if (!frame.mutated.has(param.name) || param.rest) continue;
      const ends = [after, ...frame.endings].filter((ending): ending is Env => ending !== undefined).map((ending) => ending.get(param.name)).filter((value): value is Value => value !== undefined);
      // What came into the parameter, not the parameter itself: the caller's argument already carries its own taint,
      // and handing it back flattened onto the whole object would taint every field of it.
      const isItself = (taint: Taint) => taint.source.origin === 'parameter' && taint.source.fn === fn.id && taint.source.param === param.index && !taint.source.path && taint.steps.length === 0;
      const added = deepTaints(joinAll(ends)).filter((taint) => !isItself(taint));
      if (added.length > 0) mutates.set(param.index, { taints: added });
    }
    const asserts = this.safeAtEveryExit(fn, frame, after);
    const assertsFields = this.fieldsSafeAtEveryExit(fn, frame, after);
    const stores = this.storesOf(fn, frame, after, collector.stores);
    const sets = this.fieldsSet(fn, frame, after);
    const summary: Summary = { returns: joinAll(frame.returns), paramHits: collector.paramHits, validates: this.validations(fn, frame), mutates, asserts, assertsFields, stores, sets };
    this.summaries.set(fn.id, summary);
    return summary;
  }

  /**
   * What a function leaves in places that outlive it (stored-taint.ts): the fields of its instance that a method
   * other than the constructor wrote (a constructor's fields travel with the object it builds), and the module
   * bindings it changed in place. Outside input is stored at once; what its parameters put there goes into `stores`.
   */
  private storesOf(fn: FunctionIR, frame: Frame, after: Env | undefined, stores: Map<string, Value>): Map<string, Value> {
    const exits = [...(after ? [after] : []), ...frame.returnPoints.map((point) => point.env)];
    this.storeEndings(fn, frame, exits, undefined, (place, value) => this.storeAt(place, value, fn, stores));
    return stores;
  }

  /** The fields of its instance a method (not a constructor: its fields travel with the object it builds) left written at its exits. */
  private fieldsSet(fn: FunctionIR, frame: Frame, after: Env | undefined): Map<string, FieldSet> {
    const sets = new Map<string, FieldSet>();
    if (fn.className === undefined || fn.isStatic || this.classes.isConstructor(fn)) return sets;
    const exits = [...(after ? [after] : []), ...frame.returnPoints.map((point) => point.env)].map((env) => env.get('this')?.fields);
    for (const field of new Set(exits.flatMap((fields) => [...(fields?.keys() ?? [])]))) {
      // What a check learnt about a field (`refined`) is no write.
      const written = exits.map((fields) => fields?.get(field)).filter((value): value is Value => value !== undefined && !value.refined);
      if (written.length > 0) sets.set(field, { value: joinAll(written), always: written.length === exits.length });
    }
    return sets;
  }

  /**
   * The fields a call of a method of the file sets on the object it is called on (Summary.sets), with the call's
   * arguments in place of the method's parameters: `criteria.setSortBy(sort)` leaves `sort` in `criteria.sortBy`.
   */
  fieldsSetBy(fn: FunctionIR, args: readonly (Value | undefined)[], callNode: Node): Map<string, FieldSet> | undefined {
    if (!this.units.isUnit(fn)) return undefined;
    const sets = this.summary(fn)?.sets;
    if (!sets || sets.size === 0) return undefined;
    return new Map([...sets].map(([field, set]) => [field, { ...set, value: this.instantiated(set.value, fn, args, callNode) }]));
  }

  /**
   * Stores what a run of `fn` left at its endings: in the fields of its instance, those a method other than the
   * constructor wrote (not the ones `entry`, the object it ran on, held already), and in the module bindings it changed.
   */
  private storeEndings(fn: FunctionIR, frame: Frame, endings: readonly Env[], entry: Value | undefined, store: (place: string, value: Value) => void): void {
    const className = fn.className !== undefined && !this.classes.isConstructor(fn) ? fn.className : undefined;
    const bindings = this.changedBindings(fn, frame);
    for (const ending of endings) {
      for (const [field, value] of className ? ending.get('this')?.fields ?? [] : []) {
        if (value !== entry?.fields?.get(field) && !value.refined) store(this.stored.fieldPlace(className!, field), value);
      }
      for (const name of bindings) {
        const value = ending.get(name);
        if (value) store(this.stored.modulePlace(name), value);
      }
    }
  }

  /** The module bindings a function changed in place (`jobs.set(id, job)`), not names of its own (a parameter, a variable it declared). */
  private changedBindings(fn: FunctionIR, frame: Frame): string[] {
    return [...frame.mutated].filter((name) => this.ir.globals.has(name) && !fn.params.some((param) => param.name === name) && (fn === this.ir.module || !frame.assigned.has(name)));
  }

  /**
   * A module binding as a function other than the module body reads it from the variables it captured: with what the
   * file's functions stored in it since, which a closure that ran earlier than they did has not seen.
   */
  capturedBinding(fn: FunctionIR, name: string, value: Value): Value {
    if (fn === this.ir.module || !this.ir.globals.has(name) || fn.params.some((param) => param.name === name)) return value;
    const stored = this.stored.at(this.stored.modulePlace(name));
    return stored ? join(value, stored) : value;
  }

  /** A write to a long-lived place: its outside input is stored for every reader, what `fn`'s parameters gave it for `fn`'s callers. */
  private storeAt(place: string, value: Value, fn: FunctionIR, stores: Map<string, Value>): void {
    this.stored.put(place, value);
    const own = keptTaints(value, (taint) => taint.source.origin === 'parameter' && taint.source.fn === fn.id);
    if (!own) return;
    const known = stores.get(place);
    stores.set(place, known ? join(known, own) : own);
  }

  /** A write to a long-lived place made by the code being analysed now (an inline call, a summary applied). */
  private storeHere(place: string, value: Value): void {
    const collector = this.collectors.at(-1);
    if (collector) this.storeAt(place, value, collector.fn, collector.stores);
    else this.stored.put(place, value);
  }

  /** What the file's methods stored in a field of the class's instances (stored-taint.ts), if any input. */
  storedField(className: string, field: string): Value | undefined {
    return this.stored.at(this.stored.fieldPlace(className, field));
  }

  /**
   * What a true result of the function says about its parameters: on every return whose value is not false, the
   * condition it returns held (`return preg_match('/^\d+$/', $id) === 1`), after the checks on the path to it
   * (`if (!ok($x)) return false; return true;`). The kinds each parameter is then safe for, in all such returns.
   */
  private validations(fn: FunctionIR, frame: Frame): Map<number, readonly string[]> {
    const validates = new Map<number, readonly string[]>();
    const points = frame.returnPoints.filter((point): point is typeof point & { expr: Expr } => point.expr !== undefined
      && !(point.value.constants?.length && point.value.constants.every((c) => c === false || c === null || c === 0 || c === '')));
    // A parameter the function assigned to is its own value by then, not the caller's.
    const params = fn.params.filter((param) => !frame.assigned.has(param.name));
    if (points.length === 0 || points.length > 16 || params.length === 0) return validates;
    const kindsOf = new Map<number, Set<string>>();
    for (const { expr, env } of points) {
      const refined = this.quietly(() => frame.refine(expr, true, env));
      for (const param of params) {
        const known = kindsOf.get(param.index);
        if (known?.size === 0) continue;
        // A check that leaves nothing of the parameter's own taint (a full-match pattern) makes it safe for every kind.
        const checked = refined.get(param.name);
        const cleared = checked !== undefined && ownTaints(this.parameterValue(fn, param, true), fn, param).length > 0 && ownTaints(checked, fn, param).length === 0;
        const safe = cleared ? ['*'] : safeKindsOf(checked, fn, param);
        kindsOf.set(param.index, known ? new Set([...known].filter((kind) => safe.includes(kind) || safe.includes('*'))) : new Set(safe));
      }
    }
    for (const [index, kinds] of kindsOf) if (kinds.size > 0) validates.set(index, [...kinds]);
    return validates;
  }

  /** Parameter index → the kinds it is safe for at every return and at the end (Summary.asserts). */
  private safeAtEveryExit(fn: FunctionIR, frame: Frame, after: Env | undefined): Map<number, readonly string[]> {
    const asserts = new Map<number, readonly string[]>();
    const exits = [...frame.returnPoints.map((point) => point.env), ...(after ? [after] : [])];
    const params = fn.params.filter((param) => !frame.assigned.has(param.name));
    if (exits.length === 0 || exits.length > 16 || params.length === 0) return asserts;
    for (const param of params) {
      let kinds: string[] | undefined;
      for (const env of exits) {
        const safe = safeKindsOf(env.get(param.name), fn, param);
        kinds = kinds ? kinds.filter((kind) => safe.includes(kind) || safe.includes('*')) : safe;
        if (kinds.length === 0) break;
      }
      if (kinds && kinds.length > 0) asserts.set(param.index, kinds);
    }
    return asserts;
  }

  /** Parameter index → field → the kinds the field is safe for at every exit (Summary.assertsFields). */
  private fieldsSafeAtEveryExit(fn: FunctionIR, frame: Frame, after: Env | undefined): Map<number, Map<string, readonly string[]>> {
    const asserts = new Map<number, Map<string, readonly string[]>>();
    const exits = [...frame.returnPoints.map((point) => point.env), ...(after ? [after] : [])];
    if (exits.length === 0 || exits.length > 16) return asserts;
    for (const param of fn.params.filter((p) => !frame.assigned.has(p.name))) {
      const keys = new Set(exits.flatMap((env) => [...(env.get(param.name)?.fields?.keys() ?? [])]));
      for (const key of keys) {
        let kinds: string[] | undefined;
        for (const env of exits) {
          const field = env.get(param.name)?.fields?.get(key);
          // Checked until nothing of the parameter is left in it (a full-match pattern), or safe for some kinds.
          const safe = !field ? [] : ownTaints(field, fn, param).length === 0 && field.taints.length === 0 ? ['*'] : safeKindsOf(field, fn, param);
          kinds = kinds ? kinds.filter((kind) => safe.includes(kind) || safe.includes('*')) : safe;
          if (kinds.length === 0) break;
        }
        if (kinds && kinds.length > 0) asserts.set(param.index, new Map([...(asserts.get(param.index) ?? []), [key, kinds]]));
      }
    }
    return asserts;
  }

  /** What a call of a function of the file guarantees about its arguments' fields once it returns. */
  fieldAssertionsOf(fn: FunctionIR): ReadonlyMap<number, ReadonlyMap<string, readonly string[]>> | undefined {
    if (!this.units.isUnit(fn)) return undefined;
    const asserts = this.summary(fn)?.assertsFields;
    return asserts && asserts.size > 0 ? asserts : undefined;
  }

  /** What a call of a function of the file guarantees about its arguments once it returns (Summary.asserts). */
  assertionsOf(fn: FunctionIR): ReadonlyMap<number, readonly string[]> | undefined {
    if (!this.units.isUnit(fn)) return undefined;
    const asserts = this.summary(fn)?.asserts;
    return asserts && asserts.size > 0 ? asserts : undefined;
  }

  /** The checks a call of a function of the file makes: parameter index → kinds, when it returns true. */
  validationsOf(target: FunctionValue): ReadonlyMap<number, readonly string[]> | undefined {
    if (!this.units.isUnit(target.fn)) return undefined;
    return this.summary(target.fn)?.validates;
  }

  /** Closures nothing called (returned, stored, exported): analysed once with what they captured. */
  private drainPending(collector: Collector, frame: Frame): void {
    for (let guard = 0; collector.pending.size > 0 && guard < 64; guard++) {
      const [fn, { captured, depth }] = collector.pending.entries().next().value!;
      collector.pending.delete(fn);
      // An escaping closure (returned, stored, exported) is called from outside: its parameters are of unknown origin.
      this.callClosure({ fn, captured }, fn.params.map((param) => this.parameterValue(fn, param, true)), frame, depth);
    }
  }

  closureCreated(fn: FunctionIR, captured: Env, depth: number): void {
    this.functions.set(fn.id, fn);
    const collector = this.collectors.at(-1);
    if (collector && !collector.pending.has(fn) && depth < MAX_INLINE_DEPTH) collector.pending.set(fn, { captured, depth });
  }

  /**
   * A class of the file constructed with these arguments: its constructor runs inline with a fresh object, and the
   * object comes back with the fields it set (`Repository(request.GET["region"])` holds the region in `self.region`).
   */
  construct(className: string, init: FunctionIR | undefined, args: readonly (Value | undefined)[], caller: Frame): Value {
    const fresh: Value = { taints: [], type: className };
    // A record without a constructor of its own: its components are its arguments.
    const components = this.ir.classes.get(className)?.components;
    // …given in full, or the first of them (the rest have defaults: a dataclass's `results: list = field(…)`).
    if (!init && components && args.length > 0 && args.length <= components.length) {
      return { ...fresh, fields: new Map(components.flatMap((name, i) => (args[i] ? [[name, args[i]] as const] : []))) };
    }
    // Built from constants only, the object holds nothing a finding needs: its declared field types are known already.
    // A parameter's taint counts only for a constructor that just stores values (a factory's `new Opts(args[0])`):
    // one that calls on may recurse through the class's own methods (see carriesInput).
    const stored = () => args.some((arg) => arg && deepTaints(arg).length > 0) && storesOnly(init!);
    if (!init || caller.depth >= MAX_INLINE_DEPTH || !(args.some((arg) => arg && carriesInput(arg)) || stored())) return fresh;
    this.collectors.at(-1)?.pending.delete(init);
    const { endings } = this.runInline({ fn: init, receiver: fresh }, args, caller.depth);
    const built = joinAll(endings.map((ending) => ending.get('this')).filter((value): value is Value => value !== undefined));
    return built.fields ? { ...fresh, fields: built.fields } : fresh;
  }

  isEnum(className: string): boolean {
    return this.ir.classes.get(className)?.isEnum === true;
  }

  /** Whether `member()` on the class is a record's accessor (a component the record does not declare a method for). */
  isRecordComponent(className: string, member: string): boolean {
    const cls = this.ir.classes.get(className);
    return !!cls?.components?.includes(member) && !cls.methods.some((m) => m.name === member);
  }

  /** Calls a closure inline: its body runs with the captured variables and the given arguments. */
  callClosure(target: FunctionValue, args: readonly (Value | undefined)[], caller: Frame, depth = caller.depth): Value {
    this.collectors.at(-1)?.pending.delete(target.fn);
    if (depth >= MAX_INLINE_DEPTH) return { taints: mergeTaints([], args.flatMap((arg) => (arg ? deepTaints(arg) : []))) };
    return joinAll(this.runInline(target, args, depth).frame.returns);
  }

  /** Runs a function's body inline; what its paths end with (`after`, `frame.exits`) is for the caller to read. */
  private runInline(target: FunctionValue, args: readonly (Value | undefined)[], depth: number): { frame: Frame; endings: Env[] } {
    const captured = target.captured;
    const env: Env = new Map(captured ?? []);
    const params = new Set<string>();
    for (const param of target.fn.params) {
      params.add(param.name);
      env.set(param.name, args[param.index] ?? this.parameterValue(target.fn, param, false));
    }
    // A method called on an object the flow knows (one built from the request): `self.region` reads what it holds.
    if (target.fn.className && !env.has('this')) env.set('this', target.receiver ?? { taints: [], type: target.fn.className });
    const frame = new Frame(this, target.fn, depth + 1);
    const entry = env.get('this');
    const after = frame.run(env);
    const endings = after ? [after, ...frame.exits] : frame.exits;
    // What a method run inline on a known object wrote to its fields, and what a closure (a handler filling the file's
    // map) changed in a module binding, is stored as a summary of theirs would store it.
    this.storeEndings(target.fn, frame, endings, entry, (place, value) => this.storeHere(place, value));
    // What the closure wrote to the variables it captured is seen outside it afterwards (`items.forEach(i => total += i)`).
    if (captured) {
      for (const ending of endings) {
        for (const [name, value] of ending) {
          const before = captured.get(name);
          if (before !== undefined && !params.has(name) && value !== before) captured.set(name, join(before, value));
        }
      }
    }
    return { frame, endings };
  }

  /**
   * Calls a unit of the file through its summary: parameters replaced by the arguments' taint. `changed` receives,
   * per argument, what the function put into it in place (`appendFilter(sb, x)` appends x to the caller's builder).
   */
  callUnit(fn: FunctionIR, args: readonly (Value | undefined)[], callNode: Node, changed?: (index: number, value: Value) => void): Value {
    const summary = this.summary(fn);
    if (!summary) return { taints: mergeTaints([], args.flatMap((arg) => (arg ? deepTaints(arg) : []))) };
    for (const [index, value] of changed ? summary.mutates : []) {
      const taints = this.instantiate(deepTaints(value), fn, args, callNode);
      if (taints.length > 0) changed!(index, withStep({ taints }, callNode, () => `changed by \`${fn.name ?? 'the function'}\``));
    }
    for (const [place, value] of summary.stores) this.storeHere(place, mappedTaints(value, (taints) => this.instantiate(taints, fn, args, callNode)));
    for (const hit of summary.paramHits) {
      const safeAs = 'safeAs' in hit.row && hit.row.safeAs !== undefined ? hit.row.safeAs : hit.kind;
      // A sink only structured input threatens (SinkRow.structured) judges the caller's input, not the parameter.
      const structured = 'structured' in hit.row && hit.row.structured === true;
      // …and one where only the argument's own taint counts (SinkRow.shallow: a filter that is itself input), the
      // caller's argument's own taint, not that of its contents, when the parameter reached it as it was.
      const shallow = 'shallow' in hit.row && hit.row.shallow === true;
      const taints = this.instantiate(hit.taints, fn, args, callNode, shallow).filter((taint) => !taint.safeFor.has(safeAs) && !(structured && taint.source.text));
      if (taints.length > 0) this.hit({ ...hit, taints });
    }
    const result = this.instantiated(summary.returns, fn, args, callNode);
    return result.taints.length > 0 ? withStep(result, callNode, () => `returned by \`${fn.name ?? 'the function'}\``) : result;
  }

  /** A value of `fn`'s summary (what it returns, what it sets) with the arguments of a call in place of its parameters. */
  private instantiated(value: Value, fn: FunctionIR, args: readonly (Value | undefined)[], callNode: Node): Value {
    const dependsOnArguments = value.taints.some((taint) => taint.source.origin === 'parameter' && taint.source.fn === fn.id);
    // Built around an argument, the result is no constant; its shape stays (the argument's part a hole in it).
    const { constants, constantSteps, ...rest } = value;
    void constants; void constantSteps;
    return {
      ...(dependsOnArguments ? rest : value),
      taints: this.instantiate(value.taints, fn, args, callNode),
      ...(value.fields ? { fields: new Map([...value.fields].map(([k, v]) => [k, { ...v, taints: this.instantiate(v.taints, fn, args, callNode) }])) } : {}),
    };
  }

  /**
   * Replaces the taint of `fn`'s parameters by the taint of the arguments given for them; with `own`, a parameter that
   * got there as it was (only moves) by the argument's own taint, not that of its contents.
   */
  private instantiate(taints: readonly Taint[], fn: FunctionIR, args: readonly (Value | undefined)[], callNode: Node, own = false): Taint[] {
    const result: Taint[] = [];
    for (const taint of taints) {
      if (taint.source.origin !== 'parameter' || taint.source.fn !== fn.id) {
        result.push(taint);
        continue;
      }
      const given = args[taint.source.param!];
      const arg = given && taint.source.path ? atPath(given, taint.source.path) : given;
      const taken = arg ? (own && taint.steps.every((step) => step.move) ? arg.taints : deepTaints(arg)) : [];
      // What the function read off the parameter is, on the caller's object of a known type, that type's member:
      // `req.args.get("sort")` in a helper given Flask's `request` reads the query string.
      const outers = taken.length === 0 && given?.type !== undefined && taint.source.path?.length ? this.readThrough(given.type, taint.source.path, callNode) : taken;
      for (const outer of outers) {
        const combined = prefixSteps(taint, outer.steps);
        result.push({ source: outer.source, steps: combined.steps, safeFor: new Set([...outer.safeFor, ...taint.safeFor]), ...(outer.guessed || taint.guessed ? { guessed: true } : {}), ...(outer.assembled || taint.assembled ? { assembled: true } : {}) });
      }
    }
    return mergeTaints([], result);
  }

  /** The taint of reading `path` off an object of this type, when its first member is a source (`flask.Request.args`). */
  private readThrough(type: string, path: readonly string[], node: Node): readonly Taint[] {
    const shape: CallShape = { form: 'read', member: path[0]!, qname: undefined, receiverType: type, receiverText: undefined, arity: 0 };
    const row = this.spec.sources(shape, this.names(shape))[0];
    if (!row) return [];
    const read = this.sourceValue(row, node, []);
    return (path[1] !== undefined ? narrowSource(read, node, path[1]) : read).taints;
  }

  /** The value a parameter starts with: input for handler parameters, else its type and, for summaries, its own taint. */
  parameterValue(fn: FunctionIR, param: Parameter, summary: boolean): Value {
    if (this.spec.isNumericType(param.type)) return { taints: [], numeric: true };
    // A constant of an enumeration of the file, whatever text chose it: its name is the code's own.
    if (param.type !== undefined && this.isEnum(param.type)) return { taints: [], type: param.type };
    const input = inputParameter(this.spec.spec, this.classes, fn, param, () => this.isCalledInFile(fn), this.importedModules());
    // A handler parameter is text unless its declared type says it is a model or a mapping.
    if (input) {
      const value = sourceValue({ origin: 'input', description: input.label, node: param.node, text: !param.type || /^(str|string|String)$/.test(param.type), ...(input.local ? { local: true } : {}) }, [...OPT_IN_KINDS, ...input.safeFor]);
      // `line: CartLine`, `lines: List[CartLine]`: a model of the file, whose declared fields say what they hold.
      const model = param.type !== undefined && this.ir.classes.has(param.type) ? { ...value, type: param.type } : value;
      return param.elementType ? { ...model, elements: { taints: value.taints, type: param.elementType } } : model;
    }
    // A name that says what the parameter is (`req`) counts when its declared type says nothing the specification knows.
    const byName = this.spec.spec.parameterNames?.[param.name];
    const type = param.type !== undefined && (this.isCarrier(param.type) || this.ir.classes.has(param.type) || !byName) ? param.type : byName ?? param.type;
    if (this.spec.isNumericType(type)) return { taints: [], numeric: true };
    const typed: Value = type ? { taints: [], type } : UNKNOWN;
    // A value of a type the specification knows (a request, a URL, a path, a builder) handed to a helper is read as
    // that type and still followed as the caller's value: `preview(feedUrl: URL)` fetches what its caller checked or not.
    if (!summary || param.rest) return typed;
    const source: Source = { origin: 'parameter', description: `parameter \`${parameterLabel(param)}\` of \`${fn.name ?? 'a function'}\``, node: param.node, fn: fn.id, param: param.index };
    const value: Value = { ...sourceValue(source), ...(type ? { type } : {}) };
    return param.elementType ? { ...value, elements: { taints: value.taints, type: param.elementType } } : value;
  }

  private isCalledInFile(fn: FunctionIR): boolean {
    let called = this.calledByFile.get(fn.id);
    if (called === undefined) this.calledByFile.set(fn.id, (called = fn.name !== undefined && this.units.unitsMentioning(new Set([fn.name]), true).length > 0));
    return called;
  }

  /** The names a call or read is known by, with the supertypes of the file's own classes. */
  names(shape: CallShape): Set<string> {
    return this.spec.candidates(shape, (type) => this.ir.classes.get(type)?.supertypes);
  }

  /** A type the specification knows as a request, response or framework object (not a value of unknown origin). */
  private isCarrier(type: string): boolean {
    return this.spec.typeAndSupertypes(type).some((t) => this.spec.carrierTypes.has(t));
  }

  /** A value read from the environment, `this`, a module-level binding, a function, a class or an import. */
  global(name: string, node: Node, frame: Frame): Value {
    // An imported name is the import even where a field has that name (Go's `http.Get` beside a field `http`).
    for (let cls = frame.fn.className && !this.ir.imports.has(name) ? this.ir.classes.get(frame.fn.className) : undefined, guard = 0; cls && guard < 8; cls = cls.enclosing ? this.ir.classes.get(cls.enclosing) : undefined, guard++) {
      const field = this.fieldOf(cls.name, name);
      if (field) return field;
    }
    const known = this.globals.get(name);
    if (known === 'pending') return UNKNOWN;
    let value = known;
    if (!value) {
      this.globals.set(name, 'pending');
      value = this.computeGlobal(name, node, frame);
      this.globals.set(name, value);
    }
    // What the file's functions stored in a module binding since (a handler filling a module-level map).
    const stored = this.ir.globals.has(name) ? this.stored.at(this.stored.modulePlace(name)) : undefined;
    return stored ? join(value, stored) : value;
  }

  private computeGlobal(name: string, node: Node, frame: Frame): Value {
    const assigned = this.ir.globals.get(name);
    if (assigned?.length) {
      const evaluator = new Frame(this, this.ir.module, MAX_INLINE_DEPTH);
      return joinAll(assigned.map((expr) => this.quietly(() => evaluator.expr(expr, new Map()))));
    }
    const functions = this.ir.functions.get(name);
    if (functions?.length === 1) return { taints: [], fn: { fn: functions[0]! } };
    const qname = this.ir.imports.get(name) ?? name;
    let value: Value = { taints: [], qname };
    const shape: CallShape = { form: 'read', member: lastSegment(qname), qname, receiverType: undefined, receiverText: undefined, arity: 0 };
    const names = this.names(shape);
    const type = this.spec.returnType(shape, names);
    if (type) value = { ...value, type };
    const sources = this.spec.sources(shape, names);
    if (sources.length > 0) value = join(value, this.sourceValue(sources[0]!, node, []));
    void frame;
    return value;
  }

  /** The values a class's text field is limited to where it is bound (ClassIR.fieldChoices), or undefined. */
  fieldChoices(className: string, field: string): readonly Constant[] | undefined {
    for (const cls of this.classes.lineage(className)) {
      const choices = cls.fieldChoices?.get(field);
      if (choices) return choices;
      if (cls.fieldTypes.has(field)) return undefined;
    }
    return undefined;
  }

  /** A class's field: its constant initialiser, else its declared type; else the nearest supertype's of the file. */
  fieldOf(className: string, field: string): Value | undefined {
    for (const cls of this.classes.lineage(className)) {
      const initial = cls.fieldValues.get(field);
      const type = cls.fieldTypes.get(field);
      if (initial) {
        const value = this.fieldValue(cls.name, field, initial);
        // `postcode: str = Field(pattern=…)`: what the initialiser makes is no constant, the declaration says what it holds.
        if (type === undefined || value.constants !== undefined || value.type !== undefined) return value;
        return this.spec.isNumericType(type) ? { ...stripTaint(value), numeric: true } : { ...value, type };
      }
      const kept = this.constructedField(cls.name, field);
      if (kept) return kept;
      const injected = type !== undefined ? this.produced(type) : undefined;
      if (injected) return injected;
      if (type) return this.spec.isNumericType(type) ? { taints: [], numeric: true } : { taints: [], type };
    }
    return undefined;
  }

  private constructions: ReturnType<typeof constructionsOf> | undefined;

  /**
   * What the file's producer methods of a type return (TaintSpec.producers: `@Bean Random random() { return new
   * Random(); }`), which the container injects into the fields of that type; undefined when no producer of the file
   * returns a value of the type.
   */
  private produced(type: string): Value | undefined {
    const producers = this.spec.spec.producers;
    if (!producers?.length || this.spec.isNumericType(type)) return undefined;
    const key = `#produced:${type}`;
    const known = this.globals.get(key);
    if (known === 'pending') return undefined;
    if (known) return known.type !== undefined ? known : undefined;
    this.globals.set(key, 'pending');
    const values = this.ir.units
      .filter((fn) => fn.className !== undefined && !this.classes.isConstructor(fn) && fn.decorators.some((d) => producers.includes(d.name)))
      .map((fn) => this.summary(fn)?.returns)
      .filter((value): value is Value => value?.type !== undefined && this.spec.typeAndSupertypes(value.type).includes(type));
    const value: Value = values.length > 0 ? { ...joinAll(values), type } : UNKNOWN;
    this.globals.set(key, value);
    return values.length > 0 ? value : undefined;
  }

  /**
   * What a field keeps from its constructor's parameter, where every construction in the file passes constants or
   * objects with constant fields (`new ExportWriter(ROOT, 0o777)`, `new Parser(PARSE_OPTIONS)`): the constant parts.
   */
  constructedField(className: string, field: string): Value | undefined {
    const cls = this.ir.classes.get(className);
    const key = `${className}.${field}#constructed`;
    const known = this.globals.get(key);
    if (known === 'pending' || !cls) return undefined;
    if (known) return known.constants || known.fields || known.type ? known : undefined;
    this.globals.set(key, 'pending');
    this.constructions ??= constructionsOf(this.ir);
    const args = constructedFieldArguments(cls, field, this.constructions);
    const evaluator = new Frame(this, this.ir.module, MAX_INLINE_DEPTH);
    const joined = args ? joinAll(args.map((arg) => this.quietly(() => evaluator.expr(arg, new Map())))) : undefined;
    const type = cls.fieldTypes.get(field);
    const kept = joined ? constantParts(joined) : undefined;
    const value: Value = kept ? { ...kept, ...(type && !kept.type ? { type } : {}) } : { taints: [] };
    this.globals.set(key, value);
    return kept ? value : undefined;
  }

  private fieldValue(className: string, field: string, initial: Expr): Value {
    const key = `${className}.${field}`;
    const known = this.globals.get(key);
    if (known === 'pending') return UNKNOWN;
    if (known) return known;
    this.globals.set(key, 'pending');
    const evaluator = new Frame(this, this.ir.module, MAX_INLINE_DEPTH);
    const value = this.quietly(() => evaluator.expr(initial, new Map()));
    this.globals.set(key, value);
    return value;
  }

  /** `Cls.FIELD` for a class of the file. */
  classMember(qname: string, member: string): Value | undefined {
    return this.ir.classes.has(qname) ? this.fieldOf(qname, member) : undefined;
  }

  /**
   * The function a call reaches in this file: a closure held in a variable, a module-level function, a method
   * of the enclosing class (unqualified or on `this`), or a method of a class of the file by the receiver's type.
   * `constructor` for `new C()` of a class of the file.
   */
  resolve(frame: Frame, shape: CallShape, receiver: Value | undefined, receiverExpr: Expr | undefined, callee: Value | undefined, isNew: boolean): FunctionValue | 'constructor' | undefined {
    if (isNew) return shape.qname && this.ir.classes.has(shape.qname) ? 'constructor' : undefined;
    if (!receiver) {
      if (callee?.fn) return callee.fn;
      // A class of the file called like a function (Python's `Runner()`): its constructor.
      if (shape.qname && callee?.qname === shape.qname && this.ir.classes.has(shape.qname)) return 'constructor';
      // An unqualified call inside a class: its own methods, then those of the classes around it.
      for (let cls = frame.fn.className ? this.ir.classes.get(frame.fn.className) : undefined, guard = 0; cls && guard < 8; cls = cls.enclosing ? this.ir.classes.get(cls.enclosing) : undefined, guard++) {
        const own = this.classes.method(cls.name, shape.member, shape.arity);
        if (own && !this.ir.functions.has(shape.member)) return { fn: own };
      }
      return undefined;
    }
    const className = receiverExpr?.kind === 'this' ? frame.fn.className : receiver.type ?? (receiver.qname && this.ir.classes.has(receiver.qname) ? receiver.qname : undefined);
    if (className && this.ir.classes.has(className)) {
      const method = this.classes.method(className, shape.member, shape.arity);
      if (method) return { fn: method, receiver };
    }
    if (receiver.fields?.get(shape.member)?.fn) return receiver.fields.get(shape.member)!.fn;
    if (this.spec.spec.methodsByName && receiver.type === undefined && receiver.qname === undefined && !receiver.fields && receiverExpr?.kind !== 'this') {
      const only = this.classes.onlyMethodNamed(shape.member, shape.arity);
      const names = only ? this.names(shape) : undefined;
      // Rows that would match only by the argument's text (`*.fetch` on a receiver named like a connection) are guesses.
      if (only && names && this.spec.sinks(shape, names).every((sink) => sink.byShape) && this.spec.sources(shape, names).length === 0
        && this.spec.propagators(shape, names).length === 0 && this.spec.sanitizers(shape, names).length === 0) return { fn: only };
    }
    return undefined;
  }

  /** A value read at a source: its taint names what it is, and which sink kinds it threatens. */
  sourceValue(row: SourceRow, node: Node, args: readonly Value[]): Value {
    const first = args[0]?.constants?.length === 1 ? args[0].constants[0] : undefined;
    const description = row.label.includes('{0}')
      ? row.label.replace('{0}', first !== undefined && first !== null ? String(first) : '…')
      : row.label;
    const safeFor = row.kinds ? Object.keys(SINK_KINDS).filter((kind) => !row.kinds!.includes(kind as SinkKind)) : OPT_IN_KINDS;
    return sourceValue({ origin: 'input', description, node, ...(row.numeric ? { numeric: true } : {}), ...(row.text ? { text: true } : {}), ...(row.local ? { local: true } : {}) }, safeFor);
  }

  /** A value converted to a declared type: numbers and truth values carry no text. */
  coerce(value: Value, type: string): Value {
    if (this.spec.isNumericType(type)) return { ...stripTaint(value), numeric: true };
    const typed = value.type ? value : { ...value, type };
    // Text read from a structured document (a string field of a decoded body) is text all the same.
    if (!this.spec.spec.textTypes?.includes(type) || typed.taints.every((taint) => taint.source.text)) return typed;
    return { ...typed, taints: typed.taints.map((taint) => (taint.source.text ? taint : { ...taint, source: { ...taint.source, text: true } })) };
  }

  /**
   * What an expression may hold wherever it is evaluated: a function run inline at each of its calls holds, at a
   * node, what every call gave it (a fix judged safe for a number must not meet the text another call passes).
   */
  record(node: Node, value: Value): void {
    if (this.quiet > 0) return;
    const known = this.values.get(node.id);
    this.values.set(node.id, known ? join(known, value) : value);
  }

  quietly<T>(run: () => T): T {
    this.quiet++;
    try {
      return run();
    } finally {
      this.quiet--;
    }
  }

  valueOf(node: Node): Value | undefined {
    return this.values.get(node.id);
  }

  /** Statements a folded condition never runs. */
  dead(statements: readonly Stmt[]): void {
    if (this.quiet > 0) return;
    for (const statement of statements) this.deadRanges.push([statement.node.startIndex, statement.node.endIndex]);
  }

  /** Whether a node lies in code a folded condition never runs. */
  isDead(node: Node): boolean {
    return this.deadRanges.some(([start, end]) => start <= node.startIndex && node.endIndex <= end);
  }

  hit(hit: SinkHit): void {
    if (this.quiet > 0) return;
    const key = `${hit.kind}:${hit.call.id}:${hit.argument.id}`;
    const input = hit.taints.filter((taint) => taint.source.origin === 'input');
    if (input.length > 0) {
      const known = this.inputHits.get(key);
      this.inputHits.set(key, known ? { ...known, taints: mergeTaints(known.taints, input) } : { ...hit, taints: input });
    }
    const parameters = hit.taints.filter((taint) => taint.source.origin === 'parameter');
    if (parameters.length === 0) return;
    const collector = this.collectors.at(-1);
    const own = parameters.filter((taint) => collector && taint.source.fn === collector.fn.id);
    if (collector && own.length > 0) collector.paramHits.push({ ...hit, taints: own });
    const known = this.parameterHits.get(key);
    this.parameterHits.set(key, known ? { ...known, taints: mergeTaints(known.taints, parameters) } : { ...hit, taints: parameters });
  }

  /** The function a parameter source belongs to. */
  functionById(id: number): FunctionIR | undefined {
    return this.functions.get(id);
  }
}

/** A constructor whose body only assigns fields (or names) from values that call nothing: `this.db = db;`. */
function storesOnly(init: FunctionIR): boolean {
  const plain = (expr: Expr): boolean => {
    switch (expr.kind) {
      case 'literal': case 'name': case 'this': return true;
      case 'member': return plain(expr.object);
      case 'index': return plain(expr.object) && plain(expr.index);
      case 'unary': return plain(expr.operand);
      case 'binary': return plain(expr.left) && plain(expr.right);
      case 'conditional': return plain(expr.test) && plain(expr.then) && plain(expr.otherwise);
      case 'concat': return expr.parts.every(plain);
      case 'typed': return plain(expr.expr);
      default: return false;
    }
  };
  return init.body.length > 0 && init.body.every((stmt) => stmt.kind === 'assign' && (stmt.target.kind === 'member' || stmt.target.kind === 'name') && plain(stmt.value));
}
