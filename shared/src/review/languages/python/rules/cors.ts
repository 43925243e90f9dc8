/** Cross-origin resource sharing that lets any site read credentialed responses (CWE-942). */
import { valueAt } from '../../../analysis/dataflow/engine';
import type { Value } from '../../../analysis/dataflow/value';
import { memoized, type Detection, type FileContext, type Node, type Rule } from '../../../core/rule';
import { queryNodes } from '../../../core/query';
import { namedChildrenOf } from '../../../core/syntax';
import { flagValue } from '../../../rules/cookie-flags';
import { keywordArgument, positionalArguments } from './context';
import { echoedOriginWrites } from './cors-headers';
import { constantText } from './strings';
import { importedName } from './imports';

const PY = ['python'] as const;
const DESCRIPTION = 'A hostile page the user visits can send requests with their cookies and read the answers: their data, CSRF tokens, anything the session can see.';

/** A pattern that two unrelated made-up origins both match lets every origin in. */
function matchesEveryOrigin(pattern: string): boolean {
  return ['https://qz7xk.invalid', 'http://10.9.8.7:31337'].every((origin) => {
    try {
      return new RegExp(pattern).test(origin);
    } catch {
      return false;
    }
  });
}

/** The strings a value holds (a string, or a list or tuple of them); undefined when any of it is unknown. */
function stringsOf(value: Value | undefined): string[] | undefined {
  if (!value) return undefined;
  if (value.constants?.length) return value.constants.every((c) => typeof c === 'string') ? (value.constants as string[]) : undefined;
  if (!value.fields || value.elements || ![...value.fields.keys()].every((key) => /^#\d+$/.test(key))) return undefined;
  const parts = [...value.fields.values()].map(stringsOf);
  return parts.every((part) => part !== undefined) ? parts.flat() : undefined;
}

/**
 * The strings an argument holds, judged through the flow; written in place, as literals, where the flow does not
 * reach (a decorator's arguments).
 */
function stringsAt(file: FileContext, node: Node): string[] | undefined {
  const judged = stringsOf(valueAt(file, node));
  if (judged) return judged;
  const items = node.type === 'list' || node.type === 'tuple' ? namedChildrenOf(node) : [node];
  const texts = items.map(constantText);
  return texts.every((text) => text !== undefined) ? texts : undefined;
}

/** A flag argument's value: a literal written in place, else what the flow knows. */
const flagAt = (file: FileContext, node: Node | undefined) => (node?.type === 'true' ? true : node?.type === 'false' ? false : flagValue(file, node));

const isTrue = (value: Value | undefined) => !!value?.constants?.length && value.constants.every((c) => c === true || c === 1);

/** Origins that let every site in: `*`, or (flask-cors and Django read them as patterns) a pattern matching anything. */
const anyOrigin = (origins: readonly string[] | undefined, patterns: boolean) => !!origins?.some((o) => o === '*' || (patterns && /[.*+?^$()[\]\\]/.test(o) && matchesEveryOrigin(o)));

/** The qualified name a call's callee stands for through the file's imports (`CORS` → flask_cors.CORS). */
function qualifiedCallee(file: FileContext, callee: Node | null): string {
  if (!callee) return '';
  if (callee.type === 'identifier') return importedName(file, callee.text) ?? callee.text;
  if (callee.type !== 'attribute') return '';
  const object = callee.childForFieldName('object')!;
  return `${importedName(file, object.text) ?? object.text}.${callee.childForFieldName('attribute')!.text}`;
}

/** The file configures flask-cors's origins elsewhere (app.config["CORS_ORIGINS"]): the default `*` may not hold. */
const configuresOrigins = (file: FileContext) => memoized(file, 'python.cors-origins-config', () => file.code.includes('CORS_ORIGINS')
  && queryNodes(file, '((string_content) @node (#eq? @node "CORS_ORIGINS")) ((identifier) @node (#eq? @node "CORS_ORIGINS"))').length > 0);

/**
 * flask-cors: `CORS(app, …)` or `@cross_origin(…)` with supports_credentials=True and origins left at their default
 * `*`, set to `*` or to a pattern matching anything, globally or for one of its `resources`. flask-cors answers such
 * a request with the caller's own Origin, so browsers accept the credentialed response.
 */
function flaskCors(file: FileContext, call: Node): string | undefined {
  const args = call.childForFieldName('arguments')!;
  const flag = keywordArgument(args, 'supports_credentials');
  const credentialed = flagAt(file, flag) === true;
  const written = keywordArgument(args, 'origins');
  const origins = written ? stringsAt(file, written) : configuresOrigins(file) ? undefined : ['*'];
  const how = written ? 'origins that let every site in' : 'origins left at their default `*`';
  const resources = keywordArgument(args, 'resources');
  const entries = resources ? [...(valueAt(file, resources)?.fields?.values() ?? [])].filter((entry) => entry.fields) : [];
  if (entries.length === 0) return credentialed && anyOrigin(origins, true) ? how : undefined;
  for (const entry of entries) {
    const own = entry.fields!.get('origins');
    const credentials = entry.fields!.get('supports_credentials');
    if ((credentials ? isTrue(credentials) : credentialed) && anyOrigin(own ? stringsOf(own) : origins, true)) return own ? 'a resource whose origins let every site in' : how;
  }
  return undefined;
}

/** Starlette / FastAPI: `CORSMiddleware` with allow_origins=["*"] or a match-all allow_origin_regex, and allow_credentials=True (Starlette then echoes the caller's Origin). */
function starletteCors(file: FileContext, args: Node): string | undefined {
  const credentials = keywordArgument(args, 'allow_credentials');
  if (flagAt(file, credentials) !== true) return undefined;
  const origins = keywordArgument(args, 'allow_origins');
  if (origins && anyOrigin(stringsAt(file, origins), false)) return 'allow_origins=["*"]';
  const regex = keywordArgument(args, 'allow_origin_regex');
  return regex && anyOrigin(stringsAt(file, regex), true) ? 'an allow_origin_regex that matches every site' : undefined;
}

const MIDDLEWARE_CALLS = `
  (call function: (identifier) @node arguments: (argument_list (keyword_argument)) (#match? @node "[Cc][Oo][Rr][Ss]|cross_origin|Middleware"))
  (call function: (attribute attribute: (identifier) @node) arguments: (argument_list (keyword_argument)) (#match? @node "^(CORS|cross_origin|add_middleware|Middleware)$"))`;

function middlewareFindings(file: FileContext): Detection[] {
  return queryNodes(file, MIDDLEWARE_CALLS).flatMap((name): Detection[] => {
    const call = name.parent?.type === 'call' ? name.parent : name.parent!.parent!;
    const qualified = qualifiedCallee(file, call.childForFieldName('function'));
    let how: string | undefined;
    if (/^flask_cors\.(extension\.)?CORS$|^flask_cors\.(decorator\.)?cross_origin$/.test(qualified)) how = flaskCors(file, call);
    else if (/(^|\.)add_middleware$/.test(qualified) || /^(starlette|fastapi)\.middleware\.Middleware$/.test(qualified)) {
      const middleware = positionalArguments(call)[0];
      if (middleware && /^(starlette|fastapi)\.middleware\.cors\.CORSMiddleware$/.test(qualifiedCallee(file, middleware))) how = starletteCors(file, call.childForFieldName('arguments')!);
    }
    return how ? [{ start: call.startIndex, end: call.endIndex, description: `The CORS setup allows credentials with ${how}. ${DESCRIPTION}` }] : [];
  });
}

/**
 * A Django settings module (the file is the unit) with django-cors-headers' CORS_ALLOW_ALL_ORIGINS (or the old
 * CORS_ORIGIN_ALLOW_ALL) on, or an origin pattern matching anything, and CORS_ALLOW_CREDENTIALS on: the middleware
 * then echoes any caller's Origin with credentials allowed.
 */
function djangoSettings(file: FileContext): Detection[] {
  const root = file.tree?.rootNode;
  if (!root || !/CORS_ALLOW_CREDENTIALS/.test(file.code)) return [];
  const settings = new Map<string, Node>();
  for (const statement of namedChildrenOf(root)) {
    const assignment = statement.type === 'expression_statement' ? namedChildrenOf(statement)[0] : undefined;
    const left = assignment?.type === 'assignment' ? assignment.childForFieldName('left') : undefined;
    if (left?.type === 'identifier' && /^CORS_/.test(left.text)) settings.set(left.text, assignment!);
  }
  const value = (name: string) => settings.get(name)?.childForFieldName('right') ?? undefined;
  const credentials = value('CORS_ALLOW_CREDENTIALS');
  if (!credentials || flagValue(file, credentials) !== true) return [];
  const allowAll = ['CORS_ALLOW_ALL_ORIGINS', 'CORS_ORIGIN_ALLOW_ALL'].find((name) => value(name) && flagValue(file, value(name)) === true);
  const pattern = ['CORS_ALLOWED_ORIGIN_REGEXES', 'CORS_ORIGIN_REGEX_WHITELIST'].find((name) => value(name) && anyOrigin(stringsOf(valueAt(file, value(name)!)), true));
  const setting = allowAll ?? pattern;
  if (!setting) return [];
  const at = settings.get(setting)!;
  return [{ start: at.startIndex, end: at.endIndex, description: `${setting} lets every origin in and CORS_ALLOW_CREDENTIALS is on, so django-cors-headers echoes any caller's Origin with credentials allowed. ${DESCRIPTION}` }];
}

export const rules: Rule[] = [
  {
    id: 'python.security.permissive-cors',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-942',
    title: 'CORS lets any site make credentialed requests',
    description: `The response allows credentials and accepts any origin (a wildcard, a pattern that matches anything, or the request's own Origin echoed back). ${DESCRIPTION}`,
    suggestion: 'Allow-list the trusted origins: flask-cors `CORS(app, origins=["https://app.example.com"], supports_credentials=True)`, Starlette `allow_origins=["https://app.example.com"]`, django-cors-headers `CORS_ALLOWED_ORIGINS`; echo a request\'s Origin only after finding it in that list.',
    scan: (file) => {
      if (!/cors|access-control-allow/i.test(file.code)) return [];
      const echoes = echoedOriginWrites(file).map((at): Detection => ({
        start: at.startIndex, end: at.endIndex,
        description: `Access-Control-Allow-Origin is set to the request's own Origin, unchecked, and credentials are allowed. ${DESCRIPTION}`,
      }));
      return [...middlewareFindings(file), ...djangoSettings(file), ...echoes];
    },
  },
];
