/**
 * JavaScript, TypeScript and TSX lowered to the data-flow IR: declarations and destructuring, template strings,
 * closures and classes, `require`/`import` bindings, TypeScript types and parameter decorators (NestJS).
 */
import type { FileContext, Node } from '../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../core/syntax';
import { importBindings, typeImportBindings, type ImportBinding } from './rules/context';
import type { ClassIR, Constant, Decorator, Expr, FunctionIR, Parameter, PatternElement, Stmt, SwitchCase, Target } from '../../core/ir';
import { fastifyRouteGuards } from './route-schemas';
import { FunctionTable, baseType, fileIR, literal, numberLiteral, opaque, unescape, type FunctionHeader, NestingGuard } from '../../analysis/dataflow/lowering';

const FUNCTION_NODES = new Set(['function_declaration', 'generator_function_declaration', 'function_expression', 'function', 'generator_function', 'arrow_function', 'method_definition']);
const BINARY_OPERATORS: Readonly<Record<string, string>> = { '===': '==', '!==': '!=' };

/** NestJS parameter decorators and the framework object each injects: `@Session() session` is the request's session. */
const NEST_INJECTED: Readonly<Record<string, string>> = { '@nestjs/common.Session': 'express.Session' };

/** The field `this.field = …` assigns, if the node is such an assignment. */
function assignedField(node: Node): string | undefined {
  const left = node.type === 'assignment_expression' ? node.childForFieldName('left') : null;
  return left?.type === 'member_expression' && left.childForFieldName('object')?.type === 'this' ? left.childForFieldName('property')?.text : undefined;
}

/**
 * Fields a constructor sets, once and unconditionally, to an object it builds from module-level names only
 * (`this.env = new nunjucks.Environment(loader)`): the same as a field initialiser. The field must be assigned
 * nowhere else in the class, and the object must use none of the constructor's parameters or locals.
 */
function constructedInConstructor(constructor: Node, classBody: Node): Array<[string, Node]> {
  const body = constructor.childForFieldName('body');
  if (!body) return [];
  const parameters = constructor.childForFieldName('parameters');
  const locals = new Set(parameters ? descendantsOf(parameters, ['identifier', 'shorthand_property_identifier_pattern']).map((n) => n.text) : []);
  for (const declarator of descendantsOf(body, ['variable_declarator', 'function_declaration', 'class_declaration'])) {
    const name = declarator.childForFieldName('name');
    if (name) for (const id of [name, ...descendantsOf(name, ['identifier', 'shorthand_property_identifier_pattern'])]) locals.add(id.text);
  }
  const counts = new Map<string, number>();
  for (const assignment of descendantsOf(classBody, 'assignment_expression')) {
    const field = assignedField(assignment);
    if (field) counts.set(field, (counts.get(field) ?? 0) + 1);
  }
  const found: Array<[string, Node]> = [];
  for (const statement of namedChildrenOf(body)) {
    const assignment = statement.type === 'expression_statement' ? statement.namedChild(0) : null;
    const field = assignment ? assignedField(assignment) : undefined;
    const value = assignment?.childForFieldName('right');
    if (!field || !value || !(value.type === 'new_expression' || value.type === 'identifier') || counts.get(field) !== 1) continue;
    const used = descendantsOf(value, ['identifier', 'this', 'super']);
    if (used.some((n) => n.type !== 'identifier' || locals.has(n.text) || n.text === 'arguments')) continue;
    found.push([field, value]);
  }
  return found;
}

class JavaScriptLowering {
  private readonly nesting = new NestingGuard();
  private readonly functions = new FunctionTable();
  /** React state setters (`setNote`) and the state variable each one writes (`note`). */
  private readonly stateSetters = new Map<string, string>();
  private readonly typeNames: ReadonlyMap<string, string>;
  /** The checks a Fastify route schema makes before its handler runs, by the handler's node id (route-schemas.ts). */
  private routeGuards = new Map<number, Stmt[]>();

  constructor(private readonly file: FileContext, private readonly imports: Map<string, string>, typeNames: ReadonlyMap<string, string>) {
    this.typeNames = typeNames;
  }

  lower(): ReturnType<typeof fileIR> {
    const root = this.file.tree!.rootNode;
    this.routeGuards = fastifyRouteGuards(root, this.imports.values());
    const units: FunctionIR[] = [];
    const classes: ClassIR[] = [];
    const globals = new Map<string, Expr[]>();
    this.collect(root, units, classes, globals, false);
    const module = this.functions.define({ node: root, name: undefined, className: undefined, params: [] }, () => this.statements(namedChildrenOf(root)));
    return fileIR({ units, module, classes, globals, imports: this.imports });
  }

  /** Top-level functions, classes and bindings; nested functions are reached from their enclosing unit. */
  private collect(container: Node, units: FunctionIR[], classes: ClassIR[], globals: Map<string, Expr[]>, exported: boolean): void {
    for (const statement of namedChildrenOf(container)) {
      switch (statement.type) {
        case 'export_statement':
          this.collect(statement, units, classes, globals, true);
          break;
        case 'function_declaration': case 'generator_function_declaration':
          units.push(this.functionOf(statement, undefined, exported));
          break;
        case 'class_declaration': case 'abstract_class_declaration': case 'class':
          this.collectClass(statement, units, classes, exported);
          break;
        case 'lexical_declaration': case 'variable_declaration':
          for (const declarator of namedChildrenOf(statement).filter((d) => d.type === 'variable_declarator')) {
            const name = declarator.childForFieldName('name');
            const value = declarator.childForFieldName('value');
            if (name?.type !== 'identifier' || !value) continue;
            const unwrapped = this.unwrap(value);
            if (FUNCTION_NODES.has(unwrapped.type)) {
              units.push(this.functionOf(unwrapped, undefined, exported, name));
              continue;
            }
            if (this.isRequire(unwrapped)) continue;
            const list = globals.get(name.text) ?? [];
            list.push(this.expr(value));
            globals.set(name.text, list);
          }
          break;
      }
    }
  }

  private collectClass(node: Node, units: FunctionIR[], classes: ClassIR[], exported: boolean): void {
    const name = node.childForFieldName('name')?.text;
    const body = node.childForFieldName('body');
    if (!name || !body) return;
    const methods: FunctionIR[] = [];
    const fieldValues = new Map<string, Expr>();
    const fieldTypes = new Map<string, string>();
    for (const member of namedChildrenOf(body)) {
      if (member.type === 'method_definition') {
        const method = this.functionOf(member, name, exported);
        methods.push(method);
        units.push(method);
        // `constructor(private readonly repo: Repo)` declares a field too.
        if (member.childForFieldName('name')?.text === 'constructor') {
          for (const param of namedChildrenOf(member.childForFieldName('parameters')!)) {
            const typeNode = param.childForFieldName('type');
            const pattern = param.childForFieldName('pattern');
            if (pattern && typeNode && namedChildrenOf(param).some((c) => c.type === 'accessibility_modifier' || c.type === 'readonly' || c.text === 'readonly')) fieldTypes.set(pattern.text, this.typeOf(typeNode));
          }
          for (const [field, value] of constructedInConstructor(member, body)) if (!fieldValues.has(field)) fieldValues.set(field, this.expr(value));
        }
      } else if (member.type === 'field_definition' || member.type === 'public_field_definition') {
        const property = member.childForFieldName('property') ?? member.childForFieldName('name');
        const value = member.childForFieldName('value');
        const type = member.childForFieldName('type');
        if (!property) continue;
        if (value && FUNCTION_NODES.has(value.type)) {
          const method = this.functionOf(value, name, exported, property);
          methods.push(method);
          units.push(method);
        } else if (value) fieldValues.set(property.text, this.expr(value));
        if (type) fieldTypes.set(property.text, this.typeOf(type));
      }
    }
    const heritage = namedChildrenOf(node).find((c) => c.type === 'class_heritage');
    const supertypes = heritage ? heritage.text.replace(/^(extends|implements)\s+/, '').split(/\s*(?:,|\bimplements\b|\bextends\b)\s*/).map(baseType).filter(Boolean) : [];
    classes.push({ name, methods, fieldTypes, fieldValues, supertypes, node });
  }

  private functionOf(node: Node, className: string | undefined, exported: boolean, nameNode?: Node): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const ownName = node.childForFieldName('name') ?? nameNode ?? null;
    // Lowering the parameters also lowers their defaults and destructuring, which the body starts with.
    const prologue: Stmt[] = [];
    const header: FunctionHeader = {
      node,
      name: ownName?.text,
      ...(ownName ? { nameNode: ownName } : {}),
      className,
      params: () => this.parameters(node, prologue),
      decorators: this.decoratorsOf(node),
      exported,
      isMethod: node.type === 'method_definition' || className !== undefined,
      isStatic: node.children.some((c) => c?.type === 'static'),
    };
    const fn: FunctionIR = this.functions.define(header, () => {
      void fn.params;
      const body = node.childForFieldName('body');
      const guards = this.routeGuards.get(node.id) ?? [];
      if (!body) return [...guards, ...prologue];
      if (body.type === 'statement_block') return [...guards, ...prologue, ...this.statements(namedChildrenOf(body))];
      return [...guards, ...prologue, { kind: 'return', value: this.expr(body), node: body }];
    });
    return fn;
  }

  private decoratorsOf(node: Node): Decorator[] {
    const decorators: Decorator[] = [];
    for (let sibling = node.previousNamedSibling; sibling?.type === 'decorator'; sibling = sibling.previousNamedSibling) decorators.push(this.decorator(sibling));
    for (const child of namedChildrenOf(node)) if (child.type === 'decorator') decorators.push(this.decorator(child));
    return decorators;
  }

  private decorator(node: Node): Decorator {
    const inner = namedChildrenOf(node)[0];
    const callee = inner?.type === 'call_expression' ? inner.childForFieldName('function') : inner;
    const first = inner?.type === 'call_expression' ? namedChildrenOf(inner.childForFieldName('arguments')!)[0] : undefined;
    const text = callee?.text ?? '';
    return { name: text.slice(text.lastIndexOf('.') + 1), callee: text, ...(first?.type === 'string' ? { path: unescape(first.text.slice(1, -1)) } : {}) };
  }

  private parameters(fn: Node, prologue: Stmt[]): Parameter[] {
    const list = fn.childForFieldName('parameters') ?? fn.childForFieldName('parameter');
    if (!list) return [];
    const nodes = list.type === 'formal_parameters' ? namedChildrenOf(list).filter((n) => n.type !== 'comment') : [list];
    return nodes.map((node, index) => this.parameter(node, index, prologue));
  }

  private parameter(node: Node, index: number, prologue: Stmt[]): Parameter {
    let pattern = node;
    let type: string | undefined;
    let fallback: Expr | undefined;
    const annotations: string[] = [];
    if (node.type === 'required_parameter' || node.type === 'optional_parameter') {
      pattern = node.childForFieldName('pattern') ?? node;
      const typeNode = node.childForFieldName('type');
      if (typeNode) type = this.typeOf(typeNode);
      const value = node.childForFieldName('value');
      if (value) fallback = this.expr(value);
      for (const child of namedChildrenOf(node)) {
        if (child.type !== 'decorator') continue;
        const decorator = this.decorator(child);
        annotations.push(decorator.name);
        // NestJS injects the object its parameter decorator names, whatever type the parameter declares for it.
        const injected = NEST_INJECTED[this.imports.get(decorator.callee) ?? ''];
        if (injected) type = injected;
      }
    }
    if (pattern.type === 'assignment_pattern') {
      fallback = this.expr(pattern.childForFieldName('right')!);
      pattern = pattern.childForFieldName('left')!;
    }
    const rest = pattern.type === 'rest_pattern';
    if (rest) pattern = namedChildrenOf(pattern)[0] ?? pattern;
    let name = pattern.type === 'identifier' ? pattern.text : undefined;
    if (!name) {
      name = `$param${index}`;
      prologue.push({ kind: 'assign', target: this.target(pattern), value: { kind: 'name', name, node: pattern }, node: pattern });
    }
    return { name, index, ...(type ? { type } : {}), annotations, ...(fallback ? { fallback } : {}), ...(rest ? { rest } : {}), node: pattern };
  }

  /** A TypeScript type annotation as a type tag: primitives by name, imported types qualified (`express.Request`). */
  private typeOf(annotation: Node): string {
    const text = baseType(annotation.text.replace(/^:\s*/, '').split('|')[0]!.trim());
    const dot = text.indexOf('.');
    const head = dot === -1 ? text : text.slice(0, dot);
    const imported = this.typeNames.get(head);
    if (!imported) return text;
    return dot === -1 ? imported : `${imported}${text.slice(dot)}`;
  }

  private statements(nodes: readonly Node[]): Stmt[] {
    const out: Stmt[] = [];
    for (const node of nodes) this.statement(node, out);
    return out;
  }

  private block(node: Node | null): Stmt[] {
    if (!node) return [];
    if (node.type === 'statement_block') return this.statements(namedChildrenOf(node));
    const out: Stmt[] = [];
    this.statement(node, out);
    return out;
  }

  /** Lowers one statement; nested deeper than MAX_LOWERING_DEPTH it is left out. */
  private statement(node: Node, out: Stmt[]): void {
    this.nesting.within(() => this.lowerStatement(node, out), () => undefined);
  }

  private lowerStatement(node: Node, out: Stmt[]): void {
    switch (node.type) {
      case 'lexical_declaration': case 'variable_declaration':
        for (const declarator of namedChildrenOf(node).filter((d) => d.type === 'variable_declarator')) {
          const name = declarator.childForFieldName('name')!;
          const value = declarator.childForFieldName('value');
          // `require` bindings are the file's imports, resolved by name.
          if (value && this.isRequire(this.unwrap(value))) continue;
          this.noteStateHook(name, value);
          const type = declarator.childForFieldName('type');
          const target = this.target(name);
          if (target.kind === 'name' && type) target.declaredType = this.typeOf(type);
          out.push({ kind: 'assign', target, value: value ? this.expr(value) : literal(null, declarator), node: declarator });
        }
        return;
      case 'expression_statement': {
        const expression = namedChildrenOf(node)[0];
        if (expression) this.expressionStatement(expression, out);
        return;
      }
      case 'if_statement': {
        const alternative = node.childForFieldName('alternative');
        out.push({
          kind: 'if',
          test: this.expr(node.childForFieldName('condition')!),
          then: this.block(node.childForFieldName('consequence')),
          otherwise: alternative ? this.block(namedChildrenOf(alternative)[0] ?? null) : [],
          node,
        });
        return;
      }
      case 'for_statement': {
        const initializer = node.childForFieldName('initializer');
        if (initializer) this.statement(initializer, out);
        const condition = node.childForFieldName('condition');
        const conditionExpr = condition?.type === 'expression_statement' ? namedChildrenOf(condition)[0] : condition;
        const increment = node.childForFieldName('increment');
        const update: Stmt[] = [];
        if (increment) this.expressionStatement(increment, update);
        out.push({ kind: 'loop', ...(conditionExpr && conditionExpr.type !== 'empty_statement' ? { test: this.expr(conditionExpr) } : {}), body: this.block(node.childForFieldName('body')), update, node });
        return;
      }
      case 'for_in_statement': {
        const left = node.childForFieldName('left')!;
        const keys = node.childForFieldName('operator')?.text === 'in';
        const pattern = left.type === 'lexical_declaration' || left.type === 'variable_declaration' ? namedChildrenOf(left).find((c) => c.type === 'variable_declarator')?.childForFieldName('name') ?? left : left;
        out.push({ kind: 'loop', body: this.block(node.childForFieldName('body')), update: [], each: { target: this.target(pattern), iterable: this.expr(node.childForFieldName('right')!), keys }, node });
        return;
      }
      case 'while_statement':
        out.push({ kind: 'loop', test: this.expr(node.childForFieldName('condition')!), body: this.block(node.childForFieldName('body')), update: [], node });
        return;
      case 'do_statement': {
        const body = this.block(node.childForFieldName('body'));
        out.push({ kind: 'block', body, node });
        out.push({ kind: 'loop', test: this.expr(node.childForFieldName('condition')!), body, update: [], node });
        return;
      }
      case 'switch_statement': {
        const cases: SwitchCase[] = [];
        for (const clause of namedChildrenOf(node.childForFieldName('body')!)) {
          if (clause.type !== 'switch_case' && clause.type !== 'switch_default') continue;
          const value = clause.childForFieldName('value');
          const body = clause.childrenForFieldName('body').filter((n): n is Node => n !== null);
          cases.push({ tests: value ? [this.expr(value)] : [], body: this.statements(body) });
        }
        out.push({ kind: 'switch', subject: this.expr(node.childForFieldName('value')!), cases, fallthrough: true, node });
        return;
      }
      case 'return_statement': {
        const value = namedChildrenOf(node)[0];
        out.push({ kind: 'return', ...(value ? { value: this.expr(value) } : {}), node });
        return;
      }
      case 'break_statement':
        out.push({ kind: 'break', node });
        return;
      case 'continue_statement':
        out.push({ kind: 'continue', node });
        return;
      case 'throw_statement': {
        const value = namedChildrenOf(node)[0];
        out.push({ kind: 'throw', ...(value ? { value: this.expr(value) } : {}), node });
        return;
      }
      case 'try_statement': {
        const handler = node.childForFieldName('handler');
        const finalizer = node.childForFieldName('finalizer');
        const parameter = handler?.childForFieldName('parameter');
        out.push({
          kind: 'try',
          body: this.block(node.childForFieldName('body')),
          handlers: handler ? [{ ...(parameter?.type === 'identifier' ? { name: parameter.text } : {}), body: this.block(handler.childForFieldName('body')) }] : [],
          finalizer: finalizer ? this.block(finalizer.childForFieldName('body')) : [],
          node,
        });
        return;
      }
      case 'statement_block':
        out.push({ kind: 'block', body: this.statements(namedChildrenOf(node)), node });
        return;
      case 'labeled_statement': {
        const body = node.childForFieldName('body');
        if (body) this.statement(body, out);
        return;
      }
      case 'function_declaration': case 'generator_function_declaration': {
        const name = node.childForFieldName('name');
        if (name) out.push({ kind: 'function', name: name.text, fn: this.functionOf(node, undefined, false), node });
        return;
      }
      case 'export_statement': {
        const declaration = node.childForFieldName('declaration') ?? node.childForFieldName('value');
        if (declaration) {
          if (declaration.type === 'function_declaration' || declaration.type === 'class_declaration') return;
          if (FUNCTION_NODES.has(declaration.type)) out.push({ kind: 'expr', expr: this.expr(declaration), node });
          else this.statement(declaration, out);
        }
        return;
      }
      case 'import_statement': case 'empty_statement': case 'comment': case 'class_declaration': case 'abstract_class_declaration':
      case 'interface_declaration': case 'type_alias_declaration': case 'enum_declaration': case 'ambient_declaration': case 'debugger_statement':
        return;
      default:
        out.push({ kind: 'expr', expr: this.expr(node), node });
    }
  }

  /** `const [note, setNote] = useState(…)`: later `setNote(v)` calls write `note`. */
  private noteStateHook(name: Node, value: Node | null): void {
    const callee = value?.type === 'call_expression' ? value.childForFieldName('function')?.text : undefined;
    if (name.type !== 'array_pattern' || !callee || !/^(React\.)?use(State|Reducer)$/.test(callee)) return;
    const [state, setter] = namedChildrenOf(name);
    if (state?.type === 'identifier' && setter?.type === 'identifier') this.stateSetters.set(setter.text, state.text);
  }

  private expressionStatement(node: Node, out: Stmt[]): void {
    if (node.type === 'assignment_expression') {
      out.push({ kind: 'assign', target: this.target(node.childForFieldName('left')!), value: this.expr(node.childForFieldName('right')!), node });
      return;
    }
    if (node.type === 'augmented_assignment_expression') {
      const operator = node.childForFieldName('operator')?.text.slice(0, -1) ?? '+';
      out.push({ kind: 'assign', target: this.target(node.childForFieldName('left')!), value: this.expr(node.childForFieldName('right')!), op: BINARY_OPERATORS[operator] ?? operator, node });
      return;
    }
    if (node.type === 'update_expression') {
      const argument = node.childForFieldName('argument')!;
      const op = node.text.includes('++') ? '+' : '-';
      out.push({ kind: 'assign', target: this.target(argument), value: literal(1, node), op, node });
      return;
    }
    if (node.type === 'sequence_expression') {
      for (const part of namedChildrenOf(node)) this.expressionStatement(part, out);
      return;
    }
    out.push({ kind: 'expr', expr: this.expr(node), node });
  }

  private target(node: Node): Target {
    switch (node.type) {
      case 'identifier': case 'shorthand_property_identifier_pattern':
        return { kind: 'name', name: node.text, node };
      case 'member_expression':
        return { kind: 'member', object: this.expr(node.childForFieldName('object')!), property: node.childForFieldName('property')!.text, node };
      case 'subscript_expression':
        return { kind: 'index', object: this.expr(node.childForFieldName('object')!), index: this.expr(node.childForFieldName('index')!), node };
      case 'object_pattern':
        return { kind: 'pattern', elements: namedChildrenOf(node).map((p) => this.objectPatternElement(p)).filter((e): e is PatternElement => !!e), node };
      case 'array_pattern':
        return { kind: 'pattern', elements: namedChildrenOf(node).map((p, i) => this.arrayPatternElement(p, i)), node };
      case 'assignment_pattern':
        return this.target(node.childForFieldName('left')!);
      case 'parenthesized_expression': case 'non_null_expression': case 'as_expression':
        return this.target(namedChildrenOf(node)[0] ?? node);
      default:
        return { kind: 'ignore', node };
    }
  }

  private objectPatternElement(node: Node): PatternElement | undefined {
    switch (node.type) {
      case 'shorthand_property_identifier_pattern':
        return { key: node.text, target: { kind: 'name', name: node.text, node } };
      case 'pair_pattern': {
        const key = node.childForFieldName('key')!;
        const value = node.childForFieldName('value')!;
        const fallback = value.type === 'assignment_pattern' ? this.expr(value.childForFieldName('right')!) : undefined;
        return { key: this.propertyKey(key), target: this.target(value), ...(fallback ? { fallback } : {}) };
      }
      case 'object_assignment_pattern': {
        const left = node.childForFieldName('left')!;
        return { key: left.text, target: this.target(left), fallback: this.expr(node.childForFieldName('right')!) };
      }
      case 'rest_pattern':
        return { key: undefined, target: this.target(namedChildrenOf(node)[0] ?? node), rest: true };
      default:
        return undefined;
    }
  }

  private arrayPatternElement(node: Node, index: number): PatternElement {
    if (node.type === 'rest_pattern') return { key: undefined, target: this.target(namedChildrenOf(node)[0] ?? node), rest: true };
    if (node.type === 'assignment_pattern') return { key: index, target: this.target(node.childForFieldName('left')!), fallback: this.expr(node.childForFieldName('right')!) };
    return { key: index, target: this.target(node) };
  }

  private propertyKey(key: Node): string | undefined {
    if (key.type === 'property_identifier' || key.type === 'identifier') return key.text;
    if (key.type === 'string') return unescape(key.text.slice(1, -1));
    if (key.type === 'number') return key.text;
    return undefined;
  }

  private unwrap(node: Node): Node {
    let current = node;
    while (['parenthesized_expression', 'as_expression', 'satisfies_expression', 'non_null_expression'].includes(current.type)) {
      const inner = namedChildrenOf(current)[0];
      if (!inner) break;
      current = inner;
    }
    return current;
  }

  private isRequire(node: Node): boolean {
    let current = node;
    while (current.type === 'member_expression') current = current.childForFieldName('object')!;
    return current.type === 'call_expression' && current.childForFieldName('function')?.text === 'require';
  }

  /** Lowers one expression; nested deeper than MAX_LOWERING_DEPTH it is opaque. */
  expr(node: Node): Expr {
    return this.nesting.within(() => this.lowerExpr(node), () => opaque(node));
  }

  private lowerExpr(node: Node): Expr {
    switch (node.type) {
      case 'identifier': case 'shorthand_property_identifier':
        return node.text === 'undefined' ? literal(null, node) : { kind: 'name', name: node.text, node };
      case 'this': case 'super':
        return { kind: 'this', node };
      case 'string':
        return literal(unescape(node.text.slice(1, -1)), node);
      case 'number':
        return literal(numberLiteral(node.text), node);
      case 'true': return literal(true, node);
      case 'false': return literal(false, node);
      case 'null': case 'undefined': return literal(null, node);
      case 'regex':
        return literal(node.text, node);
      case 'template_string':
        return this.template(node);
      case 'member_expression': {
        const object = node.childForFieldName('object')!;
        const property = node.childForFieldName('property')!;
        return { kind: 'member', object: this.expr(object), property: property.text, node };
      }
      case 'subscript_expression':
        return { kind: 'index', object: this.expr(node.childForFieldName('object')!), index: this.expr(node.childForFieldName('index')!), node };
      case 'call_expression': {
        const callee = node.childForFieldName('function')!;
        const args = node.childForFieldName('arguments');
        const state = callee.type === 'identifier' ? this.stateSetters.get(callee.text) : undefined;
        const given = state && args ? namedChildrenOf(args)[0] : undefined;
        if (state && given) {
          // A state setter: the component's next render reads what was set, or what it held before.
          const current: Expr = { kind: 'name', name: state, node: callee };
          return { kind: 'sequence', statements: [{ kind: 'assign', target: { kind: 'name', name: state, node: callee }, value: this.expr(given), op: '||', node }], value: current, node };
        }
        const required = callee.text === 'require' && args ? namedChildrenOf(args)[0] : undefined;
        if (required?.type === 'string') {
          // An inline `require('m')` is the module itself, like an imported name.
          const module = unescape(required.text.slice(1, -1)).replace(/^node:/, '');
          this.imports.set(`require(${module})`, module);
          return { kind: 'name', name: `require(${module})`, node };
        }
        if (args?.type === 'template_string') return { kind: 'call', callee: this.expr(callee), args: this.taggedArguments(args), named: new Map(), isNew: false, node };
        return { kind: 'call', callee: this.expr(callee), args: this.arguments(args), named: new Map(), isNew: false, node };
      }
      case 'new_expression':
        return { kind: 'call', callee: this.expr(node.childForFieldName('constructor')!), args: this.arguments(node.childForFieldName('arguments')), named: new Map(), isNew: true, node };
      case 'binary_expression': {
        const operator = node.childForFieldName('operator')!.text;
        return { kind: 'binary', op: BINARY_OPERATORS[operator] ?? operator, left: this.expr(node.childForFieldName('left')!), right: this.expr(node.childForFieldName('right')!), node };
      }
      case 'unary_expression': {
        const operator = node.childForFieldName('operator')!.text;
        // `typeof x` is a type name, never x's text; kept as a call so a check on it can narrow x.
        if (operator === 'typeof') return { kind: 'call', callee: { kind: 'name', name: 'typeof', node }, args: [this.expr(node.childForFieldName('argument')!)], named: new Map(), isNew: false, node };
        if (operator === 'void' || operator === 'delete') return opaque(node);
        return { kind: 'unary', op: operator, operand: this.expr(node.childForFieldName('argument')!), node };
      }
      case 'update_expression': {
        const argument = node.childForFieldName('argument')!;
        return { kind: 'sequence', statements: [{ kind: 'assign', target: this.target(argument), value: literal(1, node), op: node.text.includes('++') ? '+' : '-', node }], value: this.expr(argument), node };
      }
      case 'assignment_expression': case 'augmented_assignment_expression': {
        const statements: Stmt[] = [];
        this.expressionStatement(node, statements);
        return { kind: 'sequence', statements, value: this.expr(node.childForFieldName('left')!), node };
      }
      case 'ternary_expression':
        return { kind: 'conditional', test: this.expr(node.childForFieldName('condition')!), then: this.expr(node.childForFieldName('consequence')!), otherwise: this.expr(node.childForFieldName('alternative')!), node };
      case 'parenthesized_expression': case 'non_null_expression': case 'satisfies_expression': case 'await_expression': {
        const inner = namedChildrenOf(node).filter((c) => c.type !== 'comment').at(-1);
        return inner ? this.expr(inner) : opaque(node);
      }
      case 'as_expression': case 'type_assertion': {
        const children = namedChildrenOf(node);
        const value = node.type === 'as_expression' ? children[0] : children.at(-1);
        const type = node.type === 'as_expression' ? children[1] : children[0];
        if (!value) return opaque(node);
        return type ? { kind: 'typed', expr: this.expr(value), type: this.typeOf(type), node } : this.expr(value);
      }
      case 'sequence_expression': {
        const parts = namedChildrenOf(node);
        const statements: Stmt[] = [];
        for (const part of parts.slice(0, -1)) this.expressionStatement(part, statements);
        return { kind: 'sequence', statements, value: this.expr(parts.at(-1)!), node };
      }
      case 'array':
        return { kind: 'array', elements: namedChildrenOf(node).filter((c) => c.type !== 'comment').map((element) => this.expr(element)), node };
      case 'object':
        return { kind: 'object', entries: namedChildrenOf(node).flatMap((entry) => this.objectEntry(entry)), node };
      case 'spread_element':
        return opaque(node, namedChildrenOf(node).map((c) => this.expr(c)));
      case 'arrow_function': case 'function_expression': case 'function': case 'generator_function':
        return { kind: 'function', fn: this.functionOf(node, undefined, false), node };
      case 'jsx_element': case 'jsx_self_closing_element': case 'jsx_fragment':
        return this.jsx(node);
      default:
        return opaque(node, namedChildrenOf(node).filter((c) => c.type !== 'comment' && c.type !== 'type_arguments').map((c) => this.expr(c)));
    }
  }

  private arguments(node: Node | null): Expr[] {
    return node ? namedChildrenOf(node).filter((c) => c.type !== 'comment').map((arg) => this.expr(arg)) : [];
  }

  private template(node: Node): Expr {
    const { chunks, substitutions } = this.templatePieces(node);
    const parts: Expr[] = [];
    chunks.forEach((chunk, i) => {
      if (chunk.kind === 'literal' && chunk.value !== '') parts.push(chunk);
      const substitution = substitutions[i];
      if (substitution) parts.push(substitution);
    });
    if (parts.length === 0) return literal('', node);
    const only = parts[0];
    if (parts.length === 1 && only?.kind === 'literal') return literal(only.value, node);
    return { kind: 'concat', parts, node };
  }

  /** A template's literal chunks (one more than its substitutions, empty ones included) and its substitutions, in order. */
  private templatePieces(node: Node): { chunks: Expr[]; substitutions: Expr[] } {
    const chunks: Expr[] = [];
    const substitutions: Expr[] = [];
    let text = '';
    let textNode: Node = node;
    for (const child of node.children) {
      if (!child) continue;
      if (child.type === 'template_substitution') {
        chunks.push(literal(text, textNode));
        text = '';
        const inner = namedChildrenOf(child)[0];
        substitutions.push(inner ? this.expr(inner) : opaque(child));
      } else if (child.type === 'string_fragment' || child.type === 'escape_sequence') {
        text += child.type === 'escape_sequence' ? unescape(child.text) : child.text;
        textNode = child;
      }
    }
    chunks.push(literal(text, textNode));
    return { chunks, substitutions };
  }

  /**
   * What a tag function is given for a tagged template (`` html`<p>${note}</p>` ``): the list of the literal chunks,
   * then each substitution as an argument of its own — how the tag treats them (escaping, binding) is its own.
   */
  private taggedArguments(node: Node): Expr[] {
    const { chunks, substitutions } = this.templatePieces(node);
    return [{ kind: 'array', elements: chunks, node }, ...substitutions];
  }

  private objectEntry(entry: Node): { key: Constant | undefined; value: Expr }[] {
    switch (entry.type) {
      case 'pair': {
        const key = entry.childForFieldName('key')!;
        return [{ key: this.propertyKey(key), value: this.expr(entry.childForFieldName('value')!) }];
      }
      case 'shorthand_property_identifier':
        return [{ key: entry.text, value: { kind: 'name', name: entry.text, node: entry } }];
      case 'spread_element':
        return [{ key: undefined, value: this.expr(namedChildrenOf(entry)[0] ?? entry) }];
      case 'method_definition': {
        const name = entry.childForFieldName('name');
        return [{ key: name?.text, value: { kind: 'function', fn: this.functionOf(entry, undefined, false), node: entry } }];
      }
      default:
        return [];
    }
  }

  /**
   * JSX escapes what it renders, so children carry nothing to a sink; `dangerouslySetInnerHTML={{ __html: v }}`
   * is lowered as a call to a pseudo-function of that name, which the specification lists as a sink.
   */
  private jsx(node: Node): Expr {
    const parts: Expr[] = [];
    for (const attribute of node.descendantsOfType('jsx_attribute')) {
      if (!attribute) continue;
      const [name, value] = namedChildrenOf(attribute);
      if (name?.text !== 'dangerouslySetInnerHTML' || value?.type !== 'jsx_expression') continue;
      const object = namedChildrenOf(value)[0];
      const html = object?.type === 'object' ? namedChildrenOf(object).find((p) => p.type === 'pair' && /^['"]?__html['"]?$/.test(p.childForFieldName('key')?.text ?? '')) : undefined;
      const htmlValue = html?.childForFieldName('value');
      if (htmlValue) parts.push({ kind: 'call', callee: { kind: 'name', name: 'dangerouslySetInnerHTML', node: name }, args: [this.expr(htmlValue)], named: new Map(), isNew: false, node: attribute });
    }
    for (const expression of node.descendantsOfType('jsx_expression')) {
      const inner = expression ? namedChildrenOf(expression)[0] : undefined;
      if (inner && (inner.type === 'call_expression' || inner.type === 'arrow_function')) parts.push(this.expr(inner));
    }
    return { kind: 'sequence', statements: parts.map((part) => ({ kind: 'expr', expr: part, node: part.node })), value: opaque(node), node };
  }
}

function qualified(binding: ImportBinding): string {
  return binding.imported === '*' || binding.imported === 'default' ? binding.module : `${binding.module}.${binding.imported}`;
}

export function lowerJavaScript(file: FileContext): ReturnType<typeof fileIR> {
  const imports = new Map<string, string>();
  for (const [local, binding] of importBindings(file)) imports.set(local, qualified(binding));
  const typeNames = new Map(imports);
  for (const [local, binding] of typeImportBindings(file)) typeNames.set(local, qualified(binding));
  return new JavaScriptLowering(file, imports, typeNames).lower();
}
