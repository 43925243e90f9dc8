/**
 * Fixes of PHP's taint rules, each with what makes it safe:
 * - output escaped with htmlspecialchars: every escaped value is outside input, where markup is the attack (a value
 *   of unknown origin may be markup the program means to print, so escaping it is a suggestion);
 * - a command value quoted with escapeshellarg: each value stood alone as one unquoted argument, and is outside
 *   input; then only values the shell would split or expand differ;
 * - rand()/mt_rand() replaced by random_int() over the same range;
 * - unserialize() told to build no objects (a suggestion: code may expect objects back).
 */
import { valueAt } from '../../../analysis/dataflow/engine';
import { HOLE, taintsFor } from '../../../analysis/dataflow/value';
import type { FileContext, FixPlan, Node, OffsetEdit, TaintHit } from '../../../core/rule';
import { childrenOf, namedChildrenOf } from '../../../core/syntax';
import { argumentsOf, calleeName } from './context';

/** A piece of the text a sink receives: a written string, or a value. */
type Piece = { text: string; string: Node } | { value: Node };

/** The pieces of `a . b . "x $c"`, when the expression is only concatenations and strings; else undefined. */
function pieces(node: Node): Piece[] | undefined {
  const out: Piece[] = [];
  const stack = [node];
  // Without recursion: generated code chains thousands of `.`.
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'parenthesized_expression' && current.namedChildCount === 1) stack.push(namedChildrenOf(current)[0]!);
    else if (current.type === 'binary_expression' && current.childForFieldName('operator')?.text === '.') stack.push(current.childForFieldName('right')!, current.childForFieldName('left')!);
    else if (current.type === 'string' || current.type === 'encapsed_string') out.push({ text: current.text, string: current });
    else out.push({ value: current });
    if (out.length > 2000) return undefined;
  }
  return out;
}

/** Whether a value carries taint not yet safe for `kind`: all of it outside input, or some of unknown origin. */
function carries(file: FileContext, node: Node, kind: TaintHit['kind']): 'input' | 'unknown' | undefined {
  const value = valueAt(file, node);
  // An array is printed as "Array", never escaped: htmlspecialchars would throw on it.
  if (value?.type === 'array' || value?.list) return undefined;
  const taints = value ? taintsFor(value, kind) : [];
  if (taints.length === 0) return undefined;
  return taints.every((taint) => taint.source.origin === 'input') ? 'input' : 'unknown';
}

/** Calls whose result is their argument's text, changed in case, length or blanks only. */
const TEXT_PRESERVING = /^(trim|ltrim|rtrim|strtolower|strtoupper|ucfirst|ucwords|lcfirst|mb_strtolower|mb_strtoupper|substr|mb_substr|urldecode|rawurldecode|stripslashes|strval|nl2br|wordwrap|str_pad)$/i;

/**
 * Whether a value holds text the program wrote, beyond the input it carries: a call that builds text (json_encode,
 * implode, sprintf), or a variable whose known text has markup (`$html = '<b>' . $name`). Escaping such a value
 * changes the program's own output, not just the input's.
 */
function writesText(file: FileContext, node: Node): boolean {
  if (node.type === 'parenthesized_expression' && node.namedChildCount === 1) return writesText(file, namedChildrenOf(node)[0]!);
  if (node.type === 'binary_expression' && node.childForFieldName('operator')?.text === '??') return writesText(file, node.childForFieldName('left')!);
  if (node.type === 'function_call_expression') {
    const first = argumentsOf(node)[0];
    return !TEXT_PRESERVING.test(calleeName(node)) || !first || writesText(file, first);
  }
  if (!/^(variable_name|subscript_expression|member_access_expression|nullsafe_member_access_expression|member_call_expression|scoped_property_access_expression)$/.test(node.type)) return true;
  const shape = valueAt(file, node)?.shape;
  return shape !== undefined && /[<>&"']/.test(shape.replaceAll(HOLE, ''));
}

/** An interpolated value as code outside the string: `$row[name]` becomes `$row['name']`. */
function codeOf(value: Node): string {
  if (value.type === 'subscript_expression') {
    const [object, index] = namedChildrenOf(value);
    if (object && index?.type === 'name') return `${codeOf(object)}['${index.text}']`;
  }
  return value.text;
}

interface Wrapped {
  edits: OffsetEdit[];
  /** The origins of the values wrapped: outside input, unknown, or text the program wrote some of (`'<b>' . $x`). */
  origins: Set<'input' | 'unknown' | 'program'>;
  /** What each wrapped value sat between in the text (for commands: whole arguments or not). */
  contexts: { before: string; after: string }[];
}

/**
 * Wraps each value of `argument` that carries taint for `kind` in `wrap(…)`: values in concatenations in place,
 * values interpolated into a double-quoted string by splitting the string around them.
 */
function wrapValues(file: FileContext, argument: Node, kind: TaintHit['kind'], wrap: (code: string) => string): Wrapped | undefined {
  const parts = pieces(argument);
  if (!parts) return undefined;
  const wrapped: Wrapped = { edits: [], origins: new Set(), contexts: [] };
  const plain = parts.map((part) => ('text' in part ? literalText(part.text) : undefined));
  parts.forEach((part, i) => {
    if ('value' in part) {
      const origin = carries(file, part.value, kind);
      if (!origin) return;
      wrapped.origins.add(writesText(file, part.value) ? 'program' : origin);
      wrapped.contexts.push({ before: plain[i - 1] ?? (i === 0 ? '' : HOLE), after: plain[i + 1] ?? (i === parts.length - 1 ? '' : HOLE) });
      wrapped.edits.push({ start: part.value.startIndex, end: part.value.endIndex, text: wrap(part.value.text) });
    }
  });
  // Values interpolated into the double-quoted strings of the text.
  for (const part of parts) {
    if ('string' in part && part.string.type === 'encapsed_string' && !splitString(file, part.string, kind, wrap, wrapped)) return undefined;
  }
  return wrapped.edits.length > 0 ? wrapped : undefined;
}

/** The text of a literal piece as it reads (for context checks), or undefined when it holds values. */
function literalText(code: string): string | undefined {
  if (code.startsWith("'")) return code.slice(1, -1).replace(/\\([\\'])/g, '$1');
  return code.startsWith('"') && !/(?<!\\)[$`{]/.test(code.slice(1, -1)) ? code.slice(1, -1) : undefined;
}

/** Rewrites `"a $x b"` as `"a " . wrap($x) . " b"` for each tainted value; false when it cannot. */
function splitString(file: FileContext, string: Node, kind: TaintHit['kind'], wrap: (code: string) => string, wrapped: Wrapped): boolean {
  const children = childrenOf(string);
  const code = file.code;
  let segmentStart = string.startIndex + 1;
  let out = '';
  let changed = false;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (!child.isNamed || child.type === 'string_content' || child.type === 'escape_sequence') continue;
    const origin = carries(file, child, kind);
    if (!origin) continue;
    // `{$x}` takes its braces along.
    const open = children[i - 1]?.type === '{' ? children[i - 1]! : undefined;
    const close = open && children[i + 1]?.type === '}' ? children[i + 1]! : undefined;
    const start = open ? open.startIndex : child.startIndex;
    const end = close ? close.endIndex : child.endIndex;
    const before = code.slice(segmentStart, start);
    if (before.endsWith('\\') || (!open && child.type === 'dynamic_variable_name')) return false;
    wrapped.origins.add(writesText(file, child) ? 'program' : origin);
    wrapped.contexts.push({ before: before.replace(/\\(.)/g, '$1'), after: code.slice(end, nextValueStart(children, i, string.endIndex - 1)).replace(/\\(.)/g, '$1') });
    out += `${before ? `"${before}" . ` : ''}${wrap(codeOf(child))} . `;
    segmentStart = end;
    changed = true;
  }
  if (!changed) return true;
  const rest = code.slice(segmentStart, string.endIndex - 1);
  out = rest ? `${out}"${rest}"` : out.slice(0, -3);
  wrapped.edits.push({ start: string.startIndex, end: string.endIndex, text: out });
  return true;
}

function nextValueStart(children: readonly Node[], from: number, end: number): number {
  for (let i = from + 1; i < children.length; i++) {
    const child = children[i]!;
    if (child.isNamed && child.type !== 'string_content' && child.type !== 'escape_sequence') return children[i - 1]?.type === '{' ? children[i - 1]!.startIndex : child.startIndex;
  }
  return end;
}

/** Edits inside a larger edit are dropped: the larger one holds them. */
function merged(edits: readonly OffsetEdit[]): OffsetEdit[] {
  return edits.filter((edit) => !edits.some((other) => other !== edit && other.start <= edit.start && edit.end <= other.end && (other.end - other.start) > (edit.end - edit.start)));
}

const ESCAPE = (code: string) => `htmlspecialchars(${code}, ENT_QUOTES, 'UTF-8')`;

/** `echo '<p>' . $name . '</p>'` → `echo '<p>' . htmlspecialchars($name, ENT_QUOTES, 'UTF-8') . '</p>'`. */
export function escapeOutput(hit: TaintHit, file: FileContext): FixPlan | undefined {
  // printf's values are its arguments after the format; every other sink prints the argument the flow reached.
  const values = hit.call.type === 'function_call_expression' && calleeName(hit.call) === 'printf' ? argumentsOf(hit.call).slice(1) : [hit.argument];
  const wraps = values.map((value) => wrapValues(file, value, 'xss', ESCAPE));
  if (wraps.every((w) => !w)) return undefined;
  const origins = new Set(wraps.flatMap((w) => [...(w?.origins ?? [])]));
  return {
    description: 'Escape the value for HTML',
    safety: origins.has('unknown') || origins.has('program') ? 'suggestion' : 'safe',
    edits: merged(wraps.flatMap((w) => w?.edits ?? [])),
  };
}

/** `exec("ping -c 1 $host")` → `exec("ping -c 1 " . escapeshellarg($host))`. */
export function quoteShellArgument(hit: TaintHit, file: FileContext): FixPlan | undefined {
  if (!/^(exec|system|passthru|shell_exec|popen|proc_open)$/.test(calleeName(hit.call))) return undefined;
  const wrapped = wrapValues(file, hit.argument, 'command', (code) => `escapeshellarg(${code})`);
  if (!wrapped) return undefined;
  // A value that is the program, or part of a word, or inside quotes, changes meaning when quoted on its own.
  const wholeArgument = wrapped.contexts.every(({ before, after }) => /\S\s+$/.test(before) && /^(\s|$)/.test(after) && !(before + after).includes(HOLE) && evenQuotes(before));
  if (!wholeArgument) return undefined;
  return { description: 'Quote the value as one argument', safety: wrapped.origins.has('input') && wrapped.origins.size === 1 ? 'safe' : 'suggestion', edits: merged(wrapped.edits) };
}

function evenQuotes(text: string): boolean {
  return (text.match(/'/g) ?? []).length % 2 === 0 && (text.match(/"/g) ?? []).length % 2 === 0;
}

/** `rand(1, 6)` → `random_int(1, 6)`: the same range from the CSPRNG; `mt_rand()` → `random_int(0, mt_getrandmax())`. */
export function secureRandom(hit: TaintHit): FixPlan | undefined {
  const call = hit.taints.map((taint) => taint.source.node).find((node) => node.type === 'function_call_expression' && /^(rand|mt_rand|uniqid)$/i.test(calleeName(node)));
  if (!call) return undefined;
  const name = calleeName(call).toLowerCase();
  const args = argumentsOf(call);
  if (name === 'uniqid') return { description: 'Use random_bytes', safety: 'suggestion', edits: [{ start: call.startIndex, end: call.endIndex, text: 'bin2hex(random_bytes(16))' }] };
  if (args.length === 2) return { description: 'Use random_int', safety: 'safe', edits: [{ start: call.childForFieldName('function')!.startIndex, end: call.childForFieldName('function')!.endIndex, text: 'random_int' }] };
  if (args.length === 0) return { description: 'Use random_int', safety: 'safe', edits: [{ start: call.startIndex, end: call.endIndex, text: 'random_int(0, mt_getrandmax())' }] };
  return undefined;
}

/** `unserialize($data)` → `unserialize($data, ['allowed_classes' => false])`. */
export function noObjects(hit: TaintHit): FixPlan | undefined {
  if (calleeName(hit.call) !== 'unserialize') return undefined;
  const args = argumentsOf(hit.call);
  if (args.length !== 1) return undefined;
  return { description: 'Deserialise without objects', safety: 'suggestion', edits: [{ start: args[0]!.endIndex, end: args[0]!.endIndex, text: ", ['allowed_classes' => false]" }] };
}
