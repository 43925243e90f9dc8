/**
 * Shell command strings as argument lists: the fix for command injection runs the program without a shell, which
 * is only equivalent when the literal text uses no shell syntax (quotes, pipes, globs, variables, redirections).
 */
import type { FileContext, FixPlan, Node } from '../../../core/rule';
import { namedChildrenOf } from '../../../core/syntax';
import { isConstant, valuesOf } from './context';
import { importedName } from './imports';
import { builtStringParts, pythonString, type StringPart } from './strings';

const SHELL_SYNTAX = /['"\\$`|&;<>()*?[\]{}~#!\n]/;

/** The shell words of a built command (`du`, `-sh`, folder); undefined when its literal text uses shell syntax. */
export function shellWords(command: Node): StringPart[][] | undefined {
  const parts = builtStringParts(command);
  if (!parts) return undefined;
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
    const pieces = part.text.split(/([ \t]+)/);
    for (const piece of pieces) {
      if (/^[ \t]+$/.test(piece)) endWord();
      else if (piece !== '') word.push({ text: piece });
    }
  }
  endWord();
  return words.length === 0 ? undefined : words;
}

/** `["du", "-sh", str(folder)]` for `f"du -sh {folder}"`; undefined when the text relies on the shell. */
export function argumentList(command: Node): string | undefined {
  const words = shellWords(command);
  return words && `[${words.map(renderWord).join(', ')}]`;
}

/**
 * Commands the shell runs itself (or runs differently from the program of that name): without a shell they are
 * missing or behave otherwise (dash's echo reads backslash escapes, /bin/echo does not).
 */
const SHELL_BUILTINS = new Set(['cd', 'export', 'source', '.', 'alias', 'unalias', 'unset', 'set', 'exit', 'type', 'ulimit', 'umask', 'read', 'eval', 'exec', 'wait', 'jobs', 'fg', 'bg', 'trap', 'shift', 'getopts', 'hash', 'command', 'builtin', 'declare', 'local', 'readonly', 'let', 'times', 'return', 'break', 'continue', 'echo', 'printf', 'test', '[', 'pwd', 'true', 'false', 'kill', ':']);

/** The command names its program in literal text, as a program file, not a shell builtin or a VAR=value prefix. */
export function namesProgram(words: readonly StringPart[][]): boolean {
  const first = words[0];
  const part = first?.length === 1 ? first[0] : undefined;
  return !!part && 'text' in part && !part.text.includes('=') && !SHELL_BUILTINS.has(part.text);
}

function renderWord(word: StringPart[]): string {
  return word
    .map((part) => {
      if ('text' in part) return pythonString(part.text);
      const text = part.value.text;
      // f-string and % splices convert with str(); list items must already be strings.
      return part.converted && part.value.type !== 'string' && !/^str\(/.test(text) ? `str(${text})` : text;
    })
    .join(' + ');
}

const QUOTING = new Set(['shlex.quote', 'shlex.join', 'pipes.quote']);

function isQuoting(call: Node, file: FileContext): boolean {
  const fn = call.childForFieldName('function');
  if (!fn) return false;
  const name = fn.type === 'identifier' ? (importedName(file, fn.text) ?? fn.text) : fn.text;
  return QUOTING.has(name);
}

/** A command string whose variable parts are all quoted for the shell (shlex.quote) or constant. */
export function isShellSafe(node: Node, file: FileContext, depth = 0): boolean {
  if (isConstant(node, file)) return true;
  if (node.type === 'call' && isQuoting(node, file)) return true;
  if (node.type === 'list') return namedChildrenOf(node)[0] ? isShellSafe(namedChildrenOf(node)[0]!, file, depth) : true;
  if (node.type === 'identifier' && depth < 3) {
    const values = valuesOf(node, file);
    return !!values && values.length > 0 && values.every((value) => isShellSafe(value, file, depth + 1));
  }
  const parts = builtStringParts(node);
  return !!parts && parts.every((part) => 'text' in part || isShellSafe(part.value, file, depth + 1));
}

/** Removes `shell=True` (with the comma before it) from a call's arguments. */
export function dropKeyword(keyword: Node): FixPlan['edits'][number] | undefined {
  const previous = keyword.previousNamedSibling;
  if (!previous) return undefined;
  return { start: previous.endIndex, end: keyword.endIndex, text: '' };
}
