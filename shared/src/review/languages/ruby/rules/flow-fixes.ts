/**
 * The fixes of Ruby's injection rules other than SQL (sql-fix.ts), with what each needs to be safe:
 * - an argument vector instead of a shell command line: the literal text has no shell syntax and names a program;
 * - YAML.safe_load: the file teaches YAML no tags of its own, and the call passes no options;
 * - escaped HTML: the values escaped are outside input, where markup is the attack;
 * - SecureRandom: the file never seeds the generator, so no run could reproduce its values.
 */
import { valueAt } from '../../../analysis/dataflow/engine';
import { memoized, type FileContext, type FixPlan, type FixSafety, type Node, type OffsetEdit, type TaintHit } from '../../../core/rule';
import { namedChildrenOf } from '../../../core/syntax';
import { argumentsOf, methodName, positionalArguments, receiverOf } from './context';
import { builtStringParts, doubleQuoted, hasValues, interpolatedParts, rubyString, type StringPart } from './strings';

const SHELL_SYNTAX = /['"\\$`|&;<>()*?[\]{}~#!\n]/;
/** Commands a shell runs itself, or runs otherwise than the program of that name. */
const SHELL_BUILTINS = new Set(['cd', 'export', 'source', '.', 'alias', 'unalias', 'unset', 'set', 'exit', 'type', 'ulimit', 'umask', 'read', 'eval', 'exec', 'wait', 'jobs', 'fg', 'bg', 'trap', 'shift', 'getopts', 'hash', 'command', 'builtin', 'declare', 'local', 'readonly', 'let', 'times', 'return', 'break', 'continue', 'kill', ':']);
const ARGV_METHODS = new Set(['system', 'exec', 'spawn', 'capture2', 'capture2e', 'capture3', 'popen2', 'popen2e', 'popen3']);

/** The shell words of a command (`du`, `-sh`, dir); undefined when its literal text uses shell syntax. */
function shellWords(parts: readonly StringPart[]): StringPart[][] | undefined {
  const words: StringPart[][] = [];
  let word: StringPart[] = [];
  const endWord = () => {
    if (word.length > 0) words.push(word);
    word = [];
  };
  for (const part of parts) {
    if ('value' in part) {
      word.push(part);
      continue;
    }
    if (SHELL_SYNTAX.test(part.text)) return undefined;
    for (const piece of part.text.split(/([ \t]+)/)) {
      if (/^[ \t]+$/.test(piece)) endWord();
      else if (piece !== '') word.push({ text: piece });
    }
  }
  endWord();
  return words.length > 0 ? words : undefined;
}

/** A word as a Ruby argument: a literal, `value.to_s` (interpolation made text of it), or an interpolated string. */
function renderWord(word: readonly StringPart[]): string {
  if (word.length === 1) {
    const part = word[0]!;
    return 'text' in part ? rubyString(part.text) : `${part.value.text}.to_s`;
  }
  return `"${word.map((part) => ('text' in part ? doubleQuoted(part.text) : `#{${part.value.text}}`)).join('')}"`;
}

/**
 * `system("convert #{src} -resize 64 #{dst}")` → `system("convert", src.to_s, "-resize", "64", dst.to_s)`; a
 * backtick command → `IO.popen([…], &:read)`. Ruby itself runs a command line without shell syntax directly,
 * split at spaces: the vector runs the same program with the same arguments, except for values the split would have
 * cut apart or dropped (spaces, an empty value) and values with shell syntax, which the shell would have run.
 */
export function withoutShell(hit: TaintHit, file: FileContext): FixPlan | undefined {
  void file;
  const call = hit.call;
  const subshell = call.type === 'subshell';
  if (!subshell && !ARGV_METHODS.has(methodName(call))) return undefined;
  const command = subshell ? call : positionalArguments(call)[0];
  if (!command || (!subshell && (positionalArguments(call).length !== 1 || hit.argument.id !== command.id))) return undefined;
  const parts = subshell ? interpolatedParts(call) : builtStringParts(command);
  const words = parts && hasValues(parts) ? shellWords(parts) : undefined;
  // A program named by a value stays an injection without the shell: no fix for that.
  if (!words || words[0]!.some((part) => 'value' in part)) return undefined;
  const first = words[0]![0];
  const namesProgram = words[0]!.length === 1 && first !== undefined && 'text' in first && !first.text.includes('=') && !SHELL_BUILTINS.has(first.text);
  const safety: FixSafety = namesProgram ? 'safe' : 'suggestion';
  const vector = words.map(renderWord).join(', ');
  if (subshell) return { description: 'Run the program without a shell', safety, edits: [{ start: call.startIndex, end: call.endIndex, text: `IO.popen([${vector}], &:read)` }] };
  return { description: 'Run the program without a shell', safety, edits: [{ start: command.startIndex, end: command.endIndex, text: vector }] };
}

/** The file teaches YAML tags or classes of its own: its documents may use them. */
function registersYamlTags(file: FileContext): boolean {
  return memoized(file, 'ruby.yaml-tags', () => /\b(add_tag|yaml_tag|init_with|encode_with|add_domain_type|add_builtin_type|yaml_as|register_tag)\b/.test(file.code));
}

/**
 * `YAML.load(data)` → `YAML.safe_load(data, permitted_classes: […], aliases: true)`: the same data for documents of
 * plain values, dates, times, symbols and aliases; a document naming another class (an object tag) is refused.
 */
export function safeYaml(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const call = hit.call;
  const receiver = receiverOf(call)?.text ?? '';
  if (!/^(::)?(YAML|Psych)$/.test(receiver) || !/^(load|unsafe_load)$/.test(methodName(call))) return undefined;
  const args = argumentsOf(call);
  const data = args[0];
  if (!data || data.id !== hit.argument.id || data.type === 'pair') return undefined;
  const options = args.length > 1;
  const text = `${receiver}.safe_load(${data.text}, permitted_classes: ["Date", "Time", "Symbol"], aliases: true)`;
  return { description: 'Load with YAML.safe_load', safety: options || registersYamlTags(file) ? 'suggestion' : 'safe', edits: [{ start: call.startIndex, end: call.endIndex, text }] };
}

/** Every taint the value carries for `kind` is outside input: markup in it is the attack, not the program's own. */
function fromOutsideOnly(file: FileContext, node: Node, kind: string): boolean {
  const taints = valueAt(file, node)?.taints.filter((taint) => !taint.safeFor.has(kind)) ?? [];
  return taints.length > 0 && taints.every((taint) => taint.source.origin === 'input');
}

const HTML_TAG = /<[a-zA-Z!/]/;

/**
 * `"<b>#{name}</b>".html_safe` → `"<b>#{ERB::Util.html_escape(name)}</b>".html_safe`; `params[:x].html_safe` and
 * `raw(x)` → `ERB::Util.html_escape(x)`. Text without markup characters shows the same.
 */
export function escapeHtml(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const call = hit.call;
  const method = methodName(call);
  const value = method === 'html_safe' ? receiverOf(call) : method === 'raw' && !receiverOf(call) ? positionalArguments(call)[0] : undefined;
  if (!value) return undefined;
  const parts = builtStringParts(value);
  if (hasValues(parts) && parts.some((part) => 'text' in part && HTML_TAG.test(part.text))) {
    const tainted = parts.filter((part): part is { value: Node } => 'value' in part && (valueAt(file, part.value)?.taints.some((t) => !t.safeFor.has('xss')) ?? false));
    if (tainted.length === 0 || value.type !== 'string') return undefined;
    const edits: OffsetEdit[] = tainted.map((part) => ({ start: part.value.startIndex, end: part.value.endIndex, text: `ERB::Util.html_escape(${part.value.text})` }));
    const safety: FixSafety = tainted.every((part) => fromOutsideOnly(file, part.value, 'xss')) ? 'safe' : 'suggestion';
    return { description: 'Escape the values placed in the HTML', safety, edits };
  }
  const safety: FixSafety = fromOutsideOnly(file, value, 'xss') ? 'safe' : 'suggestion';
  return { description: 'Escape the value', safety, edits: [{ start: call.startIndex, end: call.endIndex, text: `ERB::Util.html_escape(${value.text})` }] };
}

/** The file seeds a generator (`srand`, `Random.new(seed)`): its values may be reproduced on purpose. */
function seedsRandom(file: FileContext): boolean {
  return memoized(file, 'ruby.seeds-random', () => /\bsrand\b|\bRandom\.new\(\s*[^)\s]/.test(file.code));
}

/** `require "securerandom"` after the file's own requires (or its leading comments), unless it is there. */
function requireSecureRandom(file: FileContext): OffsetEdit[] | undefined {
  const root = file.tree?.rootNode;
  if (!root) return undefined;
  if (/\brequire\s*\(?\s*["']securerandom["']/.test(file.code)) return [];
  const requires = namedChildrenOf(root).filter((n) => n.type === 'call' && /^require(_relative)?$/.test(methodName(n)) && !n.childForFieldName('receiver'));
  const last = requires.at(-1);
  if (last) {
    const lineEnd = file.code.indexOf('\n', last.endIndex);
    const at = lineEnd === -1 ? file.code.length : lineEnd + 1;
    return [{ start: at, end: at, text: `${lineEnd === -1 ? '\n' : ''}require "securerandom"\n` }];
  }
  // After leading comments (a magic comment must stay first), before the code.
  const first = namedChildrenOf(root).find((n) => n.type !== 'comment');
  if (!first) return undefined;
  const lineStart = file.code.lastIndexOf('\n', first.startIndex - 1) + 1;
  return [{ start: lineStart, end: lineStart, text: 'require "securerandom"\n\n' }];
}

function positiveInteger(node: Node | undefined): boolean {
  return node?.type === 'integer' && /^[1-9][\d_]*$/.test(node.text);
}

/**
 * `rand(1_000_000)` → `SecureRandom.random_number(1_000_000)`, `rand(10..99)` with integer bounds likewise,
 * `list.sample` / `list.shuffle` → `list.sample(random: SecureRandom)`: values of the same form and range.
 */
export function secureRandom(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const source = hit.taints[0]?.source.node;
  if (source?.type !== 'call') return undefined;
  const method = methodName(source);
  const receiver = receiverOf(source)?.text;
  const args = argumentsOf(source);
  let text: string | undefined;
  if (method === 'rand' && (!receiver || /^(::)?(Kernel|Random)$/.test(receiver))) {
    const arg = args[0];
    const range = arg?.type === 'range' ? arg : arg?.type === 'parenthesized_statements' ? namedChildrenOf(arg)[0] : undefined;
    const integerRange = range?.type === 'range' && positiveOrZero(range.childForFieldName('begin')) && positiveOrZero(range.childForFieldName('end'));
    if (args.length === 0) text = 'SecureRandom.random_number';
    else if (args.length === 1 && (positiveInteger(arg) || integerRange)) text = `SecureRandom.random_number(${arg!.text})`;
  } else if ((method === 'sample' || method === 'shuffle') && receiver && args.length === 0) {
    text = `${receiver}.${method}(random: SecureRandom)`;
  }
  if (!text) return undefined;
  const imports = requireSecureRandom(file);
  if (!imports) return undefined;
  return { description: 'Draw the value from SecureRandom', safety: seedsRandom(file) ? 'suggestion' : 'safe', edits: [...imports, { start: source.startIndex, end: source.endIndex, text }] };
}

function positiveOrZero(node: Node | null): boolean {
  return node?.type === 'integer' && /^\d[\d_]*$/.test(node.text);
}
