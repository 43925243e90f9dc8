/**
 * Java lowered to the data-flow IR: classes (member and inner classes are units, anonymous and local classes are
 * analysed with their method), declared types of locals, fields and parameters, annotations, old and arrow
 * switches, lambdas, and package-qualified names reduced to their class (`java.net.URLDecoder` → `URLDecoder`).
 */
import type { FileContext, Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import type { ClassIR, Decorator, Expr, FunctionIR, Parameter, Stmt, SwitchCase, Target } from '../../core/ir';
import { FunctionTable, baseType, fileIR, literal, numberLiteral, opaque, supertypeName, unescape, NestingGuard } from '../../analysis/dataflow/lowering';
import { mapperStatement } from './mybatis';

const FUNCTION_NODES = new Set(['method_declaration', 'constructor_declaration', 'lambda_expression', 'compact_constructor_declaration']);
const QUALIFIED_CLASS = /^(?:[a-z_$][\w$]*\.)+([A-Z][\w$]*)$/;

/** `java.util.List<String>` → `List`, `int[]` → `int[]` kept apart from `int` (an array of numbers is not a number). */
/** A Java type as the specifications name it: simple name, no generics; `qualified` keeps the package. */
export function javaType(text: string, qualified = false): string {
  const array = /\[\s*\]\s*$/.test(text) || text.includes('...');
  const base = baseType(text.replace(/\.\.\.$/, '')).replace(/^final\s+/, '');
  const simple = qualified ? base : base.slice(base.lastIndexOf('.') + 1);
  return array ? `${simple}[]` : simple;
}

const CALLABLES = new Set(['method_declaration', 'constructor_declaration', 'compact_constructor_declaration']);
const CLASS_BODIES = new Set(['class_body', 'enum_body', 'interface_body']);
/** Nodes that declare a local name (their `name` field): locals, parameters, caught exceptions, loop and resource variables, patterns. */
const DECLARATIONS = ['variable_declarator', 'formal_parameter', 'spread_parameter', 'catch_formal_parameter', 'enhanced_for_statement', 'resource', 'type_pattern', 'record_pattern_component'];

const isStatic = (member: Node) => /\bstatic\b/.test(namedChildrenOf(member).find((c) => c.type === 'modifiers')?.text ?? '');

class JavaLowering {
  /** The names declared inside a method, constructor or initialiser (parameters, locals, lambda parameters), by node id. */
  private readonly localNames = new Map<number, Set<string>>();
  /** The instance fields a class body declares (record components too), by node id. */
  private readonly instanceFields = new Map<number, Set<string>>();
  private readonly nesting = new NestingGuard();
  private readonly functions = new FunctionTable();
  private readonly units: FunctionIR[] = [];
  private readonly classes: ClassIR[] = [];
  /** The file imports MyBatis' annotations: a bodiless method annotated `@Select` runs that SQL (mybatis.ts). */
  private mybatis = false;

  constructor(private readonly file: FileContext) {}

  lower(): ReturnType<typeof fileIR> {
    const root = this.file.tree!.rootNode;
    const imports = new Map<string, string>();
    for (const declaration of namedChildrenOf(root)) {
      if (declaration.type === 'import_declaration') {
        this.importOf(declaration, imports);
        if (namedChildrenOf(declaration).some((c) => c.type === 'scoped_identifier' && c.text.startsWith('org.apache.ibatis.annotations'))) this.mybatis = true;
      } else if (/^(class|interface|enum|record)_declaration$/.test(declaration.type)) this.collectClass(declaration, undefined);
    }
    const module = this.functions.define({ node: root, name: undefined, className: undefined, params: [] }, () => []);
    return fileIR({ units: this.units, module, classes: this.classes, globals: new Map(), imports });
  }

  /** `import static a.b.C.m;` binds m → C.m; `import a.b.C;` binds nothing a simple name does not already say. */
  private importOf(declaration: Node, imports: Map<string, string>): void {
    if (!declaration.children.some((c) => c?.type === 'static')) return;
    const path = namedChildrenOf(declaration).find((c) => c.type === 'scoped_identifier');
    if (!path) return;
    const parts = path.text.split('.');
    const member = parts.at(-1)!;
    const owner = parts.at(-2);
    if (owner) imports.set(member, `${owner}.${member}`);
  }

  private collectClass(node: Node, enclosing: string | undefined): void {
    const name = node.childForFieldName('name')?.text;
    const body = node.childForFieldName('body');
    if (!name || !body) return;
    const methods: FunctionIR[] = [];
    const fieldTypes = new Map<string, string>();
    const fieldValues = new Map<string, Expr>();
    for (const member of namedChildrenOf(body)) {
      if (member.type === 'method_declaration' || member.type === 'constructor_declaration' || member.type === 'compact_constructor_declaration') {
        const method = this.method(member, name);
        methods.push(method);
        this.units.push(method);
      } else if (member.type === 'field_declaration' || member.type === 'constant_declaration') {
        const type = member.childForFieldName('type');
        const final = /\bfinal\b/.test(namedChildrenOf(member).find((c) => c.type === 'modifiers')?.text ?? '');
        for (const declarator of member.childrenForFieldName('declarator')) {
          const fieldName = declarator?.childForFieldName('name')?.text;
          if (!fieldName) continue;
          if (type) fieldTypes.set(fieldName, javaType(type.text));
          const value = declarator.childForFieldName('value');
          // Only final fields keep their initial value for certain; others may be reassigned anywhere.
          if (value && (final || body.parent?.type === 'interface_declaration')) fieldValues.set(fieldName, this.expr(value));
        }
      } else if (/^(class|interface|enum|record)_declaration$/.test(member.type)) {
        this.collectClass(member, name);
      } else if (member.type === 'enum_body_declarations') {
        for (const inner of namedChildrenOf(member)) if (inner.type === 'method_declaration') methods.push(this.method(inner, name));
      }
    }
    const supertypes: string[] = [];
    const superclass = node.childForFieldName('superclass');
    if (superclass) supertypes.push(...namedChildrenOf(superclass).map((t) => supertypeName(javaType(t.text, true), name)));
    const interfaces = node.childForFieldName('interfaces');
    if (interfaces) for (const list of namedChildrenOf(interfaces)) supertypes.push(...namedChildrenOf(list).map((t) => supertypeName(javaType(t.text, true), name)));
    // An interface's own supertypes: `interface ProductRepository extends JpaRepository<…>, ProductSearchFragment`.
    for (const extended of namedChildrenOf(node).filter((child) => child.type === 'extends_interfaces')) {
      for (const list of namedChildrenOf(extended)) supertypes.push(...namedChildrenOf(list).map((t) => supertypeName(javaType(t.text, true), name)));
    }
    const components = node.type === 'record_declaration' ? this.recordComponents(node, fieldTypes) : undefined;
    this.classes.push({
      name, methods, fieldTypes, fieldValues, supertypes, node, ...(enclosing ? { enclosing } : {}), ...(components ? { components } : {}),
      ...(node.type === 'enum_declaration' ? { isEnum: true } : {}),
    });
  }

  /** A record's components, in order, with their declared types. */
  private recordComponents(node: Node, fieldTypes: Map<string, string>): string[] {
    const parameters = node.childForFieldName('parameters');
    const names: string[] = [];
    for (const parameter of parameters ? namedChildrenOf(parameters) : []) {
      const componentName = parameter.childForFieldName('name')?.text;
      const type = parameter.childForFieldName('type');
      if (!componentName) continue;
      names.push(componentName);
      if (type) fieldTypes.set(componentName, javaType(type.text));
    }
    return names;
  }

  private modifiersOf(node: Node): { annotations: Decorator[]; text: string } {
    const modifiers = namedChildrenOf(node).find((c) => c.type === 'modifiers');
    const annotations: Decorator[] = [];
    for (const annotation of modifiers ? namedChildrenOf(modifiers) : []) {
      if (annotation.type !== 'annotation' && annotation.type !== 'marker_annotation') continue;
      const name = annotation.childForFieldName('name')?.text ?? '';
      const args = annotation.childForFieldName('arguments');
      const path = args ? this.annotationPath(args) : undefined;
      annotations.push({ name: name.slice(name.lastIndexOf('.') + 1), callee: name, ...(path !== undefined ? { path } : {}), ...(args ? { argumentsText: args.text } : {}) });
    }
    return { annotations, text: modifiers?.text ?? '' };
  }

  /** The route of `@GetMapping("/x/{id}")` or `@RequestMapping(value = "/x")`. */
  private annotationPath(args: Node): string | undefined {
    for (const arg of namedChildrenOf(args)) {
      const value = arg.type === 'element_value_pair' && /^(value|path)$/.test(arg.childForFieldName('key')?.text ?? '') ? arg.childForFieldName('value') : arg;
      if (value?.type === 'string_literal') return unescape(value.text.slice(1, -1));
    }
    return undefined;
  }

  private method(node: Node, className: string | undefined): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const nameNode = node.childForFieldName('name') ?? undefined;
    const { annotations, text } = this.modifiersOf(node);
    // A @RestController's handlers answer with their return value, as if each carried @ResponseBody.
    const owner = node.parent?.parent;
    const answersWithBody = owner?.type === 'class_declaration' && !annotations.some((a) => a.name === 'ResponseBody')
      && this.modifiersOf(owner).annotations.some((a) => a.name === 'RestController');
    if (answersWithBody) annotations.push({ name: 'ResponseBody', callee: 'RestController' });
    return this.functions.define(
      {
        node,
        name: node.type === 'method_declaration' ? nameNode?.text : className,
        ...(nameNode ? { nameNode } : {}),
        className,
        params: () => this.parameters(node.childForFieldName('parameters')),
        decorators: annotations,
        exported: /\bpublic\b/.test(text),
        isMethod: true,
        isStatic: /\bstatic\b/.test(text),
      },
      () => {
        const body = node.childForFieldName('body');
        return body ? this.block(body) : mapperStatement(node, (part) => this.expr(part), this.mybatis) ?? [];
      },
    );
  }

  private lambda(node: Node, className: string | undefined): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const params = node.childForFieldName('parameters');
    let list: Parameter[];
    if (!params) list = [];
    else if (params.type === 'identifier') list = [{ name: params.text, index: 0, annotations: [], node: params }];
    else if (params.type === 'inferred_parameters') list = namedChildrenOf(params).map((p, index) => ({ name: p.text, index, annotations: [], node: p }));
    else list = this.parameters(params);
    return this.functions.define({ node, name: undefined, className, params: list }, () => {
      const body = node.childForFieldName('body');
      if (!body) return [];
      if (body.type === 'block') return this.block(body);
      return [{ kind: 'return', value: this.expr(body), node: body }];
    });
  }

  private parameters(list: Node | null): Parameter[] {
    if (!list) return [];
    return namedChildrenOf(list)
      .filter((p) => p.type === 'formal_parameter' || p.type === 'spread_parameter')
      .map((p, index) => {
        const type = p.childForFieldName('type') ?? namedChildrenOf(p).find((c) => /type/.test(c.type) && c.type !== 'modifiers');
        const name = p.childForFieldName('name') ?? namedChildrenOf(p).find((c) => c.type === 'variable_declarator')?.childForFieldName('name') ?? p;
        const { annotations } = this.modifiersOf(p);
        const rest = p.type === 'spread_parameter';
        return { name: name.text, index, ...(type ? { type: javaType(type.text) + (rest ? '[]' : '') } : {}), annotations: annotations.map((a) => a.name), ...(rest ? { rest } : {}), node: name };
      });
  }

  private className(node: Node): string | undefined {
    for (let current = node.parent; current; current = current.parent) {
      if (/^(class|enum|record|interface)_declaration$/.test(current.type)) return current.childForFieldName('name')?.text;
      if (current.type === 'object_creation_expression') return undefined;
    }
    return undefined;
  }

  private block(node: Node | null): Stmt[] {
    if (!node) return [];
    if (node.type === 'block' || node.type === 'constructor_body') return this.statements(namedChildrenOf(node));
    return this.statements([node]);
  }

  private statements(nodes: readonly Node[]): Stmt[] {
    const out: Stmt[] = [];
    for (const node of nodes) this.statement(node, out);
    return out;
  }

  /** Lowers one statement; nested deeper than MAX_LOWERING_DEPTH it is left out. */
  private statement(node: Node, out: Stmt[]): void {
    this.nesting.within(() => this.lowerStatement(node, out), () => undefined);
  }

  private lowerStatement(node: Node, out: Stmt[]): void {
    switch (node.type) {
      case 'local_variable_declaration': {
        const type = node.childForFieldName('type');
        const declared = type && type.text !== 'var' ? javaType(type.text) : undefined;
        for (const declarator of node.childrenForFieldName('declarator')) {
          if (!declarator) continue;
          const name = declarator.childForFieldName('name')!;
          const value = declarator.childForFieldName('value');
          const dims = declarator.childForFieldName('dimensions');
          out.push({
            kind: 'assign',
            target: { kind: 'name', name: name.text, node: name, ...(declared ? { declaredType: dims ? `${declared}[]` : declared } : {}) },
            value: value ? this.expr(value) : literal(null, declarator),
            node: declarator,
          });
        }
        return;
      }
      case 'expression_statement': {
        const expression = namedChildrenOf(node)[0];
        if (expression) this.expressionStatement(expression, out);
        return;
      }
      case 'if_statement':
        out.push({
          kind: 'if',
          test: this.expr(node.childForFieldName('condition')!),
          then: this.block(node.childForFieldName('consequence')),
          otherwise: this.block(node.childForFieldName('alternative')),
          node,
        });
        return;
      case 'for_statement': {
        for (const init of node.childrenForFieldName('init')) if (init) this.statement(init.type === 'local_variable_declaration' ? init : init, out);
        const condition = node.childForFieldName('condition');
        const update: Stmt[] = [];
        for (const step of node.childrenForFieldName('update')) if (step) this.expressionStatement(step, update);
        out.push({ kind: 'loop', ...(condition ? { test: this.expr(condition) } : {}), body: this.block(node.childForFieldName('body')), update, node });
        return;
      }
      case 'enhanced_for_statement': {
        const name = node.childForFieldName('name')!;
        const type = node.childForFieldName('type');
        const target: Target = { kind: 'name', name: name.text, node: name, ...(type && type.text !== 'var' ? { declaredType: javaType(type.text) } : {}) };
        out.push({ kind: 'loop', body: this.block(node.childForFieldName('body')), update: [], each: { target, iterable: this.expr(node.childForFieldName('value')!) }, node });
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
      case 'switch_expression': case 'switch_statement':
        out.push(this.switchStatement(node));
        return;
      case 'return_statement': {
        const value = namedChildrenOf(node)[0];
        out.push({ kind: 'return', ...(value ? { value: this.expr(value) } : {}), node });
        return;
      }
      case 'yield_statement': {
        const value = namedChildrenOf(node)[0];
        out.push({ kind: 'expr', expr: value ? this.expr(value) : opaque(node), node });
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
      case 'try_statement': case 'try_with_resources_statement': {
        const body: Stmt[] = [];
        const resources = node.childForFieldName('resources');
        for (const resource of resources ? namedChildrenOf(resources) : []) {
          const name = resource.childForFieldName('name');
          const value = resource.childForFieldName('value');
          const type = resource.childForFieldName('type');
          if (name && value) body.push({ kind: 'assign', target: { kind: 'name', name: name.text, node: name, ...(type && type.text !== 'var' ? { declaredType: javaType(type.text) } : {}) }, value: this.expr(value), node: resource });
          else body.push({ kind: 'expr', expr: this.expr(resource), node: resource });
        }
        body.push(...this.block(node.childForFieldName('body')));
        const handlers = namedChildrenOf(node).filter((c) => c.type === 'catch_clause').map((clause) => {
          const parameter = namedChildrenOf(clause).find((c) => c.type === 'catch_formal_parameter');
          const name = parameter?.childForFieldName('name')?.text;
          return { ...(name ? { name } : {}), body: this.block(clause.childForFieldName('body')) };
        });
        const finalizer = namedChildrenOf(node).find((c) => c.type === 'finally_clause');
        out.push({ kind: 'try', body, handlers, finalizer: finalizer ? this.block(namedChildrenOf(finalizer)[0] ?? null) : [], node });
        return;
      }
      case 'block':
        out.push({ kind: 'block', body: this.statements(namedChildrenOf(node)), node });
        return;
      case 'labeled_statement': case 'synchronized_statement': {
        const body = namedChildrenOf(node).filter((c) => c.type !== 'identifier' && c.type !== 'parenthesized_expression');
        for (const part of body) this.statement(part, out);
        return;
      }
      case 'explicit_constructor_invocation': case 'local_class_declaration': case 'class_declaration': case 'assert_statement':
      case 'line_comment': case 'block_comment': case 'empty_statement':
        return;
      default:
        out.push({ kind: 'expr', expr: this.expr(node), node });
    }
  }

  private switchStatement(node: Node): Stmt {
    const subject = this.expr(node.childForFieldName('condition')!);
    const body = node.childForFieldName('body');
    const cases: SwitchCase[] = [];
    let arrow = false;
    for (const group of body ? namedChildrenOf(body) : []) {
      if (group.type !== 'switch_block_statement_group' && group.type !== 'switch_rule') continue;
      arrow ||= group.type === 'switch_rule';
      const labels = namedChildrenOf(group).filter((c) => c.type === 'switch_label');
      const statements = namedChildrenOf(group).filter((c) => c.type !== 'switch_label');
      const tests = labels.flatMap((label) => namedChildrenOf(label).map((test) => this.expr(test)));
      const isDefault = labels.some((label) => namedChildrenOf(label).length === 0);
      // `case 1: case 2:` in separate groups fall into the next; a default label among others makes it default.
      cases.push({ tests: isDefault ? [] : tests, body: this.statements(statements) });
    }
    return { kind: 'switch', subject, cases, fallthrough: !arrow, node };
  }

  private expressionStatement(node: Node, out: Stmt[]): void {
    if (node.type === 'assignment_expression') {
      const operator = node.childForFieldName('operator')?.text ?? '=';
      const left = node.childForFieldName('left')!;
      out.push({ kind: 'assign', target: this.target(left), value: this.expr(node.childForFieldName('right')!), ...(operator !== '=' ? { op: operator.slice(0, -1) } : {}), node });
      return;
    }
    if (node.type === 'update_expression') {
      const argument = namedChildrenOf(node)[0]!;
      out.push({ kind: 'assign', target: this.target(argument), value: literal(1, node), op: node.text.includes('++') ? '+' : '-', node });
      return;
    }
    out.push({ kind: 'expr', expr: this.expr(node), node });
  }

  /**
   * Whether a bare name is an instance field of its class (`options` for `this.options`): declared in the class body,
   * not static, not shadowed by a parameter or local of the method it is in (any of the same name, conservatively).
   */
  private isFieldReference(node: Node): boolean {
    const { callable, body } = this.enclosingMember(node);
    if (!callable || !body || callable.type === 'static_initializer' || isStatic(callable)) return false;
    if (this.localsOf(callable).has(node.text)) return false;
    let fields = this.instanceFields.get(body.id);
    if (!fields) {
      fields = new Set<string>();
      for (const member of namedChildrenOf(body)) {
        if (member.type !== 'field_declaration' || isStatic(member)) continue;
        for (const declarator of member.childrenForFieldName('declarator')) {
          const name = declarator?.childForFieldName('name');
          if (name) fields.add(name.text);
        }
      }
      const record = body.parent?.type === 'record_declaration' ? body.parent.childForFieldName('parameters') : null;
      for (const component of record ? namedChildrenOf(record) : []) {
        const name = component.childForFieldName('name');
        if (name) fields.add(name.text);
      }
      this.instanceFields.set(body.id, fields);
    }
    return fields.has(node.text);
  }

  /** The names a method, constructor or initialiser declares: parameters, locals, lambda parameters. */
  private localsOf(callable: Node): Set<string> {
    let locals = this.localNames.get(callable.id);
    if (locals) return locals;
    locals = new Set<string>();
    for (const declaration of callable.descendantsOfType(DECLARATIONS)) {
      const name = declaration?.childForFieldName('name');
      if (name) locals.add(name.text);
    }
    for (const lambda of callable.descendantsOfType('lambda_expression')) {
      const params = lambda?.childForFieldName('parameters');
      if (params?.type === 'identifier') locals.add(params.text);
      else if (params?.type === 'inferred_parameters') for (const p of namedChildrenOf(params)) locals.add(p.text);
    }
    this.localNames.set(callable.id, locals);
    return locals;
  }

  /**
   * `this::render`, `store::locate`, `this.store::locate`: the method read off its object, as `this.render` reads it
   * (a method of the file bound to that object, which the analysis runs where the reference is called back).
   * `Type::method` and `Type::new` stay opaque: which argument becomes the receiver there depends on the interface
   * the reference implements.
   */
  private methodReference(node: Node): Expr {
    const [object, method] = namedChildrenOf(node);
    if (!object || method?.type !== 'identifier') return opaque(node);
    const { callable } = this.enclosingMember(node);
    const isValue = object.type === 'this' || object.type === 'field_access'
      || (object.type === 'identifier' && (this.isFieldReference(object) || (!!callable && this.localsOf(callable).has(object.text))));
    return isValue ? { kind: 'member', object: this.expr(object), property: method.text, node } : opaque(node);
  }

  /** Whether a call by bare name, in an instance method, calls an instance method its own class declares. */
  private isInstanceMethodCall(name: Node): boolean {
    const { callable, body } = this.enclosingMember(name);
    if (!callable || !body || callable.type === 'static_initializer' || isStatic(callable)) return false;
    return namedChildrenOf(body).some((m) => m.type === 'method_declaration' && m.childForFieldName('name')?.text === name.text && !isStatic(m));
  }

  /** The method, constructor or initialiser a node is in, and the class body that declares it. */
  private enclosingMember(node: Node): { callable?: Node; body?: Node } {
    let callable: Node | undefined;
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (CALLABLES.has(parent.type) || parent.type === 'static_initializer' || (parent.type === 'block' && !!parent.parent && CLASS_BODIES.has(parent.parent.type))) callable = parent;
      if (CLASS_BODIES.has(parent.type)) return { callable, body: parent };
      if (parent.type === 'field_declaration') return {};
    }
    return {};
  }

  private target(node: Node): Target {
    switch (node.type) {
      case 'identifier':
        if (this.isFieldReference(node)) return { kind: 'member', object: { kind: 'this', node }, property: node.text, node };
        return { kind: 'name', name: node.text, node };
      case 'field_access':
        return { kind: 'member', object: this.expr(node.childForFieldName('object')!), property: node.childForFieldName('field')!.text, node };
      case 'array_access':
        return { kind: 'index', object: this.expr(node.childForFieldName('array')!), index: this.expr(node.childForFieldName('index')!), node };
      case 'parenthesized_expression':
        return this.target(namedChildrenOf(node)[0] ?? node);
      default:
        return { kind: 'ignore', node };
    }
  }

  /** Lowers one expression; nested deeper than MAX_LOWERING_DEPTH it is opaque. */
  expr(node: Node): Expr {
    return this.nesting.within(() => this.lowerExpr(node), () => opaque(node));
  }

  private lowerExpr(node: Node): Expr {
    switch (node.type) {
      case 'identifier':
        // A bare instance field is the object's: `options.database` in a method reads `this.options.database`.
        if (this.isFieldReference(node)) return { kind: 'member', object: { kind: 'this', node }, property: node.text, node };
        return { kind: 'name', name: node.text, node };
      case 'this':
        return { kind: 'this', node };
      case 'super':
        return { kind: 'this', node };
      case 'string_literal': {
        const fragments = namedChildrenOf(node);
        const text = fragments.map((f) => (f.type === 'escape_sequence' ? unescape(f.text) : f.text)).join('');
        return literal(node.text.startsWith('"""') ? text.replace(/^\n/, '') : text, node);
      }
      case 'character_literal':
        return literal(unescape(node.text.slice(1, -1)), node);
      case 'decimal_integer_literal': case 'hex_integer_literal': case 'octal_integer_literal': case 'binary_integer_literal':
      case 'decimal_floating_point_literal': case 'hex_floating_point_literal':
        return literal(numberLiteral(node.text), node);
      case 'true': return literal(true, node);
      case 'false': return literal(false, node);
      case 'null_literal': return literal(null, node);
      case 'field_access': {
        const qualified = QUALIFIED_CLASS.exec(node.text.replace(/\s+/g, ''));
        if (qualified) return { kind: 'name', name: qualified[1]!, node };
        return { kind: 'member', object: this.expr(node.childForFieldName('object')!), property: node.childForFieldName('field')!.text, node };
      }
      case 'scoped_identifier': {
        const qualified = QUALIFIED_CLASS.exec(node.text);
        return { kind: 'name', name: qualified ? qualified[1]! : node.text.slice(node.text.lastIndexOf('.') + 1), node };
      }
      case 'array_access':
        return { kind: 'index', object: this.expr(node.childForFieldName('array')!), index: this.expr(node.childForFieldName('index')!), node };
      case 'method_invocation': {
        const object = node.childForFieldName('object');
        const name = node.childForFieldName('name')!.text;
        const args = this.arguments(node.childForFieldName('arguments'));
        const nameNode = node.childForFieldName('name')!;
        // `pipeline()` in an instance method is `this.pipeline()`: the method runs with the object's fields.
        const implicit = !object && this.isInstanceMethodCall(nameNode);
        const callee: Expr = object ? { kind: 'member', object: this.expr(object), property: name, node } : implicit ? { kind: 'member', object: { kind: 'this', node: nameNode }, property: name, node } : { kind: 'name', name, node: nameNode };
        return { kind: 'call', callee, args, named: new Map(), isNew: false, node };
      }
      case 'object_creation_expression': {
        const type = node.childForFieldName('type')!;
        const args = this.arguments(node.childForFieldName('arguments'));
        const anonymous = namedChildrenOf(node).find((c) => c.type === 'class_body');
        const call: Expr = { kind: 'call', callee: { kind: 'name', name: javaType(type.text), node: type }, args, named: new Map(), isNew: true, node };
        if (!anonymous) return call;
        // An anonymous class: its methods are closures over the enclosing method's variables.
        const methods = namedChildrenOf(anonymous).filter((m) => m.type === 'method_declaration').map((m) => this.method(m, undefined));
        return { kind: 'sequence', statements: methods.map((fn) => ({ kind: 'expr', expr: { kind: 'function', fn, node: fn.node }, node: fn.node })), value: call, node };
      }
      case 'array_creation_expression': {
        const value = node.childForFieldName('value');
        return value ? this.expr(value) : { kind: 'array', elements: [], node };
      }
      case 'array_initializer':
        return { kind: 'array', elements: namedChildrenOf(node).map((e) => this.expr(e)), node };
      case 'binary_expression': {
        const operator = node.childForFieldName('operator')!.text;
        return { kind: 'binary', op: operator, left: this.expr(node.childForFieldName('left')!), right: this.expr(node.childForFieldName('right')!), node };
      }
      case 'unary_expression':
        return { kind: 'unary', op: node.childForFieldName('operator')!.text, operand: this.expr(node.childForFieldName('operand')!), node };
      case 'update_expression': {
        const argument = namedChildrenOf(node)[0]!;
        return { kind: 'sequence', statements: [{ kind: 'assign', target: this.target(argument), value: literal(1, node), op: node.text.includes('++') ? '+' : '-', node }], value: this.expr(argument), node };
      }
      case 'assignment_expression': {
        const statements: Stmt[] = [];
        this.expressionStatement(node, statements);
        return { kind: 'sequence', statements, value: this.expr(node.childForFieldName('left')!), node };
      }
      case 'ternary_expression':
        return { kind: 'conditional', test: this.expr(node.childForFieldName('condition')!), then: this.expr(node.childForFieldName('consequence')!), otherwise: this.expr(node.childForFieldName('alternative')!), node };
      case 'cast_expression': {
        const type = node.childForFieldName('type');
        const value = node.childForFieldName('value')!;
        return type ? { kind: 'typed', expr: this.expr(value), type: javaType(type.text), node } : this.expr(value);
      }
      case 'parenthesized_expression': {
        const inner = namedChildrenOf(node)[0];
        return inner ? this.expr(inner) : opaque(node);
      }
      case 'instanceof_expression':
        return { kind: 'binary', op: 'instanceof', left: this.expr(node.childForFieldName('left')!), right: literal(null, node), node };
      case 'lambda_expression':
        return { kind: 'function', fn: this.lambda(node, this.className(node)), node };
      case 'switch_expression':
        return this.switchValue(node);
      case 'method_reference':
        return this.methodReference(node);
      case 'class_literal':
        return opaque(node);
      default:
        return opaque(node, namedChildrenOf(node).filter((c) => !/comment|type_arguments/.test(c.type)).map((c) => this.expr(c)));
    }
  }

  /** `switch (c) { case 'A' -> "a"; default -> p; }` as a value: a chain of conditionals on the subject. */
  private switchValue(node: Node): Expr {
    const subject = this.expr(node.childForFieldName('condition')!);
    const body = node.childForFieldName('body');
    const arms: { tests: Expr[]; value: Expr }[] = [];
    let fallback: Expr = opaque(node);
    for (const rule of body ? namedChildrenOf(body) : []) {
      if (rule.type !== 'switch_rule') return opaque(node, [subject]);
      const label = namedChildrenOf(rule).find((c) => c.type === 'switch_label');
      const result = namedChildrenOf(rule).find((c) => c.type !== 'switch_label');
      const valueNode = result?.type === 'expression_statement' ? namedChildrenOf(result)[0] : result?.type === 'block' ? namedChildrenOf(result).find((s) => s.type === 'yield_statement') : undefined;
      const value = valueNode?.type === 'yield_statement' ? namedChildrenOf(valueNode)[0] : valueNode;
      const expr = value ? this.expr(value) : opaque(rule);
      const tests = label ? namedChildrenOf(label).map((t) => this.expr(t)) : [];
      if (tests.length === 0) fallback = expr;
      else arms.push({ tests, value: expr });
    }
    return arms.reduceRight<Expr>((otherwise, arm) => ({
      kind: 'conditional',
      test: arm.tests.map((test): Expr => ({ kind: 'binary', op: '==', left: subject, right: test, node: test.node })).reduce((a, b) => ({ kind: 'binary', op: '||', left: a, right: b, node: b.node })),
      then: arm.value,
      otherwise,
      node,
    }), fallback);
  }

  private arguments(node: Node | null): Expr[] {
    return node ? namedChildrenOf(node).filter((c) => !/comment/.test(c.type)).map((arg) => this.expr(arg)) : [];
  }
}

export function lowerJava(file: FileContext): ReturnType<typeof fileIR> {
  return new JavaLowering(file).lower();
}

export { FUNCTION_NODES as JAVA_FUNCTION_NODES };
