/**
 * security rules for JavaScript and TypeScript. Injection rules are taint rules: they report where outside input
 * (or a parameter of unknown origin) reaches a sink of their kind, following the data flow (dataflow/); the sinks,
 * sources and sanitisers are the rows of dataflow/specs/javascript.ts.
 */
import type { ReportedHit } from '../../../analysis/dataflow/engine';
import type { FileContext, FixPlan, Node, Rule } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { taintRule, type TaintRuleDefinition } from '../../../rules/taint-rule';
import { importsModule } from './context';
import { textFix, unwrapped, withMarkupAdvice } from './html-sink';
import { rules as cryptoRules } from './security-crypto';
import { placeholdersAreValues, renderSql, splitSql } from './sql';
import { primitiveType } from './types';

const JS = ['javascript', 'typescript'] as const;

/** Express route parameters are always strings; constants and string-typed expressions are text too. */
function isText(file: FileContext, value: string, argument: Node): boolean {
  if (/^(req|request)\.params\.[\w$]+$/.test(value)) return true;
  const node = [argument, ...descendantsOf(argument, ['identifier', 'member_expression', 'call_expression', 'subscript_expression'])].find((n) => n.text === value);
  return !!node && primitiveType(file, node) === 'string';
}

/** `db.query(\`… ${x}\`)` → `db.query('… ?', [x])`, when every value stands where SQL takes a value. */
function parameterise(hit: ReportedHit, file: FileContext): FixPlan | undefined {
  const call = hit.call;
  const callee = call.childForFieldName('function');
  const method = callee?.type === 'member_expression' ? callee.childForFieldName('property')?.text : undefined;
  const args = call.childForFieldName('arguments');
  if (!args || namedChildrenOf(args).length !== 1 || !method || !['query', 'execute', 'raw', 'run', 'all', 'get'].includes(method)) return undefined;
  const argument = unwrapped(hit.argument);
  const split = splitSql(argument);
  const numbered = importsModule(file, 'pg');
  if (!split || !placeholdersAreValues(split, numbered)) return undefined;
  const sql = renderSql(split, numbered);
  // A quoted value reached the database as the text of a string literal: bound, it must be that text too (a
  // number, a Date, null or an object would otherwise be sent as a value of another type).
  const values = `[${split.values.map((value, i) => (split.quotes[i] && !isText(file, value, argument) ? `String(${value})` : value)).join(', ')}]`;
  // Sequelize takes replacements in an options object, the other drivers a values array.
  const parameters = importsModule(file, 'sequelize') ? `{ replacements: ${values} }` : values;
  return { description: 'Pass the values as query parameters', safety: 'safe', edits: [{ start: hit.argument.startIndex, end: hit.argument.endIndex, text: `${sql}, ${parameters}` }] };
}

/** The HTML-sink rule, whose findings on markup the page means to render advise escaping or a sanitiser instead. */
function htmlSinkRule(definition: TaintRuleDefinition): Rule {
  const rule = taintRule(definition);
  return { ...rule, scan: (file) => rule.scan(file).map((detection) => withMarkupAdvice(file, detection)) };
}

export const rules: Rule[] = [
  taintRule({
    id: 'javascript.security.code-injection', kind: 'code',
    specialist: 'security', severity: 'critical', languages: JS,
    title: 'Code built from outside input is executed',
    description: 'eval, new Function, vm and string timers run text as code; when any part of it comes from outside, an attacker runs their own code in the process.',
    suggestion: 'Do not evaluate strings: parse data with JSON.parse, dispatch through a lookup table, and pass functions (not strings) to setTimeout.',
  }),
  taintRule({
    id: 'javascript.security.command-injection', kind: 'command',
    specialist: 'security', severity: 'critical', languages: JS,
    title: 'Shell command built from outside input',
    description: 'exec hands the whole string to a shell (and spawn runs whatever program it is given), so a value containing ;, | or $(…) runs commands of its choosing (OS command injection).',
    suggestion: 'Use execFile/spawn with a fixed program and an argument array (no shell), and validate the arguments against an allow-list.',
  }),
  taintRule({
    id: 'javascript.security.sql-injection', kind: 'sql',
    fixes: { safety: 'safe', note: 'the same query with the values bound where SQL takes a value (quoted ones bound as their text); differs only for input that changed the query; not offered for names, lists, LIMIT on MySQL or SQL that already holds a placeholder' },
    specialist: 'security', severity: 'critical', languages: JS,
    title: 'SQL query built from outside input',
    description: 'The SQL text is assembled from a value, so a value containing quotes changes the query itself (SQL injection).',
    suggestion: 'Keep the SQL constant and pass values separately: db.query("SELECT … WHERE id = ?", [id]). Table and column names cannot be parameters: pick them from an allow-list.',
    fix: parameterise,
  }),
  taintRule({
    id: 'javascript.security.nosql-injection', kind: 'nosql',
    specialist: 'security', severity: 'high', languages: JS,
    title: 'Database query object built from outside input',
    description: 'Request input can be an object ({"$ne": null}, {"$where": "…"}), not just a string: put into a MongoDB filter it changes what the query matches (NoSQL injection).',
    suggestion: 'Convert each value to the type you expect (String(x), Number(x)) or validate the body with a schema, and never pass request objects into $where.',
  }),
  htmlSinkRule({
    id: 'javascript.security.xss-html-sink', kind: 'xss',
    fixes: { safety: 'checked', when: 'innerHTML (or insertAdjacentHTML) gets text written around plain values: no <, no entities, no escaping or rendering call, so textContent (insertAdjacentText) shows the same; a bare or computed value is a suggestion, markup gets no fix' },
    specialist: 'security', severity: 'high', languages: JS,
    title: 'Outside input written into the page as HTML',
    description: 'Assigning a value to innerHTML/outerHTML or passing it to document.write or insertAdjacentHTML lets markup in that value run script in the page (cross-site scripting).',
    suggestion: 'Set textContent for text, build elements with createElement, or sanitise the HTML with a vetted sanitiser (DOMPurify) first.',
    fix: textFix,
  }),
  taintRule({
    id: 'javascript.security.xss-response', kind: 'xss', rows: 'xss-response',
    specialist: 'security', severity: 'high', languages: JS,
    title: 'Outside input sent back as HTML',
    description: 'res.send/res.write with a string answers with text/html, so markup in a request value runs as script in the victim\'s browser (reflected cross-site scripting).',
    suggestion: 'Render through a template engine that escapes, escape the value (escape-html), or answer JSON with res.json.',
  }),
  taintRule({
    id: 'javascript.security.react-dangerous-html', kind: 'xss', rows: 'react-dangerous-html',
    specialist: 'security', severity: 'high', languages: JS,
    title: 'dangerouslySetInnerHTML with outside input',
    description: 'React renders __html without escaping; a value that contains user input runs script in the page (cross-site scripting).',
    suggestion: 'Render the value as a child ({value}) so React escapes it, or sanitise it with DOMPurify before passing it here.',
  }),
  taintRule({
    id: 'javascript.security.path-traversal', kind: 'path',
    specialist: 'security', severity: 'high', languages: JS,
    title: 'File path built from outside input',
    description: 'A path built from request input can contain ../ and reach any file the process can read or write (path traversal).',
    suggestion: 'Resolve the path against a fixed base folder and reject results outside it (path.resolve + startsWith), or keep only the file name with path.basename.',
  }),
  taintRule({
    id: 'javascript.security.ssrf', kind: 'ssrf',
    specialist: 'security', severity: 'high', languages: JS,
    title: 'Outbound request to a URL from outside input',
    description: 'Fetching a URL the caller chose lets them reach internal services and cloud metadata endpoints from your server (server-side request forgery).',
    suggestion: 'Only fetch URLs from an allow-list of hosts (parse with new URL and compare the host), and never follow redirects to other hosts.',
  }),
  taintRule({
    id: 'javascript.security.open-redirect', kind: 'redirect',
    specialist: 'security', severity: 'medium', languages: JS,
    title: 'Redirect to a URL from outside input',
    description: 'Redirecting to a location the caller chose lets phishing links borrow your domain (open redirect).',
    suggestion: 'Redirect only to relative paths you validate (starting with a single /) or to hosts on an allow-list.',
  }),
  taintRule({
    id: 'javascript.security.unsafe-deserialization', kind: 'deserialization',
    specialist: 'security', severity: 'critical', languages: JS,
    title: 'Outside input deserialised into code',
    description: 'node-serialize\'s unserialize and similar libraries execute functions embedded in what they are given; attacker-controlled input becomes code execution.',
    suggestion: 'Exchange plain JSON (JSON.parse) and validate it with a schema; never deserialise functions.',
  }),
  taintRule({
    id: 'javascript.security.template-injection', kind: 'template',
    specialist: 'security', severity: 'high', languages: JS,
    title: 'Template source built from outside input',
    description: 'A template compiled from request input can run template code (and with EJS, Pug or lodash templates, JavaScript) on the server (server-side template injection).',
    suggestion: 'Compile templates only from files or constants, and pass outside values in as data.',
  }),
  taintRule({
    id: 'javascript.security.ldap-injection', kind: 'ldap',
    specialist: 'security', severity: 'high', languages: JS,
    title: 'LDAP filter built from outside input',
    description: 'Characters such as *, ( and ) in a value change the LDAP filter itself, so a caller can match or enumerate other entries (LDAP injection).',
    suggestion: 'Escape every value put into a filter (ldap-escape) or validate it against a strict pattern.',
  }),
  taintRule({
    id: 'javascript.security.xpath-injection', kind: 'xpath',
    specialist: 'security', severity: 'high', languages: JS,
    title: 'XPath expression built from outside input',
    description: 'Quotes in a value change the XPath expression itself, so a caller can read other nodes of the document (XPath injection).',
    suggestion: 'Pass values as XPath variables where the library supports them, or validate them against a strict pattern.',
  }),
  taintRule({
    id: 'javascript.security.log-injection', kind: 'log',
    specialist: 'security', severity: 'low', languages: JS, unknownOrigin: false,
    title: 'Outside input written to the log unescaped',
    description: 'Line breaks in a logged request value forge extra log entries and mislead whoever reads the log (log injection).',
    suggestion: 'Strip or escape \\r and \\n from outside values before logging them, or log them as structured fields.',
  }),
  taintRule({
    id: 'javascript.security.regex-injection', kind: 'regex',
    specialist: 'security', severity: 'medium', languages: JS, unknownOrigin: false,
    title: 'Regular expression built from outside input',
    description: 'A pattern from outside can take exponential time on some inputs and block the event loop (ReDoS), or match more than intended.',
    suggestion: 'Escape the value (lodash escapeRegExp) before building a pattern from it, or search with includes/indexOf.',
  }),
  taintRule({
    id: 'javascript.security.trust-boundary-violation', kind: 'trust-boundary',
    specialist: 'security', severity: 'medium', languages: JS, unknownOrigin: false,
    title: 'Outside input stored in the session',
    description: 'The session is state the server trusts; storing request values in it unchecked lets a caller set what later code believes it validated (trust boundary violation).',
    suggestion: 'Validate the value against what the session may hold before storing it, or keep outside values out of the session.',
  }),
  ...cryptoRules,
];
