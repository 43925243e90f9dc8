/**
 * Taint rows for PHP frameworks and libraries: Laravel (Request, facades, helpers, query builder raw clauses,
 * responses, the session), Symfony (Request and its parameter bags, route attributes, responses, the session,
 * HttpClient, Process), PSR-7 requests (Slim and others) and Slim's route arguments, Doctrine DBAL and ORM, Guzzle,
 * PSR-3/Monolog loggers, Twig, and WordPress's $wpdb. Classes are simple names. Rows only.
 */
import type { TaintSpec } from '../../core/taint-spec';

const on = (types: readonly string[], members: readonly string[]): string[] => types.flatMap((type) => members.map((member) => `${type}.${member}`));
const URL_SHAPE = '^(?:$|\\u0000|[a-z][a-z0-9+.-]*:|//)';
/** Receivers named like an HTTP client (`$client`, `$this->http`, `$guzzle`), not any class whose name ends so. */
const HTTP_CLIENT = '(^|->|\\$)(client|guzzle|http|httpClient|http_client|api)$';

/**
 * Laravel's, Symfony's and PSR-7's request classes (a FormRequest is a Laravel Request). PSR-7's plain
 * `RequestInterface` is the request an HTTP client sends, not one it received: its URI is the caller's choice.
 */
const REQUEST = ['Request', 'FormRequest', 'ServerRequestInterface', 'ServerRequest'];
const PSR7_WITH = ['withUri', 'withMethod', 'withHeader', 'withAddedHeader', 'withoutHeader', 'withBody', 'withProtocolVersion', 'withRequestTarget', 'withAttribute', 'withoutAttribute', 'withQueryParams', 'withParsedBody', 'withCookieParams', 'withUploadedFiles'];
const HTTP_VERBS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];
const ROUTE_VERBS = [...HTTP_VERBS, 'any', 'match', 'map'];
const LOG_LEVELS = ['emergency', 'alert', 'critical', 'error', 'warning', 'notice', 'info', 'debug', 'log'];
/** Laravel's route closures (`Route::get('/u/{id}', fn ($id) => …)`) and Slim's (`$app->get(…)`, `$group->post(…)`). */
const LARAVEL_ROUTES = ROUTE_VERBS.map((verb) => `Route.${verb}`);
const SLIM_ROUTES = ['app', 'group', 'router', 'r', 'api', 'routes'].flatMap((owner) => ROUTE_VERBS.map((verb) => `${owner}.${verb}`));
/** Laravel's session store and facade, Symfony's session (injected as SessionInterface or read off the request). */
const SESSION = ['Session', 'Store', 'SessionInterface'];
const INJECTED = ['Request', 'ServerRequestInterface', 'RequestInterface', 'Response', 'ResponseInterface', 'request', 'response', 'req', 'res'];

export const frameworksSpec: TaintSpec = {
  // Eloquent's lookups of a record on a model class (`User::find($id)`) run a query each.
  queries: [{ callee: ['*.find', '*.findOrFail', '*.findMany', '*.findOrNew', '*.firstWhere'], on: 'class' }],
  sources: [
    // Laravel: $request->input('q'), ->query(), ->get(), …; Symfony: $request->query->get('q') reads a bag of input.
    {
      callee: on(REQUEST, ['input', 'query', 'get', 'post', 'all', 'only', 'except', 'header', 'headers', 'cookie', 'route', 'validate', 'validateWithBag', 'validated', 'safe', 'string', 'str', 'json', 'getContent', 'toArray', 'getPayload', 'file', 'allFiles', 'collect', 'keys',
        'getRequestUri', 'getUri', 'getPathInfo', 'getQueryString', 'fullUrl', 'fullUrlWithQuery', 'url', 'path', 'segment', 'segments', 'userAgent', 'bearerToken', 'getHost', 'getHttpHost', 'getSchemeAndHttpHost', 'server', 'old', 'date',
        'getQueryParams', 'getParsedBody', 'getCookieParams', 'getUploadedFiles', 'getHeader', 'getHeaderLine', 'getHeaders', 'getBody', 'getAttribute', 'getAttributes']),
      label: 'request input `{0}`',
    },
    { callee: on(REQUEST, ['*']), form: 'read', label: 'request input' },
    // Symfony's parameter bags: `$request->query->get('q')`, `->request`, `->cookies`, `->headers`, `->attributes`.
    { callee: on(['InputBag', 'ParameterBag', 'HeaderBag', 'FileBag', 'ServerBag'], ['get', 'all', 'getString', 'keys', 'filter']), label: 'request input `{0}`' },
    { callee: ['request', 'old', 'Input.get', 'Input.all', 'Input.only', 'Request.input', 'Request.query', 'Request.get', 'Request.all', 'Request.header', 'Request.cookie'], arity: [1, 3], label: 'request input `{0}`' },
    { callee: ['Input.all', 'Request.all'], arity: 0, label: 'request input' },
    { callee: on(['RouteContext'], ['getRoute']), label: 'route arguments' },
  ],
  parameters: [
    // Symfony: route placeholders of #[Route('/posts/{slug}')]; payloads mapped from the request.
    { decorator: ['Route', 'Get', 'Post', 'Put', 'Patch', 'Delete'], params: 'path', label: 'route parameter `{name}`' },
    { annotation: ['MapQueryParameter', 'MapRequestPayload', 'MapQueryString', 'MapUploadedFile'], label: 'request input `{name}`' },
    { decorator: LARAVEL_ROUTES, params: 'path', label: 'route parameter `{name}`' },
    { decorator: SLIM_ROUTES, params: 'all', except: INJECTED, label: 'route argument `{name}`' },
  ],
  returns: [
    // A Laravel route closure's string is the response body.
    { decorator: LARAVEL_ROUTES, kind: 'xss', text: true },
  ],
  sinks: [
    // Laravel: raw SQL and raw query builder clauses (their bindings are parameters).
    { callee: on(['DB', 'Connection', 'ConnectionInterface'], ['select', 'selectOne', 'selectFromWriteConnection', 'statement', 'insert', 'update', 'delete', 'unprepared', 'affectingStatement', 'scalar', 'cursor']), kind: 'sql', args: [0] },
    { callee: on(['DB', 'Connection', 'ConnectionInterface'], ['raw']), kind: 'sql', args: [0], runsQuery: false },
    { callee: ['*.whereRaw', '*.orWhereRaw', '*.havingRaw', '*.orHavingRaw', '*.orderByRaw', '*.selectRaw', '*.groupByRaw', '*.fromRaw', '*.joinRaw', '*.whereExistsRaw'], kind: 'sql', args: [0] },
    // Doctrine DBAL and ORM: SQL and DQL text.
    {
      callee: on(['Connection', 'EntityManager', 'EntityManagerInterface'], ['executeQuery', 'executeStatement', 'executeUpdate', 'fetchAllAssociative', 'fetchAssociative', 'fetchOne', 'fetchAllNumeric', 'fetchNumeric', 'fetchFirstColumn', 'fetchAllKeyValue', 'iterateAssociative', 'createQuery', 'createNativeQuery']),
      kind: 'sql', args: [0],
    },
    {
      callee: ['*.executeQuery', '*.executeStatement', '*.executeUpdate', '*.fetchAllAssociative', '*.fetchAssociative', '*.fetchOne', '*.fetchAllNumeric', '*.fetchFirstColumn', '*.createQuery', '*.createNativeQuery'],
      receiver: 'conn|connection|db|dbal|em$|entityManager|manager', kind: 'sql', args: [0],
    },
    { callee: on(['QueryBuilder'], ['where', 'andWhere', 'orWhere', 'having', 'andHaving', 'orderBy', 'addOrderBy', 'select', 'addSelect']), receiver: 'qb|queryBuilder|builder', kind: 'sql', args: [0] },
    { callee: ['*.where', '*.andWhere', '*.orWhere'], receiver: '^\\$(qb|queryBuilder)$', kind: 'sql', args: [0] },
    // WordPress.
    { callee: on(['wpdb'], ['query', 'get_results', 'get_row', 'get_var', 'get_col', 'prepare']), kind: 'sql', args: [0] },
    { callee: ['*.get_results', '*.get_row', '*.get_var', '*.get_col', '*.query'], receiver: 'wpdb', kind: 'sql', args: [0] },
    // Symfony Process: a command line for a shell, or an argument vector for the program.
    { callee: ['Process.fromShellCommandline'], kind: 'command', args: [0] },
    { callee: ['Process'], form: 'new', kind: 'command', args: [0], argv: true },
    // Responses.
    // An explicit content type (text/plain, JSON) is not HTML.
    { callee: ['response'], arity: [1, 3], kind: 'xss', args: [0], text: true, unlessKey: { arg: 2, keys: ['Content-Type', 'content-type'], matches: '^(?!text/html)' } },
    { callee: on(['ResponseFactory'], ['make']), kind: 'xss', args: [0], text: true, unlessKey: { arg: 2, keys: ['Content-Type', 'content-type'], matches: '^(?!text/html)' } },
    { callee: ['Response', 'HttpResponse'], form: 'new', kind: 'xss', args: [0], text: true, unlessKey: { arg: 2, keys: ['Content-Type', 'content-type'], matches: '^(?!text/html)' } },
    { callee: on(['Response'], ['setContent']), kind: 'xss', args: [0], text: true },
    { callee: on(['StreamInterface', 'Stream'], ['write']), kind: 'xss', args: [0] },
    { callee: on(['Environment', 'Twig'], ['createTemplate']), kind: 'template', args: [0] },
    { callee: ['*.createTemplate'], receiver: 'twig', kind: 'template', args: [0] },
    { callee: ['Blade.render'], kind: 'template', args: [0] },
    // Redirects.
    { callee: ['redirect'], arity: [1, 4], kind: 'redirect', args: [0] },
    { callee: [...on(['Redirector', 'Redirect'], ['to', 'away']), 'Redirect.to', 'Redirect.away'], kind: 'redirect', args: [0] },
    { callee: ['RedirectResponse', 'TrustedRedirectResponse'], form: 'new', kind: 'redirect', args: [0] },
    { callee: on(['AbstractController', 'Controller'], ['redirect']), kind: 'redirect', args: [0] },
    { callee: on(['Response', 'ResponseInterface'], ['withHeader', 'withAddedHeader']), kind: 'redirect', args: [1], when: { position: 0, equals: 'Location' } },
    { callee: ['*.withHeader'], receiver: 'response|res$', kind: 'redirect', args: [1], when: { position: 0, equals: 'Location' } },
    // Outbound requests.
    { callee: [...on(['Client', 'ClientInterface', 'PendingRequest'], HTTP_VERBS), ...on(['Client', 'ClientInterface', 'PendingRequest'], HTTP_VERBS.map((verb) => `${verb}Async`)), ...HTTP_VERBS.map((verb) => `Http.${verb}`)], kind: 'ssrf', args: [0], shape: URL_SHAPE },
    { callee: [...HTTP_VERBS.map((verb) => `*.${verb}`), ...HTTP_VERBS.map((verb) => `*.${verb}Async`)], receiver: HTTP_CLIENT, kind: 'ssrf', args: [0], shape: URL_SHAPE },
    { callee: [...on(['Client', 'ClientInterface', 'HttpClientInterface', 'HttpClient', 'PendingRequest'], ['request', 'requestAsync', 'send']), 'Http.send'], kind: 'ssrf', args: [1], shape: URL_SHAPE },
    { callee: ['*.request', '*.requestAsync'], receiver: HTTP_CLIENT, kind: 'ssrf', args: [1], shape: URL_SHAPE },
    { callee: on(['Storage', 'Filesystem', 'FilesystemOperator', 'FilesystemAdapter'], ['get', 'put', 'delete', 'download', 'readStream', 'read', 'write', 'path', 'copy', 'move', 'response']), kind: 'path', args: [0] },
    { callee: ['*.download'], receiver: 'response', kind: 'path', args: [0] },
    { callee: ['BinaryFileResponse'], form: 'new', kind: 'path', args: [0] },
    // Loggers: the message (a context array is encoded by the formatter).
    { callee: [...on(['LoggerInterface', 'Logger', 'Log'], LOG_LEVELS.filter((level) => level !== 'log')), ...on(['LoggerInterface', 'Logger', 'Log'], ['log'])], kind: 'log', args: [0] },
    { callee: LOG_LEVELS.filter((level) => level !== 'log').map((level) => `*.${level}`), receiver: 'log|logger', kind: 'log', args: [0] },
    { callee: on(['LoggerInterface', 'Logger', 'Log'], ['log']), kind: 'log', args: [1] },
    // The session: Laravel's session()->put / Session::put, Symfony's SessionInterface::set; later requests trust it.
    { callee: on(SESSION, ['put', 'set', 'push', 'replace']), kind: 'trust-boundary', args: [0, 1] },
  ],
  sanitizers: [
    { callee: ['*.getInt', '*.getDigits', '*.getBoolean', '*.getAlpha', '*.getAlnum', '*.integer', '*.float', '*.boolean', '*.enum'], receiver: 'query|request|attributes|cookies|headers|server|input|bag', kinds: ['*'] },
    { callee: on(REQUEST, ['integer', 'float', 'boolean', 'has', 'filled', 'missing', 'isMethod', 'ajax', 'wantsJson', 'expectsJson', 'isSecure', 'ip', 'getClientIp', 'method', 'getMethod', 'isXmlHttpRequest', 'hasFile']), kinds: ['*'] },
    { callee: on(['Str', 'Stringable'], ['slug', 'uuid', 'ulid', 'random', 'length', 'wordCount']), kinds: ['*'] },
    { callee: on(['Str'], ['e']), kinds: ['xss', 'template'] },
    { callee: on(['wpdb'], ['prepare', 'esc_like']), kinds: ['sql'] },
    { callee: ['*.prepare'], receiver: 'wpdb', kinds: ['sql'] },
    { callee: on(['Hash'], ['make', 'check']), kinds: ['*'] },
    // Template engines that escape what they are given (Twig's autoescape, Blade's {{ }}, Plates' e(), Latte).
    { callee: [...on(['Environment', 'Twig', 'Engine', 'Factory', 'View'], ['render', 'make']), 'view'], kinds: ['xss'] },
    { callee: ['*.render'], receiver: '(^|->|\\$)(twig|templates?|tpl|view|views|blade|engine|plates|latte|environment)$', kinds: ['xss'] },
  ],
  propagators: [
    { callee: ['abort', 'abort_if', 'abort_unless', 'dd'], arity: [1, 3], effect: 'exit' },
    { callee: on(['Request', 'FormRequest'], ['user', 'session', 'route', 'getSession']), arity: 0, effect: 'clean' },
  ],
  types: [
    { callee: ['request'], arity: 0, returns: 'Request' },
    { callee: ['session', ...on(['Request', 'FormRequest', 'RequestStack'], ['session', 'getSession'])], arity: 0, returns: 'Session' },
    { callee: on(['Request'], ['query', 'request', 'cookies', 'attributes']), form: 'read', returns: 'InputBag' },
    { callee: on(['Request'], ['headers']), form: 'read', returns: 'HeaderBag' },
    { callee: on(['Request'], ['files']), form: 'read', returns: 'FileBag' },
    { callee: on(['Request'], ['server']), form: 'read', returns: 'ServerBag' },
    { callee: ['redirect'], arity: 0, returns: 'Redirector' },
    { callee: ['response'], arity: 0, returns: 'ResponseFactory' },
    { callee: on(['RequestStack'], ['getCurrentRequest', 'getMainRequest', 'getMasterRequest']), returns: 'Request' },
    // PSR-7's immutable messages: each `with…` returns a changed copy of the same kind (a client's outgoing request stays one).
    { callee: on(['ServerRequestInterface'], PSR7_WITH), returns: 'ServerRequestInterface' },
    { callee: on(['RequestInterface'], PSR7_WITH), returns: 'RequestInterface' },
    { callee: on(['Response', 'ResponseInterface'], ['getBody']), returns: 'StreamInterface' },
    { callee: ['Client', 'GuzzleHttp.Client'], form: 'new', returns: 'Client' },
    { callee: ['HttpClient.create', 'HttpClient.createForBaseUri'], returns: 'HttpClientInterface' },
    { callee: on(['Http'], ['withHeaders', 'withToken', 'withOptions', 'timeout', 'acceptJson', 'asJson', 'asForm', 'withBasicAuth', 'retry', 'withoutVerifying', 'withUserAgent', 'baseUrl']), returns: 'PendingRequest' },
    { callee: on(['PendingRequest'], ['withHeaders', 'withToken', 'withOptions', 'timeout', 'acceptJson', 'asJson', 'asForm', 'withBasicAuth', 'retry', 'withoutVerifying', 'withUserAgent']), returns: 'PendingRequest' },
    { callee: ['Logger'], form: 'new', returns: 'Logger' },
    { callee: on(['Log'], ['channel', 'stack', 'build']), returns: 'LoggerInterface' },
    { callee: ['DB.connection'], returns: 'Connection' },
    { callee: on(['EntityManager', 'EntityManagerInterface'], ['getConnection']), returns: 'Connection' },
    { callee: on(['EntityManager', 'EntityManagerInterface', 'Connection'], ['createQueryBuilder']), returns: 'QueryBuilder' },
    { callee: on(['QueryBuilder'], ['select', 'from', 'where', 'andWhere', 'orWhere', 'leftJoin', 'join', 'innerJoin', 'orderBy', 'addOrderBy', 'setParameter', 'setParameters', 'setMaxResults', 'setFirstResult', 'groupBy', 'having']), returns: 'QueryBuilder' },
    { callee: ['Process'], form: 'new', returns: 'Process' },
    { callee: ['Environment'], form: 'new', returns: 'Environment' },
  ],
  supertypes: {
    FormRequest: ['Request'],
    ServerRequest: ['ServerRequestInterface'],
    ServerRequestInterface: ['RequestInterface'],
    Logger: ['LoggerInterface'],
    Client: ['ClientInterface'],
    JsonResponse: ['Response'],
    EntityManager: ['EntityManagerInterface'],
  },
  parameterNames: { request: 'Request', response: 'ResponseInterface' },
};
