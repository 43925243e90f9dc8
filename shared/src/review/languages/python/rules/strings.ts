/**
 * Python string literals as values: decoding a literal's text (escapes, f-string braces) and splitting strings built
 * by f-strings, `+`, `%` or `.format()` into literal text and the expressions spliced into it. Fixes that rebuild
 * SQL, shell commands or templates work on these parts, so a quote or backslash is never mangled.
 */
import type { Node } from '../../../core/rule';
import { childrenOf, namedChildrenOf } from '../../../core/syntax';

/** A piece of a built string: literal text, or an expression whose value is spliced in. */
export type StringPart = { text: string } | { value: Node; converted: boolean };

const SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\n': '',
};

/** The value of a literal's source text (between its quotes); undefined for escapes not worth decoding (\N{…}). */
function decode(source: string, raw: boolean, formatted: boolean): string | undefined {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (formatted && (char === '{' || char === '}')) {
      // Inside literal parts of an f-string, braces only appear doubled.
      out += char;
      i++;
      continue;
    }
    if (char !== '\\' || raw) {
      out += char;
      continue;
    }
    const next = source[i + 1] ?? '';
    if (next in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[next];
      i++;
    } else if (next === 'x' || next === 'u' || next === 'U') {
      const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
      const hex = source.slice(i + 2, i + 2 + length);
      if (!new RegExp(`^[0-9a-fA-F]{${length}}$`).test(hex)) return undefined;
      out += String.fromCodePoint(parseInt(hex, 16));
      i += 1 + length;
    } else if (/[0-7]/.test(next)) {
      const octal = /^[0-7]{1,3}/.exec(source.slice(i + 1))![0];
      out += String.fromCharCode(parseInt(octal, 8));
      i += octal.length;
    } else if (next === 'N') {
      return undefined;
    } else {
      // Unknown escapes keep their backslash in Python.
      out += char;
    }
  }
  return out;
}

interface Literal {
  prefix: string;
  parts: StringPart[];
}

/** Decodes one `string` node; bytes literals are not text and give undefined. */
export function stringLiteral(node: Node): Literal | undefined {
  if (node.type !== 'string') return undefined;
  const children = childrenOf(node);
  const start = children[0];
  if (!start || start.type !== 'string_start') return undefined;
  const prefix = /^[a-zA-Z]*/.exec(start.text)![0].toLowerCase();
  if (prefix.includes('b')) return undefined;
  const raw = prefix.includes('r');
  const formatted = prefix.includes('f');
  const parts: StringPart[] = [];
  for (const child of children.slice(1)) {
    if (child.type === 'string_content') {
      const text = decode(child.text, raw, formatted);
      if (text === undefined) return undefined;
      parts.push({ text });
    } else if (child.type === 'interpolation') {
      const value = child.childForFieldName('expression');
      // Conversions (!r) and format specs (:>3) change the text: not a plain splice.
      if (!value || child.childForFieldName('type_conversion') || child.childForFieldName('format_specifier')) return undefined;
      parts.push({ value, converted: true });
    }
  }
  return { prefix, parts: merge(parts) };
}

/** A string node without interpolation: its decoded text. */
export function constantText(node: Node): string | undefined {
  const literal = stringLiteral(node);
  if (!literal || literal.parts.some((part) => 'value' in part)) return undefined;
  return literal.parts.map((part) => ('text' in part ? part.text : '')).join('');
}

function merge(parts: StringPart[]): StringPart[] {
  const merged: StringPart[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if ('text' in part && last && 'text' in last) merged[merged.length - 1] = { text: last.text + part.text };
    else merged.push(part);
  }
  return merged;
}

/** `'%s'` and `'{}'` style templates: the placeholders replaced by the given values, in order. */
function fillTemplate(template: string, pattern: RegExp, values: (placeholder: RegExpExecArray) => Node | undefined): StringPart[] | undefined {
  const parts: StringPart[] = [];
  let last = 0;
  for (const match of template.matchAll(pattern)) {
    const value = values(match);
    if (match[0] === '%%' || match[0] === '{{' || match[0] === '}}') {
      parts.push({ text: template.slice(last, match.index) + match[0][0] });
    } else {
      if (!value) return undefined;
      parts.push({ text: template.slice(last, match.index) }, { value, converted: true });
    }
    last = match.index + match[0].length;
  }
  parts.push({ text: template.slice(last) });
  return merge(parts.filter((part) => !('text' in part) || part.text !== ''));
}

function percentParts(template: string, right: Node): StringPart[] | undefined {
  if (/%\(|%[^s%]/.test(template)) return undefined;
  const values = right.type === 'tuple' ? namedChildrenOf(right) : [right];
  let index = 0;
  const parts = fillTemplate(template, /%[s%]/g, (m) => (m[0] === '%s' ? values[index++] : undefined));
  return parts && index === values.length ? parts : undefined;
}

function formatParts(template: string, args: Node): StringPart[] | undefined {
  const positional = namedChildrenOf(args).filter((a) => a.type !== 'keyword_argument');
  const named = new Map(namedChildrenOf(args).filter((a) => a.type === 'keyword_argument').map((a) => [a.childForFieldName('name')?.text ?? '', a.childForFieldName('value')!]));
  if (positional.some((a) => a.type === 'list_splat' || a.type === 'dictionary_splat')) return undefined;
  if (/\{[^{}]*[:!][^{}]*\}/.test(template)) return undefined;
  let auto = 0;
  return fillTemplate(template, /\{\{|\}\}|\{(\w*)\}/g, (m) => {
    const key = m[1];
    if (key === undefined) return undefined;
    if (key === '') return positional[auto++];
    return /^\d+$/.test(key) ? positional[Number(key)] : named.get(key);
  });
}

/**
 * The parts of a string built at run time from literals and values: f-strings, implicit concatenation, `+`,
 * `"…" % values` and `"…".format(…)`. Undefined when the shape is anything else.
 */
export function builtStringParts(node: Node): StringPart[] | undefined {
  switch (node.type) {
    case 'string':
      return stringLiteral(node)?.parts;
    case 'parenthesized_expression': {
      const inner = namedChildrenOf(node);
      return inner.length === 1 ? builtStringParts(inner[0]!) : undefined;
    }
    case 'concatenated_string': {
      const parts: StringPart[] = [];
      for (const piece of namedChildrenOf(node)) {
        const own = stringLiteral(piece);
        if (!own) return undefined;
        parts.push(...own.parts);
      }
      return merge(parts);
    }
    case 'binary_operator': {
      const operator = node.childForFieldName('operator')?.text;
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      if (!left || !right) return undefined;
      if (operator === '+') {
        const head = builtStringParts(left) ?? [{ value: left, converted: false }];
        const tail = builtStringParts(right) ?? [{ value: right, converted: false }];
        // One side must be text, else this is arithmetic.
        if (![...head, ...tail].some((part) => 'text' in part)) return undefined;
        return merge([...head, ...tail]);
      }
      if (operator === '%') {
        const template = constantText(left);
        return template === undefined ? undefined : percentParts(template, right);
      }
      return undefined;
    }
    case 'call': {
      const fn = node.childForFieldName('function');
      const args = node.childForFieldName('arguments');
      if (fn?.type !== 'attribute' || fn.childForFieldName('attribute')?.text !== 'format' || !args) return undefined;
      const template = constantText(fn.childForFieldName('object')!);
      return template === undefined ? undefined : formatParts(template, args);
    }
    default:
      return undefined;
  }
}

/** True when some part is a value: the string is really built at run time. */
export function hasValues(parts: readonly StringPart[] | undefined): parts is StringPart[] {
  return !!parts && parts.some((part) => 'value' in part);
}

/** A double-quoted Python literal for `text`. */
export function pythonString(text: string): string {
  let out = '"';
  for (const char of text) {
    if (char === '\\' || char === '"') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (char < ' ' || char === '\x7f') out += `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return `${out}"`;
}
