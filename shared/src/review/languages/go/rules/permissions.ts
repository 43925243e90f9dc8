/**
 * File permissions that let other users write (CWE-732): os.Chmod, os.Mkdir / MkdirAll, os.WriteFile /
 * ioutil.WriteFile, os.OpenFile, (*os.File).Chmod and their syscall / x/sys/unix counterparts given a mode with the
 * others-write bit, and `syscall.Umask(0)`. A mode is judged by its constant value: a literal (0o777, 0777, 511),
 * a constant, `os.FileMode(0o666)`, `os.ModePerm`, or flags joined with `|`. Modes of unknown value and sticky
 * directories (os.ModeSticky, 0o1777: the /tmp convention) are not reported.
 * A mode given when a file or directory is created still passes through the process umask (the usual 022 takes
 * others' write away), so those findings are low; a chmod, and a umask that stops masking it, are medium.
 */
import { isDeadCode } from '../../../analysis/dataflow/engine';
import { queryNodes } from '../../../core/query';
import type { Detection, FileContext, FixPlan, FlowStep, Node, Rule } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { packagePaths } from './context';
import { argumentsOf } from './values';

const OTHERS_WRITE = 0o002;
const STICKY = 0o1000;

type Kind = 'chmod' | 'file' | 'directory' | 'umask';

type Calls = ReadonlyMap<string, { kind: Kind; position: number }>;
const SYSCALLS: Calls = new Map([
  ['Chmod', { kind: 'chmod', position: 1 }], ['Fchmod', { kind: 'chmod', position: 1 }], ['Fchmodat', { kind: 'chmod', position: 2 }],
  ['Mkdir', { kind: 'directory', position: 1 }], ['Mkdirat', { kind: 'directory', position: 2 }],
  ['Open', { kind: 'file', position: 2 }], ['Openat', { kind: 'file', position: 3 }], ['Creat', { kind: 'file', position: 1 }],
  ['Umask', { kind: 'umask', position: 0 }],
]);
const PACKAGES: ReadonlyMap<string, Calls> = new Map([
  ['os', new Map([
    ['Chmod', { kind: 'chmod', position: 1 }], ['Mkdir', { kind: 'directory', position: 1 }], ['MkdirAll', { kind: 'directory', position: 1 }],
    ['WriteFile', { kind: 'file', position: 2 }], ['OpenFile', { kind: 'file', position: 2 }],
  ])],
  ['io/ioutil', new Map([['WriteFile', { kind: 'file', position: 2 }]])],
  ['syscall', SYSCALLS],
  ['golang.org/x/sys/unix', SYSCALLS],
]);

const NAMES = [...new Set([...PACKAGES.values()].flatMap((calls) => [...calls.keys()]))].map((name) => `"${name}"`).join(' ');
const CALLS = `(call_expression function: (selector_expression field: (field_identifier) @name (#any-of? @name ${NAMES}))) @node`;

/** Bits of os.FileMode constants as a Unix mode (os.ModeSticky is the sticky bit). */
const FILE_MODES: ReadonlyMap<string, number> = new Map([['ModePerm', 0o777], ['ModeSticky', STICKY]]);
const INTEGER_CONVERSIONS = new Set(['uint32', 'uint', 'int', 'uint16', 'int32', 'int64', 'uint64']);

interface ModeUse {
  kind: Kind;
  mode: Node;
}

interface Mode {
  values: number[];
  form: 'literal' | 'variable' | 'built' | 'partial';
  flow: FlowStep[];
}

function modeUse(file: FileContext, call: Node): ModeUse | undefined {
  const callee = call.childForFieldName('function')!;
  const operand = callee.childForFieldName('operand');
  const name = callee.childForFieldName('field')!.text;
  const args = argumentsOf(call);
  const path = operand?.type === 'identifier' ? packagePaths(file).get(operand.text) : undefined;
  const api = path ? PACKAGES.get(path)?.get(name) : undefined;
  if (api) return args[api.position] ? { kind: api.kind, mode: args[api.position]! } : undefined;
  // (*os.File).Chmod(mode): a method, not a function of an imported package.
  return !path && name === 'Chmod' && args.length === 1 ? { kind: 'chmod', mode: args[0]! } : undefined;
}

/** An integer literal's value: 0o777, 0777, 0x1ff, 511. */
function integerValue(text: string): number | undefined {
  const digits = text.replace(/_/g, '');
  const [base, body] = /^0[xX]/.test(digits) ? [16, digits.slice(2)] : /^0[oO]/.test(digits) ? [8, digits.slice(2)] : /^0[bB]/.test(digits) ? [2, digits.slice(2)] : /^0\d/.test(digits) ? [8, digits.slice(1)] : [10, digits];
  const value = parseInt(body, base);
  return Number.isNaN(value) ? undefined : value;
}

/** `os.ModePerm`, `fs.ModeSticky`. */
function fileModeConstant(file: FileContext, node: Node): number | undefined {
  const operand = node.type === 'selector_expression' ? node.childForFieldName('operand') : null;
  const path = operand?.type === 'identifier' ? packagePaths(file).get(operand.text) : undefined;
  return path === 'os' || path === 'io/fs' ? FILE_MODES.get(node.childForFieldName('field')?.text ?? '') : undefined;
}

/** `os.FileMode(x)`, `fs.FileMode(x)`, `uint32(x)`: the converted value. */
function converted(file: FileContext, node: Node): Node | undefined {
  const callee = node.type === 'call_expression' ? node.childForFieldName('function') : null;
  const args = node.type === 'call_expression' ? argumentsOf(node) : [];
  if (!callee || args.length !== 1) return undefined;
  if (callee.type === 'identifier' && INTEGER_CONVERSIONS.has(callee.text)) return args[0];
  const operand = callee.type === 'selector_expression' ? callee.childForFieldName('operand') : null;
  const path = operand?.type === 'identifier' ? packagePaths(file).get(operand.text) : undefined;
  return (path === 'os' || path === 'io/fs') && callee.childForFieldName('field')?.text === 'FileMode' ? args[0] : undefined;
}

function modeOf(file: FileContext, node: Node, depth = 0): Mode | undefined {
  if (node.type === 'int_literal') {
    const value = integerValue(node.text);
    return value === undefined ? undefined : { values: [value], form: 'literal', flow: [] };
  }
  const judged = judgedValue(file, node);
  const values = judged.constants.filter((c): c is number => typeof c === 'number' && Number.isInteger(c));
  if (values.length > 0) return { values, form: 'variable', flow: judged.flow };
  const constant = fileModeConstant(file, node);
  if (constant !== undefined) return { values: [constant], form: 'built', flow: [] };
  if (depth > 4) return undefined;
  const inner = node.type === 'parenthesized_expression' ? namedChildrenOf(node)[0] : converted(file, node);
  if (inner) {
    const mode = modeOf(file, inner, depth + 1);
    return mode && mode.form === 'literal' ? { ...mode, form: 'built' } : mode;
  }
  if (node.type !== 'binary_expression' || node.childForFieldName('operator')?.text !== '|') return undefined;
  const parts = [node.childForFieldName('left'), node.childForFieldName('right')].map((part) => (part ? modeOf(file, part, depth + 1) : undefined));
  // `info.Mode() | 0o002`: an unknown part only adds bits, so what the known part sets is set.
  const known = parts.filter((part): part is Mode => part !== undefined);
  if (known.length === 0) return undefined;
  const combined = known.reduce((all, part) => all.flatMap((a) => part.values.map((b) => a | b)), [0]);
  return { values: [...new Set(combined)], form: known.length < parts.length ? 'partial' : 'built', flow: [] };
}

const othersWritable = (mode: number) => mode >= 0 && mode <= 0o7777 && (mode & OTHERS_WRITE) !== 0 && (mode & STICKY) === 0;
const octal = (mode: number) => (mode === 0 ? '0' : `0o${mode.toString(8)}`);

/** `old := syscall.Umask(0); syscall.Umask(old)` and `syscall.Umask(syscall.Umask(0))` only read the umask. */
function readsUmask(file: FileContext, call: Node): boolean {
  const isUmask = (node: Node | null | undefined) => node?.type === 'call_expression' && modeUse(file, node)?.kind === 'umask';
  if (call.parent?.type === 'argument_list' && isUmask(call.parent.parent)) return true;
  const statement = call.parent?.type === 'expression_list' ? call.parent.parent : null;
  const left = statement && /^(short_var_declaration|assignment_statement)$/.test(statement.type) ? statement.childForFieldName('left') : null;
  const saved = left ? namedChildrenOf(left)[0] : undefined;
  let next = statement?.nextNamedSibling;
  while (next?.type === 'comment') next = next.nextNamedSibling;
  // A deferred restore keeps the umask cleared for the rest of the function: that is not a read.
  if (saved?.type !== 'identifier' || next?.type !== 'expression_statement') return false;
  return descendantsOf(next, 'call_expression').some((restore) => isUmask(restore) && modeUse(file, restore)?.mode.text === saved.text);
}

function shownMode(node: Node, mode: Mode, reported: number): string {
  if (mode.form === 'literal') return octal(reported);
  const text = `\`${node.text.replace(/\s+/g, ' ').slice(0, 60)}\``;
  if (mode.form === 'partial') return text;
  return `${text} (${octal(reported)}${mode.values.length > 1 ? ' on some paths' : ''})`;
}

function texts(kind: Kind, shown: string): { title: string; description: string } {
  if (kind === 'umask') {
    return {
      title: `umask ${shown} leaves new files writable by every user`,
      description: `Umask(${shown}) stops the process from masking other users' write permission: every file and directory it creates afterwards with the usual modes (0o666, 0o777) is writable by every local user, who can modify or replace it.`,
    };
  }
  const title = kind === 'chmod' ? 'File made writable by every user' : kind === 'file' ? 'File created writable by every user' : 'Directory created writable by every user';
  if (kind === 'chmod') return { title, description: `Mode ${shown} gives other users write permission: any local user or process can modify or replace the file (and, for a directory, the files in it).` };
  const effect = kind === 'directory' ? 'add, delete or replace the files in the directory' : 'modify or replace the file';
  return {
    title,
    description: `Mode ${shown} asks for write permission for other users: wherever the process umask does not take it away (a umask of 0, as some daemons, containers and service managers set), any local user or process can ${effect}. Its safety is left to the environment.`,
  };
}

/** The same literal without the others-write bit, in the literal's own octal style: 0o777 → 0o775, 0666 → 0664. */
function restrictFix(node: Node, mode: Mode, kind: Kind): FixPlan | undefined {
  if (mode.form !== 'literal' || kind === 'umask') return undefined;
  const restricted = (mode.values[0]! & ~OTHERS_WRITE).toString(8);
  const text = /^0[0-7]/.test(node.text) ? `0${restricted}` : `0o${restricted}`;
  return { description: 'Take write permission away from other users', safety: 'suggestion', edits: [{ start: node.startIndex, end: node.endIndex, text }] };
}

function detect(file: FileContext, call: Node): Detection | undefined {
  const use = modeUse(file, call);
  const mode = use ? modeOf(file, use.mode) : undefined;
  if (!use || !mode) return undefined;
  const reported = use.kind === 'umask' ? mode.values.find((mask) => mask >= 0 && mask <= 0o777 && (mask & OTHERS_WRITE) === 0) : mode.values.find(othersWritable);
  if (reported === undefined || isDeadCode(file, call) || (use.kind === 'umask' && readsUmask(file, call))) return undefined;
  const fix = restrictFix(use.mode, mode, use.kind);
  // A mode given at creation passes through the umask: other users can write only where the umask lets them.
  // The API's own default (0o777 for a directory, 0o666 for a file) left to the umask, as most code does: the
  // umask decides, not this call (Symfony's `mkdir($dir, 0777, true)`, Go's `MkdirAll(dir, os.ModePerm)`).
  if ((use.kind === 'directory' && reported === 0o777) || (use.kind === 'file' && reported === 0o666)) return undefined;
  const lower = use.kind === 'file' || use.kind === 'directory' ? { severity: 'low' as const } : {};
  return {
    start: use.mode.startIndex, end: use.mode.endIndex, ...texts(use.kind, shownMode(use.mode, mode, reported)), ...lower,
    ...(mode.flow.length > 0 ? { flow: mode.flow } : {}), ...(fix ? { fix } : {}),
  };
}

export const rules: Rule[] = [
  {
    id: 'go.security.insecure-file-permissions',
    fixes: { safety: 'suggestion', note: 'other users lose write access the program may have relied on' },
    specialist: 'security', severity: 'medium', languages: ['go'], cwe: 'CWE-732',
    title: 'File made writable by every user',
    description: 'A mode with the others-write bit (0o777, 0o666) lets any local user or process modify or replace the file, or the files of a directory; syscall.Umask(0) does the same to every file the process creates afterwards.',
    suggestion: 'Use a restrictive mode: 0o644 for files (0o600 for secrets and keys), 0o755 for directories (0o700 for private ones); share with a group (0o664, 0o775) rather than with everyone, and leave the umask alone.',
    scan: (file) => queryNodes(file, CALLS).flatMap((call) => detect(file, call) ?? []),
  },
];
