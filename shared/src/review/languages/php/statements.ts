/**
 * PHP statements lowered to the IR: `if`/`elseif`/`else` (braces or colons), loops with `foreach` keys and values,
 * `switch` (falling through), `try`/`catch`/`finally`, `echo`/`print`/`<?= ?>` as calls of `echo`, `exit`, `static`
 * and `unset`; declarations inside bodies are the lowering of declarations' (lowering.ts).
 */
import type { Node } from '../../core/rule';
import { childrenOf, fieldChildren, namedChildrenOf } from '../../core/syntax';
import type { Expr, Stmt, SwitchCase, Target } from '../../core/ir';
import { literal, opaque, type NestingGuard } from '../../analysis/dataflow/lowering';
import type { PhpExpressions } from './expressions';
import { variableName } from './names';

export class PhpStatements {
  constructor(
    private readonly expressions: PhpExpressions,
    private readonly nesting: NestingGuard,
  ) {}

  block(node: Node | null): Stmt[] {
    if (!node) return [];
    if (node.type === 'compound_statement' || node.type === 'colon_block') return this.statements(namedChildrenOf(node));
    return this.statements([node]);
  }

  statements(nodes: readonly Node[]): Stmt[] {
    const out: Stmt[] = [];
    for (const node of nodes) this.statement(node, out);
    return out;
  }

  /** Lowers one statement; nested deeper than MAX_LOWERING_DEPTH it is left out. */
  private statement(node: Node, out: Stmt[]): void {
    this.nesting.within(() => this.lowerStatement(node, out), () => undefined);
  }

  private lowerStatement(node: Node, out: Stmt[]): void {
    const expr = (n: Node) => this.expressions.expr(n);
    switch (node.type) {
      case 'expression_statement': {
        const expression = namedChildrenOf(node).find((c) => c.type !== 'comment');
        if (!expression) return;
        // `<?= $x ?>` prints its value.
        if (isShortEcho(node)) out.push({ kind: 'expr', expr: this.echo(node, [expression]), node });
        else this.expressionStatement(expression, out);
        return;
      }
      case 'echo_statement':
        out.push({ kind: 'expr', expr: this.echo(node, namedChildrenOf(node).flatMap((c) => (c.type === 'sequence_expression' ? flattenSequence(c) : [c]))), node });
        return;
      case 'if_statement':
        out.push(this.ifStatement(node));
        return;
      case 'foreach_statement':
        out.push(this.foreach(node));
        return;
      case 'for_statement': {
        for (const init of fieldChildren(node, 'initialize')) for (const part of flattenSequence(init)) this.expressionStatement(part, out);
        const conditions = fieldChildren(node, 'condition').flatMap(flattenSequence);
        const update: Stmt[] = [];
        for (const step of fieldChildren(node, 'update')) for (const part of flattenSequence(step)) this.expressionStatement(part, update);
        const test = conditions.at(-1);
        out.push({ kind: 'loop', ...(test ? { test: expr(test) } : {}), body: this.block(node.childForFieldName('body')), update, node });
        return;
      }
      case 'while_statement':
        out.push({ kind: 'loop', test: this.condition(node), body: this.block(node.childForFieldName('body')), update: [], node });
        return;
      case 'do_statement': {
        const body = this.block(node.childForFieldName('body'));
        out.push({ kind: 'block', body, node }, { kind: 'loop', test: this.condition(node), body, update: [], node });
        return;
      }
      case 'switch_statement':
        out.push(this.switchStatement(node));
        return;
      case 'try_statement': {
        const handlers = namedChildrenOf(node).filter((c) => c.type === 'catch_clause').map((clause) => {
          const name = clause.childForFieldName('name');
          return { ...(name ? { name: variableName(name) } : {}), body: this.block(clause.childForFieldName('body')) };
        });
        const finalizer = namedChildrenOf(node).find((c) => c.type === 'finally_clause');
        out.push({ kind: 'try', body: this.block(node.childForFieldName('body')), handlers, finalizer: finalizer ? this.block(finalizer.childForFieldName('body')) : [], node });
        return;
      }
      case 'return_statement': {
        const value = namedChildrenOf(node).find((c) => c.type !== 'comment');
        out.push({ kind: 'return', ...(value ? { value: expr(value) } : {}), node });
        return;
      }
      case 'break_statement': out.push({ kind: 'break', node }); return;
      case 'continue_statement': out.push({ kind: 'continue', node }); return;
      case 'exit_statement':
        out.push({ kind: 'expr', expr: { kind: 'call', callee: { kind: 'name', name: 'exit', node }, args: namedChildrenOf(node).map(expr), named: new Map(), isNew: false, node }, node });
        return;
      case 'compound_statement': case 'colon_block':
        out.push({ kind: 'block', body: this.statements(namedChildrenOf(node)), node });
        return;
      case 'declare_statement':
        for (const child of namedChildrenOf(node)) if (child.type !== 'declare_directive') this.statement(child, out);
        return;
      case 'namespace_definition': {
        const body = node.childForFieldName('body');
        if (body) out.push(...this.block(body));
        return;
      }
      case 'function_static_declaration':
        for (const declaration of namedChildrenOf(node)) {
          const name = declaration.childForFieldName('name');
          const value = declaration.childForFieldName('value');
          if (name) out.push({ kind: 'assign', target: { kind: 'name', name: variableName(name), node: name }, value: value ? expr(value) : literal(null, declaration), node: declaration });
        }
        return;
      case 'unset_statement':
        for (const variable of namedChildrenOf(node)) {
          const target = this.expressions.target(variable);
          if (target.kind === 'name') out.push({ kind: 'assign', target, value: literal(null, variable), node });
        }
        return;
      case 'const_declaration':
        for (const element of namedChildrenOf(node).filter((c) => c.type === 'const_element')) {
          const [name, value] = namedChildrenOf(element);
          if (name && value) out.push({ kind: 'assign', target: { kind: 'name', name: name.text, node: name }, value: expr(value), node: element });
        }
        return;
      case 'function_definition': case 'class_declaration': case 'interface_declaration': case 'trait_declaration': case 'enum_declaration':
      case 'namespace_use_declaration': case 'global_declaration': case 'text_interpolation': case 'text': case 'php_tag': case 'php_end_tag':
      case 'comment': case 'empty_statement': case 'named_label_statement': case 'goto_statement':
        return;
      default:
        out.push({ kind: 'expr', expr: expr(node), node });
    }
  }

  /**
   * `echo a, b;` and `<?= a ?>`: one call of `echo` with the values printed, each marked where it lands in the HTML
   * around it (after `href="`, in an unquoted attribute).
   */
  private echo(node: Node, values: readonly Node[]): Expr {
    let before = isShortEcho(node) ? templateTextBefore(node) : '';
    const args = values.map((value) => {
      const lowered = this.expressions.expr(value);
      const marked = before ? this.expressions.inHtml(lowered, before, value) : lowered;
      before = lowered.kind === 'literal' && typeof lowered.value === 'string' ? lowered.value : '';
      return marked;
    });
    return { kind: 'call', callee: { kind: 'name', name: 'echo', node }, args, named: new Map(), isNew: false, node };
  }

  private expressionStatement(node: Node, out: Stmt[]): void {
    switch (node.type) {
      case 'assignment_expression': case 'augmented_assignment_expression': case 'reference_assignment_expression': case 'update_expression':
        this.expressions.assignment(node, out);
        return;
      case 'throw_expression': {
        const value = namedChildrenOf(node)[0];
        out.push({ kind: 'throw', ...(value ? { value: this.expressions.expr(value) } : {}), node });
        return;
      }
      case 'parenthesized_expression': {
        const inner = namedChildrenOf(node)[0];
        if (inner) this.expressionStatement(inner, out);
        return;
      }
      default:
        out.push({ kind: 'expr', expr: this.expressions.expr(node), node });
    }
  }

  private condition(node: Node): Expr {
    const condition = node.childForFieldName('condition');
    if (!condition) return opaque(node);
    const inner = condition.type === 'parenthesized_expression' ? namedChildrenOf(condition)[0] ?? condition : condition;
    return this.expressions.expr(inner);
  }

  /** `if … elseif … else if … else …`, braces or colons. */
  private ifStatement(node: Node): Stmt {
    const alternatives = fieldChildren(node, 'alternative');
    const chain = (index: number): Stmt[] => {
      const clause = alternatives[index];
      if (!clause) return [];
      if (clause.type === 'else_clause') return this.block(clause.childForFieldName('body'));
      return [{ kind: 'if', test: this.condition(clause), then: this.block(clause.childForFieldName('body')), otherwise: chain(index + 1), node: clause }];
    };
    return { kind: 'if', test: this.condition(node), then: this.block(node.childForFieldName('body')), otherwise: chain(0), node };
  }

  /** `foreach ($items as $key => $value)`: the value takes each element; the key carries what the container does. */
  private foreach(node: Node): Stmt {
    const parts = namedChildrenOf(node).filter((c) => c.id !== node.childForFieldName('body')?.id && c.type !== 'comment');
    const [iterableNode, binding] = parts;
    const body = this.block(node.childForFieldName('body'));
    if (!iterableNode || !binding) return { kind: 'block', body, node };
    const iterable = this.expressions.expr(iterableNode);
    let valueNode = binding;
    const prefix: Stmt[] = [];
    if (binding.type === 'pair') {
      const [key, value] = namedChildrenOf(binding);
      if (key && value) {
        valueNode = value;
        // The keys of request input (`foreach ($_POST as $field => …)`) are input too.
        prefix.push({ kind: 'assign', target: this.expressions.target(key), value: opaque(key, [this.expressions.expr(iterableNode)]), node: key });
      }
    }
    const target: Target = this.expressions.target(valueNode);
    return { kind: 'loop', body: [...prefix, ...body], update: [], each: { target, iterable }, node };
  }

  private switchStatement(node: Node): Stmt {
    const subject = this.condition(node);
    const body = node.childForFieldName('body');
    const cases: SwitchCase[] = [];
    for (const clause of body ? namedChildrenOf(body) : []) {
      if (clause.type !== 'case_statement' && clause.type !== 'default_statement') continue;
      const value = clause.childForFieldName('value');
      const statements = namedChildrenOf(clause).filter((c) => c.id !== value?.id);
      cases.push({ tests: clause.type === 'default_statement' || !value ? [] : [this.expressions.expr(value)], body: this.statements(statements) });
    }
    return { kind: 'switch', subject, cases, fallthrough: true, node };
  }
}

/** An expression statement right after `<?=`: the short echo tag prints it. */
export function isShortEcho(statement: Node): boolean {
  const previous = statement.previousNamedSibling;
  const tag = previous?.type === 'text_interpolation' ? childrenOf(previous).at(-1) : undefined;
  return tag?.type === 'php_tag' && tag.text === '<?=';
}

/** The page text written before a `<?= … ?>`: the HTML it prints into. */
function templateTextBefore(statement: Node): string {
  const previous = statement.previousNamedSibling;
  const text = previous?.type === 'text_interpolation' ? namedChildrenOf(previous).filter((c) => c.type === 'text').at(-1) : undefined;
  return text?.text ?? '';
}

function flattenSequence(node: Node): Node[] {
  // Without recursion: `echo a, b, …` nests one sequence per value.
  const out: Node[] = [];
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'sequence_expression') stack.push(...namedChildrenOf(current).reverse());
    else out.push(current);
  }
  return out;
}

