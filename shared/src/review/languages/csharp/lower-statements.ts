/**
 * C# statements lowered to the IR: declarations (`var` typed by what it is given), `using` statements and
 * declarations (the resource is an assignment), `foreach` (with deconstruction), `switch` sections (patterns as
 * conditions, `case a: case b:` sharing one body, no fall-through), `try`/`catch`/`finally`, local functions,
 * lambdas, `yield return` (a value the function may return), and `#if` regions (their code kept).
 */
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import type { Decorator, Expr, FunctionIR, Parameter, Stmt, SwitchCase, Target } from '../../core/ir';
import { FunctionTable, literal, opaque } from '../../analysis/dataflow/lowering';
import { ExpressionLowering } from './lower-expressions';
import { csType } from './names';

/** Nodes that declare nothing the flow reads. */
const SKIPPED = /comment|^preproc_(?!if|else|elif)|^(modifier|attribute_list|empty_statement|goto_statement|class_declaration|struct_declaration|record_declaration|interface_declaration|enum_declaration|delegate_declaration)$/;

export abstract class StatementLowering extends ExpressionLowering {
  protected readonly functions = new FunctionTable();
  /** The out parameters of the functions whose bodies are being lowered, innermost last. */
  private readonly outScopes: (readonly string[])[] = [];

  /** The class whose member is being lowered (for lambdas and local functions, whose `this` it is). */
  protected abstract classOf(node: Node): string | undefined;
  /** A method's or local function's parameters. */
  protected abstract parameters(list: Node | null): Parameter[];

  protected lambda(node: Node, decorators: readonly Decorator[] = []): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const parameters = node.childForFieldName('parameters');
    const params = (): Parameter[] => {
      if (!parameters) return [];
      if (parameters.type === 'implicit_parameter' || parameters.type === 'identifier') return [{ name: parameters.text, index: 0, annotations: [], node: parameters }];
      return this.parameters(parameters);
    };
    return this.functions.define({ node, name: undefined, className: this.classOf(node), params, decorators }, () => this.body(node.childForFieldName('body') ?? this.kids(node).find((c) => c.type === 'block') ?? null));
  }

  /** A local function (`int Add(int a) => a + 1;` inside a body). */
  protected localFunction(node: Node): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const nameNode = node.childForFieldName('name') ?? undefined;
    return this.functions.define(
      { node, name: nameNode?.text, ...(nameNode ? { nameNode } : {}), className: this.classOf(node), params: () => this.parameters(node.childForFieldName('parameters')) },
      () => this.body(node.childForFieldName('body'), outParameters(node)),
    );
  }

  /**
   * A body: a block, or an expression (`=> expr`) that is the returned value. A method with `out` parameters
   * (`outs`) returns them alongside its result (`[result, out1, …]`), as Go returns several values: its callers of
   * the file read them from there (see `invocation`).
   */
  protected body(node: Node | null, outs: readonly string[] = []): Stmt[] {
    if (!node) return [];
    this.outScopes.push(outs);
    try {
      if (node.type === 'block') {
        const statements = this.statements(this.kids(node));
        // A void method ends without a return: what its out parameters hold then is returned too.
        return outs.length > 0 ? [...statements, { kind: 'return', value: this.withOuts(undefined, node), node }] : statements;
      }
      const expression = node.type === 'arrow_expression_clause' ? this.kids(node).find((c) => !/comment/.test(c.type)) : node;
      if (!expression) return [];
      const { prelude, value } = this.withPrelude(() => this.expr(expression));
      return [...prelude, { kind: 'return', value: this.withOuts(value, expression), node: expression }];
    } finally {
      this.outScopes.pop();
    }
  }

  /** The value a `return` gives back: with the out parameters after it, in a method that has them. */
  private withOuts(value: Expr | undefined, node: Node): Expr {
    const outs = this.outScopes.at(-1) ?? [];
    if (outs.length === 0) return value ?? literal(null, node);
    return { kind: 'array', elements: [value ?? literal(null, node), ...outs.map((name): Expr => ({ kind: 'name', name, node }))], node };
  }

  protected statements(nodes: readonly Node[]): Stmt[] {
    const out: Stmt[] = [];
    for (const node of nodes) this.statement(node, out);
    return out;
  }

  private block(node: Node | null): Stmt[] {
    if (!node) return [];
    if (node.type === 'block') return this.statements(this.kids(node));
    return this.statements([node]);
  }

  /** Lowers one statement, after the assignments its expressions need first; nested too deep it is left out. */
  protected statement(node: Node, out: Stmt[]): void {
    this.nesting.within(() => {
      const { prelude, value } = this.withPrelude(() => {
        const lowered: Stmt[] = [];
        this.lowerStatement(node, lowered);
        return lowered;
      });
      out.push(...prelude, ...value);
    }, () => undefined);
  }

  private lowerStatement(node: Node, out: Stmt[]): void {
    if (SKIPPED.test(node.type)) return;
    switch (node.type) {
      case 'local_declaration_statement': case 'global_statement': case 'checked_statement': case 'unsafe_statement': case 'fixed_statement': case 'labeled_statement': case 'lock_statement':
      case 'preproc_if': case 'preproc_else': case 'preproc_elif':
        for (const child of this.kids(node)) {
          if (child.id === node.childForFieldName('condition')?.id && node.type.startsWith('preproc')) continue;
          if (node.type === 'lock_statement' && child.type !== 'block') continue;
          this.statement(child, out);
        }
        return;
      case 'variable_declaration':
        this.declaration(node, out);
        return;
      case 'expression_statement': {
        const expression = this.kids(node).find((c) => !/comment/.test(c.type));
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
        for (const init of node.childrenForFieldName('initializer')) if (init?.isNamed) this.statement(init, out);
        const condition = node.childForFieldName('condition');
        const update: Stmt[] = [];
        for (const step of node.childrenForFieldName('update')) if (step?.isNamed) this.expressionStatement(step, update);
        out.push({ kind: 'loop', ...(condition ? { test: this.expr(condition) } : {}), body: this.block(node.childForFieldName('body')), update, node });
        return;
      }
      case 'foreach_statement': {
        const left = node.childForFieldName('left');
        const right = node.childForFieldName('right');
        const type = node.childForFieldName('type');
        if (!left || !right) return;
        const target: Target = left.type === 'identifier'
          ? { kind: 'name', name: left.text, node: left, ...(type && type.type !== 'implicit_type' ? { declaredType: csType(type.text) } : {}) }
          : this.target(left);
        out.push({ kind: 'loop', body: this.block(node.childForFieldName('body')), update: [], each: { target, iterable: this.expr(right) }, node });
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
      case 'switch_statement':
        out.push(this.switchStatement(node));
        return;
      case 'return_statement': {
        const value = this.kids(node).find((c) => !/comment/.test(c.type));
        const lowered = value ? this.expr(value) : undefined;
        if (this.outScopes.at(-1)?.length) out.push({ kind: 'return', value: this.withOuts(lowered, node), node });
        else out.push({ kind: 'return', ...(lowered ? { value: lowered } : {}), node });
        return;
      }
      case 'yield_statement': {
        const value = this.kids(node).find((c) => !/comment/.test(c.type));
        // `yield return x` hands out one value and goes on; `yield break` ends the iterator.
        if (!value) out.push({ kind: 'return', node });
        else out.push({ kind: 'if', test: opaque(node), then: [{ kind: 'return', value: this.expr(value), node }], otherwise: [], node });
        return;
      }
      case 'break_statement':
        out.push({ kind: 'break', node });
        return;
      case 'continue_statement':
        out.push({ kind: 'continue', node });
        return;
      case 'throw_statement': {
        const value = this.kids(node).find((c) => !/comment/.test(c.type));
        out.push({ kind: 'throw', ...(value ? { value: this.expr(value) } : {}), node });
        return;
      }
      case 'try_statement':
        out.push(this.tryStatement(node));
        return;
      case 'using_statement': {
        const body: Stmt[] = [];
        for (const child of this.kids(node)) {
          if (child.id === node.childForFieldName('body')?.id) continue;
          if (child.type === 'variable_declaration') this.declaration(child, body);
          else if (!/comment/.test(child.type)) body.push({ kind: 'expr', expr: this.expr(child), node: child });
        }
        body.push(...this.block(node.childForFieldName('body')));
        out.push({ kind: 'block', body, node });
        return;
      }
      case 'block':
        out.push({ kind: 'block', body: this.statements(this.kids(node)), node });
        return;
      case 'local_function_statement': {
        const fn = this.localFunction(node);
        if (fn.name) out.push({ kind: 'function', name: fn.name, fn, node });
        return;
      }
      default:
        this.expressionStatement(node, out);
    }
  }

  /** `T a = x, b;`, `var (a, b) = t;` and `using var r = …;` as assignments. */
  protected declaration(node: Node, out: Stmt[]): void {
    const type = node.childForFieldName('type');
    const declared = type && type.type !== 'implicit_type' ? csType(type.text) : undefined;
    for (const declarator of this.kids(node).filter((c) => c.type === 'variable_declarator')) {
      const name = declarator.childForFieldName('name') ?? this.kids(declarator).find((c) => c.type === 'tuple_pattern' || c.type === 'parenthesized_variable_designation');
      if (!name) continue;
      const valueNode = valueOf(declarator);
      if (name.type !== 'identifier') {
        if (valueNode) out.push({ kind: 'assign', target: this.target(name), value: this.expr(valueNode), node: declarator });
        continue;
      }
      const variable = { kind: 'name' as const, name: name.text, node: name };
      const initialised = valueNode ? this.initialisers.declared(valueNode, variable, declared) : undefined;
      if (initialised) {
        out.push(...initialised);
        continue;
      }
      const value = !valueNode ? literal(null, declarator)
        : valueNode.type === 'implicit_object_creation_expression' ? this.initialisers.creation(valueNode, declared)
          : valueNode.type === 'interpolated_string_expression' && declared === 'FormattableString' ? this.formattableString(valueNode)
            : this.expr(valueNode);
      out.push({ kind: 'assign', target: { ...variable, ...(declared ? { declaredType: declared } : {}) }, value, node: declarator });
    }
  }

  private expressionStatement(node: Node, out: Stmt[]): void {
    if (node.type === 'assignment_expression') {
      this.assignment(node, out);
      return;
    }
    if (node.type === 'variable_declaration') {
      this.declaration(node, out);
      return;
    }
    const operator = node.type === 'postfix_unary_expression' || node.type === 'prefix_unary_expression' ? node.children.find((c) => c && !c.isNamed)?.text : undefined;
    const operand = this.kids(node)[0];
    if ((operator === '++' || operator === '--') && operand) {
      out.push({ kind: 'assign', target: this.target(operand), value: literal(1, node), op: operator[0]!, node });
      return;
    }
    out.push({ kind: 'expr', expr: this.expr(node), node });
  }

  private tryStatement(node: Node): Stmt {
    const handlers = this.kids(node).filter((c) => c.type === 'catch_clause').map((clause) => {
      const declaration = this.kids(clause).find((c) => c.type === 'catch_declaration');
      const name = declaration?.childForFieldName('name')?.text;
      const filter = this.kids(clause).find((c) => c.type === 'catch_filter_clause');
      const condition = filter ? this.kids(filter)[0] : undefined;
      const body = this.block(clause.childForFieldName('body'));
      // `catch (…) when (cond)`: the handler runs where the filter held.
      return { ...(name ? { name } : {}), body: condition ? [{ kind: 'if' as const, test: this.expr(condition), then: body, otherwise: [], node: filter! }] : body };
    });
    const finalizer = this.kids(node).find((c) => c.type === 'finally_clause');
    return { kind: 'try', body: this.block(node.childForFieldName('body')), handlers, finalizer: finalizer ? this.block(this.kids(finalizer).find((c) => c.type === 'block') ?? null) : [], node };
  }

  /**
   * `switch (x) { case "a": case "b": …; case int n when n > 0: …; default: … }`: sections without statements share
   * the next one's; constant cases compare with the subject, other patterns become conditions of their own.
   */
  private switchStatement(node: Node): Stmt {
    const subjectNode = node.childForFieldName('value') ?? this.kids(node).find((c) => c.type !== 'switch_body');
    const subject: Expr = subjectNode ? this.expr(subjectNode) : opaque(node);
    const body = node.childForFieldName('body');
    const sections: { labels: Node[]; guards: (Node | undefined)[]; isDefault: boolean; statements: Node[] }[] = [];
    let pending: { labels: Node[]; guards: (Node | undefined)[]; isDefault: boolean } = { labels: [], guards: [], isDefault: false };
    for (const section of body ? this.kids(body).filter((c) => c.type === 'switch_section') : []) {
      const children = this.kids(section).filter((c) => !/comment/.test(c.type));
      const labels = children.filter((c) => /_pattern$|^discard$/.test(c.type));
      const guard = children.find((c) => c.type === 'when_clause');
      const statements = children.filter((c) => !labels.includes(c) && c !== guard);
      pending.labels.push(...labels);
      pending.guards.push(...labels.map(() => guard));
      pending.isDefault ||= labels.length === 0;
      if (statements.length === 0) continue;
      sections.push({ ...pending, statements });
      pending = { labels: [], guards: [], isDefault: false };
    }
    const constantOnly = sections.every((s) => s.labels.every((label, i) => label.type === 'constant_pattern' && !s.guards[i]));
    const cases: SwitchCase[] = sections.map((section) => {
      // `case int n when n > 0:` binds n for its guard too: the binding runs before the switch.
      for (const binding of section.labels.flatMap((label) => this.patterns.bindings(label, subject))) this.prelude(binding);
      const statements = this.statements(section.statements);
      if (section.isDefault) return { tests: [], body: statements };
      const tests = section.labels.map((label, i) => {
        if (constantOnly) {
          const value = this.kids(label)[0];
          return value ? this.expr(value) : opaque(label);
        }
        return this.patterns.test(label, subject, section.guards[i]) ?? literal(true, label);
      });
      return { tests, body: statements };
    });
    return { kind: 'switch', subject: constantOnly ? subject : undefined, cases, fallthrough: false, node };
  }
}

/** The names of a method's `out` parameters, in order. */
export function outParameters(node: Node): string[] {
  const list = node.childForFieldName('parameters');
  if (!list) return [];
  return namedChildrenOf(list)
    .filter((p) => p.type === 'parameter' && namedChildrenOf(p).some((c) => c.type === 'modifier' && c.text === 'out'))
    .map((p) => p.childForFieldName('name')?.text ?? '')
    .filter(Boolean);
}

/** A declarator's value: what follows its `=`. */
export function valueOf(declarator: Node): Node | undefined {
  let afterEquals = false;
  for (const child of declarator.children) {
    if (!child) continue;
    if (afterEquals && !/comment/.test(child.type)) return child;
    if (child.type === '=') afterEquals = true;
  }
  return undefined;
}
