/**
 * Go lowered to the data-flow IR: functions and methods (the receiver read as `this`), closures, structs as
 * classes (field types, embedded types as supertypes), package-level constants and variables, imports by local
 * package name, multiple assignment (a call's first result carries its value, the trailing error nothing),
 * pointer arguments (`dec.Decode(&v)`, `c.ShouldBindJSON(&req)`: the callee fills what they point to), range
 * loops, switches without fallthrough (a case on constants tells the variable's value), type and select
 * switches, composite literals and zero values. What Go's static types say is kept: struct fields declared as
 * numbers hold numbers and those declared as strings hold text; a method called on a variable of a struct type
 * of the file runs with that variable's contents. Two pieces of the language's own library read as what they
 * are: `slices.Contains(list, x)` is `x in list`, and a printf `%q` argument is quoted (`strconv.Quote`).
 *
 * Types are written as the import path of their package and their name (`*http.Request` → `net/http.Request`,
 * `echo.Context` from `github.com/labstack/echo/v4` → `github.com/labstack/echo.Context`): a major-version
 * segment (`/v4`, `.v3`) is dropped so one specification row covers every version. Interfaces (`any`,
 * `interface{}`, and interfaces declared in the file) are all `interface{}`.
 */
import type { FileContext, Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import type { ClassIR, Constant, Expr, FunctionIR, Parameter, Stmt, SwitchCase, Target } from '../../core/ir';
import { FunctionTable, fileIR, literal, numberLiteral, opaque, unescape, NestingGuard } from '../../analysis/dataflow/lowering';

/** Result types that are not the value a call is made for (`v, err := f()`, `v, ok := m[k]`). */
const SECONDARY_RESULTS = new Set(['error', 'bool']);
/** Types whose values are numbers or truth values. */
const NUMERIC = /^(u?int(8|16|32|64)?|uintptr|float(32|64)|complex(64|128)|byte|rune|bool)$/;
/** Types whose values are text (strings), never a structured document. */
const TEXT = /^(string|\[\]string|map\[string\]string|map\[string\]\[\]string)$/;
/** Iterables whose range key is text (a map), not a position: request maps and map-typed variables. */
const MAP_MEMBERS = /^(Form|PostForm|Header|Trailer|Values|Query|Vars|QueryParams|FormParams|Params|Cookies)$/;

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
interface Results {
  types: string[];
  names: (string | undefined)[];
  primary: number;
  tuple: boolean;
}

/** What lowering a body needs to know: the receiver's name, the enclosing type, declared local types. */
interface Scope {
  receiver: string | undefined;
  className: string | undefined;
  declared: Map<string, string>;
  results: Results;
}

const NO_RESULTS: Results = { types: [], names: [], primary: 0, tuple: false };

class GoLowering {
  private readonly nesting = new NestingGuard();
  private readonly functions = new FunctionTable();
  private readonly units: FunctionIR[] = [];
  private readonly imports = new Map<string, string>();
  private readonly globals = new Map<string, Expr[]>();
  /** Interfaces declared in the file: values of these types are `interface{}`. */
  private readonly interfaces = new Set<string>();
  private readonly structs = new Map<string, Node>();
  /** Functions and methods whose results hold several values (`func split(s string) (string, string)`). */
  private tuples: { functions: Set<string>; methods: Set<string> } | undefined;
  private declarations: readonly Node[] = [];
  private readonly fieldTypeCache = new Map<string, ReadonlyMap<string, string>>();
  private readonly resultsCache = new Map<number, Results>();
  /** The file's methods by receiver type and name. */
  private readonly methodNodes = new Map<string, Map<string, { node: Node; receiver: string | undefined }>>();
  /** Methods seen as functions of their receiver (see `receiverCall`), by method node id. */
  private readonly receiverViews = new Map<number, FunctionIR>();

  constructor(private readonly file: FileContext) {}

  lower(): ReturnType<typeof fileIR> {
    const root = this.file.tree!.rootNode;
    const declarations = namedChildrenOf(root);
    for (const declaration of declarations) {
      if (declaration.type === 'import_declaration') this.importOf(declaration);
      else if (declaration.type === 'type_declaration') this.collectType(declaration);
    }
    this.declarations = declarations;
    const methods = new Map<string, FunctionIR[]>();
    for (const declaration of declarations) {
      if (declaration.type === 'function_declaration') this.units.push(this.functionOf(declaration, undefined, undefined));
      else if (declaration.type === 'method_declaration') {
        const receiver = this.receiverOf(declaration);
        const method = this.functionOf(declaration, receiver.className, receiver.name);
        const name = declaration.childForFieldName('name')?.text;
        if (receiver.className && name) {
          const byName = this.methodNodes.get(receiver.className) ?? new Map<string, { node: Node; receiver: string | undefined }>();
          byName.set(name, { node: declaration, receiver: receiver.name });
          this.methodNodes.set(receiver.className, byName);
        }
        this.units.push(method);
        if (receiver.className) methods.set(receiver.className, [...(methods.get(receiver.className) ?? []), method]);
      } else if (declaration.type === 'var_declaration' || declaration.type === 'const_declaration') this.collectGlobals(declaration);
    }
    const classes: ClassIR[] = [];
    for (const name of new Set([...this.structs.keys(), ...methods.keys()])) classes.push(this.classOf(name, methods.get(name) ?? []));
    const module = this.functions.define({ node: root, name: undefined, className: undefined, params: [] }, () => []);
    return fileIR({ units: this.units, module, classes, globals: this.globals, imports: this.imports });
  }

  private importOf(declaration: Node): void {
    for (const spec of declaration.descendantsOfType('import_spec')) {
      const pathNode = spec?.childForFieldName('path');
      if (!spec || !pathNode) continue;
      const path = pathNode.text.slice(1, -1);
      const alias = spec.childForFieldName('name');
      if (alias && alias.type !== 'package_identifier') continue;
      this.imports.set(alias?.text ?? goPackageName(path), goImportPath(path));
    }
  }

  private collectType(declaration: Node): void {
    for (const spec of namedChildrenOf(declaration)) {
      if (spec.type !== 'type_spec' && spec.type !== 'type_alias') continue;
      const name = spec.childForFieldName('name')?.text;
      const type = spec.childForFieldName('type');
      if (!name || !type) continue;
      if (type.type === 'interface_type') this.interfaces.add(name);
      else if (type.type === 'struct_type') this.structs.set(name, type);
    }
  }

  private classOf(name: string, methods: FunctionIR[]): ClassIR {
    const struct = this.structs.get(name);
    // A struct's fields are read when a value of it is analysed, not for every struct of the file.
    let fields: { fieldTypes: Map<string, string>; supertypes: string[] } | undefined;
    const read = () => (fields ??= this.fieldsOf(struct));
    return {
      name,
      methods,
      get fieldTypes() {
        return read().fieldTypes;
      },
      fieldValues: new Map(),
      get supertypes() {
        return read().supertypes;
      },
      node: struct ?? methods[0]?.node ?? this.file.tree!.rootNode,
    };
  }

  private fieldsOf(struct: Node | undefined): { fieldTypes: Map<string, string>; supertypes: string[] } {
    const fieldTypes = new Map<string, string>();
    const supertypes: string[] = [];
    const list = struct ? namedChildrenOf(struct).find((c) => c.type === 'field_declaration_list') : undefined;
    for (const field of list ? namedChildrenOf(list) : []) {
      if (field.type !== 'field_declaration') continue;
      const typeNode = field.childForFieldName('type');
      if (!typeNode) continue;
      const type = this.typeOf(typeNode);
      const names = field.childrenForFieldName('name').filter((n): n is Node => n !== null);
      if (names.length === 0) {
        // An embedded type: its fields and methods are the struct's, and it is a field named after the type.
        supertypes.push(type);
        fieldTypes.set(type.slice(type.lastIndexOf('.') + 1), type);
      }
      for (const fieldName of names) fieldTypes.set(fieldName.text, type);
    }
    return { fieldTypes, supertypes };
  }

  private collectGlobals(declaration: Node): void {
    for (const spec of declaration.descendantsOfType(['var_spec', 'const_spec'])) {
      if (!spec) continue;
      const names = spec.childrenForFieldName('name').filter((n): n is Node => n !== null);
      const typeNode = spec.childForFieldName('type');
      const valueList = spec.childForFieldName('value');
      const values = valueList ? this.expressions(valueList) : [];
      const type = typeNode ? this.typeOf(typeNode) : undefined;
      const scope = this.moduleScope();
      names.forEach((name, i) => {
        let value: Expr;
        const node = values[i];
        if (node && values.length === names.length) value = this.expr(node, scope);
        else if (node) value = i === 0 ? this.expr(node, scope) : opaque(node);
        // A package variable without a value is set somewhere else (main, init): its zero value is no guide.
        else value = opaque(name);
        if (type) value = { kind: 'typed', expr: value, type, node: value.node };
        this.globals.set(name.text, [...(this.globals.get(name.text) ?? []), value]);
      });
    }
  }

  private moduleScope(): Scope {
    return { receiver: undefined, className: undefined, declared: new Map(), results: NO_RESULTS };
  }

  private receiverOf(method: Node): { name: string | undefined; className: string | undefined } {
    const list = method.childForFieldName('receiver');
    const declaration = list ? namedChildrenOf(list).find((c) => c.type === 'parameter_declaration') : undefined;
    const name = declaration?.childForFieldName('name')?.text;
    let type = declaration?.childForFieldName('type') ?? null;
    while (type && (type.type === 'pointer_type' || type.type === 'parenthesized_type')) type = namedChildrenOf(type)[0] ?? null;
    if (type?.type === 'generic_type') type = type.childForFieldName('type');
    return { name: name && name !== '_' ? name : undefined, className: type?.text };
  }

  /** Type text normalised: qualified by import path, pointers dropped, interfaces as `interface{}`. */
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

  private resultsOf(node: Node | null): Results {
    if (!node) return NO_RESULTS;
    let known = this.resultsCache.get(node.id);
    if (!known) this.resultsCache.set(node.id, (known = this.lowerResults(node)));
    return known;
  }

  private lowerResults(node: Node): Results {
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

  private parameters(list: Node | null): Parameter[] {
    const params: Parameter[] = [];
    for (const declaration of list ? namedChildrenOf(list) : []) {
      if (declaration.type !== 'parameter_declaration' && declaration.type !== 'variadic_parameter_declaration') continue;
      const typeNode = declaration.childForFieldName('type');
      const rest = declaration.type === 'variadic_parameter_declaration';
      const type = typeNode ? `${rest ? '[]' : ''}${this.typeOf(typeNode)}` : undefined;
      const names = declaration.childrenForFieldName('name').filter((n): n is Node => n !== null);
      for (const name of names.length > 0 ? names : [declaration]) {
        params.push({ name: names.length > 0 ? name.text : '_', index: params.length, ...(type ? { type } : {}), annotations: [], ...(rest ? { rest } : {}), node: name });
      }
    }
    return params;
  }

  private functionOf(node: Node, className: string | undefined, receiver: string | undefined): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const nameNode = node.childForFieldName('name') ?? undefined;
    const fn: FunctionIR = this.functions.define(
      {
        node,
        name: nameNode?.text,
        ...(nameNode ? { nameNode } : {}),
        className,
        params: () => this.parameters(node.childForFieldName('parameters')),
        exported: /^[A-Z]/.test(nameNode?.text ?? ''),
        isMethod: className !== undefined,
        isStatic: className === undefined,
      },
      () => this.body(node, fn.params, { receiver, className, declared: new Map(), results: this.resultsOf(node.childForFieldName('result')) }),
    );
    return fn;
  }

  private closure(node: Node, scope: Scope): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const params = this.parameters(node.childForFieldName('parameters'));
    const results = this.resultsOf(node.childForFieldName('result'));
    const inner: Scope = { receiver: scope.receiver, className: scope.className, declared: new Map(scope.declared), results };
    return this.functions.define({ node, name: undefined, className: scope.className, params }, () => this.body(node, params, inner));
  }

  private body(node: Node, params: readonly Parameter[], scope: Scope): Stmt[] {
    for (const param of params) if (param.type) scope.declared.set(param.name, param.type);
    const statements: Stmt[] = [];
    // Named results start as their zero values.
    scope.results.names.forEach((name, i) => {
      if (name && name !== '_') statements.push({ kind: 'assign', target: this.declare(name, scope.results.types[i], node, scope), value: this.zeroValue(scope.results.types[i]!, node), node });
    });
    statements.push(...this.block(node.childForFieldName('body'), scope));
    return statements;
  }

  private block(node: Node | null, scope: Scope): Stmt[] {
    if (!node) return [];
    return this.statements(this.statementNodes(node), scope);
  }

  private statementNodes(node: Node): Node[] {
    return namedChildrenOf(node).flatMap((child) => (child.type === 'statement_list' ? namedChildrenOf(child) : [child]));
  }

  private statements(nodes: readonly Node[], scope: Scope): Stmt[] {
    const out: Stmt[] = [];
    for (const node of nodes) this.statement(node, out, scope);
    return out;
  }

  /** Lowers one statement; nested deeper than MAX_LOWERING_DEPTH it is left out. */
  private statement(node: Node, out: Stmt[], scope: Scope): void {
    this.nesting.within(() => this.lowerStatement(node, out, scope), () => undefined);
  }

  private lowerStatement(node: Node, out: Stmt[], scope: Scope): void {
    switch (node.type) {
      case 'short_var_declaration':
        this.assignment(node.childForFieldName('left'), node.childForFieldName('right'), node, out, scope);
        return;
      case 'assignment_statement': {
        const operator = node.childForFieldName('operator')?.text ?? '=';
        if (operator === '=' || operator === ':=') {
          this.assignment(node.childForFieldName('left'), node.childForFieldName('right'), node, out, scope);
          return;
        }
        const left = this.expressions(node.childForFieldName('left'))[0];
        const right = this.expressions(node.childForFieldName('right'))[0];
        if (left && right) out.push({ kind: 'assign', target: this.target(left, scope), value: this.expr(right, scope), op: operator.slice(0, -1), node });
        return;
      }
      case 'inc_statement': case 'dec_statement': {
        const operand = namedChildrenOf(node)[0];
        if (operand) out.push({ kind: 'assign', target: this.target(operand, scope), value: literal(1, node), op: node.type === 'inc_statement' ? '+' : '-', node });
        return;
      }
      case 'var_declaration': case 'const_declaration':
        for (const spec of node.descendantsOfType(['var_spec', 'const_spec'])) if (spec) this.varSpec(spec, out, scope);
        return;
      case 'expression_statement': {
        const expression = namedChildrenOf(node)[0];
        if (expression) out.push({ kind: 'expr', expr: this.expr(expression, scope), node });
        return;
      }
      case 'go_statement': case 'defer_statement': {
        const call = namedChildrenOf(node)[0];
        if (call) out.push({ kind: 'expr', expr: this.expr(call, scope), node });
        return;
      }
      case 'send_statement': {
        const value = node.childForFieldName('value');
        if (value) out.push({ kind: 'expr', expr: this.expr(value, scope), node });
        return;
      }
      case 'if_statement':
        this.initializer(node, out, scope);
        out.push(this.ifStatement(node, scope));
        return;
      case 'for_statement':
        this.forStatement(node, out, scope);
        return;
      case 'expression_switch_statement':
        this.initializer(node, out, scope);
        out.push(this.expressionSwitch(node, scope));
        return;
      case 'type_switch_statement':
        this.initializer(node, out, scope);
        out.push(this.typeSwitch(node, scope));
        return;
      case 'select_statement':
        out.push(this.select(node, scope));
        return;
      case 'return_statement':
        out.push(...this.returnStatement(node, scope));
        return;
      case 'break_statement':
        out.push({ kind: 'break', node });
        return;
      case 'continue_statement':
        out.push({ kind: 'continue', node });
        return;
      case 'labeled_statement':
        for (const inner of namedChildrenOf(node)) if (inner.type !== 'label_name') this.statement(inner, out, scope);
        return;
      case 'block':
        out.push({ kind: 'block', body: this.block(node, scope), node });
        return;
      case 'function_declaration':
        return;
      case 'comment': case 'empty_statement': case 'goto_statement': case 'fallthrough_statement': case 'type_declaration': case 'label_name':
        return;
      default:
        out.push({ kind: 'expr', expr: this.expr(node, scope), node });
    }
  }

  private initializer(node: Node, out: Stmt[], scope: Scope): void {
    const init = node.childForFieldName('initializer');
    if (init) this.statement(init, out, scope);
  }

  private ifStatement(node: Node, scope: Scope): Stmt {
    const alternative = node.childForFieldName('alternative');
    let otherwise: Stmt[] = [];
    if (alternative?.type === 'if_statement') {
      otherwise = [];
      this.statement(alternative, otherwise, scope);
    } else if (alternative) otherwise = this.block(alternative, scope);
    const condition = node.childForFieldName('condition');
    return { kind: 'if', test: condition ? this.expr(condition, scope) : opaque(node), then: this.block(node.childForFieldName('consequence'), scope), otherwise, node };
  }

  private forStatement(node: Node, out: Stmt[], scope: Scope): void {
    const body = node.childForFieldName('body');
    const clause = namedChildrenOf(node).find((c) => c !== body && c.type !== 'comment');
    if (!clause) {
      out.push({ kind: 'loop', body: this.block(body, scope), update: [], node });
      return;
    }
    if (clause.type === 'for_clause') {
      this.initializer(clause, out, scope);
      const condition = clause.childForFieldName('condition');
      const update: Stmt[] = [];
      const step = clause.childForFieldName('update');
      if (step) this.statement(step, update, scope);
      out.push({ kind: 'loop', ...(condition ? { test: this.expr(condition, scope) } : {}), body: this.block(body, scope), update, node });
      return;
    }
    if (clause.type === 'range_clause') {
      const right = clause.childForFieldName('right');
      const left = this.expressions(clause.childForFieldName('left'));
      if (clause.children.some((c) => c?.type === ':=')) this.define(left, [], scope);
      const iterable = right ? this.expr(right, scope) : opaque(clause);
      const mapLike = right ? this.isMapLike(right, scope) : false;
      const [keyNode, valueNode] = left;
      const prefix: Stmt[] = [];
      let each: Extract<Stmt, { kind: 'loop' }>['each'];
      if (valueNode) {
        each = { target: this.target(valueNode, scope), iterable };
        if (keyNode) prefix.push(this.rangeKey(keyNode, iterable, mapLike, scope));
      } else if (keyNode && mapLike) {
        each = { target: this.target(keyNode, scope), iterable, keys: true };
      } else {
        each = { target: { kind: 'ignore', node: clause }, iterable };
        if (keyNode) prefix.push(this.rangeKey(keyNode, iterable, false, scope));
      }
      out.push({ kind: 'loop', body: [...prefix, ...this.block(body, scope)], update: [], each, node });
      return;
    }
    // `for condition { … }`
    out.push({ kind: 'loop', test: this.expr(clause, scope), body: this.block(body, scope), update: [], node });
  }

  /** The key of a range loop: a map's keys carry what the map carries; a slice's indices are numbers. */
  private rangeKey(keyNode: Node, iterable: Expr, mapLike: boolean, scope: Scope): Stmt {
    const value: Expr = mapLike ? opaque(keyNode, [iterable]) : { kind: 'typed', expr: opaque(keyNode), type: 'int', node: keyNode };
    return { kind: 'assign', target: this.target(keyNode, scope), value, node: keyNode };
  }

  private isMapLike(node: Node, scope: Scope): boolean {
    if (node.type === 'identifier') return /^map\[/.test(scope.declared.get(node.text) ?? '');
    if (node.type === 'composite_literal') return node.childForFieldName('type')?.type === 'map_type';
    if (node.type === 'selector_expression') return MAP_MEMBERS.test(node.childForFieldName('field')?.text ?? '');
    if (node.type === 'call_expression') {
      const fn = node.childForFieldName('function');
      return fn?.type === 'selector_expression' && MAP_MEMBERS.test(fn.childForFieldName('field')?.text ?? '');
    }
    return false;
  }

  private expressionSwitch(node: Node, scope: Scope): Stmt {
    const value = node.childForFieldName('value');
    const cases: SwitchCase[] = [];
    for (const clause of namedChildrenOf(node)) {
      if (clause.type !== 'expression_case' && clause.type !== 'default_case') continue;
      const tests = clause.type === 'expression_case' ? this.expressions(clause.childForFieldName('value')).map((t) => this.expr(t, scope)) : [];
      // `switch sort { case "name", "date": … }`: inside the case, the variable holds one of the case's constants.
      const known = value?.type === 'identifier' && value.text !== scope.receiver && tests.length > 0 && tests.every((t) => t.kind === 'literal');
      const held = known ? tests.slice(0, -1).reduceRight<Expr>((otherwise, test) => ({ kind: 'conditional', test: opaque(test.node), then: test, otherwise, node: test.node }), tests.at(-1)!) : undefined;
      const body = this.caseBody(clause, scope);
      cases.push({ tests, body: held && value ? [{ kind: 'assign', target: this.target(value, scope), value: held, node: clause }, ...body] : body });
    }
    return { kind: 'switch', subject: value ? this.expr(value, scope) : undefined, cases, fallthrough: false, node };
  }

  private caseBody(clause: Node, scope: Scope): Stmt[] {
    const skip = new Set(['value', 'type', 'communication']);
    const nodes = clause.children.flatMap((child, i) => {
      if (!child || !child.isNamed || skip.has(clause.fieldNameForChild(i) ?? '')) return [];
      return child.type === 'statement_list' ? namedChildrenOf(child) : [child];
    });
    return this.statements(nodes, scope);
  }

  /** A type switch: which case runs is not known; the alias holds the value, typed as its case says. */
  private typeSwitch(node: Node, scope: Scope): Stmt {
    const valueNode = node.childForFieldName('value');
    const value = valueNode ? this.expr(valueNode, scope) : opaque(node);
    const alias = this.expressions(node.childForFieldName('alias'))[0];
    if (alias) this.define([alias], [], scope);
    const cases: SwitchCase[] = [];
    for (const clause of namedChildrenOf(node)) {
      if (clause.type !== 'type_case' && clause.type !== 'default_case') continue;
      const types = clause.childrenForFieldName('type').filter((t): t is Node => t !== null);
      const body: Stmt[] = [];
      if (alias) {
        const aliased: Expr = types.length === 1 ? { kind: 'typed', expr: value, type: this.typeOf(types[0]!), node: types[0]! } : value;
        body.push({ kind: 'assign', target: this.target(alias, scope), value: aliased, node: alias });
      }
      body.push(...this.caseBody(clause, scope));
      cases.push({ tests: clause.type === 'type_case' ? [opaque(clause)] : [], body });
    }
    return { kind: 'switch', subject: undefined, cases, fallthrough: false, node };
  }

  private select(node: Node, scope: Scope): Stmt {
    const cases: SwitchCase[] = [];
    for (const clause of namedChildrenOf(node)) {
      if (clause.type !== 'communication_case' && clause.type !== 'default_case') continue;
      const body: Stmt[] = [];
      const communication = clause.childForFieldName('communication');
      if (communication?.type === 'receive_statement') {
        const right = communication.childForFieldName('right');
        const left = this.expressions(communication.childForFieldName('left'));
        this.define(left, [], scope);
        if (left[0] && right) body.push({ kind: 'assign', target: this.target(left[0], scope), value: opaque(right, [this.expr(right, scope)]), node: communication });
      } else if (communication) this.statement(communication, body, scope);
      body.push(...this.caseBody(clause, scope));
      cases.push({ tests: clause.type === 'communication_case' ? [opaque(clause)] : [], body });
    }
    return { kind: 'switch', subject: undefined, cases, fallthrough: false, node };
  }

  /** `return v, err` returns the value; a function of several values (a tuple) returns them all as a list. */
  private returnStatement(node: Node, scope: Scope): Stmt[] {
    const values = this.expressions(namedChildrenOf(node)[0] ?? null);
    const { results } = scope;
    if (values.length === 0) {
      const named = results.names;
      if (named.length === 0 || named.every((n) => !n)) return [{ kind: 'return', node }];
      const read = (i: number): Expr => (named[i] && named[i] !== '_' ? { kind: 'name', name: named[i], node } : literal(null, node));
      if (results.tuple) return [{ kind: 'return', value: { kind: 'array', elements: named.map((_, i) => read(i)), node }, node }];
      return [{ kind: 'return', value: read(results.primary), node }];
    }
    if (values.length === 1) return [{ kind: 'return', value: this.expr(values[0]!, scope), node }];
    if (results.tuple) return [{ kind: 'return', value: { kind: 'array', elements: values.map((v) => this.expr(v, scope)), node }, node }];
    const primary = values[results.primary] ?? values[0]!;
    // The other results still run (a call among them may reach a sink); the value is what the caller receives.
    const others: Stmt[] = values.filter((v) => v !== primary && v.type !== 'nil' && !/literal$/.test(v.type) && v.type !== 'identifier')
      .map((v) => ({ kind: 'expr', expr: this.expr(v, scope), node: v }));
    return [...others, { kind: 'return', value: this.expr(primary, scope), node }];
  }

  private varSpec(spec: Node, out: Stmt[], scope: Scope): void {
    const names = spec.childrenForFieldName('name').filter((n): n is Node => n !== null);
    const typeNode = spec.childForFieldName('type');
    const type = typeNode ? this.typeOf(typeNode) : undefined;
    const valueList = spec.childForFieldName('value');
    if (!valueList) {
      for (const name of names) {
        if (name.text === '_') continue;
        out.push({ kind: 'assign', target: this.declare(name.text, type, name, scope), value: type ? this.zeroValue(type, name) : opaque(name), node: spec });
      }
      return;
    }
    const values = this.expressions(valueList);
    const targets: Target[] = names.map((name) => (name.text === '_' ? { kind: 'ignore', node: name } : this.declare(name.text, type, name, scope)));
    this.assignTargets(targets, values, spec, out, scope);
  }

  /** A name target that remembers its declared type (for what a pointer argument may write into it). */
  private declare(name: string, type: string | undefined, node: Node, scope: Scope): Target {
    if (type) scope.declared.set(name, type);
    else scope.declared.delete(name);
    return { kind: 'name', name, node, ...(type ? { declaredType: type } : {}) };
  }

  /** Go's zero values: "" for text, numbers for numeric types; anything else an unknown value of the type. */
  private zeroValue(type: string, node: Node): Expr {
    if (type === 'string') return literal('', node);
    if (this.structs.has(type)) return { kind: 'typed', expr: { kind: 'object', entries: [], node }, type, node };
    return { kind: 'typed', expr: opaque(node), type, node };
  }

  private assignment(leftNode: Node | null, rightNode: Node | null, node: Node, out: Stmt[], scope: Scope): void {
    const left = this.expressions(leftNode);
    const right = this.expressions(rightNode);
    if (node.type === 'short_var_declaration') this.define(left, left.length === right.length ? right : [], scope);
    this.assignTargets(left.map((l) => this.target(l, scope)), right, node, out, scope);
  }

  /** `a, b := …` declares new variables: their type is what a literal or `make`/`new` says, else unknown. */
  private define(names: readonly Node[], values: readonly Node[], scope: Scope): void {
    names.forEach((name, i) => {
      if (name.type !== 'identifier' || name.text === '_') return;
      const type = values[i] ? this.literalType(values[i]) : undefined;
      if (type) scope.declared.set(name.text, type);
      else scope.declared.delete(name.text);
    });
  }

  private literalType(node: Node): string | undefined {
    if (node.type === 'unary_expression' && node.childForFieldName('operator')?.text === '&') {
      const operand = node.childForFieldName('operand');
      return operand ? this.literalType(operand) : undefined;
    }
    if (node.type === 'composite_literal') {
      const type = node.childForFieldName('type');
      return type ? this.typeOf(type) : undefined;
    }
    if (node.type === 'call_expression' && /^(make|new)$/.test(node.childForFieldName('function')?.text ?? '')) {
      const type = this.argumentNodes(node)[0];
      return type ? this.typeOf(type) : undefined;
    }
    return undefined;
  }

  private assignTargets(targets: Target[], values: Node[], node: Node, out: Stmt[], scope: Scope): void {
    if (targets.length === values.length) {
      // `a, b = b, a`: every value is read before any target is written.
      const names = new Set(targets.filter((t) => t.kind === 'name').map((t) => (t as { name: string }).name));
      const swaps = targets.length > 1 && values.some((v) => [v, ...v.descendantsOfType('identifier')].some((id) => id && id.type === 'identifier' && names.has(id.text)));
      if (swaps) {
        const temps = values.map((v, i) => {
          const temp = `$${node.id}_${i}`;
          out.push({ kind: 'assign', target: { kind: 'name', name: temp, node: v }, value: this.expr(v, scope), node });
          return temp;
        });
        targets.forEach((target, i) => out.push({ kind: 'assign', target, value: { kind: 'name', name: temps[i]!, node: values[i]! }, node }));
        return;
      }
      targets.forEach((target, i) => out.push({ kind: 'assign', target, value: this.expr(values[i]!, scope), node }));
      return;
    }
    const value = values[0];
    if (!value || targets.length < 2) {
      values.forEach((v) => out.push({ kind: 'expr', expr: this.expr(v, scope), node }));
      return;
    }
    if (this.isTupleCall(value)) {
      out.push({ kind: 'assign', target: { kind: 'pattern', elements: targets.map((target, key) => ({ key, target })), node }, value: this.expr(value, scope), node });
      return;
    }
    // `v, err := f()`, `v, ok := m[k]`, `f, header, err := r.FormFile(…)`: the first target is the value, the
    // last (error, found) carries nothing, any in between carries what the value carries.
    const [first, ...rest] = targets;
    const lowered = this.expr(value, scope);
    if (rest.length > 1) {
      const temp = `$${node.id}`;
      out.push({ kind: 'assign', target: { kind: 'name', name: temp, node: value }, value: lowered, node });
      const read: Expr = { kind: 'name', name: temp, node: value };
      out.push({ kind: 'assign', target: first!, value: read, node });
      rest.slice(0, -1).forEach((target) => out.push({ kind: 'assign', target, value: opaque(value, [read]), node }));
    } else out.push({ kind: 'assign', target: first!, value: lowered, node });
    out.push({ kind: 'assign', target: rest.at(-1)!, value: opaque(value), node });
  }

  private isTupleCall(node: Node): boolean {
    if (node.type !== 'call_expression') return false;
    const fn = node.childForFieldName('function');
    if (fn?.type === 'identifier') return this.tupleNames().functions.has(fn.text);
    if (fn?.type === 'selector_expression') return this.tupleNames().methods.has(fn.childForFieldName('field')?.text ?? '');
    return false;
  }

  /** Functions and methods whose results hold several values, read from the declarations when first needed. */
  private tupleNames(): { functions: Set<string>; methods: Set<string> } {
    if (this.tuples) return this.tuples;
    const tuples = { functions: new Set<string>(), methods: new Set<string>() };
    for (const declaration of this.declarations) {
      if (declaration.type !== 'function_declaration' && declaration.type !== 'method_declaration') continue;
      const result = declaration.childForFieldName('result');
      // Only a parenthesised list can hold several values.
      if (result?.type !== 'parameter_list') continue;
      const name = declaration.childForFieldName('name')?.text;
      if (this.resultsOf(result).tuple && name) (declaration.type === 'method_declaration' ? tuples.methods : tuples.functions).add(name);
    }
    return (this.tuples = tuples);
  }

  private expressions(list: Node | null): Node[] {
    if (!list) return [];
    if (list.type !== 'expression_list') return [list];
    return namedChildrenOf(list).filter((c) => c.type !== 'comment');
  }

  private target(node: Node, scope: Scope): Target {
    switch (node.type) {
      case 'identifier':
        if (node.text === '_') return { kind: 'ignore', node };
        return { kind: 'name', name: node.text, node, ...(scope.declared.has(node.text) ? { declaredType: scope.declared.get(node.text)! } : {}) };
      case 'selector_expression':
        return { kind: 'member', object: this.expr(node.childForFieldName('operand')!, scope), property: node.childForFieldName('field')!.text, node };
      case 'index_expression':
        return { kind: 'index', object: this.expr(node.childForFieldName('operand')!, scope), index: this.expr(node.childForFieldName('index') ?? node, scope), node };
      case 'parenthesized_expression':
        return this.target(namedChildrenOf(node)[0] ?? node, scope);
      case 'unary_expression': {
        const operand = node.childForFieldName('operand');
        return operand && node.childForFieldName('operator')?.text === '*' ? this.target(operand, scope) : { kind: 'ignore', node };
      }
      default:
        return { kind: 'ignore', node };
    }
  }

  /** Lowers one expression; nested deeper than MAX_LOWERING_DEPTH it is opaque. */
  expr(node: Node, scope: Scope): Expr {
    return this.nesting.within(() => this.lowerExpr(node, scope), () => opaque(node));
  }

  private lowerExpr(node: Node, scope: Scope): Expr {
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
      case 'binary_expression':
        return { kind: 'binary', op: node.childForFieldName('operator')!.text, left: this.expr(node.childForFieldName('left')!, scope), right: this.expr(node.childForFieldName('right')!, scope), node };
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

  /** The declared type of a local, the receiver, or a field of a struct of the file reached from them. */
  private staticType(node: Node, scope: Scope): string | undefined {
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

  private fieldTypes(struct: string): ReadonlyMap<string, string> {
    let known = this.fieldTypeCache.get(struct);
    if (!known) this.fieldTypeCache.set(struct, (known = this.classOf(struct, []).fieldTypes));
    return known;
  }

  private call(node: Node, scope: Scope): Expr {
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
  private receiverCall(fn: Node, scope: Scope): FunctionIR | undefined {
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
  private quoted(fn: Node, argumentNodes: readonly Node[], args: Expr[]): Expr[] {
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

  private argumentNodes(node: Node): Node[] {
    const args = node.childForFieldName('arguments');
    return args ? namedChildrenOf(args).filter((c) => c.type !== 'comment') : [];
  }

  /** The builtins that build values: `append`, `new`, `make`. Others (`len`, conversions) are calls of a name. */
  private builtin(name: string, node: Node, args: Node[], scope: Scope): Expr | undefined {
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
  private compositeLiteral(node: Node, scope: Scope): Expr {
    const typeNode = node.childForFieldName('type');
    const body = node.childForFieldName('body');
    const value = body ? this.literalValue(body, typeNode?.type === 'map_type', scope) : opaque(node);
    return typeNode ? { kind: 'typed', expr: value, type: this.typeOf(typeNode), node } : value;
  }

  private literalValue(body: Node, isMap: boolean, scope: Scope): Expr {
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

  private element(node: Node, scope: Scope): Expr {
    if (node.type === 'literal_element') {
      const inner = namedChildrenOf(node)[0];
      return inner ? this.element(inner, scope) : opaque(node);
    }
    if (node.type === 'literal_value') return this.literalValue(node, false, scope);
    return this.expr(node, scope);
  }
}

export function lowerGo(file: FileContext): ReturnType<typeof fileIR> {
  return new GoLowering(file).lower();
}
