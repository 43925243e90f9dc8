/**
 * Text in PHP expressions: single-quoted literals, double-quoted strings, heredocs and nowdocs with the values they
 * interpolate, and `.` chains, as concatenations; a value printed into HTML is marked where escaping does not make it
 * safe (after `href="`, in an unquoted attribute).
 */
import type { Node } from '../../core/rule';
import { childrenOf } from '../../core/syntax';
import type { Expr } from '../../core/ir';
import { literal } from '../../analysis/dataflow/lowering';
import type { ExprLowerer } from './scope';
import { HTML_CONTEXTS, dedent, heredocIndent, htmlContext, phpEscape, singleQuoted } from './strings';

/** The text of a single-quoted literal (a `b` prefix aside). */
export function singleQuotedText(node: Node): string {
  const text = node.text.replace(/^b/i, '');
  return text.startsWith("'") ? singleQuoted(text.slice(1, -1)) : text.slice(1, -1);
}

/**
 * Text with values in it, between `start` and `end`: the literal pieces as written (escapes decoded), the values
 * lowered. `indent` is a heredoc's indentation, taken off each line.
 */
export function interpolated(lowerer: ExprLowerer, node: Node, start: number, end: number, quote: '"' | 'heredoc', indent: string): Expr {
  const code = lowerer.scope.code;
  const parts: Expr[] = [];
  let cursor = start;
  let pending = '';
  const flush = (upTo: number) => {
    if (upTo > cursor) pending += dedent(code.slice(cursor, upTo), indent, cursor === start || code[cursor - 1] === '\n');
  };
  const push = (expr: Expr) => {
    if (pending) parts.push(literal(pending, node));
    pending = '';
    parts.push(expr);
  };
  for (const child of childrenOf(node)) {
    if (child.endIndex <= start || child.startIndex >= end) continue;
    if (child.type === 'string_content') continue;
    if (child.type === 'escape_sequence') {
      flush(child.startIndex);
      pending += phpEscape(child.text, quote);
      cursor = child.endIndex;
    } else if (!child.isNamed) {
      flush(child.startIndex);
      cursor = child.endIndex;
    } else {
      flush(child.startIndex);
      const before = pending || (parts.at(-1)?.kind === 'literal' ? String((parts.at(-1) as { value: unknown }).value) : '');
      push(inHtml(lowerer.expr(child), before, child));
      cursor = child.endIndex;
    }
  }
  flush(end);
  if (parts.length === 0) return literal(pending, node);
  if (pending) parts.push(literal(pending, node));
  return { kind: 'concat', parts, node };
}

export function heredoc(lowerer: ExprLowerer, node: Node): Expr {
  const body = node.childForFieldName('value');
  const end = node.childForFieldName('end_tag');
  if (!body) return literal('', node);
  const indent = end ? heredocIndent(lowerer.scope.code, end.startIndex) : '';
  // The body starts with the line break after `<<<TAG`.
  return interpolated(lowerer, body, body.startIndex + 1, body.endIndex, 'heredoc', indent);
}

export function nowdoc(lowerer: ExprLowerer, node: Node): Expr {
  const body = node.childForFieldName('value');
  const end = node.childForFieldName('end_tag');
  if (!body) return literal('', node);
  const indent = end ? heredocIndent(lowerer.scope.code, end.startIndex) : '';
  return literal(dedent(lowerer.scope.code.slice(body.startIndex + 1, body.endIndex), indent, true), node);
}

/** `a . b . c` as one list of parts. */
export function concatParts(lowerer: ExprLowerer, node: Node): Expr[] {
  const parts: Expr[] = [];
  const stack: Node[] = [node];
  const ordered: Node[] = [];
  // Left-nested chains are walked without recursion: `.` chains in generated code run long.
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'binary_expression' && current.childForFieldName('operator')?.text === '.' && ordered.length + stack.length < 4000) {
      const left = current.childForFieldName('left');
      const right = current.childForFieldName('right');
      if (right) stack.push(right);
      if (left) stack.push(left);
    } else ordered.push(current);
  }
  ordered.forEach((part, i) => {
    const previous = parts.at(-1);
    const before = i > 0 && previous?.kind === 'literal' && typeof previous.value === 'string' ? previous.value : '';
    parts.push(before ? inHtml(lowerer.expr(part), before, part) : lowerer.expr(part));
  });
  return parts;
}

/** A value printed into HTML after `before`: marked when it lands where escaping does not protect it. */
export function inHtml(value: Expr, before: string, node: Node): Expr {
  if (value.kind === 'literal') return value;
  const context = htmlContext(before);
  if (!context) return value;
  return { kind: 'call', callee: { kind: 'name', name: HTML_CONTEXTS[context], node }, args: [value], named: new Map(), isNew: false, node };
}
