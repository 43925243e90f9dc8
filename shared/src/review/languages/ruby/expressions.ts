/**
 * Ruby expressions lowered to the IR. A bare name is a local where one was declared before, else a call of the
 * method of that name (`params`, `current_user`); `@name` is a field of `self`; `A::B` a member of A; `x[k]` an
 * index; symbols are their name as text; statements used as values (`x = if …`, `y = begin … rescue … end`) run
 * into a variable the expression then reads.
 */
import type { Node } from '../../core/rule';
import type { Constant, Expr, Stmt, Target } from '../../core/ir';
import { namedChildrenOf } from '../../core/syntax';
import { literal, numberLiteral, opaque } from '../../analysis/dataflow/lowering';
import { bareMethodCall, lowerCall } from './calls';
import { characterValue, chainedString, heredocExpr, interpolatedParts, regexSource, stringExpr, symbolName, wordList } from './literals';
import type { Lowerer } from './lowerer';
import { pairKey } from './rules/context';
import type { Scope } from './scope';

/** Ruby's operators in the IR's spelling. */
const OPERATORS: Readonly<Record<string, string>> = { and: '&&', or: '||', not: '!' };
/** Statements whose value an expression can take. */
const STATEMENT_VALUES = new Set([
  'if', 'unless', 'case', 'case_match', 'begin', 'while', 'until', 'for', 'if_modifier', 'unless_modifier', 'while_modifier', 'until_modifier',
  'rescue_modifier', 'return', 'next', 'break', 'redo', 'retry',
]);



/** What an interpolation `#{…}` holds: the value of its last statement. */
export function interpolation(l: Lowerer, node: Node, scope: Scope): Expr {
  const statements = namedChildrenOf(node).filter((child) => child.type !== 'comment');
  if (statements.length === 1) return l.expr(statements[0]!, scope);
  return statementValue(l, statements, node, scope);
}

/** The value of statements run as an expression: they run, and their last value goes into a variable read after. */
export function statementValue(l: Lowerer, nodes: readonly Node[], node: Node, scope: Scope): Expr {
  const name = l.temp('$v', node);
  const statements = l.body(nodes, scope, (value, at) => [{ kind: 'assign', target: { kind: 'name', name, node: at }, value, node: at }]);
  return { kind: 'sequence', statements, value: { kind: 'name', name, node }, node };
}

/** The expression that reads what a target holds (`x ||= …` reads x first). */
export function readTarget(target: Target): Expr {
  switch (target.kind) {
    case 'name': return { kind: 'name', name: target.name, node: target.node };
    case 'member': return { kind: 'member', object: target.object, property: target.property, node: target.node };
    case 'index': return { kind: 'index', object: target.object, index: target.index, node: target.node };
    default: return opaque(target.node);
  }
}

export function lowerExpression(l: Lowerer, node: Node, scope: Scope): Expr {
  const interpolate = (child: Node) => interpolation(l, child, scope);
  switch (node.type) {
    case 'identifier': {
      const local = scope.lookup(node.text);
      if (local !== undefined) return { kind: 'name', name: local, node };
      if (l.hasAttribute(scope.className, node.text)) return scope.ivar(node.text, node);
      // The session is one store every action of the file shares (lowering.ts).
      if (node.text === 'session' && !l.facts.defined.has('session')) return { kind: 'name', name: 'session', node };
      return bareMethodCall(l, node.text, node, scope);
    }
    case 'constant': case 'global_variable':
      return { kind: 'name', name: node.text, node };
    case 'scope_resolution': {
      const outer = node.childForFieldName('scope');
      const name = node.childForFieldName('name')?.text ?? node.text;
      // A class of this file is known by its own name (`Billing::Invoice` is the Invoice the file defines).
      if (!outer || (node.childForFieldName('name')?.type === 'constant' && l.facts.classes.has(name))) return { kind: 'name', name, node };
      return { kind: 'member', object: l.expr(outer, scope), property: name, node };
    }
    case 'instance_variable':
      return scope.ivar(node.text.slice(1), node);
    case 'class_variable':
      return { kind: 'member', object: { kind: 'this', node }, property: node.text, node };
    case 'self':
      return { kind: 'this', node };
    case 'nil': return literal(null, node);
    case 'true': return literal(true, node);
    case 'false': return literal(false, node);
    case 'integer': case 'float':
      return literal(numberLiteral(node.text), node);
    case 'string':
      return stringExpr(node, interpolate);
    case 'chained_string':
      return chainedString(node, interpolate);
    case 'heredoc_beginning':
      return heredocExpr(node, l.heredocBody(node), interpolate);
    case 'character':
      return literal(characterValue(node), node);
    case 'simple_symbol': case 'hash_key_symbol':
      return literal(symbolName(node), node);
    case 'delimited_symbol':
      return stringExpr(node, interpolate);
    case 'string_array': case 'symbol_array':
      return wordList(node, interpolate);
    case 'regex': {
      const source = regexSource(node);
      if (source !== undefined) return literal(source, node);
      // `/…#{x}…/` builds a pattern from text at run time, as Regexp.new does.
      return { kind: 'call', callee: { kind: 'member', object: { kind: 'name', name: 'Regexp', node }, property: 'new', node }, args: [interpolatedParts(node, interpolate)], named: new Map(), isNew: false, node };
    }
    case 'subshell':
      // `…` and %x(…) run their text in a shell: Kernel#` is the method.
      return { kind: 'call', callee: { kind: 'name', name: '`', node }, args: [interpolatedParts(node, interpolate)], named: new Map(), isNew: false, node };
    case 'array':
      return { kind: 'array', elements: namedChildrenOf(node).filter((c) => c.type !== 'comment').map((element) => elementExpr(l, element, scope)), node };
    case 'hash':
      return hashExpr(l, node, scope);
    case 'pair':
      return l.expr(node.childForFieldName('value') ?? node, scope);
    case 'element_reference': {
      const object = node.childForFieldName('object')!;
      const keys = namedChildrenOf(node).filter((child) => child.id !== object.id && child.type !== 'comment');
      if (keys.length !== 1 || keys[0]!.type === 'splat_argument') return opaque(node, [l.expr(object, scope), ...keys.map((key) => l.expr(key, scope))]);
      return { kind: 'index', object: l.expr(object, scope), index: l.expr(keys[0]!, scope), node };
    }
    case 'call':
      return lowerCall(l, node, scope);
    case 'binary':
      return binaryExpr(l, node, scope);
    case 'unary': {
      const operator = node.childForFieldName('operator')?.text ?? '!';
      const operand = node.childForFieldName('operand');
      if (operator === 'defined?') return opaque(node);
      return { kind: 'unary', op: OPERATORS[operator] ?? operator, operand: operand ? l.expr(operand, scope) : opaque(node), node };
    }
    case 'conditional': {
      const test = node.childForFieldName('condition');
      const then = node.childForFieldName('consequence');
      const otherwise = node.childForFieldName('alternative');
      if (!test || !then || !otherwise) return opaque(node);
      return { kind: 'conditional', test: l.expr(test, scope), then: l.expr(then, scope), otherwise: l.expr(otherwise, scope), node };
    }
    case 'parenthesized_statements': {
      const statements = namedChildrenOf(node).filter((c) => c.type !== 'comment');
      return statements.length === 1 ? l.expr(statements[0]!, scope) : statementValue(l, statements, node, scope);
    }
    case 'assignment': case 'operator_assignment': {
      const statements: Stmt[] = [];
      l.statement(node, statements, scope);
      const assigned = statements.find((s): s is Extract<Stmt, { kind: 'assign' }> => s.kind === 'assign');
      return { kind: 'sequence', statements, value: assigned ? readTarget(assigned.target) : literal(null, node), node };
    }
    case 'lambda':
      return { kind: 'function', fn: l.closure(node, scope), node };
    case 'interpolation':
      return interpolate(node);
    case 'method': case 'singleton_method':
      // `def` is an expression whose value is the method's name (`private def helper`).
      return literal(node.childForFieldName('name')?.text ?? null, node);
    case 'yield': case 'super': case 'range': case 'splat_argument': case 'hash_splat_argument': case 'block_argument':
      return opaque(node, namedChildrenOf(node).flatMap((child) => (child.type === 'argument_list' ? namedChildrenOf(child) : [child])).filter((c) => c.type !== 'comment').map((child) => l.expr(child, scope)));
    case 'rational': case 'complex':
      return { kind: 'typed', expr: opaque(node), type: 'Numeric', node };
    default:
      if (STATEMENT_VALUES.has(node.type)) return statementValue(l, [node], node, scope);
      return opaque(node, namedChildrenOf(node).filter((c) => c.type !== 'comment').map((child) => l.expr(child, scope)));
  }
}

/** An element of an array literal; `*list` spreads a list whose positions are not known. */
function elementExpr(l: Lowerer, element: Node, scope: Scope): Expr {
  if (element.type === 'splat_argument') return opaque(element, namedChildrenOf(element).map((child) => l.expr(child, scope)));
  return l.expr(element, scope);
}

function hashExpr(l: Lowerer, node: Node, scope: Scope): Expr {
  const entries: { key: Constant | undefined; value: Expr }[] = [];
  for (const entry of namedChildrenOf(node)) {
    if (entry.type === 'pair') {
      const value = entry.childForFieldName('value');
      // `{ name: }` (Ruby 3.1) takes the value of the local or method of that name.
      const key = pairKey(entry);
      const keyNode = entry.childForFieldName('key');
      entries.push({ key, value: value ? l.expr(value, scope) : keyNode ? l.expr(keyNode, scope) : opaque(entry) });
    } else if (entry.type === 'hash_splat_argument') {
      entries.push({ key: undefined, value: opaque(entry, namedChildrenOf(entry).map((child) => l.expr(child, scope))) });
    }
  }
  return { kind: 'object', entries, node };
}

/** A library's flag constant (`Nokogiri::XML::ParseOptions::NOENT`), or flags already combined into one text. */
function flagNames(expr: Expr): string | undefined {
  if (expr.kind === 'literal') return typeof expr.value === 'string' && /^(::)?([A-Z]\w*::)+[A-Z][A-Z0-9_]*(\|(::)?([A-Z]\w*::)+[A-Z][A-Z0-9_]*)*$/.test(expr.value) ? expr.value : undefined;
  return expr.node.type === 'scope_resolution' && /^[A-Z][A-Z0-9_]*$/.test(expr.node.childForFieldName('name')?.text ?? '') ? expr.node.text : undefined;
}

/**
 * `ParseOptions::DEFAULT_XML | ParseOptions::NOENT` reads as the flags it names, joined by `|` (as a single flag reads as
 * its name): their numbers are the library's, unknown here, and which flags are set is what rows ask about. Only
 * qualified constants: a bare `MODE_A | MODE_B` may combine numbers the file defines, and keeps its arithmetic.
 */
function flagSet(a: Expr, b: Expr, node: Node): Expr | undefined {
  const [left, right] = [flagNames(a), flagNames(b)];
  return left !== undefined && right !== undefined ? literal(`${left}|${right}`, node) : undefined;
}

function binaryExpr(l: Lowerer, node: Node, scope: Scope): Expr {
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  const operator = node.childForFieldName('operator')?.text ?? '';
  if (!left || !right) return opaque(node);
  const a = l.expr(left, scope);
  const b = l.expr(right, scope);
  switch (operator) {
    // Pattern matches and `<<` (appending to a string or list in place) are method calls in Ruby.
    case '=~': case '!~': case '<<': case '===': {
      const call: Expr = { kind: 'call', callee: { kind: 'member', object: a, property: operator === '!~' ? '=~' : operator, node }, args: [b], named: new Map(), isNew: false, node };
      return operator === '!~' ? { kind: 'unary', op: '!', operand: call, node } : call;
    }
    case '<=>':
      return { kind: 'typed', expr: opaque(node, [a, b]), type: 'Integer', node };
    case '|':
      return flagSet(a, b, node) ?? { kind: 'binary', op: '|', left: a, right: b, node };
    default:
      return { kind: 'binary', op: OPERATORS[operator] ?? operator, left: a, right: b, node };
  }
}
