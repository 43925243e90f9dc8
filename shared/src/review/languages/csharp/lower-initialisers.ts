/**
 * `new T(args)` and its initialisers: the value is typed T (C#'s static type of a creation); an object initialiser
 * (`new CookieOptions { Secure = false }`) assigns the members of the new object in order, so the flow sees the
 * object with its fields (and writes to sink properties such as `CommandText` are checked); a collection
 * initialiser (`new List<string> { "a" }`, `new Dictionary<string, string> { ["k"] = "v" }`) is a list or map literal.
 */
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import type { Expr, Stmt } from '../../core/ir';
import { opaque } from '../../analysis/dataflow/lowering';
import type { ExpressionLowering } from './lower-expressions';
import { csType } from './names';

function initializerOf(node: Node): Node | undefined {
  return node.childForFieldName('initializer') ?? namedChildrenOf(node).find((c) => c.type === 'initializer_expression') ?? undefined;
}

export class Initialisers {
  /** Nesting of initialisers being lowered, so nested ones get temporaries of their own. */
  private depth = 0;

  constructor(private readonly lowering: ExpressionLowering) {}

  /** `new T(…)`, `new(…)` (of the `expected` type), with or without an initialiser. */
  creation(node: Node, expected?: string): Expr {
    const { created, initializer, type } = this.created(node, expected);
    if (!initializer) return created;
    if (!isObjectInitializer(initializer)) {
      const collection = this.collection(initializer);
      return type ? { kind: 'typed', expr: collection, type, node } : collection;
    }
    // The new object in a temporary named for what it is, its members assigned, then its value.
    const temp = `new ${type ?? 'object'}${this.depth > 0 ? `#${this.depth}` : ''}`;
    this.depth++;
    try {
      const object: Expr = { kind: 'name', name: temp, node };
      const statements: Stmt[] = [{ kind: 'assign', target: { kind: 'name', name: temp, node }, value: created, node }, ...this.members(object, initializer), ...this.completed(object, initializer, type, node)];
      return { kind: 'sequence', statements, value: object, node };
    } finally {
      this.depth--;
    }
  }

  /**
   * `var x = new T { A = a };` as `x = new T(); x.A = a;` (no temporary: the evidence names `x`); undefined when the
   * value is not a creation with an object initialiser.
   */
  declared(node: Node, variable: Expr & { kind: 'name' }, expected?: string): Stmt[] | undefined {
    if (node.type !== 'object_creation_expression' && node.type !== 'implicit_object_creation_expression') return undefined;
    // Decided before lowering the arguments: a plain `new T(args)` is lowered once, by the caller.
    const written = initializerOf(node);
    if (!written || !isObjectInitializer(written)) return undefined;
    const { created, initializer, type } = this.created(node, expected);
    if (!initializer) return undefined;
    return [{ kind: 'assign', target: { kind: 'name', name: variable.name, node: variable.node }, value: created, node }, ...this.members(variable, initializer), ...this.completed(variable, initializer, type, node)];
  }

  /** `new { Id = id, name }` → an object with those keys. */
  anonymousObject(node: Node): Expr {
    const entries: { key: string | undefined; value: Expr }[] = [];
    const children = namedChildrenOf(node).filter((c) => !/comment/.test(c.type));
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      const next = children[i + 1];
      // `Name = value` comes as the name and the value side by side; a bare member (`x.Name`) names itself.
      if (child.type === 'identifier' && next && child.nextSibling?.type === '=') {
        entries.push({ key: child.text, value: this.lowering.expr(next) });
        i++;
      } else {
        const words = child.text.match(/\w+/g) ?? [];
        entries.push({ key: words.at(-1), value: this.lowering.expr(child) });
      }
    }
    return { kind: 'object', entries, node };
  }

  /** `{ a, b }` → a list; `{ ["k"] = v }` or `{ { "k", v } }` → a map. */
  collection(initializer: Node): Expr {
    const entries: { key: string | number | boolean | null | undefined; value: Expr }[] = [];
    const elements: Expr[] = [];
    for (const child of namedChildrenOf(initializer).filter((c) => !/comment/.test(c.type))) {
      const left = child.type === 'assignment_expression' ? child.childForFieldName('left') : null;
      const right = child.type === 'assignment_expression' ? child.childForFieldName('right') : null;
      if (left?.type === 'element_binding_expression' && right) {
        const keyNode = namedChildrenOf(left).find((c) => c.type === 'argument');
        const key = keyNode ? this.lowering.argumentValue(keyNode) : opaque(left);
        entries.push({ key: key.kind === 'literal' ? key.value : undefined, value: this.lowering.expr(right) });
      } else if (child.type === 'initializer_expression' && namedChildrenOf(child).length === 2) {
        const [keyNode, valueNode] = namedChildrenOf(child) as [Node, Node];
        const key = this.lowering.expr(keyNode);
        entries.push({ key: key.kind === 'literal' ? key.value : undefined, value: this.lowering.expr(valueNode) });
      } else {
        elements.push(this.lowering.expr(child));
      }
    }
    if (entries.length === 0) return { kind: 'array', elements, node: initializer };
    return { kind: 'object', entries: [...entries, ...elements.map((value) => ({ key: undefined, value }))], node: initializer };
  }

  private created(node: Node, expected: string | undefined): { created: Expr; initializer: Node | undefined; type: string | undefined } {
    const typeNode = node.childForFieldName('type');
    const type = typeNode ? csType(typeNode.text) : expected;
    const list = node.childForFieldName('arguments') ?? namedChildrenOf(node).find((c) => c.type === 'argument_list') ?? null;
    const { args, named } = this.lowering.arguments(list);
    const call: Expr = { kind: 'call', callee: { kind: 'name', name: type ?? 'Object', node: typeNode ?? node }, args, named, isNew: true, node };
    return { created: type ? { kind: 'typed', expr: call, type, node } : call, initializer: initializerOf(node), type };
  }

  /**
   * The construction once its initialiser ran: `new T` again with the members it set as named arguments, read
   * back from the object. Sink rows that depend on several members (`new ContentResult { Content = html,
   * ContentType = "text/html" }`) judge the finished object there; nothing is evaluated twice.
   */
  private completed(object: Expr, initializer: Node, type: string | undefined, node: Node): Stmt[] {
    const named = new Map<string, Expr>();
    for (const assignment of namedChildrenOf(initializer).filter((c) => c.type === 'assignment_expression')) {
      const left = assignment.childForFieldName('left');
      if (left?.type === 'identifier') named.set(left.text, { kind: 'member', object, property: left.text, node: left });
    }
    if (!type || named.size === 0) return [];
    return [{ kind: 'expr', expr: { kind: 'call', callee: { kind: 'name', name: type, node }, args: [], named, isNew: true, node }, node }];
  }

  /** The assignments of an object initialiser to the members of `object`, nested initialisers included. */
  private members(object: Expr, initializer: Node): Stmt[] {
    const statements: Stmt[] = [];
    for (const assignment of namedChildrenOf(initializer).filter((c) => c.type === 'assignment_expression')) {
      const left = assignment.childForFieldName('left');
      const right = assignment.childForFieldName('right');
      if (!left || !right || left.type !== 'identifier') continue;
      const member: Expr & { kind: 'member' } = { kind: 'member', object, property: left.text, node: left };
      if (right.type === 'initializer_expression' && isObjectInitializer(right)) {
        statements.push(...this.members(member, right));
        continue;
      }
      const value = right.type === 'initializer_expression' ? this.collection(right) : this.lowering.expr(right);
      statements.push({ kind: 'assign', target: { kind: 'member', object, property: left.text, node: left }, value, node: assignment });
    }
    return statements;
  }
}

/** `{ A = 1, B = x }` assigns members; `{ 1, 2 }` and `{ ["k"] = v }` fill a collection. */
function isObjectInitializer(initializer: Node): boolean {
  const children = namedChildrenOf(initializer).filter((c) => !/comment/.test(c.type));
  return children.length === 0 || children.every((c) => c.type === 'assignment_expression' && c.childForFieldName('left')?.type === 'identifier');
}
