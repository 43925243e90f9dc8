/**
 * ASP.NET Core (controllers, Razor Pages, minimal APIs), classic ASP.NET and Azure Functions: where request input
 * comes from, where responses, redirects, headers and sessions go. Rows only.
 */
import type { TaintSpec } from '../../core/taint-spec';

export const REQUEST = ['HttpRequest', 'HttpRequestBase', 'HttpRequestData'];
const RESPONSE = ['HttpResponse', 'HttpResponseBase'];
/** Controller and page base classes whose helpers (`Redirect`, `Content`, `Request`) an action calls unqualified. */
export const CONTROLLERS = ['Controller', 'ControllerBase', 'PageModel', 'ApiController', 'Page'];
/** Content types that make a browser render the text as HTML. */
const HTML_TYPES = ['text/html', 'text/html; charset=utf-8', 'text/html;charset=utf-8', 'text/html; charset=UTF-8'];
export const on = (types: readonly string[], members: readonly string[]): string[] => types.flatMap((type) => members.map((member) => `${type}.${member}`));
/** An unqualified helper of a controller (`Redirect(url)`), and the same through `this` or `base`. */
const helper = (members: readonly string[]): string[] => [...members, ...on(CONTROLLERS, members)];

/** Parameter types the framework fills from services or the connection, not from what the client sends. */
const NOT_INPUT = [
  'CancellationToken', 'HttpContext', 'HttpRequest', 'HttpResponse', 'ClaimsPrincipal', 'ILogger', 'IServiceProvider', 'IConfiguration', 'IWebHostEnvironment',
  'IHostEnvironment', 'LinkGenerator', 'IOptions', 'IMemoryCache', 'IDistributedCache', 'IHttpClientFactory', 'HttpClient', 'DbContext', 'IDbConnection',
  'FromServices', 'FromKeyedServices', 'Inject', 'ModelStateDictionary',
];
/** Injected services by naming convention: interfaces and `…Service`, `…Repository`, `…Context` classes. */
const SERVICE_TYPES = '^I[A-Z]|(Service|Services|Repository|Repo|Context|DbContext|Db|Database|Client|Factory|Logger|Options|Provider|Manager|Store|Cache|Configuration|Settings|Environment|Handler|Validator|Mapper|Sender|Publisher|Encoder|DataSource|Connection|Command|Hub|Queue|Bus)$';
const ACTION_LABEL = 'request parameter `{name}`';

export const web: TaintSpec = {
  sources: [
    { callee: on(REQUEST, ['Query', 'QueryString', 'Form', 'Headers', 'Cookies', 'RouteValues', 'Params', 'ServerVariables', 'Files']), form: 'read', label: 'request input', text: true },
    { callee: on(REQUEST, ['Body', 'BodyReader', 'InputStream']), form: 'read', label: 'request body' },
    { callee: on(['HttpRequestMessage'], ['Content']), form: 'read', label: 'request body' },
    { callee: on(['HttpRequestMessage'], ['GetQueryNameValuePairs', 'GetQueryString']), label: 'request input', text: true },
    { callee: on(REQUEST, ['Path', 'PathBase', 'RawUrl', 'Url', 'UrlReferrer', 'UserAgent', 'Host', 'ContentType', 'PathInfo']), form: 'read', label: 'request URL or header', text: true },
    { callee: on(REQUEST, ['ReadFormAsync', 'ReadFromJsonAsync', 'GetDisplayUrl', 'GetEncodedUrl', 'GetEncodedPathAndQuery', 'GetQueryParameterDictionary']), label: 'request input' },
    { callee: on(['IFormFile'], ['FileName', 'Name', 'ContentType', 'ContentDisposition']), form: 'read', label: 'uploaded file name', text: true },
    { callee: on(['IFormFile', 'HttpPostedFileBase', 'HttpPostedFile'], ['OpenReadStream', 'CopyTo', 'CopyToAsync']), label: 'uploaded file contents' },
    { callee: on(['HttpPostedFileBase', 'HttpPostedFile'], ['InputStream']), form: 'read', label: 'uploaded file contents' },
    { callee: on(['HttpPostedFileBase', 'HttpPostedFile'], ['FileName']), form: 'read', label: 'uploaded file name', text: true },
    { callee: on(['WebSocket'], ['ReceiveAsync']), label: 'WebSocket message' },
    // A property bound from the request (`[BindProperty] public string Comment { get; set; }`), as lowered.
    { callee: ['BindProperty', 'FromQuery', 'FromRoute', 'FromForm', 'FromBody', 'FromHeader'], form: 'new', label: 'request input bound to `{0}`' },
  ],
  parameters: [
    { annotation: ['FromQuery', 'FromRoute', 'FromBody', 'FromForm', 'FromHeader', 'BindProperty', 'FromUri'], label: 'request input `{name}`' },
    // Controller actions: public methods of classes named or derived like a controller (ASP.NET's own discovery rule).
    { classPattern: '(^|\\.)(\\w*Controller|ControllerBase|ApiController)$', except: NOT_INPUT, exceptTypes: SERVICE_TYPES, label: ACTION_LABEL },
    // Razor Pages handlers: OnGet, OnPostAsync, OnPostDeleteAsync… of a PageModel.
    { classPattern: '(^|\\.)PageModel$', methodPattern: '^On(Get|Post|Put|Delete|Patch)', except: NOT_INPUT, exceptTypes: SERVICE_TYPES, label: 'page handler parameter `{name}`' },
    { decorator: ['HttpGet', 'HttpPost', 'HttpPut', 'HttpDelete', 'HttpPatch', 'Route', 'AcceptVerbs'], params: 'all', except: NOT_INPUT, exceptTypes: SERVICE_TYPES, label: ACTION_LABEL },
    // Minimal APIs: the lambdas a route registration is given (`app.MapGet("/x/{id}", (string id, AppDb db) => …)`).
    { decorator: ['MapGet', 'MapPost', 'MapPut', 'MapDelete', 'MapPatch', 'MapMethods', 'Map'], params: 'all', except: NOT_INPUT, exceptTypes: SERVICE_TYPES, label: ACTION_LABEL },
    { function: ['Main'], type: 'String[]', local: true, label: 'command-line argument' },
  ],
  sinks: [
    { callee: helper(['Redirect', 'RedirectPermanent', 'RedirectPreserveMethod', 'RedirectPermanentPreserveMethod']), kind: 'redirect', args: [0] },
    { callee: ['RedirectResult', 'RedirectHttpResult'], form: 'new', kind: 'redirect', args: [0] },
    { callee: ['Results.Redirect', 'TypedResults.Redirect'], kind: 'redirect', args: [0] },
    { callee: on(RESPONSE, ['Redirect', 'RedirectPermanent']), kind: 'redirect', args: [0] },
    ...HTML_TYPES.map((type) => ({ callee: [...helper(['Content']), 'Results.Content', 'TypedResults.Content'], kind: 'xss' as const, args: [0], when: { position: 1, equals: type } })),
    ...HTML_TYPES.map((type) => ({ callee: 'ContentResult', form: 'new' as const, kind: 'xss' as const, args: ['Content'], when: { keyword: 'ContentType', equals: type } })),
    { callee: on(RESPONSE, ['WriteAsync', 'Write', 'BinaryWrite', 'Output']), kind: 'xss', args: [0], text: true },
    { callee: ['HtmlString', 'MarkupString', 'HtmlContentBuilder'], form: 'new', kind: 'xss', args: [0] },
    { callee: on(['IHtmlHelper', 'HtmlHelper'], ['Raw']), kind: 'xss', args: [0] },
    { callee: ['Html.Raw'], kind: 'xss', args: [0] },
    { callee: on(['IHeaderDictionary'], ['[]']), form: 'write', kind: 'header', args: [0] },
    { callee: on(['IHeaderDictionary'], ['Add', 'Append', 'TryAdd']), kind: 'header', args: [1] },
    { callee: on(RESPONSE, ['AddHeader', 'AppendHeader']), kind: 'header', args: [1] },
    { callee: on(['IResponseCookies'], ['Append']), kind: 'weak-random', args: [1] },
    { callee: on(['IResponseCookies'], ['Append']), kind: 'header', args: [1] },
    { callee: on(['ISession'], ['SetString', 'SetInt32', 'Set']), kind: 'trust-boundary', args: [0, 1] },
    { callee: on(['HttpSessionState', 'HttpSessionStateBase'], ['[]']), form: 'write', kind: 'trust-boundary', args: [0] },
    { callee: helper(['PhysicalFile']), kind: 'path', args: [0] },
    { callee: helper(['File']), kind: 'path', args: [0], unless: { position: 0, matches: '^(Stream|FileStream|MemoryStream|Byte\\[\\])$' } },
    { callee: ['PhysicalFileResult'], form: 'new', kind: 'path', args: [0] },
    { callee: ['Results.File', 'TypedResults.File', 'Results.PhysicalFile', 'TypedResults.PhysicalFile'], kind: 'path', args: [0], unless: { position: 0, matches: '^(Stream|FileStream|MemoryStream|Byte\\[\\])$' } },
  ],
  sanitizers: [
    { callee: helper(['LocalRedirect', 'LocalRedirectPermanent']), kinds: ['redirect'] },
    { callee: on(['IUrlHelper', 'UrlHelper'], ['Action', 'RouteUrl', 'Page', 'Content']), kinds: ['redirect', 'ssrf', 'header'] },
  ],
  validators: [
    { callee: on(['IUrlHelper', 'UrlHelper'], ['IsLocalUrl']), checks: 0, kinds: ['redirect'] },
    { callee: ['Url.IsLocalUrl'], checks: 0, kinds: ['redirect'] },
  ],
  types: [
    { callee: ['Request', ...on(['HttpContext', 'HttpContextBase', 'HttpContextAccessor', ...CONTROLLERS], ['Request'])], form: 'read', returns: 'HttpRequest' },
    { callee: '*.Request', form: 'read', receiver: 'context|ctx', returns: 'HttpRequest' },
    { callee: ['Response', ...on(['HttpContext', 'HttpContextBase', ...CONTROLLERS], ['Response'])], form: 'read', returns: 'HttpResponse' },
    { callee: '*.Response', form: 'read', receiver: 'context|ctx', returns: 'HttpResponse' },
    { callee: ['HttpContext', ...on(CONTROLLERS, ['HttpContext']), ...on(['IHttpContextAccessor', 'HttpContextAccessor'], ['HttpContext'])], form: 'read', returns: 'HttpContext' },
    { callee: ['Session', ...on(['HttpContext'], ['Session'])], form: 'read', returns: 'ISession' },
    { callee: on(['HttpContextBase', 'Page'], ['Session']), form: 'read', returns: 'HttpSessionState' },
    { callee: ['Url', ...on(CONTROLLERS, ['Url'])], form: 'read', returns: 'IUrlHelper' },
    { callee: on(RESPONSE, ['Headers']), form: 'read', returns: 'IHeaderDictionary' },
    { callee: on(RESPONSE, ['Cookies']), form: 'read', returns: 'IResponseCookies' },
    { callee: ['Html'], form: 'read', returns: 'IHtmlHelper' },
    // The body as a stream, under a type of its own: no parameter is declared so (a type returned here is a framework
    // object the flow does not track as a value of unknown origin), and a stream given where a path could go is none.
    { callee: [...on(REQUEST, ['Body', 'InputStream']), 'HttpRequestMessage.Content'], form: 'read', returns: 'RequestBodyStream' },
    { callee: on(['IFormFile', 'HttpPostedFileBase', 'HttpPostedFile'], ['OpenReadStream', 'InputStream']), returns: 'RequestBodyStream' },
    { callee: on(['HttpPostedFileBase', 'HttpPostedFile'], ['InputStream']), form: 'read', returns: 'RequestBodyStream' },
  ],
  supertypes: {
    Controller: ['ControllerBase'],
    HttpRequestBase: ['HttpRequest'],
    HttpResponseBase: ['HttpResponse'],
    FormFile: ['IFormFile'],
    DefaultHttpContext: ['HttpContext'],
    UrlHelper: ['IUrlHelper'],
  },
};
