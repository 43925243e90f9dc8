/**
 * The taint rule family, written once: one record per sink kind, and for each plugin one rule per kind its taint
 * specification has sinks for (`<plugin>.security.<name>`). The texts are the kind's; a plugin adds what is truly
 * its own — the remedy in its idiom, a fix, and (for ids older than the family) the rule's name or a severity.
 * Sink rows tagged with a `rule` feed the plugin's own rules instead (taint-rule.ts).
 */
import type { Severity } from '../../contract';
import type { LanguagePlugin, Rule, TaintChoice } from '../core/rule';
import type { SinkKind, TaintSpec } from '../core/taint-spec';
import { taintRule } from './taint-rule';

interface TaintKindRule {
  /** The rule's name, the last part of its id. */
  name: string;
  severity: Severity;
  title: string;
  description: string;
  /** The remedy in words, for a plugin that states none in its own idiom. */
  suggestion: string;
}

export const TAINT_KIND_RULES: Readonly<Record<SinkKind, TaintKindRule>> = {
  sql: {
    name: 'sql-injection', severity: 'critical',
    title: 'SQL query built from outside input',
    description: 'The SQL text is assembled from a value, so a value containing quotes changes the query itself (SQL injection).',
    suggestion: 'Keep the SQL constant and pass values as query parameters; pick table and column names from an allow-list.',
  },
  nosql: {
    name: 'nosql-injection', severity: 'high',
    title: 'Database query built from outside input',
    description: 'A query operator or a $where clause taken from the request lets the caller choose what the query matches or run code in the database (NoSQL injection).',
    suggestion: 'Build filters from values converted to the types you expect, and never put input into $where.',
  },
  command: {
    name: 'command-injection', severity: 'critical',
    title: 'OS command built from outside input',
    description: 'The command runs what it is given: a value chosen by the caller as the program, or inside a shell command line, runs other commands (OS command injection).',
    suggestion: 'Run a fixed program with its arguments as a list, without a shell, and check values against an allow-list.',
  },
  code: {
    name: 'code-injection', severity: 'critical',
    title: 'Code built from outside input is evaluated',
    description: 'The text is run as code; when any part of it comes from outside, an attacker runs their own code in the process.',
    suggestion: 'Never evaluate input: parse it as data, or dispatch through a fixed map of allowed operations.',
  },
  path: {
    name: 'path-traversal', severity: 'high',
    title: 'File path built from outside input',
    description: 'A path built from outside input can contain ../ (or be absolute) and reach any file the process can read, overwrite or delete (path traversal).',
    suggestion: 'Keep only the file name, or resolve the path and reject it unless it stays inside the base folder.',
  },
  ldap: {
    name: 'ldap-injection', severity: 'high',
    title: 'LDAP query built from outside input',
    description: 'Characters such as *, ( and ) in a value change the LDAP filter or name itself, so a caller can match or enumerate other entries (LDAP injection).',
    suggestion: 'Escape values for LDAP filters before putting them in one, or build filters with a filter API.',
  },
  xpath: {
    name: 'xpath-injection', severity: 'high',
    title: 'XPath expression built from outside input',
    description: 'Quotes in a value change the XPath expression itself, so a caller can read other nodes of the document (XPath injection).',
    suggestion: 'Bind values as XPath variables instead of building them into the expression.',
  },
  xss: {
    name: 'xss', severity: 'high',
    title: 'Outside input written into the response as HTML',
    description: 'An outside value written into HTML unescaped lets markup in it run script in the visitor\'s browser (cross-site scripting).',
    suggestion: 'Escape the value for HTML, or render it through a template engine that escapes.',
  },
  template: {
    name: 'template-injection', severity: 'high',
    title: 'Template source built from outside input',
    description: 'The template text itself is assembled from values, so input containing template syntax is evaluated by the template engine (server-side template injection).',
    suggestion: 'Keep the template text constant and pass outside values in as variables.',
  },
  redirect: {
    name: 'open-redirect', severity: 'medium',
    title: 'Redirect to a URL from outside input',
    description: 'Redirecting to a location the caller chose lets phishing links borrow your domain (open redirect).',
    suggestion: 'Redirect only to local paths you build yourself or to hosts on an allow-list.',
  },
  ssrf: {
    name: 'ssrf', severity: 'high',
    title: 'Outbound request to a URL from outside input',
    description: 'The server fetches a URL whose host the caller chooses, so they can reach internal services and cloud metadata endpoints through it (server-side request forgery).',
    suggestion: 'Parse the URL and only allow hosts from an allow-list; keep scheme and host fixed in code.',
  },
  deserialization: {
    name: 'unsafe-deserialization', severity: 'critical',
    title: 'Outside input deserialised into objects',
    description: 'The deserialiser builds whatever types the data names, so crafted input runs code while it loads (unsafe deserialisation).',
    suggestion: 'Exchange JSON bound to specific types; deserialise objects only from data you produced and authenticated yourself.',
  },
  log: {
    name: 'log-injection', severity: 'low',
    title: 'Outside input written to the log unescaped',
    description: 'Line breaks in a logged outside value forge extra log entries and mislead whoever reads the log (log injection).',
    suggestion: 'Strip \\r and \\n from outside values before logging them, or log them as structured fields.',
  },
  'trust-boundary': {
    name: 'trust-boundary-violation', severity: 'medium',
    title: 'Outside input stored in the session',
    description: 'The session holds state the application trusts; storing request values in it unchecked lets a caller set what later code believes was validated (trust boundary violation).',
    suggestion: 'Validate the value against what the session may hold before storing it, or keep request values out of the session.',
  },
  header: {
    name: 'header-injection', severity: 'medium',
    title: 'Response header built from outside input',
    description: 'Line breaks in a header value let a caller add headers or split the response (HTTP response splitting).',
    suggestion: 'Reject or strip \\r and \\n from values put into headers.',
  },
  regex: {
    name: 'regex-injection', severity: 'medium',
    title: 'Regular expression built from outside input',
    description: 'A pattern from outside can take exponential time on some inputs (ReDoS) or match more than intended.',
    suggestion: 'Escape the value before building a pattern from it, or compare text without regular expressions.',
  },
  'weak-random': {
    name: 'insecure-randomness', severity: 'high',
    title: 'Predictable random numbers for a secret value',
    description: 'The generator is not cryptographically secure: tokens, passwords or codes made from it can be predicted from earlier outputs.',
    suggestion: 'Generate secrets with the platform\'s cryptographically secure generator.',
  },
  xxe: {
    name: 'xxe', severity: 'high',
    title: 'XML from outside read with external entities resolved',
    description: 'A parser that processes DTDs and resolves external entities lets the document read local files, reach internal URLs or exhaust memory (XML external entity injection).',
    suggestion: 'Parse outside XML with DTD processing prohibited and no resolver.',
  },
  include: {
    name: 'file-inclusion', severity: 'critical',
    title: 'File included as code from a path built from outside input',
    description: 'The file is loaded and run as code; a path the caller chooses runs another file of the server, or a remote one (file inclusion).',
    suggestion: 'Map the request value to a file through a fixed allow-list, never into the path itself.',
  },
  reflection: {
    name: 'unsafe-reflection', severity: 'high',
    title: 'Class or method chosen by outside input',
    description: 'Looking up a class, constant or method by a name the caller sends lets them instantiate or call whatever the program can reach (unsafe reflection).',
    suggestion: 'Map the request value to one of a fixed set of classes or methods with an explicit allow-list.',
  },
};

/** The sink kinds a specification has untagged sinks for: the family's rules of a plugin. */
function kindsOf(spec: TaintSpec): Set<SinkKind> {
  const rows = [...(spec.sinks ?? []), ...(spec.returns ?? []), ...(spec.namedSinks ?? [])];
  return new Set<SinkKind>(rows.filter((row) => row.rule === undefined).map((row) => row.kind));
}

/** The family's rules for one plugin, in the order of the kinds. */
export function taintFamily(plugin: LanguagePlugin): Rule[] {
  const kinds = kindsOf(plugin.flow.spec);
  const languages = plugin.languages.map((info) => info.language);
  return (Object.keys(TAINT_KIND_RULES) as SinkKind[]).filter((kind) => kinds.has(kind)).map((kind) => {
    const base = TAINT_KIND_RULES[kind];
    const choice: TaintChoice = plugin.taint[kind] ?? {};
    const rule = taintRule({
      id: `${plugin.id}.security.${choice.name ?? base.name}`,
      kind,
      specialist: 'security',
      severity: choice.severity ?? base.severity,
      languages,
      title: base.title,
      description: base.description,
      suggestion: choice.suggestion ?? base.suggestion,
      ...(choice.fix ? { fix: choice.fix, fixes: choice.fixes } : {}),
    });
    return choice.extend ? choice.extend(rule) : rule;
  });
}
