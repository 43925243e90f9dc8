/**
 * The language-neutral program form the data-flow analysis reads. A per-grammar adapter lowers each function of
 * the tree-sitter tree into these statements and expressions (which node types assign, call, return, concatenate,
 * index); the analysis itself never looks at a node type. Every IR node keeps the syntax node it came from, for
 * positions and for the flow shown as evidence.
 */
import type { Node } from '@vscode/tree-sitter-wasm';

export type Constant = string | number | boolean | null;

export type Expr =
  | { kind: 'literal'; value: Constant; node: Node }
  /** A local, parameter, global, import or class name. */
  | { kind: 'name'; name: string; node: Node }
  | { kind: 'this'; node: Node }
  /** `a.b`: a property or attribute read (a method call's callee when it is called). */
  | { kind: 'member'; object: Expr; property: string; node: Node }
  /** `a[i]` */
  | { kind: 'index'; object: Expr; index: Expr; node: Node }
  /** A call; `isNew` for constructors, whose callee names the class. `named` holds keyword arguments. */
  | { kind: 'call'; callee: Expr; args: Expr[]; named: ReadonlyMap<string, Expr>; isNew: boolean; node: Node; spread?: boolean }
  /** Text built from parts: `+` on strings, template strings, f-strings. */
  | { kind: 'concat'; parts: Expr[]; node: Node }
  /** printf-style or `{}`-style formatting of a template with values: String.format, fmt.Sprintf, `%`, str.format. */
  | { kind: 'format'; template: Expr; args: Expr[]; style: 'printf' | 'braces'; node: Node }
  | { kind: 'binary'; op: string; left: Expr; right: Expr; node: Node }
  | { kind: 'unary'; op: string; operand: Expr; node: Node }
  | { kind: 'conditional'; test: Expr; then: Expr; otherwise: Expr; node: Node }
  /** A list, array, tuple or set literal. */
  | { kind: 'array'; elements: Expr[]; node: Node }
  /** An object, dict or map literal; `key` is undefined when it is not a constant. */
  | { kind: 'object'; entries: { key: Constant | undefined; value: Expr }[]; node: Node }
  /** A lambda, arrow function, anonymous function or anonymous class method. */
  | { kind: 'function'; fn: FunctionIR; node: Node }
  /** A cast or type assertion that names the value's type (`(int) x`, `x as number`). */
  | { kind: 'typed'; expr: Expr; type: string; node: Node }
  /** An assignment used as a value (`a = b = c`, `(x := f())`): the statements run first, then `value` is read. */
  | { kind: 'sequence'; statements: Stmt[]; value: Expr; node: Node }
  /** Anything else: its value carries what its parts carry (comprehensions, await, spread, …). */
  | { kind: 'opaque'; parts: Expr[]; node: Node };

export type Target =
  | { kind: 'name'; name: string; node: Node; declaredType?: string }
  | { kind: 'member'; object: Expr; property: string; node: Node }
  | { kind: 'index'; object: Expr; index: Expr; node: Node }
  /** Destructuring: object patterns use string keys, array/tuple patterns numeric ones; `rest` takes the remainder. */
  | { kind: 'pattern'; elements: PatternElement[]; node: Node }
  | { kind: 'ignore'; node: Node };

export interface PatternElement {
  key: string | number | undefined;
  target: Target;
  fallback?: Expr;
  rest?: boolean;
}

export type Stmt =
  /** `op` is the operator of an augmented assignment (`+=` → '+'). */
  | { kind: 'assign'; target: Target; value: Expr; op?: string; node: Node }
  | { kind: 'expr'; expr: Expr; node: Node }
  | { kind: 'if'; test: Expr; then: Stmt[]; otherwise: Stmt[]; node: Node }
  /**
   * Any loop. `each` binds a target to the elements of an iterable (for-of, for-in over values, range loops);
   * `keys` says the target receives keys or indices instead, which carry no element text.
   */
  | { kind: 'loop'; test?: Expr; body: Stmt[]; update: Stmt[]; each?: { target: Target; iterable: Expr; keys?: boolean }; node: Node }
  /** `fallthrough`: a case body runs on into the next until a break (C family); Go and Python do not. */
  | { kind: 'switch'; subject: Expr | undefined; cases: SwitchCase[]; fallthrough: boolean; node: Node }
  | { kind: 'return'; value?: Expr; node: Node }
  | { kind: 'break'; node: Node }
  | { kind: 'continue'; node: Node }
  | { kind: 'throw'; value?: Expr; node: Node }
  | { kind: 'try'; body: Stmt[]; handlers: { name?: string; body: Stmt[] }[]; finalizer: Stmt[]; node: Node }
  /** A named function or class method declared inside a body: binds the name to the function value. */
  | { kind: 'function'; name: string; fn: FunctionIR; node: Node }
  | { kind: 'block'; body: Stmt[]; node: Node };

export interface SwitchCase {
  /** Empty for `default`. A case with tests runs when the subject equals one of them (or a test is true, subject-less). */
  tests: Expr[];
  body: Stmt[];
}

export interface Parameter {
  name: string;
  index: number;
  /** The declared type, normalised by the adapter (simple or qualified name, no generics). */
  type?: string;
  /** A declared container's element type (`List[CartLine]` → `CartLine`), where the adapter reads one. */
  elementType?: string;
  /** Annotations and decorators on the parameter (`RequestParam`, `Depends`), by simple name. */
  annotations: readonly string[];
  fallback?: Expr;
  /** Receives the remaining arguments (`...args`, `*args`). */
  rest?: boolean;
  node: Node;
}

/** How a finding names a parameter: a destructured one (`{ id, name }`) by its pattern, as its code reads. */
export function parameterLabel(param: Parameter): string {
  if (!param.name.startsWith('$')) return param.name;
  const text = param.node.text.replace(/\s+/g, ' ');
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

export interface FunctionIR {
  /** The syntax node's id: unique in the file. */
  id: number;
  /** The name it is called by in the file (undefined for anonymous functions). */
  name: string | undefined;
  /** Where the name is written in the definition (to tell the definition from calls in the text). */
  nameNode?: Node;
  /** The enclosing class, for method calls on `this`/`self` and on instances. */
  className: string | undefined;
  params: Parameter[];
  /** Lowered on first use: only functions the analysis visits pay for it. */
  readonly body: readonly Stmt[];
  node: Node;
  /** Annotations/decorators on the function (`GetMapping`, `app.route`), with their constant first argument. */
  decorators: readonly Decorator[];
  /** Reachable from outside the file (exported, public, module-level handler). */
  exported: boolean;
  /** A method, called with a receiver. */
  isMethod: boolean;
  /** A static method or module-level function: no receiver. */
  isStatic: boolean;
}

export interface Decorator {
  /** `route` for `@app.route`, `GetMapping` for `@GetMapping`. */
  name: string;
  /** The decorator's full callee text (`app.route`, `router.get`). */
  callee: string;
  /** The first argument when it is a constant string (a route path). */
  path?: string;
  /** The arguments as written (`(value = "/x", produces = MediaType.TEXT_HTML_VALUE)`), where the language keeps them. */
  argumentsText?: string;
}

/** A class of the file: its methods and the declared types and constant values of its fields. */
export interface ClassIR {
  name: string;
  methods: readonly FunctionIR[];
  /** Field name → declared type. */
  fieldTypes: ReadonlyMap<string, string>;
  /** Field initialisers (static final constants, class attributes). */
  fieldValues: ReadonlyMap<string, Expr>;
  /**
   * Text fields the framework that fills them restricts to listed values (gin's `binding:"oneof=open closed"`, checked
   * when the request is bound): field → the values it may hold.
   */
  fieldChoices?: ReadonlyMap<string, readonly Constant[]>;
  /** Names of the classes it extends or implements. */
  supertypes: readonly string[];
  /** The class it is declared in (an inner or nested class sees that class's fields and methods). */
  enclosing?: string;
  /**
   * A record's components in order (Java `record Spec(String source, int width)`): its canonical constructor keeps
   * its arguments in these fields, and `spec.source()` reads one.
   */
  components?: readonly string[];
  /** An enumeration: `Sort.valueOf(text)` is one of its constants (or an exception), never the text itself. */
  isEnum?: boolean;
  node: Node;
}

/** What an adapter makes of a whole file. Function bodies are lowered lazily. */
export interface FileIR {
  /**
   * The units of analysis: functions and methods not nested in another function (methods of member classes
   * included), and the module body when it has statements. Nested functions and lambdas are analysed from
   * their enclosing unit, with the variables they capture.
   */
  units: readonly FunctionIR[];
  /** The module body (a script's top-level statements); an empty function where a language has none. */
  module: FunctionIR;
  /** Module-level functions by name (the targets of plain calls). */
  functions: ReadonlyMap<string, FunctionIR[]>;
  classes: ReadonlyMap<string, ClassIR>;
  /** Module-level and static bindings: name → every expression assigned to it there. */
  globals: ReadonlyMap<string, readonly Expr[]>;
  /** Local name → qualified name of what an import binds (`cp` → `child_process`, `md5` → `hashlib.md5`). */
  imports: ReadonlyMap<string, string>;
}
