/** security rules for JavaScript and TypeScript: injection into code, shell, SQL, HTML, file paths and URLs. */
import type { FixPlan, Node, Rule, RuleMatch } from '../rule';
import { namedChildrenOf } from '../syntax';
import { calleeModule, importsModule, isBuiltString, isConstantString, literalParts } from './context';
import { rules as cryptoRules } from './security-crypto';
import { carriesRequestInput, definitionOf } from './flow';
import { placeholdersAreValues, renderSql, splitSql, SQL_TEXT } from './sql';

const JS = ['javascript', 'typescript'] as const;

/** The expression under TypeScript assertions and parentheses: `(x as string)` → x. */
function unwrapped(node: Node): Node {
  let current = node;
  while (['as_expression', 'satisfies_expression', 'non_null_expression', 'parenthesized_expression', 'type_assertion'].includes(current.type)) {
    const inner = current.type === 'type_assertion' ? namedChildrenOf(current).at(-1) : namedChildrenOf(current)[0];
    if (!inner) break;
    current = inner;
  }
  return current;
}

/** A value that cannot carry input: a constant string, a number, a boolean or null. */
function isLiteral(node: Node): boolean {
  const value = unwrapped(node);
  return isConstantString(value) || ['number', 'true', 'false', 'null', 'undefined'].includes(value.type);
}

/** The expression itself, or what a local variable passed here was declared as. */
function resolved(m: RuleMatch, node: Node): Node {
  return (node.type === 'identifier' && definitionOf(m.file, node)) || node;
}

/** Calls commonly used to make HTML safe; their result is not reported. */
const HTML_SANITIZER = /(^|\.)(sanitize|sanitizeHtml|purify|escape|escapeHtml|encode|encodeHTML|xss)$/i;

function isSanitized(node: Node): boolean {
  const value = unwrapped(node);
  return value.type === 'call_expression' && HTML_SANITIZER.test(value.childForFieldName('function')?.text ?? '');
}

/** An HTML sink whose value is plain text either way: writing it as textContent shows the same thing. */
function isTextOnly(value: Node): boolean {
  if (['identifier', 'member_expression', 'call_expression', 'subscript_expression'].includes(value.type)) {
    return !/html|markup|template|svg|content/i.test(value.text);
  }
  const parts = literalParts(value);
  return isBuiltString(value) && parts.every((part) => !/[<&]/.test(part));
}

/** The constant text a string, template or concatenation starts with ('' when it starts with a value). */
function leadingText(node: Node): string {
  let first: Node | undefined = node;
  while (first?.type === 'binary_expression') first = first.childForFieldName('left') ?? undefined;
  if (first?.type === 'string') return first.text.slice(1, -1);
  if (first?.type !== 'template_string') return '';
  const head = namedChildrenOf(first)[0];
  return head?.type === 'string_fragment' ? head.text : '';
}

/** `scheme://host/…` fixed in the code: only the path or query can vary, so the host is not the caller's choice. */
function hasFixedHost(url: Node): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\/[^/]+\//i.test(leadingText(url));
}

/** Starts with a fixed local path (`/account…`), which cannot be turned into another host (`//evil.example`). */
function isLocalPath(url: Node): boolean {
  return /^\/[^/\\]/.test(leadingText(url));
}

function parameterise(m: RuleMatch): FixPlan | undefined {
  const arg = m.captures.arg!;
  const method = m.captures.method!.text;
  const args = m.target.childForFieldName('arguments');
  if (!args || namedChildrenOf(args).length !== 1 || !['query', 'execute', 'raw', 'run', 'all', 'get'].includes(method)) return undefined;
  const split = splitSql(arg);
  if (!split || !placeholdersAreValues(split)) return undefined;
  const sql = renderSql(split, importsModule(m.file, 'pg'));
  const values = `[${split.values.join(', ')}]`;
  // Sequelize takes replacements in an options object, the other drivers a values array.
  const parameters = importsModule(m.file, 'sequelize') ? `{ replacements: ${values} }` : values;
  return { description: 'Pass the values as query parameters', edits: [{ start: arg.startIndex, end: arg.endIndex, text: `${sql}, ${parameters}` }] };
}

export const rules: Rule[] = [
  {
    id: 'javascript.security.code-injection',
    specialist: 'security', severity: 'critical', languages: JS, cwe: 'CWE-95',
    title: 'Code built at run time is executed',
    description: 'eval, new Function and string timers run text as code; when any part of it comes from outside, an attacker runs their own code in the process.',
    suggestion: 'Do not evaluate strings: parse data with JSON.parse, dispatch through a lookup table, and pass functions (not strings) to setTimeout.',
    query: `
      (call_expression function: (identifier) @fn (#any-of? @fn "eval" "setTimeout" "setInterval" "Function") arguments: (arguments) @args) @target
      (new_expression constructor: (identifier) @fn (#eq? @fn "Function") arguments: (arguments) @args) @target`,
    where: (m) => {
      const args = namedChildrenOf(m.captures.args!);
      // Timers only evaluate strings: a function argument is fine.
      if (m.captures.fn!.text.startsWith('set')) return !!args[0] && isBuiltString(args[0]);
      // eval reads its first argument; Function reads all of them (parameters, then the body).
      return (m.captures.fn!.text === 'eval' ? args.slice(0, 1) : args).some((arg) => !isLiteral(arg));
    },
  },
  {
    id: 'javascript.security.command-injection',
    specialist: 'security', severity: 'critical', languages: JS, cwe: 'CWE-78',
    title: 'Shell command built from variable input',
    description: 'exec and execSync hand the whole string to a shell, so a value containing ;, | or $(…) runs commands of its choosing (OS command injection).',
    suggestion: 'Use execFile/spawn with the program and an argument array (no shell), and validate the arguments against an allow-list.',
    query: `(call_expression
      function: [(identifier) @fn (member_expression property: (property_identifier) @fn)] @callee
      (#any-of? @fn "exec" "execSync")
      arguments: (arguments . (_) @arg)) @target`,
    where: (m) => {
      if (calleeModule(m.file, m.captures.callee!)?.module !== 'child_process') return false;
      const arg = m.captures.arg!;
      return isBuiltString(resolved(m, arg)) || carriesRequestInput(m.file, arg);
    },
  },
  {
    id: 'javascript.security.sql-injection',
    specialist: 'security', severity: 'critical', languages: JS, cwe: 'CWE-89',
    title: 'SQL query built from variable input',
    description: 'The SQL text is assembled with string concatenation or template substitution, so a value containing quotes changes the query itself (SQL injection).',
    suggestion: 'Keep the SQL constant and pass values separately: db.query("SELECT … WHERE id = ?", [id]).',
    query: `(call_expression
      function: (member_expression property: (property_identifier) @method (#any-of? @method "query" "execute" "raw" "run" "all" "get" "prepare" "$queryRawUnsafe" "$executeRawUnsafe"))
      arguments: (arguments . [(binary_expression) (template_string (template_substitution)) (identifier)] @arg)) @target`,
    where: (m) => {
      const arg = m.captures.arg!;
      // A variable is followed to its declaration only when its name says it holds SQL (`map.get(key)` is common).
      if (arg.type === 'identifier' && !/sql|query|stmt|statement|^q$/i.test(arg.text)) return false;
      const sql = resolved(m, arg);
      const parts = literalParts(sql);
      return parts.length > 0 && isBuiltString(sql) && SQL_TEXT.test(parts.join(' x '));
    },
    fix: parameterise,
  },
  {
    id: 'javascript.security.xss-html-sink',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-79',
    title: 'Variable HTML written into the page',
    description: 'Assigning a non-constant value to innerHTML/outerHTML or passing it to document.write or insertAdjacentHTML lets markup in that value run script in the page (cross-site scripting).',
    suggestion: 'Set textContent for text, build elements with createElement, or sanitise the HTML with a vetted sanitiser (DOMPurify) first.',
    query: `
      (assignment_expression left: (member_expression property: (property_identifier) @sink (#any-of? @sink "innerHTML" "outerHTML")) right: (_) @value) @target
      (augmented_assignment_expression left: (member_expression property: (property_identifier) @sink (#any-of? @sink "innerHTML" "outerHTML")) right: (_) @value) @target
      (call_expression function: (member_expression object: (identifier) @doc (#eq? @doc "document") property: (property_identifier) @sink (#any-of? @sink "write" "writeln")) arguments: (arguments . (_) @value)) @target
      (call_expression function: (member_expression property: (property_identifier) @sink (#eq? @sink "insertAdjacentHTML")) arguments: (arguments (_) . (_) @value)) @target`,
    where: (m) => !isLiteral(m.captures.value!) && !isSanitized(m.captures.value!),
    fix: (m) => {
      const sink = m.captures.sink!;
      if (sink.text !== 'innerHTML' || m.target.type !== 'assignment_expression' || !isTextOnly(m.captures.value!)) return undefined;
      return { description: 'Write text, not HTML (textContent)', edits: [{ start: sink.startIndex, end: sink.endIndex, text: 'textContent' }] };
    },
  },
  {
    id: 'javascript.security.react-dangerous-html',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-79', grammars: ['javascript', 'tsx'],
    title: 'dangerouslySetInnerHTML with a variable value',
    description: 'React renders __html without escaping; a value that contains user input runs script in the page (cross-site scripting).',
    suggestion: 'Render the value as a child ({value}) so React escapes it, or sanitise it with DOMPurify before passing it here.',
    query: `(jsx_attribute (property_identifier) @name (#eq? @name "dangerouslySetInnerHTML")
      (jsx_expression (object (pair key: [(property_identifier) (string)] @key (#match? @key "^['\\"]?__html['\\"]?$") value: (_) @value)))) @target`,
    where: (m) => !isLiteral(m.captures.value!) && !isSanitized(m.captures.value!),
  },
  {
    id: 'javascript.security.path-traversal',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-22',
    title: 'File path taken from the request',
    description: 'A path built from request input can contain ../ and reach any file the process can read or write (path traversal).',
    suggestion: 'Resolve the path against a fixed base folder and reject results outside it (path.resolve + startsWith), or keep only the file name with path.basename.',
    query: `(call_expression
      function: (member_expression property: (property_identifier) @method (#any-of? @method "readFile" "readFileSync" "createReadStream" "writeFile" "writeFileSync" "appendFile" "appendFileSync" "createWriteStream" "open" "openSync" "readdir" "readdirSync" "unlink" "unlinkSync" "rm" "rmSync" "sendFile" "download"))
      arguments: (arguments . (_) @arg) @args) @target`,
    where: (m) => {
      // res.sendFile(name, { root }) refuses paths that leave root.
      const options = namedChildrenOf(m.captures.args!).slice(1);
      if (options.some((o) => o.type === 'object' && namedChildrenOf(o).some((p) => p.childForFieldName('key')?.text === 'root'))) return false;
      return carriesRequestInput(m.file, m.captures.arg!, { sanitizer: /(^|\.)basename$/ });
    },
  },
  {
    id: 'javascript.security.ssrf',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-918',
    title: 'Outbound request to a URL from the request',
    description: 'Fetching a URL the caller chose lets them reach internal services and cloud metadata endpoints from your server (server-side request forgery).',
    suggestion: 'Only fetch URLs from an allow-list of hosts (parse with new URL and compare the host), and never follow redirects to other hosts.',
    query: `
      (call_expression function: (identifier) @fn (#any-of? @fn "fetch" "axios" "got" "request" "needle") arguments: (arguments . (_) @arg)) @target
      (call_expression function: (member_expression object: (identifier) @client (#any-of? @client "axios" "http" "https" "got" "superagent" "needle" "request") property: (property_identifier) @method (#any-of? @method "get" "post" "put" "delete" "request" "head" "patch")) arguments: (arguments . (_) @arg)) @target`,
    where: (m) => {
      const arg = m.captures.arg!;
      return !hasFixedHost(resolved(m, arg)) && carriesRequestInput(m.file, arg);
    },
  },
  {
    id: 'javascript.security.open-redirect',
    specialist: 'security', severity: 'medium', languages: JS, cwe: 'CWE-601',
    title: 'Redirect to a URL from the request',
    description: 'Redirecting to a location the caller chose lets phishing links borrow your domain (open redirect).',
    suggestion: 'Redirect only to relative paths you validate (starting with a single /) or to hosts on an allow-list.',
    query: `(call_expression
      function: (member_expression object: (identifier) @res (#any-of? @res "res" "response" "reply" "ctx") property: (property_identifier) @method (#eq? @method "redirect"))
      arguments: (arguments (_) @arg .)) @target`,
    where: (m) => {
      const url = resolved(m, m.captures.arg!);
      return !hasFixedHost(url) && !isLocalPath(url) && carriesRequestInput(m.file, m.captures.arg!);
    },
  },
  {
    id: 'javascript.security.unsafe-deserialization',
    specialist: 'security', severity: 'critical', languages: JS, cwe: 'CWE-502',
    title: 'Untrusted data deserialised into code',
    description: 'node-serialize\'s unserialize and vm.runIn*Context execute what they are given; attacker-controlled input becomes code execution.',
    suggestion: 'Exchange plain JSON (JSON.parse) and validate it with a schema; never deserialise functions.',
    query: `
      (call_expression function: [(identifier) @fn (member_expression property: (property_identifier) @fn)] @callee (#eq? @fn "unserialize") arguments: (arguments . (_) @arg)) @target
      (call_expression function: (member_expression object: (identifier) @vm (#eq? @vm "vm") property: (property_identifier) @fn (#any-of? @fn "runInThisContext" "runInNewContext" "runInContext")) arguments: (arguments . (_) @arg)) @target`,
    where: (m) => {
      if (isLiteral(m.captures.arg!)) return false;
      return m.captures.fn!.text !== 'unserialize' || calleeModule(m.file, m.captures.callee!)?.module === 'node-serialize';
    },
  },
  ...cryptoRules,
];
