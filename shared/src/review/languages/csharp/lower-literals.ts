/**
 * C# literals as constants: regular, verbatim (`@"…"`, quotes doubled), raw (`"""…"""`, indentation removed) and
 * character literals, and numbers with their suffixes (`1.5m`, `10UL`, `0x1F`, `1_000`).
 */
import type { Node } from '../../core/rule';
import type { Constant, Expr } from '../../core/ir';
import { namedChildrenOf } from '../../core/syntax';
import { literal, unescape } from '../../analysis/dataflow/lowering';

/** The text a string literal stands for, or undefined for a node that is not one. */
export function stringLiteralValue(node: Node): string | undefined {
  switch (node.type) {
    case 'string_literal':
      return namedChildrenOf(node)
        .filter((part) => part.type === 'string_literal_content' || part.type === 'escape_sequence')
        .map((part) => (part.type === 'escape_sequence' ? unescape(part.text) : part.text))
        .join('');
    case 'verbatim_string_literal':
      return node.text.replace(/^@"|"(?:u8)?$/g, '').replaceAll('""', '"');
    case 'raw_string_literal': {
      const content = namedChildrenOf(node).find((part) => part.type === 'raw_string_content')?.text ?? '';
      return rawText(content);
    }
    case 'character_literal':
      return unescape(node.text.slice(1, -1));
    default:
      return undefined;
  }
}

/**
 * A raw literal's text: a multi-line one drops its first and last line breaks and the closing line's indentation
 * from every line (the C# 11 rules); a single-line one is its content.
 */
export function rawText(content: string): string {
  if (!content.includes('\n')) return content;
  const lines = content.split('\n');
  const closing = lines.at(-1) ?? '';
  const indent = /^[ \t]*$/.test(closing) ? closing : '';
  return lines.slice(1, -1).map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart())).join('\n');
}

/** The text of an interpolated string's literal part: `{{`/`}}` are braces in a regular `$"…"`, not in `$$"""…"""`. */
export function interpolationText(part: Node, braces: number, verbatim: boolean): string {
  if (part.type === 'escape_sequence') return unescape(part.text);
  let text = part.text;
  if (braces === 1) text = text.replaceAll('{{', '{').replaceAll('}}', '}');
  return verbatim ? text.replaceAll('""', '"') : text;
}

/** `1.5m`, `10UL`, `0x1F`, `0b1010`, `1_000` → the number. */
export function numericLiteral(text: string): Constant {
  const cleaned = text.replace(/_/g, '');
  if (/^0[xX]/.test(cleaned)) return parseInt(cleaned.slice(2).replace(/[uUlL]+$/, ''), 16);
  if (/^0[bB]/.test(cleaned)) return parseInt(cleaned.slice(2).replace(/[uUlL]+$/, ''), 2);
  const value = Number(cleaned.replace(/[uUlLmMdDfF]+$/, ''));
  return Number.isNaN(value) ? null : value;
}

/** `$"…{x}…"` (regular, verbatim or raw) as the concatenation of its text and values. */
export function interpolated(node: Node, expr: (part: Node) => Expr): Expr {
  const start = namedChildrenOf(node).find((c) => c.type === 'interpolation_start')?.text ?? '$';
  const braces = (start.match(/\$/g) ?? []).length;
  const verbatim = start.includes('@');
  const raw = namedChildrenOf(node).some((c) => c.type === 'interpolation_quote');
  const parts: Expr[] = [];
  for (const part of namedChildrenOf(node)) {
    if (part.type === 'string_content' || part.type === 'escape_sequence') parts.push(literal(interpolationText(part, raw ? braces : 1, verbatim), part));
    else if (part.type === 'interpolation') {
      const value = namedChildrenOf(part).find((c) => !/^interpolation_/.test(c.type));
      if (value) parts.push(expr(value));
    }
  }
  return { kind: 'concat', parts, node };
}

/**
 * An interpolated string given where a FormattableString is taken: `FormattableStringFactory.Create(format, args)`,
 * as the compiler makes it (EF Core binds each argument as a parameter).
 */
export function formattable(node: Node, expr: (part: Node) => Expr): Expr {
  let template = '';
  const values: Expr[] = [];
  for (const part of namedChildrenOf(node)) {
    if (part.type === 'string_content' || part.type === 'escape_sequence') template += interpolationText(part, 1, false).replaceAll('{', '{{').replaceAll('}', '}}');
    else if (part.type === 'interpolation') {
      const value = namedChildrenOf(part).find((c) => !/^interpolation_/.test(c.type));
      if (!value) continue;
      template += `{${values.length}}`;
      values.push(expr(value));
    }
  }
  const callee: Expr = { kind: 'member', object: { kind: 'name', name: 'FormattableStringFactory', node }, property: 'Create', node };
  return { kind: 'call', callee, args: [literal(template, node), ...values], named: new Map(), isNew: false, node };
}
