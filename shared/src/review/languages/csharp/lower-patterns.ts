/**
 * C# patterns: switch expressions as a chain of conditionals on the subject, the condition a pattern stands for
 * (`"a"`, `> 5`, `not null`, `int n when n > 0`), and the variables a pattern declares (assigned the subject before
 * the statement, so guards and values see them).
 */
import type { Node } from '../../core/rule';
import { childrenOf, namedChildrenOf } from '../../core/syntax';
import type { Expr, Stmt } from '../../core/ir';
import { literal, opaque } from '../../analysis/dataflow/lowering';
import type { ExpressionLowering } from './lower-expressions';
import { csType } from './names';

export class Patterns {
  constructor(private readonly lowering: ExpressionLowering) {}

  /** `subject switch { p1 => a, p2 when c => b, _ => d }` as a chain of conditionals. */
  switchExpression(node: Node): Expr {
    const subjectNode = namedChildrenOf(node).find((c) => c.type !== 'switch_expression_arm' && !/comment/.test(c.type));
    if (!subjectNode) return opaque(node);
    const subject = this.lowering.expr(subjectNode);
    const arms = namedChildrenOf(node).filter((c) => c.type === 'switch_expression_arm').map((arm) => {
      const [pattern, ...rest] = namedChildrenOf(arm).filter((c) => !/comment/.test(c.type));
      const guard = rest.find((c) => c.type === 'when_clause');
      const valueNode = rest.filter((c) => c.type !== 'when_clause').at(-1);
      // `string s when s.Length > 0 => s`: the binding is seen by the guard and the value, so it runs first.
      for (const binding of pattern ? this.bindings(pattern, subject) : []) this.lowering.prelude(binding);
      const value: Expr = valueNode ? this.lowering.expr(valueNode) : opaque(arm);
      return { test: pattern ? this.test(pattern, subject, guard) : undefined, value };
    });
    return arms.reduceRight<Expr>((otherwise, arm) => (arm.test ? { kind: 'conditional', test: arm.test, then: arm.value, otherwise, node } : arm.value), opaque(node));
  }

  /** The condition under which a pattern matches the subject; undefined when it always does (`_`, `var x`). */
  test(pattern: Node, subject: Expr, guard?: Node): Expr | undefined {
    const test = this.matchTest(pattern, subject);
    const condition = guard ? namedChildrenOf(guard)[0] : undefined;
    if (!condition) return test;
    const when = this.lowering.expr(condition);
    return test ? { kind: 'binary', op: '&&', left: test, right: when, node: guard! } : when;
  }

  private matchTest(pattern: Node, subject: Expr): Expr | undefined {
    switch (pattern.type) {
      case 'discard': case 'var_pattern':
        return undefined;
      case 'constant_pattern': {
        const value = namedChildrenOf(pattern)[0];
        return value ? { kind: 'binary', op: '==', left: subject, right: this.lowering.expr(value), node: pattern } : undefined;
      }
      case 'relational_pattern': {
        const value = namedChildrenOf(pattern)[0];
        const operator = childrenOf(pattern).find((c) => !c.isNamed)?.text ?? '==';
        return value ? { kind: 'binary', op: operator, left: subject, right: this.lowering.expr(value), node: pattern } : undefined;
      }
      case 'negated_pattern': {
        const inner = namedChildrenOf(pattern)[0];
        const test = inner ? this.matchTest(inner, subject) : undefined;
        return test ? { kind: 'unary', op: '!', operand: test, node: pattern } : literal(false, pattern);
      }
      case 'and_pattern': case 'or_pattern': {
        const [left, right] = namedChildrenOf(pattern);
        const a = left ? this.matchTest(left, subject) : undefined;
        const b = right ? this.matchTest(right, subject) : undefined;
        if (pattern.type === 'or_pattern' && (!a || !b)) return undefined;
        if (!a || !b) return a ?? b;
        return { kind: 'binary', op: pattern.type === 'and_pattern' ? '&&' : '||', left: a, right: b, node: pattern };
      }
      case 'parenthesized_pattern': {
        const inner = namedChildrenOf(pattern)[0];
        return inner ? this.matchTest(inner, subject) : undefined;
      }
      default:
        // A type, property or positional pattern: whether it matches is not known here.
        return opaque(pattern);
    }
  }

  /** Variables a pattern declares, assigned the subject (`o is string s`, `case Order { Id: var id }` left out). */
  bindings(pattern: Node, subject: Expr): Stmt[] {
    if (pattern.type === 'declaration_pattern' || pattern.type === 'recursive_pattern') {
      const name = pattern.childForFieldName('name') ?? namedChildrenOf(pattern).find((c) => c.type === 'identifier' && c.id !== pattern.childForFieldName('type')?.id);
      const type = pattern.childForFieldName('type');
      if (!name || name.type !== 'identifier') return [];
      return [{ kind: 'assign', target: { kind: 'name', name: name.text, node: name, ...(type ? { declaredType: csType(type.text) } : {}) }, value: subject, node: pattern }];
    }
    if (pattern.type === 'var_pattern') {
      const name = namedChildrenOf(pattern).find((c) => c.type === 'identifier');
      return name ? [{ kind: 'assign', target: { kind: 'name', name: name.text, node: name }, value: subject, node: pattern }] : [];
    }
    if (pattern.type === 'and_pattern' || pattern.type === 'parenthesized_pattern') return namedChildrenOf(pattern).flatMap((inner) => this.bindings(inner, subject));
    return [];
  }
}
