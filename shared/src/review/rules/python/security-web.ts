/** Python security rules for web handlers: file paths and URLs from requests, debug mode, archive extraction. */
import type { FileContext, Node, Rule, RuleMatch } from '../rule';
import { descendantsOf, namedChildrenOf } from '../syntax';
import { enclosingFunction, keywordArgument, positionalArguments, valuesOf } from './context';
import { importedName, importsModule } from './imports';
import { hostIsFixed, isTainted } from './taint';

const PY = ['python'] as const;

/** Calls that reduce a value to something that cannot climb directories. */
const PATH_SANITIZERS = new Set(['secure_filename', 'basename', 'safe_join', 'int', 'float', 'len', 'UUID', 'get_valid_filename']);
const MODULE_FILE_CALLS: Record<string, ReadonlySet<string>> = {
  os: new Set(['open', 'remove', 'unlink', 'rmdir', 'removedirs', 'listdir', 'scandir']),
  shutil: new Set(['rmtree', 'copy', 'copyfile', 'copy2', 'copytree', 'move']),
  io: new Set(['open']),
  codecs: new Set(['open']),
  flask: new Set(['send_file']),
  'os.path': new Set(['join']),
};
const PATH_METHODS = new Set(['read_text', 'read_bytes', 'write_text', 'write_bytes', 'open', 'unlink', 'rmdir', 'iterdir']);
const FILE_FUNCTIONS = new Set(['open', 'send_file', 'FileResponse']);

/** The path a file-system call uses, or undefined when the call is not one. */
function pathOf(call: Node, file: FileContext): Node | undefined {
  const fn = call.childForFieldName('function');
  if (!fn) return undefined;
  if (fn.type === 'identifier') {
    const qualified = importedName(file, fn.text);
    if (FILE_FUNCTIONS.has(fn.text) || qualified === 'os.path.join') return positionalArguments(call)[0];
    return undefined;
  }
  if (fn.type !== 'attribute') return undefined;
  const object = fn.childForFieldName('object')!;
  const method = fn.childForFieldName('attribute')!.text;
  const module = importedName(file, object.text) ?? object.text;
  if (MODULE_FILE_CALLS[module]) return MODULE_FILE_CALLS[module].has(method) ? positionalArguments(call)[0] : undefined;
  // pathlib: the path is the object, e.g. (UPLOADS / name).read_bytes().
  return PATH_METHODS.has(method) && (method !== 'open' || object.type !== 'identifier') ? object : undefined;
}

function isJoin(call: Node, file: FileContext): boolean {
  const fn = call.childForFieldName('function');
  return fn?.text === 'os.path.join' || (fn?.type === 'identifier' && importedName(file, fn.text) === 'os.path.join');
}

/** A join whose result goes straight into another file call: that call is the one reported. */
function feedsFileCall(join: Node, file: FileContext): boolean {
  for (let current = join.parent; current && current.type !== 'expression_statement' && current.type !== 'block'; current = current.parent) {
    if (current.type === 'call' && !isJoin(current, file)) {
      const path = pathOf(current, file);
      if (path && path.startIndex <= join.startIndex && join.endIndex <= path.endIndex) return true;
    }
  }
  return false;
}

function pathTainted(path: Node, file: FileContext): boolean {
  return isTainted(path, file, {
    needsSlashes: true,
    sanitizers: PATH_SANITIZERS,
    // A variable holding a join that is reported itself is not reported again where it is used.
    skipValue: (value) => descendantsOf(value, 'call').concat(value.type === 'call' ? [value] : [])
      .some((call) => isJoin(call, file) && !feedsFileCall(call, file) && namedChildrenOf(call.childForFieldName('arguments')!).some((a) => pathTainted(a, file))),
  });
}

/** The handler checks the resolved path against its base folder (or rejects ".."): treat it as validated. */
function validatesPaths(node: Node): boolean {
  const text = enclosingFunction(node)?.text ?? '';
  return /(realpath|abspath|resolve\(\))[\s\S]*startswith|is_relative_to|commonpath|safe_join|["']\.\.["']/.test(text);
}

function urlOf(m: RuleMatch): Node | undefined {
  const positional = positionalArguments(m.target);
  return keywordArgument(m.target, 'url') ?? (m.captures.fn!.text === 'request' ? positional[1] : positional[0]);
}

const HTTP_MODULES = /^(requests|httpx|aiohttp|urllib\.request|urllib2)$/;
const HTTP_CLIENT = /(^|[._])(session|client|http|sess)$|(Session|Client)\(\)$/i;

function isHttpClient(m: RuleMatch): boolean {
  const client = m.captures.client;
  if (!client) return /^(urllib\.request|urllib2)\.(urlopen|urlretrieve)$/.test(importedName(m.file, m.captures.fn!.text) ?? '');
  const name = importedName(m.file, client.text) ?? client.text;
  if (m.captures.fn!.text === 'urlopen') return /^(urllib\.request|urllib2)$/.test(name);
  // Flask's session is a dict of cookie values, not an HTTP session.
  return HTTP_MODULES.test(name) || (HTTP_CLIENT.test(name) && name !== 'flask.session');
}

export const rules: Rule[] = [
  {
    id: 'python.security.path-traversal',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-22',
    title: 'File path taken from the request',
    description: 'A path built from request input can contain ../ (or be absolute) and reach any file the process can read, overwrite or delete (path traversal).',
    suggestion: 'Reduce the name with werkzeug.utils.secure_filename (or os.path.basename), or resolve the path and reject it unless it stays inside the base folder.',
    query: `
      (call function: (identifier) @fn (#any-of? @fn "open" "send_file" "FileResponse" "join") arguments: (argument_list . (_))) @target
      (call function: (attribute attribute: (identifier) @fn (#any-of? @fn "open" "remove" "unlink" "rmdir" "removedirs" "listdir" "scandir" "rmtree" "copy" "copyfile" "copy2" "copytree" "move" "send_file" "join" "read_text" "read_bytes" "write_text" "write_bytes" "iterdir"))) @target`,
    where: (m) => {
      const path = pathOf(m.target, m.file);
      if (!path || (isJoin(m.target, m.file) && feedsFileCall(m.target, m.file))) return false;
      const tainted = isJoin(m.target, m.file)
        ? namedChildrenOf(m.target.childForFieldName('arguments')!).some((arg) => pathTainted(arg, m.file))
        : pathTainted(path, m.file);
      return tainted && !validatesPaths(m.target);
    },
  },
  {
    id: 'python.security.ssrf',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-918',
    title: 'Outbound request to a URL from the request',
    description: 'The server fetches a URL whose host the caller chooses, so they can reach internal services and cloud metadata endpoints through it (server-side request forgery).',
    suggestion: 'Only fetch URLs whose host is on an allow-list (urllib.parse.urlparse(url).hostname), or build the URL from a fixed base and pass the input as a path or query value.',
    query: `
      (call function: (attribute object: (_) @client attribute: (identifier) @fn (#any-of? @fn "get" "post" "put" "patch" "delete" "head" "options" "request" "stream" "urlopen")) arguments: (argument_list (_))) @target
      (call function: (identifier) @fn (#any-of? @fn "urlopen" "urlretrieve") arguments: (argument_list (_))) @target`,
    where: (m) => {
      if (!isHttpClient(m)) return false;
      const url = urlOf(m);
      if (!url || hostIsFixed(url)) return false;
      if (/\.(hostname|netloc)\b|ALLOWED_HOSTS|allow_?list|whitelist/i.test(enclosingFunction(m.target)?.text ?? '')) return false;
      return isTainted(url, m.file, { sanitizers: new Set(['int', 'float', 'quote', 'urlencode', 'len']), skipValue: hostIsFixed });
    },
  },
  {
    id: 'python.security.debug-mode',
    specialist: 'security', severity: 'medium', languages: PY, cwe: 'CWE-489',
    title: 'Flask app run with the debugger on',
    description: 'With debug=True the Werkzeug debugger serves an interactive Python console on error pages; whoever reaches the server (and gets past its PIN) runs code on it.',
    suggestion: 'Leave debug off in code and enable it only for local development through the FLASK_DEBUG environment variable.',
    query: `
      (call function: (attribute object: (_) @app attribute: (identifier) @fn (#eq? @fn "run")) arguments: (argument_list (keyword_argument name: (identifier) @name (#eq? @name "debug") value: (true) @value))) @target
      (assignment left: (attribute object: (_) @app attribute: (identifier) @name (#eq? @name "debug")) right: (true) @value) @target`,
    where: (m) => importsModule(m.file, 'flask') && m.captures.app!.text !== 'self',
    fix: (m) => ({ description: 'Turn debug mode off', edits: [{ start: m.captures.value!.startIndex, end: m.captures.value!.endIndex, text: 'False' }] }),
  },
  {
    id: 'python.security.tar-extraction',
    specialist: 'security', severity: 'medium', languages: PY, cwe: 'CWE-22',
    title: 'Archive extracted without a member filter',
    description: 'TarFile.extractall trusts member names and links as they are, so an archive containing ../ paths or symlinks writes files outside the target folder (tar slip).',
    suggestion: 'Pass filter="data" (Python 3.12, and security releases of 3.8–3.11), which rejects absolute paths, ../ and links pointing outside.',
    query: `(call function: (attribute object: (_) @archive attribute: (identifier) @fn (#any-of? @fn "extractall" "extract")) arguments: (argument_list) @args) @target`,
    where: (m) => {
      if (!importsModule(m.file, 'tarfile') || keywordArgument(m.captures.args!, 'filter')) return false;
      const archive = m.captures.archive!;
      const opened = (value: Node) => value.type === 'call' && /(^|\.)(tarfile\.open|TarFile\.open|TarFile)$/.test(value.childForFieldName('function')?.text ?? '');
      return opened(archive) || (archive.type === 'identifier' && (valuesOf(archive, m.file) ?? []).some(opened));
    },
    fix: (m) => {
      const args = m.captures.args!;
      const list = namedChildrenOf(args).filter((a) => a.type !== 'comment');
      const last = list[list.length - 1];
      if (last?.type === 'dictionary_splat') return undefined;
      const edit = last ? { start: last.endIndex, end: last.endIndex, text: ', filter="data"' } : { start: args.startIndex + 1, end: args.startIndex + 1, text: 'filter="data"' };
      return { description: 'Extract with the data filter', edits: [edit] };
    },
  },
];
