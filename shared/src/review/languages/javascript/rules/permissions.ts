/**
 * File permissions that let other users write (CWE-732): fs.chmod / lchmod / fchmod, fs.open, fs.mkdir and the
 * writeFile / appendFile / createWriteStream `{ mode }` option (callbacks, *Sync, fs.promises, fs/promises and
 * fs-extra alike) given a mode with the others-write bit, and `process.umask(0)`. A mode is judged by its constant
 * value: a number, an octal string ('777', as Node reads it) or `parseInt('777', 8)`, written in place or held by a
 * variable or an options object. Modes of unknown value and sticky directories (0o1777, the /tmp convention) are
 * not reported.
 * A mode given when a file or directory is created still passes through the process umask (the usual 022 takes
 * others' write away), so those findings are low; a chmod, and a umask that stops masking it, are medium.
 */
import { isDeadCode, valueAt } from '../../../analysis/dataflow/engine';
import type { Constant } from '../../../core/ir';
import { queryNodes } from '../../../core/query';
import type { Detection, FileContext, FixPlan, FlowStep, Node, Rule } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { calleeModule, constantText, importBindings } from './context';

const OTHERS_WRITE = 0o002;
const STICKY = 0o1000;
const FS_MODULES = new Set(['fs', 'fs/promises', 'fs-extra', 'graceful-fs']);

type Kind = 'chmod' | 'file' | 'directory' | 'umask';

/** Where an fs function takes its mode: the argument's position, and whether it is a number, an options object or either. */
interface ModeParameter {
  kind: Kind;
  position: number;
  form: 'mode' | 'options' | 'either';
}

const chmod: ModeParameter = { kind: 'chmod', position: 1, form: 'mode' };
const mkdir: ModeParameter = { kind: 'directory', position: 1, form: 'either' };
const write: ModeParameter = { kind: 'file', position: 2, form: 'options' };
const FS_CALLS: ReadonlyMap<string, ModeParameter> = new Map([
  ...['chmod', 'chmodSync', 'lchmod', 'lchmodSync', 'fchmod', 'fchmodSync'].map((name) => [name, chmod] as const),
  ...['mkdir', 'mkdirSync', 'mkdirs', 'mkdirsSync', 'mkdirp', 'mkdirpSync', 'ensureDir', 'ensureDirSync'].map((name) => [name, mkdir] as const),
  ...['writeFile', 'writeFileSync', 'appendFile', 'appendFileSync', 'outputFile', 'outputFileSync'].map((name) => [name, write] as const),
  ['open', { kind: 'file', position: 2, form: 'mode' }],
  ['openSync', { kind: 'file', position: 2, form: 'mode' }],
  ['createWriteStream', { kind: 'file', position: 1, form: 'options' }],
]);

const NAMES = [...FS_CALLS.keys()].map((name) => `"${name}"`).join(' ');
const CALLS = `
  (call_expression function: (identifier) @name (#any-of? @name ${NAMES})) @node
  (call_expression function: (member_expression property: (property_identifier) @name) (#any-of? @name ${NAMES} "umask")) @node`;

interface ModeUse {
  kind: Kind;
  /** The argument holding the mode (a number, or an options object). */
  argument: Node;
  form: ModeParameter['form'];
}

interface Mode {
  values: number[];
  /** The node the mode is written at: the argument, or the `mode:` value of an options object written in place. */
  node: Node;
  form: 'literal' | 'variable';
  flow: FlowStep[];
  /** Read from this field of an options object held in a variable. */
  field?: string;
}

/** `fs` itself, a name bound to fs (or fs.promises, fs/promises, fs-extra), or `fs.promises`. */
function isFsModule(file: FileContext, object: Node): boolean {
  if (object.type === 'member_expression' && object.childForFieldName('property')?.text === 'promises') {
    const root = object.childForFieldName('object');
    return !!root && isFsModule(file, root);
  }
  if (object.type !== 'identifier') return false;
  const binding = importBindings(file).get(object.text);
  // Code shown without its imports still calls fs by its usual name.
  if (!binding) return object.text === 'fs';
  return FS_MODULES.has(binding.module) && (binding.imported === '*' || binding.imported === 'promises');
}

function modeUse(file: FileContext, call: Node): ModeUse | undefined {
  const callee = call.childForFieldName('function')!;
  const args = namedChildrenOf(call.childForFieldName('arguments')!).filter((a) => a.type !== 'comment');
  if (callee.type === 'member_expression' && callee.childForFieldName('property')?.text === 'umask') {
    const object = callee.childForFieldName('object');
    // The global `process`, or the process module imported under any name.
    const binding = object?.type === 'identifier' ? importBindings(file).get(object.text) : undefined;
    const isProcess = object?.type === 'identifier' && (binding ? binding.module === 'process' : object.text === 'process');
    return isProcess && args[0] ? { kind: 'umask', argument: args[0], form: 'mode' } : undefined;
  }
  // `chmodSync` destructured from fs, `fs.chmodSync`, `fsp.chmod`, `require('fs').chmodSync`.
  const binding = calleeModule(file, callee);
  const object = callee.type === 'member_expression' ? callee.childForFieldName('object') : null;
  const name = callee.type === 'identifier' ? (binding && FS_MODULES.has(binding.module) ? binding.imported : undefined)
    : object && (isFsModule(file, object) || (binding?.imported === '*' && FS_MODULES.has(binding.module))) ? callee.childForFieldName('property')?.text : undefined;
  const parameter = name ? FS_CALLS.get(name) : undefined;
  const argument = parameter ? args[parameter.position] : undefined;
  return parameter && argument ? { kind: parameter.kind, argument, form: parameter.form } : undefined;
}

/** An integer literal's value; parsed here because hexadecimal digits are not suffixes. */
function integerValue(text: string): number | undefined {
  const digits = text.replace(/_/g, '');
  const [base, body] = /^0[xX]/.test(digits) ? [16, digits.slice(2)] : /^0[oO]/.test(digits) ? [8, digits.slice(2)] : /^0[bB]/.test(digits) ? [2, digits.slice(2)] : /^0[0-7]+$/.test(digits) ? [8, digits.slice(1)] : [10, digits];
  const value = /^[0-9a-fA-F]+$/.test(body) ? parseInt(body, base) : NaN;
  return Number.isNaN(value) ? undefined : value;
}

/** A mode as Node reads it: a number, or a string of octal digits. */
function modeConstant(constant: Constant): number | undefined {
  if (typeof constant === 'number') return Number.isInteger(constant) ? constant : undefined;
  return typeof constant === 'string' && /^[0-7]{1,4}$/.test(constant) ? parseInt(constant, 8) : undefined;
}

/** `parseInt('777', 8)`: the octal digits' value. */
function parsedOctal(file: FileContext, node: Node): number | undefined {
  const callee = node.type === 'call_expression' ? node.childForFieldName('function')?.text : undefined;
  if (callee !== 'parseInt' && callee !== 'Number.parseInt') return undefined;
  const [digits, radix] = namedChildrenOf(node.childForFieldName('arguments')!);
  if (!digits || !radix || !judgedValue(file, radix).constants.includes(8)) return undefined;
  const text = judgedValue(file, digits).constants[0];
  return typeof text === 'string' && /^[0-7]{1,4}$/.test(text) ? parseInt(text, 8) : undefined;
}

function scalarMode(file: FileContext, node: Node): Mode | undefined {
  const literal = node.type === 'number' ? integerValue(node.text) : node.type === 'string' ? modeConstant(constantText(node) ?? '') : parsedOctal(file, node);
  if (literal !== undefined) return { values: [literal], node, form: 'literal', flow: [] };
  if (node.type === 'number' || node.type === 'string') return undefined;
  const judged = judgedValue(file, node);
  const values = judged.constants.map(modeConstant).filter((v): v is number => v !== undefined);
  return values.length > 0 ? { values, node, form: 'variable', flow: judged.flow } : undefined;
}

function modeOf(file: FileContext, use: ModeUse): Mode | undefined {
  const { argument, form } = use;
  if (argument.type === 'object') {
    if (form === 'mode') return undefined;
    const pair = namedChildrenOf(argument).find((p) => p.type === 'pair' && /^["']?mode["']?$/.test(p.childForFieldName('key')?.text ?? ''));
    const value = pair?.childForFieldName('value');
    return value ? scalarMode(file, value) : undefined;
  }
  if (form !== 'options') {
    const scalar = scalarMode(file, argument);
    if (scalar) return scalar;
  }
  if (form === 'mode') return undefined;
  // An options object held in a variable: `const options = { mode: 0o666 }`.
  const field = valueAt(file, argument)?.fields?.get('mode');
  const values = (field?.constants ?? []).map(modeConstant).filter((v): v is number => v !== undefined);
  return values.length > 0 ? { values, node: argument, form: 'variable', flow: [], field: 'mode' } : undefined;
}

const othersWritable = (mode: number) => mode >= 0 && mode <= 0o7777 && (mode & OTHERS_WRITE) !== 0 && (mode & STICKY) === 0;
const octal = (mode: number) => (mode === 0 ? '0' : `0o${mode.toString(8)}`);

/** `const mask = process.umask(0); process.umask(mask)` and `process.umask(process.umask(0))` only read the umask. */
function readsUmask(file: FileContext, call: Node): boolean {
  const isUmask = (node: Node | null | undefined) => node?.type === 'call_expression' && modeUse(file, node)?.kind === 'umask';
  if (call.parent?.type === 'arguments' && isUmask(call.parent.parent)) return true;
  const holder = call.parent;
  const saved = holder?.type === 'variable_declarator' ? holder.childForFieldName('name') : holder?.type === 'assignment_expression' ? holder.childForFieldName('left') : null;
  const statement = holder?.type === 'variable_declarator' ? holder.parent : holder?.parent;
  let next = statement?.nextNamedSibling;
  while (next?.type === 'comment') next = next.nextNamedSibling;
  if (saved?.type !== 'identifier' || next?.type !== 'expression_statement') return false;
  return descendantsOf(next, 'call_expression').some((restore) => isUmask(restore) && modeUse(file, restore)?.argument.text === saved.text);
}

function shownMode(mode: Mode, reported: number): string {
  if (mode.form === 'literal') return octal(reported);
  return `\`${mode.node.text.replace(/\s+/g, ' ').slice(0, 60)}${mode.field ? `.${mode.field}` : ''}\` (${octal(reported)}${mode.values.length > 1 ? ' on some paths' : ''})`;
}

function texts(kind: Kind, shown: string): { title: string; description: string } {
  if (kind === 'umask') {
    return {
      title: `umask ${shown} leaves new files writable by every user`,
      description: `process.umask(${shown}) stops the process from masking other users' write permission: every file and directory it creates afterwards with the default modes (0o666, 0o777) is writable by every local user, who can modify or replace it.`,
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

/** The same literal without the others-write bit: `0o777` → `0o775`, `'666'` → `'664'`. */
function restrictFix(mode: Mode, kind: Kind): FixPlan | undefined {
  const { node } = mode;
  if (mode.form !== 'literal' || kind === 'umask' || (node.type !== 'number' && node.type !== 'string')) return undefined;
  const restricted = mode.values[0]! & ~OTHERS_WRITE;
  const digits = node.type === 'string' ? constantText(node) ?? '' : '';
  const text = node.type === 'number' ? `0o${restricted.toString(8)}` : `${node.text[0]}${restricted.toString(8).padStart(digits.length, '0')}${node.text[0]}`;
  return { description: 'Take write permission away from other users', safety: 'suggestion', edits: [{ start: node.startIndex, end: node.endIndex, text }] };
}

function detect(file: FileContext, call: Node): Detection | undefined {
  const use = modeUse(file, call);
  const mode = use ? modeOf(file, use) : undefined;
  if (!use || !mode) return undefined;
  const reported = use.kind === 'umask' ? mode.values.find((mask) => mask >= 0 && mask <= 0o777 && (mask & OTHERS_WRITE) === 0) : mode.values.find(othersWritable);
  if (reported === undefined || isDeadCode(file, call) || (use.kind === 'umask' && readsUmask(file, call))) return undefined;
  const fix = restrictFix(mode, use.kind);
  // A mode given at creation passes through the umask: other users can write only where the umask lets them.
  // The API's own default (0o777 for a directory, 0o666 for a file) left to the umask, as most code does: the
  // umask decides, not this call (Symfony's `mkdir($dir, 0777, true)`, Go's `MkdirAll(dir, os.ModePerm)`).
  if ((use.kind === 'directory' && reported === 0o777) || (use.kind === 'file' && reported === 0o666)) return undefined;
  const lower = use.kind === 'file' || use.kind === 'directory' ? { severity: 'low' as const } : {};
  return {
    start: mode.node.startIndex, end: mode.node.endIndex, ...texts(use.kind, shownMode(mode, reported)), ...lower,
    ...(mode.flow.length > 0 ? { flow: mode.flow } : {}), ...(fix ? { fix } : {}),
  };
}

export const rules: Rule[] = [
  {
    id: 'javascript.security.insecure-file-permissions',
    fixes: { safety: 'suggestion', note: 'other users lose write access the program may have relied on' },
    specialist: 'security', severity: 'medium', languages: ['javascript', 'typescript'], cwe: 'CWE-732',
    title: 'File made writable by every user',
    description: 'A mode with the others-write bit (0o777, 0o666) lets any local user or process modify or replace the file, or the files of a directory; process.umask(0) does the same to every file the process creates afterwards.',
    suggestion: 'Use a restrictive mode: 0o644 for files (0o600 for secrets and keys), 0o755 for directories (0o700 for private ones); share with a group (0o664, 0o775) rather than with everyone, and leave the umask alone.',
    scan: (file) => queryNodes(file, CALLS).flatMap((call) => detect(file, call) ?? []),
  },
];
