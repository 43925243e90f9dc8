/**
 * A small, local taint check for web handlers: does an expression carry HTTP request input, read directly
 * (request.args[…], request.GET, request.files[…].filename), through a route parameter (Flask `<path:name>`,
 * FastAPI `{name:path}` or query parameters), or through local variables assigned from such values in the same
 * function? Sanitising calls stop the flow. Deliberately intra-procedural: precise enough to report without noise.
 */
import { memoized, type FileContext, type Node } from '../rule';
import { namedChildrenOf } from '../syntax';
import { bindingsIn, enclosingFunction, scopeOf } from './context';
import { importsModule } from './imports';

const REQUEST_OBJECT = /^(self\.)?(request|req)$/;
const REQUEST_PARTS = new Set([
  'args', 'form', 'values', 'json', 'data', 'files', 'cookies', 'headers', 'query_string', 'get_json', 'get_data', 'view_args',
  'GET', 'POST', 'FILES', 'COOKIES', 'body', 'query_params', 'path_params',
]);

/** Reads web request input directly: request.args[…], request.form.get(…), request.GET[…], request.get_json(). */
export function isRequestRead(node: Node): boolean {
  return node.type === 'attribute' && REQUEST_OBJECT.test(node.childForFieldName('object')?.text ?? '') && REQUEST_PARTS.has(node.childForFieldName('attribute')?.text ?? '');
}

export interface RouteParameter {
  /** The value may contain `/` (path converters, query parameters). */
  slashes: boolean;
}

const ROUTE_DECORATORS = new Set(['route', 'get', 'post', 'put', 'patch', 'delete', 'api_route', 'websocket']);
const SAFE_CONVERTERS = /^(int|float|uuid|any)$/;
/** FastAPI parameters that are not request data: injected dependencies and framework objects. */
const NOT_INPUT_TYPES = /^(Request|Response|WebSocket|BackgroundTasks|Session|AsyncSession|HTTPConnection|int|float|bool|UUID|uuid\.UUID|date|datetime)$/;

function routePath(fn: Node): string | undefined {
  const decorated = fn.parent?.type === 'decorated_definition' ? fn.parent : undefined;
  for (const decorator of decorated ? namedChildrenOf(decorated).filter((d) => d.type === 'decorator') : []) {
    const call = namedChildrenOf(decorator)[0];
    const callee = call?.type === 'call' ? call.childForFieldName('function') : undefined;
    if (callee?.type !== 'attribute' || !ROUTE_DECORATORS.has(callee.childForFieldName('attribute')?.text ?? '')) continue;
    const first = namedChildrenOf(call!.childForFieldName('arguments')!)[0];
    if (first?.type === 'string' && /^["']\//.test(first.text.replace(/^[rR]/, ''))) return first.text;
  }
  return undefined;
}

/** Parameters of a route handler that carry request input, with whether they may hold a `/`. */
export function routeParameters(fn: Node, file: FileContext): ReadonlyMap<string, RouteParameter> {
  return memoized(file, `python.route-parameters:${fn.id}`, () => readRouteParameters(fn, file));
}

function readRouteParameters(fn: Node, file: FileContext): Map<string, RouteParameter> {
  const params = new Map<string, RouteParameter>();
  const path = routePath(fn);
  if (path === undefined) return params;
  for (const [, converter, name] of path.matchAll(/<(?:(\w+)(?:\([^)]*\))?:)?(\w+)>/g)) {
    if (!SAFE_CONVERTERS.test(converter ?? '')) params.set(name!, { slashes: converter === 'path' });
  }
  for (const [, name, converter] of path.matchAll(/\{(\w+)(?::(\w+))?\}/g)) {
    if (!SAFE_CONVERTERS.test(converter ?? '')) params.set(name!, { slashes: converter === 'path' });
  }
  if (!importsModule(file, 'fastapi')) return params;
  // Every other FastAPI parameter is a query parameter or a request body, unless it is injected.
  for (const parameter of namedChildrenOf(fn.childForFieldName('parameters')!)) {
    const name = parameter.type === 'identifier' ? parameter : parameter.childForFieldName('name') ?? namedChildrenOf(parameter).find((c) => c.type === 'identifier');
    if (!name || params.has(name.text) || name.text === 'self') continue;
    const type = parameter.childForFieldName('type')?.text.replace(/^Optional\[(.*)\]$|^(.*) \| None$/, '$1$2') ?? '';
    const value = parameter.childForFieldName('value')?.text ?? '';
    if (/^(Depends|Security)\(/.test(value) || NOT_INPUT_TYPES.test(type) || /^Annotated\[.*(Depends|Security)\(/.test(type)) continue;
    params.set(name.text, { slashes: true });
  }
  return params;
}

export interface TaintOptions {
  /** Only inputs that may hold `/` count (path traversal: a single path segment cannot climb out). */
  needsSlashes?: boolean;
  /** Callee names (last segment) that clean a value for this sink. */
  sanitizers?: ReadonlySet<string>;
  /** Values not to follow through a variable, e.g. because they are reported themselves. */
  skipValue?: (value: Node) => boolean;
}

/** Whether `expr` carries request input (see the module comment). */
export function isTainted(expr: Node, file: FileContext, options: TaintOptions = {}): boolean {
  return visit(expr, file, options, 0, expr.startIndex);
}

function visit(node: Node, file: FileContext, options: TaintOptions, depth: number, before: number): boolean {
  switch (node.type) {
    case 'attribute':
      return isRequestRead(node) || visit(node.childForFieldName('object')!, file, options, depth, before);
    case 'call': {
      const fn = node.childForFieldName('function');
      const name = fn?.type === 'attribute' ? fn.childForFieldName('attribute')?.text : fn?.text;
      if (name && options.sanitizers?.has(name)) return false;
      if (fn?.type === 'attribute' && visit(fn, file, options, depth, before)) return true;
      const args = node.childForFieldName('arguments');
      return !!args && namedChildrenOf(args).some((arg) => visit(arg, file, options, depth, before));
    }
    case 'keyword_argument':
      return visit(node.childForFieldName('value')!, file, options, depth, before);
    case 'identifier':
      return variableTainted(node, file, options, depth, before);
    case 'lambda': case 'comparison_operator': case 'not_operator': case 'boolean_operator':
      // Functions and truth values carry no request text.
      return false;
    default:
      return namedChildrenOf(node).some((child) => visit(child, file, options, depth, before));
  }
}

function variableTainted(name: Node, file: FileContext, options: TaintOptions, depth: number, before: number): boolean {
  const fn = enclosingFunction(name);
  if (fn) {
    const param = routeParameters(fn, file).get(name.text);
    if (param && (param.slashes || !options.needsSlashes)) return true;
  }
  if (depth >= 3) return false;
  const values = bindingsIn(scopeOf(name), file).get(name.text) ?? [];
  return values.some((value) => value.startIndex < before && !options.skipValue?.(value) && visit(value, file, options, depth + 1, value.startIndex));
}

/**
 * For URLs: only input that can choose the host matters. A literal prefix that already fixes scheme and host
 * (`https://api.example.com/…`) leaves the caller the path alone.
 */
export function hostIsFixed(url: Node): boolean {
  let head = url;
  for (;;) {
    if (head.type === 'binary_operator' && /^[+%]$/.test(head.childForFieldName('operator')?.text ?? '')) head = head.childForFieldName('left')!;
    else if (head.type === 'call' && head.childForFieldName('function')?.type === 'attribute') head = head.childForFieldName('function')!.childForFieldName('object')!;
    else break;
  }
  const text = head.type === 'string' ? head.text.replace(/^[a-zA-Z]*["']{1,3}/, '') : '';
  return /^[a-z][a-z0-9+.-]*:\/\/[^/{}]+\//i.test(text);
}
