/**
 * File permissions that let other users write (CWE-732): os.chmod / fchmod / lchmod, os.open, os.mkdir / makedirs
 * and pathlib's chmod / mkdir / touch given a mode with the others-write bit, and an os.umask that stops masking it
 * (`os.umask(0)`). A mode is judged by its constant value (a literal, or what a variable holds) or by the stat
 * flags it is built from (`stat.S_IRWXU | stat.S_IWOTH`). Modes of unknown value and sticky directories (0o1777,
 * the /tmp convention: others may add files but not remove anyone else's) are not reported.
 * A mode given when a file or directory is created still passes through the process umask (the usual 022 takes
 * others' write away), so those findings are low; a chmod, and a umask that stops masking it, are medium.
 */
import { isDeadCode, valueAt } from '../../../analysis/dataflow/engine';
import { queryNodes } from '../../../core/query';
import type { Detection, FileContext, FixPlan, FlowStep, Node, Rule } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { keywordArgument, positionalArguments } from './context';
import { bindsModule, importedName } from './imports';

const OTHERS_WRITE = 0o002;
const STICKY = 0o1000;

/** What a call does with its mode: change a file's mode, create a file or a directory with it, or set the umask. */
type Kind = 'chmod' | 'file' | 'directory' | 'umask';

const STAT_FLAGS: ReadonlyMap<string, number> = new Map([
  ['S_ISUID', 0o4000], ['S_ISGID', 0o2000], ['S_ISVTX', 0o1000],
  ['S_IRWXU', 0o700], ['S_IRUSR', 0o400], ['S_IWUSR', 0o200], ['S_IXUSR', 0o100], ['S_IREAD', 0o400], ['S_IWRITE', 0o200], ['S_IEXEC', 0o100],
  ['S_IRWXG', 0o070], ['S_IRGRP', 0o040], ['S_IWGRP', 0o020], ['S_IXGRP', 0o010],
  ['S_IRWXO', 0o007], ['S_IROTH', 0o004], ['S_IWOTH', 0o002], ['S_IXOTH', 0o001],
]);

const CALLS = `
  (call function: (identifier) @name (#any-of? @name "chmod" "lchmod" "fchmod" "mkdir" "makedirs" "open" "umask")) @node
  (call function: (attribute attribute: (identifier) @name) (#any-of? @name "chmod" "lchmod" "fchmod" "mkdir" "makedirs" "open" "umask" "touch")) @node`;

interface ModeUse {
  kind: Kind;
  /** The mode (or mask) argument. */
  mode: Node;
}

/** The modes the call may set, and how they were known. */
interface Mode {
  values: number[];
  /** Written in place, read from a variable, built from flags, or built with a part of unknown value. */
  form: 'literal' | 'variable' | 'built' | 'partial';
  /** How a variable's constant got there, for the finding's evidence. */
  flow: FlowStep[];
}

/** An integer literal's value; parsed here because hexadecimal digits are not suffixes. */
function integerValue(text: string): number | undefined {
  const digits = text.replace(/_/g, '');
  const [base, body] = /^0[xX]/.test(digits) ? [16, digits.slice(2)] : /^0[oO]/.test(digits) ? [8, digits.slice(2)] : /^0[bB]/.test(digits) ? [2, digits.slice(2)] : /^0\d/.test(digits) ? [8, digits.slice(1)] : [10, digits];
  const value = parseInt(body, base);
  return Number.isNaN(value) ? undefined : value;
}

/** `stat.S_IWOTH`, or `S_IWOTH` imported from stat. */
function statFlag(file: FileContext, node: Node): number | undefined {
  if (node.type === 'identifier') {
    const qualified = importedName(file, node.text);
    return qualified?.startsWith('stat.') ? STAT_FLAGS.get(qualified.slice(5)) : undefined;
  }
  const object = node.type === 'attribute' ? node.childForFieldName('object') : null;
  if (object?.type !== 'identifier' || (importedName(file, object.text) ?? object.text) !== 'stat') return undefined;
  return STAT_FLAGS.get(node.childForFieldName('attribute')?.text ?? '');
}

/** `int('777', 8)`: octal digits read as a number. */
function octalDigits(file: FileContext, node: Node): number | undefined {
  const [digits, base] = node.type === 'call' && node.childForFieldName('function')?.text === 'int' ? positionalArguments(node) : [];
  if (!digits || !base || !judgedValue(file, base).constants.includes(8)) return undefined;
  const text = judgedValue(file, digits).constants[0];
  return typeof text === 'string' && /^(0o)?[0-7]{1,4}$/.test(text) ? parseInt(text.replace(/^0o/, ''), 8) : undefined;
}

function modeOf(file: FileContext, node: Node, depth = 0): Mode | undefined {
  if (node.type === 'integer') {
    const value = integerValue(node.text);
    return value === undefined ? undefined : { values: [value], form: 'literal', flow: [] };
  }
  const judged = judgedValue(file, node);
  const values = judged.constants.filter((c): c is number => typeof c === 'number' && Number.isInteger(c));
  if (values.length > 0) return { values, form: 'variable', flow: judged.flow };
  const flag = statFlag(file, node);
  if (flag !== undefined) return { values: [flag], form: 'built', flow: [] };
  const parsed = octalDigits(file, node);
  if (parsed !== undefined) return { values: [parsed], form: 'built', flow: [] };
  if (depth > 4) return undefined;
  if (node.type === 'parenthesized_expression') {
    const inner = namedChildrenOf(node)[0];
    return inner ? modeOf(file, inner, depth + 1) : undefined;
  }
  if (node.type !== 'binary_operator' || node.childForFieldName('operator')?.text !== '|') return undefined;
  const parts = [node.childForFieldName('left'), node.childForFieldName('right')].map((part) => (part ? modeOf(file, part, depth + 1) : undefined));
  // `os.stat(p).st_mode | stat.S_IWOTH`: an unknown part only adds bits, so what the known part sets is set.
  const known = parts.filter((part): part is Mode => part !== undefined);
  if (known.length === 0) return undefined;
  const combined = known.reduce((all, part) => all.flatMap((a) => part.values.map((b) => a | b)), [0]);
  return { values: [...new Set(combined)], form: known.length < parts.length ? 'partial' : 'built', flow: [] };
}

const octal = (mode: number) => (mode === 0 ? '0' : `0o${mode.toString(8)}`);

/** A permission mode (not a stray number) that lets other users write, with the sticky bit off. */
const othersWritable = (mode: number) => mode >= 0 && mode <= 0o7777 && (mode & OTHERS_WRITE) !== 0 && (mode & STICKY) === 0;

/** The module a name stands for, when it is one: `os` for `os` and for `o` of `import os as o`. */
function moduleNamed(file: FileContext, node: Node | null): string | undefined {
  if (node?.type !== 'identifier') return undefined;
  const imported = importedName(file, node.text);
  return imported ?? (bindsModule(file, node.text) ? node.text : undefined);
}

const OS_CALLS: ReadonlyMap<string, { kind: Kind; position: number; keyword: string }> = new Map([
  ['chmod', { kind: 'chmod', position: 1, keyword: 'mode' }],
  ['lchmod', { kind: 'chmod', position: 1, keyword: 'mode' }],
  ['fchmod', { kind: 'chmod', position: 1, keyword: 'mode' }],
  ['open', { kind: 'file', position: 2, keyword: 'mode' }],
  ['mkdir', { kind: 'directory', position: 1, keyword: 'mode' }],
  ['makedirs', { kind: 'directory', position: 1, keyword: 'mode' }],
  ['umask', { kind: 'umask', position: 0, keyword: 'mask' }],
]);

function modeUse(file: FileContext, call: Node): ModeUse | undefined {
  const fn = call.childForFieldName('function')!;
  const name = fn.type === 'attribute' ? fn.childForFieldName('attribute')!.text : fn.text;
  const object = fn.type === 'attribute' ? fn.childForFieldName('object') : null;
  const qualified = fn.type === 'identifier' ? importedName(file, fn.text) : object?.type === 'identifier' ? `${importedName(file, object.text) ?? object.text}.${name}` : undefined;
  const positional = positionalArguments(call);
  const os = qualified && /^(os|posix)\./.test(qualified) ? OS_CALLS.get(name) : undefined;
  if (os) {
    const mode = positional[os.position] ?? keywordArgument(call, os.keyword);
    return mode ? { kind: os.kind, mode } : undefined;
  }
  // Methods of path objects (pathlib, py.path, an SFTP file): not functions of a module.
  if (!object || moduleNamed(file, object) !== undefined) return undefined;
  if (name === 'chmod' || name === 'lchmod') {
    const args = namedChildrenOf(call.childForFieldName('arguments')!).filter((a) => a.type !== 'comment');
    const mode = args.length === 1 ? (args[0]!.type === 'keyword_argument' ? keywordArgument(call, 'mode') : args[0]) : undefined;
    return mode ? { kind: 'chmod', mode } : undefined;
  }
  if (name !== 'mkdir' && name !== 'touch') return undefined;
  const kind = name === 'mkdir' ? 'directory' : 'file';
  const named = keywordArgument(call, 'mode');
  if (named) return { kind, mode: named };
  // Path.mkdir(mode, parents, exist_ok) and Path.touch(mode, exist_ok) take the mode first; other mkdirs a path.
  const first = positional[0];
  return first && valueAt(file, object)?.type?.startsWith('pathlib.') ? { kind, mode: first } : undefined;
}

/** `mask = os.umask(0); os.umask(mask)` and `os.umask(os.umask(0))` read the umask: it is put back at once. */
function readsUmask(file: FileContext, call: Node): boolean {
  const isUmask = (node: Node | null | undefined) => node?.type === 'call' && modeUse(file, node)?.kind === 'umask';
  if (call.parent?.type === 'argument_list' && isUmask(call.parent.parent)) return true;
  const assignment = call.parent;
  const saved = assignment?.type === 'assignment' && assignment.childForFieldName('right')?.id === call.id ? assignment.childForFieldName('left') : null;
  let next = assignment?.parent?.nextNamedSibling;
  while (next?.type === 'comment') next = next.nextNamedSibling;
  if (saved?.type !== 'identifier' || next?.type !== 'expression_statement') return false;
  return descendantsOf(next, 'call').some((restore) => isUmask(restore) && modeUse(file, restore)?.mode.text === saved.text);
}

/** The mode as the description names it: `0o777`, `` `SHARED` (0o777) ``, `` `mode` (0o777 on some paths) ``. */
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
      description: `os.umask(${shown}) stops the process from masking other users' write permission: every file and directory it creates afterwards with the default modes (0o666, 0o777) is writable by every local user, who can modify or replace it.`,
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

function restrictFix(node: Node, mode: Mode, kind: Kind): FixPlan | undefined {
  if (mode.form !== 'literal' || kind === 'umask') return undefined;
  const restricted = mode.values[0]! & ~OTHERS_WRITE;
  return { description: 'Take write permission away from other users', safety: 'suggestion', edits: [{ start: node.startIndex, end: node.endIndex, text: `0o${restricted.toString(8)}` }] };
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
    id: 'python.security.insecure-file-permissions',
    fixes: { safety: 'suggestion', note: 'other users lose write access the program may have relied on' },
    specialist: 'security', severity: 'medium', languages: ['python'], cwe: 'CWE-732',
    title: 'File made writable by every user',
    description: 'A mode with the others-write bit (0o777, 0o666) lets any local user or process modify or replace the file, or the files of a directory; os.umask(0) does the same to every file the process creates afterwards.',
    suggestion: 'Use a restrictive mode: 0o644 for files (0o600 for secrets and keys), 0o755 for directories (0o700 for private ones); share with a group (0o664, 0o775) rather than with everyone, and leave the umask alone.',
    scan: (file) => queryNodes(file, CALLS).flatMap((call) => detect(file, call) ?? []),
  },
];
