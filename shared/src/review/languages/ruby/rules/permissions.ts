/**
 * File permissions that let other users write (CWE-732): File.chmod / lchmod, FileUtils.chmod / chmod_R (numeric
 * or symbolic modes such as "a+w"), File.open / File.new / IO.sysopen with a permission argument or `perm:`,
 * Dir.mkdir, FileUtils.mkdir_p / mkdir / install with `mode:`, a File or Pathname's own chmod, and File.umask(0).
 * A mode is judged by its constant value: a literal (0777, 0o777, 511), a constant or what a variable holds.
 * Modes of unknown value and sticky directories (01777, the /tmp convention) are not reported.
 * A mode given when a file or directory is created still passes through the process umask (the usual 022 takes
 * others' write away), so those findings are low; a chmod, and a umask that stops masking it, are medium.
 */
import { isDeadCode } from '../../../analysis/dataflow/engine';
import type { Constant } from '../../../core/ir';
import type { Detection, FileContext, FixPlan, FlowStep, Node, Rule } from '../../../core/rule';
import { judgedValue } from '../../../rules/judged-value';
import { fileCallsOf } from '../find';
import { argumentsOf, keywordArgument, methodName, positionalArguments, receiverOf } from './context';

const OTHERS_WRITE = 0o002;
const STICKY = 0o1000;

type Kind = 'chmod' | 'file' | 'directory' | 'umask';

const METHODS = ['chmod', 'lchmod', 'chmod_R', 'mkdir', 'mkdir_p', 'makedirs', 'mkpath', 'open', 'new', 'write', 'binwrite', 'sysopen', 'install', 'umask'];
const DIRECTORY_METHODS = new Set(['mkdir', 'mkdir_p', 'makedirs', 'mkpath']);

interface ModeUse {
  kind: Kind;
  mode: Node;
}

interface Mode {
  values: number[];
  form: 'literal' | 'variable' | 'symbolic';
  flow: FlowStep[];
}

function modeUse(call: Node): ModeUse | undefined {
  const name = methodName(call);
  const receiver = receiverOf(call)?.text.replace(/^::/, '');
  const positional = positionalArguments(call);
  const use = (kind: Kind, mode: Node | undefined): ModeUse | undefined => (mode ? { kind, mode } : undefined);
  if (receiver === 'File' || receiver === 'IO') {
    if (name === 'chmod' || name === 'lchmod') return use('chmod', positional[0]);
    if (name === 'umask') return use('umask', positional[0]);
    // File.open(path, 'w', 0666), File.new(path, flags, perm: 0666), IO.sysopen(path, flags, 0666), File.write(path, data, perm: 0666).
    if (name === 'open' || name === 'new' || name === 'sysopen') return use('file', positional[2] ?? keywordArgument(call, 'perm'));
    if (name === 'write' || name === 'binwrite') return use('file', keywordArgument(call, 'perm'));
    return undefined;
  }
  if (receiver === 'Dir') return name === 'mkdir' ? use('directory', positional[1]) : undefined;
  // FileUtils.chmod(0777, files), or the same method mixed in (Rake, `include FileUtils`).
  if (receiver === 'FileUtils' || receiver === undefined) {
    if ((name === 'chmod' || name === 'chmod_R') && (receiver !== undefined || positional.length >= 2)) return use('chmod', positional[0]);
    if (DIRECTORY_METHODS.has(name)) return use('directory', keywordArgument(call, 'mode'));
    if (name === 'install') return use('file', keywordArgument(call, 'mode'));
    return undefined;
  }
  // A File or Pathname's own chmod(mode), or a FileUtils-like object's mkdir_p(path, mode: …).
  if ((name === 'chmod' || name === 'lchmod') && argumentsOf(call).length === 1) return use('chmod', positional[0]);
  return DIRECTORY_METHODS.has(name) ? use('directory', keywordArgument(call, 'mode')) : undefined;
}

/** An integer literal's value: 0777, 0o777, 0x1ff, 0d511, 511. */
function integerValue(text: string): number | undefined {
  const digits = text.replace(/_/g, '');
  const [base, body] = /^0[xX]/.test(digits) ? [16, digits.slice(2)] : /^0[oO]/.test(digits) ? [8, digits.slice(2)] : /^0[bB]/.test(digits) ? [2, digits.slice(2)]
    : /^0[dD]/.test(digits) ? [10, digits.slice(2)] : /^0\d/.test(digits) ? [8, digits.slice(1)] : [10, digits];
  const value = parseInt(body, base);
  return Number.isNaN(value) ? undefined : value;
}

/**
 * A symbolic mode as FileUtils.chmod reads it ("a+w", "o+w", "u=rwx,go=rwx"): the others-write and sticky bits it
 * leaves set, clause by clause. Undefined for anything else.
 */
function symbolicMode(text: string): number | undefined {
  let mode = 0;
  for (const clause of text.split(',')) {
    const parts = /^([ugoa]*)([-+=])([rwxXst]*)$/.exec(clause);
    if (!parts) return undefined;
    const [who, operator, permissions] = [parts[1] ?? '', parts[2], parts[3] ?? ''];
    if (who !== '' && !/[oa]/.test(who)) continue;
    const bits = (permissions.includes('w') ? OTHERS_WRITE : 0) | (permissions.includes('t') ? STICKY : 0);
    mode = operator === '+' ? mode | bits : operator === '-' ? mode & ~bits : bits;
  }
  return mode;
}

function modeConstant(constant: Constant): number | undefined {
  if (typeof constant === 'number') return Number.isInteger(constant) ? constant : undefined;
  return typeof constant === 'string' ? symbolicMode(constant) : undefined;
}

function modeOf(file: FileContext, node: Node): Mode | undefined {
  if (node.type === 'integer') {
    const value = integerValue(node.text);
    return value === undefined ? undefined : { values: [value], form: 'literal', flow: [] };
  }
  const judged = judgedValue(file, node);
  const values = judged.constants.map(modeConstant).filter((v): v is number => v !== undefined);
  if (values.length === 0) return undefined;
  return { values, form: node.type === 'string' ? 'symbolic' : 'variable', flow: judged.flow };
}

const othersWritable = (mode: number) => mode >= 0 && mode <= 0o7777 && (mode & OTHERS_WRITE) !== 0 && (mode & STICKY) === 0;
const octal = (mode: number) => (mode === 0 ? '0' : `0${mode.toString(8)}`);

/** `old = File.umask(0); File.umask(old)` and `File.umask(File.umask(0))` only read the umask. */
function readsUmask(call: Node): boolean {
  const isUmask = (node: Node | null | undefined) => node?.type === 'call' && modeUse(node)?.kind === 'umask';
  if (call.parent?.type === 'argument_list' && isUmask(call.parent.parent)) return true;
  const assignment = call.parent;
  const saved = assignment?.type === 'assignment' && assignment.childForFieldName('right')?.id === call.id ? assignment.childForFieldName('left') : null;
  let next = assignment?.nextNamedSibling;
  while (next?.type === 'comment') next = next.nextNamedSibling;
  return saved?.type === 'identifier' && isUmask(next) && modeUse(next!)?.mode.text === saved.text;
}

function shownMode(node: Node, mode: Mode, reported: number): string {
  if (mode.form === 'literal') return octal(reported);
  if (mode.form === 'symbolic') return node.text;
  return `\`${node.text.replace(/\s+/g, ' ').slice(0, 60)}\` (${octal(reported)}${mode.values.length > 1 ? ' on some paths' : ''})`;
}

function texts(kind: Kind, shown: string): { title: string; description: string } {
  if (kind === 'umask') {
    return {
      title: `umask ${shown} leaves new files writable by every user`,
      description: `File.umask(${shown}) stops the process from masking other users' write permission: every file and directory it creates afterwards with the usual modes (0666, 0777) is writable by every local user, who can modify or replace it.`,
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

/** The same literal without the others-write bit, in the literal's own octal style: 0777 → 0775, 0o666 → 0o664. */
function restrictFix(node: Node, mode: Mode, kind: Kind): FixPlan | undefined {
  if (mode.form !== 'literal' || kind === 'umask') return undefined;
  const restricted = (mode.values[0]! & ~OTHERS_WRITE).toString(8);
  const text = /^0[oO]/.test(node.text) ? `0o${restricted}` : `0${restricted}`;
  return { description: 'Take write permission away from other users', safety: 'suggestion', edits: [{ start: node.startIndex, end: node.endIndex, text }] };
}

function detect(file: FileContext, call: Node): Detection | undefined {
  const use = modeUse(call);
  const mode = use ? modeOf(file, use.mode) : undefined;
  if (!use || !mode) return undefined;
  const reported = use.kind === 'umask' ? mode.values.find((mask) => mask >= 0 && mask <= 0o777 && (mask & OTHERS_WRITE) === 0) : mode.values.find(othersWritable);
  if (reported === undefined || isDeadCode(file, call) || (use.kind === 'umask' && readsUmask(call))) return undefined;
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
    id: 'ruby.security.insecure-file-permissions',
    fixes: { safety: 'suggestion', note: 'other users lose write access the program may have relied on' },
    specialist: 'security', severity: 'medium', languages: ['ruby'], cwe: 'CWE-732',
    title: 'File made writable by every user',
    description: 'A mode with the others-write bit (0777, 0666, "a+w") lets any local user or process modify or replace the file, or the files of a directory; File.umask(0) does the same to every file the process creates afterwards.',
    suggestion: 'Use a restrictive mode: 0644 for files (0600 for secrets and keys), 0755 for directories (0700 for private ones); share with a group (0664, 0775) rather than with everyone, and leave the umask alone.',
    scan: (file) => fileCallsOf(file, METHODS).flatMap((call) => detect(file, call) ?? []),
  },
];
