/**
 * PHP lowered to the data-flow IR. A PHP file is a script: its top-level statements are the module body (plain
 * pages read superglobals and echo there), its functions, classes, interfaces, traits and enums are units. Classes
 * keep their properties' declared types and constant initialisers (promoted constructor parameters included),
 * supertypes include the traits they use, attributes (`#[Route('/u/{id}')]`) are decorators; namespaces and `use`
 * declarations reduce names to simple class names. Templates' `<?= … ?>` and `echo` are calls of `echo`.
 */
import type { FileContext, Node } from '../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../core/syntax';
import { FUNCTION_TYPES } from './syntax';
import type { ClassIR, Decorator, Expr, FileIR, FunctionIR, Parameter, Stmt } from '../../core/ir';
import { FunctionTable, NestingGuard, fileIR, literal, supertypeName } from '../../analysis/dataflow/lowering';
import { PhpExpressions, argumentValue, type ExpressionScope } from './expressions';
import { dotted, simpleName, typeName, useBindings, variableName } from './names';
import { PhpStatements } from './statements';
import { singleQuoted } from './strings';

/** Text of a route registration: `Route::get(`, `$app->post(`. */
const ROUTE_REGISTRATION = /(::|->)\s*(get|post|put|patch|delete|options|any|match|map)\s*\(/i;
const CLASS_LIKE = new Set(['class_declaration', 'interface_declaration', 'trait_declaration', 'enum_declaration']);
/** Statements that hold others at the top of a file, where functions and classes may be declared conditionally. */
const CONTAINERS = new Set(['compound_statement', 'if_statement', 'else_clause', 'else_if_clause', 'colon_block', 'declare_statement']);

class PhpLowering implements ExpressionScope {
  readonly nesting = new NestingGuard();
  readonly code: string;
  private readonly functions = new FunctionTable();
  private readonly units: FunctionIR[] = [];
  private readonly classes: ClassIR[] = [];
  private readonly globals = new Map<string, Expr[]>();
  private readonly imports = new Map<string, string>();
  private readonly constants = new Set<string>();
  private readonly expressions: PhpExpressions;
  private readonly body: PhpStatements;
  /** Function names of the file's calls, and whether a variable is named like each (`request()`, `$request`). */
  /** Every `$name` in the text, read once when a function's name is first looked up. */
  private variables: Set<string> | undefined;
  /** Classes of the file that declare a constructor. */
  private readonly constructors = new Set<string>();
  /** Classes of the file with a constructor and a `handle()` method: the shape of a Laravel job. */
  private readonly jobs = new Set<string>();
  /** Per function: variables holding `parse_url()` of another variable. */
  private readonly urlParts = new Map<number, Map<string, Node>>();

  constructor(private readonly file: FileContext) {
    this.code = file.code;
    this.expressions = new PhpExpressions(this);
    this.body = new PhpStatements(this.expressions, this.nesting);
  }

  hasConstructor(className: string): boolean {
    return this.constructors.has(className);
  }

  isJob(className: string): boolean {
    return this.jobs.has(className);
  }

  parsedUrl(variable: Node): Node | undefined {
    // Asked of every `$x['host']`-like read: most files never call parse_url.
    if (!this.code.includes('parse_url')) return undefined;
    const owner = enclosing(variable, FUNCTION_TYPES);
    const scope = owner ?? this.file.tree!.rootNode;
    let parts = this.urlParts.get(scope.id);
    if (!parts) {
      parts = new Map();
      const assigned = new Map<string, Node[]>();
      for (const assignment of descendantsOf(scope, ['assignment_expression', 'reference_assignment_expression'])) {
        const left = assignment.childForFieldName('left');
        if (left?.type !== 'variable_name' || enclosing(assignment, FUNCTION_TYPES)?.id !== owner?.id) continue;
        assigned.set(left.text, [...(assigned.get(left.text) ?? []), assignment]);
      }
      for (const [name, assignments] of assigned) {
        const right = assignments.length === 1 ? assignments[0]!.childForFieldName('right') : null;
        const args = right?.type === 'function_call_expression' && right.childForFieldName('function')?.text === 'parse_url' ? namedChildrenOf(right.childForFieldName('arguments') ?? right).filter((c) => c.type === 'argument') : [];
        const url = args.length === 1 ? argumentValue(args[0]!) : undefined;
        if (url?.type === 'variable_name' && !assigned.has(url.text)) parts.set(name, url);
      }
      this.urlParts.set(scope.id, parts);
    }
    return parts.get(variable.text);
  }

  classAt(scope: Node): string | undefined {
    for (let current = scope.parent; current; current = current.parent) {
      if (current.type === 'anonymous_class') return undefined;
      if (!CLASS_LIKE.has(current.type)) continue;
      if (scope.text.toLowerCase() !== 'parent') return current.childForFieldName('name')?.text;
      const base = namedChildrenOf(current).find((c) => c.type === 'base_clause');
      const type = base ? namedChildrenOf(base).find((c) => c.type === 'name' || c.type === 'qualified_name') : undefined;
      const name = current.childForFieldName('name')?.text ?? '';
      return type ? supertypeName(dotted(type.text), name) : undefined;
    }
    return undefined;
  }

  functionName(name: string): string {
    // Looked up in the text: a `$name` in a string or comment only costs an alias.
    this.variables ??= new Set(Array.from(this.code.matchAll(/\$(\w+)/g), (match) => match[1]!));
    if (!this.variables.has(name.replace(/[^\w]/g, ''))) return name;
    const alias = `${name}()`;
    this.imports.set(alias, name);
    return alias;
  }

  lower(): FileIR {
    const root = this.file.tree!.rootNode;
    const top = this.topLevel(root);
    // Constants first: expressions read which names the file defines.
    for (const statement of top) this.collectConstants(statement);
    for (const statement of top) this.collect(statement);
    // Route handlers registered with closures are units of their own, as handler functions are (looked for only in
    // files that register routes).
    if (ROUTE_REGISTRATION.test(this.code)) {
      for (const call of descendantsOf(root, ['scoped_call_expression', 'member_call_expression'])) this.units.push(...this.expressions.routeHandlers(call));
    }
    const module = this.functions.define({ node: root, name: undefined, className: undefined, params: [] }, () => this.body.statements(top));
    return fileIR({ units: this.units, module, classes: this.classes, globals: this.globals, imports: this.imports });
  }

  definesConstant(name: string): boolean {
    return this.constants.has(name);
  }

  /** The statements of the file, the bodies of `namespace X { … }` blocks inlined. */
  private topLevel(root: Node): Node[] {
    return namedChildrenOf(root).flatMap((node) => {
      const body = node.type === 'namespace_definition' ? node.childForFieldName('body') : null;
      return body ? namedChildrenOf(body) : [node];
    });
  }

  /**
   * What expressions ask of the file before it is lowered: the constants it defines and the classes with a
   * constructor (`new Comment($a)` runs it, wherever the class stands in the file).
   */
  private collectConstants(statement: Node): void {
    if (CLASS_LIKE.has(statement.type)) {
      const name = statement.childForFieldName('name')?.text;
      const declares = (method: string) => namedChildrenOf(statement.childForFieldName('body') ?? statement)
        .some((member) => member.type === 'method_declaration' && member.childForFieldName('name')?.text.toLowerCase() === method && member.childForFieldName('body'));
      if (name && declares('__construct')) this.constructors.add(name);
      if (name && declares('__construct') && declares('handle')) this.jobs.add(name);
    }
    if (statement.type === 'const_declaration') {
      for (const element of namedChildrenOf(statement).filter((c) => c.type === 'const_element')) {
        const [name] = namedChildrenOf(element);
        if (name) this.constants.add(name.text);
      }
    }
    const define = statement.type === 'expression_statement' ? namedChildrenOf(statement)[0] : undefined;
    if (define?.type === 'function_call_expression' && define.childForFieldName('function')?.text === 'define') {
      const first = namedChildrenOf(define.childForFieldName('arguments') ?? define)[0];
      const value = first ? argumentValue(first) : undefined;
      if (value?.type === 'string') this.constants.add(singleQuoted(value.text.slice(1, -1)));
    }
  }

  /** Declarations and module-level bindings of one top-level statement. */
  private collect(statement: Node, depth = 0): void {
    if (statement.type === 'function_definition') this.units.push(this.functionOf(statement, undefined));
    else if (CLASS_LIKE.has(statement.type)) this.collectClass(statement, undefined);
    else if (statement.type === 'namespace_use_declaration') for (const [local, name] of useBindings(statement)) this.imports.set(local, name);
    else if (statement.type === 'const_declaration') {
      for (const element of namedChildrenOf(statement).filter((c) => c.type === 'const_element')) {
        const [name, value] = namedChildrenOf(element);
        if (name && value) this.bindGlobal(name.text, this.expressions.expr(value));
      }
    } else if (statement.type === 'expression_statement') {
      const expression = namedChildrenOf(statement)[0];
      if (expression?.type === 'assignment_expression') {
        const left = expression.childForFieldName('left');
        const right = expression.childForFieldName('right');
        if (left?.type === 'variable_name' && right) this.bindGlobal(variableName(left), this.expressions.expr(right));
      } else if (expression?.type === 'function_call_expression' && expression.childForFieldName('function')?.text === 'define') {
        const [nameArg, valueArg] = namedChildrenOf(expression.childForFieldName('arguments') ?? expression).filter((c) => c.type === 'argument');
        const name = nameArg ? argumentValue(nameArg) : undefined;
        const value = valueArg ? argumentValue(valueArg) : undefined;
        if (name?.type === 'string' && value) this.bindGlobal(singleQuoted(name.text.slice(1, -1)), this.expressions.expr(value));
      }
    } else if (CONTAINERS.has(statement.type)) {
      // `if (!function_exists('f')) { function f() … }`: declared when the file runs (a few levels down at most).
      if (depth > 8) return;
      for (const child of namedChildrenOf(statement)) {
        if (child.type === 'function_definition' || CLASS_LIKE.has(child.type) || CONTAINERS.has(child.type)) this.collect(child, depth + 1);
      }
    }
  }

  private bindGlobal(name: string, value: Expr): void {
    const list = this.globals.get(name) ?? [];
    list.push(value);
    this.globals.set(name, list);
  }

  private collectClass(node: Node, enclosing: string | undefined): void {
    const name = node.childForFieldName('name')?.text;
    const body = node.childForFieldName('body');
    if (!name || !body) return;
    const methods: FunctionIR[] = [];
    const fieldTypes = new Map<string, string>();
    const fieldValues = new Map<string, Expr>();
    const supertypes: string[] = [];
    let reassigned: Set<string> | undefined;
    for (const member of namedChildrenOf(body)) {
      switch (member.type) {
        case 'method_declaration': {
          const parameters = member.childForFieldName('parameters');
          const promotes = member.childForFieldName('name')?.text.toLowerCase() === '__construct' && parameters ? namedChildrenOf(parameters).filter((p) => p.type === 'property_promotion_parameter') : [];
          for (const promoted of promotes) {
            const type = this.typeOf(promoted.childForFieldName('type'));
            const field = promoted.childForFieldName('name');
            if (type && field) fieldTypes.set(variableName(field), type);
          }
          // An abstract or interface method has no body to analyse: calls to it stay library calls.
          if (!member.childForFieldName('body')) continue;
          if (member.childForFieldName('name')?.text.toLowerCase() === '__construct') this.constructors.add(name);
          const method = this.functionOf(member, name);
          methods.push(method);
          this.units.push(method);
          break;
        }
        case 'property_declaration': {
          const type = this.typeOf(member.childForFieldName('type'));
          const readonly = namedChildrenOf(member).some((c) => c.type === 'readonly_modifier');
          for (const element of namedChildrenOf(member).filter((c) => c.type === 'property_element')) {
            const field = element.childForFieldName('name');
            if (!field) continue;
            const fieldName = variableName(field);
            if (type) fieldTypes.set(fieldName, type);
            const value = element.childForFieldName('default_value');
            // A property the class never assigns keeps its initial value.
            if (value && (readonly || !(reassigned ??= this.propertiesAssigned(body)).has(fieldName))) fieldValues.set(fieldName, this.expressions.expr(value));
          }
          break;
        }
        case 'const_declaration':
          for (const element of namedChildrenOf(member).filter((c) => c.type === 'const_element')) {
            const [constName, value] = namedChildrenOf(element);
            if (constName && value) fieldValues.set(constName.text, this.expressions.expr(value));
          }
          break;
        case 'enum_case': {
          const caseName = member.childForFieldName('name');
          const value = member.childForFieldName('value');
          if (caseName) fieldValues.set(caseName.text, value ? this.expressions.expr(value) : literal(caseName.text, caseName));
          break;
        }
        case 'use_declaration':
          for (const trait of namedChildrenOf(member).filter((c) => c.type === 'name' || c.type === 'qualified_name')) supertypes.push(supertypeName(dotted(trait.text), name));
          break;
        default:
          break;
      }
    }
    for (const clause of namedChildrenOf(node).filter((c) => c.type === 'base_clause' || c.type === 'class_interface_clause')) {
      for (const type of namedChildrenOf(clause).filter((c) => c.type === 'name' || c.type === 'qualified_name')) supertypes.push(supertypeName(dotted(type.text), name));
    }
    this.classes.push({ name, methods, fieldTypes, fieldValues, supertypes, node, ...(enclosing ? { enclosing } : {}) });
  }

  /** A declared type by the name the specification knows: through `use … as` aliases (`Orders` → `OrderRepository`). */
  private typeOf(node: Node | null): string | undefined {
    const type = typeName(node);
    return type === undefined ? undefined : (this.imports.get(type) ?? type);
  }

  /** Property names some method of the class assigns (`$this->x = …`, `self::$x = …`). */
  private propertiesAssigned(body: Node): Set<string> {
    const names = new Set<string>();
    for (const assignment of descendantsOf(body, ['assignment_expression', 'augmented_assignment_expression', 'reference_assignment_expression'])) {
      let left = assignment.childForFieldName('left');
      while (left?.type === 'subscript_expression') left = namedChildrenOf(left)[0] ?? null;
      const property = left?.type === 'member_access_expression' || left?.type === 'scoped_property_access_expression' ? left.childForFieldName('name') : null;
      if (property) names.add(property.text.replace(/^\$/, ''));
    }
    return names;
  }

  /** Attributes (`#[Route('/x/{id}', methods: ['GET'])]`) with their constant path. */
  private attributes(node: Node): Decorator[] {
    const decorators: Decorator[] = [];
    const list = node.childForFieldName('attributes');
    for (const attribute of list ? descendantsOf(list, 'attribute') : []) {
      const nameNode = namedChildrenOf(attribute).find((c) => c.type === 'name' || c.type === 'qualified_name');
      if (!nameNode) continue;
      const args = attribute.childForFieldName('parameters');
      const first = args ? namedChildrenOf(args).find((a) => a.type === 'argument' && (!a.childForFieldName('name') || /^(path|uri)$/.test(a.childForFieldName('name')!.text))) : undefined;
      const value = first ? this.expressions.expr(argumentValue(first) ?? first) : undefined;
      decorators.push({ name: simpleName(nameNode.text), callee: dotted(nameNode.text), ...(value?.kind === 'literal' && typeof value.value === 'string' ? { path: value.value } : {}) });
    }
    return decorators;
  }

  private functionOf(node: Node, className: string | undefined): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const nameNode = node.childForFieldName('name') ?? undefined;
    const modifiers = namedChildrenOf(node).filter((c) => /_modifier$/.test(c.type)).map((c) => c.text.toLowerCase());
    return this.functions.define(
      {
        node,
        name: nameNode?.text,
        ...(nameNode ? { nameNode } : {}),
        className,
        params: () => this.parameters(node.childForFieldName('parameters')),
        decorators: this.attributes(node),
        exported: !modifiers.includes('private') && !modifiers.includes('protected'),
        isMethod: className !== undefined,
        isStatic: className === undefined || modifiers.includes('static'),
      },
      () => (nameNode?.text.toLowerCase() === '__construct' && className ? this.constructorBody(node) : this.body.block(node.childForFieldName('body'))),
    );
  }

  /**
   * A constructor as the object it makes: promoted parameters stored in their properties first
   * (`__construct(private PDO $db)`), the body, then the object returned, so a call of it hands back its fields.
   */
  private constructorBody(node: Node): Stmt[] {
    const statements: Stmt[] = [];
    for (const promoted of namedChildrenOf(node.childForFieldName('parameters') ?? node).filter((p) => p.type === 'property_promotion_parameter')) {
      const name = promoted.childForFieldName('name');
      if (name) statements.push({ kind: 'assign', target: { kind: 'member', object: { kind: 'this', node: promoted }, property: variableName(name), node: name }, value: { kind: 'name', name: variableName(name), node: name }, node: promoted });
    }
    statements.push(...this.body.block(node.childForFieldName('body')));
    statements.push({ kind: 'return', value: { kind: 'this', node }, node });
    return statements;
  }

  closure(node: Node, decorators: readonly Decorator[]): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    return this.functions.define({ node, name: undefined, className: this.enclosingClass(node), params: () => this.parameters(node.childForFieldName('parameters')), decorators }, () => {
      const body = node.childForFieldName('body');
      if (!body) return [];
      if (node.type === 'arrow_function') return [{ kind: 'return', value: this.expressions.expr(body), node: body }];
      return this.body.block(body);
    });
  }

  anonymousClass(node: Node): FunctionIR[] {
    const body = node.childForFieldName('body');
    return (body ? namedChildrenOf(body) : []).filter((m) => m.type === 'method_declaration' && m.childForFieldName('body')).map((m) => this.functionOf(m, undefined));
  }

  private enclosingClass(node: Node): string | undefined {
    for (let current = node.parent; current; current = current.parent) {
      if (CLASS_LIKE.has(current.type)) return current.childForFieldName('name')?.text;
      if (current.type === 'anonymous_class') return undefined;
    }
    return undefined;
  }

  private parameters(list: Node | null): Parameter[] {
    if (!list) return [];
    const params: Parameter[] = [];
    for (const parameter of namedChildrenOf(list)) {
      if (!/^(simple|variadic|property_promotion)_parameter$/.test(parameter.type)) continue;
      const name = parameter.childForFieldName('name');
      if (!name) continue;
      const type = this.typeOf(parameter.childForFieldName('type'));
      const fallback = parameter.childForFieldName('default_value');
      const rest = parameter.type === 'variadic_parameter';
      params.push({
        name: variableName(name),
        index: params.length,
        ...(type ? { type: rest ? `${type}[]` : type } : {}),
        annotations: this.attributes(parameter).map((a) => a.name),
        ...(fallback ? { fallback: this.expressions.expr(fallback) } : {}),
        ...(rest ? { rest } : {}),
        node: name,
      });
    }
    return params;
  }

}

export function lowerPhp(file: FileContext): FileIR {
  return new PhpLowering(file).lower();
}
