/**
 * Ruby string literals as values and as code: the text of a literal, the parts of a string built with `#{…}` or
 * `+` (text and the expressions spliced in), and writing text back as a literal a Ruby parser reads the same.
 */
import type { Node } from '../../../core/rule';
import { childrenOf, namedChildrenOf } from '../../../core/syntax';
import { unescape } from '../../../analysis/dataflow/lowering';

/** A piece of a built string: literal text, or an expression whose value is spliced in. */
export type StringPart = { text: string } | { value: Node };

/** `text` as the inside of a double-quoted Ruby literal: quotes, backslashes, `#{` and control characters escaped. */
export function doubleQuoted(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/#(?=[{$@])/g, '\\#')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/\0/g, '\\0');
}

/** `text` as a Ruby literal: single-quoted when nothing in it needs an escape there, else double-quoted. */
export function rubyString(text: string): string {
  if (!/['\\\n\r\t\0]/.test(text) && !/[^\x20-\x7e]/.test(text)) return `'${text}'`;
  return `"${doubleQuoted(text)}"`;
}

function isRaw(node: Node): boolean {
  const open = childrenOf(node)[0]?.text ?? '';
  return open.startsWith("'") || open.startsWith('%q');
}

/** The parts of a string literal (`"a #{b} c"`), or undefined for a node that is not one. */
export function literalParts(node: Node): StringPart[] | undefined {
  return node.type === 'string' ? interpolatedParts(node) : undefined;
}

/** The parts of a string, command or pattern literal: its text and the expressions interpolated. */
export function interpolatedParts(node: Node): StringPart[] | undefined {
  const raw = isRaw(node);
  const parts: StringPart[] = [];
  for (const child of namedChildrenOf(node)) {
    if (child.type === 'string_content') parts.push({ text: raw ? child.text.replace(/\\([\\'])/g, '$1') : child.text });
    else if (child.type === 'escape_sequence') parts.push({ text: raw ? child.text.replace(/\\([\\'])/g, '$1') : unescape(child.text) });
    else if (child.type === 'interpolation') {
      const inner = namedChildrenOf(child).filter((c) => c.type !== 'comment');
      if (inner.length !== 1) return undefined;
      parts.push({ value: inner[0]! });
    } else return undefined;
  }
  return parts;
}

/** The parts of a string built from literals, `#{…}` and `+`; undefined when some piece cannot be read as text. */
export function builtStringParts(node: Node): StringPart[] | undefined {
  if (node.type === 'string') return literalParts(node);
  if (node.type !== 'binary' || node.childForFieldName('operator')?.text !== '+') return undefined;
  const side = (operand: Node | null): StringPart[] | undefined => {
    if (!operand) return undefined;
    if (operand.type === 'string' || (operand.type === 'binary' && operand.childForFieldName('operator')?.text === '+')) return builtStringParts(operand);
    return [{ value: operand }];
  };
  const left = side(node.childForFieldName('left'));
  const right = side(node.childForFieldName('right'));
  if (!left || !right) return undefined;
  const parts = [...left, ...right];
  // Numbers added together are not text.
  return parts.some((part) => 'text' in part) ? parts : undefined;
}

export function hasValues(parts: readonly StringPart[] | undefined): parts is StringPart[] {
  return !!parts && parts.some((part) => 'value' in part);
}

/** The constant text of a literal without interpolation, else undefined. */
export function constantText(node: Node): string | undefined {
  const parts = literalParts(node);
  if (!parts || parts.some((part) => 'value' in part)) return undefined;
  return parts.map((part) => ('text' in part ? part.text : '')).join('');
}
