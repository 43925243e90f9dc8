/**
 * The abstract interpreter: runs one function's statements over abstract values (value.ts), forward and
 * flow-sensitive. Branches whose condition folds to a constant are the only ones taken; other branches are
 * joined where they meet; loops run to a fixpoint; a `switch` on a constant takes its case. Calls are handed to
 * calls.ts, which knows the specification and the file's other functions.
 */
import type { Constant, Expr, FunctionIR, PatternElement, Stmt, Target } from '../../core/ir';
import { fillTemplate, foldBinary, foldUnary, isTruthy } from './fold';
import {
  UNKNOWN, derived, short, targetOf, isPath, anyElement, concatenation, constant, deepTaints, fieldKey, join, joinAll, joinEnvs, mergeTaints, narrowSource, numericTaints, sameEnv, sanitized, single, taintsAtKey,
  assembledTaints, stripTaint, withField, withStep, type Env, type Value,
} from './value';
import type { Analysis } from './analysis';
import type { CallShape } from './match';
import { checkNamed, checkReturn, checkWrite, evalCall, readMember, refineByCall, refineByEquality } from './calls';
import { CONSUMING_VERB } from './secret-places';

const MAX_LOOP_ROUNDS = 6;

interface LoopTarget {
  breaks: (Env | undefined)[];
  continues: (Env | undefined)[];
}

/** One activation of a function: where its returns and the variables its closures capture go. */
export class Frame {
  readonly returns: Value[] = [];
  /** The variables at each `return`, for closures that write to what they captured. */
  readonly exits: Env[] = [];
  /**
   * Each `return` with the variables there (depth 0 only; `expr` when it returns a value): what a true result says
   * about the parameters, and what holds whenever the function returns.
   */
  readonly returnPoints: { expr?: Expr; env: Env; value: Value }[] = [];
  /** Set by a call that never returns; the statement that made it ends the path. */
  exited = false;
  /** Variables changed in place (`sb.Append(x)`, `p.name = x`), not reassigned: for a parameter, the caller sees it. */
  readonly mutated = new Set<string>();
  /** Names the code assigned to (refinements aside). */
  readonly assigned = new Set<string>();
  /** The variables at each `return` of a summary (depth 0): what the parameters changed in place hold then. */
  readonly endings: Env[] = [];
  private readonly loops: LoopTarget[] = [];

  constructor(
    readonly analysis: Analysis,
    readonly fn: FunctionIR,
    /** Nesting of inline calls (closures), to bound the work. */
    readonly depth: number,
  ) {}

  run(env: Env): Env | undefined {
    return this.block(this.fn.body, env);
  }

  block(statements: readonly Stmt[], env: Env | undefined): Env | undefined {
    let current = env;
    for (const statement of statements) {
      if (!current) return undefined;
      current = this.statement(statement, current);
    }
    return current;
  }

  private statement(statement: Stmt, env: Env): Env | undefined {
    switch (statement.kind) {
      case 'assign': {
        let value = this.expr(statement.value, env);
        if (statement.op) value = this.binary(statement.op, this.readTarget(statement.target, env), value, statement.node);
        this.assign(statement.target, value, env, statement.node);
        return env;
      }
      case 'expr':
        this.expr(statement.expr, env);
        if (this.exited) {
          this.exited = false;
          return undefined;
        }
        return env;
      case 'if':
        return this.ifStatement(statement, env);
      case 'loop':
        return this.loop(statement, env);
      case 'switch':
        return this.switchStatement(statement, env);
      case 'return': {
        const value = statement.value ? this.expr(statement.value, env) : UNKNOWN;
        this.returns.push(value);
        if (this.depth > 0) this.exits.push(env);
        else if (this.mutated.size > 0) this.endings.push(env);
        if (this.depth === 0) this.returnPoints.push({ ...(statement.value ? { expr: statement.value } : {}), env: new Map(env), value });
        if (statement.value && this.depth === 0) checkReturn(this, value, statement.value.node);
        // What `generateOtp()` returns is an OTP; what `sendLoginCode()` returns is not a login code.
        if (statement.value && this.fn.name && !CONSUMING_VERB.test(this.fn.name)) checkNamed(this, this.fn.name, value, statement.value.node);
        return undefined;
      }
      case 'break':
        this.loops.at(-1)?.breaks.push(new Map(env));
        return undefined;
      case 'continue':
        this.loops.at(-1)?.continues.push(new Map(env));
        return undefined;
      case 'throw':
        if (statement.value) this.expr(statement.value, env);
        return undefined;
      case 'try': {
        const before = new Map(env);
        const after = this.block(statement.body, env);
        // A handler may start anywhere in the body: from what held before it or after it.
        let joined = after;
        for (const handler of statement.handlers) {
          const start = joinEnvs(before, after) ?? new Map(before);
          if (handler.name) start.set(handler.name, UNKNOWN);
          joined = joinEnvs(joined, this.block(handler.body, start));
        }
        if (statement.finalizer.length === 0) return joined;
        const finished = this.block(statement.finalizer, joined ?? new Map(before));
        return joined ? finished : undefined;
      }
      case 'function':
        env.set(statement.name, { taints: [], fn: { fn: statement.fn, captured: env } });
        this.analysis.closureCreated(statement.fn, env, this.depth);
        return env;
      case 'block':
        return this.block(statement.body, env);
    }
  }

  private ifStatement(statement: Extract<Stmt, { kind: 'if' }>, env: Env): Env | undefined {
    const test = this.expr(statement.test, env);
    const folded = single(test);
    if (folded !== undefined && test.taints.length === 0) {
      this.analysis.dead(isTruthy(folded) ? statement.otherwise : statement.then);
      return this.block(isTruthy(folded) ? statement.then : statement.otherwise, env);
    }
    const thenEnv = this.refine(statement.test, true, new Map(env));
    const elseEnv = this.refine(statement.test, false, new Map(env));
    return joinEnvs(this.block(statement.then, thenEnv), this.block(statement.otherwise, elseEnv));
  }

  private loop(statement: Extract<Stmt, { kind: 'loop' }>, env: Env): Env | undefined {
    const iterable = statement.each ? this.expr(statement.each.iterable, env) : undefined;
    if (statement.test) {
      const test = this.expr(statement.test, env);
      const folded = single(test);
      if (folded !== undefined && !isTruthy(folded) && test.taints.length === 0) {
        this.analysis.dead(statement.body);
        return env;
      }
    }
    const target: LoopTarget = { breaks: [], continues: [] };
    this.loops.push(target);
    let entry: Env = env;
    try {
      for (let round = 0; round < MAX_LOOP_ROUNDS; round++) {
        const body = new Map(entry);
        if (statement.each && iterable) {
          const iterableNode = statement.each.iterable.node;
          // Keys of outside input are outside input too (parameter names); of anything else, just names.
          const element = statement.each.keys ? { taints: iterable.taints } : anyElement(iterable);
          this.assign(statement.each.target, withStep(element, statement.each.target.node, () => `element of \`${short(iterableNode.text)}\``), body, statement.each.target.node);
        }
        const bodyEnv = statement.test ? this.refine(statement.test, true, body) : body;
        const out = joinEnvs(this.block(statement.body, bodyEnv), target.continues.reduce<Env | undefined>((a, b) => joinEnvs(a, b), undefined));
        target.continues.length = 0;
        const next = out ? this.block(statement.update, out) : undefined;
        const widened = joinEnvs(entry, next) ?? entry;
        if (sameEnv(widened, entry)) break;
        entry = widened;
      }
    } finally {
      this.loops.pop();
    }
    const infinite = statement.test ? isConstantTrue(this.expr(statement.test, entry)) : !statement.each;
    const exit = infinite ? undefined : entry;
    return target.breaks.reduce<Env | undefined>((a, b) => joinEnvs(a, b), exit);
  }

  private switchStatement(statement: Extract<Stmt, { kind: 'switch' }>, env: Env): Env | undefined {
    const subject = statement.subject ? this.expr(statement.subject, env) : undefined;
    const subjectConstant = subject && subject.taints.length === 0 ? single(subject) : undefined;
    // Which case runs first when the subject (or, subject-less, a case's condition) folds.
    let chosen: number | undefined;
    let decided = false;
    if (!statement.subject || subjectConstant !== undefined) {
      decided = true;
      for (let i = 0; i < statement.cases.length && chosen === undefined; i++) {
        for (const test of statement.cases[i]!.tests) {
          const value = this.expr(test, env);
          const folded = value.taints.length === 0 ? single(value) : undefined;
          if (folded === undefined) decided = false;
          else if (statement.subject ? foldBinary('==', subjectConstant!, folded) === true : isTruthy(folded)) chosen = i;
          if (chosen !== undefined || !decided) break;
        }
        if (!decided) break;
      }
      if (decided && chosen === undefined) {
        const fallback = statement.cases.findIndex((c) => c.tests.length === 0);
        if (fallback === -1) return env;
        chosen = fallback;
      }
    }
    const target: LoopTarget = { breaks: [], continues: [] };
    this.loops.push(target);
    let exits: Env | undefined;
    try {
      if (decided && chosen !== undefined) {
        this.analysis.dead(statement.cases.slice(0, chosen).flatMap((c) => c.body));
        let current: Env | undefined = new Map(env);
        for (let i = chosen; i < statement.cases.length && current; i++) {
          current = this.block(statement.cases[i]!.body, current);
          if (!statement.fallthrough) break;
        }
        exits = current;
      } else {
        let falling: Env | undefined;
        for (const switchCase of statement.cases) {
          const start = statement.fallthrough ? (joinEnvs(new Map(env), falling) ?? new Map(env)) : new Map(env);
          const out = this.block(switchCase.body, start);
          if (statement.fallthrough) falling = out;
          else exits = joinEnvs(exits, out);
        }
        if (statement.fallthrough) exits = joinEnvs(exits, falling);
        if (!statement.cases.some((c) => c.tests.length === 0)) exits = joinEnvs(exits, env);
      }
    } finally {
      this.loops.pop();
    }
    // `continue` inside a switch belongs to the enclosing loop.
    this.loops.at(-1)?.continues.push(...target.continues);
    return target.breaks.reduce<Env | undefined>((a, b) => joinEnvs(a, b), exits);
  }

  /** What the branch learns from a condition that held (or failed): validations, equality with a constant. */
  refine(test: Expr, outcome: boolean, env: Env): Env {
    if (test.kind === 'unary' && test.op === '!') return this.refine(test.operand, !outcome, env);
    if (test.kind === 'binary' && (test.op === '&&' || test.op === '||')) {
      // a && b held: both held. a || b failed: both failed.
      if ((test.op === '&&') === outcome) return this.refine(test.right, outcome, this.refine(test.left, outcome, env));
      // a && b failed: a failed, or a held and b failed (a || b held: a held, or a failed and b held). What is known
      // both ways holds (`if (next or html) and not allowed(next): next = fallback` leaves next allowed or empty).
      const first = this.refine(test.left, outcome, new Map(env));
      const second = this.refine(test.right, outcome, this.refine(test.left, !outcome, new Map(env)));
      return joinEnvs(first, second) ?? env;
    }
    // `if not x` / the failed branch of `if x`: an empty value (None, '', 0, false) carries nothing.
    if (test.kind === 'name' && !outcome) {
      this.assign(targetOf(test), stripTaint(this.quiet(test, env)), env, test.node, false);
      return env;
    }
    if (test.kind === 'binary' && (test.op === '==' || test.op === '!=')) {
      const equal = (test.op === '==') === outcome;
      if (!equal) return env;
      for (const [side, other] of [[test.left, test.right], [test.right, test.left]] as const) {
        const value = this.quiet(other, env);
        const folded = value.taints.length === 0 ? single(value) : undefined;
        if (folded !== undefined && isPath(side)) this.assign(targetOf(side), constant(folded), env, side.node, false);
        // `candidate === root`: the path holds what the value it equals holds (a parameter's value, in a summary, is
        // the caller's to say), when that brings no outside input the path did not carry already.
        else if (folded === undefined && isPath(side) && equalsWithoutNewInput(this.quiet(side, env), value)) this.assign(targetOf(side), value, env, side.node, false);
        // `typeof x === "string"`: a string cannot be a query operator object; a number or truth value carries nothing.
        if (typeof folded === 'string' && side.kind === 'call' && side.callee.kind === 'name' && side.callee.name === 'typeof' && side.args[0] && isPath(side.args[0])) {
          const checked = side.args[0];
          const current = this.quiet(checked, env);
          this.assign(targetOf(checked), folded === 'string' ? sanitized(current, ['nosql']) : /^(number|boolean|bigint)$/.test(folded) ? stripTaint(current) : current, env, checked.node, false);
        }
        // `url.origin === location.origin`, `host == "api.example.com"` (host = urlparse(url).hostname): a host equal
        // to one outside input did not choose makes the URL it came from safe.
        if (deepTaints(value).length === 0) this.checkedHost(side, env);
        // `os.path.commonpath([base, candidate]) == base`: a check whose result is compared.
        if (side.kind === 'call') refineByEquality(this, side, other, env);
      }
      return env;
    }
    if (test.kind === 'binary' && test.op === 'in' && outcome) {
      // `parsed.host in ALLOWED_HOSTS`: the URL whose host is allow-listed (before the name is narrowed to the list's
      // values, while what it was read from is still known).
      if (deepTaints(this.quiet(test.right, env)).length === 0) this.checkedHost(test.left, env);
      // `x in ALLOWED`: an allow-list of constants.
      const list = this.quiet(test.right, env);
      if (isPath(test.left) && deepTaints(list).length === 0) this.assign(targetOf(test.left), allowListed(this.quiet(test.left, env), list), env, test.left.node, false);
      return env;
    }
    if (test.kind === 'index' && outcome) return this.refineByLookup(test, env);
    if (test.kind === 'call') return refineByCall(this, test, outcome, env);
    return env;
  }

  /**
   * A host found where outside input does not choose it (an allow-list, a constant): when it was read from a parsed
   * URL (`host = urlparse(url).hostname`), that URL is safe to fetch or redirect to, and so is the parsed object.
   */
  checkedHost(checked: Expr, env: Env): void {
    // Only a variable, a field or a method read off one (`host`, `u.hostname`, `uri.getHost().toLowerCase()`) can be a
    // host: re-evaluating any other call in a condition would run it again, in every round of every loop.
    if (!readsOffPath(checked)) return;
    for (const path of this.quiet(checked, env).urlAt ?? []) this.update(path, env, (url) => sanitized(url, ['redirect', 'ssrf']), false);
  }

  /**
   * A relative path found not to climb out of its base (`!strings.HasPrefix(rel, "..")`): the paths it was computed
   * for (Value.relativeOf) lie under that base, as the checked value does.
   */
  checkedRelative(checked: Value, env: Env): void {
    for (const path of checked.relativeOf ?? []) this.update(path, env, (target) => sanitized(target, ['path']), false);
  }

  /**
   * `ALLOWED[x]` held, ALLOWED a map of constants (Go's `map[string]bool` allow-list): x is one of the keys it
   * holds a truthy value at; a URL whose host (`ALLOWED[u.Host]`, `ALLOWED[u.Hostname()]`) passed is safe to fetch.
   */
  private refineByLookup(test: Extract<Expr, { kind: 'index' }>, env: Env): Env {
    const keys = truthyKeys(this.quiet(test.object, env));
    if (!keys) return env;
    const key = test.index;
    this.checkedHost(key, env);
    if (isPath(key)) this.assign(targetOf(key), { taints: [], constants: keys }, env, key.node, false);
    return env;
  }

  /** Evaluates without recording (conditions re-read while refining). */
  quiet(expr: Expr, env: Env): Value {
    return this.analysis.quietly(() => this.expr(expr, new Map(env)));
  }

  readTarget(target: Target, env: Env): Value {
    switch (target.kind) {
      case 'name': return this.name(target.name, env, target.node);
      case 'member': return readMember(this, this.expr(target.object, env), target.property, target.object, target.node);
      case 'index': return this.index(this.expr(target.object, env), this.expr(target.index, env), target.node);
      default: return UNKNOWN;
    }
  }

  /** Writes a value to a target; `step` false for refinements, which are not part of the flow. */
  assign(target: Target, assigned: Value, env: Env, node: Expr['node'], step = true): void {
    switch (target.kind) {
      case 'name': {
        let value = assigned;
        if (target.declaredType !== undefined) value = this.analysis.coerce(value, target.declaredType);
        if (step) checkNamed(this, target.name, value, node);
        if (step) value = withStep(value, node, () => `assigned to \`${target.name}\``, true);
        env.set(target.name, value);
        if (step) this.assigned.add(target.name);
        // A refinement (no step) narrows what the name holds after a test; the test's own operand still held the
        // value before it (`a == 1` does not make `a` 1 where it is compared).
        if (step) this.analysis.record(target.node, value);
        return;
      }
      case 'member': {
        // A refinement (no step) is what a check established about the field: see Value.refined.
        const value = step ? withStep(assigned, node, () => `stored in \`${short(target.node.text)}\``) : { ...assigned, refined: true };
        if (step) checkWrite(this, target.object, target.property, assigned, node, env);
        if (step) checkNamed(this, target.property, assigned, node);
        this.update(target.object, env, (object) => withField(object, target.property, value), step);
        return;
      }
      case 'index': {
        if (step) checkWrite(this, target.object, '[]', assigned, node, env);
        const key = this.expr(target.index, env);
        if (step && typeof single(key) === 'string') checkNamed(this, single(key) as string, assigned, node);
        const folded = key.taints.length === 0 ? single(key) : undefined;
        const value = step ? withStep(assigned, node, () => `stored in \`${short(target.node.text)}\``) : { ...assigned, refined: true };
        this.update(target.object, env, (object) =>
          folded !== undefined ? withField(object, fieldKey(folded), value) : { ...object, elements: object.elements ? join(object.elements, value) : value }, step);
        return;
      }
      case 'pattern':
        this.destructure(target.elements, assigned, env, node);
        return;
      case 'ignore':
        return;
    }
  }

  private destructure(elements: readonly PatternElement[], value: Value, env: Env, node: Expr['node']): void {
    const taken = new Set<string>();
    for (const element of elements) {
      let part: Value;
      if (element.rest) {
        part = value;
      } else if (element.key === undefined) {
        part = anyElement(value);
      } else {
        const key = typeof element.key === 'number' ? fieldKey(element.key) : element.key;
        taken.add(key);
        part = value.fields?.get(key) ?? (typeof element.key === 'number' ? derived(value, value.elements) : readMember(this, value, element.key, undefined, element.target.node));
      }
      if (element.fallback) part = join(part, this.expr(element.fallback, env));
      this.assign(element.target, part, env, node);
    }
  }

  /** Replaces the value at a path (`a`, `a.b`, `this.x`, `a[0]`) by `change(old)`: a strong update. */
  /** `write`: the code changes the value (a field set, a builder appended to); false for what a check learnt about it. */
  update(path: Expr, env: Env, change: (old: Value) => Value, write = true): void {
    switch (path.kind) {
      case 'name':
        if (write) this.mutated.add(path.name);
        env.set(path.name, change(env.get(path.name) ?? this.name(path.name, env, path.node)));
        return;
      case 'this':
        env.set('this', change(env.get('this') ?? this.thisValue(env)));
        return;
      case 'member':
        // A check on a field of a tainted object (no field of its own yet) narrows what the object gave it; of an
        // object read from a source (`req.body` of `req.body.id`), what that read gives (its other fields keep it).
        this.update(path.object, env, (object) => {
          const read = () => { const value = this.quiet(path, env); return value.taints.length > 0 ? value : UNKNOWN; };
          const next = change(object.fields?.get(path.property) ?? (object.taints.length > 0 ? { taints: object.taints } : path.object.kind === 'member' ? UNKNOWN : read()));
          return withField(object, path.property, write ? next : { ...next, refined: true });
        }, write);
        return;
      case 'index': {
        const key = this.expr(path.index, env);
        const folded = key.taints.length === 0 ? single(key) : undefined;
        if (folded === undefined) return;
        this.update(path.object, env, (object) => withField(object, fieldKey(folded), change(object.fields?.get(fieldKey(folded)) ?? UNKNOWN)), write);
        return;
      }
      default:
        return;
    }
  }

  thisValue(env: Env): Value {
    return env.get('this') ?? (this.fn.className ? { taints: [], type: this.fn.className } : UNKNOWN);
  }

  name(name: string, env: Env, node: Expr['node']): Value {
    const held = env.get(name);
    if (held === undefined) return this.analysis.global(name, node, this);
    return this.assigned.has(name) ? held : this.analysis.capturedBinding(this.fn, name, held);
  }

  expr(expr: Expr, env: Env): Value {
    const value = this.evaluate(expr, env);
    this.analysis.record(expr.node, value);
    return value;
  }

  private evaluate(expr: Expr, env: Env): Value {
    switch (expr.kind) {
      case 'literal':
        return constant(expr.value);
      case 'name':
        return this.name(expr.name, env, expr.node);
      case 'this':
        return this.thisValue(env);
      case 'member':
        return readMember(this, this.expr(expr.object, env), expr.property, expr.object, expr.node);
      case 'index':
        return this.index(this.expr(expr.object, env), this.expr(expr.index, env), expr.node);
      case 'call':
        return evalCall(this, expr, env);
      case 'concat':
        return concatenation(expr.parts.map((part) => this.expr(part, env)));
      case 'format': {
        const template = this.expr(expr.template, env);
        const args = expr.args.map((arg) => this.expr(arg, env));
        const formatted = this.format(template, args, expr.style);
        // A template of a known type formats by that type's rules: markupsafe's `Markup(…).format(name)` escapes.
        if (template.type === undefined) return formatted;
        const shape: CallShape = { form: 'call', member: 'format', qname: undefined, receiverType: template.type, receiverText: undefined, arity: args.length };
        const kinds = this.analysis.spec.sanitizers(shape, this.analysis.names(shape)).flatMap((row) => row.kinds);
        return kinds.length > 0 ? { ...sanitized(formatted, kinds), type: template.type } : formatted;
      }
      case 'binary':
        if (expr.op === '&&' || expr.op === '||' || expr.op === '??') return this.logical(expr, env);
        return this.binary(expr.op, this.expr(expr.left, env), this.expr(expr.right, env), expr.node);
      case 'unary': {
        const operand = this.expr(expr.operand, env);
        const folded = single(operand);
        if (folded !== undefined && operand.taints.length === 0) {
          const result = foldUnary(expr.op, folded);
          if (result !== undefined) return constant(result);
        }
        return ['!', '-', '+', '~', 'not'].includes(expr.op) ? { taints: numericTaints(operand), numeric: true } : operand;
      }
      case 'conditional': {
        const test = this.expr(expr.test, env);
        const folded = single(test);
        if (folded !== undefined && test.taints.length === 0) return this.expr(isTruthy(folded) ? expr.then : expr.otherwise, env);
        return join(this.expr(expr.then, this.refine(expr.test, true, new Map(env))), this.expr(expr.otherwise, this.refine(expr.test, false, new Map(env))));
      }
      case 'array': {
        let fields: Map<string, Value> | undefined = new Map();
        let elements: Value | undefined;
        expr.elements.forEach((element, i) => {
          const value = this.expr(element, env);
          if (element.kind === 'opaque' && fields) {
            // A spread: positions after it are no longer known.
            elements = elements ? join(elements, anyElement(value)) : anyElement(value);
            fields = undefined;
          } else if (fields) fields.set(fieldKey(i), value);
          else elements = elements ? join(elements, value) : value;
        });
        return { taints: [], ...(fields ? { fields, list: true } : {}), ...(elements ? { elements } : {}) };
      }
      case 'object': {
        const fields = new Map<string, Value>();
        let elements: Value | undefined;
        for (const entry of expr.entries) {
          const value = this.expr(entry.value, env);
          if (typeof entry.key === 'string') checkNamed(this, entry.key, value, entry.value.node);
          if (entry.key !== undefined) fields.set(fieldKey(entry.key), value);
          else elements = elements ? join(elements, anyElement(value)) : anyElement(value);
        }
        return { taints: [], fields, ...(elements ? { elements } : {}) };
      }
      case 'function':
        this.analysis.closureCreated(expr.fn, env, this.depth);
        return { taints: [], fn: { fn: expr.fn, captured: env } };
      case 'typed':
        return this.analysis.coerce(this.expr(expr.expr, env), expr.type);
      case 'sequence': {
        const after = this.block(expr.statements, env);
        return after ? this.expr(expr.value, after) : UNKNOWN;
      }
      case 'opaque':
        return { taints: mergeTaints([], expr.parts.flatMap((part) => deepTaints(this.expr(part, env)))) };
    }
  }

  index(object: Value, key: Value, node: Expr['node']): Value {
    const folded = key.taints.length === 0 ? single(key) : undefined;
    if (folded !== undefined) {
      const field = object.fields?.get(fieldKey(folded));
      // A tainted whole may hold anything at any key, whatever else is known about it.
      if (field) return object.taints.length ? { ...field, taints: mergeTaints(field.taints, taintsAtKey(object.taints, fieldKey(folded))) } : field;
      if (typeof folded === 'number' && object.list && object.fields && !object.elements) return UNKNOWN;
      if (typeof folded === 'number' && typeof single(object) === 'string') {
        const text = single(object) as string;
        return folded >= 0 && folded < text.length ? constant(text[folded]!) : UNKNOWN;
      }
      return narrowSource(derived(object, object.elements), node, String(folded), fieldKey(folded));
    }
    // An element picked at a position computed from a random number is as predictable as the number.
    return join(anyElement(object), { taints: mergeTaints(object.taints, numericTaints(key)) });
  }

  private logical(expr: Extract<Expr, { kind: 'binary' }>, env: Env): Value {
    const left = this.expr(expr.left, env);
    const folded = left.taints.length === 0 ? single(left) : undefined;
    if (folded !== undefined) {
      const takesRight = expr.op === '&&' ? isTruthy(folded) : expr.op === '||' ? !isTruthy(folded) : folded === null;
      return takesRight ? this.expr(expr.right, this.refine(expr.left, expr.op !== '||', new Map(env))) : left;
    }
    // The right side may not run: a call in it that never returns (`x || exit(1)`) ends only its own path.
    const exited = this.exited;
    const right = this.expr(expr.right, expr.op === '??' ? env : this.refine(expr.left, expr.op === '&&', new Map(env)));
    this.exited = exited;
    const joined = join(left, right);
    // `parsed.hostname or ""`: the URL's host, or an empty default no allow-list holds: still that URL's host.
    return left.urlAt && expr.op !== '&&' && expr.right.kind === 'literal' && (expr.right.value === '' || expr.right.value === null) ? { ...joined, urlAt: left.urlAt } : joined;
  }

  binary(op: string, left: Value, right: Value, node: Expr['node']): Value {
    const a = left.taints.length === 0 ? single(left) : undefined;
    const b = right.taints.length === 0 ? single(right) : undefined;
    if (a !== undefined && b !== undefined) {
      const folded = foldBinary(op, a, b);
      if (folded !== undefined) return constant(folded);
    }
    if (op === '+') {
      const numeric = (left.numeric || typeof a === 'number') && (right.numeric || typeof b === 'number');
      if (numeric) return { taints: numericTaints(left, right), numeric: true };
      return concatenation([left, right]);
    }
    if (op === '%' && (typeof a === 'string' || left.shape !== undefined) && !left.numeric) {
      // Python's printf-style formatting: `"… %s" % value` or `% (a, b)`.
      const values = right.list ? [...(right.fields?.values() ?? [])] : [right];
      return this.format(left, values, 'printf');
    }
    if (['==', '!=', '<', '<=', '>', '>=', 'in', 'instanceof', 'is'].includes(op)) return { taints: [], numeric: true };
    void node;
    // Arithmetic on numbers yields a number; on anything else (a path joined with `/`) it carries both sides.
    const numbers = (left.numeric || typeof a === 'number') && (right.numeric || typeof b === 'number');
    if (!numbers && (left.taints.length > 0 || right.taints.length > 0)) return { taints: mergeTaints(deepTaints(left), deepTaints(right)), ...(left.type ? { type: left.type } : {}) };
    return { taints: numericTaints(left, right), numeric: true };
  }

  format(template: Value, args: readonly Value[], style: 'printf' | 'braces'): Value {
    const text = template.taints.length === 0 ? single(template) : undefined;
    if (typeof text === 'string') {
      const parts = args.map((arg) => {
        const c = arg.taints.length === 0 ? single(arg) : undefined;
        return c !== undefined && c !== null ? String(c) : (arg.shape ?? '\u0000');
      });
      const filled = fillTemplate(text, style, parts);
      // Values formatted into text that starts with fixed text (`"du -sh %s" % d`) are put into a shape the code chose.
      const firstHole = text.search(/[%{]/);
      const fixedStart = firstHole > 0 && text.slice(0, firstHole).trim().length > 0;
      const taints = mergeTaints([], args.flatMap((arg) => (fixedStart ? assembledTaints(deepTaints(arg)) : deepTaints(arg))));
      if (filled !== undefined) return taints.length === 0 && !filled.includes('\u0000') ? constant(filled) : { taints, shape: filled };
    }
    return concatenation([template, ...args]);
  }
}

function isConstantTrue(value: Value): boolean {
  const folded = single(value);
  return folded !== undefined && value.taints.length === 0 && isTruthy(folded);
}

/**
 * A path, or a read off one by members and calls of at most one argument: `host`, `uri.getHost().toLowerCase()`,
 * `urlparse(url).hostname`, `strings.ToLower(u.Host)`.
 */
function readsOffPath(expr: Expr): boolean {
  if (isPath(expr)) return true;
  if (expr.kind === 'member') return readsOffPath(expr.object);
  // `(parsed.hostname or "")`, `u.host ?? ''`: the read, or a constant when it is missing.
  if (expr.kind === 'binary' && (expr.op === '||' || expr.op === '??') && expr.right.kind === 'literal') return readsOffPath(expr.left);
  if (expr.kind !== 'call' || expr.args.length > 1) return false;
  if (expr.callee.kind === 'member') return readsOffPath(expr.callee.object) && expr.args.every(readsOffPath);
  return expr.callee.kind === 'name' && expr.args.length === 1 && readsOffPath(expr.args[0]!);
}



/** Whether `other` may stand for `current` after they were found equal: `current` carries taint, `other` no input source `current` lacks. */
function equalsWithoutNewInput(current: Value, other: Value): boolean {
  const carried = deepTaints(current);
  if (carried.length === 0) return false;
  const sources = new Set(carried.filter((taint) => taint.source.origin === 'input').map((taint) => taint.source.node.id));
  return deepTaints(other).every((taint) => taint.source.origin !== 'input' || sources.has(taint.source.node.id));
}

/** The keys at which a map of constants holds a truthy value (`{"nginx": true}` → nginx), or undefined. */
function truthyKeys(map: Value): Constant[] | undefined {
  if (deepTaints(map).length > 0 || !map.fields || map.fields.size === 0 || map.elements || map.list) return undefined;
  const keys: Constant[] = [];
  for (const [key, value] of map.fields) {
    const held = value.taints.length === 0 ? single(value) : undefined;
    if (held === undefined) return undefined;
    if (isTruthy(held)) keys.push(key);
  }
  return keys;
}

/** A value that passed an allow-list check holds one of the list's constants. */
function allowListed(value: Value, list: Value): Value {
  const constants = [...(list.fields?.values() ?? [])].map((v) => single(v));
  if (constants.length > 0 && constants.every((c): c is Constant => c !== undefined)) return { taints: [], constants };
  return stripTaint(value);
}

export { joinAll };
