/** Go expressions lowered to the IR (see lowering.ts), with the type facts they need: declared and static types, results. */
import type { FileContext, Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import type { ClassIR, Constant, Expr, FunctionIR, Parameter, Stmt, Target } from '../../core/ir';
import { FunctionTable, literal, numberLiteral, opaque, unescape, NestingGuard } from '../../analysis/dataflow/lowering';

/**
 * Option constants of libraries, read by their names as C#'s well-known enumerations and PHP's predefined constants
 * are: `parser.XMLParseNoEnt` is the constant "github.com/lestrrat-go/libxml2/parser.XMLParseNoEnt", so the options
 * a parser is made with are values the flow carries and the specification judges by name. By import path (without
 * its major version), the names of the package that are such options.
 */
const NAMED_OPTIONS: ReadonlyMap<string, RegExp> = new Map([
  // libxml2's parser options (`XMLParseNoEnt`, `XMLParseDTDLoad`), and those of the bindings' first API.
  ['github.com/lestrrat-go/libxml2/parser', /^XMLParse\w+$/],
  ['github.com/lestrrat/go-libxml2', /^X[Mm][Ll]Parse\w+$/],
  // TLS protocol versions (`tls.VersionTLS10`): a configured minimum is judged by its name, not its number.
  ['crypto/tls', /^Version(SSL30|TLS1[0-3])$/],
]);

/** Result types that are not the value a call is made for (`v, err := f()`, `v, ok := m[k]`). */
export const SECONDARY_RESULTS = new Set(['error', 'bool']);
/** Types whose values are numbers or truth values. */
export const NUMERIC = /^(u?int(8|16|32|64)?|uintptr|float(32|64)|complex(64|128)|byte|rune|bool)$/;
/** Types whose values are text (strings), never a structured document. */
export const TEXT = /^(string|\[\]string|map\[string\]string|map\[string\]\[\]string)$/;
/** Iterables whose range key is text (a map), not a position: request maps and map-typed variables. */
export const MAP_MEMBERS = /^(Form|PostForm|Header|Trailer|Values|Query|Vars|QueryParams|FormParams|Params|Cookies)$/;

/** The import path without a major-version segment: `github.com/go-ldap/ldap/v3` → `github.com/go-ldap/ldap`. */
export function goImportPath(path: string): string {
  return path.replace(/\/v\d+(?=\/|$)/g, '').replace(/\.v\d+$/, '');
}

/** The name a package is known by when not aliased: its last path segment (`gopkg.in/yaml.v3` → `yaml`). */
export function goPackageName(path: string): string {
  const last = goImportPath(path).split('/').pop() ?? path;
  return last.replace(/^go-/, '').replace(/[.-]go$/, '').replace(/[^\w]/g, '_');
}

/** What a function's results say: which one is the value, and whether several values matter (a tuple). */
export interface Results {
  types: string[];
  names: (string | undefined)[];
  primary: number;
  tuple: boolean;
}

/** What lowering a body needs to know: the receiver's name, the enclosing type, declared local types. */
export interface Scope {
  receiver: string | undefined;
  className: string | undefined;
  declared: Map<string, string>;
  results: Results;
}

export const NO_RESULTS: Results = { types: [], names: [], primary: 0, tuple: false };

export abstract class GoExpressions {
  protected readonly nesting = new NestingGuard();
  protected readonly functions = new FunctionTable();
  protected readonly units: FunctionIR[] = [];
  protected readonly imports = new Map<string, string>();
  protected readonly globals = new Map<string, Expr[]>();
  /** Interfaces declared in the file: values of these types are `interface{}`. */
  protected readonly interfaces = new Set<string>();
  protected readonly structs = new Map<string, Node>();
  /** Functions and methods whose results hold several values (`func split(s string) (string, string)`). */
  protected tuples: { functions: Set<string>; methods: Set<string> } | undefined;
  protected declarations: readonly Node[] = [];
  protected readonly fieldTypeCache = new Map<string, ReadonlyMap<string, string>>();
  protected readonly resultsCache = new Map<number, Results>();
  /** The file's methods by receiver type and name. */
  protected readonly methodNodes = new Map<string, Map<string, { node: Node; receiver: string | undefined }>>();
  /** Methods seen as functions of their receiver (see `receiverCall`), by method node id. */
  protected readonly receiverViews = new Map<number, FunctionIR>();

  constructor(protected readonly file: FileContext) {}

  /** Declared by the statement lowering and the declarations (lower-statements.ts, lowering.ts). */
  protected abstract closure(node: Node, scope: Scope): FunctionIR;
  protected abstract classOf(name: string, methods: FunctionIR[]): ClassIR;
  protected abstract target(node: Node, scope: Scope): Target;
  protected abstract parameters(list: Node | null): Parameter[];
  protected abstract body(node: Node, params: readonly Parameter[], scope: Scope): Stmt[];
  protected abstract zeroValue(type: string, node: Node): Expr;


  typeOf(node: Node): string {
    switch (node.type) {
      case 'pointer_type': case 'parenthesized_type': {
        const inner = namedChildrenOf(node)[0];
        return inner ? this.typeOf(inner) : node.text;
      }
      case 'qualified_type': {
        const pkg = node.childForFieldName('package')?.text ?? '';
        return `${this.imports.get(pkg) ?? pkg}.${node.childForFieldName('name')?.text ?? ''}`;
      }
      case 'type_identifier':
        return node.text === 'any' || this.interfaces.has(node.text) ? 'interface{}' : node.text;
      case 'generic_type': {
        const inner = node.childForFieldName('type');
        return inner ? this.typeOf(inner) : node.text;
      }
      case 'slice_type': case 'array_type': case 'implicit_length_array_type': {
        const element = node.childForFieldName('element');
        return `[]${element ? this.typeOf(element) : ''}`;
      }
      case 'map_type': {
        const key = node.childForFieldName('key');
        const value = node.childForFieldName('value');
        return `map[${key ? this.typeOf(key) : ''}]${value ? this.typeOf(value) : ''}`;
      }
      case 'interface_type':
        return 'interface{}';
      default:
        return node.text.replace(/\s+/g, '');
    }
  }

  protected resultsOf(node: Node | null): Results {
    if (!node) return NO_RESULTS;
    let known = this.resultsCache.get(node.id);
    if (!known) this.resultsCache.set(node.id, (known = this.lowerResults(node)));
    return known;
  }

  protected lowerResults(node: Node): Results {
    const types: string[] = [];
    const names: (string | undefined)[] = [];
    if (node.type === 'parameter_list') {
      for (const declaration of namedChildrenOf(node)) {
        const typeNode = declaration.childForFieldName('type');
        const type = typeNode ? this.typeOf(typeNode) : this.typeOf(declaration);
        const declared = declaration.childrenForFieldName('name').filter((n): n is Node => n !== null);
        if (declared.length === 0) {
          types.push(type);
          names.push(undefined);
        }
        for (const name of declared) {
          types.push(type);
          names.push(name.text);
        }
      }
    } else {
      types.push(this.typeOf(node));
      names.push(undefined);
    }
    const values = types.map((type, i) => (SECONDARY_RESULTS.has(type) ? -1 : i)).filter((i) => i >= 0);
    return { types, names, primary: values[0] ?? 0, tuple: values.length > 1 };
  }

  expr(node: Node, scope: Scope): Expr {
    return this.nesting.within(() => this.lowerExpr(node, scope), () => opaque(node));
  }

  protected lowerExpr(node: Node, scope: Scope): Expr {
    switch (node.type) {
      case 'identifier':
        if (node.text === scope.receiver) return { kind: 'this', node };
        return { kind: 'name', name: node.text, node };
      case 'interpreted_string_literal':
        return literal(unescape(node.text.slice(1, -1)), node);
      case 'raw_string_literal':
        return literal(node.text.slice(1, -1).replace(/\r/g, ''), node);
      case 'rune_literal':
        return literal(unescape(node.text.slice(1, -1)), node);
      case 'int_literal': case 'float_literal':
        return literal(numberLiteral(node.text), node);
      case 'imaginary_literal':
        return { kind: 'typed', expr: opaque(node), type: 'complex128', node };
      case 'true': return literal(true, node);
      case 'false': return literal(false, node);
      case 'nil': return literal(null, node);
      case 'iota': return { kind: 'typed', expr: opaque(node), type: 'int', node };
      case 'selector_expression': {
        const option = this.namedOption(node, scope);
        if (option) return option;
        const member: Expr = { kind: 'member', object: this.expr(node.childForFieldName('operand')!, scope), property: node.childForFieldName('field')!.text, node };
        // A field the struct declares as a number holds a number, and one declared as a string holds text,
        // whatever filled the struct.
        const type = this.staticType(node, scope);
        return type && (NUMERIC.test(type) || TEXT.test(type)) ? { kind: 'typed', expr: member, type, node } : member;
      }
      case 'index_expression': {
        const index = node.childForFieldName('index');
        return { kind: 'index', object: this.expr(node.childForFieldName('operand')!, scope), index: index ? this.expr(index, scope) : opaque(node), node };
      }
      case 'slice_expression':
        return this.expr(node.childForFieldName('operand')!, scope);
      case 'call_expression':
        return this.call(node, scope);
      case 'binary_expression': {
        const binary: Expr & { kind: 'binary' } = { kind: 'binary', op: node.childForFieldName('operator')!.text, left: this.expr(node.childForFieldName('left')!, scope), right: this.expr(node.childForFieldName('right')!, scope), node };
        // A set of named options (`parser.XMLParseNoEnt | parser.XMLParseDTDLoad`) reads as the names it combines,
        // as one option does (Go has no `|` on strings: text on both sides can only be such names).
        const names = [binary.left, binary.right].map((side) => (side.kind === 'literal' && typeof side.value === 'string' ? side.value : undefined));
        if (binary.op === '|' && names.every((name) => name !== undefined)) return literal(names.join('|'), node);
        return binary;
      }
      case 'unary_expression': {
        const operator = node.childForFieldName('operator')?.text ?? '';
        const operand = this.expr(node.childForFieldName('operand')!, scope);
        if (operator === '&' || operator === '*' || operator === '+') return operand;
        if (operator === '<-') return opaque(node, [operand]);
        return { kind: 'unary', op: operator === '^' ? '~' : operator, operand, node };
      }
      case 'parenthesized_expression': {
        const inner = namedChildrenOf(node).find((c) => c.type !== 'comment');
        return inner ? this.expr(inner, scope) : opaque(node);
      }
      case 'composite_literal':
        return this.compositeLiteral(node, scope);
      case 'func_literal':
        return { kind: 'function', fn: this.closure(node, scope), node };
      case 'type_assertion_expression': {
        const type = node.childForFieldName('type');
        const operand = this.expr(node.childForFieldName('operand')!, scope);
        return type ? { kind: 'typed', expr: operand, type: this.typeOf(type), node } : operand;
      }
      case 'type_conversion_expression': {
        const type = node.childForFieldName('type');
        const operand = this.expr(node.childForFieldName('operand')!, scope);
        return type ? { kind: 'typed', expr: operand, type: this.typeOf(type), node } : operand;
      }
      case 'variadic_argument':
        return opaque(node, namedChildrenOf(node).map((c) => this.expr(c, scope)));
      case 'comment':
        return opaque(node);
      default:
        return opaque(node, namedChildrenOf(node).filter((c) => c.type !== 'comment' && !/type/.test(c.type)).map((c) => this.expr(c, scope)));
    }
  }

  /** A library's option constant (NAMED_OPTIONS) read through its package: the constant of its qualified name. */
  private namedOption(node: Node, scope: Scope): Expr | undefined {
    const operand = node.childForFieldName('operand');
    const field = node.childForFieldName('field')?.text;
    if (operand?.type !== 'identifier' || !field || scope.declared.has(operand.text) || operand.text === scope.receiver) return undefined;
    const path = this.imports.get(operand.text);
    const names = path !== undefined ? NAMED_OPTIONS.get(path) : undefined;
    return names?.test(field) ? literal(`${path}.${field}`, node) : undefined;
  }

  /** The declared type of a local, the receiver, or a field of a struct of the file reached from them. */
  protected staticType(node: Node, scope: Scope): string | undefined {
    if (node.type === 'identifier') return node.text === scope.receiver ? scope.className : scope.declared.get(node.text);
    if (node.type === 'parenthesized_expression') {
      const inner = namedChildrenOf(node)[0];
      return inner ? this.staticType(inner, scope) : undefined;
    }
    if (node.type !== 'selector_expression') return undefined;
    const owner = this.staticType(node.childForFieldName('operand')!, scope);
    const field = node.childForFieldName('field')?.text;
    return owner && field ? this.fieldTypes(owner).get(field) : undefined;
  }

  protected fieldTypes(struct: string): ReadonlyMap<string, string> {
    let known = this.fieldTypeCache.get(struct);
    if (!known) this.fieldTypeCache.set(struct, (known = this.classOf(struct, []).fieldTypes));
    return known;
  }

  protected call(node: Node, scope: Scope): Expr {
    const fn = node.childForFieldName('function')!;
    const argumentNodes = this.argumentNodes(node);
    if (fn.type === 'identifier' && fn.text !== scope.receiver) {
      const builtin = this.builtin(fn.text, node, argumentNodes, scope);
      if (builtin) return builtin;
    }
    // `slices.Contains(allowed, x)` is Go's membership test: `x in allowed`.
    if (fn.type === 'selector_expression' && argumentNodes.length === 2 && fn.childForFieldName('field')?.text === 'Contains'
      && /^(slices|golang\.org\/x\/exp\/slices)$/.test(this.imports.get(fn.childForFieldName('operand')?.text ?? '') ?? '')) {
      return { kind: 'binary', op: 'in', left: this.expr(argumentNodes[1]!, scope), right: this.expr(argumentNodes[0]!, scope), node };
    }
    const args = this.quoted(fn, argumentNodes, argumentNodes.map((arg) => this.expr(arg, scope)));
    const view = fn.type === 'selector_expression' ? this.receiverCall(fn, scope) : undefined;
    let callee: Expr;
    if (view) {
      // `n.Done()` on a local of the file's type: the method runs with `n` (its fields included) as an argument.
      // It is reached through a package-level name, so it sees the package's names, not the caller's variables.
      callee = { kind: 'name', name: `$method${view.node.id}`, node: fn };
      args.push(this.expr(fn.childForFieldName('operand')!, scope));
    } else {
      callee = fn.type === 'selector_expression'
        ? { kind: 'member', object: this.expr(fn.childForFieldName('operand')!, scope), property: fn.childForFieldName('field')!.text, node: fn }
        : this.expr(fn, scope);
    }
    const call: Expr = { kind: 'call', callee, args, named: new Map(), isNew: false, node };
    // `&v` arguments: the callee may fill what they point to (Decode, Scan, Unmarshal, ShouldBind) with what
    // the call carries — added to what `v` held, which keeps its type and contents.
    const filled = argumentNodes.flatMap((arg) => {
      if (arg.type !== 'unary_expression' || arg.childForFieldName('operator')?.text !== '&') return [];
      const operand = arg.childForFieldName('operand');
      return operand && ['identifier', 'selector_expression', 'index_expression'].includes(operand.type) ? [operand] : [];
    });
    if (filled.length === 0) return call;
    const statements: Stmt[] = filled.map((operand) => ({
      kind: 'assign',
      target: this.target(operand, scope),
      value: { kind: 'conditional', test: opaque(operand), then: this.expr(operand, scope), otherwise: opaque(operand, [call]), node: operand },
      node: operand,
    }));
    return { kind: 'sequence', statements, value: call, node };
  }

  /**
   * A method of the file called on a variable whose type the file declares (`n := Notifier{URL: u}; n.Done()`):
   * the method seen as a function whose last parameter is the receiver, so what the variable's fields hold
   * reaches the method body (a method analysed on its own sees a receiver of unknown contents).
   */
  protected receiverCall(fn: Node, scope: Scope): FunctionIR | undefined {
    const operand = fn.childForFieldName('operand');
    if (operand?.type !== 'identifier' || operand.text === scope.receiver) return undefined;
    const type = scope.declared.get(operand.text);
    const method = type ? this.methodNodes.get(type)?.get(fn.childForFieldName('field')?.text ?? '') : undefined;
    if (!type || !method) return undefined;
    const known = this.receiverViews.get(method.node.id);
    if (known) return known;
    const params = this.parameters(method.node.childForFieldName('parameters'));
    const all: Parameter[] = [...params, { name: method.receiver ?? '$receiver', index: params.length, type, annotations: [], node: method.node.childForFieldName('receiver') ?? method.node }];
    const results = this.resultsOf(method.node.childForFieldName('result'));
    let body: Stmt[] | undefined;
    const lowerBody = (): Stmt[] => this.body(method.node, all, { receiver: undefined, className: type, declared: new Map(), results });
    const view: FunctionIR = {
      id: -method.node.id,
      name: method.node.childForFieldName('name')?.text,
      className: type,
      params: all,
      get body(): Stmt[] {
        body ??= lowerBody();
        return body;
      },
      node: method.node,
      decorators: [],
      exported: false,
      isMethod: false,
      isStatic: true,
    };
    this.receiverViews.set(method.node.id, view);
    this.globals.set(`$method${method.node.id}`, [{ kind: 'function', fn: view, node: method.node }]);
    return view;
  }

  /**
   * A printf-style call (`log.Printf`, `fmt.Sprintf`, `logger.Infof`: a name ending in f, Go's convention) formats
   * a `%q` argument as a quoted Go string, escapes and all: the same text `strconv.Quote` makes of it.
   */
  protected quoted(fn: Node, argumentNodes: readonly Node[], args: Expr[]): Expr[] {
    const name = fn.type === 'selector_expression' ? fn.childForFieldName('field')?.text : fn.text;
    if (!name || !/f$/.test(name)) return args;
    const at = argumentNodes.findIndex((arg) => arg.type === 'interpreted_string_literal' || arg.type === 'raw_string_literal');
    const format = args[at];
    if (at === -1 || format?.kind !== 'literal' || typeof format.value !== 'string' || !format.value.includes('%q')) return args;
    const verbs = [...format.value.replace(/%%/g, '').matchAll(/%[-+# 0]*(\[\d+\])?(\d+|\*)?(\.\d*)?([a-zA-Z])/g)];
    if (verbs.some((verb) => verb[1] !== undefined || verb[2] === '*') || verbs.length !== args.length - at - 1) return args;
    const strconv = [...this.imports].find(([, path]) => path === 'strconv')?.[0] ?? 'strconv';
    return args.map((arg, i) => {
      if (i <= at || verbs[i - at - 1]![4] !== 'q') return arg;
      const callee: Expr = { kind: 'member', object: { kind: 'name', name: strconv, node: arg.node }, property: 'Quote', node: arg.node };
      return { kind: 'call', callee, args: [arg], named: new Map(), isNew: false, node: arg.node };
    });
  }

  protected argumentNodes(node: Node): Node[] {
    const args = node.childForFieldName('arguments');
    return args ? namedChildrenOf(args).filter((c) => c.type !== 'comment') : [];
  }

  /** The builtins that build values: `append`, `new`, `make`. Others (`len`, conversions) are calls of a name. */
  protected builtin(name: string, node: Node, args: Node[], scope: Scope): Expr | undefined {
    switch (name) {
      case 'append': {
        const [slice, ...values] = args;
        if (!slice) return undefined;
        // A new slice: the old one's elements and the appended ones, positions no longer known.
        return { kind: 'array', elements: [opaque(slice, [this.expr(slice, scope)]), ...values.map((v) => this.expr(v, scope))], node };
      }
      case 'new': {
        const type = args[0];
        return type ? this.zeroValue(this.typeOf(type), node) : undefined;
      }
      case 'make': {
        const typeNode = args[0];
        if (!typeNode) return undefined;
        const type = this.typeOf(typeNode);
        const empty: Expr = type.startsWith('map[') ? { kind: 'object', entries: [], node } : type.startsWith('[]') ? { kind: 'array', elements: [], node } : opaque(node);
        return { kind: 'typed', expr: empty, type, node };
      }
      default:
        return undefined;
    }
  }

  /** `T{A: x}`, `map[string]string{"k": v}`, `[]string{a, b}`: an object or a list of the literal's type. */
  protected compositeLiteral(node: Node, scope: Scope): Expr {
    const typeNode = node.childForFieldName('type');
    const body = node.childForFieldName('body');
    const value = body ? this.literalValue(body, typeNode?.type === 'map_type', scope) : opaque(node);
    return typeNode ? { kind: 'typed', expr: value, type: this.typeOf(typeNode), node } : value;
  }

  protected literalValue(body: Node, isMap: boolean, scope: Scope): Expr {
    const elements = namedChildrenOf(body).filter((c) => c.type !== 'comment');
    if (!elements.some((e) => e.type === 'keyed_element')) {
      return { kind: 'array', elements: elements.map((e) => this.element(e, scope)), node: body };
    }
    const entries = elements.map((element): { key: Constant | undefined; value: Expr } => {
      if (element.type !== 'keyed_element') return { key: undefined, value: this.element(element, scope) };
      const [keyNode, valueNode] = namedChildrenOf(element).filter((c) => c.type !== 'comment');
      const keyInner = keyNode?.type === 'literal_element' ? namedChildrenOf(keyNode)[0] : keyNode;
      let key: Constant | undefined;
      if (keyInner?.type === 'identifier' || keyInner?.type === 'field_identifier') key = isMap ? undefined : keyInner.text;
      else if (keyInner) {
        const lowered = this.expr(keyInner, scope);
        key = lowered.kind === 'literal' ? lowered.value : undefined;
      }
      return { key, value: valueNode ? this.element(valueNode, scope) : opaque(element) };
    });
    return { kind: 'object', entries, node: body };
  }

  protected element(node: Node, scope: Scope): Expr {
    if (node.type === 'literal_element') {
      const inner = namedChildrenOf(node)[0];
      return inner ? this.element(inner, scope) : opaque(node);
    }
    if (node.type === 'literal_value') return this.literalValue(node, false, scope);
    return this.expr(node, scope);
  }
}
