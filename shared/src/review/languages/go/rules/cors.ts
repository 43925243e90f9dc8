/** Cross-origin resource sharing that lets any site read credentialed responses (CWE-942). */
import { valueAt } from '../../../analysis/dataflow/engine';
import type { Value } from '../../../analysis/dataflow/value';
import { queryNodes } from '../../../core/query';
import type { Detection, FileContext, Node, Rule } from '../../../core/rule';
import { contains, descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { localPackageNames } from './context';
import { echoedOriginWrites } from './cors-headers';
import { argumentsOf, constantsOf, operandOf } from './values';

const GO = ['go'] as const;
const DESCRIPTION = 'A hostile page the user visits can send requests with their cookies and read the answers: their data, CSRF tokens, anything the session can see.';

/** A CORS middleware package: its options struct, the fields that decide which origins get in, and its default. */
interface CorsPackage {
  path: string;
  /** As a description names it. */
  name: string;
  /** The options struct and the functions that take it. */
  type: string;
  constructors: readonly string[];
  /** A flag that lets every origin in (gin-contrib's AllowAllOrigins). */
  allowAll?: string;
  /** The origin list (a comma-separated string in fiber). */
  origins: string;
  /** Predicates that decide an origin. */
  predicates: readonly string[];
  credentials: string;
  /** With no origin setting at all, every origin gets in. */
  openByDefault: boolean;
}

const PACKAGES: readonly CorsPackage[] = [
  { path: 'github.com/gin-contrib/cors', name: 'gin-contrib/cors', type: 'Config', constructors: ['New'], allowAll: 'AllowAllOrigins', origins: 'AllowOrigins', predicates: ['AllowOriginFunc', 'AllowOriginWithContextFunc'], credentials: 'AllowCredentials', openByDefault: false },
  { path: 'github.com/rs/cors', name: 'rs/cors', type: 'Options', constructors: ['New'], origins: 'AllowedOrigins', predicates: ['AllowOriginFunc', 'AllowOriginRequestFunc', 'AllowOriginVaryRequestFunc'], credentials: 'AllowCredentials', openByDefault: true },
  { path: 'github.com/go-chi/cors', name: 'go-chi/cors', type: 'Options', constructors: ['New', 'Handler'], origins: 'AllowedOrigins', predicates: ['AllowOriginFunc'], credentials: 'AllowCredentials', openByDefault: true },
  { path: 'github.com/labstack/echo/middleware', name: "echo's CORS middleware", type: 'CORSConfig', constructors: ['CORSWithConfig'], origins: 'AllowOrigins', predicates: ['AllowOriginFunc'], credentials: 'AllowCredentials', openByDefault: true },
  { path: 'github.com/gofiber/fiber/middleware/cors', name: "fiber's CORS middleware", type: 'Config', constructors: ['New'], origins: 'AllowOrigins', predicates: ['AllowOriginsFunc'], credentials: 'AllowCredentials', openByDefault: true },
];

/** The origin a predicate is given: its last `string` parameter (rs/cors passes the request before it). */
function originParameter(fn: Node): string | undefined {
  const declarations = namedChildrenOf(fn.childForFieldName('parameters') ?? fn).filter((p) => p.type === 'parameter_declaration' && p.childForFieldName('type')?.text === 'string');
  const names = declarations.length > 0 ? declarations[declarations.length - 1]!.childrenForFieldName('name') : [];
  return names[names.length - 1]?.text;
}

const unparenthesized = (node: Node | null | undefined): Node | undefined => {
  let current = node ?? undefined;
  while (current?.type === 'parenthesized_expression') current = namedChildrenOf(current)[0];
  return current;
};

/**
 * Whether an expression only asks if the origin is there: `origin != ""` and `len(origin) > 0` (true) or
 * `origin == ""` and `len(origin) == 0` (false); undefined for anything else. Browsers send an Origin on every
 * cross-origin request, so a predicate that asks no more accepts every site.
 */
function presenceTest(node: Node | null | undefined, origin: string): boolean | undefined {
  const test = unparenthesized(node);
  if (test?.type !== 'binary_expression') return undefined;
  const operator = test.childForFieldName('operator')?.text ?? '';
  const [left, right] = [unparenthesized(test.childForFieldName('left')), unparenthesized(test.childForFieldName('right'))];
  const isOrigin = (n: Node | undefined) => n?.type === 'identifier' && n.text === origin;
  const isEmpty = (n: Node | undefined) => !!n && /^(""|``)$/.test(n.text);
  if ((isOrigin(left) && isEmpty(right)) || (isEmpty(left) && isOrigin(right))) return operator === '!=' ? true : operator === '==' ? false : undefined;
  const isLength = (n: Node | undefined) => n?.type === 'call_expression' && n.childForFieldName('function')?.text === 'len' && isOrigin(unparenthesized(namedChildrenOf(n.childForFieldName('arguments') ?? n)[0]));
  const zero = (n: Node | undefined) => n?.text === '0';
  if (isLength(left) && zero(right)) return operator === '>' || operator === '!=' ? true : operator === '==' || operator === '<=' ? false : undefined;
  if (isLength(left) && right?.text === '1') return operator === '>=' ? true : operator === '<' ? false : undefined;
  return undefined;
}

/**
 * A predicate that says yes to every origin: it decides nothing (no branch, comparison or call) and returns `true`,
 * or asks only whether there is an origin at all (`return origin != ""`, `if origin == "" { return false }`).
 */
function acceptsEveryOrigin(fn: Node): boolean {
  const body = fn.childForFieldName('body');
  if (!body) return false;
  const origin = originParameter(fn);
  const firstResult = (r: Node) => {
    const list = namedChildrenOf(r)[0];
    return list?.type === 'expression_list' ? namedChildrenOf(list)[0] : list;
  };
  // `if origin == "" { return false }`: turns away requests without an origin only.
  const rejectsAbsent = descendantsOf(body, 'if_statement').filter((branch) => {
    const consequence = branch.childForFieldName('consequence');
    // A block holds its statements in a statement_list (tree-sitter-go 0.23 on), or directly.
    const statements = (consequence ? namedChildrenOf(consequence) : []).flatMap((s) => (s.type === 'statement_list' ? namedChildrenOf(s) : [s])).filter((s) => s.type !== 'comment');
    const only = statements.length === 1 && statements[0]!.type === 'return_statement' ? statements[0]! : undefined;
    return !!origin && !branch.childForFieldName('alternative') && !branch.childForFieldName('initializer')
      && presenceTest(branch.childForFieldName('condition'), origin) === false && !!only && firstResult(only)?.type === 'false';
  });
  const exempt: Node[] = [...rejectsAbsent];
  const returns = descendantsOf(body, 'return_statement').filter((r) => !rejectsAbsent.some((branch) => contains(branch, r)));
  const accepting = returns.length > 0 && returns.every((r) => {
    const first = firstResult(r);
    if (first?.type === 'true') return true;
    if (!origin || presenceTest(first, origin) !== true) return false;
    exempt.push(first!);
    return true;
  });
  return accepting && descendantsOf(body, ['if_statement', 'expression_switch_statement', 'for_statement', 'binary_expression', 'call_expression', 'index_expression'])
    .every((node) => exempt.some((e) => contains(e, node)));
}

/** The function a predicate setting names: a literal in place, or a function of the file. */
function predicateNode(file: FileContext, node: Node, value: Value | undefined): Node | undefined {
  const fnNode = value?.fn?.fn.node;
  if (fnNode) return fnNode;
  if (node.type === 'func_literal') return node;
  if (node.type !== 'identifier' || !file.tree) return undefined;
  return namedChildrenOf(file.tree.rootNode).find((d) => d.type === 'function_declaration' && d.childForFieldName('name')?.text === node.text);
}

/** The strings a value holds (a string, or a slice of them); undefined when any of it is unknown. */
function stringsOf(value: Value | undefined): string[] | undefined {
  if (!value) return undefined;
  if (value.constants?.length) return value.constants.every((c) => typeof c === 'string') ? (value.constants as string[]) : undefined;
  if (!value.fields || value.elements || ![...value.fields.keys()].every((key) => /^#\d+$/.test(key))) return undefined;
  const parts = [...value.fields.values()].map(stringsOf);
  return parts.every((part) => part !== undefined) ? parts.flat() : undefined;
}

/** A struct's settings, by field: the node written (when the literal is in the file) and what the flow knows of it. */
type Settings = Map<string, { node?: Node; value?: Value }>;

/** The keyed elements of a composite literal. */
function literalSettings(file: FileContext, literal: Node): Settings {
  const settings: Settings = new Map();
  for (const element of namedChildrenOf(literal.childForFieldName('body') ?? literal).filter((e) => e.type === 'keyed_element')) {
    const key = element.childForFieldName('key')?.text;
    const inner = element.childForFieldName('value');
    const node = inner ? namedChildrenOf(inner)[0] ?? inner : undefined;
    if (key && node) settings.set(key, { node, ...(valueAt(file, node) ? { value: valueAt(file, node)! } : {}) });
  }
  return settings;
}

/** The strings a setting holds: through the flow, else from a slice literal or a constant. */
function settingStrings(file: FileContext, setting: { node?: Node; value?: Value }): string[] | undefined {
  const judged = stringsOf(setting.value);
  if (judged) return judged;
  const node = setting.node ? operandOf(setting.node) : undefined;
  if (!node) return undefined;
  const items = node.type === 'composite_literal' ? namedChildrenOf(node.childForFieldName('body') ?? node).map((e) => namedChildrenOf(e)[0] ?? e) : [node];
  const constants = items.map((item) => constantsOf(file, item));
  return constants.every((c) => c.length === 1 && typeof c[0] === 'string') ? constants.map((c) => c[0] as string) : undefined;
}

const settingTrue = (file: FileContext, setting: { node?: Node; value?: Value } | undefined) => {
  const constants = setting?.value?.constants ?? (setting?.node ? constantsOf(file, setting.node) : []);
  return constants.length > 0 && constants.every((c) => c === true);
};

/** How the settings let every origin in with credentials, in words; undefined when they do not (or it cannot be told). */
function judge(file: FileContext, pkg: CorsPackage, settings: Settings, complete: boolean): string | undefined {
  if (!settingTrue(file, settings.get(pkg.credentials))) return undefined;
  if (pkg.allowAll && settingTrue(file, settings.get(pkg.allowAll))) return `${pkg.allowAll} is on`;
  const origins = settings.get(pkg.origins);
  const list = origins ? settingStrings(file, origins)?.flatMap((o) => o.split(',').map((part) => part.trim())) : undefined;
  if (list?.includes('*')) return `${pkg.origins} holds "*"`;
  for (const name of pkg.predicates) {
    const setting = settings.get(name);
    const fn = setting?.node ? predicateNode(file, setting.node, setting.value) : setting?.value?.fn?.fn.node;
    if (fn && acceptsEveryOrigin(fn)) return `${name} accepts every origin`;
  }
  const decided = [pkg.allowAll, pkg.origins, ...pkg.predicates].some((name) => name && settings.has(name));
  return complete && pkg.openByDefault && !decided ? `no origins are set, which ${pkg.name} takes as every origin` : undefined;
}

/** The struct literal a constructor argument is: written in place, or a package-level variable's (the flow does not follow those). */
function literalOf(file: FileContext, node: Node): Node | undefined {
  const operand = operandOf(node);
  if (operand.type === 'composite_literal') return operand;
  if (operand.type !== 'identifier' || !file.tree || valueAt(file, operand)?.fields) return undefined;
  const specs = namedChildrenOf(file.tree.rootNode).filter((n) => n.type === 'var_declaration').flatMap((n) => descendantsOf(n, 'var_spec'));
  const spec = specs.find((s) => s.childrenForFieldName('name').some((name) => name?.text === operand.text));
  const value = spec ? namedChildrenOf(spec.childForFieldName('value') ?? spec)[0] : undefined;
  return value ? (operandOf(value).type === 'composite_literal' ? operandOf(value) : undefined) : undefined;
}

const CONSTRUCTORS = `(call_expression function: (selector_expression operand: (identifier) @pkg field: (field_identifier) @fn (#any-of? @fn "New" "Handler" "CORSWithConfig" "CORS")) arguments: (argument_list)) @node`;

/** Middleware built with settings that let every origin in with credentials. */
function middlewareFindings(file: FileContext): Detection[] {
  return queryNodes(file, CONSTRUCTORS).flatMap((call): Detection[] => {
    const callee = call.childForFieldName('function')!;
    const pkgName = callee.childForFieldName('operand')!.text;
    const fn = callee.childForFieldName('field')!.text;
    const args = argumentsOf(call);
    if (fn === 'CORS' && localPackageNames(file, 'github.com/gorilla/handlers').has(pkgName)) {
      const how = gorilla(file, args);
      return how ? [detection(call, how)] : [];
    }
    const pkg = PACKAGES.find((p) => p.constructors.includes(fn) && localPackageNames(file, p.path).has(pkgName));
    if (!pkg || args.length !== 1) return [];
    const literal = literalOf(file, args[0]!);
    const value = valueAt(file, operandOf(args[0]!));
    // Another struct passed in its place (a wrapper's own options) is not the package's.
    const type = literal?.childForFieldName('type')?.childForFieldName('name')?.text ?? value?.type?.split('.').pop();
    if (type !== undefined && type !== pkg.type) return [];
    const settings: Settings = literal ? literalSettings(file, literal) : new Map([...(value?.fields ?? [])].map(([key, v]) => [key, { value: v }]));
    const how = judge(file, pkg, settings, literal !== undefined);
    return how ? [detection(call, how)] : [];
  });
}

/** gorilla/handlers: `handlers.CORS(handlers.AllowedOrigins([]string{"*"}), handlers.AllowCredentials())`, or an origin validator that accepts everything. */
function gorilla(file: FileContext, options: readonly Node[]): string | undefined {
  const option = (name: string) => options.find((o) => o.type === 'call_expression' && o.childForFieldName('function')?.childForFieldName('field')?.text === name);
  if (!option('AllowCredentials')) return undefined;
  const origins = option('AllowedOrigins');
  const list = origins ? argumentsOf(origins)[0] : undefined;
  if (list && settingStrings(file, { node: list, ...(valueAt(file, list) ? { value: valueAt(file, list)! } : {}) })?.includes('*')) return 'AllowedOrigins holds "*"';
  const validator = option('AllowedOriginValidator');
  const fn = validator ? argumentsOf(validator)[0] : undefined;
  const node = fn ? predicateNode(file, fn, valueAt(file, fn)) : undefined;
  return node && acceptsEveryOrigin(node) ? 'the origin validator accepts every origin' : undefined;
}

function detection(call: Node, how: string): Detection {
  return { start: call.startIndex, end: call.endIndex, description: `The CORS middleware allows credentials and ${how}. ${DESCRIPTION}` };
}

export const rules: Rule[] = [
  {
    id: 'go.security.permissive-cors',
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-942',
    title: 'CORS lets any site make credentialed requests',
    description: `The response allows credentials and accepts any origin (a wildcard, an origin function that returns true, or the request's own Origin echoed back). ${DESCRIPTION}`,
    suggestion: 'Allow-list the trusted origins (AllowOrigins / AllowedOrigins: []string{"https://app.example.com"}, or an AllowOriginFunc that looks the origin up in that list); echo a request\'s Origin only after finding it there.',
    scan: (file) => {
      if (!/cors|access-?control-?allow/i.test(file.code)) return [];
      const echoes = echoedOriginWrites(file).map((at): Detection => ({
        // The method name: `.Set(…)` of a chain that starts on an earlier line.
        start: at.childForFieldName('function')?.childForFieldName('field')?.startIndex ?? at.startIndex, end: at.endIndex,
        description: `Access-Control-Allow-Origin is set to the request's own Origin, unchecked, and credentials are allowed. ${DESCRIPTION}`,
      }));
      return [...middlewareFindings(file), ...echoes];
    },
  },
];
