/**
 * Ruby statements lowered to the IR: assignments (multiple, `||=`, setters, `[]=`), `if`/`unless`/`elsif` and
 * their modifier forms, `case`/`when` as the chain of comparisons it is (so a branch knows which constant the
 * value equals), loops, `begin`/`rescue`/`else`/`ensure` (also as a method's or block's body), `rescue` modifiers,
 * `raise`, `return`/`next`/`break`. A body hands the value of its last statement to a sink: a method returns it.
 */
import type { Node } from '../../core/rule';
import type { Expr, PatternElement, Stmt, Target } from '../../core/ir';
import { namedChildrenOf } from '../../core/syntax';
import { opaque } from '../../analysis/dataflow/lowering';
import { readTarget } from './expressions';
import type { Lowerer, ValueSink } from './lowerer';
import { methodName } from './rules/context';
import type { Scope } from './scope';

const SKIPPED = new Set(['comment', 'heredoc_body', 'empty_statement', 'undef', 'alias', 'begin_block', 'end_block', 'class', 'module', 'singleton_class']);
const CLAUSES = new Set(['rescue', 'else', 'ensure']);
const LITERAL_PATTERNS = new Set(['string', 'simple_symbol', 'delimited_symbol', 'integer', 'float', 'nil', 'true', 'false', 'character']);

/** The statements of a node holding them (`then`, `else`, `do`, a body). */
export function childStatements(node: Node | null | undefined): Node[] {
  return node ? namedChildrenOf(node) : [];
}

/** The value a `return`, `next` or `break` carries: none, one, or several as a list. */
function jumpValue(l: Lowerer, node: Node, scope: Scope): Expr | undefined {
  const list = namedChildrenOf(node).find((child) => child.type === 'argument_list');
  const values = list ? namedChildrenOf(list).filter((c) => c.type !== 'comment') : [];
  if (values.length === 0) return undefined;
  if (values.length === 1) return l.expr(values[0]!, scope);
  return { kind: 'array', elements: values.map((value) => l.expr(value, scope)), node: list! };
}

export function lowerBody(l: Lowerer, nodes: readonly Node[], scope: Scope, sink: ValueSink | undefined, owner?: Node): Stmt[] {
  const statements = nodes.filter((node) => !SKIPPED.has(node.type));
  if (statements.some((node) => CLAUSES.has(node.type))) return [tryStatement(l, statements, scope, sink, owner ?? statements[0]!)];
  const out: Stmt[] = [];
  statements.forEach((node, i) => {
    if (i === statements.length - 1 && sink) valueStatement(l, node, out, scope, sink);
    else l.statement(node, out, scope);
  });
  return out;
}

/** `begin … rescue E => e … else … ensure … end`, or a method body holding those clauses. */
function tryStatement(l: Lowerer, nodes: readonly Node[], scope: Scope, sink: ValueSink | undefined, node: Node): Stmt {
  const main = nodes.filter((child) => !CLAUSES.has(child.type));
  const otherwise = nodes.find((child) => child.type === 'else');
  const ensure = nodes.find((child) => child.type === 'ensure');
  const body = [...lowerBody(l, main, scope, otherwise ? undefined : sink), ...(otherwise ? lowerBody(l, childStatements(otherwise), scope, sink) : [])];
  const handlers = nodes.filter((child) => child.type === 'rescue').map((clause) => {
    const variable = clause.childForFieldName('variable');
    const named = variable ? namedChildrenOf(variable)[0] : undefined;
    const name = named?.type === 'identifier' ? scope.declare(named.text) : undefined;
    return { ...(name ? { name } : {}), body: lowerBody(l, childStatements(clause.childForFieldName('body')), scope, sink) };
  });
  const finalizer = ensure ? lowerBody(l, childStatements(ensure), scope, undefined) : [];
  return { kind: 'try', body, handlers, finalizer, node };
}

/** The last statement of a body, whose value goes to `sink`: into each branch of a conditional. */
function valueStatement(l: Lowerer, node: Node, out: Stmt[], scope: Scope, sink: ValueSink): void {
  switch (node.type) {
    case 'if': case 'unless':
      out.push(ifStatement(l, node, scope, sink));
      return;
    case 'if_modifier': case 'unless_modifier': {
      const body = node.childForFieldName('body');
      out.push(modifierIf(l, node, scope, body ? lowerBody(l, [body], scope, sink) : []));
      return;
    }
    case 'case':
      out.push(...caseStatement(l, node, scope, sink));
      return;
    case 'begin':
      out.push(...lowerBody(l, childStatements(node), scope, sink, node));
      return;
    case 'parenthesized_statements':
      out.push(...lowerBody(l, childStatements(node), scope, sink));
      return;
    case 'rescue_modifier':
      out.push(rescueModifier(l, node, scope, sink));
      return;
    case 'assignment': case 'operator_assignment': {
      const before = out.length;
      l.statement(node, out, scope);
      const assigned = out.slice(before).find((s): s is Extract<Stmt, { kind: 'assign' }> => s.kind === 'assign');
      if (assigned) out.push(...sink(readTarget(assigned.target), node));
      return;
    }
    case 'return': case 'next': case 'break': case 'redo': case 'retry': case 'while': case 'until': case 'for': case 'while_modifier': case 'until_modifier':
    case 'method': case 'singleton_method': case 'class': case 'module':
      l.statement(node, out, scope);
      return;
    case 'call':
      if (isRaise(node)) {
        l.statement(node, out, scope);
        return;
      }
      out.push(...sink(l.expr(node, scope), node));
      return;
    default:
      out.push(...sink(l.expr(node, scope), node));
  }
}

function isRaise(call: Node): boolean {
  return !call.childForFieldName('receiver') && /^(raise|fail)$/.test(methodName(call));
}

function negate(test: Expr, node: Node): Expr {
  return { kind: 'unary', op: '!', operand: test, node };
}

function ifStatement(l: Lowerer, node: Node, scope: Scope, sink: ValueSink | undefined): Stmt {
  const condition = node.childForFieldName('condition');
  let test = condition ? l.expr(condition, scope) : opaque(node);
  if (node.type === 'unless') test = negate(test, node);
  const then = lowerBody(l, childStatements(node.childForFieldName('consequence')), scope, sink);
  const alternative = node.childForFieldName('alternative');
  let otherwise: Stmt[] = [];
  if (alternative?.type === 'elsif') otherwise = [ifStatement(l, alternative, scope, sink)];
  else if (alternative) otherwise = lowerBody(l, childStatements(alternative), scope, sink);
  return { kind: 'if', test, then, otherwise, node };
}

function modifierIf(l: Lowerer, node: Node, scope: Scope, then: Stmt[]): Stmt {
  const condition = node.childForFieldName('condition');
  const test = condition ? l.expr(condition, scope) : opaque(node);
  return { kind: 'if', test: node.type === 'unless_modifier' ? negate(test, node) : test, then, otherwise: [], node };
}

/** `x rescue fallback`: x, or the fallback when x raised. */
function rescueModifier(l: Lowerer, node: Node, scope: Scope, sink: ValueSink | undefined): Stmt {
  const body = node.childForFieldName('body');
  const handler = node.childForFieldName('handler');
  return {
    kind: 'try',
    body: body ? lowerBody(l, [body], scope, sink) : [],
    handlers: [{ body: handler ? lowerBody(l, [handler], scope, sink) : [] }],
    finalizer: [],
    node,
  };
}

/**
 * `case x when 'a', 'b' then … when /re/ then … else … end` as the `if` chain it is: literal patterns compare with
 * ==, so a branch knows the constant x equals; other patterns ask `pattern === x` (a class, a range, a regexp).
 */
function caseStatement(l: Lowerer, node: Node, scope: Scope, sink: ValueSink | undefined): Stmt[] {
  const valueNode = node.childForFieldName('value');
  const out: Stmt[] = [];
  let subject: Expr | undefined;
  if (valueNode) {
    subject = l.expr(valueNode, scope);
    if (!(subject.kind === 'name' || (subject.kind === 'member' && subject.object.kind === 'this'))) {
      const held = l.temp('$case', valueNode);
      out.push({ kind: 'assign', target: { kind: 'name', name: held, node: valueNode }, value: subject, node: valueNode });
      subject = { kind: 'name', name: held, node: valueNode };
    }
  }
  const clauses = namedChildrenOf(node).filter((child) => child.type === 'when');
  const otherwise = namedChildrenOf(node).find((child) => child.type === 'else');
  let chain: Stmt[] = otherwise ? lowerBody(l, childStatements(otherwise), scope, sink) : [];
  for (const clause of [...clauses].reverse()) {
    const tests = clause.childrenForFieldName('pattern').filter((p): p is Node => p !== null).map((pattern) => {
      const inner = namedChildrenOf(pattern)[0] ?? pattern;
      if (!subject) return l.expr(inner, scope);
      if (LITERAL_PATTERNS.has(inner.type) && !namedChildrenOf(inner).some((c) => c.type === 'interpolation')) return { kind: 'binary', op: '==', left: subject, right: l.expr(inner, scope), node: pattern } satisfies Expr;
      if (inner.type === 'splat_argument') return { kind: 'binary', op: 'in', left: subject, right: l.expr(namedChildrenOf(inner)[0] ?? inner, scope), node: pattern } satisfies Expr;
      return { kind: 'call', callee: { kind: 'member', object: l.expr(inner, scope), property: '===', node: pattern }, args: [subject], named: new Map(), isNew: false, node: pattern } satisfies Expr;
    });
    const test = tests.reduce<Expr | undefined>((a, b) => (a ? { kind: 'binary', op: '||', left: a, right: b, node: clause } : b), undefined) ?? opaque(clause);
    chain = [{ kind: 'if', test, then: lowerBody(l, childStatements(clause.childForFieldName('body')), scope, sink), otherwise: chain, node: clause }];
  }
  return [...out, ...chain];
}

/** `case x in {name: String} …`: patterns no comparison decides; each branch may run. */
function caseMatch(l: Lowerer, node: Node, scope: Scope): Stmt {
  const valueNode = node.childForFieldName('value');
  const clauses = namedChildrenOf(node).filter((child) => child.type === 'in_clause' || child.type === 'else');
  return {
    kind: 'switch',
    subject: valueNode ? l.expr(valueNode, scope) : undefined,
    cases: clauses.map((clause) => ({ tests: clause.type === 'else' ? [] : [opaque(clause)], body: lowerBody(l, childStatements(clause.childForFieldName('body') ?? clause), scope, undefined) })),
    fallthrough: false,
    node,
  };
}

export function lowerTarget(l: Lowerer, node: Node, scope: Scope): Target {
  switch (node.type) {
    case 'identifier':
      return { kind: 'name', name: scope.declare(node.text), node };
    case 'constant': case 'global_variable':
      return { kind: 'name', name: node.text, node };
    case 'instance_variable': {
      const ivar = scope.ivar(node.text.slice(1), node);
      return ivar.kind === 'name' ? { kind: 'name', name: ivar.name, node } : { kind: 'member', object: { kind: 'this', node }, property: node.text.slice(1), node };
    }
    case 'class_variable':
      return { kind: 'member', object: { kind: 'this', node }, property: node.text, node };
    case 'scope_resolution': {
      const outer = node.childForFieldName('scope');
      const name = node.childForFieldName('name')?.text ?? node.text;
      return outer ? { kind: 'member', object: l.expr(outer, scope), property: name, node } : { kind: 'name', name, node };
    }
    case 'call': {
      // `obj.name = v` calls the setter name=: a write of the attribute.
      const receiver = node.childForFieldName('receiver');
      const method = node.childForFieldName('method');
      if (!receiver || !method) return { kind: 'ignore', node };
      return { kind: 'member', object: l.expr(receiver, scope), property: method.text, node };
    }
    case 'element_reference': {
      const object = node.childForFieldName('object')!;
      const key = namedChildrenOf(node).find((child) => child.id !== object.id);
      return { kind: 'index', object: l.expr(object, scope), index: key ? l.expr(key, scope) : opaque(node), node };
    }
    case 'left_assignment_list': case 'destructured_left_assignment': case 'destructured_parameter': {
      const elements: PatternElement[] = namedChildrenOf(node).map((child, key) => {
        if (child.type === 'rest_assignment' || child.type === 'splat_parameter') {
          const inner = child.childForFieldName('name') ?? namedChildrenOf(child)[0];
          return { key: undefined, target: inner ? lowerTarget(l, inner, scope) : { kind: 'ignore', node: child }, rest: true };
        }
        return { key, target: lowerTarget(l, child, scope) };
      });
      return { kind: 'pattern', elements, node };
    }
    default:
      return { kind: 'ignore', node };
  }
}

function assignment(l: Lowerer, node: Node, out: Stmt[], scope: Scope): void {
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  if (!left || !right) return;
  const value = right.type === 'right_assignment_list'
    ? { kind: 'array', elements: namedChildrenOf(right).map((element) => l.expr(element, scope)), node: right } satisfies Expr
    : l.expr(right, scope);
  out.push({ kind: 'assign', target: lowerTarget(l, left, scope), value, node });
}

function operatorAssignment(l: Lowerer, node: Node, out: Stmt[], scope: Scope): void {
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  const operator = node.childForFieldName('operator')?.text ?? '+=';
  if (!left || !right) return;
  const value = l.expr(right, scope);
  const target = lowerTarget(l, left, scope);
  if (operator === '||=' || operator === '&&=') {
    // `x ||= default`: x when it holds something, else the default.
    out.push({ kind: 'assign', target, value: { kind: 'binary', op: operator.slice(0, 2), left: readTarget(target), right: value, node }, node });
    return;
  }
  out.push({ kind: 'assign', target, value, op: operator.slice(0, -1), node });
}

function loop(l: Lowerer, node: Node, scope: Scope): Stmt {
  const jumps = { next: (_v: Expr | undefined, at: Node): Stmt[] => [{ kind: 'continue', node: at }], break: (_v: Expr | undefined, at: Node): Stmt[] => [{ kind: 'break', node: at }] };
  const inner = scope.withJumps(jumps);
  const condition = node.childForFieldName('condition');
  const body = node.childForFieldName('body');
  const statements = node.type.endsWith('_modifier') ? (body ? lowerBody(l, [body], inner, undefined) : []) : lowerBody(l, childStatements(body), inner, undefined);
  if (node.type === 'for') {
    const pattern = node.childForFieldName('pattern');
    const value = node.childForFieldName('value');
    const iterable = value ? namedChildrenOf(value)[0] : undefined;
    return { kind: 'loop', body: statements, update: [], each: { target: pattern ? lowerTarget(l, pattern, scope) : { kind: 'ignore', node }, iterable: iterable ? l.expr(iterable, scope) : opaque(node) }, node };
  }
  let test = condition ? l.expr(condition, scope) : opaque(node);
  if (node.type.startsWith('until')) test = negate(test, node);
  return { kind: 'loop', test, body: statements, update: [], node };
}

export function lowerStatement(l: Lowerer, node: Node, out: Stmt[], scope: Scope): void {
  switch (node.type) {
    case 'assignment':
      assignment(l, node, out, scope);
      return;
    case 'operator_assignment':
      operatorAssignment(l, node, out, scope);
      return;
    case 'if': case 'unless':
      out.push(ifStatement(l, node, scope, undefined));
      return;
    case 'if_modifier': case 'unless_modifier': {
      const body = node.childForFieldName('body');
      out.push(modifierIf(l, node, scope, body ? lowerBody(l, [body], scope, undefined) : []));
      return;
    }
    case 'while': case 'until': case 'for': case 'while_modifier': case 'until_modifier':
      out.push(loop(l, node, scope));
      return;
    case 'case':
      out.push(...caseStatement(l, node, scope, undefined));
      return;
    case 'case_match':
      out.push(caseMatch(l, node, scope));
      return;
    case 'begin': case 'parenthesized_statements':
      out.push(...lowerBody(l, childStatements(node), scope, undefined, node));
      return;
    case 'rescue_modifier':
      out.push(rescueModifier(l, node, scope, undefined));
      return;
    case 'return': {
      const value = jumpValue(l, node, scope);
      out.push({ kind: 'return', ...(value ? { value } : {}), node });
      return;
    }
    case 'next': case 'break': {
      const jump = scope.jumps?.[node.type];
      if (jump) out.push(...jump(jumpValue(l, node, scope), node));
      return;
    }
    case 'redo': case 'retry':
      return;
    case 'method': case 'singleton_method': {
      const name = node.childForFieldName('name')?.text;
      if (name) out.push({ kind: 'function', name, fn: l.closure(node, scope), node });
      return;
    }
    case 'call':
      if (isRaise(node)) {
        const args = node.childForFieldName('arguments');
        const values = args ? namedChildrenOf(args).filter((c) => c.type !== 'comment').map((arg) => l.expr(arg, scope)) : [];
        out.push({ kind: 'throw', ...(values.length ? { value: values.length === 1 ? values[0]! : { kind: 'array', elements: values, node: args! } } : {}), node });
        return;
      }
      if (!node.childForFieldName('receiver') && methodName(node) === 'loop' && node.childForFieldName('block')) {
        const block = node.childForFieldName('block')!;
        const jumps = { next: (_v: Expr | undefined, at: Node): Stmt[] => [{ kind: 'continue', node: at }], break: (_v: Expr | undefined, at: Node): Stmt[] => [{ kind: 'break', node: at }] };
        out.push({ kind: 'loop', body: lowerBody(l, childStatements(block.childForFieldName('body')), scope.withJumps(jumps), undefined), update: [], node });
        return;
      }
      out.push({ kind: 'expr', expr: l.expr(node, scope), node });
      return;
    case 'binary': {
      // `value or abort("…")`, `x && return`: the right side runs only on one branch.
      const operator = node.childForFieldName('operator')?.text ?? '';
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      if (left && right && /^(or|\|\||and|&&)$/.test(operator)) {
        const test = l.expr(left, scope);
        out.push({ kind: 'if', test: /^(or|\|\|)$/.test(operator) ? negate(test, node) : test, then: lowerBody(l, [right], scope, undefined), otherwise: [], node });
        return;
      }
      out.push({ kind: 'expr', expr: l.expr(node, scope), node });
      return;
    }
    default:
      if (SKIPPED.has(node.type)) return;
      out.push({ kind: 'expr', expr: l.expr(node, scope), node });
  }
}

