/** security rules for python beyond SQL injection. */
import type { Rule } from '../rule';
import { looksLikeSecretName, looksLikeSecretValue } from '../secret-names';
import { namedChildrenOf } from '../syntax';
import { importsModule } from './imports';
import { isConstantString, readsRequestInput } from './context';

const PY = ['python'] as const;

export const rules: Rule[] = [
  {
    id: 'python.security.command-injection',
    specialist: 'security', severity: 'critical', languages: PY, cwe: 'CWE-78',
    title: 'Shell command built from variable input',
    description: 'The command runs through a shell, so a value containing ;, | or $(…) runs commands of its choosing (OS command injection).',
    suggestion: 'Call subprocess.run([program, arg, …]) with a list and shell=False, and validate arguments against an allow-list.',
    query: `
      (call function: (attribute object: (identifier) @module (#eq? @module "os") attribute: (identifier) @fn (#any-of? @fn "system" "popen")) arguments: (argument_list . (_) @command)) @target
      (call function: (attribute object: (identifier) @module (#eq? @module "subprocess") attribute: (identifier) @fn (#any-of? @fn "run" "call" "check_call" "check_output" "Popen"))
        arguments: (argument_list . (_) @command (keyword_argument name: (identifier) @shell (#eq? @shell "shell") value: (true)))) @target`,
    where: (m) => !isConstantString(m.captures.command!),
  },
  {
    id: 'python.security.code-injection',
    specialist: 'security', severity: 'critical', languages: PY, cwe: 'CWE-95',
    title: 'Code built at run time is executed',
    description: 'eval and exec run text as Python; when any part of it comes from outside, an attacker runs their own code.',
    suggestion: 'Parse data instead (json.loads, ast.literal_eval for literals) or dispatch through a dictionary of allowed functions.',
    query: `(call function: (identifier) @fn (#any-of? @fn "eval" "exec") arguments: (argument_list . (_) @code)) @target`,
    where: (m) => !isConstantString(m.captures.code!),
  },
  {
    id: 'python.security.unsafe-deserialization',
    specialist: 'security', severity: 'critical', languages: PY, cwe: 'CWE-502',
    title: 'Untrusted data deserialised into objects',
    description: 'pickle, marshal and yaml.load without a safe loader construct arbitrary objects, which lets crafted input execute code.',
    suggestion: 'Exchange JSON, or use yaml.safe_load; only unpickle data you produced and authenticated yourself.',
    query: `
      (call function: (attribute object: (identifier) @module (#any-of? @module "pickle" "cPickle" "marshal" "dill") attribute: (identifier) @fn (#any-of? @fn "loads" "load")) arguments: (argument_list)) @target
      (call function: (attribute object: (identifier) @module (#eq? @module "yaml") attribute: (identifier) @fn (#any-of? @fn "load" "load_all" "unsafe_load")) arguments: (argument_list) @args) @target`,
    where: (m) => m.captures.module!.text !== 'yaml' || !/Loader\s*=\s*(yaml\.)?(SafeLoader|CSafeLoader)/.test(m.captures.args!.text),
    fix: (m) => {
      if (m.captures.module!.text !== 'yaml' || m.captures.fn!.text !== 'load' || namedChildrenOf(m.captures.args!).length !== 1) return undefined;
      return { description: 'Use yaml.safe_load', edits: [{ start: m.captures.fn!.startIndex, end: m.captures.fn!.endIndex, text: 'safe_load' }] };
    },
  },
  {
    id: 'python.security.weak-hash',
    specialist: 'security', severity: 'medium', languages: PY, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.',
    suggestion: 'Use hashlib.sha256 (or better); for passwords use hashlib.scrypt, bcrypt or argon2.',
    query: `(call function: (attribute object: (identifier) @module (#eq? @module "hashlib") attribute: (identifier) @fn (#any-of? @fn "md5" "sha1")) arguments: (argument_list) @args) @target`,
    where: (m) => !/usedforsecurity\s*=\s*False/.test(m.captures.args!.text),
    fix: (m) => ({ description: 'Use SHA-256', edits: [{ start: m.captures.fn!.startIndex, end: m.captures.fn!.endIndex, text: 'sha256' }] }),
  },
  {
    id: 'python.security.insecure-randomness',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-338',
    title: 'random module used for a secret value',
    description: 'The random module is predictable; tokens, passwords or codes made from it can be guessed.',
    suggestion: 'Use the secrets module: secrets.token_urlsafe(), secrets.token_hex(), secrets.randbelow().',
    query: `(assignment left: (identifier) @name right: (_) @value) @target`,
    where: (m) => /token|secret|password|passwd|nonce|salt|otp|api_?key|reset_?code|verification/i.test(m.captures.name!.text)
      && /\brandom\.(random|randint|choice|choices|randrange|getrandbits|sample)\s*\(/.test(m.captures.value!.text),
  },
  {
    id: 'python.security.tls-verification-disabled',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-295',
    title: 'TLS certificate verification disabled',
    description: 'With verify=False anyone on the network path can impersonate the server and read or change the traffic.',
    suggestion: 'Keep verification on; to trust a private CA pass verify="/path/to/ca.pem".',
    query: `(call arguments: (argument_list (keyword_argument name: (identifier) @name (#eq? @name "verify") value: (false) @value))) @target`,
    fix: (m) => ({ description: 'Verify certificates', edits: [{ start: m.captures.value!.startIndex, end: m.captures.value!.endIndex, text: 'True' }] }),
  },
  {
    id: 'python.security.hardcoded-secret',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-798', outOfScope: true,
    title: 'Hard-coded credential',
    description: 'A password, key or token is written in the source, so everyone who can read the code or its history can use it.',
    suggestion: 'Read it from the environment (os.environ["NAME"]) or a secrets manager, and rotate the exposed value.',
    query: `
      (assignment left: (identifier) @name right: (string (string_content) @value)) @target
      (keyword_argument name: (identifier) @name value: (string (string_content) @value)) @target
      (pair key: (string (string_content) @name) value: (string (string_content) @value)) @target`,
    where: (m) => looksLikeSecretName(m.captures.name!.text) && looksLikeSecretValue(m.captures.value!.text),
  },
  {
    id: 'python.security.debug-mode',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-489',
    title: 'Web app run with debug mode on',
    description: 'Flask\'s debugger lets anyone who reaches an error page run Python code on the server.',
    suggestion: 'Run with debug=False (the default) and turn debugging on only through a local environment variable.',
    query: `(call function: (attribute attribute: (identifier) @fn (#eq? @fn "run")) arguments: (argument_list (keyword_argument name: (identifier) @name (#eq? @name "debug") value: (true) @value))) @target`,
    where: (m) => importsModule(m.file, 'flask'),
    fix: (m) => ({ description: 'Turn debug mode off', edits: [{ start: m.captures.value!.startIndex, end: m.captures.value!.endIndex, text: 'False' }] }),
  },
  {
    id: 'python.security.path-traversal',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-22',
    title: 'File path taken from the request',
    description: 'A path built from request input can contain ../ and reach any file the process can read or write (path traversal).',
    suggestion: 'Use werkzeug.utils.secure_filename or resolve against a base folder and reject paths outside it.',
    query: `
      (call function: (identifier) @fn (#any-of? @fn "open" "send_file") arguments: (argument_list . (_) @path)) @target
      (call function: (attribute attribute: (identifier) @fn (#any-of? @fn "send_file" "remove" "unlink" "rmtree" "read_text" "read_bytes")) arguments: (argument_list . (_) @path)) @target`,
    where: (m) => readsRequestInput(m.captures.path!),
  },
  {
    id: 'python.security.ssrf',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-918',
    title: 'Outbound request to a URL from the request',
    description: 'Fetching a URL the caller chose lets them reach internal services and cloud metadata endpoints from your server (server-side request forgery).',
    suggestion: 'Only fetch URLs whose host is on an allow-list (urllib.parse.urlparse(url).hostname), and disable redirects to other hosts.',
    query: `(call function: (attribute object: (_) @client attribute: (identifier) @fn (#any-of? @fn "get" "post" "put" "delete" "head" "request" "urlopen")) arguments: (argument_list . (_) @url)) @target`,
    where: (m) => /^(requests|httpx|urllib\.request|session|client)$/.test(m.captures.client!.text) && readsRequestInput(m.captures.url!),
  },
  {
    id: 'python.security.xss-template',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-79',
    title: 'Template or markup built from variable input',
    description: 'render_template_string compiles its text as a template and Markup/mark_safe disable escaping: user input there becomes script or template injection.',
    suggestion: 'Render a template file with the value as a variable (render_template("page.html", name=name)) so it is escaped.',
    query: `
      (call function: (identifier) @fn (#any-of? @fn "render_template_string" "Markup" "mark_safe") arguments: (argument_list . (_) @value)) @target
      (call function: (attribute attribute: (identifier) @fn (#any-of? @fn "render_template_string" "Markup" "mark_safe")) arguments: (argument_list . (_) @value)) @target`,
    where: (m) => !isConstantString(m.captures.value!),
  },
];
