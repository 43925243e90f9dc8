/**
 * Whether a call's last result is an `error`: from the declaration in the same file (a function, or every method
 * of that name), else from a table of the standard library. Anything else is not known, and a `_` in its place is
 * not judged: `_` also drops the `bool` of `m.GetQuery(k)` or the size of `utf8.DecodeRuneInString(s)`.
 */
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { namedChildrenOf } from '../../../core/syntax';
import { packagePaths } from './context';

/** Standard-library functions (`path.Function`) whose last result is an error. */
const STDLIB_ERRORS: Readonly<Record<string, readonly string[]>> = {
  os: ['Open', 'OpenFile', 'Create', 'ReadFile', 'WriteFile', 'ReadDir', 'Stat', 'Lstat', 'MkdirAll', 'Mkdir', 'Getwd', 'Hostname', 'Executable', 'UserHomeDir', 'CreateTemp', 'MkdirTemp', 'Readlink', 'FindProcess', 'StartProcess'],
  io: ['ReadAll', 'Copy', 'CopyN', 'CopyBuffer', 'ReadFull', 'ReadAtLeast', 'WriteString'],
  'io/ioutil': ['ReadAll', 'ReadFile', 'ReadDir', 'TempFile', 'TempDir'],
  strconv: ['Atoi', 'ParseInt', 'ParseUint', 'ParseFloat', 'ParseBool', 'ParseComplex', 'Unquote', 'UnquoteChar'],
  'encoding/json': ['Marshal', 'MarshalIndent'],
  'encoding/xml': ['Marshal', 'MarshalIndent'],
  'encoding/base64': [],
  'encoding/hex': ['DecodeString', 'Decode'],
  'net/url': ['Parse', 'ParseRequestURI', 'ParseQuery', 'QueryUnescape', 'PathUnescape'],
  'net/http': ['NewRequest', 'NewRequestWithContext', 'Get', 'Post', 'PostForm', 'Head', 'ReadRequest', 'ReadResponse'],
  net: ['Dial', 'DialTimeout', 'Listen', 'ListenPacket', 'ResolveTCPAddr', 'ResolveUDPAddr', 'LookupHost', 'LookupIP', 'SplitHostPort', 'ParseCIDR', 'ParseMAC'],
  'path/filepath': ['Abs', 'Rel', 'Glob', 'EvalSymlinks'],
  time: ['Parse', 'ParseInLocation', 'ParseDuration', 'LoadLocation'],
  fmt: ['Sscanf', 'Sscan', 'Sscanln', 'Fscanf', 'Fscan', 'Fscanln', 'Scanf', 'Scan', 'Scanln', 'Fprintf', 'Fprint', 'Fprintln', 'Printf', 'Print', 'Println'],
  regexp: ['Compile', 'CompilePOSIX', 'MatchString', 'Match'],
  'database/sql': ['Open'],
  'crypto/rand': ['Read', 'Int', 'Prime'],
  'crypto/x509': ['ParseCertificate', 'ParsePKCS1PrivateKey', 'ParsePKCS8PrivateKey', 'ParsePKIXPublicKey', 'SystemCertPool'],
  'crypto/tls': ['LoadX509KeyPair', 'X509KeyPair', 'Dial'],
  'os/exec': ['LookPath'],
  'text/template': ['ParseFiles', 'ParseGlob'],
  'html/template': ['ParseFiles', 'ParseGlob'],
  'compress/gzip': ['NewReader'],
  'mime/multipart': [],
};

/**
 * Methods of standard-library types whose last result is an error, by name: when the receiver's type is not known,
 * a method of one of these names is taken to be one of them (`rows.Scan`, `db.Query`, `resp.Body.Read`).
 */
const METHOD_ERRORS = new Set([
  'Query', 'QueryContext', 'QueryRow', 'Exec', 'ExecContext', 'Prepare', 'PrepareContext', 'Begin', 'BeginTx', 'Scan', 'Commit', 'Rollback',
  'Read', 'ReadAt', 'ReadFrom', 'ReadString', 'ReadBytes', 'ReadLine', 'ReadRune', 'ReadByte', 'Write', 'WriteAt', 'WriteTo', 'WriteString', 'Close', 'Flush', 'Seek', 'Sync',
  'Marshal', 'Unmarshal', 'Decode', 'Encode', 'Do', 'RoundTrip', 'Output', 'CombinedOutput', 'Accept', 'Dial', 'DialContext', 'Parse', 'Execute', 'ExecuteTemplate',
]);

/** Standard-library calls whose last result is something else (a bool, a size, a func): `_` there drops no error. */
const STDLIB_NOT_ERRORS: Readonly<Record<string, readonly string[]>> = {
  'unicode/utf8': ['DecodeRuneInString', 'DecodeRune', 'DecodeLastRuneInString', 'DecodeLastRune'],
  strings: ['Cut', 'CutPrefix', 'CutSuffix'],
  bytes: ['Cut', 'CutPrefix', 'CutSuffix'],
  os: ['LookupEnv'],
  path: ['Split'],
  'path/filepath': ['Split'],
  runtime: ['Caller'],
  math: ['Modf', 'Frexp', 'Sincos'],
  context: ['WithCancel', 'WithTimeout', 'WithDeadline', 'WithCancelCause'],
};

type Verdict = 'error' | 'other' | undefined;

/** The result types of the file's functions and methods by name: 'error' when the last one is, 'other' when not. */
function declaredResults(file: FileContext): ReadonlyMap<string, Verdict> {
  return memoized(file, 'go.declared-results', () => {
    const byName = new Map<string, Verdict>();
    for (const declaration of file.tree ? namedChildrenOf(file.tree.rootNode) : []) {
      if (declaration.type !== 'function_declaration' && declaration.type !== 'method_declaration') continue;
      const name = declaration.childForFieldName('name')?.text;
      if (!name) continue;
      const result = declaration.childForFieldName('result');
      const types = result ? (result.type === 'parameter_list' ? namedChildrenOf(result).map((p) => p.childForFieldName('type')?.text ?? p.text) : [result.text]) : [];
      const verdict: Verdict = types.at(-1) === 'error' ? 'error' : 'other';
      // Methods of the same name on different types may disagree: then it is not known.
      byName.set(name, byName.has(name) && byName.get(name) !== verdict ? undefined : verdict);
    }
    return byName;
  });
}

/** Whether the call's last result is known to be an error ('error'), known not to be ('other'), or not known. */
export function lastResultOf(file: FileContext, call: Node): Verdict {
  const callee = call.childForFieldName('function');
  if (!callee) return undefined;
  const declared = declaredResults(file);
  if (callee.type === 'identifier') return declared.get(callee.text);
  if (callee.type !== 'selector_expression') return undefined;
  const name = callee.childForFieldName('field')?.text ?? '';
  const operand = callee.childForFieldName('operand');
  const path = operand?.type === 'identifier' ? packagePaths(file).get(operand.text) : undefined;
  if (path !== undefined) {
    if (STDLIB_NOT_ERRORS[path]?.includes(name)) return 'other';
    if (STDLIB_ERRORS[path]?.includes(name)) return 'error';
    return undefined;
  }
  // A method: the file's own declaration of that name decides, else the standard library's common error methods.
  if (declared.has(name)) return declared.get(name);
  return METHOD_ERRORS.has(name) ? 'error' : undefined;
}
