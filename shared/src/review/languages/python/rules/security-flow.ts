/**
 * Python injection rules: taint rules over the data flow (sources, sinks and sanitisers in
 * dataflow/specs/python.ts), with the mechanical fixes where one exists — parameterised SQL, an argument list
 * instead of a shell, yaml.safe_load, template variables instead of spliced text, escaped HTML.
 */
import type { Rule } from '../../../core/rule';
import { taintRule, type TaintRuleDefinition } from '../../../rules/taint-rule';
import { escapeValues, safeYaml, templateVariables, withoutShell } from './flow-fixes';
import { parameterise } from './sql-fix';

const PY = ['python'] as const;

const flows: TaintRuleDefinition[] = [
  {
    id: 'python.security.sql-injection', kind: 'sql',
    fixes: { safety: 'checked', when: "the driver's placeholder style is known from the imports, every value sat in a '…' literal (bound as text, through str() as the original formatting did) or is a number where SQL takes one, and a query variable serves only this call" },
    specialist: 'security', severity: 'critical', languages: PY,
    title: 'SQL query built from outside input',
    description: 'The SQL text passed to the database is assembled from a value, so a value containing quotes changes the query itself (SQL injection).',
    suggestion: 'Keep the SQL constant and pass values as parameters: cursor.execute("... WHERE id = %s", (user_id,)). Table and column names cannot be parameters: pick them from an allow-list.',
    fix: parameterise,
  },
  {
    id: 'python.security.command-injection', kind: 'command',
    fixes: { safety: 'checked', when: "the command's literal text has no shell syntax (quotes, $, globs, pipes, redirections, ;, &, ~) and starts with a program's name, not a shell builtin or VAR=value, with shell=True written as such: then only values the shell would have split or expanded differ" },
    specialist: 'security', severity: 'critical', languages: PY,
    title: 'Shell command built from outside input',
    description: 'The command text goes through a shell (or names the program to run), so a value containing ;, | or $(…) runs commands of its choosing (OS command injection).',
    suggestion: 'Pass a fixed program and its arguments as a list without shell=True (subprocess.run(["tar", "czf", out, folder])), or quote each value with shlex.quote.',
    fix: withoutShell,
  },
  {
    id: 'python.security.code-injection', kind: 'code',
    specialist: 'security', severity: 'critical', languages: PY,
    title: 'Code built from outside input is executed',
    description: 'eval, exec and compile run text as Python; when any part of it comes from outside, an attacker runs their own code in the process.',
    suggestion: 'Parse data instead (json.loads, ast.literal_eval for Python literals) or dispatch through a dictionary of allowed functions.',
  },
  {
    id: 'python.security.unsafe-deserialization', kind: 'deserialization',
    fixes: { safety: 'checked', when: 'yaml.load/load_all with no loader or a stock full/unsafe one, in a file that registers no YAML tags of its own (add_constructor, YAMLObject): then only documents with object tags differ' },
    specialist: 'security', severity: 'critical', languages: PY,
    title: 'Outside input deserialised into objects',
    description: 'pickle, marshal, dill, jsonpickle and yaml.load with an unsafe loader rebuild arbitrary objects, so crafted input executes code while it loads.',
    suggestion: 'Exchange JSON (or yaml.safe_load); only unpickle data you produced and authenticated yourself, e.g. with an HMAC.',
    fix: safeYaml,
  },
  {
    id: 'python.security.path-traversal', kind: 'path',
    specialist: 'security', severity: 'high', languages: PY,
    title: 'File path built from outside input',
    description: 'A path built from request input can contain ../ (or be absolute) and reach any file the process can read, overwrite or delete (path traversal).',
    suggestion: 'Reduce the name with werkzeug.utils.secure_filename (or os.path.basename), or resolve the path and reject it unless it stays inside the base folder.',
  },
  {
    id: 'python.security.ssrf', kind: 'ssrf',
    specialist: 'security', severity: 'high', languages: PY,
    title: 'Outbound request to a URL from outside input',
    description: 'The server fetches a URL whose host the caller chooses, so they can reach internal services and cloud metadata endpoints through it (server-side request forgery).',
    suggestion: 'Only fetch URLs whose host is on an allow-list (urllib.parse.urlparse(url).hostname), or build the URL from a fixed base and pass the input as a path or query value.',
  },
  {
    id: 'python.security.xss-template', kind: 'xss',
    fixes: { safety: 'checked', when: 'every escaped value is outside input, where markup is the attack; a value of unknown origin may be markup the program means to send, so escaping it is a suggestion' },
    specialist: 'security', severity: 'high', languages: PY,
    title: 'HTML built from unescaped input',
    description: 'An HTML response assembled from request values (or marked safe with Markup/mark_safe) is sent as is, so input containing <script> runs in the visitor\'s browser (cross-site scripting).',
    suggestion: 'Render a template with the value as a variable, or escape every value (markupsafe.escape, django.utils.html.escape, html.escape) before it joins the HTML.',
    fix: escapeValues,
  },
  {
    id: 'python.security.template-injection', kind: 'template',
    fixes: { safety: 'checked', when: 'every spliced value is outside input (or a number, or constant text without markup or braces) and sits in template text, not inside a tag or raw block; a fragment of unknown origin may be template the program means to render' },
    specialist: 'security', severity: 'high', languages: PY,
    title: 'Template text built from outside input',
    description: 'The template source itself is assembled from values, so input containing {{ … }} is evaluated by the template engine: server-side template injection, which in Jinja reaches code execution.',
    suggestion: 'Keep the template text constant and pass values as variables: render_template_string("Hello {{ name }}", name=name).',
    fix: templateVariables,
  },
  {
    id: 'python.security.open-redirect', kind: 'redirect',
    specialist: 'security', severity: 'medium', languages: PY,
    title: 'Redirect to a URL from outside input',
    description: 'Redirecting to a location the caller chose lets phishing links borrow your domain (open redirect).',
    suggestion: 'Redirect to url_for(...) targets, or check the URL with url_has_allowed_host_and_scheme before using it.',
  },
  {
    id: 'python.security.log-injection', kind: 'log',
    specialist: 'security', severity: 'low', languages: PY, unknownOrigin: false,
    title: 'Outside input written to the log unescaped',
    description: 'Line breaks in a logged request value forge extra log entries and mislead whoever reads the log (log injection).',
    suggestion: 'Strip \\r and \\n from outside values before logging them (value.replace("\\n", "")), or log them with %r.',
  },
  {
    id: 'python.security.trust-boundary-violation', kind: 'trust-boundary',
    specialist: 'security', severity: 'medium', languages: PY, unknownOrigin: false,
    title: 'Outside input stored in the session',
    description: 'The session holds state the application trusts; storing request values in it unchecked lets a caller set what later code believes was validated (trust boundary violation).',
    suggestion: 'Validate the value against what the session may hold before storing it.',
  },
  {
    id: 'python.security.header-injection', kind: 'header',
    specialist: 'security', severity: 'medium', languages: PY,
    title: 'Response header built from outside input',
    description: 'Line breaks in a header value let a caller add headers or split the response (HTTP response splitting).',
    suggestion: 'Reject or strip \\r and \\n from values put into headers.',
  },
  {
    id: 'python.security.regex-injection', kind: 'regex',
    specialist: 'security', severity: 'medium', languages: PY, unknownOrigin: false,
    title: 'Regular expression built from outside input',
    description: 'A pattern from outside can take exponential time on some inputs (ReDoS) or match more than intended.',
    suggestion: 'Escape the value with re.escape before building a pattern from it.',
  },
  {
    id: 'python.security.ldap-injection', kind: 'ldap',
    specialist: 'security', severity: 'high', languages: PY,
    title: 'LDAP filter built from outside input',
    description: 'Characters such as *, ( and ) in a value change the LDAP filter itself, so a caller can match or enumerate other entries (LDAP injection).',
    suggestion: 'Escape values with ldap3.utils.conv.escape_filter_chars (or ldap.filter.escape_filter_chars) before putting them in a filter.',
  },
  {
    id: 'python.security.xpath-injection', kind: 'xpath',
    specialist: 'security', severity: 'high', languages: PY,
    title: 'XPath expression built from outside input',
    description: 'Quotes in a value change the XPath expression itself, so a caller can read other nodes of the document (XPath injection).',
    suggestion: 'Pass values as XPath variables: tree.xpath("//user[@name=$name]", name=name).',
  },
  {
    id: 'python.security.nosql-injection', kind: 'nosql',
    specialist: 'security', severity: 'high', languages: PY,
    title: 'MongoDB query built from outside input',
    description: 'A $where clause built from request text, or a filter taken whole from a request body, lets the caller choose what the query matches or run JavaScript in the database (NoSQL injection).',
    suggestion: 'Build filters from typed values ({"name": str(name)}) and never put input into $where.',
  },
];

export const rules: Rule[] = flows.map(taintRule);
