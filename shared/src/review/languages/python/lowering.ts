/**
 * Python lowered to the data-flow IR: f-strings, `%` and `.format` formatting, tuple unpacking, `with … as`,
 * comprehensions, `match`, decorators (route parameters), methods with `self` read as the receiver, and the
 * names imports bind (`from flask import request` → `flask.request`).
 */
import type { FileContext, Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import { importMap } from './rules/imports';
import type { ClassIR, Constant, Decorator, Expr, FunctionIR, Parameter, PatternElement, Stmt, SwitchCase, Target } from '../../core/ir';
import { FunctionTable, fileIR, literal, numberLiteral, opaque, supertypeName, unescape, NestingGuard } from '../../analysis/dataflow/lowering';

/** Decorators that generate `__init__` from the annotated fields, in order. */
const RECORD_DECORATORS = /^(dataclasses\.)?dataclass$|^(attr|attrs)\.(s|attrs|define|frozen|mutable|dataclass)$|^(define|frozen|mutable|attrs)$/;
/** Bases whose subclasses are built from their annotated fields (a `typing.NamedTuple`). */
const RECORD_BASES = /^(typing\.)?NamedTuple$/;

const COMPARISONS: Readonly<Record<string, string>> = { '==': '==', '!=': '!=', '<': '<', '<=': '<=', '>': '>', '>=': '>=', in: 'in', is: '==', 'is not': '!=' };

class PythonLowering {
  private readonly nesting = new NestingGuard();
  private readonly functions = new FunctionTable();
  private readonly units: FunctionIR[] = [];
  private readonly classes: ClassIR[] = [];
  private readonly globals = new Map<string, Expr[]>();
  /** The receiver's name inside each method (`self`, `cls`), by function node id. */
  private readonly receivers = new Map<number, string>();

  constructor(private readonly file: FileContext) {}

  lower(): ReturnType<typeof fileIR> {
    const root = this.file.tree!.rootNode;
    for (const statement of namedChildrenOf(root)) this.collect(statement, undefined);
    const module = this.functions.define({ node: root, name: undefined, className: undefined, params: [] }, () => this.statements(namedChildrenOf(root), undefined));
    return fileIR({ units: this.units, module, classes: this.classes, globals: this.globals, imports: new Map(importMap(this.file)) });
  }

  private collect(statement: Node, className: string | undefined): void {
    const definition = statement.type === 'decorated_definition' ? statement.childForFieldName('definition') : statement;
    if (!definition) return;
    if (definition.type === 'function_definition') {
      this.units.push(this.functionOf(definition, className));
    } else if (definition.type === 'class_definition') {
      this.collectClass(definition, className);
    } else if (!className && statement.type === 'expression_statement') {
      const assignment = namedChildrenOf(statement)[0];
      const left = assignment?.type === 'assignment' ? assignment.childForFieldName('left') : undefined;
      const right = assignment?.childForFieldName('right');
      if (left?.type === 'identifier' && right) {
        const list = this.globals.get(left.text) ?? [];
        list.push(this.expr(right, undefined));
        this.globals.set(left.text, list);
      }
    }
  }

  private collectClass(node: Node, enclosing: string | undefined): void {
    const name = node.childForFieldName('name')?.text;
    const body = node.childForFieldName('body');
    if (!name || !body) return;
    const methods: FunctionIR[] = [];
    const fieldValues = new Map<string, Expr>();
    const fieldTypes = new Map<string, string>();
    const annotated: string[] = [];
    let init: Node | undefined;
    for (const member of namedChildrenOf(body)) {
      const definition = member.type === 'decorated_definition' ? member.childForFieldName('definition') : member;
      if (definition?.type === 'function_definition') {
        const method = this.functionOf(definition, name);
        methods.push(method);
        this.units.push(method);
        if (method.name === '__init__') init = definition;
      } else if (definition?.type === 'class_definition') {
        this.collectClass(definition, name);
      } else if (member.type === 'expression_statement') {
        const assignment = namedChildrenOf(member)[0];
        const left = assignment?.type === 'assignment' ? assignment.childForFieldName('left') : undefined;
        const right = assignment?.childForFieldName('right');
        const type = assignment?.childForFieldName('type');
        if (left?.type !== 'identifier') continue;
        if (right) fieldValues.set(left.text, this.expr(right, undefined));
        if (type) fieldTypes.set(left.text, this.typeOf(type));
        if (type && !/^(typing\.)?ClassVar\b/.test(type.text)) annotated.push(left.text);
      }
    }
    // After the class-level annotations, which take precedence.
    if (init) this.collectInitTypes(init, fieldTypes);
    if (init) this.collectInitValues(init, body, fieldValues);
    const supers = node.childForFieldName('superclasses');
    const supertypes = supers ? namedChildrenOf(supers).filter((c) => c.type !== 'keyword_argument').map((c) => supertypeName(c.text, name)) : [];
    // A dataclass, attrs class or named tuple without an `__init__` of its own keeps its arguments in its annotated fields.
    const components = !init && (this.isGeneratedRecord(node) || supertypes.some((type) => RECORD_BASES.test(type))) ? annotated : undefined;
    this.classes.push({ name, methods, fieldTypes, fieldValues, supertypes, node, ...(enclosing ? { enclosing } : {}), ...(components ? { components } : {}) });
  }

  /** `@dataclass`, `@dataclass(frozen=True)`, attrs' `@define`/`@attr.s`: the class's `__init__` is generated from its fields. */
  private isGeneratedRecord(node: Node): boolean {
    return this.decorators(node).some((d) => RECORD_DECORATORS.test(d.callee));
  }

  /**
   * The types `__init__` gives its fields: `self.client = client` from an annotated parameter (`client: httpx.Client`,
   * the dependency-injection shape), `self.x: T = …`, or `self.store = OrderStore(…)`. Methods then know what
   * `self.client` is, whoever built the object.
   */
  private collectInitTypes(init: Node, fieldTypes: Map<string, string>): void {
    const annotated = new Map<string, string>();
    for (const parameter of namedChildrenOf(init.childForFieldName('parameters')!)) {
      const nameNode = parameter.childForFieldName('name') ?? namedChildrenOf(parameter)[0];
      const type = parameter.childForFieldName('type');
      if (nameNode && type) annotated.set(nameNode.text, this.typeOf(type));
    }
    for (const assignment of init.childForFieldName('body')?.descendantsOfType('assignment') ?? []) {
      const left = assignment?.childForFieldName('left');
      if (left?.type !== 'attribute' || left.childForFieldName('object')?.text !== 'self') continue;
      const field = left.childForFieldName('attribute')!.text;
      if (fieldTypes.has(field)) continue;
      const declared = assignment!.childForFieldName('type');
      const right = assignment!.childForFieldName('right');
      const callee = right?.type === 'call' ? right.childForFieldName('function') : undefined;
      const type = declared ? this.typeOf(declared)
        : right?.type === 'identifier' ? annotated.get(right.text)
        : callee && /^[A-Z]/.test(callee.text.split('.').at(-1) ?? '') ? this.typeOf(callee) : undefined;
      if (type) fieldTypes.set(field, type);
    }
  }

  /**
   * Fields `__init__` sets once, at the top of its body, to a value built from literals and module-level names alone
   * (`self.parser = etree.XMLParser(resolve_entities=True)`), and that no method assigns again: what the field holds in
   * every method, as a class-level initialiser would, whoever built the object.
   */
  private collectInitValues(init: Node, classBody: Node, fieldValues: Map<string, Expr>): void {
    const body = init.childForFieldName('body');
    const parameters = init.childForFieldName('parameters');
    const receiver = parameters ? namedChildrenOf(parameters)[0] : undefined;
    if (!body || receiver?.type !== 'identifier') return;
    // Names of `__init__` itself (parameters, locals): a value built from them differs from one object to the next.
    const own = new Set([...parameters!.descendantsOfType('identifier')].map((n) => n!.text));
    for (const binding of body.descendantsOfType(['assignment', 'augmented_assignment', 'for_statement', 'named_expression', 'as_pattern', 'import_from_statement', 'import_statement'])) {
      const target = binding!.childForFieldName('left') ?? binding!.childForFieldName('name') ?? binding!.childForFieldName('alias') ?? binding;
      for (const name of target!.type === 'identifier' ? [target!] : target!.descendantsOfType('identifier')) if (name!.parent?.type !== 'attribute') own.add(name!.text);
    }
    const writes = new Map<string, Node[]>();
    for (const assignment of classBody.descendantsOfType(['assignment', 'augmented_assignment'])) {
      const left = assignment!.childForFieldName('left');
      const targets = left?.type === 'attribute' ? [left] : left ? left.descendantsOfType('attribute').map((n) => n!) : [];
      for (const target of targets) {
        const object = target.childForFieldName('object');
        if (object?.type !== 'identifier') continue;
        const field = target.childForFieldName('attribute')!.text;
        writes.set(field, [...(writes.get(field) ?? []), assignment!]);
      }
    }
    for (const [field, assignments] of writes) {
      const only = assignments.length === 1 ? assignments[0]! : undefined;
      const left = only?.childForFieldName('left');
      const right = only?.childForFieldName('right');
      if (!only || only.type !== 'assignment' || only.parent?.type !== 'expression_statement' || only.parent.parent?.id !== body.id) continue;
      if (left?.type !== 'attribute' || left.childForFieldName('object')?.text !== receiver.text || !right || fieldValues.has(field)) continue;
      if (right.descendantsOfType(['lambda', 'list_comprehension', 'set_comprehension', 'dictionary_comprehension', 'generator_expression', 'await']).length > 0) continue;
      const names = [right, ...right.descendantsOfType('identifier').map((n) => n!)].filter((n) => n.type === 'identifier'
        && n.parent?.childForFieldName('attribute')?.id !== n.id && !(n.parent?.type === 'keyword_argument' && n.parent.childForFieldName('name')?.id === n.id));
      if (names.some((n) => n.text === receiver.text || own.has(n.text))) continue;
      fieldValues.set(field, this.expr(right, undefined));
    }
  }

  /** The element type of a declared sequence (`List[CartLine]`, `list[Item]`, `Sequence[X]`, `set[X]`). */
  private elementTypeOf(node: Node): string | undefined {
    const match = /^(?:typing\.)?(?:List|list|Sequence|Iterable|Set|set|FrozenSet|frozenset|Tuple|tuple)\[\s*([\w.]+)\s*(?:,\s*\.\.\.\s*)?\]$/.exec(node.text);
    if (!match) return undefined;
    const head = match[1]!.split('.')[0]!;
    const imported = importMap(this.file).get(head);
    return imported ? imported + match[1]!.slice(head.length) : match[1];
  }

  private typeOf(node: Node): string {
    // `Annotated[str, Field(…)]` is a str; `constr(pattern=…)` is pydantic's constr.
    const text = node.text.replace(/^(?:typing\.)?Annotated\[\s*([\w.]+)[\s\S]*\]$/, '$1').replace(/^Optional\[(.*)\]$/, '$1').replace(/\s*\|\s*None$/, '').replace(/\[.*\]$/s, '').replace(/\(.*\)$/s, '');
    const head = text.split('.')[0]!;
    const imported = importMap(this.file).get(head);
    return imported ? imported + text.slice(head.length) : text;
  }

  private decorators(definition: Node): Decorator[] {
    const parent = definition.parent;
    if (parent?.type !== 'decorated_definition') return [];
    return namedChildrenOf(parent).filter((d) => d.type === 'decorator').map((d) => {
      const expression = namedChildrenOf(d)[0];
      const callee = expression?.type === 'call' ? expression.childForFieldName('function') : expression;
      const text = callee?.text ?? '';
      const first = expression?.type === 'call' ? namedChildrenOf(expression.childForFieldName('arguments')!)[0] : undefined;
      const path = first?.type === 'string' ? this.stringText(first) : undefined;
      return { name: text.slice(text.lastIndexOf('.') + 1), callee: text, ...(typeof path === 'string' ? { path } : {}) };
    });
  }

  private functionOf(node: Node, className: string | undefined): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const nameNode = node.childForFieldName('name') ?? undefined;
    const decorators = this.decorators(node);
    const isStatic = decorators.some((d) => d.name === 'staticmethod');
    const params = (): Parameter[] => {
      const all = this.parameters(node.childForFieldName('parameters'));
      if (!className || isStatic || all.length === 0 || all[0]!.rest) return all;
      this.receivers.set(node.id, all[0]!.name);
      return all.slice(1).map((p, index) => ({ ...p, index }));
    };
    const fn: FunctionIR = this.functions.define(
      { node, name: nameNode?.text, ...(nameNode ? { nameNode } : {}), className, params, decorators, exported: !nameNode?.text.startsWith('_'), isMethod: className !== undefined, isStatic },
      // The body reads the receiver's name (`self`), which lowering the parameters records.
      () => (void fn.params, this.block(node.childForFieldName('body'), node.id)),
    );
    return fn;
  }

  private lambda(node: Node, owner: number | undefined): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    return this.functions.define({ node, name: undefined, className: undefined, params: this.parameters(node.childForFieldName('parameters')) }, () => {
      const body = node.childForFieldName('body');
      return body ? [{ kind: 'return', value: this.expr(body, owner), node: body }] : [];
    });
  }

  private parameters(list: Node | null): Parameter[] {
    if (!list) return [];
    const params: Parameter[] = [];
    for (const node of namedChildrenOf(list)) {
      let name: Node | null = null;
      let type: Node | null = null;
      let fallback: Node | null = null;
      let rest = false;
      switch (node.type) {
        case 'identifier': name = node; break;
        case 'typed_parameter': name = namedChildrenOf(node).find((c) => c.type === 'identifier' || /splat/.test(c.type)) ?? null; type = node.childForFieldName('type'); break;
        case 'default_parameter': name = node.childForFieldName('name'); fallback = node.childForFieldName('value'); break;
        case 'typed_default_parameter': name = node.childForFieldName('name'); type = node.childForFieldName('type'); fallback = node.childForFieldName('value'); break;
        case 'list_splat_pattern': case 'dictionary_splat_pattern': name = namedChildrenOf(node)[0] ?? null; rest = true; break;
        default: continue;
      }
      if (name && /splat/.test(name.type)) {
        rest = true;
        name = namedChildrenOf(name)[0] ?? null;
      }
      if (!name) continue;
      params.push({
        name: name.text,
        index: params.length,
        ...(type ? { type: this.typeOf(type) } : {}),
        ...(type && this.elementTypeOf(type) ? { elementType: this.elementTypeOf(type)! } : {}),
        annotations: type ? [type.text] : [],
        ...(fallback ? { fallback: this.expr(fallback, undefined) } : {}),
        ...(rest ? { rest } : {}),
        node: name,
      });
    }
    return params;
  }

  private block(node: Node | null, owner: number | undefined): Stmt[] {
    return node ? this.statements(namedChildrenOf(node), owner) : [];
  }

  private statements(nodes: readonly Node[], owner: number | undefined): Stmt[] {
    const out: Stmt[] = [];
    for (const node of nodes) this.statement(node, out, owner);
    return out;
  }

  /** Lowers one statement; nested deeper than MAX_LOWERING_DEPTH it is left out. */
  private statement(node: Node, out: Stmt[], owner: number | undefined): void {
    this.nesting.within(() => this.lowerStatement(node, out, owner), () => undefined);
  }

  private lowerStatement(node: Node, out: Stmt[], owner: number | undefined): void {
    switch (node.type) {
      case 'expression_statement':
        for (const expression of namedChildrenOf(node)) this.expressionStatement(expression, out, owner);
        return;
      case 'if_statement': {
        const clauses = namedChildrenOf(node).filter((c) => c.type === 'elif_clause' || c.type === 'else_clause');
        const build = (index: number): Stmt[] => {
          const clause = clauses[index];
          if (!clause) return [];
          if (clause.type === 'else_clause') return this.block(clause.childForFieldName('body'), owner);
          return [{ kind: 'if', test: this.expr(clause.childForFieldName('condition')!, owner), then: this.block(clause.childForFieldName('consequence'), owner), otherwise: build(index + 1), node: clause }];
        };
        out.push({ kind: 'if', test: this.expr(node.childForFieldName('condition')!, owner), then: this.block(node.childForFieldName('consequence'), owner), otherwise: build(0), node });
        return;
      }
      case 'for_statement': {
        const left = node.childForFieldName('left')!;
        const right = node.childForFieldName('right')!;
        // `for i in range(…)` and `enumerate`'s index carry numbers.
        const keys = right.type === 'call' && /^(range|len)$/.test(right.childForFieldName('function')?.text ?? '');
        out.push({ kind: 'loop', body: this.block(node.childForFieldName('body'), owner), update: [], each: { target: this.target(left, owner), iterable: this.expr(right, owner), keys }, node });
        const alternative = node.childForFieldName('alternative');
        if (alternative) out.push(...this.block(alternative.childForFieldName('body'), owner));
        return;
      }
      case 'while_statement':
        out.push({ kind: 'loop', test: this.expr(node.childForFieldName('condition')!, owner), body: this.block(node.childForFieldName('body'), owner), update: [], node });
        return;
      case 'try_statement': {
        const body = this.block(node.childForFieldName('body'), owner);
        const handlers: { name?: string; body: Stmt[] }[] = [];
        let finalizer: Stmt[] = [];
        for (const clause of namedChildrenOf(node)) {
          if (clause.type === 'except_clause' || clause.type === 'except_group_clause') {
            const alias = clause.descendantsOfType('as_pattern_target')[0];
            const block = namedChildrenOf(clause).find((c) => c.type === 'block') ?? null;
            handlers.push({ ...(alias ? { name: alias.text } : {}), body: this.block(block, owner) });
          } else if (clause.type === 'else_clause') body.push(...this.block(clause.childForFieldName('body'), owner));
          else if (clause.type === 'finally_clause') finalizer = this.block(namedChildrenOf(clause).find((c) => c.type === 'block') ?? null, owner);
        }
        out.push({ kind: 'try', body, handlers, finalizer, node });
        return;
      }
      case 'with_statement': {
        const clause = namedChildrenOf(node).find((c) => c.type === 'with_clause');
        for (const item of clause ? namedChildrenOf(clause) : []) {
          const value = item.childForFieldName('value') ?? namedChildrenOf(item)[0];
          if (!value) continue;
          if (value.type === 'as_pattern') {
            const source = namedChildrenOf(value)[0]!;
            const alias = value.childForFieldName('alias');
            const target = alias ? namedChildrenOf(alias)[0] ?? alias : undefined;
            if (target) out.push({ kind: 'assign', target: this.target(target, owner), value: this.expr(source, owner), node: item });
            else out.push({ kind: 'expr', expr: this.expr(source, owner), node: item });
          } else out.push({ kind: 'expr', expr: this.expr(value, owner), node: item });
        }
        out.push(...this.block(node.childForFieldName('body'), owner));
        return;
      }
      case 'match_statement':
        out.push(this.match(node, owner));
        return;
      case 'return_statement': {
        const value = namedChildrenOf(node)[0];
        out.push({ kind: 'return', ...(value ? { value: this.expr(value, owner) } : {}), node });
        return;
      }
      case 'raise_statement': {
        const value = namedChildrenOf(node)[0];
        out.push({ kind: 'throw', ...(value ? { value: this.expr(value, owner) } : {}), node });
        return;
      }
      case 'break_statement': out.push({ kind: 'break', node }); return;
      case 'continue_statement': out.push({ kind: 'continue', node }); return;
      case 'function_definition': {
        const name = node.childForFieldName('name');
        if (name) out.push({ kind: 'function', name: name.text, fn: this.functionOf(node, undefined), node });
        return;
      }
      case 'decorated_definition': {
        const definition = node.childForFieldName('definition');
        if (definition?.type === 'function_definition') this.statement(definition, out, owner);
        return;
      }
      case 'block':
        out.push({ kind: 'block', body: this.statements(namedChildrenOf(node), owner), node });
        return;
      case 'import_statement': case 'import_from_statement': case 'future_import_statement': case 'class_definition': case 'pass_statement':
      case 'comment': case 'global_statement': case 'nonlocal_statement': case 'delete_statement': case 'assert_statement':
        return;
      default:
        out.push({ kind: 'expr', expr: this.expr(node, owner), node });
    }
  }

  private match(node: Node, owner: number | undefined): Stmt {
    const subject = this.expr(node.childForFieldName('subject')!, owner);
    const cases: SwitchCase[] = [];
    const body = node.childForFieldName('body');
    for (const clause of body ? namedChildrenOf(body).filter((c) => c.type === 'case_clause') : []) {
      const patterns = namedChildrenOf(clause).filter((c) => c.type === 'case_pattern');
      const consequence = this.block(clause.childForFieldName('consequence'), owner);
      const guard = clause.childForFieldName('guard');
      const wildcard = patterns.length === 1 && namedChildrenOf(patterns[0]!).length === 0;
      if (wildcard && !guard) {
        cases.push({ tests: [], body: consequence });
        continue;
      }
      // Literal patterns are tests the subject is compared with; anything else is a test nothing can decide.
      const tests = patterns.flatMap((pattern) => {
        const inner = namedChildrenOf(pattern)[0];
        const alternatives = inner?.type === 'union_pattern' ? namedChildrenOf(inner) : inner ? [inner] : [];
        return alternatives.map((alt) => (['string', 'integer', 'float', 'true', 'false', 'none'].includes(alt.type) && !guard ? this.expr(alt, owner) : opaque(alt)));
      });
      cases.push({ tests: tests.length ? tests : [opaque(clause)], body: consequence });
    }
    return { kind: 'switch', subject, cases, fallthrough: false, node };
  }

  private expressionStatement(node: Node, out: Stmt[], owner: number | undefined): void {
    if (node.type === 'assignment') {
      const right = node.childForFieldName('right');
      const type = node.childForFieldName('type');
      // `a = b = value`: the value goes to every target.
      const targets: Node[] = [node.childForFieldName('left')!];
      let value = right;
      while (value?.type === 'assignment') {
        targets.push(value.childForFieldName('left')!);
        value = value.childForFieldName('right');
      }
      const valueExpr = value ? this.expr(value, owner) : literal(null, node);
      for (const left of targets) {
        const target = this.target(left, owner);
        if (target.kind === 'name' && type) target.declaredType = this.typeOf(type);
        out.push({ kind: 'assign', target, value: valueExpr, node });
      }
      return;
    }
    if (node.type === 'augmented_assignment') {
      const operator = node.childForFieldName('operator')?.text.slice(0, -1) ?? '+';
      out.push({ kind: 'assign', target: this.target(node.childForFieldName('left')!, owner), value: this.expr(node.childForFieldName('right')!, owner), op: operator, node });
      return;
    }
    out.push({ kind: 'expr', expr: this.expr(node, owner), node });
  }

  private target(node: Node, owner: number | undefined): Target {
    switch (node.type) {
      case 'identifier':
        return { kind: 'name', name: node.text, node };
      case 'attribute':
        return { kind: 'member', object: this.expr(node.childForFieldName('object')!, owner), property: node.childForFieldName('attribute')!.text, node };
      case 'subscript': {
        const index = node.childForFieldName('subscript');
        return { kind: 'index', object: this.expr(node.childForFieldName('value')!, owner), index: index ? this.expr(index, owner) : opaque(node), node };
      }
      case 'pattern_list': case 'tuple_pattern': case 'list_pattern': case 'tuple': case 'list': case 'expression_list': {
        const elements: PatternElement[] = namedChildrenOf(node).map((child, index) =>
          child.type === 'list_splat_pattern' || child.type === 'list_splat'
            ? { key: undefined, target: this.target(namedChildrenOf(child)[0] ?? child, owner), rest: true }
            : { key: index, target: this.target(child, owner) });
        return { kind: 'pattern', elements, node };
      }
      case 'parenthesized_expression':
        return this.target(namedChildrenOf(node)[0] ?? node, owner);
      default:
        return { kind: 'ignore', node };
    }
  }

  /** The text of a plain string literal, or undefined for f-strings and bytes with escapes it cannot read. */
  private stringText(node: Node): string | undefined {
    if (namedChildrenOf(node).some((c) => c.type === 'interpolation')) return undefined;
    const start = node.childForFieldName('string_start')?.text ?? namedChildrenOf(node)[0]?.text ?? '';
    const raw = /r/i.test(start);
    return namedChildrenOf(node)
      .filter((c) => c.type === 'string_content' || c.type === 'escape_sequence')
      .map((c) => (raw || c.type === 'string_content' ? c.text : unescape(c.text)))
      .join('');
  }

  /** Lowers one expression; nested deeper than MAX_LOWERING_DEPTH it is opaque. */
  expr(node: Node, owner: number | undefined): Expr {
    return this.nesting.within(() => this.lowerExpr(node, owner), () => opaque(node));
  }

  private lowerExpr(node: Node, owner: number | undefined): Expr {
    switch (node.type) {
      case 'identifier': {
        const receiver = owner !== undefined ? this.receivers.get(owner) : undefined;
        return receiver === node.text ? { kind: 'this', node } : { kind: 'name', name: node.text, node };
      }
      case 'string':
        return this.string(node, owner);
      case 'concatenated_string': {
        const parts = namedChildrenOf(node).map((part) => this.string(part, owner));
        return parts.every((p) => p.kind === 'literal') ? literal(parts.map((p) => (p.kind === 'literal' ? String(p.value) : '')).join(''), node) : { kind: 'concat', parts, node };
      }
      case 'integer': case 'float':
        return literal(numberLiteral(node.text), node);
      case 'true': return literal(true, node);
      case 'false': return literal(false, node);
      case 'none': return literal(null, node);
      case 'attribute':
        return { kind: 'member', object: this.expr(node.childForFieldName('object')!, owner), property: node.childForFieldName('attribute')!.text, node };
      case 'subscript': {
        const index = node.childForFieldName('subscript');
        return { kind: 'index', object: this.expr(node.childForFieldName('value')!, owner), index: index ? this.expr(index, owner) : opaque(node), node };
      }
      case 'call':
        return this.call(node, owner);
      case 'binary_operator': {
        const operator = node.childForFieldName('operator')!.text;
        return { kind: 'binary', op: operator, left: this.expr(node.childForFieldName('left')!, owner), right: this.expr(node.childForFieldName('right')!, owner), node };
      }
      case 'boolean_operator': {
        const operator = node.childForFieldName('operator')!.text;
        return { kind: 'binary', op: operator === 'and' ? '&&' : '||', left: this.expr(node.childForFieldName('left')!, owner), right: this.expr(node.childForFieldName('right')!, owner), node };
      }
      case 'not_operator':
        return { kind: 'unary', op: '!', operand: this.expr(node.childForFieldName('argument')!, owner), node };
      case 'unary_operator':
        return { kind: 'unary', op: node.childForFieldName('operator')?.text ?? '-', operand: this.expr(node.childForFieldName('argument')!, owner), node };
      case 'comparison_operator':
        return this.comparison(node, owner);
      case 'conditional_expression': {
        const [consequence, condition, alternative] = namedChildrenOf(node);
        if (!consequence || !condition || !alternative) return opaque(node);
        return { kind: 'conditional', test: this.expr(condition, owner), then: this.expr(consequence, owner), otherwise: this.expr(alternative, owner), node };
      }
      case 'parenthesized_expression': {
        const inner = namedChildrenOf(node).filter((c) => c.type !== 'comment')[0];
        return inner ? this.expr(inner, owner) : opaque(node);
      }
      case 'await':
        return this.expr(namedChildrenOf(node)[0] ?? node, owner);
      case 'list': case 'tuple': case 'set': case 'expression_list':
        return { kind: 'array', elements: namedChildrenOf(node).filter((c) => c.type !== 'comment').map((e) => (e.type === 'list_splat' ? opaque(e, [this.expr(namedChildrenOf(e)[0] ?? e, owner)]) : this.expr(e, owner))), node };
      case 'dictionary':
        return {
          kind: 'object',
          entries: namedChildrenOf(node).flatMap((pair): { key: Constant | undefined; value: Expr }[] => {
            if (pair.type === 'pair') {
              const key = this.expr(pair.childForFieldName('key')!, owner);
              return [{ key: key.kind === 'literal' ? key.value : undefined, value: this.expr(pair.childForFieldName('value')!, owner) }];
            }
            if (pair.type === 'dictionary_splat') return [{ key: undefined, value: this.expr(namedChildrenOf(pair)[0] ?? pair, owner) }];
            return [];
          }),
          node,
        };
      case 'lambda':
        return { kind: 'function', fn: this.lambda(node, owner), node };
      case 'named_expression': {
        const name = node.childForFieldName('name')!;
        return { kind: 'sequence', statements: [{ kind: 'assign', target: { kind: 'name', name: name.text, node: name }, value: this.expr(node.childForFieldName('value')!, owner), node }], value: { kind: 'name', name: name.text, node: name }, node };
      }
      case 'list_comprehension': case 'set_comprehension': case 'generator_expression': case 'dictionary_comprehension':
        return this.comprehension(node, owner);
      case 'keyword_argument':
        return this.expr(node.childForFieldName('value')!, owner);
      default:
        return opaque(node, namedChildrenOf(node).filter((c) => c.type !== 'comment').map((c) => this.expr(c, owner)));
    }
  }

  private string(node: Node, owner: number | undefined): Expr {
    if (node.type !== 'string') return this.expr(node, owner);
    const plain = this.stringText(node);
    if (plain !== undefined) return literal(plain, node);
    const parts: Expr[] = [];
    for (const child of namedChildrenOf(node)) {
      if (child.type === 'string_content') parts.push(literal(child.text.replace(/\{\{/g, '{').replace(/\}\}/g, '}'), child));
      else if (child.type === 'escape_sequence') parts.push(literal(unescape(child.text), child));
      else if (child.type === 'interpolation') {
        const expression = child.childForFieldName('expression') ?? namedChildrenOf(child)[0];
        parts.push(expression ? this.expr(expression, owner) : opaque(child));
      }
    }
    return { kind: 'concat', parts, node };
  }

  private comparison(node: Node, owner: number | undefined): Expr {
    const operands = namedChildrenOf(node);
    const operators: string[] = [];
    let pending = '';
    for (const child of node.children) {
      if (!child || child.isNamed) {
        if (pending) operators.push(pending.trim());
        pending = '';
      } else pending += ` ${child.text}`;
    }
    let result: Expr | undefined;
    for (let i = 0; i < operands.length - 1; i++) {
      const text = operators[i]?.replace(/\s+/g, ' ') ?? '==';
      const negated = text === 'not in';
      const op = negated ? 'in' : (COMPARISONS[text] ?? text);
      let comparison: Expr = { kind: 'binary', op, left: this.expr(operands[i]!, owner), right: this.expr(operands[i + 1]!, owner), node };
      if (negated) comparison = { kind: 'unary', op: '!', operand: comparison, node };
      result = result ? { kind: 'binary', op: '&&', left: result, right: comparison, node } : comparison;
    }
    return result ?? opaque(node);
  }

  /** `[f(x) for x in xs if p(x)]`: a list whose elements are what the body yields for the iterable's elements. */
  private comprehension(node: Node, owner: number | undefined): Expr {
    const body = node.childForFieldName('body');
    const clauses = namedChildrenOf(node).filter((c) => c.type === 'for_in_clause');
    const element = body ? (body.type === 'pair' ? body.childForFieldName('value') ?? body : body) : node;
    const statements: Stmt[] = [];
    const items = `$comprehension${node.id}`;
    // The filters run for every element before the body is taken: `[p for p in xs if re.match(user, p)]`.
    const filters = namedChildrenOf(node).filter((c) => c.type === 'if_clause').map((c) => namedChildrenOf(c)[0]).filter((c): c is Node => !!c);
    const take: Stmt = { kind: 'assign', target: { kind: 'index', object: { kind: 'name', name: items, node }, index: opaque(node), node }, value: this.expr(element, owner), node };
    const innermost: Stmt[] = filters.length ? [{ kind: 'if', test: filters.map((f) => this.expr(f, owner)).reduce((a, b) => ({ kind: 'binary', op: '&&', left: a, right: b, node })), then: [take], otherwise: [], node }] : [take];
    const loops = clauses.reduceRight<Stmt[]>((inner, clause) => [{
      kind: 'loop',
      body: inner,
      update: [],
      each: { target: this.target(clause.childForFieldName('left')!, owner), iterable: this.expr(clause.childForFieldName('right')!, owner) },
      node: clause,
    }], innermost);
    statements.push({ kind: 'assign', target: { kind: 'name', name: items, node }, value: { kind: 'array', elements: [], node }, node }, ...loops);
    return { kind: 'sequence', statements, value: { kind: 'name', name: items, node }, node };
  }

  private call(node: Node, owner: number | undefined): Expr {
    const fn = node.childForFieldName('function')!;
    const argumentsNode = node.childForFieldName('arguments');
    const args: Expr[] = [];
    const named = new Map<string, Expr>();
    // `"".join(row(x) for x in xs)`: a generator written as the only argument is the call's argument list itself.
    if (argumentsNode?.type === 'generator_expression') args.push(this.comprehension(argumentsNode, owner));
    for (const arg of argumentsNode && argumentsNode.type !== 'generator_expression' ? namedChildrenOf(argumentsNode) : []) {
      if (arg.type === 'keyword_argument') named.set(arg.childForFieldName('name')!.text, this.expr(arg.childForFieldName('value')!, owner));
      else if (arg.type === 'comment') continue;
      else if (arg.type === 'list_splat' || arg.type === 'dictionary_splat') args.push(opaque(arg, [this.expr(namedChildrenOf(arg)[0] ?? arg, owner)]));
      else args.push(this.expr(arg, owner));
    }
    // `"… {} …".format(a, b=c)`: a template filled with values.
    if (fn.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'format') {
      return { kind: 'format', template: this.expr(fn.childForFieldName('object')!, owner), args: [...args, ...named.values()], style: 'braces', node };
    }
    return { kind: 'call', callee: this.expr(fn, owner), args, named, isNew: false, node };
  }
}

export function lowerPython(file: FileContext): ReturnType<typeof fileIR> {
  return new PythonLowering(file).lower();
}
