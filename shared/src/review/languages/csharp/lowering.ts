/**
 * C# lowered to the data-flow IR: namespaces and `using` directives (names they qualify are reduced to their
 * class), classes, structs, records and interfaces with their fields, properties (constant and get-only ones keep
 * their initial value), primary-constructor parameters and supertypes, methods and constructors with their
 * attributes (`[HttpGet("{id}")]` → a decorator with its route), parameters with theirs (`[FromQuery]`), and
 * top-level statements as the module body.
 */
import type { FileContext, Node } from '../../core/rule';
import { childrenOf, namedChildrenOf } from '../../core/syntax';
import type { ClassIR, Decorator, Expr, FunctionIR, Parameter } from '../../core/ir';
import { fileIR, literal, NestingGuard, supertypeName } from '../../analysis/dataflow/lowering';
import { outParameters, StatementLowering, valueOf } from './lower-statements';
import { csType, qualifiedType } from './names';
import { stringLiteralValue } from './lower-literals';

const CLASS_LIKE = /^(class|struct|record|record_struct|interface)_declaration$/;
/** Attributes that bind a property or parameter from the request. */
const BINDING_ATTRIBUTES = new Set(['BindProperty', 'FromQuery', 'FromRoute', 'FromForm', 'FromBody', 'FromHeader']);
const METHOD_LIKE = new Set(['method_declaration', 'constructor_declaration', 'destructor_declaration', 'operator_declaration', 'conversion_operator_declaration']);

class CSharpLowering extends StatementLowering {
  private readonly units: FunctionIR[] = [];
  private readonly classes: ClassIR[] = [];
  private readonly imports = new Map<string, string>();
  private readonly moduleStatements: Node[] = [];

  constructor(private readonly file: FileContext) {
    super();
  }

  lower(): ReturnType<typeof fileIR> {
    const root = this.file.tree!.rootNode;
    const declarations = this.kids(root);
    this.collectEnums(declarations, 0);
    this.declarations(declarations, undefined);
    const module = this.functions.define({ node: root, name: undefined, className: undefined, params: [] }, () => this.statements(this.moduleStatements));
    return fileIR({ units: this.units, module, classes: this.classes, globals: new Map(), imports: this.imports });
  }

  /** Enumerations declared anywhere among the declarations (namespaces and classes nest them), before any code is read. */
  private collectEnums(nodes: readonly Node[], depth: number): void {
    if (depth > 16) return;
    for (const node of nodes) {
      if (node.type === 'enum_declaration') {
        const name = node.childForFieldName('name')?.text;
        if (name) this.enums.add(name);
      } else if (node.type === 'namespace_declaration' || CLASS_LIKE.test(node.type)) {
        const body = node.childForFieldName('body') ?? this.kids(node).find((c) => c.type === 'declaration_list');
        if (body) this.collectEnums(this.kids(body).filter((c) => c.type === 'enum_declaration' || c.type === 'namespace_declaration' || CLASS_LIKE.test(c.type)), depth + 1);
      }
    }
  }

  /**
   * Namespaces and classes nested in one another: each level a few frames of ours and calls into the parser, so a
   * generated file thousands of levels deep is read to MAX_LOWERING_DEPTH and no further (as statements are).
   */
  private readonly declarationNesting = new NestingGuard();

  private declarations(nodes: readonly Node[], enclosing: string | undefined): void {
    this.declarationNesting.within(() => this.declarationsWithin(nodes, enclosing), () => undefined);
  }

  private declarationsWithin(nodes: readonly Node[], enclosing: string | undefined): void {
    for (const node of nodes) {
      if (node.type === 'using_directive') this.using(node);
      else if (node.type === 'namespace_declaration' || node.type === 'file_scoped_namespace_declaration') {
        const name = node.childForFieldName('name')?.text.replace(/\s+/g, '').replace(/^global::/, '');
        if (name && /^[\w.]+$/.test(name)) name.split('.').forEach((_, i, parts) => this.namespaces.add(parts.slice(0, i + 1).join('.')));
        const body = node.childForFieldName('body');
        if (body) this.declarations(this.kids(body), enclosing);
      } else if (CLASS_LIKE.test(node.type)) this.collectClass(node, enclosing);
      else if (node.type === 'global_statement') this.moduleStatements.push(node);
    }
  }

  /** `using System.IO;` names a namespace; `using Alias = Some.Type;` binds a name to a type. */
  private using(node: Node): void {
    const alias = node.childForFieldName('name');
    const target = this.kids(node).filter((c) => c.id !== alias?.id).at(-1);
    if (!target) return;
    if (alias) this.imports.set(alias.text, csType(target.text));
    else if (!childrenOf(node).some((c) => c.type === 'static')) {
      // `using Shop.Api;`: Shop and Shop.Api both name no value.
      target.text.replace(/^global::/, '').split('.').forEach((_, i, parts) => this.namespaces.add(parts.slice(0, i + 1).join('.')));
    }
  }

  private collectClass(node: Node, enclosing: string | undefined): void {
    this.declarationNesting.within(() => this.collectClassWithin(node, enclosing), () => undefined);
  }

  private collectClassWithin(node: Node, enclosing: string | undefined): void {
    const name = node.childForFieldName('name')?.text;
    if (!name) return;
    const body = node.childForFieldName('body') ?? this.kids(node).find((c) => c.type === 'declaration_list');
    const methods: FunctionIR[] = [];
    const fieldTypes = new Map<string, string>();
    const fieldValues = new Map<string, Expr>();
    // `[BindProperties]` binds every settable public property of a page model from the request.
    const bindsAll = this.attributes(node).some((a) => a.name === 'BindProperties');
    // Primary-constructor and positional-record parameters are fields of the class.
    const primary = this.kids(node).find((c) => c.type === 'parameter_list');
    for (const parameter of primary ? this.parameters(primary) : []) if (parameter.type) fieldTypes.set(parameter.name, parameter.type);
    // A positional record's parameters are its components: `new TicketFilter(status, 1)` keeps them, in order, as the
    // properties its methods and readers see (a class's primary-constructor parameters are captures, not properties).
    const components = primary && /^record(_struct)?_declaration$/.test(node.type) ? this.parameters(primary).map((parameter) => parameter.name) : undefined;
    for (const member of body ? this.kids(body) : []) {
      if (METHOD_LIKE.has(member.type)) {
        this.noteOutParameters(member);
        const method = this.method(member, name, node.type === 'interface_declaration');
        methods.push(method);
        this.units.push(method);
      } else if (member.type === 'field_declaration' || member.type === 'event_field_declaration') {
        this.field(member, fieldTypes, fieldValues, body!);
      } else if (member.type === 'property_declaration') {
        this.property(member, name, fieldTypes, fieldValues, methods, bindsAll);
      } else if (member.type === 'indexer_declaration') {
        this.accessors(member, 'this[]', name, methods);
      } else if (CLASS_LIKE.test(member.type)) {
        this.collectClass(member, name);
      }
    }
    const supertypes: string[] = [];
    const bases = this.kids(node).find((c) => c.type === 'base_list');
    for (const base of bases ? this.kids(bases) : []) {
      const type = base.type === 'primary_constructor_base_type' ? this.kids(base)[0] : base;
      if (!type || !/^(identifier|qualified_name|generic_name|alias_qualified_name)$/.test(type.type)) continue;
      supertypes.push(supertypeName(qualifiedType(type.text), name));
    }
    this.classes.push({ name, methods, fieldTypes, fieldValues, supertypes, node, ...(enclosing ? { enclosing } : {}), ...(components?.length ? { components } : {}) });
  }

  /** A method with `out` parameters, for its callers: they read them from what it returns. */
  private noteOutParameters(method: Node): void {
    const name = method.childForFieldName('name')?.text;
    const list = method.childForFieldName('parameters');
    if (!name || !list || !/\bout\b/.test(list.text)) return;
    const params = this.kids(list).filter((p) => p.type === 'parameter');
    const outs = params.flatMap((p, i) => (this.kids(p).some((c) => c.type === 'modifier' && c.text === 'out') ? [i] : []));
    if (outs.length === 0) return;
    const known = this.outMethods.get(name) ?? [];
    known.push({ arity: params.length, outs });
    this.outMethods.set(name, known);
  }

  /**
   * Fields: their declared types; constants, read-only fields and private fields the class never assigns keep their
   * initial value (nothing outside the class can assign a private field).
   */
  private field(member: Node, fieldTypes: Map<string, string>, fieldValues: Map<string, Expr>, body: Node): void {
    const modifiers = this.modifiers(member);
    const declaration = this.kids(member).find((c) => c.type === 'variable_declaration');
    const typeNode = declaration?.childForFieldName('type');
    const type = typeNode ? csType(typeNode.text) : undefined;
    for (const declarator of declaration ? this.kids(declaration).filter((c) => c.type === 'variable_declarator') : []) {
      const fieldName = declarator.childForFieldName('name')?.text;
      if (!fieldName) continue;
      if (type) fieldTypes.set(fieldName, type);
      const value = valueOf(declarator);
      // Only constants and read-only fields hold their initial value for certain; others may be reassigned anywhere.
      if (value && (modifiers.has('const') || modifiers.has('readonly') || (!isReachable(modifiers) && !assignedIn(body).has(fieldName)))) fieldValues.set(fieldName, this.initial(value, type, member));
    }
  }

  /** Properties: their types; a get-only one (`=> expr`, `{ get; } = x`) keeps its value; accessor bodies are units. */
  private property(member: Node, className: string, fieldTypes: Map<string, string>, fieldValues: Map<string, Expr>, methods: FunctionIR[], bindsAll: boolean): void {
    const name = member.childForFieldName('name')?.text;
    const type = member.childForFieldName('type');
    if (!name) return;
    if (type) fieldTypes.set(name, csType(type.text));
    const value = member.childForFieldName('value');
    const accessors = member.childForFieldName('accessors');
    const settable = !!accessors && this.kids(accessors).some((a) => /\bset\b/.test(childrenOf(a).filter((c) => !c.isNamed).map((c) => c.type).join(' ')));
    // A property model binding fills from the request (`[BindProperty] public string Comment { get; set; }`): it
    // holds what its attribute binds, as `new BindProperty("Comment")` stands for in the specification.
    const binding = this.attributes(member).find((a) => BINDING_ATTRIBUTES.has(a.name))?.name ?? (bindsAll && settable && isReachable(this.modifiers(member)) ? 'BindProperty' : undefined);
    if (binding) {
      const bound: Expr = { kind: 'call', callee: { kind: 'name', name: binding, node: member }, args: [literal(name, member)], named: new Map(), isNew: true, node: member };
      fieldValues.set(name, type ? { kind: 'typed', expr: bound, type: csType(type.text), node: member } : bound);
    } else if (value?.type === 'arrow_expression_clause') {
      const expression = this.kids(value)[0];
      if (expression) fieldValues.set(name, this.expr(expression));
    } else if (value && !settable) {
      fieldValues.set(name, this.initial(value, type ? csType(type.text) : undefined, member));
    }
    this.accessors(member, name, className, methods);
  }

  private accessors(member: Node, name: string, className: string, methods: FunctionIR[]): void {
    const accessors = member.childForFieldName('accessors');
    for (const accessor of accessors ? this.kids(accessors).filter((a) => a.type === 'accessor_declaration') : []) {
      const body = accessor.childForFieldName('body');
      if (!body) continue;
      const setter = childrenOf(accessor).some((c) => c.type === 'set' || c.type === 'init');
      const fn = this.functions.define(
        { node: accessor, name, className, params: setter ? [{ name: 'value', index: 0, annotations: [], node: accessor }] : [], exported: isReachable(this.modifiers(member)), isMethod: true },
        () => this.body(body),
      );
      methods.push(fn);
      this.units.push(fn);
    }
  }

  /**
   * A field's or property's initial value, of its declared type (`new()` takes it); the declaration is its node, so a
   * search for what it holds (`Random _rng = new();`) finds the type's name there.
   */
  private initial(value: Node, type: string | undefined, declaration: Node): Expr {
    const expr = value.type === 'implicit_object_creation_expression' || value.type === 'object_creation_expression' ? this.initialisers.creation(value, type) : this.expr(value);
    return type ? { kind: 'typed', expr, type, node: declaration } : expr;
  }

  private method(node: Node, className: string, inInterface: boolean): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const nameNode = node.childForFieldName('name') ?? undefined;
    const modifiers = this.modifiers(node);
    const name = node.type === 'method_declaration' ? nameNode?.text : node.type === 'constructor_declaration' ? className : undefined;
    return this.functions.define(
      {
        node,
        name,
        ...(nameNode ? { nameNode } : {}),
        className,
        params: () => this.parameters(node.childForFieldName('parameters')),
        decorators: this.attributes(node),
        exported: inInterface || isReachable(modifiers),
        isMethod: true,
        isStatic: modifiers.has('static'),
      },
      () => this.body(node.childForFieldName('body') ?? this.kids(node).find((c) => c.type === 'block' || c.type === 'arrow_expression_clause') ?? null, outParameters(node)),
    );
  }

  /** `[HttpGet("{id}")]`, `[Route(template: "x")]` → decorators with the route as path. */
  private attributes(node: Node): Decorator[] {
    const decorators: Decorator[] = [];
    for (const list of this.kids(node).filter((c) => c.type === 'attribute_list')) {
      for (const attribute of this.kids(list).filter((c) => c.type === 'attribute')) {
        const nameNode = attribute.childForFieldName('name');
        if (!nameNode) continue;
        const callee = nameNode.text;
        const simple = csType(callee).replace(/(?<=.)Attribute$/, '');
        const args = this.kids(attribute).find((c) => c.type === 'attribute_argument_list');
        let path: string | undefined;
        for (const argument of args ? this.kids(args) : []) {
          const value = this.kids(argument).at(-1);
          const named = value?.type === 'assignment_expression' ? value.childForFieldName('left')?.text : undefined;
          const text = named === undefined ? (value ? stringLiteralValue(value) : undefined) : named === 'Template' ? stringLiteralValue(value!.childForFieldName('right')!) : undefined;
          if (text !== undefined) {
            path = text;
            break;
          }
        }
        decorators.push({ name: simple, callee, ...(path !== undefined ? { path } : {}) });
      }
    }
    return decorators;
  }

  protected parameters(list: Node | null): Parameter[] {
    if (!list) return [];
    const params: Parameter[] = [];
    const children = this.kids(list);
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (child.type === 'parameter') {
        const name = child.childForFieldName('name');
        if (!name) continue;
        const type = child.childForFieldName('type');
        const modifiers = this.modifiers(child);
        const fallback = valueOf(child);
        params.push({
          name: name.text.replace(/^@/, ''),
          index: params.length,
          ...(type ? { type: csType(type.text) } : {}),
          annotations: this.attributes(child).map((a) => a.name),
          ...(fallback ? { fallback: this.expr(fallback) } : {}),
          ...(modifiers.has('params') ? { rest: true } : {}),
          node: name,
        });
      } else if (list.fieldNameForChild(childIndex(list, child)) === 'name') {
        // `params string[] rest` is read as a type and a name directly in the list.
        const type = children[i - 1];
        params.push({ name: child.text, index: params.length, ...(type ? { type: csType(type.text) } : {}), annotations: [], rest: true, node: child });
      }
    }
    return params;
  }

  private modifiers(node: Node): Set<string> {
    return new Set(this.kids(node).filter((c) => c.type === 'modifier').map((c) => c.text));
  }

  protected classOf(node: Node): string | undefined {
    for (let current = node.parent; current; current = current.parent) {
      if (CLASS_LIKE.test(current.type)) return current.childForFieldName('name')?.text;
    }
    return undefined;
  }
}


/** Reachable from outside the file: public, internal or protected (C# members are private by default). */
function isReachable(modifiers: ReadonlySet<string>): boolean {
  return modifiers.has('public') || modifiers.has('internal') || modifiers.has('protected');
}

const assignedNames = new WeakMap<Node, Set<string>>();

/** Names a class body assigns anywhere (`x = …`, `this.x += …`, `x++`, `out x`, `ref x`). */
function assignedIn(body: Node): Set<string> {
  let names = assignedNames.get(body);
  if (names) return names;
  names = new Set<string>();
  const nameOf = (target: Node | null | undefined): string | undefined => {
    if (!target) return undefined;
    if (target.type === 'identifier') return target.text;
    if (target.type === 'member_access_expression' && /^(this|base)$/.test(target.childForFieldName('expression')?.type ?? '')) return target.childForFieldName('name')?.text;
    return undefined;
  };
  for (const node of body.descendantsOfType(['assignment_expression', 'prefix_unary_expression', 'postfix_unary_expression', 'argument'])) {
    if (!node) continue;
    let target: Node | null | undefined;
    if (node.type === 'assignment_expression') target = node.childForFieldName('left');
    else if (node.type === 'argument') target = childrenOf(node).some((c) => c.type === 'out' || c.type === 'ref') ? namedChildrenOf(node).at(-1) : undefined;
    else if (/\+\+|--/.test(childrenOf(node).filter((c) => !c.isNamed).map((c) => c.type).join(''))) target = namedChildrenOf(node)[0];
    const name = nameOf(target);
    if (name) names.add(name);
  }
  assignedNames.set(body, names);
  return names;
}

function childIndex(parent: Node, child: Node): number {
  for (let i = 0; i < parent.childCount; i++) if (parent.child(i)?.id === child.id) return i;
  return -1;
}

export function lowerCSharp(file: FileContext): ReturnType<typeof fileIR> {
  return new CSharpLowering(file).lower();
}
