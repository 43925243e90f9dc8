/**
 * The shape of a taint specification: rows, no code (like Semgrep's pattern-sources/sinks/sanitizers/propagators
 * and FindSecBugs' sink files). One table per language and framework lives in `specs/`; adding a framework is
 * adding rows. The analysis (`interpret.ts`) reads these rows and nothing else about libraries.
 */
import type { Constant } from './ir';

/** What reaching a sink means, one entry per class of injection. */
export const SINK_KINDS = {
  sql: { cwe: 'CWE-89', words: 'an SQL query' },
  nosql: { cwe: 'CWE-943', words: 'a NoSQL query' },
  command: { cwe: 'CWE-78', words: 'an OS command' },
  code: { cwe: 'CWE-95', words: 'code that is evaluated' },
  path: { cwe: 'CWE-22', words: 'a file path' },
  ldap: { cwe: 'CWE-90', words: 'an LDAP query' },
  xpath: { cwe: 'CWE-643', words: 'an XPath expression' },
  xss: { cwe: 'CWE-79', words: 'HTML sent to the browser' },
  template: { cwe: 'CWE-1336', words: 'template source' },
  redirect: { cwe: 'CWE-601', words: 'a redirect location' },
  ssrf: { cwe: 'CWE-918', words: 'the URL of an outbound request' },
  deserialization: { cwe: 'CWE-502', words: 'data that is deserialised' },
  log: { cwe: 'CWE-117', words: 'a log entry' },
  'trust-boundary': { cwe: 'CWE-501', words: 'trusted session state' },
  header: { cwe: 'CWE-113', words: 'an HTTP response header' },
  regex: { cwe: 'CWE-1333', words: 'a regular expression' },
  'weak-random': { cwe: 'CWE-330', words: 'a security-sensitive value', optIn: true },
  xxe: { cwe: 'CWE-611', words: 'an XML parser that resolves external entities' },
  include: { cwe: 'CWE-98', words: 'a file included and run as code' },
  reflection: { cwe: 'CWE-470', words: 'a class or method chosen by name' },
} as const;

/** Kinds only the sources that name them reach (a predictable random number), not every outside input. */
export const OPT_IN_KINDS: readonly string[] = Object.entries(SINK_KINDS).filter(([, kind]) => 'optIn' in kind).map(([name]) => name);

export type SinkKind = keyof typeof SINK_KINDS;

/**
 * What a value from the process environment can break, for every language's environment sources: the queries,
 * commands, code, documents and templates it is put into. Not a file path: a variable that names a file (a config
 * file, a startup script, a data folder) is how a deployment says which file, and whoever sets the environment
 * chooses the process's files anyway; `open(os.environ['APP_CONFIG'])` is configuration, not traversal. Not an LDAP
 * query either: what the environment puts there is the directory's layout (`LDAP_BASE_DN`, a group's DN, the
 * deployment's user filter), which every directory client is configured by, and its filters are the operator's to
 * write; the input that breaks a filter is the user's name formatted into it.
 */
export const ENVIRONMENT_KINDS: readonly SinkKind[] = ['command', 'code', 'sql', 'ssrf', 'deserialization', 'xpath', 'template', 'include'];

/**
 * Picks out a call, constructor or property read. `callee` names it `module.function`, `Class.method` or
 * `Type.member` — qualified through imports, declared types and the type facts — or `*.member` for any receiver.
 */
export interface Pattern {
  callee: string | readonly string[];
  /** When the receiver's type is unknown: a regular expression (case-insensitive) its text must match. */
  receiver?: string;
  /** The receiver pattern tells case apart (`[A-Z]\w*`: a model class's name, not any variable). */
  receiverCaseSensitive?: boolean;
  /**
   * `call` (default), `new` (a constructor), `read` (a property, attribute or module member) or `write` (an
   * assignment to a property, or to an index of it: `el.innerHTML = v`, `resp.headers["X"] = v`).
   */
  form?: 'call' | 'new' | 'read' | 'write';
  /** How many arguments: exactly n, or [min, max]. */
  arity?: number | readonly [number, number];
}

/** Outside input: what reading it yields is tainted. */
export interface SourceRow extends Pattern {
  /** In words; `{0}` stands for the first argument's constant (`request parameter \`{0}\``). */
  label: string;
  /** Only these sink kinds are at risk from it (file contents are not HTML injection); default all. */
  kinds?: readonly SinkKind[];
  /** Not a source when this argument is a constant (the contents of a file the code names itself). */
  unlessConstant?: number;
  /** Only when this argument is a constant matching the pattern (PHP's `file_get_contents('php://input')` reads the request body). */
  ifArgument?: { position: number; matches: string };
  /** The value is a number and stays a problem through arithmetic and conversions (a predictable random number). */
  numeric?: boolean;
  /** It is always a string (a query parameter), never an object: it cannot become a query operator by itself. */
  text?: boolean;
  /**
   * The operator's own value, not a remote user's: the environment and command line of the process, the files it is told to read. A flow from it alone is
   * reported at audit level (low), saying so: whoever sets it can usually run code anyway, unless the program
   * runs with more rights than its caller (setuid, a CI job reading a pull request's variables).
   */
  local?: boolean;
}

/**
 * A place named for what it holds: a value assigned to (or returned by a function named) `resetToken`,
 * `session_id` or `api_key` is used as a secret.
 */
export interface NamedSinkRow {
  kind: SinkKind;
  /** Regular expression (case-insensitive) the variable, property, key or function name must match. */
  names: string;
  /** …and must not match (`tokenRefreshDelay`). */
  except?: string;
  rule?: string;
}

/** A place where tainted text does harm. */
export interface SinkRow extends Pattern {
  kind: SinkKind;
  /** Positions that matter (0-based; -1 the receiver), keyword names, or 'all' arguments. */
  args: readonly (number | string)[] | 'all';
  /** The sink only counts when this keyword argument (or positional argument) is given this constant (`shell=True`, `"$where"`). */
  when?: { keyword?: string; position?: number; equals: Constant };
  /** The sink only counts when this argument (-1 the receiver) is of one of these types or their subtypes (`fmt.Fprintf` to an `http.ResponseWriter`). */
  argType?: { position: number; types: readonly string[] };
  /**
   * For a list argument (an argument vector): only the program (element 0) matters, unless it is a shell, in
   * which case every element does.
   */
  argv?: boolean;
  /** The arguments listed are the argument vector of the program at this position: they count when it is a shell. */
  program?: number;
  /**
   * With `part`: that part is the command line (or argument list) of the program held at this other key of the same
   * argument, and counts only when that program is a shell (`ProcessStartInfo.Arguments` of its `FileName`).
   */
  programPart?: string;
  /**
   * The sink only counts when argument `arg` (-1 the receiver) is an object whose field `field` holds a value
   * matching the pattern (its constant, else its type): a parser configured to resolve external entities
   * (`DtdProcessing = DtdProcessing.Parse`), a serialiser told to read type names from the data.
   */
  configured?: {
    arg: number; field: string; matches: string;
    /** The same object given by this keyword instead (Python's `etree.fromstring(data, parser=p)`). */
    keyword?: string;
    /** …and each of these fields of it holds a matching value too (lxml's `load_dtd=True` with `no_network=False`). */
    and?: readonly { field: string; matches: string }[];
  };
  /** …and does not count when that same object's `field` holds a value matching this (a binder allowing known types only). */
  unlessConfigured?: { field: string; matches: string };
  /**
   * With `receiver` given and the receiver's type unknown and its text not matching: the sink still counts when
   * the argument's known text matches this regular expression (SQL keywords for `*.execute`).
   */
  shape?: string;
  /** Overrides the rule this row reports under (`{language}.security.<rule>`), e.g. DOM XSS versus a response. */
  rule?: string;
  /**
   * Overrides the kind's reading of a value of unknown origin here: `built`, only text assembled around it counts
   * (`setTimeout` evaluates a string but usually gets a function).
   */
  unknownOrigin?: 'built';
  /**
   * Markup written into the page (innerHTML, dangerouslySetInnerHTML) needs sanitising whatever its source: a value
   * of unknown origin is reported here by default, not only in audit mode (eslint-plugin-no-unsanitized and
   * react/no-danger flag every such write).
   */
  withoutInput?: boolean;
  /**
   * The framework answers a string as HTML only when it starts with `<`, and an object as JSON (Koa's `ctx.body`):
   * the hit counts unless the value is an object, JSON text, or text known to start otherwise.
   */
  htmlIfMarkup?: boolean;
  /**
   * The sink does not count when argument `arg` is an object with one of these keys holding a value free of
   * outside input (`res.sendFile(p, { root })`, `https.get({ hostname: "api.example.com", path })`).
   */
  unlessKey?: {
    arg: number;
    keys: readonly string[];
    /** …and, when given, holding constants that all match this pattern, or a list (`'allowed_classes' => false` or `[Cart::class]`, not `true`). */
    matches?: string;
  };
  /** The sink does not count when this argument names something matching the pattern (`Loader=yaml.SafeLoader`). */
  unless?: { keyword?: string; position?: number; matches: string };
  /** Only this constant key of the argument matters (`{"$where": …}` in a MongoDB filter). */
  part?: string;
  /** Only the argument's own taint counts, not that of its contents (a filter that is itself outside input). */
  shallow?: boolean;
  /** Only input that can be structured data (a JSON body) counts: plain strings cannot smuggle query operators. */
  structured?: boolean;
  /** Only text counts: an object or list given here is serialised (Express's res.send of an object sends JSON). */
  text?: boolean;
  /**
   * A regular expression for text the sink puts before the location itself (a raw `Location: ` header): skipped when
   * judging whether the value's fixed start already decides where a redirect or request goes.
   */
  prefix?: string;
  /**
   * The kind whose sanitisers make a value harmless here, when not the row's own: HTML-escaped text in an unquoted
   * attribute still ends the attribute at a space, so only values safe as `html-attribute` are.
   */
  safeAs?: string;
  /**
   * The client speaks this protocol without TLS and the argument is a host address (`host:port`), not a URL
   * (jlaffaye/ftp's `ftp.Dial(addr)`), unless another argument's text matches `unlessArgument` (an option that turns
   * TLS on): the cleartext-transport family reads the argument as `<scheme>://<address>`.
   */
  plain?: { scheme: string; unlessArgument?: string };
  /**
   * An `sql` or `nosql` row whose call runs no query by itself: it builds query text or a filter (`Arel.sql`,
   * `Filters.where`), or its name is too common to mean a query on any receiver (Ruby's `*.select`, which `queries`
   * rows name on the receivers where it is one). Read by the rules that count queries run (rules/query-in-loop.ts).
   */
  runsQuery?: false;
  /**
   * The call gives back what it was given, decoded (a JSON mapper's object): the value goes on from it as well as
   * reaching the sink, where a sink otherwise consumes what it is given (a query returns rows, not the query).
   */
  passesOn?: true;
}

/**
 * A call that runs a database query without taking its text (an ORM's finder, an association's load); the `sql`
 * and `nosql` sinks are the calls that run one with it.
 */
export interface QueryRow extends Pattern {
  /**
   * Only on such a receiver: `class`, a class or module the data flow knows by its name (`Customer.find(id)`,
   * `User::find($id)`); `association`, in a loop, a chain of reads without arguments off a variable the loop binds to
   * each element (`order.line_items.sum(:amount)` in `orders.each do |order|`).
   */
  on?: 'class' | 'association';
}

/**
 * Functions whose return value is sent to the client (Flask views return the response body), or that the framework
 * calls for a value it then uses (a Django view's `get_success_url`: where the user is redirected).
 */
export interface ReturnRow {
  decorator?: readonly string[];
  /**
   * Instead of a decorator: methods of classes whose name, or a supertype's, matches this pattern (Django's
   * `LoginView`, `FormView`), whose own name matches `methodPattern`: hooks the framework calls and reads the result of.
   */
  classPattern?: string;
  methodPattern?: string;
  /**
   * With `classPattern`: only the application's overrides, in classes not matching the pattern themselves. The
   * framework's own implementations (Django's `LoginView.get_success_url`, which checks the URL) are not sinks.
   */
  overridesOnly?: true;
  /** Only when the matching decorator's arguments match this pattern (Spring's `produces = TEXT_HTML_VALUE`). */
  decoratorArguments?: string;
  /** Only when the function also has one of these decorators (Spring's `@ResponseBody`: else a String names a view). */
  withDecorator?: readonly string[];
  kind: SinkKind;
  /** Only text counts: a dict or list is turned into JSON. */
  text?: boolean;
  /** Only in files that import this module. */
  imports?: string;
  /** Only when the returned text matches (Spring's `"redirect:" + url`). */
  shape?: string;
  rule?: string;
  /** Text the framework reads before the location itself (`redirect:`): skipped when judging a fixed start. */
  prefix?: string;
}

/** Makes a value safe for some sink kinds: escaping, parameterising, converting to a number, hashing. */
export interface SanitizerRow extends Pattern {
  /** Sink kinds the result is safe for; `*` for every kind (a number, a digest). */
  kinds: readonly string[];
  /** Where the cleaned value is: the result (default), or the receiver (-1) cleaned in place. */
  cleans?: 'result' | 'receiver';
  /** Only when this argument is a constant matching the pattern (`s.replace("\n", "")` cleans line breaks). */
  ifArgument?: { position: number; matches: string };
  /** Only when this argument's constant beginning matches the pattern (`filepath.Clean("/" + p)` is rooted: no `..` survives). */
  ifPrefix?: { position: number; matches: string };
}

/**
 * A check that makes a value safe on the branch where it passed: an allow-list lookup, a full-match regular
 * expression, a prefix check after normalisation.
 */
export interface ValidatorRow extends Pattern {
  /** Which value is checked: an argument position or -1 for the receiver. */
  checks: number;
  /** The same argument given by name (Python's `url_has_allowed_host_and_scheme(url=next_url, …)`). */
  named?: string;
  kinds: readonly string[];
  /** The check passed when the call returned this (default true). */
  passes?: boolean;
  /** The checked value must already be safe for this pseudo-kind (e.g. `normalized` paths for a prefix check). */
  requires?: string;
  /** The receiver must be a collection of constants (an allow-list), not any text. */
  allowList?: boolean;
  /**
   * The check is the call's result compared equal to a value outside input does not choose, not the call's truth:
   * `os.path.commonpath([base, candidate]) == base` checks every element of the list at `checks` but that value.
   */
  equalsOther?: boolean;
  /** The call's pattern argument (position, or -1 the receiver) must be a constant, anchored, restrictive regex. */
  regex?: number;
  /** The regex API matches the whole text (Java `matches`, Python `fullmatch`), so no anchors are needed. */
  fullMatch?: boolean;
  /**
   * The checked value is this argument of a call given at `checks` (`hash_equals(hash_hmac('sha256', $data, $key),
   * $mac)` authenticates `$data`: an HMAC compared in constant time).
   */
  through?: { callee: readonly string[]; arg: number };
  /** Only when this argument is a constant matching the pattern (`url.start_with?("/")`, not any prefix). */
  ifArgument?: { position: number; matches: string };
  /** Only when this argument's constant beginning matches the pattern (`".." + string(filepath.Separator)` starts with `..`). */
  ifPrefix?: { position: number; matches: string };
}

/** How a library call moves data that the default (result carries receiver and arguments) gets wrong. */
export type Effect =
  /** The result carries nothing (sizes, comparisons, hashes of identity). */
  | { effect: 'clean' }
  /** Container write: receiver[key] = value. */
  | { effect: 'store'; key: number; value: number }
  /** A setter: receiver.field = argument (`cookie.setSecure(true)`); the result is the receiver. */
  | { effect: 'set'; field: string; value: number }
  /** Container read: receiver[key], else the fallback argument when the key is unknown. */
  | { effect: 'load'; key: number; fallback?: number }
  /** Appends the argument to a list receiver. */
  | { effect: 'append'; value: number }
  /** Inserts at a position of a list receiver. */
  | { effect: 'insert'; index: number; value: number }
  /** Removes a position (lists) or a key (maps) from the receiver; the result is what was removed. */
  | { effect: 'remove'; key: number }
  /** Appends text or elements to the receiver (builders, extend); the result is the receiver. */
  | { effect: 'into-receiver'; values: readonly number[] | 'all' }
  /** A list of the arguments (`Arrays.asList`, `List.of`). */
  | { effect: 'list-of'; from?: number }
  /** A copy of argument `arg` (or the receiver, -1) with its contents. */
  | { effect: 'copy'; arg: number }
  /**
   * A configuration or properties lookup with a default: without the configuration at hand, the value is the
   * default (`props.getProperty("alg", "MD5")` is "MD5" unless configured otherwise).
   */
  | { effect: 'default'; fallback: number; label: string }
  /** String formatting: template argument and style; the other arguments are the values. */
  | { effect: 'format'; template: number; style: 'printf' | 'braces' }
  /** The result is the receiver itself (fluent setters). */
  | { effect: 'receiver' }
  /** The call never returns (Flask's abort, sys.exit, process.exit): what follows it is not reached. */
  | { effect: 'exit' }
  /**
   * An object whose fields are the arguments, in order, and those given by keyword under their keyword (a constructor
   * that keeps them: `new ProcessStartInfo(file, args)`, Python's `etree.XMLParser(resolve_entities=True)`).
   */
  | { effect: 'fields'; names: readonly string[] }
  /**
   * The keys, the values or the `[key, value]` pairs of the object at argument `arg` (-1 the receiver), as a list:
   * `Object.entries(fields)`. A key carries what the object itself carries, not what its values do: the keys of an
   * object the code wrote (`{ provider, deliveryId }`) are its own names, those of a request body are input.
   */
  | { effect: 'entries'; arg: number; part: 'keys' | 'values' | 'pairs' }
  /** Fills argument `arg` (a buffer) with what the receiver carries: `random.NextBytes(buffer)`, `stream.Read(buffer, 0, n)`. */
  | { effect: 'into-argument'; arg: number }
  /**
   * Parses the URL in argument `arg` (`urlparse(url)`, `new URL(u)`, `url.Parse(s)`, `URI.create(s)`): the result
   * carries it, and a check of the result's host is a check of that URL.
   */
  | { effect: 'parse-url'; arg: number }
  /**
   * The path of argument `target` relative to argument `base` (`filepath.Rel(base, target)`): the result carries the
   * target, and a check that it does not climb out of the base (no leading `..`) is a check that the target lies
   * under the base, when outside input does not choose the base.
   */
  | { effect: 'relative-path'; base: number; target: number }
  /**
   * Validates argument `arg` against the receiver, a schema object (zod's `z.object({ … })`): each field the schema
   * types as a number, boolean or enumeration comes back carrying no text, a string field as text only (never an
   * object of operators), fields it does not declare are dropped; `wrap` names the field holding the result
   * (`safeParse(x).data`).
   */
  | { effect: 'schema-parse'; arg: number; wrap?: string; numbers: readonly string[]; texts: readonly string[] };

export type PropagatorRow = Pattern & Effect;

/** What a call or read yields, by type: `Runtime.getRuntime` returns a `Runtime`. */
export interface TypeRow extends Pattern {
  returns: string;
  /**
   * Only when argument `arg` is an object whose field `field` holds a value matching the pattern: a stream opened to
   * append (`fs.createWriteStream(p, { flags: 'a' })`) is a log, one opened to write is any file.
   */
  configured?: { arg: number; field: string; matches: string };
  /** Iterating what it returns yields values of this type (a kafka-python `KafkaConsumer` yields `ConsumerRecord`s). */
  elements?: string;
}

/** Handler parameters that carry request input, recognised by an annotation or decorator. */
export interface ParameterRow {
  /** Parameter annotations (`RequestParam`, `PathVariable`) whose parameter is input. */
  annotation?: readonly string[];
  /**
   * Function decorators/annotations (`app.route`, `GetMapping`) whose function's parameters are input: `path`
   * means those named in the route path (`<name>`, `{name}`); `all` every parameter not excluded below.
   */
  decorator?: readonly string[];
  params?: 'path' | 'all';
  /** Only in files that import this module (Celery's `@app.task`, not any decorator named `task`). */
  imports?: string;
  /** Functions by name whose parameters are input (`main`), optionally only those of a declared type (`String[]`). */
  function?: readonly string[];
  type?: string;
  /** The parameters are the operator's own values (`main`'s command line): see SourceRow.local. */
  local?: boolean;
  /** Functions whose first parameter has one of these names (Django views: `request`): the other parameters are input, unless they have a default or the file itself calls the function (a helper). */
  firstParameter?: readonly string[];
  /** Parameters of these declared types or with these annotations are not input (injected services, Request). */
  except?: readonly string[];
  /** Parameters whose declared type matches this pattern are not input either (services named by convention: `I…`, `…Service`). */
  exceptTypes?: string;
  /** Parameters whose default is a call of one of these (FastAPI's `Depends(get_service)`): the framework injects them. */
  exceptDefaults?: readonly string[];
  /**
   * Parameters whose default is a call of one of these are input wherever their function is (FastAPI fills
   * `x_tenant: str = Header(...)` from the request in a route and in any dependency a route uses).
   */
  defaults?: readonly string[];
  /**
   * Methods reachable from outside the file (constructors and static methods aside) of classes whose name, or a
   * supertype's name, matches this pattern: their parameters are input (ASP.NET controller actions).
   */
  classPattern?: string;
  /** With `classPattern`: only the methods whose name matches this pattern (Razor Pages handlers, `^On(Get|Post)`). */
  methodPattern?: string;
  label: string;
}

/** Callback parameters typed by where the callback is registered (`app.get(path, (req, res) => …)`). */
export interface CallbackRow extends Pattern {
  /** Types of the callback's parameters, in order. */
  params: readonly string[];
  /**
   * Parameters (by position) the library fills with what it received from outside, as this source: a queue
   * consumer's message body (pika's `on_message_callback(channel, method, properties, body)`).
   */
  input?: { params: readonly number[]; label: string };
}

/** One language's (or framework's) taint specification. Every table is optional. */
export interface TaintSpec {
  sources?: readonly SourceRow[];
  sinks?: readonly SinkRow[];
  sanitizers?: readonly SanitizerRow[];
  validators?: readonly ValidatorRow[];
  propagators?: readonly PropagatorRow[];
  types?: readonly TypeRow[];
  /** Subtype → supertypes, so a row written for `Statement` also matches a `PreparedStatement`. */
  supertypes?: Readonly<Record<string, readonly string[]>>;
  parameters?: readonly ParameterRow[];
  returns?: readonly ReturnRow[];
  namedSinks?: readonly NamedSinkRow[];
  /** Functions named for what they do (`escapeLdapFilter`, `sanitizeFilename`): their result is safe for these kinds. */
  namedSanitizers?: readonly { names: string; kinds: readonly string[] }[];
  callbacks?: readonly CallbackRow[];
  /** Parameter name → type, when nothing else types it (`req` in a JavaScript handler). */
  parameterNames?: Readonly<Record<string, string>>;
  /** Declared types that hold numbers or truth values: a value of such a type carries no text. */
  numericTypes?: readonly string[];
  /** Declared types that hold plain text (Go's `string`): a value of such a type cannot be a structured document. */
  textTypes?: readonly string[];
  /** Calls that run a database query without its text: ORM finders and association loads. */
  queries?: readonly QueryRow[];
  /**
   * Annotations of methods whose return value a dependency-injection container hands to whoever asks for a value of
   * its type (Spring's `@Bean`, CDI's `@Produces`): a field of that type the file never assigns holds what they return.
   */
  producers?: readonly string[];
  /**
   * A dynamically typed language: a method called on an object the flow knows nothing of (built in another function,
   * read from a registry: `request.app["proxy"].fetch(src)`) reaches the file's only method of that name, when no
   * row of the specification names the call.
   */
  methodsByName?: boolean;
  /**
   * Declared types are erased at run time (TypeScript): a field declared `number` may hold whatever JSON gave it, so
   * a declaration alone does not make a value a number.
   */
  erasedTypes?: boolean;
}

/** Several specifications (a language's base table and its frameworks') read as one. */
export function mergeSpecs(...specs: readonly TaintSpec[]): TaintSpec {
  const merged: Required<TaintSpec> = {
    sources: [], sinks: [], sanitizers: [], validators: [], propagators: [], types: [], supertypes: {}, parameters: [], returns: [], namedSinks: [], namedSanitizers: [], callbacks: [], parameterNames: {}, numericTypes: [], textTypes: [], queries: [], producers: [],
    methodsByName: false, erasedTypes: false,
  };
  for (const spec of specs) {
    merged.sources = [...merged.sources, ...(spec.sources ?? [])];
    merged.sinks = [...merged.sinks, ...(spec.sinks ?? [])];
    merged.sanitizers = [...merged.sanitizers, ...(spec.sanitizers ?? [])];
    merged.validators = [...merged.validators, ...(spec.validators ?? [])];
    merged.propagators = [...merged.propagators, ...(spec.propagators ?? [])];
    merged.types = [...merged.types, ...(spec.types ?? [])];
    merged.supertypes = { ...merged.supertypes, ...(spec.supertypes ?? {}) };
    merged.parameters = [...merged.parameters, ...(spec.parameters ?? [])];
    merged.returns = [...merged.returns, ...(spec.returns ?? [])];
    merged.namedSinks = [...merged.namedSinks, ...(spec.namedSinks ?? [])];
    merged.namedSanitizers = [...merged.namedSanitizers, ...(spec.namedSanitizers ?? [])];
    merged.callbacks = [...merged.callbacks, ...(spec.callbacks ?? [])];
    merged.parameterNames = { ...merged.parameterNames, ...(spec.parameterNames ?? {}) };
    merged.numericTypes = [...merged.numericTypes, ...(spec.numericTypes ?? [])];
    merged.textTypes = [...merged.textTypes, ...(spec.textTypes ?? [])];
    merged.queries = [...merged.queries, ...(spec.queries ?? [])];
    merged.producers = [...merged.producers, ...(spec.producers ?? [])];
    merged.methodsByName ||= spec.methodsByName === true;
    merged.erasedTypes ||= spec.erasedTypes === true;
  }
  return merged;
}
