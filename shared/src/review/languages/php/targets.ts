/** Assignments and what they assign to: variables, properties, array entries, `list()` and `[…]` destructuring. */
import type { Node } from '../../core/rule';
import { childrenOf, namedChildrenOf } from '../../core/syntax';
import type { Expr, PatternElement, Stmt, Target } from '../../core/ir';
import { literal, opaque } from '../../analysis/dataflow/lowering';
import type { ExprLowerer } from './scope';
import { variableName } from './names';

/**
 * What is stored anywhere in `$_SESSION` (`$_SESSION['checkout']['shipping'] = […]`) passes through this pseudo-call
 * on its way: later requests read the session as the server's own state, so the taint rules judge the value there
 * (a sink row on it, as for the HTML contexts of strings.ts); a nested entry is as trusted as a top-level one.
 */
export const SESSION_STORE = 'php:session-store';

/** The variable a chain of subscripts starts from (`$_SESSION` of `$_SESSION['a']['b']`). */
function rootVariable(node: Node): string | undefined {
  let current: Node | undefined = node;
  while (current?.type === 'subscript_expression') current = namedChildrenOf(current)[0];
  return current?.type === 'variable_name' ? current.text : undefined;
}

/** The value an assignment stores, marked when it is stored in the session. */
function stored(left: Node, value: Expr, node: Node): Expr {
  if (rootVariable(left) !== '$_SESSION') return value;
  return { kind: 'call', callee: { kind: 'name', name: SESSION_STORE, node: left }, args: [value], named: new Map(), isNew: false, node };
}

/** An assignment (or `++`) as statements; `.=` appends text, `??=` keeps a set value, `+=` and the like compute a number. */
export function assignment(lowerer: ExprLowerer, node: Node, out: Stmt[]): void {
  if (node.type === 'update_expression') {
    const argument = node.childForFieldName('argument') ?? namedChildrenOf(node)[0];
    if (argument) out.push({ kind: 'assign', target: target(lowerer, argument), value: literal(1, node), op: node.text.includes('++') ? '+' : '-', node });
    return;
  }
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  if (!left || !right) return;
  const written = target(lowerer, left);
  if (node.type !== 'augmented_assignment_expression') {
    out.push({ kind: 'assign', target: written, value: stored(left, lowerer.expr(right), node), node });
    return;
  }
  const operator = node.childForFieldName('operator')?.text ?? '=';
  const value = lowerer.expr(right);
  if (operator === '.=') out.push({ kind: 'assign', target: written, value: stored(left, { kind: 'concat', parts: [lowerer.expr(left), value], node }, node), node });
  else if (operator === '??=') out.push({ kind: 'assign', target: written, value: stored(left, { kind: 'binary', op: '??', left: lowerer.expr(left), right: value, node }, node), node });
  else out.push({ kind: 'assign', target: written, value: { kind: 'typed', expr: { kind: 'binary', op: operator.slice(0, -1), left: lowerer.expr(left), right: value, node }, type: 'float', node }, node });
}

export function target(lowerer: ExprLowerer, node: Node): Target {
  switch (node.type) {
    case 'variable_name':
      return node.text === '$this' ? { kind: 'ignore', node } : { kind: 'name', name: variableName(node), node };
    case 'member_access_expression': case 'nullsafe_member_access_expression': case 'scoped_property_access_expression': {
      const value = lowerer.expr(node);
      return value.kind === 'member' ? { kind: 'member', object: value.object, property: value.property, node } : { kind: 'ignore', node };
    }
    case 'subscript_expression': {
      const [objectNode, indexNode] = namedChildrenOf(node).filter((c) => c.type !== 'comment');
      if (!objectNode) return { kind: 'ignore', node };
      const key = indexNode ? lowerer.key(indexNode, node) : undefined;
      return { kind: 'index', object: lowerer.expr(objectNode), index: indexNode ? (key !== undefined ? literal(key, indexNode) : lowerer.expr(indexNode)) : opaque(node), node };
    }
    case 'list_literal': case 'array_creation_expression':
      return { kind: 'pattern', elements: patternElements(lowerer, node), node };
    case 'by_ref': case 'parenthesized_expression': {
      const inner = namedChildrenOf(node)[0];
      return inner ? target(lowerer, inner) : { kind: 'ignore', node };
    }
    default:
      return { kind: 'ignore', node };
  }
}

/** `[$a, 'k' => $b, [$c]]` and `list(…)`: keyed entries by their key, the others by position (`[$a, , $c]` skips one). */
function patternElements(lowerer: ExprLowerer, node: Node): PatternElement[] {
  const elements: PatternElement[] = [];
  const children = childrenOf(node);
  let commas = 0;
  let key: Node | undefined;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type === ',') commas++;
    if (!child.isNamed || child.type === 'comment') continue;
    if (child.type === 'array_element_initializer') {
      const parts = namedChildrenOf(child);
      const keyNode = parts.length === 2 ? parts[0] : undefined;
      const value = parts.at(-1);
      if (!value) continue;
      const keyValue = keyNode ? lowerer.key(keyNode, child) : undefined;
      elements.push({ key: keyValue ?? (keyNode ? undefined : commas), target: target(lowerer, value) });
      continue;
    }
    if (children[i + 1]?.type === '=>') {
      key = child;
      continue;
    }
    const keyValue = key ? lowerer.key(key, node) : undefined;
    elements.push({ key: keyValue ?? (key ? undefined : commas), target: target(lowerer, child) });
    key = undefined;
  }
  return elements;
}
