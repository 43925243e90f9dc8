/** Cross-origin resource sharing that lets any site read credentialed responses (CWE-942). */
import { valueAt } from '../../../analysis/dataflow/engine';
import type { Value } from '../../../analysis/dataflow/value';
import { queryNodes } from '../../../core/query';
import type { Detection, FileContext, Node, Rule } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { constantText, importBindings, importsModule } from './context';
import { echoedOriginWrites, isOriginRead, unwrap } from './cors-headers';

const JS = ['javascript', 'typescript'] as const;

/**
 * CORS middleware packages, and whether one reflects the request's origin when none is configured (@koa/cors does;
 * the others send `*`, which browsers refuse together with credentials).
 */
const PACKAGES: ReadonlyMap<string, boolean> = new Map([
  ['cors', false], ['@koa/cors', true], ['koa2-cors', false], ['@fastify/cors', false], ['fastify-cors', false], ['hono/cors', false],
]);

/** The middleware calls: `cors(options)`, `fastify.register(cors, options)`, Nest's `app.enableCors(options)` and `NestFactory.create(Module, { cors })`. */
const CALLS = `
  (call_expression function: (identifier) @node arguments: (arguments . (_)))
  (call_expression function: (member_expression property: (property_identifier) @node (#any-of? @node "register" "enableCors" "create")) arguments: (arguments . (_)))`;

/** A regular expression that two unrelated made-up origins both match lets every origin in. */
const matchesEveryOrigin = (pattern: string) => ['https://qz7xk.invalid', 'http://10.9.8.7:31337'].every((origin) => {
  try {
    return new RegExp(pattern).test(origin);
  } catch {
    return false;
  }
});

/** The module a plugin argument names: an imported binding, `require('@fastify/cors')` or `import('@fastify/cors')`. */
function pluginModule(file: FileContext, plugin: Node): string | undefined {
  const node = unwrap(plugin.type === 'await_expression' ? namedChildrenOf(plugin)[0] ?? plugin : plugin);
  if (node.type === 'identifier') return importBindings(file).get(node.text)?.module;
  if (node.type !== 'call_expression' || !/^(require|import)$/.test(node.childForFieldName('function')?.text ?? '')) return undefined;
  const source = namedChildrenOf(node.childForFieldName('arguments')!)[0];
  return source ? constantText(source) : undefined;
}

interface Middleware {
  call: Node;
  options: Node;
  /** Reflects the request's origin when the options set none. */
  reflectsByDefault: boolean;
}

/** The CORS middleware set up in the file, with its options argument. */
function middlewares(file: FileContext): Middleware[] {
  if (!importsModule(file, ...PACKAGES.keys()) && !/enableCors|NestFactory|@fastify\/cors|fastify-cors/.test(file.code)) return [];
  return queryNodes(file, CALLS).flatMap((name): Middleware[] => {
    const call = name.type === 'identifier' ? name.parent! : name.parent!.parent!;
    const args = namedChildrenOf(call.childForFieldName('arguments')!).filter((a) => a.type !== 'comment');
    if (!args[0]) return [];
    if (name.type === 'identifier') {
      const module = importBindings(file).get(name.text)?.module;
      return module !== undefined && PACKAGES.has(module) ? [{ call, options: args[0], reflectsByDefault: PACKAGES.get(module)! }] : [];
    }
    if (name.text === 'enableCors') return [{ call, options: args[0], reflectsByDefault: false }];
    if (name.text === 'register') {
      const module = pluginModule(file, args[0]);
      return args[1] && module !== undefined && PACKAGES.has(module) ? [{ call, options: args[1], reflectsByDefault: false }] : [];
    }
    // NestFactory.create(AppModule, { cors: { … } })
    const receiver = name.parent!.childForFieldName('object');
    const options = args[1] && unwrap(args[1]).type === 'object' ? pairValue(unwrap(args[1]), 'cors') : undefined;
    return receiver?.text === 'NestFactory' && options ? [{ call, options, reflectsByDefault: false }] : [];
  });
}

function pairValue(object: Node, key: string): Node | undefined {
  const pair = namedChildrenOf(object).find((p) => p.type === 'pair' && (constantText(p.childForFieldName('key')!) ?? p.childForFieldName('key')!.text) === key);
  return pair?.childForFieldName('value') ?? undefined;
}

const isTrue = (value: Value | undefined) => !!value?.constants?.length && value.constants.every((c) => c === true || c === 'true');

/**
 * `origin || ''`, `origin ?? false`: the value with a constant for when it is absent, which decides nothing about
 * which origins get in; its left side, or undefined for any other operator.
 */
function withFallback(expression: Node): Node | undefined {
  const operator = expression.childForFieldName('operator')?.text;
  const right = expression.childForFieldName('right');
  if ((operator !== '||' && operator !== '??') || !right || !/^(string|false|null|undefined|template_string)$/.test(right.type)) return undefined;
  return expression.childForFieldName('left') ?? undefined;
}

/**
 * A function that accepts whatever origin it is asked about: it decides nothing (no branch, comparison or lookup)
 * and answers yes (`cb(null, true)`, `return true`) or with the origin itself (`(origin) => origin`,
 * `ctx => ctx.get('Origin')`).
 */
function acceptsEveryOrigin(fn: Node): boolean {
  const list = fn.childForFieldName('parameters');
  // `(origin, cb)`, TypeScript's `(ctx: Context)`, or the bare parameter of `ctx => …`.
  const params = (list ? namedChildrenOf(list) : [fn.childForFieldName('parameter')].filter((p): p is Node => p !== null))
    .map((p) => (p.type === 'identifier' ? p.text : p.childForFieldName('pattern')?.text ?? ''));
  const body = fn.childForFieldName('body');
  if (!body || params.length === 0) return false;
  if (descendantsOf(body, ['if_statement', 'ternary_expression', 'switch_statement', 'subscript_expression', 'for_statement', 'for_in_statement', 'try_statement']).length > 0) return false;
  if (descendantsOf(body, 'binary_expression').some((b) => withFallback(b) === undefined)) return false;
  const yes = (node: Node | undefined): boolean => !!node && (node.type === 'true' || (node.type === 'identifier' && node.text === params[0]) || isOriginRead(node)
    || (node.type === 'binary_expression' && yes(withFallback(node))));
  const calls = [...(body.type === 'call_expression' ? [body] : []), ...descendantsOf(body, 'call_expression')];
  const answers: Node[] = [];
  for (const call of calls) {
    if (isOriginRead(call)) continue;
    const args = namedChildrenOf(call.childForFieldName('arguments')!);
    // The callback form: `callback(null, true)`.
    if (call.childForFieldName('function')?.text !== params[1] || args.length !== 2 || args[0]!.type !== 'null' || !yes(args[1])) return false;
    answers.push(call);
  }
  const returned = body.type === 'statement_block' ? descendantsOf(body, 'return_statement').map((r) => namedChildrenOf(r)[0]) : [body];
  for (const value of returned) {
    if (value && answers.some((call) => call.id === value.id)) continue;
    if (!value || !yes(unwrap(value.type === 'await_expression' ? namedChildrenOf(value)[0] ?? value : value))) return false;
    answers.push(value);
  }
  return answers.length > 0;
}

/** How the options let every origin in, in words; undefined when they do not (or it cannot be told). */
function everyOrigin(file: FileContext, options: Node, reflectsByDefault: boolean): string | undefined {
  const value = valueAt(file, options);
  const literal = unwrap(options).type === 'object' ? unwrap(options) : undefined;
  const origin = value?.fields?.get('origin');
  const written = literal ? pairValue(literal, 'origin') : undefined;
  if (!origin && !written) {
    const complete = literal && !namedChildrenOf(literal).some((c) => c.type === 'spread_element');
    return complete && reflectsByDefault ? 'with no `origin` set, @koa/cors answers every request with its own Origin' : undefined;
  }
  const constants = origin?.constants ?? [];
  if (constants.length > 0 && constants.every((c) => c === true)) return '`origin: true` answers every request with its own Origin';
  if (constants.length > 0 && constants.every((c) => c === '*')) return "`origin: '*'` allows every origin";
  const fn = origin?.fn?.fn.node ?? (written && /function|arrow/.test(written.type) ? written : undefined);
  if (fn && acceptsEveryOrigin(fn)) return 'the `origin` function accepts every origin';
  const pattern = written?.type === 'regex' ? written.childForFieldName('pattern')?.text : undefined;
  if (pattern !== undefined && matchesEveryOrigin(pattern)) return `\`origin: ${written!.text}\` matches every origin`;
  return undefined;
}

function middlewareFindings(file: FileContext): Detection[] {
  return middlewares(file).flatMap(({ call, options, reflectsByDefault }): Detection[] => {
    const value = valueAt(file, options);
    const literal = unwrap(options).type === 'object' ? unwrap(options) : undefined;
    const credentials = value?.fields?.get('credentials') ?? (literal && pairValue(literal, 'credentials')?.type === 'true' ? { taints: [], constants: [true] } : undefined);
    if (!isTrue(credentials)) return [];
    const how = everyOrigin(file, options, reflectsByDefault);
    return how ? [{ start: call.startIndex, end: call.endIndex, description: `The CORS setup allows credentials and ${how}. ${DESCRIPTION}` }] : [];
  });
}

/** Where a call in a chain starts for a reader: its method name (`.header(…)` on its own line), not the chain's start. */
const callStart = (call: Node) => (call.type === 'call_expression' && call.childForFieldName('function')?.type === 'member_expression' ? call.childForFieldName('function')!.childForFieldName('property')!.startIndex : call.startIndex);

const DESCRIPTION = 'A hostile page the user visits can send requests with their cookies and read the answers: their data, CSRF tokens, anything the session can see.';

export const rules: Rule[] = [
  {
    id: 'javascript.security.permissive-cors',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-942',
    title: 'CORS lets any site make credentialed requests',
    description: `The response allows credentials and accepts any origin (a wildcard, \`origin: true\`, an origin function that says yes to everything, or the request's own Origin echoed back). ${DESCRIPTION}`,
    suggestion: "Allow-list the trusted origins: `cors({ origin: ['https://app.example.com'], credentials: true })`, or an origin function that checks a list (`cb(null, ALLOWED.includes(origin))`); echo a request's Origin only after finding it in that list.",
    scan: (file) => {
      if (!/cors|access-control-allow/i.test(file.code)) return [];
      const echoes = echoedOriginWrites(file).map((at): Detection => ({
        start: callStart(at), end: at.endIndex,
        description: `Access-Control-Allow-Origin is set to the request's own Origin, unchecked, and credentials are allowed. ${DESCRIPTION}`,
      }));
      return [...middlewareFindings(file), ...echoes];
    },
  },
];
