/** The Python plugin: everything the engine knows about Python. */
import type { LanguagePlugin } from '../../core/rule';
import { lowerPython } from './lowering';
import { rules as permissions } from './rules/permissions';
import { rules as cors } from './rules/cors';
import { rules as jwt } from './rules/jwt';
import { rules as performance } from './rules/performance';
import { rules as quality } from './rules/quality';
import { rules as reliability } from './rules/reliability';
import { rules as security } from './rules/security';
import { business, calls, functions, imports } from './syntax';
import { withoutShell, escapeValues, templateVariables, safeYaml } from './rules/flow-fixes';
import { parameterise } from './rules/sql-fix';
import { secretsFix } from './rules/security-crypto';
import { pythonSpec } from './taint-spec';

const stringLiteral = (text: string) => JSON.stringify(text);

const PYTHON = `import hashlib
import os
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/users")
def handler():
    name = request.args.get("name")
    conn = sqlite3.connect("app.db")
    conn.execute(f"SELECT * FROM t WHERE name = '{name}'")
    os.system("ls " + name)
    try:
        return hashlib.md5(name.encode()).hexdigest()
    except:
        pass
`;

export const python: LanguagePlugin = {
  id: 'python',
  languages: [{ language: 'python', name: 'Python', extensions: ['.py'], editorIds: ['python'], comments: { line: ['#'] } }],
  grammars: [{ name: 'python', wasm: 'tree-sitter-python.wasm', language: 'python' }],
  flow: { lower: lowerPython, spec: pythonSpec, calls },
  syntax: { functions, imports, business },
  codegen: {
    guardClause: (condition, message, indent) => {
      const unit = indent.includes('\t') ? '\t' : '    ';
      return `${indent}if ${condition}:\n${indent}${unit}raise ValueError(${stringLiteral(message)})\n`;
    },
    or: 'or',
  },
  taint: {
    sql: {
      suggestion: 'Keep the SQL constant and pass values as parameters: cursor.execute("... WHERE id = %s", (user_id,)). Table and column names cannot be parameters: pick them from an allow-list.',
      fix: parameterise,
      fixes: { safety: 'checked', when: "the driver's placeholder style is known from the imports, every value sat in a '…' literal (bound as text, through str() as the original formatting did) or is a number where SQL takes one, and a query variable serves only this call" },
    },
    nosql: {
      suggestion: 'Build filters from typed values ({"name": str(name)}) and never put input into $where.',
    },
    command: {
      suggestion: 'Pass a fixed program and its arguments as a list without shell=True (subprocess.run(["tar", "czf", out, folder])), or quote each value with shlex.quote.',
      fix: withoutShell,
      fixes: { safety: 'checked', when: "the command's literal text has no shell syntax (quotes, $, globs, pipes, redirections, ;, &, ~) and starts with a program's name, not a shell builtin or VAR=value, with shell=True written as such: then only values the shell would have split or expanded differ" },
    },
    code: {
      suggestion: 'Parse data instead (json.loads, ast.literal_eval for Python literals) or dispatch through a dictionary of allowed functions.',
    },
    path: {
      suggestion: 'Reduce the name with werkzeug.utils.secure_filename (or os.path.basename), or resolve the path and reject it unless it stays inside the base folder.',
    },
    ldap: {
      suggestion: 'Escape values with ldap3.utils.conv.escape_filter_chars (or ldap.filter.escape_filter_chars) before putting them in a filter.',
    },
    xpath: {
      suggestion: 'Pass values as XPath variables: tree.xpath("//user[@name=$name]", name=name).',
    },
    xss: {
      suggestion: 'Render a template with the value as a variable, or escape every value (markupsafe.escape, django.utils.html.escape, html.escape) before it joins the HTML.',
      name: 'xss-template',
      fix: escapeValues,
      fixes: { safety: 'checked', when: 'every escaped value is outside input, where markup is the attack; a value of unknown origin may be markup the program means to send, so escaping it is a suggestion' },
    },
    template: {
      suggestion: 'Keep the template text constant and pass values as variables: render_template_string("Hello {{ name }}", name=name).',
      fix: templateVariables,
      fixes: { safety: 'checked', when: 'every spliced value is outside input (or a number, or constant text without markup or braces) and sits in template text, not inside a tag or raw block; a fragment of unknown origin may be template the program means to render' },
    },
    redirect: {
      suggestion: 'Redirect to url_for(...) targets, or check the URL with url_has_allowed_host_and_scheme before using it.',
    },
    ssrf: {
      suggestion: 'Only fetch URLs whose host is on an allow-list (urllib.parse.urlparse(url).hostname), or build the URL from a fixed base and pass the input as a path or query value.',
    },
    xxe: {
      suggestion: 'Parse outside XML with defusedxml (defusedxml.ElementTree.fromstring, defusedxml.lxml), or with an lxml parser that keeps its defaults: etree.XMLParser(resolve_entities=False, no_network=True), never resolve_entities=True or load_dtd=True with no_network=False.',
    },
    deserialization: {
      suggestion: 'Exchange JSON (or yaml.safe_load); only unpickle data you produced and authenticated yourself, e.g. with an HMAC.',
      fix: safeYaml,
      fixes: { safety: 'checked', when: 'yaml.load/load_all with no loader or a stock full/unsafe one, in a file that registers no YAML tags of its own (add_constructor, YAMLObject): then only documents with object tags differ' },
    },
    log: {
      suggestion: 'Strip \\r and \\n from outside values before logging them (value.replace("\\n", "")), or log them with %r.',
    },
    'trust-boundary': {
      suggestion: 'Validate the value against what the session may hold before storing it.',
    },
    header: {
      suggestion: 'Reject or strip \\r and \\n from values put into headers.',
    },
    regex: {
      suggestion: 'Escape the value with re.escape before building a pattern from it.',
    },
    'weak-random': {
      suggestion: 'Use the secrets module: secrets.token_urlsafe(), secrets.token_hex(), secrets.choice(), secrets.randbelow().',
      fix: secretsFix,
      fixes: { safety: 'checked', when: 'the file never seeds the random module (random.seed, random.setstate), so no run could reproduce its values: a value of the same form from a cryptographic generator' },
    },
  },
  queryInLoop: { suggestion: 'Fetch all rows at once (WHERE id IN (…), a join, select_related/prefetch_related) before the loop and look them up in a dict.' },
  rules: [...permissions, ...cors, ...jwt, ...security, ...reliability, ...performance, ...quality],
  warmUp: [{ language: 'python', code: PYTHON }],
};
