/**
 * What the file's constructions of a class keep in a field: a constructor that stores a parameter in a field
 * (`this.mode = mode`, TypeScript's `constructor(private readonly mode: number)`, PHP's promoted parameters), and
 * every `new Writer(ROOT, SHARED_MODE)` of the class in the file, give the arguments that field may hold in any
 * method; so do the literals of a struct type (Go's `&Client{baseURL: …}`), field by field. Configuration objects handed to a service at start-up are how real code passes a mode, a protocol or a
 * parser option to the call that uses it. Questions about the IR alone; the analysis evaluates the arguments.
 */
import type { ClassIR, Expr, FileIR, FunctionIR, Stmt } from '../../core/ir';
import type { Value } from './value';

const CONSTRUCTOR_NAMES = new Set(['__init__', 'constructor', 'initialize', '__construct']);
/** Most nodes visited looking for constructions: a bound on one walk over a very large file. */
const MAX_VISITS = 200_000;

function isConstructor(cls: ClassIR, fn: FunctionIR): boolean {
  return fn.name !== undefined && (CONSTRUCTOR_NAMES.has(fn.name) || fn.name === cls.name);
}

/** The statements of a body and of every block nested in it (not of nested functions). */
function* statementsOf(body: readonly Stmt[]): Generator<Stmt> {
  for (const stmt of body) {
    yield stmt;
    switch (stmt.kind) {
      case 'if': yield* statementsOf(stmt.then); yield* statementsOf(stmt.otherwise); break;
      case 'loop': yield* statementsOf(stmt.body); yield* statementsOf(stmt.update); break;
      case 'switch': for (const c of stmt.cases) yield* statementsOf(c.body); break;
      case 'try': yield* statementsOf(stmt.body); for (const h of stmt.handlers) yield* statementsOf(h.body); yield* statementsOf(stmt.finalizer); break;
      case 'block': yield* statementsOf(stmt.body); break;
      default: break;
    }
  }
}

const assignsField = (stmt: Stmt, field: string) =>
  stmt.kind === 'assign' && stmt.target.kind === 'member' && stmt.target.object.kind === 'this' && stmt.target.property === field;

/**
 * The index of the constructor parameter the field keeps, when the constructor stores it there once and no other
 * method of the class assigns the field; else undefined.
 */
function keptParameter(cls: ClassIR, field: string): number | undefined {
  const init = cls.methods.find((m) => isConstructor(cls, m));
  if (!init) return undefined;
  if (cls.methods.some((m) => m !== init && [...statementsOf(m.body)].some((stmt) => assignsField(stmt, field)))) return undefined;
  const writes = [...statementsOf(init.body)].filter((stmt) => assignsField(stmt, field));
  if (writes.length === 0) {
    // A parameter property declares the field and stores the argument in it, with no statement of its own.
    const property = init.params.find((p) => p.name === field && cls.fieldTypes.has(field));
    return property?.index;
  }
  const first = writes[0];
  const only = writes.length === 1 && first?.kind === 'assign' ? first.value : undefined;
  const value = only?.kind === 'typed' ? only.expr : only;
  return value?.kind === 'name' ? init.params.find((p) => p.name === value.name && !p.rest)?.index : undefined;
}

/** The direct sub-expressions and nested statements of an expression. */
function partsOf(expr: Expr): { exprs: readonly Expr[]; stmts: readonly Stmt[] } {
  switch (expr.kind) {
    case 'member': return { exprs: [expr.object], stmts: [] };
    case 'index': return { exprs: [expr.object, expr.index], stmts: [] };
    case 'call': return { exprs: [expr.callee, ...expr.args, ...expr.named.values()], stmts: [] };
    case 'concat': case 'opaque': return { exprs: expr.parts, stmts: [] };
    case 'format': return { exprs: [expr.template, ...expr.args], stmts: [] };
    case 'binary': return { exprs: [expr.left, expr.right], stmts: [] };
    case 'unary': return { exprs: [expr.operand], stmts: [] };
    case 'conditional': return { exprs: [expr.test, expr.then, expr.otherwise], stmts: [] };
    case 'array': return { exprs: expr.elements, stmts: [] };
    case 'object': return { exprs: expr.entries.map((e) => e.value), stmts: [] };
    case 'function': return { exprs: [], stmts: expr.fn.body };
    case 'typed': return { exprs: [expr.expr], stmts: [] };
    case 'sequence': return { exprs: [expr.value], stmts: expr.statements };
    default: return { exprs: [], stmts: [] };
  }
}

/** The expressions a statement holds directly. */
function exprsOf(stmt: Stmt): Expr[] {
  switch (stmt.kind) {
    case 'assign': return [stmt.value, ...(stmt.target.kind === 'member' ? [stmt.target.object] : stmt.target.kind === 'index' ? [stmt.target.object, stmt.target.index] : [])];
    case 'expr': return [stmt.expr];
    case 'if': return [stmt.test];
    case 'loop': return [...(stmt.test ? [stmt.test] : []), ...(stmt.each ? [stmt.each.iterable] : [])];
    case 'switch': return [...(stmt.subject ? [stmt.subject] : []), ...stmt.cases.flatMap((c) => c.tests)];
    case 'return': case 'throw': return stmt.value ? [stmt.value] : [];
    default: return [];
  }
}

/** Every construction of a class of the file, by class name: the argument lists (`new C(a, b)`, Python's `C(a, b)`). */
export interface Constructions {
  /** The argument lists of `new C(…)` (Python's `C(…)`). */
  calls: Expr[][];
  /** The fields of literals of the type (Go's `&Client{baseURL: …}`), by name. */
  literals: Map<string, Expr>[];
}

/** The type a literal builds, as the file's classes are named: `*pkg.Client` → `Client`. */
const typeName = (type: string) => type.replace(/^[*&]+/, '').split(/[.:\\]/).pop()!;

export function constructionsOf(ir: FileIR): ReadonlyMap<string, Constructions> {
  const found = new Map<string, Constructions>();
  const of = (name: string) => {
    let entry = found.get(name);
    if (!entry) found.set(name, (entry = { calls: [], literals: [] }));
    return entry;
  };
  let visits = 0;
  const stmtQueue: Stmt[] = [];
  const exprQueue: Expr[] = [];
  const seenFunctions = new Set<number>();
  const addFunction = (fn: FunctionIR) => {
    if (seenFunctions.has(fn.id)) return;
    seenFunctions.add(fn.id);
    stmtQueue.push(...statementsOf(fn.body));
  };
  for (const unit of [ir.module, ...ir.units]) addFunction(unit);
  while ((stmtQueue.length > 0 || exprQueue.length > 0) && visits++ < MAX_VISITS) {
    const stmt = stmtQueue.pop();
    if (stmt) {
      if (stmt.kind === 'function') addFunction(stmt.fn);
      exprQueue.push(...exprsOf(stmt));
      continue;
    }
    const expr = exprQueue.pop()!;
    if (expr.kind === 'call' && expr.callee.kind === 'name' && ir.classes.has(expr.callee.name)) of(expr.callee.name).calls.push(expr.args);
    if (expr.kind === 'typed' && expr.expr.kind === 'object' && ir.classes.has(typeName(expr.type))) {
      of(typeName(expr.type)).literals.push(new Map(expr.expr.entries.flatMap((entry) => (typeof entry.key === 'string' ? [[entry.key, entry.value] as const] : []))));
    }
    if (expr.kind === 'function') addFunction(expr.fn);
    else {
      const parts = partsOf(expr);
      exprQueue.push(...parts.exprs);
      stmtQueue.push(...statementsOf(parts.stmts));
    }
  }
  return found;
}

/**
 * The arguments every construction of the class passes for the field's parameter, or undefined when the field is
 * not simply kept from a parameter, the class is never constructed in the file, or a construction leaves it out.
 */
export function constructedFieldArguments(cls: ClassIR, field: string, constructions: ReadonlyMap<string, Constructions>): Expr[] | undefined {
  const built = constructions.get(cls.name);
  if (!built) return undefined;
  const index = built.calls.length > 0 ? keptParameter(cls, field) : undefined;
  if (built.calls.length > 0 && index === undefined) return undefined;
  // A literal that leaves the field out gives it the zero value: not a value a method can be judged by.
  const args = [...built.calls.map((args) => args[index!]), ...built.literals.map((fields) => fields.get(field))];
  return args.length > 0 && args.every((arg): arg is Expr => arg !== undefined) ? args : undefined;
}

/**
 * What a constructed field holds for a method analysed on its own: the constants and the fields of constants, with
 * every taint dropped (input reaches a field along the call path that constructs it, not in every method), or the
 * type of an input-free object. Undefined when nothing constant is left.
 */
export function constantParts(value: Value, depth = 0): Value | undefined {
  const fields = depth < 3 && value.fields
    ? new Map([...value.fields].flatMap(([key, field]) => { const kept = constantParts(field, depth + 1); return kept ? [[key, kept] as const] : []; }))
    : undefined;
  const constants = value.constants?.length ? value.constants : undefined;
  // An object of a known type every construction passes, input-free (a template environment, a client): its type alone.
  if (!constants && !fields?.size) return depth === 0 && value.type !== undefined && value.taints.length === 0 && !value.fn ? { taints: [], type: value.type } : undefined;
  return { taints: [], ...(constants ? { constants } : {}), ...(value.constantSteps && constants ? { constantSteps: value.constantSteps } : {}), ...(fields?.size ? { fields } : {}), ...(value.type ? { type: value.type } : {}) };
}
