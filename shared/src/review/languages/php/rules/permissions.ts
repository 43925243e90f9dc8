/**
 * File permissions that let other users write (CWE-732): chmod() and mkdir() given a mode with the others-write
 * bit, the same modes passed to a filesystem object's chmod / mkdir / makeDirectory (Symfony's Filesystem,
 * Laravel's File), and umask(0). A mode is judged by its constant value: a literal (0777, 0o777, 511) or what a
 * variable or constant holds. Modes of unknown value and sticky directories (01777, the /tmp convention) are not
 * reported.
 * A mode given when a file or directory is created still passes through the process umask (the usual 022 takes
 * others' write away), so those findings are low; a chmod, and a umask that stops masking it, are medium.
 */
import { isDeadCode } from '../../../analysis/dataflow/engine';
import { queryNodes } from '../../../core/query';
import type { Detection, FileContext, FixPlan, FlowStep, Node, Rule } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { argumentValue } from '../expressions';
import { namedArgument } from './context';

const OTHERS_WRITE = 0o002;
const STICKY = 0o1000;

type Kind = 'chmod' | 'directory' | 'umask';

const CALLS = `
  (function_call_expression function: (name) @name (#any-of? @name "chmod" "mkdir" "umask")) @node
  (function_call_expression function: (qualified_name (name) @name) (#any-of? @name "chmod" "mkdir" "umask")) @node
  (member_call_expression name: (name) @name (#any-of? @name "chmod" "mkdir" "makeDirectory")) @node
  (nullsafe_member_call_expression name: (name) @name (#any-of? @name "chmod" "mkdir" "makeDirectory")) @node
  (scoped_call_expression name: (name) @name (#any-of? @name "chmod" "mkdir" "makeDirectory")) @node`;

/** The functions' mode parameters: position and name (for `chmod($f, permissions: 0777)`). */
const FUNCTIONS: ReadonlyMap<string, { kind: Kind; position: number; name: string }> = new Map([
  ['chmod', { kind: 'chmod', position: 1, name: 'permissions' }],
  ['mkdir', { kind: 'directory', position: 1, name: 'permissions' }],
  ['umask', { kind: 'umask', position: 0, name: 'mask' }],
]);

interface ModeUse {
  kind: Kind;
  mode: Node;
}

interface Mode {
  values: number[];
  form: 'literal' | 'variable';
  flow: FlowStep[];
}

function positionalArguments(call: Node): Node[] {
  const list = call.childForFieldName('arguments') ?? namedChildrenOf(call).find((c) => c.type === 'arguments');
  return list ? namedChildrenOf(list).filter((a) => a.type === 'argument' && !a.childForFieldName('name')).map((a) => argumentValue(a) ?? a) : [];
}

function modeUse(call: Node): ModeUse | undefined {
  if (call.type === 'function_call_expression') {
    // `chmod` or `\chmod`: PHP's own function, not one of a namespace.
    const fn = call.childForFieldName('function')!.text;
    const parameter = FUNCTIONS.get(fn.replace(/^\\/, ''));
    const mode = parameter ? positionalArguments(call)[parameter.position] ?? namedArgument(call, parameter.name) : undefined;
    return parameter && mode ? { kind: parameter.kind, mode } : undefined;
  }
  // Filesystem helpers take the path first and the mode second: `$fs->chmod($files, 0777)`, `File::makeDirectory($p, 0777)`.
  const kind = call.childForFieldName('name')?.text === 'chmod' ? 'chmod' : 'directory';
  const mode = positionalArguments(call)[1] ?? namedArgument(call, 'mode');
  return mode ? { kind, mode } : undefined;
}

/** An integer literal's value: 0777, 0o777, 0x1FF, 511. */
function integerValue(text: string): number | undefined {
  const digits = text.replace(/_/g, '');
  const [base, body] = /^0[xX]/.test(digits) ? [16, digits.slice(2)] : /^0[oO]/.test(digits) ? [8, digits.slice(2)] : /^0[bB]/.test(digits) ? [2, digits.slice(2)] : /^0\d/.test(digits) ? [8, digits.slice(1)] : [10, digits];
  const value = parseInt(body, base);
  return Number.isNaN(value) ? undefined : value;
}

function modeOf(file: FileContext, node: Node): Mode | undefined {
  if (node.type === 'integer') {
    const value = integerValue(node.text);
    return value === undefined ? undefined : { values: [value], form: 'literal', flow: [] };
  }
  const judged = judgedValue(file, node);
  const values = judged.constants.filter((c): c is number => typeof c === 'number' && Number.isInteger(c));
  if (values.length > 0) return { values, form: 'variable', flow: judged.flow };
  // octdec('777'): octal digits read as a number.
  const digits = node.type === 'function_call_expression' && /^\\?octdec$/i.test(node.childForFieldName('function')?.text ?? '') ? positionalArguments(node)[0] : undefined;
  const text = digits ? judgedValue(file, digits).constants[0] : undefined;
  return typeof text === 'string' && /^[0-7]{1,4}$/.test(text) ? { values: [parseInt(text, 8)], form: 'variable', flow: [] } : undefined;
}

const othersWritable = (mode: number) => mode >= 0 && mode <= 0o7777 && (mode & OTHERS_WRITE) !== 0 && (mode & STICKY) === 0;
const octal = (mode: number) => (mode === 0 ? '0' : `0${mode.toString(8)}`);

/** `$old = umask(0); umask($old);` and `umask(umask(0))` only read the umask. */
function readsUmask(call: Node): boolean {
  const isUmask = (node: Node | null | undefined) => node?.type === 'function_call_expression' && modeUse(node)?.kind === 'umask';
  const argument = call.parent?.type === 'argument' ? call.parent.parent : null;
  if (argument?.type === 'arguments' && isUmask(argument.parent)) return true;
  const assignment = call.parent;
  const saved = assignment?.type === 'assignment_expression' && assignment.childForFieldName('right')?.id === call.id ? assignment.childForFieldName('left') : null;
  let next = assignment?.parent?.nextNamedSibling;
  while (next?.type === 'comment') next = next.nextNamedSibling;
  if (saved?.type !== 'variable_name' || next?.type !== 'expression_statement') return false;
  return descendantsOf(next, 'function_call_expression').some((restore) => isUmask(restore) && modeUse(restore)?.mode.text === saved.text);
}

function shownMode(node: Node, mode: Mode, reported: number): string {
  if (mode.form === 'literal') return octal(reported);
  return `\`${node.text.replace(/\s+/g, ' ').slice(0, 60)}\` (${octal(reported)}${mode.values.length > 1 ? ' on some paths' : ''})`;
}

function texts(kind: Kind, shown: string): { title: string; description: string } {
  if (kind === 'umask') {
    return {
      title: `umask ${shown} leaves new files writable by every user`,
      description: `umask(${shown}) stops the process from masking other users' write permission: every file and directory it creates afterwards with the usual modes (0666, and mkdir's default 0777) is writable by every local user, who can modify or replace it.`,
    };
  }
  if (kind === 'chmod') return { title: 'File made writable by every user', description: `Mode ${shown} gives other users write permission: any local user or process can modify or replace the file (and, for a directory, the files in it).` };
  return {
    title: 'Directory created writable by every user',
    description: `Mode ${shown} asks for write permission for other users: wherever the process umask does not take it away (a umask of 0, as some daemons, containers and service managers set), any local user or process can add, delete or replace the files in the directory. Its safety is left to the environment.`,
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
  if (use.kind === 'directory' && reported === 0o777) return undefined;
  const lower = use.kind === 'directory' ? { severity: 'low' as const } : {};
  return {
    start: use.mode.startIndex, end: use.mode.endIndex, ...texts(use.kind, shownMode(use.mode, mode, reported)), ...lower,
    ...(mode.flow.length > 0 ? { flow: mode.flow } : {}), ...(fix ? { fix } : {}),
  };
}

export const rules: Rule[] = [
  {
    id: 'php.security.insecure-file-permissions',
    fixes: { safety: 'suggestion', note: 'other users lose write access the program may have relied on' },
    specialist: 'security', severity: 'medium', languages: ['php'], cwe: 'CWE-732',
    title: 'File made writable by every user',
    description: 'A mode with the others-write bit (0777, 0666) lets any local user or process modify or replace the file, or the files of a directory; umask(0) does the same to every file the process creates afterwards.',
    suggestion: 'Use a restrictive mode: 0644 for files (0600 for secrets and keys), 0755 for directories (0700 for private ones); share with a group (0664, 0775) rather than with everyone, and leave the umask alone.',
    scan: (file) => queryNodes(file, CALLS).flatMap((call) => detect(file, call) ?? []),
  },
];
