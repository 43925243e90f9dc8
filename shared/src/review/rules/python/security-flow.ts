/**
 * Python injection rules: taint rules over the data flow (sources, sinks and sanitisers in
 * dataflow/specs/python.ts), with the mechanical fixes where one exists — parameterised SQL, an argument list
 * instead of a shell, yaml.safe_load, template variables instead of spliced text, escaped HTML.
 */
import type { ReportedHit } from '../../dataflow/engine';
import { valueAt } from '../../dataflow/engine';
import type { FileContext, FixPlan, Node, OffsetEdit, Rule } from '../rule';
import { namedChildrenOf, previousStatement } from '../syntax';
import { taintRule, type TaintRuleDefinition } from '../taint-rule';
import { keywordArgument, positionalArguments, valuesOf } from './context';
import { statementOf } from './fixes';
import { addImport, bindsModule, ensureFromImport, ensureModule, importedName, importsModule } from './imports';
import { argumentList, dropKeyword } from './shell';
import { builtStringParts, hasValues, pythonString, type StringPart } from './strings';

const PY = ['python'] as const;

/** The callee's last name: `execute` for `cursor.execute(…)`, `system` for `os.system(…)`. */
function calleeName(call: Node): string {
  const fn = call.childForFieldName('function');
  return fn?.type === 'attribute' ? (fn.childForFieldName('attribute')?.text ?? '') : (fn?.text ?? '');
}

/** SQL keywords and operators after which a value (not a table or column name) is expected. */
const VALUE_CONTEXT = /(?:[=<>(,+*/-]|\b(?:like|ilike|in|values|limit|offset|and|or|not|is|then|else|when|between)\b)\s*$/i;

/**
 * The SQL of a built query with placeholders, and the values to bind: `'{x}'` becomes `%s`, not `'%s'`. A value
 * inside a longer quoted literal (LIKE '%{x}%') or where SQL expects a name (FROM {table}, ORDER BY {column}) has
 * no placeholder form: undefined.
 */
function splitSql(parts: readonly StringPart[], qmark: boolean): { sql: string; values: string[] } | undefined {
  const placeholder = qmark ? '?' : '%s';
  let sql = '';
  const values: string[] = [];
  let closingQuote: string | undefined;
  for (const part of parts) {
    if ('text' in part) {
      // Once parameters are passed, %s-style drivers read a literal % as a placeholder, qmark drivers a ?.
      if (qmark && part.text.includes('?')) return undefined;
      let text = qmark ? part.text : part.text.replace(/%/g, '%%');
      if (closingQuote) {
        if (text[0] !== closingQuote) return undefined;
        text = text.slice(1);
        closingQuote = undefined;
      }
      if (values.length > 0 && !closingQuote && /^[\w.]/.test(text) && sql.endsWith(placeholder)) return undefined;
      sql += text;
      continue;
    }
    if (closingQuote) return undefined;
    const quote = /['"]$/.exec(sql)?.[0];
    if (quote) {
      sql = sql.slice(0, -1);
      closingQuote = quote;
    }
    if ((sql.match(/'/g) ?? []).length % 2 === 1) return undefined;
    if (!VALUE_CONTEXT.test(sql)) return undefined;
    sql += placeholder;
    values.push(part.value.text);
  }
  return closingQuote ? undefined : { sql, values };
}

function sqlParts(query: Node, file: FileContext): StringPart[] | undefined {
  const parts = builtStringParts(query);
  if (hasValues(parts)) return parts;
  if (query.type !== 'identifier') return undefined;
  const values = valuesOf(query, file) ?? [];
  const built = values.length === 1 && values[0]!.parent?.type === 'assignment' ? builtStringParts(values[0]!) : undefined;
  return hasValues(built) ? built : undefined;
}

/**
 * f-strings, `%`, `.format()` and `+` turned into a DB-API parameterised call: placeholders in the SQL text, values
 * as the second argument. A query assigned to a variable just before the call is rewritten in both places.
 */
function parameterise(hit: ReportedHit, file: FileContext): FixPlan | undefined {
  const call = hit.call;
  const method = calleeName(call);
  const args = call.childForFieldName('arguments');
  const query = args ? namedChildrenOf(args)[0] : undefined;
  if (!args || !query || namedChildrenOf(args).length !== 1 || hit.argument.id !== query.id || /^(text|executescript)$/.test(method)) return undefined;
  const parts = sqlParts(query, file);
  // sqlite3 takes qmark placeholders; the other DB-API drivers in common use (psycopg, MySQLdb) and Django's raw() take %s.
  const split = parts && splitSql(parts, importsModule(file, 'sqlite3') && method !== 'raw');
  if (!split || split.values.length === 0) return undefined;
  const params = `(${split.values.join(', ')}${split.values.length === 1 ? ',' : ''})`;
  const description = 'Pass the values as query parameters';
  if (query.type !== 'identifier') {
    return { description, edits: [{ start: query.startIndex, end: query.endIndex, text: `${pythonString(split.sql)}, ${params}` }] };
  }
  // query = f"…"; cursor.execute(query): the values must still mean the same thing at the call.
  const value = valuesOf(query, file)![0]!;
  const assignment = statementOf(value);
  const statement = statementOf(call);
  if (!assignment || !statement || previousStatement(statement)?.id !== assignment.id) return undefined;
  return {
    description,
    edits: [
      { start: value.startIndex, end: value.endIndex, text: pythonString(split.sql) },
      { start: query.endIndex, end: query.endIndex, text: `, ${params}` },
    ],
  };
}

/** `subprocess.run(f"tar czf {out} {dir}", shell=True)` → `subprocess.run(["tar", "czf", out, dir])`. */
function withoutShell(hit: ReportedHit, file: FileContext): FixPlan | undefined {
  const call = hit.call;
  const command = positionalArguments(call)[0];
  if (!command || hit.argument.id !== command.id) return undefined;
  const list = argumentList(command);
  if (!list) return undefined;
  const fn = call.childForFieldName('function')!;
  const module = fn.type === 'attribute' ? (importedName(file, fn.childForFieldName('object')!.text) ?? fn.childForFieldName('object')!.text) : importedName(file, fn.text)?.replace(/\.\w+$/, '');
  if (module === 'subprocess') {
    const shell = keywordArgument(call, 'shell');
    if (!shell || keywordArgument(call, 'executable')) return undefined;
    const drop = dropKeyword(shell.parent?.type === 'keyword_argument' ? shell.parent : shell);
    if (!drop) return undefined;
    return { description: 'Run the program without a shell', edits: [{ start: command.startIndex, end: command.endIndex, text: list }, drop] };
  }
  // os.system's exit status is discarded here, so subprocess.run without check behaves the same, minus the shell.
  if (module !== 'os' || calleeName(call) !== 'system' || call.parent?.type !== 'expression_statement' || positionalArguments(call).length !== 1) return undefined;
  const imports = ensureModule(file, 'subprocess');
  if (!imports) return undefined;
  return { description: 'Run the program without a shell', edits: [...imports, { start: call.startIndex, end: call.endIndex, text: `subprocess.run(${list}, check=False)` }] };
}

/** yaml.load(x) and yaml.load(x, Loader=yaml.Loader) → yaml.safe_load(x): the same data without object tags. */
function safeYaml(hit: ReportedHit, file: FileContext): FixPlan | undefined {
  const call = hit.call;
  const fn = call.childForFieldName('function');
  if (fn?.type !== 'attribute' || (importedName(file, fn.childForFieldName('object')!.text) ?? fn.childForFieldName('object')!.text) !== 'yaml') return undefined;
  const name = fn.childForFieldName('attribute')!;
  if (!/^load(_all)?$/.test(name.text)) return undefined;
  const args = namedChildrenOf(call.childForFieldName('arguments')!);
  const data = args[0];
  const loaderOnly = args.length === 1 || (args.length === 2 && (args[1]!.type !== 'keyword_argument' || args[1]!.childForFieldName('name')?.text === 'Loader'));
  if (!data || data.type === 'keyword_argument' || !loaderOnly) return undefined;
  const safe = name.text.endsWith('_all') ? 'safe_load_all' : 'safe_load';
  return { description: `Use yaml.${safe}`, edits: [{ start: name.startIndex, end: call.endIndex, text: `${safe}(${data.text})` }] };
}

/** Names Flask and Jinja already put in every template context, which a keyword argument would shadow. */
const CONTEXT_NAMES = new Set(['request', 'session', 'g', 'config', 'url_for', 'get_flashed_messages', 'self', 'loop', 'range', 'dict', 'lipsum', 'cycler', 'joiner', 'namespace', 'true', 'false', 'none']);
const PYTHON_KEYWORDS = new Set(['and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield', 'True', 'False', 'None']);

/** A readable template variable name for a spliced expression: `user.name` → user_name, `args.get("q")` → q. */
function variableName(value: Node): string | undefined {
  if (value.type === 'identifier') return value.text;
  if (value.type === 'attribute') return value.text.replace(/\./g, '_');
  const key = value.type === 'subscript' ? value.childForFieldName('subscript') : value.type === 'call' && /\.get$/.test(value.childForFieldName('function')?.text ?? '') ? positionalArguments(value)[0] : undefined;
  const text = key?.type === 'string' ? key.text.replace(/^[a-zA-Z]*["']|["']$/g, '') : '';
  return /^[A-Za-z_]\w*$/.test(text) ? text : undefined;
}

/** render_template_string(f"…{name}…") → render_template_string("…{{ name }}…", name=name): Jinja escapes it. */
function templateVariables(hit: ReportedHit): FixPlan | undefined {
  const call = hit.call;
  if (calleeName(call) !== 'render_template_string') return undefined;
  const args = namedChildrenOf(call.childForFieldName('arguments')!);
  const template = args[0];
  if (!template || template.id !== hit.argument.id) return undefined;
  const parts = builtStringParts(template);
  if (!hasValues(parts) || args.some((a, i) => i > 0 && a.type !== 'keyword_argument')) return undefined;
  const taken = new Map(args.slice(1).map((a) => [a.childForFieldName('name')!.text, a.childForFieldName('value')!.text]));
  const added: string[] = [];
  let text = '';
  for (const part of parts) {
    if ('text' in part) {
      text += part.text;
      continue;
    }
    let name = variableName(part.value);
    if (!name || !/^[A-Za-z_]\w*$/.test(name)) return undefined;
    if (CONTEXT_NAMES.has(name) || PYTHON_KEYWORDS.has(name)) name = `${name}_value`;
    while (taken.has(name) && taken.get(name) !== part.value.text) name = `${name}_`;
    if (!taken.has(name)) {
      taken.set(name, part.value.text);
      added.push(`${name}=${part.value.text}`);
    }
    text += `{{ ${name} }}`;
  }
  return { description: 'Pass the values to the template as variables', edits: [{ start: template.startIndex, end: template.endIndex, text: [pythonString(text), ...added].join(', ') }] };
}

/** How to escape a value: markupsafe with Flask, Django's escape, else the standard library's html.escape. */
function escaper(file: FileContext): { call: (text: string, inConcat: boolean) => string; imports: OffsetEdit[] } | undefined {
  const escapeSource = importedName(file, 'escape');
  if (escapeSource && /^(markupsafe|flask|jinja2|django\.utils\.html)\.escape$/.test(escapeSource)) {
    // markupsafe's escape returns Markup, and str + Markup would escape the literal HTML too.
    const markup = !escapeSource.startsWith('django');
    return { call: (text, inConcat) => (inConcat && markup ? `str(escape(${text}))` : `escape(${text})`), imports: [] };
  }
  if (escapeSource) return undefined;
  if (importsModule(file, 'flask')) {
    const imports = ensureFromImport(file, 'markupsafe', 'escape');
    return imports && { call: (text, inConcat) => (inConcat ? `str(escape(${text}))` : `escape(${text})`), imports };
  }
  if (importsModule(file, 'django')) {
    const imports = ensureFromImport(file, 'django.utils.html', 'escape');
    return imports && { call: (text) => `escape(${text})`, imports };
  }
  const edit = bindsModule(file, 'html') ? undefined : addImport(file, 'import html');
  if (!bindsModule(file, 'html') && (!edit || importedName(file, 'html'))) return undefined;
  return { call: (text) => `html.escape(str(${text}))`, imports: edit ? [edit] : [] };
}

const HTML_TAG = /<[a-zA-Z!/]/;

/** The HTML assembled in place (returned, or passed to make_response/HttpResponse) with its tainted values escaped. */
function escapeValues(hit: ReportedHit, file: FileContext): FixPlan | undefined {
  const html = hit.argument;
  if (/^(Markup|mark_safe|SafeString)$/.test(calleeName(hit.call))) return undefined;
  const parts = builtStringParts(html);
  if (!hasValues(parts) || !parts.some((part) => 'text' in part && HTML_TAG.test(part.text))) return undefined;
  const tainted = parts.filter((part): part is Extract<StringPart, { value: Node }> => 'value' in part && (valueAt(file, part.value)?.taints.some((t) => !t.safeFor.has('xss')) ?? false));
  const escape = escaper(file);
  if (!escape || tainted.length === 0) return undefined;
  const concat = html.type === 'binary_operator' && html.childForFieldName('operator')?.text === '+';
  const edits: OffsetEdit[] = tainted.map((part) => ({ start: part.value.startIndex, end: part.value.endIndex, text: escape.call(part.value.text, concat) }));
  return { description: 'Escape the values placed in the HTML', edits: [...escape.imports, ...edits] };
}

const flows: TaintRuleDefinition[] = [
  {
    id: 'python.security.sql-injection', kind: 'sql',
    specialist: 'security', severity: 'critical', languages: PY,
    title: 'SQL query built from outside input',
    description: 'The SQL text passed to the database is assembled from a value, so a value containing quotes changes the query itself (SQL injection).',
    suggestion: 'Keep the SQL constant and pass values as parameters: cursor.execute("... WHERE id = %s", (user_id,)). Table and column names cannot be parameters: pick them from an allow-list.',
    fix: parameterise,
  },
  {
    id: 'python.security.command-injection', kind: 'command',
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
    specialist: 'security', severity: 'high', languages: PY,
    title: 'HTML built from unescaped input',
    description: 'An HTML response assembled from request values (or marked safe with Markup/mark_safe) is sent as is, so input containing <script> runs in the visitor\'s browser (cross-site scripting).',
    suggestion: 'Render a template with the value as a variable, or escape every value (markupsafe.escape, django.utils.html.escape, html.escape) before it joins the HTML.',
    fix: escapeValues,
  },
  {
    id: 'python.security.template-injection', kind: 'template',
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
