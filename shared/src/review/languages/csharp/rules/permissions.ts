/**
 * File permissions that let other users write (CWE-732): File.SetUnixFileMode, Directory.CreateDirectory(path,
 * mode), FileSystemInfo.UnixFileMode and FileStreamOptions.UnixCreateMode given a mode with UnixFileMode.OtherWrite.
 * C# has no octal literals, so a mode is judged from the UnixFileMode flags it is built from, a cast number
 * (`(UnixFileMode)511`, `(UnixFileMode)Convert.ToInt32("777", 8)`), or a local or constant holding one. Modes of
 * unknown value and sticky directories (UnixFileMode.StickyBit, the /tmp convention) are not reported.
 * A mode given when a file or directory is created still passes through the process umask (the usual 022 takes
 * others' write away), so those findings are low; a mode set on an existing file is medium.
 */
import { isDeadCode } from '../../../analysis/dataflow/engine';
import { queryNodes } from '../../../core/query';
import type { Detection, FileContext, FlowStep, Node, Rule } from '../../../core/rule';
import { childrenOf, descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { argumentValues, CS } from './context';

const OTHERS_WRITE = 0o002;
const STICKY = 0o1000;

const FLAGS: ReadonlyMap<string, number> = new Map([
  ['None', 0], ['OtherExecute', 0o001], ['OtherWrite', 0o002], ['OtherRead', 0o004],
  ['GroupExecute', 0o010], ['GroupWrite', 0o020], ['GroupRead', 0o040],
  ['UserExecute', 0o100], ['UserWrite', 0o200], ['UserRead', 0o400],
  ['StickyBit', 0o1000], ['SetGroup', 0o2000], ['SetUser', 0o4000],
]);

const CANDIDATES = `
  (invocation_expression function: (member_access_expression name: (identifier) @name (#any-of? @name "SetUnixFileMode" "CreateDirectory"))) @node
  (assignment_expression left: (member_access_expression name: (identifier) @name) (#any-of? @name "UnixFileMode" "UnixCreateMode")) @node
  (initializer_expression (assignment_expression left: (identifier) @name (#any-of? @name "UnixFileMode" "UnixCreateMode")) @node)`;

type Kind = 'chmod' | 'file' | 'directory';

interface Mode {
  values: number[];
  /** Built from flags or a cast written in place, read from a variable, or built with a part of unknown value. */
  form: 'built' | 'variable' | 'partial';
  flow: FlowStep[];
}

function modeUse(node: Node): { kind: Kind; mode: Node } | undefined {
  if (node.type === 'assignment_expression') {
    const right = node.childForFieldName('right');
    const property = node.childForFieldName('left')!;
    const name = property.type === 'identifier' ? property.text : property.childForFieldName('name')?.text;
    return right ? { kind: name === 'UnixCreateMode' ? 'file' : 'chmod', mode: right } : undefined;
  }
  const callee = node.childForFieldName('function')!;
  const owner = callee.childForFieldName('expression')?.text ?? '';
  const args = argumentValues(node.childForFieldName('arguments'));
  if (callee.childForFieldName('name')?.text === 'SetUnixFileMode') return /(^|\.)File$/.test(owner) && args[1] ? { kind: 'chmod', mode: args[1] } : undefined;
  return /(^|\.)Directory$/.test(owner) && args.length === 2 ? { kind: 'directory', mode: args[1]! } : undefined;
}

/** C# integers have no octal form: `0777` is seven hundred and seventy-seven. */
function integerValue(text: string): number | undefined {
  const digits = text.replace(/_/g, '').replace(/[uUlL]+$/, '');
  const value = /^0[xX]/.test(digits) ? parseInt(digits.slice(2), 16) : /^0[bB]/.test(digits) ? parseInt(digits.slice(2), 2) : /^\d+$/.test(digits) ? parseInt(digits, 10) : NaN;
  return Number.isNaN(value) ? undefined : value;
}

/** `using static System.IO.UnixFileMode;`: the flags usable by their bare names. */
function importsFlags(file: FileContext): boolean {
  const root = file.tree?.rootNode;
  return !!root && descendantsOf(root, 'using_directive').some((u) => childrenOf(u).some((c) => c.type === 'static') && /(^|\.)UnixFileMode$/.test(namedChildrenOf(u).at(-1)?.text ?? ''));
}

/** `Convert.ToInt32("777", 8)`: octal digits read as a number. */
function octalConversion(file: FileContext, node: Node): number | undefined {
  const callee = node.type === 'invocation_expression' ? node.childForFieldName('function')?.text : undefined;
  if (!callee || !/^(System\.)?Convert\.To(U?Int(16|32|64))$/.test(callee)) return undefined;
  const [digits, radix] = argumentValues(node.childForFieldName('arguments'));
  if (!digits || !radix || !judgedValue(file, radix).constants.includes(8)) return undefined;
  const text = judgedValue(file, digits).constants[0];
  return typeof text === 'string' && /^[0-7]{1,4}$/.test(text) ? parseInt(text, 8) : undefined;
}

/** The initializer of the one local or field declaring `name` around `at`, when nothing assigns it again. */
function declaredValue(name: string, at: Node): Node | undefined {
  for (const scope of [enclosing(at, ['method_declaration', 'constructor_declaration', 'local_function_statement']), enclosing(at, ['class_declaration', 'struct_declaration', 'record_declaration'])]) {
    if (!scope) continue;
    const declarators = descendantsOf(scope, 'variable_declarator').filter((d) => d.childForFieldName('name')?.text === name);
    if (declarators.length === 0) continue;
    const reassigned = descendantsOf(scope, 'assignment_expression').some((a) => /^(this\.)?(\w+)$/.exec(a.childForFieldName('left')?.text ?? '')?.[2] === name);
    if (declarators.length > 1 || reassigned) return undefined;
    const declarator = declarators[0]!;
    return namedChildrenOf(declarator).filter((c) => c.id !== declarator.childForFieldName('name')?.id && c.type !== 'bracketed_argument_list').at(-1);
  }
  return undefined;
}

function modeOf(file: FileContext, node: Node, depth = 0): Mode | undefined {
  if (node.type === 'integer_literal') {
    const value = integerValue(node.text);
    return value === undefined ? undefined : { values: [value], form: 'built', flow: [] };
  }
  const flag = node.type === 'member_access_expression' && /(^|\.)UnixFileMode$/.test(node.childForFieldName('expression')?.text ?? '') ? FLAGS.get(node.childForFieldName('name')?.text ?? '')
    : node.type === 'identifier' && FLAGS.has(node.text) && importsFlags(file) ? FLAGS.get(node.text) : undefined;
  if (flag !== undefined) return { values: [flag], form: 'built', flow: [] };
  const converted = octalConversion(file, node);
  if (converted !== undefined) return { values: [converted], form: 'built', flow: [] };
  const judged = judgedValue(file, node);
  const values = judged.constants.filter((c): c is number => typeof c === 'number' && Number.isInteger(c));
  if (values.length > 0) return { values, form: 'variable', flow: judged.flow };
  if (depth > 4) return undefined;
  if (node.type === 'identifier') {
    const value = declaredValue(node.text, node);
    const declared = value ? modeOf(file, value, depth + 1) : undefined;
    return declared && declared.form !== 'partial' ? { ...declared, form: 'variable' } : undefined;
  }
  const inner = node.type === 'parenthesized_expression' ? namedChildrenOf(node)[0] : node.type === 'cast_expression' ? node.childForFieldName('value') : null;
  if (inner) return modeOf(file, inner, depth + 1);
  if (node.type !== 'binary_expression' || node.childForFieldName('operator')?.text !== '|') return undefined;
  const parts = [node.childForFieldName('left'), node.childForFieldName('right')].map((part) => (part ? modeOf(file, part, depth + 1) : undefined));
  // `File.GetUnixFileMode(p) | UnixFileMode.OtherWrite`: an unknown part only adds flags, so the known ones are set.
  const known = parts.filter((part): part is Mode => part !== undefined);
  if (known.length === 0) return undefined;
  const combined = known.reduce((all, part) => all.flatMap((a) => part.values.map((b) => a | b)), [0]);
  const form = known.length < parts.length || known.some((part) => part.form === 'partial') ? 'partial' : 'built';
  return { values: [...new Set(combined)], form, flow: [] };
}

const othersWritable = (mode: number) => mode >= 0 && mode <= 0o7777 && (mode & OTHERS_WRITE) !== 0 && (mode & STICKY) === 0;

function shownMode(node: Node, mode: Mode, reported: number): string {
  const text = `\`${node.text.replace(/\s+/g, ' ').slice(0, 80)}\``;
  return mode.form === 'partial' ? text : `${text} (octal ${reported.toString(8)}${mode.values.length > 1 ? ' on some paths' : ''})`;
}

function texts(kind: Kind, shown: string): { title: string; description: string } {
  const title = kind === 'chmod' ? 'File made writable by every user' : kind === 'file' ? 'File created writable by every user' : 'Directory created writable by every user';
  if (kind === 'chmod') return { title, description: `Mode ${shown} gives other users write permission (OtherWrite): any local user or process can modify or replace the file (and, for a directory, the files in it).` };
  const effect = kind === 'directory' ? 'add, delete or replace the files in the directory' : 'modify or replace the file';
  return {
    title,
    description: `Mode ${shown} asks for write permission for other users (OtherWrite): wherever the process umask does not take it away (a umask of 0, as some daemons, containers and service managers set), any local user or process can ${effect}. Its safety is left to the environment.`,
  };
}

function detect(file: FileContext, node: Node): Detection | undefined {
  const use = modeUse(node);
  const mode = use ? modeOf(file, use.mode) : undefined;
  const reported = mode?.values.find(othersWritable);
  if (!use || !mode || reported === undefined || isDeadCode(file, node)) return undefined;
  // A mode given at creation passes through the umask: other users can write only where the umask lets them.
  // The API's own default (0o777 for a directory, 0o666 for a file) left to the umask, as most code does: the
  // umask decides, not this call (Symfony's `mkdir($dir, 0777, true)`, Go's `MkdirAll(dir, os.ModePerm)`).
  if ((use.kind === 'directory' && reported === 0o777) || (use.kind === 'file' && reported === 0o666)) return undefined;
  const lower = use.kind === 'file' || use.kind === 'directory' ? { severity: 'low' as const } : {};
  return {
    start: use.mode.startIndex, end: use.mode.endIndex, ...texts(use.kind, shownMode(use.mode, mode, reported)),
    ...lower, ...(mode.flow.length > 0 ? { flow: mode.flow } : {}),
  };
}

export const rules: Rule[] = [
  {
    id: 'csharp.security.insecure-file-permissions',
    specialist: 'security', severity: 'medium', languages: CS, cwe: 'CWE-732',
    title: 'File made writable by every user',
    description: 'A Unix file mode with UnixFileMode.OtherWrite lets any local user or process modify or replace the file, or the files of a directory.',
    suggestion: 'Grant a restrictive mode: UserRead | UserWrite | GroupRead | OtherRead for files (UserRead | UserWrite for secrets and keys), adding the Execute flags but no OtherWrite for directories; share with a group (GroupWrite) rather than with everyone.',
    scan: (file) => queryNodes(file, CANDIDATES).flatMap((node) => detect(file, node) ?? []),
  },
];
