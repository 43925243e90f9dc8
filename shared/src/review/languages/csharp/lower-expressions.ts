/**
 * C# expressions lowered to the IR: interpolation (`$"…{x}…"` → concat), composite formatting (`string.Format` →
 * format braces), `?.` and `??`, `await`, casts and `as`, `nameof`, switch expressions (a chain of conditionals on
 * the subject), object and collection initialisers, namespace-qualified names reduced to their class, members of
 * enumerations as constants, and `out` arguments (the variable is assigned before the statement that holds them).
 */
import type { Node } from '../../core/rule';
import { childrenOf, namedChildrenOf } from '../../core/syntax';
import type { Decorator, Expr, FunctionIR, Stmt, Target } from '../../core/ir';
import { literal, opaque, NestingGuard } from '../../analysis/dataflow/lowering';
import { bclName, csType, FORMATTABLE_SQL_METHODS, WELL_KNOWN_ENUMS, WELL_KNOWN_NAMESPACES } from './names';
import { formattable, interpolated, numericLiteral, stringLiteralValue } from './lower-literals';
import { Initialisers } from './lower-initialisers';
import { Patterns } from './lower-patterns';
import { storesInstanceMember } from './constructor-stores';

/** First names of the dotted names `qualified` reduces (besides namespaces and enumerations). */
const KNOWN_ROOTS = new Set(['string', 'String', 'MediaTypeNames']);

/** Static members whose value every program knows. */
const KNOWN_CONSTANTS: Readonly<Record<string, string>> = {
  'String.Empty': '',
  'MediaTypeNames.Text.Html': 'text/html',
  'MediaTypeNames.Text.Plain': 'text/plain',
  'MediaTypeNames.Application.Json': 'application/json',
  'MediaTypeNames.Text.Xml': 'text/xml',
};

const WRAPPERS = new Set(['parenthesized_expression', 'await_expression', 'checked_expression', 'ref_expression']);
const SKIPPED_CHILDREN = /comment|type_argument_list|^preproc/;

export interface ArgumentParts {
  args: Expr[];
  named: Map<string, Expr>;
  /** `out x` / `out var x` arguments: the variable and the position it was given at. */
  outs: { target: Target; position: number }[];
}

export abstract class ExpressionLowering {
  protected readonly nesting = new NestingGuard();
  /** Statements to run before the statement being lowered (assignments of `out` variables and pattern bindings). */
  protected readonly preludes: Stmt[][] = [];
  /** The object of the enclosing `a?.…` while its member bindings are lowered. */
  private readonly bindingBases: Expr[] = [];
  protected readonly initialisers = new Initialisers(this);
  protected readonly patterns = new Patterns(this);
  /** Namespaces the file imports or declares, besides the well-known ones: prefixes that name no value. */
  protected readonly namespaces = new Set<string>(WELL_KNOWN_NAMESPACES);
  /** Enumerations the file declares. */
  protected readonly enums = new Set<string>();
  /** Methods of the file with `out` parameters, by name: their arity and the positions of those parameters. */
  protected readonly outMethods = new Map<string, { arity: number; outs: number[] }[]>();

  /** `Outer.Status.Active`: a file enumeration reached through its enclosing class. */
  private enumsAnywhere(dotted: string): boolean {
    const parts = dotted.split('.');
    return parts.length >= 3 && this.enums.has(parts.at(-2)!);
  }

  /** Named children by node id: several steps ask for the same node's, and each ask crosses into the parser. */
  private readonly childCache = new Map<number, Node[]>();

  /** The node's named children (cached per lowering). */
  protected kids(node: Node): Node[] {
    let children = this.childCache.get(node.id);
    if (!children) this.childCache.set(node.id, (children = namedChildrenOf(node)));
    return children;
  }

  /** A lambda or anonymous method, with the decorators its registration gives it (`app.MapGet(path, λ)`). */
  protected abstract lambda(node: Node, decorators?: readonly Decorator[]): FunctionIR;

  /** Lowers one expression; nested deeper than MAX_LOWERING_DEPTH it is opaque. */
  expr(node: Node): Expr {
    return this.nesting.within(() => this.lowerExpr(node), () => opaque(node));
  }

  /** Runs `lower` collecting the statements its expressions need first; returns them with the result. */
  protected withPrelude<T>(lower: () => T): { prelude: Stmt[]; value: T } {
    const prelude: Stmt[] = [];
    this.preludes.push(prelude);
    try {
      return { prelude, value: lower() };
    } finally {
      this.preludes.pop();
    }
  }

  /** Runs `statement` before the statement being lowered (an assignment an expression needs first). */
  prelude(statement: Stmt): void {
    this.preludes.at(-1)?.push(statement);
  }

  private lowerExpr(node: Node): Expr {
    switch (node.type) {
      case 'identifier':
        return { kind: 'name', name: node.text.replace(/^@/, ''), node };
      case 'this': case 'base':
        return { kind: 'this', node };
      case 'predefined_type':
        return { kind: 'name', name: bclName(node.text), node };
      case 'generic_name':
        return { kind: 'name', name: this.kids(node)[0]?.text ?? node.text, node };
      case 'qualified_name': case 'alias_qualified_name':
        return this.qualified(node) ?? opaque(node);
      case 'member_access_expression':
        return this.qualified(node) ?? this.memberAccess(node);
      case 'invocation_expression':
        return this.invocation(node);
      case 'object_creation_expression': case 'implicit_object_creation_expression':
        return this.initialisers.creation(node);
      case 'anonymous_object_creation_expression':
        return this.initialisers.anonymousObject(node);
      case 'array_creation_expression': case 'implicit_array_creation_expression': case 'stackalloc_expression': case 'implicit_stackalloc_expression': {
        const initializer = this.kids(node).find((c) => c.type === 'initializer_expression');
        return initializer ? this.initialisers.collection(initializer) : { kind: 'array', elements: [], node };
      }
      case 'initializer_expression':
        return this.initialisers.collection(node);
      case 'string_literal': case 'verbatim_string_literal': case 'raw_string_literal': case 'character_literal':
        return literal(stringLiteralValue(node) ?? '', node);
      case 'interpolated_string_expression':
        return this.interpolation(node);
      case 'integer_literal': case 'real_literal':
        return literal(numericLiteral(node.text), node);
      case 'boolean_literal':
        return literal(node.text === 'true', node);
      case 'null_literal': case 'default_expression':
        return literal(null, node);
      case 'binary_expression': {
        const operator = node.childForFieldName('operator')?.text ?? '';
        const left = node.childForFieldName('left');
        const right = node.childForFieldName('right');
        if (!left || !right) return opaque(node);
        // `x ?? throw …`: the value is x's.
        if (right.type === 'throw_expression') return this.expr(left);
        return { kind: 'binary', op: operator, left: this.expr(left), right: this.expr(right), node };
      }
      case 'prefix_unary_expression': case 'unary_expression': case 'postfix_unary_expression':
        return this.unary(node);
      case 'assignment_expression': {
        const statements: Stmt[] = [];
        this.assignment(node, statements);
        return { kind: 'sequence', statements, value: this.expr(node.childForFieldName('left')!), node };
      }
      case 'conditional_expression':
        return {
          kind: 'conditional',
          test: this.expr(node.childForFieldName('condition')!),
          then: this.expr(node.childForFieldName('consequence')!),
          otherwise: this.expr(node.childForFieldName('alternative')!),
          node,
        };
      case 'cast_expression': {
        const type = node.childForFieldName('type');
        const value = node.childForFieldName('value');
        if (!value) return opaque(node);
        return type ? { kind: 'typed', expr: this.expr(value), type: csType(type.text), node } : this.expr(value);
      }
      case 'as_expression': {
        const left = node.childForFieldName('left');
        const right = node.childForFieldName('right');
        return left && right ? { kind: 'typed', expr: this.expr(left), type: csType(right.text), node } : opaque(node);
      }
      case 'is_pattern_expression': case 'is_expression': {
        const subject = node.childForFieldName('expression') ?? node.childForFieldName('left');
        const pattern = node.childForFieldName('pattern') ?? node.childForFieldName('right');
        if (!subject) return opaque(node);
        const value = this.expr(subject);
        if (pattern) for (const binding of this.patterns.bindings(pattern, value)) this.prelude(binding);
        return { kind: 'binary', op: 'is', left: value, right: literal(null, node), node };
      }
      case 'lambda_expression': case 'anonymous_method_expression':
        return { kind: 'function', fn: this.lambda(node), node };
      case 'switch_expression':
        return this.patterns.switchExpression(node);
      case 'conditional_access_expression':
        return this.conditionalAccess(node);
      case 'member_binding_expression': {
        const base = this.bindingBases.at(-1);
        const name = node.childForFieldName('name');
        return base && name ? { kind: 'member', object: base, property: simpleName(name), node } : opaque(node);
      }
      case 'element_binding_expression': {
        const base = this.bindingBases.at(-1);
        const index = this.kids(node).find((c) => c.type === 'argument');
        if (!base) return { kind: 'array', elements: this.kids(node).map((arg) => this.argumentValue(arg)), node };
        return index ? { kind: 'index', object: base, index: this.argumentValue(index), node } : opaque(node);
      }
      case 'element_access_expression': {
        const object = node.childForFieldName('expression');
        const subscript = node.childForFieldName('subscript');
        const index = subscript ? this.kids(subscript).find((c) => c.type === 'argument') : undefined;
        if (!object) return opaque(node);
        return index ? { kind: 'index', object: this.expr(object), index: this.argumentValue(index), node } : this.expr(object);
      }
      case 'tuple_expression':
        return { kind: 'array', elements: this.kids(node).filter((c) => c.type === 'argument').map((arg) => this.argumentValue(arg)), node };
      case 'declaration_expression': {
        const name = node.childForFieldName('name');
        return name ? { kind: 'name', name: name.text, node: name } : opaque(node);
      }
      case 'typeof_expression': case 'sizeof_expression': case 'throw_expression': case 'discard':
        return opaque(node);
      default: {
        if (WRAPPERS.has(node.type)) {
          const inner = this.kids(node).filter((c) => !SKIPPED_CHILDREN.test(c.type)).at(-1);
          return inner ? this.expr(inner) : opaque(node);
        }
        return opaque(node, this.kids(node).filter((c) => !SKIPPED_CHILDREN.test(c.type)).map((c) => this.expr(c)));
      }
    }
  }

  /**
   * A dotted name that is no value path: `System.IO.File` → `File` (namespaces dropped), `DtdProcessing.Parse` →
   * the constant "DtdProcessing.Parse", `string.Empty` → "". Undefined for an ordinary member access.
   */
  private qualified(node: Node): Expr | undefined {
    // Read off the text: a chain of plain names is all this looks at (most member accesses are `obj.Member`).
    const text = node.text;
    if (!/^(?:global::)?@?[A-Za-z_][\w.@]*$/.test(text)) return undefined;
    const dotted = text.replace(/^global::/, '').replaceAll('@', '');
    const first = dotted.slice(0, dotted.indexOf('.') === -1 ? dotted.length : dotted.indexOf('.'));
    if (!this.namespaces.has(first) && !WELL_KNOWN_ENUMS.has(first) && !this.enums.has(first) && !KNOWN_ROOTS.has(first) && !this.enumsAnywhere(dotted)) return undefined;
    let parts = dotted.split('.').map((part, i) => (i === 0 ? bclName(part) : part));
    for (let n = parts.length - 1; n > 0; n--) {
      if (this.namespaces.has(parts.slice(0, n).join('.'))) {
        parts = parts.slice(n);
        break;
      }
    }
    const joined = parts.join('.');
    if (KNOWN_CONSTANTS[joined] !== undefined) return literal(KNOWN_CONSTANTS[joined], node);
    if (parts.length >= 2 && (WELL_KNOWN_ENUMS.has(parts.slice(0, -1).join('.')) || this.enums.has(parts.at(-2)!))) return literal(parts.slice(-2).join('.'), node);
    if (parts.length === dotted.split('.').length) return undefined;
    // `System.Text.Encoding.UTF8`: the class, then its members.
    let expr: Expr = { kind: 'name', name: parts[0]!, node };
    for (const part of parts.slice(1)) expr = { kind: 'member', object: expr, property: part, node };
    return expr;
  }

  private memberAccess(node: Node): Expr {
    const object = node.childForFieldName('expression');
    const name = node.childForFieldName('name');
    if (!object || !name) return opaque(node);
    return { kind: 'member', object: this.expr(object), property: simpleName(name), node };
  }

  private unary(node: Node): Expr {
    const operand = this.kids(node).at(-1);
    const operator = childrenOf(node).find((c) => !c.isNamed)?.text ?? '';
    if (!operand) return opaque(node);
    // `x!` forgives null: the value is x's.
    if (operator === '!' && node.type === 'postfix_unary_expression') return this.expr(operand);
    if (operator === '++' || operator === '--') {
      const target = this.target(operand);
      return { kind: 'sequence', statements: [{ kind: 'assign', target, value: literal(1, node), op: operator[0]!, node }], value: this.expr(operand), node };
    }
    return { kind: 'unary', op: operator, operand: this.expr(operand), node };
  }

  /** `a = b`, `a += b`, `a ??= b` as statements. */
  assignment(node: Node, out: Stmt[]): void {
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    const operator = node.childForFieldName('operator')?.text ?? '=';
    if (!left || !right) return;
    const value = this.expr(right);
    // `Label = label;` in a constructor stores the argument in the object it builds (constructor-stores.ts).
    const target: Target = left.type === 'identifier' && storesInstanceMember(left)
      ? { kind: 'member', object: { kind: 'this', node: left }, property: left.text, node: left }
      : this.target(left);
    out.push({ kind: 'assign', target, value, ...(operator !== '=' ? { op: operator.slice(0, -1) } : {}), node });
  }

  target(node: Node): Target {
    switch (node.type) {
      case 'identifier':
        return { kind: 'name', name: node.text.replace(/^@/, ''), node };
      case 'member_access_expression': {
        const object = node.childForFieldName('expression');
        const name = node.childForFieldName('name');
        return object && name ? { kind: 'member', object: this.expr(object), property: simpleName(name), node } : { kind: 'ignore', node };
      }
      case 'element_access_expression': {
        const object = node.childForFieldName('expression');
        const subscript = node.childForFieldName('subscript');
        const index = subscript ? this.kids(subscript).find((c) => c.type === 'argument') : undefined;
        return object && index ? { kind: 'index', object: this.expr(object), index: this.argumentValue(index), node } : { kind: 'ignore', node };
      }
      case 'declaration_expression': {
        const name = node.childForFieldName('name');
        const type = node.childForFieldName('type');
        if (name?.type === 'identifier') return { kind: 'name', name: name.text, node: name, ...(type && type.type !== 'implicit_type' ? { declaredType: csType(type.text) } : {}) };
        return name ? this.target(name) : { kind: 'ignore', node };
      }
      case 'tuple_expression': case 'tuple_pattern': case 'parenthesized_variable_designation': {
        const parts = this.kids(node).map((c) => (c.type === 'argument' ? this.kids(c).at(-1) ?? c : c));
        return { kind: 'pattern', elements: parts.map((part, key) => ({ key, target: this.target(part) })), node };
      }
      case 'parenthesized_expression': case 'postfix_unary_expression':
        return this.target(this.kids(node)[0] ?? node);
      default:
        return { kind: 'ignore', node };
    }
  }

  /** The value of an `argument` node (its name and `ref`/`out` aside). */
  argumentValue(argument: Node): Expr {
    const value = this.kids(argument).filter((c) => c.id !== argument.childForFieldName('name')?.id && !/comment/.test(c.type)).at(-1);
    return value ? this.expr(value) : opaque(argument);
  }

  /** Arguments in order (an `out` one holds its place as an opaque value), named ones apart. */
  arguments(list: Node | null, formattable = false, registration?: () => readonly Decorator[] | undefined): ArgumentParts {
    const parts: ArgumentParts = { args: [], named: new Map(), outs: [] };
    let lambdaDecorators: readonly Decorator[] | undefined | null = null;
    for (const argument of list ? this.kids(list).filter((c) => c.type === 'argument') : []) {
      const children = this.kids(argument).filter((c) => !/comment/.test(c.type));
      // `name: value` names its parameter; `out x` / `ref x` / `in x` start with their keyword.
      const name = children.length > 1 && argument.childForFieldName('name')?.id === children[0]!.id ? children[0]! : undefined;
      const first = argument.firstChild?.type;
      const modifier = first === 'out' || first === 'ref' || first === 'in' ? first : undefined;
      const valueNode = children.at(-1);
      if (valueNode && /^(lambda_expression|anonymous_method_expression)$/.test(valueNode.type) && lambdaDecorators === null) lambdaDecorators = registration?.();
      let value: Expr;
      if (!valueNode) value = opaque(argument);
      else if (modifier === 'out') {
        if (valueNode.type !== 'discard' && !(valueNode.type === 'identifier' && valueNode.text === '_')) parts.outs.push({ target: this.target(valueNode), position: parts.args.length });
        value = opaque(valueNode);
      } else if (formattable && valueNode.type === 'interpolated_string_expression') value = this.formattableString(valueNode);
      else if (lambdaDecorators && /^(lambda_expression|anonymous_method_expression)$/.test(valueNode.type)) value = { kind: 'function', fn: this.lambda(valueNode, lambdaDecorators), node: valueNode };
      else value = this.expr(valueNode);
      if (name) parts.named.set(name.text, value);
      else parts.args.push(value);
    }
    return parts;
  }

  private invocation(node: Node): Expr {
    const fn = node.childForFieldName('function');
    const argumentList = node.childForFieldName('arguments');
    if (!fn) return opaque(node);
    const method = calleeName(fn);
    if (method === 'nameof' && fn.type === 'identifier') {
      const argument = argumentList ? this.kids(argumentList)[0] : undefined;
      const words = argument?.text.match(/[\w@]+/g) ?? [];
      return literal(words.at(-1)?.replace(/^@/, '') ?? '', node);
    }
    // `string.Format(…)` / `String.Concat(…)` by their text: a plain dotted name is all these are.
    const dotted = fn.type === 'member_access_expression' ? fn.text.replace(/\s+/g, '').replace(/^(System\.)?string\./, 'String.') : undefined;
    const { args, named, outs } = this.arguments(argumentList, FORMATTABLE_SQL_METHODS.has(method), () => this.registration(fn, argumentList));
    if (dotted === 'String.Format' && args.length >= 1) {
      // `string.Format(CultureInfo.InvariantCulture, "…{0}…", x)`: the template follows the format provider.
      const template = args.length >= 2 && !isTextLike(args[0]!) && isTextLike(args[1]!) ? 1 : 0;
      return { kind: 'format', template: args[template]!, args: args.slice(template + 1), style: 'braces', node };
    }
    if (dotted === 'String.Concat' && args.length >= 1) return { kind: 'concat', parts: args, node };
    const callee = this.callee(fn);
    const call: Expr & { kind: 'call' } = { kind: 'call', callee, args, named, isNew: false, node };
    // A method of the file with out parameters returns them after its result (StatementLowering.body).
    const own = outs.length > 0 ? this.outMethods.get(method)?.find((m) => m.arity === args.length && outs.every((o) => m.outs.includes(o.position))) : undefined;
    for (const out of outs) {
      const value = own ? { kind: 'index' as const, object: { ...call }, index: literal(1 + own.outs.indexOf(out.position), node), node } : this.outValue(call, fn, out.target, args, out.position);
      this.prelude({ kind: 'assign', target: out.target, value, node: out.target.node });
    }
    return own ? { kind: 'index', object: call, index: literal(0, node), node } : call;
  }

  /** What an `out` argument receives: `d.TryGetValue(k, out v)` reads d[k]; `int.TryParse(s, out n)` an int; else what the call was given. */
  private outValue(call: Extract<Expr, { kind: 'call' }>, fn: Node, target: Target, args: readonly Expr[], position: number): Expr {
    const given = args.filter((_, i) => i !== position);
    const receiver = call.callee.kind === 'member' ? call.callee.object : undefined;
    if (receiver && calleeName(fn) === 'TryGetValue' && given[0]) return { kind: 'index', object: receiver, index: given[0], node: target.node };
    // `Uri.TryCreate(s, kind, out var uri)`: the URI parsed from s, as `new Uri(s)` is (its host is s's host).
    if (receiver?.kind === 'name' && receiver.name === 'Uri' && calleeName(fn) === 'TryCreate' && given[0]) {
      return { kind: 'call', callee: { kind: 'name', name: 'Uri', node: target.node }, args: [given[0]], named: new Map(), isNew: true, node: target.node };
    }
    const parser = receiver?.kind === 'name' && /^Try(Parse|Create)/.test(calleeName(fn)) && /^[A-Z]/.test(receiver.name) ? receiver.name : undefined;
    const carried = opaque(target.node, receiver && !parser ? [receiver, ...given] : [...given]);
    return parser && !(target.kind === 'name' && target.declaredType) ? { kind: 'typed', expr: carried, type: parser, node: target.node } : carried;
  }

  private callee(fn: Node): Expr {
    switch (fn.type) {
      case 'member_access_expression': {
        const qualified = this.qualified(fn);
        if (qualified?.kind === 'member') return qualified;
        const object = fn.childForFieldName('expression');
        const name = fn.childForFieldName('name');
        return object && name ? { kind: 'member', object: this.expr(object), property: simpleName(name), node: fn } : opaque(fn);
      }
      case 'generic_name':
        return { kind: 'name', name: simpleName(fn), node: fn };
      default:
        return this.expr(fn);
    }
  }

  /**
   * A route registration (`app.MapGet("/users/{id}", (string id) => …)`): a call whose first argument is a constant
   * path decorates the lambdas it is given, as an attribute would.
   */
  private registration(fn: Node, list: Node | null): readonly Decorator[] | undefined {
    if (fn.type !== 'member_access_expression' || !list) return undefined;
    const first = this.kids(list).find((c) => c.type === 'argument');
    const pathNode = first ? this.kids(first).at(-1) : undefined;
    const path = pathNode ? stringLiteralValue(pathNode) : undefined;
    if (path === undefined || pathNode?.type === 'character_literal') return undefined;
    return [{ name: calleeName(fn), callee: fn.text, path }];
  }

  private interpolation(node: Node): Expr {
    return interpolated(node, (part) => this.expr(part));
  }

  /** An interpolated string given where a FormattableString is taken (see lower-literals.ts). */
  protected formattableString(node: Node): Expr {
    return formattable(node, (part) => this.expr(part));
  }

  private conditionalAccess(node: Node): Expr {
    const condition = node.childForFieldName('condition');
    const rest = this.kids(node).find((c) => c.id !== condition?.id);
    if (!condition || !rest) return opaque(node);
    this.bindingBases.push(this.expr(condition));
    try {
      return this.expr(rest);
    } finally {
      this.bindingBases.pop();
    }
  }

}

/** A member's name without its type arguments (`Query<User>` → `Query`). */
export function simpleName(node: Node): string {
  if (node.type === 'generic_name') return namedChildrenOf(node)[0]?.text ?? node.text;
  return node.text.replace(/^@/, '');
}

/** The method or function a callee names (`db.Query<T>` → `Query`, `a?.B` → `B`). */
export function calleeName(fn: Node): string {
  switch (fn.type) {
    case 'identifier': case 'generic_name':
      return simpleName(fn);
    case 'member_access_expression': case 'member_binding_expression': {
      const name = fn.childForFieldName('name');
      return name ? simpleName(name) : '';
    }
    case 'conditional_access_expression': {
      const rest = namedChildrenOf(fn).at(-1);
      return rest ? calleeName(rest) : '';
    }
    default:
      return '';
  }
}

function isTextLike(expr: Expr): boolean {
  return (expr.kind === 'literal' && typeof expr.value === 'string') || expr.kind === 'concat' || expr.kind === 'format';
}
