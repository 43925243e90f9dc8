/** Python security rules for web apps: debug mode and archive extraction. */
import { memoized, type FileContext, type Node, type Rule } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { keywordArgument, valuesOf } from './context';
import { flagValue, secureFlagOf } from '../../../rules/cookie-flags';
import { importsModule } from './imports';
import { constantText } from './strings';

const PY = ['python'] as const;

/**
 * Code of the program that looks at the debug flag (`if app.debug:`, `app.config["DEBUG"]`, get_debug_flag()):
 * turning debug off then changes what the program itself does, not only the debugger and the reloader.
 */
function readsDebugFlag(file: FileContext): boolean {
  return memoized(file, 'python.reads-debug-flag', () => {
    const root = file.tree?.rootNode;
    if (!root) return true;
    const assigned = (node: Node) => node.parent?.type === 'assignment' && node.parent.childForFieldName('left')?.id === node.id;
    return descendantsOf(root, ['attribute', 'subscript', 'call']).some((node) => {
      if (node.type === 'attribute') return node.childForFieldName('attribute')?.text === 'debug' && !assigned(node) && node.parent?.type !== 'call';
      if (node.type === 'subscript') return constantText(node.childForFieldName('subscript') ?? node) === 'DEBUG' && !assigned(node);
      const fn = node.childForFieldName('function');
      const name = fn?.type === 'attribute' ? fn.childForFieldName('attribute')?.text : fn?.text;
      if (name === 'get_debug_flag') return true;
      const first = node.childForFieldName('arguments')?.namedChildren[0];
      return name === 'get' && !!first && constantText(first) === 'DEBUG';
    });
  });
}

export const rules: Rule[] = [
  {
    id: 'python.security.insecure-cookie',
    specialist: 'security', severity: 'medium', languages: PY, cwe: 'CWE-614',
    title: 'Cookie sent over plain HTTP',
    description: 'Without secure=True the browser also sends the cookie over unencrypted HTTP, where anyone on the network path can read it.',
    suggestion: 'Pass secure=True (and httponly=True) when setting session or authentication cookies; in Django set SESSION_COOKIE_SECURE = True.',
    query: `
      (call function: (attribute attribute: (identifier) @fn (#any-of? @fn "set_cookie" "set_signed_cookie")) arguments: (argument_list) @args) @target
      (assignment left: (identifier) @setting (#any-of? @setting "SESSION_COOKIE_SECURE" "CSRF_COOKIE_SECURE" "REMEMBER_COOKIE_SECURE") right: (_) @value) @target
      (assignment left: (subscript value: (_) @config subscript: (string) @setting (#match? @setting "(SESSION|REMEMBER)_COOKIE_SECURE")) right: (_) @value) @target`,
    where: (m) => {
      if (m.captures.value) return flagValue(m.file, m.captures.value) === false;
      // A cookie jar's set_cookie(cookie) (http.cookiejar, an HTTP client's session) stores a cookie the client
      // received; only a response's set_cookie(name, value, …) sends one.
      const args = namedChildrenOf(m.captures.args!).filter((a) => a.type !== 'comment');
      if (args.length === 1 && args[0]!.type !== 'string' && args[0]!.type !== 'keyword_argument' && args[0]!.type !== 'dictionary_splat') return false;
      const secure = keywordArgument(m.captures.args!, 'secure');
      // `**COOKIE_OPTIONS`: the options dictionary says it, if it is known.
      const splat = namedChildrenOf(m.captures.args!).find((a) => a.type === 'dictionary_splat');
      if (!secure && splat) return secureFlagOf(m.file, namedChildrenOf(splat)[0]) === 'off';
      // Deleting a cookie (an empty value that expires) carries nothing worth protecting.
      if (keywordArgument(m.captures.args!, 'max_age')?.text === '0' || keywordArgument(m.captures.args!, 'expires')?.text === '0') return false;
      return !secure || flagValue(m.file, secure) === false;
    },
  },
  {
    id: 'python.security.debug-mode',
    fixes: { safety: 'checked', when: 'the program never reads the debug flag itself (app.debug, config["DEBUG"], get_debug_flag): then only the debugger, the reloader and error pages differ' },
    specialist: 'security', severity: 'medium', languages: PY, cwe: 'CWE-489',
    title: 'Flask app run with the debugger on',
    description: 'With debug=True the Werkzeug debugger serves an interactive Python console on error pages; whoever reaches the server (and gets past its PIN) runs code on it.',
    suggestion: 'Leave debug off in code and enable it only for local development through the FLASK_DEBUG environment variable.',
    query: `
      (call function: (attribute object: (_) @app attribute: (identifier) @fn (#eq? @fn "run")) arguments: (argument_list (keyword_argument name: (identifier) @name (#eq? @name "debug") value: (true) @value))) @target
      (assignment left: (attribute object: (_) @app attribute: (identifier) @name (#eq? @name "debug")) right: (true) @value) @target`,
    where: (m) => importsModule(m.file, 'flask') && m.captures.app!.text !== 'self',
    fix: (m) => ({ description: 'Turn debug mode off', safety: readsDebugFlag(m.file) ? 'suggestion' : 'safe', edits: [{ start: m.captures.value!.startIndex, end: m.captures.value!.endIndex, text: 'False' }] }),
  },
  {
    id: 'python.security.tar-extraction',
    fixes: { safety: 'suggestion', note: 'the data filter also drops group/other write and setuid bits and archive ownership of ordinary members, and needs Python 3.12 or a 3.8–3.11 security release' },
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
      return { description: 'Extract with the data filter', safety: 'suggestion', edits: [edit] };
    },
  },
];
