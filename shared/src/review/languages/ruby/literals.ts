/**
 * Ruby's literals as IR values: strings with `#{…}` (concatenations), single-quoted text, heredocs (squiggly ones
 * lose their common indentation), symbols (their name as text: `params[:id]` reads the key "id"), `%w[]` word
 * lists, character literals and regular expressions, whose value is their source between slashes.
 */
import type { Node } from '../../core/rule';
import type { Expr } from '../../core/ir';
import { namedChildrenOf, childrenOf } from '../../core/syntax';
import { literal, opaque, unescape } from '../../analysis/dataflow/lowering';

/** Lowers what an interpolation `#{…}` holds. */
export type Interpolation = (interpolation: Node) => Expr;

/** The text of a raw (single-quoted) literal: only `\\` and `\'` are escapes there. */
function rawText(text: string): string {
  return text.replace(/\\([\\'])/g, '$1');
}

/** Whether a string-like node is raw: `'…'`, `%q(…)`, `:'…'`, `<<~'TAG'`. */
function isRaw(node: Node): boolean {
  const open = childrenOf(node)[0]?.text ?? '';
  return open.startsWith("'") || open.startsWith('%q') || open.startsWith(":'");
}

/** Joins literal parts and values: one literal when every part is constant, else a concatenation. */
function joined(parts: Expr[], node: Node): Expr {
  if (parts.every((part) => part.kind === 'literal')) return literal(parts.map((part) => (part.kind === 'literal' ? String(part.value ?? '') : '')).join(''), node);
  return { kind: 'concat', parts, node };
}

/**
 * The parts of a string-like node's content: text, escapes and interpolations. `raw`: only `\\` and `\'` are
 * escapes (single quotes); `verbatim`: nothing is (a pattern's `\d` is the pattern's).
 */
function contentParts(node: Node, raw: boolean | 'verbatim', interpolate: Interpolation): Expr[] {
  const parts: Expr[] = [];
  const text = (source: string, escape: boolean) => (raw === 'verbatim' ? source : raw ? rawText(source) : escape ? unescape(source) : source);
  for (const child of namedChildrenOf(node)) {
    if (child.type === 'string_content' || child.type === 'heredoc_content') parts.push(literal(text(child.text, false), child));
    else if (child.type === 'escape_sequence') parts.push(literal(text(child.text, true), child));
    else if (child.type === 'interpolation') parts.push(interpolate(child));
  }
  return parts;
}

/** `"…"`, `'…'`, `%Q(…)`, `:"…"` and the like. */
export function stringExpr(node: Node, interpolate: Interpolation): Expr {
  return joined(contentParts(node, isRaw(node), interpolate), node);
}

/** `"a" "b"`: adjacent literals are one string. */
export function chainedString(node: Node, interpolate: Interpolation): Expr {
  const parts = namedChildrenOf(node).flatMap((part) => {
    const lowered = stringExpr(part, interpolate);
    return lowered.kind === 'concat' ? lowered.parts : [lowered];
  });
  return joined(parts, node);
}

/** `:name` → "name"; `name:` as a hash key → "name". */
export function symbolName(node: Node): string {
  return node.type === 'simple_symbol' ? node.text.replace(/^:/, '') : node.text.replace(/:$/, '');
}

/** `?a` → "a". */
export function characterValue(node: Node): string {
  const body = node.text.slice(1);
  return body.startsWith('\\') ? unescape(body) : body;
}

/** `%w[a b]`, `%i[a b]`: a list of their words as text. */
export function wordList(node: Node, interpolate: Interpolation): Expr {
  const elements = namedChildrenOf(node).map((word) => joined(contentParts(word, false, interpolate), word));
  return { kind: 'array', elements, node };
}

/**
 * A heredoc's text, from the line after `<<~TAG` to the line before its terminator. A squiggly heredoc (`<<~`)
 * loses the indentation its least indented line has; a quoted tag (`<<~'SQL'`) interpolates nothing.
 */
export function heredocExpr(beginning: Node, body: Node | undefined, interpolate: Interpolation): Expr {
  if (!body) return opaque(beginning);
  const raw = /^<<[~-]?'/.test(beginning.text);
  const parts = contentParts(body, raw, interpolate);
  const first = parts[0];
  if (first?.kind === 'literal' && typeof first.value === 'string') parts[0] = literal(first.value.replace(/^\r?\n/, ''), first.node);
  const last = parts.at(-1);
  if (last?.kind === 'literal' && typeof last.value === 'string') parts[parts.length - 1] = literal(last.value.replace(/[ \t]+$/, ''), last.node);
  if (beginning.text.startsWith('<<~')) dedent(parts);
  return joined(parts.filter((part) => part.kind !== 'literal' || part.value !== ''), beginning);
}

/** Removes the common indentation of a squiggly heredoc's lines from its literal parts, in place. */
function dedent(parts: Expr[]): void {
  // The text as lines, an interpolation standing for one visible character.
  const text = parts.map((part) => (part.kind === 'literal' ? String(part.value) : '\u0000')).join('');
  const indents = text.split('\n').filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)![0].length);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  if (common === 0) return;
  let atLineStart = true;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.kind !== 'literal') {
      atLineStart = false;
      continue;
    }
    const value = String(part.value);
    let out = '';
    let column: number = atLineStart ? 0 : -1;
    for (const char of value) {
      if (column >= 0 && column < common && (char === ' ' || char === '\t')) {
        column++;
        continue;
      }
      out += char;
      column = char === '\n' ? 0 : -1;
    }
    atLineStart = column >= 0;
    parts[i] = literal(out, part.node);
  }
}

/**
 * A regular expression's value: its source between slashes with its flags (`/\A\d+\z/`), as validators read it.
 * Ruby's `^` and `$` match at every line, so they are written `(?:^)` and `(?:$)`: only `\A` and `\z` anchor the
 * whole text, and a pattern anchored by line anchors does not make a value safe.
 */
export function regexSource(node: Node): string | undefined {
  if (namedChildrenOf(node).some((child) => child.type === 'interpolation')) return undefined;
  const body = namedChildrenOf(node).filter((child) => child.type === 'string_content' || child.type === 'escape_sequence').map((child) => child.text).join('');
  const flags = /[a-z]*$/.exec(childrenOf(node).at(-1)?.text ?? '')![0];
  return `/${withoutLineAnchors(body)}/${flags}`;
}

/** `^` and `$` outside character classes written as `(?:^)` and `(?:$)` (see regexSource). */
function withoutLineAnchors(body: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char === '\\') {
      out += body.slice(i, i + 2);
      i++;
    } else if (inClass) {
      if (char === ']') inClass = false;
      out += char;
    } else if (char === '[') {
      inClass = true;
      out += char;
      // `[^…]` and `[]…]`: the first character is part of the class.
      if (body[i + 1] === '^' || body[i + 1] === ']') out += body[++i];
    } else out += char === '^' || char === '$' ? `(?:${char})` : char;
  }
  return out;
}

/** The parts of an interpolated pattern or command: its text (a pattern's escapes kept as written) and values. */
export function interpolatedParts(node: Node, interpolate: Interpolation): Expr {
  return joined(contentParts(node, node.type === 'regex' ? 'verbatim' : false, interpolate), node);
}
