/**
 * File permissions that let other users write (CWE-732): `PosixFilePermissions.fromString("rwxrwxrwx")` (any
 * string with `w` in the others triplet, written in place or held by a constant), `PosixFilePermission.OTHERS_WRITE`
 * or `EnumSet.allOf(PosixFilePermission.class)` put in a permission set in a file that applies permission sets
 * (Files.setPosixFilePermissions, PosixFilePermissions.asFileAttribute), and `file.setWritable(true, false)`, whose
 * `false` means everybody rather than only the owner. Permission strings of unknown value are not reported.
 */
import { isDeadCode } from '../../../analysis/dataflow/engine';
import { memoized, type Detection, type FileContext, type FixPlan, type FlowStep, type Node, type Rule } from '../../../core/rule';
import { queryNodes } from '../../../core/query';
import { childrenOf, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';

const CANDIDATES = `
  (method_invocation name: (identifier) @name (#any-of? @name "fromString" "setWritable" "allOf")) @node
  (field_access field: (identifier) @field (#eq? @field "OTHERS_WRITE")) @node
  ((identifier) @node (#eq? @node "OTHERS_WRITE"))`;
/** Calls that apply a permission set to a file, or make one a creation attribute. */
const APPLIES = `(method_invocation name: (identifier) @node (#any-of? @node "setPosixFilePermissions" "asFileAttribute" "setPermissions"))`;
/** Calls that put their arguments into a collection: where a permission is granted rather than tested or removed. */
const COLLECTS = /^(add|of|asList|newHashSet|newEnumSet|setOf|listOf)$/;

interface Finding {
  node: Node;
  description: string;
  flow?: FlowStep[];
  fix?: FixPlan;
  /** A creation attribute (`asFileAttribute(…)`): the umask still applies, so other users write only where it lets them. */
  created?: boolean;
}

const EFFECT = 'any local user or process can modify or replace the file (and, for a directory, add, delete or replace the files in it)';

function appliesPermissionSets(file: FileContext): boolean {
  return memoized(file, 'java.applies-posix-permissions', () => queryNodes(file, APPLIES).length > 0);
}

/** A static import of `owner`'s members: `import static ….Owner.*;` or `import static ….Owner.member;`. */
function importsStatically(file: FileContext, owner: string, member: string): boolean {
  const root = file.tree?.rootNode;
  return !!root && namedChildrenOf(root).some((declaration) => {
    if (declaration.type !== 'import_declaration' || !childrenOf(declaration).some((c) => c.type === 'static')) return false;
    const path = namedChildrenOf(declaration).find((c) => c.type === 'scoped_identifier')?.text ?? '';
    const everything = namedChildrenOf(declaration).some((c) => c.type === 'asterisk');
    const imported = everything ? `${path}.${member}` : path;
    return imported === `${owner}.${member}` || imported.endsWith(`.${owner}.${member}`);
  });
}

const argumentsOf = (call: Node) => namedChildrenOf(call.childForFieldName('arguments')!).filter((a) => !/comment/.test(a.type));
const ownerIs = (call: Node, owner: string) => new RegExp(`(^|\\.)${owner}$`).test(call.childForFieldName('object')?.text ?? '');

/** `PosixFilePermissions.fromString("rwxrw-rw-")`: a nine-letter string with `w` in the others triplet. */
function fromString(file: FileContext, call: Node): Finding | undefined {
  if (!ownerIs(call, 'PosixFilePermissions') && !(call.childForFieldName('object') === null && importsStatically(file, 'PosixFilePermissions', 'fromString'))) return undefined;
  const text = argumentsOf(call)[0];
  if (!text) return undefined;
  const judged = judgedValue(file, text);
  const permissions = judged.constants.find((c): c is string => typeof c === 'string' && /^[r-][w-][x-][r-][w-][x-][r-]w[x-]$/.test(c));
  if (!permissions) return undefined;
  const fixed = `${permissions.slice(0, 7)}-${permissions.slice(8)}`;
  const fix: FixPlan | undefined = text.type === 'string_literal' && text.text === `"${permissions}"`
    ? { description: 'Take write permission away from other users', safety: 'suggestion', edits: [{ start: text.startIndex, end: text.endIndex, text: `"${fixed}"` }] }
    : undefined;
  const shown = text.type === 'string_literal' ? `"${permissions}"` : `\`${text.text}\` ("${permissions}")`;
  const holder = call.parent?.type === 'argument_list' ? call.parent.parent : null;
  if (holder?.type === 'method_invocation' && holder.childForFieldName('name')?.text === 'asFileAttribute') {
    const description = `Permissions ${shown} ask for write permission for other users on a file being created: wherever the process umask does not take it away (a umask of 0, as some daemons, containers and service managers set), ${EFFECT}.`;
    return { node: text, description, created: true, ...(judged.flow.length > 0 ? { flow: judged.flow } : {}), ...(fix ? { fix } : {}) };
  }
  return { node: text, description: `Permissions ${shown} give other users write permission: ${EFFECT}.`, ...(judged.flow.length > 0 ? { flow: judged.flow } : {}), ...(fix ? { fix } : {}) };
}

/** `file.setWritable(true, false)`: the second argument false makes the file writable by everybody. */
function setWritable(file: FileContext, call: Node): Finding | undefined {
  const [writable, ownerOnly] = argumentsOf(call);
  if (!writable || !ownerOnly || argumentsOf(call).length !== 2) return undefined;
  const is = (node: Node, value: boolean) => {
    const constants = judgedValue(file, node).constants;
    return constants.length > 0 && constants.every((c) => c === value);
  };
  if (!is(writable, true) || !is(ownerOnly, false)) return undefined;
  const fix: FixPlan | undefined = ownerOnly.type === 'false' ? { description: 'Make the file writable by its owner only', safety: 'suggestion', edits: [{ start: ownerOnly.startIndex, end: ownerOnly.endIndex, text: 'true' }] } : undefined;
  return { node: ownerOnly, description: `setWritable(true, false) grants write permission to everybody, not only the file's owner: ${EFFECT}.`, ...(fix ? { fix } : {}) };
}

/** `EnumSet.allOf(PosixFilePermission.class)`: every permission, others' write included. */
function allPermissions(file: FileContext, call: Node): Finding | undefined {
  const type = argumentsOf(call)[0];
  if (!ownerIs(call, 'EnumSet') || type?.type !== 'class_literal' || !/(^|\.)PosixFilePermission\.class$/.test(type.text) || !appliesPermissionSets(file)) return undefined;
  return { node: call, description: `EnumSet.allOf(PosixFilePermission.class) holds every permission, OTHERS_WRITE included: ${EFFECT}.` };
}

/** `PosixFilePermission.OTHERS_WRITE` (or the name imported statically) put into a permission set. */
function othersWrite(file: FileContext, node: Node): Finding | undefined {
  if (node.type === 'identifier') {
    const parent = node.parent;
    if (parent?.type === 'field_access' || parent?.type === 'scoped_identifier' || !importsStatically(file, 'PosixFilePermission', 'OTHERS_WRITE')) return undefined;
  } else if (!/(^|\.)PosixFilePermission$/.test(node.childForFieldName('object')?.text ?? '')) return undefined;
  const holder = node.parent;
  const call = holder?.type === 'argument_list' ? holder.parent : undefined;
  const collected = holder?.type === 'array_initializer' || (call?.type === 'method_invocation' && COLLECTS.test(call.childForFieldName('name')?.text ?? ''));
  if (!collected || !appliesPermissionSets(file)) return undefined;
  return { node, description: `The permission set grants OTHERS_WRITE: ${EFFECT}.` };
}

function detect(file: FileContext, node: Node): Detection | undefined {
  const name = node.type === 'method_invocation' ? node.childForFieldName('name')?.text : undefined;
  const finding = name === 'fromString' ? fromString(file, node) : name === 'setWritable' ? setWritable(file, node) : name === 'allOf' ? allPermissions(file, node) : name === undefined ? othersWrite(file, node) : undefined;
  if (!finding || isDeadCode(file, node)) return undefined;
  return {
    start: finding.node.startIndex, end: finding.node.endIndex, description: finding.description, ...(finding.created ? { severity: 'low' as const } : {}),
    ...(finding.flow ? { flow: finding.flow } : {}), ...(finding.fix ? { fix: finding.fix } : {}),
  };
}

export const rules: Rule[] = [
  {
    id: 'java.security.insecure-file-permissions',
    fixes: { safety: 'suggestion', note: 'other users lose write access the program may have relied on' },
    specialist: 'security', severity: 'medium', languages: ['java'], cwe: 'CWE-732',
    title: 'File made writable by every user',
    description: 'Permissions that include others\' write ("rwxrwxrwx", OTHERS_WRITE, setWritable(true, false)) let any local user or process modify or replace the file, or the files of a directory.',
    suggestion: 'Grant a restrictive set: "rw-r--r--" for files ("rw-------" for secrets and keys), "rwxr-xr-x" for directories; share with a group ("rw-rw-r--") rather than with everyone, and call setWritable(true) or setWritable(true, true) to keep write access with the owner.',
    scan: (file) => queryNodes(file, CANDIDATES).flatMap((node) => detect(file, node) ?? []),
  },
];
