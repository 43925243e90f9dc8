/**
 * Taint specification for Go: net/http, gin, echo, fiber and gorilla (mux, sessions); gRPC services; command-line flags
 * (flag, spf13/pflag and cobra's flag sets); database/sql, sqlx,
 * gorm and pgx; os/exec; files; html/template and text/template; outbound HTTP; log, logrus, zap and slog;
 * go-ldap; the MongoDB driver; regexp2; gob; XPath (antchfx, libxml2, xmlpath, goxpath) and libxml2's parser
 * options; math/rand (predictable numbers) and the crypto packages' types. Rows only.
 *
 * Names are qualified by import path, as the Go lowering writes them (lang/go.ts): package functions are
 * `os/exec.Command`, `database/sql.Open`; types are `net/http.Request`, `github.com/gin-gonic/gin.Context`, with
 * any major-version segment dropped (`github.com/labstack/echo/v4` → `github.com/labstack/echo`).
 */
import { ENVIRONMENT_KINDS, mergeSpecs, type TaintSpec } from '../../core/taint-spec';
import { textSpec } from '../../analysis/dataflow/common-spec';

const on = (types: readonly string[], members: readonly string[]): string[] => types.flatMap((type) => members.map((member) => `${type}.${member}`));
/** Argument positions from `from` on (printf-style arguments, an argument vector). */
const from = (start: number, end = 16): number[] => Array.from({ length: end - start }, (_, i) => start + i);

const HTTP = 'net/http';
const REQUEST = `${HTTP}.Request`;
/** `r.URL` of a request: unlike a URL the code parsed itself, its query and path are input. */
const REQUEST_URL = `${HTTP}.RequestURL`;
const RESPONSE_WRITER = `${HTTP}.ResponseWriter`;
const GIN = 'github.com/gin-gonic/gin.Context';
const ECHO = 'github.com/labstack/echo.Context';
const FIBER = 'github.com/gofiber/fiber.Ctx';
const SESSION = 'github.com/gorilla/sessions.Session';
const GIN_SESSION = 'github.com/gin-contrib/sessions.Session';
const NATS_MSG = 'github.com/nats-io/nats.go.Msg';
/** The standard library's flag package and spf13/pflag (cobra's flags): a package-level set, or a FlagSet. */
const FLAG_SETS = ['flag', 'flag.FlagSet', 'github.com/spf13/pflag', 'github.com/spf13/pflag.FlagSet'];
/**
 * Flags that hold text: `String(name, …)` returns a pointer to the value, `StringVar(&opts.x, name, …)` writes it into
 * the variable it is given (Go's lowering fills an `&` argument with what the call returns), `P` variants take a
 * shorthand too; `Get…` reads a parsed flag by name (pflag); `Arg`/`Args` are the positional arguments; `Var` and
 * `TextVar` fill a value of the program's type parsed from the flag's text.
 */
const TEXT_FLAGS = ['String', 'StringVar', 'StringP', 'StringVarP', 'StringSlice', 'StringSliceVar', 'StringSliceP', 'StringSliceVarP', 'StringArray', 'StringArrayVar',
  'StringArrayP', 'StringArrayVarP', 'StringToString', 'StringToStringVar', 'StringToStringP', 'StringToStringVarP', 'Arg', 'Args', 'GetString', 'GetStringSlice', 'GetStringArray',
  'GetStringToString', 'Var', 'VarP', 'TextVar'];
const COBRA = 'github.com/spf13/cobra.Command';
const JETSTREAM_MSG = 'github.com/nats-io/nats.go/jetstream.Msg';

/** Environment variables and configuration: set by whoever deploys, a risk only where they build code or queries. */
/** URL encoding (url.QueryEscape, PathEscape) leaves no quote, space, markup or line break. */
const URL_ENCODED = ['xss', 'header', 'log', 'sql', 'command', 'ldap', 'xpath', 'path', 'regex', 'template', 'nosql'];
const HTML_ESCAPED = ['xss', 'header', 'log', 'template'];

/** The HTTP frameworks: where request input comes from and where responses go. */
const web: TaintSpec = {
  // `text`: the value is a string (or strings), never a structured document: it cannot carry query operators.
  sources: [
    { callee: on([REQUEST], ['FormValue', 'PostFormValue']), label: 'request parameter `{0}`', text: true },
    { callee: on([REQUEST], ['Form', 'PostForm']), form: 'read', label: 'request form', text: true },
    { callee: on([REQUEST], ['MultipartForm']), form: 'read', label: 'multipart form' },
    { callee: on([REQUEST], ['FormFile', 'MultipartReader']), label: 'uploaded file' },
    { callee: on([REQUEST], ['Header', 'Trailer']), form: 'read', label: 'request header', text: true },
    { callee: on([REQUEST], ['Cookie']), label: 'cookie `{0}`', text: true },
    { callee: on([REQUEST], ['Cookies']), label: 'request cookie', text: true },
    { callee: on([REQUEST], ['Body']), form: 'read', label: 'request body' },
    // A message from a queue or topic is as remote as a request: whoever can publish to it chooses it.
    { callee: on(['github.com/rabbitmq/amqp091-go.Delivery', 'github.com/streadway/amqp.Delivery'], ['Body']), form: 'read', label: 'message-queue message' },
    { callee: on(['github.com/segmentio/kafka-go.Message', 'github.com/IBM/sarama.ConsumerMessage', 'github.com/Shopify/sarama.ConsumerMessage'], ['Value', 'Key']), form: 'read', label: 'message-queue message' },
    { callee: on([NATS_MSG], ['Data', 'Header']), form: 'read', label: 'message-queue message' },
    { callee: on([JETSTREAM_MSG], ['Data', 'Headers']), label: 'message-queue message' },
    { callee: on([REQUEST], ['GetBody']), label: 'request body' },
    { callee: on([REQUEST], ['RequestURI']), form: 'read', label: 'request URI', text: true },
    { callee: on([REQUEST], ['Referer']), label: 'Referer header', text: true },
    { callee: on([REQUEST], ['UserAgent']), label: 'User-Agent header', text: true },
    { callee: on([REQUEST], ['PathValue']), label: 'path parameter `{0}`', text: true },
    { callee: on([REQUEST_URL], ['Query']), label: 'request query string', text: true },
    { callee: on([REQUEST_URL], ['RawQuery', 'Path', 'RawPath', 'Fragment', 'Opaque']), form: 'read', label: 'request URL', text: true },
    { callee: on([REQUEST_URL], ['String', 'EscapedPath', 'RequestURI']), label: 'request URL', text: true },
    { callee: 'github.com/gorilla/mux.Vars', label: 'path parameter', text: true },
    { callee: 'github.com/julienschmidt/httprouter.Params.ByName', label: 'path parameter `{0}`', text: true },
    { callee: 'github.com/go-chi/chi.URLParam', label: 'path parameter', text: true },
    { callee: on([GIN], ['Query', 'DefaultQuery', 'GetQuery', 'QueryArray', 'GetQueryArray', 'QueryMap', 'GetQueryMap']), label: 'query parameter `{0}`', text: true },
    { callee: on([GIN], ['Param']), label: 'path parameter `{0}`', text: true },
    { callee: on([GIN], ['PostForm', 'DefaultPostForm', 'GetPostForm', 'PostFormArray', 'GetPostFormArray', 'PostFormMap', 'GetPostFormMap']), label: 'form field `{0}`', text: true },
    { callee: on([GIN], ['GetHeader']), label: 'request header `{0}`', text: true },
    { callee: on([GIN], ['Cookie']), label: 'cookie `{0}`', text: true },
    { callee: on([GIN], ['GetRawData', 'FormFile', 'MultipartForm']), label: 'request body' },
    {
      callee: on([GIN], ['Bind', 'BindJSON', 'BindXML', 'BindYAML', 'BindQuery', 'BindUri', 'BindHeader', 'BindWith', 'MustBindWith',
        'ShouldBind', 'ShouldBindJSON', 'ShouldBindXML', 'ShouldBindYAML', 'ShouldBindTOML', 'ShouldBindQuery', 'ShouldBindUri', 'ShouldBindHeader', 'ShouldBindWith', 'ShouldBindBodyWith']),
      label: 'request body bound to a value',
    },
    { callee: on([ECHO], ['QueryParam', 'FormValue']), label: 'request parameter `{0}`', text: true },
    { callee: on([ECHO], ['Param']), label: 'path parameter `{0}`', text: true },
    { callee: on([ECHO], ['QueryParams', 'QueryString', 'FormParams', 'ParamValues', 'Cookies']), label: 'request input', text: true },
    { callee: on([ECHO], ['FormFile', 'MultipartForm']), label: 'request body' },
    { callee: on([ECHO], ['Cookie']), label: 'cookie `{0}`', text: true },
    { callee: on([ECHO], ['Bind']), label: 'request body bound to a value' },
    { callee: on([FIBER], ['Query', 'Params', 'FormValue', 'Get', 'Cookies']), label: 'request parameter `{0}`', text: true },
    { callee: on([FIBER], ['OriginalURL', 'Queries', 'AllParams']), label: 'request input', text: true },
    { callee: on([FIBER], ['Body', 'BodyRaw', 'FormFile', 'MultipartForm']), label: 'request body' },
    { callee: on([FIBER], ['BodyParser', 'QueryParser', 'ParamsParser', 'ReqHeaderParser', 'CookieParser']), label: 'request body bound to a value' },
    { callee: 'os.Args', form: 'read', local: true, label: 'command-line argument', text: true },
    // Flags are the operator's command line (local), like os.Args.
    { callee: on(FLAG_SETS, TEXT_FLAGS), local: true, label: 'command-line flag', text: true },
    { callee: 'os.Stdin', form: 'read', label: 'standard input' },
    { callee: ['os.Getenv', 'os.LookupEnv', 'syscall.Getenv'], local: true, label: 'environment variable `{0}`', kinds: ENVIRONMENT_KINDS, text: true },
  ],
  sinks: [
    // XSS: text written to the response (html/template escapes; these do not).
    { callee: on([RESPONSE_WRITER], ['Write', 'WriteString']), kind: 'xss', args: [0], rule: 'xss-response' },
    { callee: ['fmt.Fprintf', 'fmt.Fprint', 'fmt.Fprintln'], kind: 'xss', args: from(1), argType: { position: 0, types: [RESPONSE_WRITER] }, rule: 'xss-response' },
    { callee: ['io.WriteString'], kind: 'xss', args: [1], argType: { position: 0, types: [RESPONSE_WRITER] }, rule: 'xss-response' },
    { callee: ['text/template.Template.Execute'], kind: 'xss', args: [1], argType: { position: 0, types: [RESPONSE_WRITER] }, rule: 'xss-response' },
    { callee: ['text/template.Template.ExecuteTemplate'], kind: 'xss', args: [2], argType: { position: 0, types: [RESPONSE_WRITER] }, rule: 'xss-response' },
    { callee: on([ECHO], ['HTML', 'HTMLBlob']), kind: 'xss', args: [1], rule: 'xss-response' },
    { callee: on([GIN], ['Data']), kind: 'xss', args: [2], when: { position: 1, equals: 'text/html' }, rule: 'xss-response' },
    { callee: on([GIN], ['Data']), kind: 'xss', args: [2], when: { position: 1, equals: 'text/html; charset=utf-8' }, rule: 'xss-response' },
    // html/template: values marked as already safe are not escaped.
    { callee: ['html/template.HTML', 'html/template.JS', 'html/template.HTMLAttr', 'html/template.JSStr', 'html/template.CSS', 'html/template.URL', 'html/template.Srcset'], kind: 'xss', args: [0] },
    // Server-side templates parsed from text.
    { callee: on(['text/template.Template', 'html/template.Template'], ['Parse']), kind: 'template', args: [0] },
    // Redirects.
    { callee: `${HTTP}.Redirect`, kind: 'redirect', args: [2] },
    { callee: on([GIN, ECHO], ['Redirect']), kind: 'redirect', args: [1] },
    { callee: on([FIBER], ['Redirect']), kind: 'redirect', args: [0] },
    { callee: on([`${HTTP}.Header`], ['Set', 'Add']), kind: 'redirect', args: [1], when: { position: 0, equals: 'Location' } },
    { callee: on([GIN], ['Header']), kind: 'redirect', args: [1], when: { position: 0, equals: 'Location' } },
    // Files served by the framework.
    { callee: `${HTTP}.ServeFile`, kind: 'path', args: [2] },
    { callee: `${HTTP}.Dir`, kind: 'path', args: [0] },
    { callee: on([GIN], ['File', 'FileAttachment']), kind: 'path', args: [0] },
    { callee: on([GIN], ['SaveUploadedFile']), kind: 'path', args: [1] },
    { callee: on([ECHO], ['File', 'Attachment', 'Inline']), kind: 'path', args: [0] },
    { callee: on([FIBER], ['SendFile', 'Download']), kind: 'path', args: [0] },
    { callee: on([FIBER], ['SaveFile']), kind: 'path', args: [1] },
    // Session state the application trusts.
    { callee: [`github.com/gorilla/sessions.Values.[]`], form: 'write', kind: 'trust-boundary', args: [0] },
    { callee: [`${SESSION}.Values`], form: 'write', kind: 'trust-boundary', args: [0] },
    { callee: on([GIN_SESSION], ['Set']), kind: 'trust-boundary', args: [0, 1] },
  ],
  types: [
    { callee: `${REQUEST}.URL`, form: 'read', returns: REQUEST_URL },
    { callee: on([REQUEST], ['Header', 'Trailer']), form: 'read', returns: `${HTTP}.Header` },
    { callee: on([REQUEST], ['Form', 'PostForm']), form: 'read', returns: 'net/url.Values' },
    { callee: on([REQUEST_URL, 'net/url.URL'], ['Query']), returns: 'net/url.Values' },
    { callee: on([RESPONSE_WRITER], ['Header']), returns: `${HTTP}.Header` },
    { callee: on([REQUEST], ['WithContext', 'Clone']), returns: REQUEST },
    { callee: ['net/url.Parse', 'net/url.ParseRequestURI'], returns: 'net/url.URL' },
    { callee: [`${HTTP}.DefaultClient`], form: 'read', returns: `${HTTP}.Client` },
    { callee: `${GIN}.Request`, form: 'read', returns: REQUEST },
    { callee: ['flag.NewFlagSet'], returns: 'flag.FlagSet' },
    { callee: ['flag.CommandLine'], form: 'read', returns: 'flag.FlagSet' },
    { callee: ['github.com/spf13/pflag.NewFlagSet', ...on([COBRA], ['Flags', 'PersistentFlags', 'LocalFlags', 'InheritedFlags', 'LocalNonPersistentFlags', 'NonInheritedFlags'])], returns: 'github.com/spf13/pflag.FlagSet' },
    { callee: ['github.com/spf13/pflag.CommandLine'], form: 'read', returns: 'github.com/spf13/pflag.FlagSet' },
    { callee: `${GIN}.Writer`, form: 'read', returns: 'github.com/gin-gonic/gin.ResponseWriter' },
    { callee: `${ECHO}.Request`, returns: REQUEST },
    { callee: `${ECHO}.Response`, returns: 'github.com/labstack/echo.Response' },
    { callee: on(['github.com/labstack/echo.Response'], ['Header']), returns: `${HTTP}.Header` },
    { callee: ['github.com/gorilla/sessions.NewCookieStore', 'github.com/gorilla/sessions.NewFilesystemStore'], returns: 'github.com/gorilla/sessions.Store' },
    { callee: on(['github.com/gorilla/sessions.Store', 'github.com/gorilla/sessions.CookieStore', 'github.com/gorilla/sessions.FilesystemStore', 'github.com/gorilla/sessions.Registry'], ['Get', 'New']), returns: SESSION },
    { callee: ['github.com/gorilla/sessions.GetRegistry'], returns: 'github.com/gorilla/sessions.Registry' },
    { callee: `${SESSION}.Values`, form: 'read', returns: 'github.com/gorilla/sessions.Values' },
    { callee: ['github.com/gin-contrib/sessions.Default', 'github.com/gin-contrib/sessions.DefaultMany'], returns: GIN_SESSION },
    // Message-queue consumers: the message a reader or subscription hands over.
    { callee: ['github.com/segmentio/kafka-go.NewReader'], returns: 'github.com/segmentio/kafka-go.Reader' },
    { callee: on(['github.com/segmentio/kafka-go.Reader', 'github.com/segmentio/kafka-go.Conn'], ['ReadMessage', 'FetchMessage']), returns: 'github.com/segmentio/kafka-go.Message' },
    { callee: on(['github.com/nats-io/nats.go.Subscription'], ['NextMsg', 'NextMsgWithContext']), returns: NATS_MSG },
    { callee: on(['github.com/nats-io/nats.go/jetstream.Consumer'], ['Next']), returns: JETSTREAM_MSG },
  ],
  supertypes: {
    [REQUEST_URL]: ['net/url.URL'],
    'github.com/gin-gonic/gin.ResponseWriter': [RESPONSE_WRITER],
    'github.com/labstack/echo.Response': [RESPONSE_WRITER],
    'github.com/gorilla/sessions.CookieStore': ['github.com/gorilla/sessions.Store'],
    'github.com/gorilla/sessions.FilesystemStore': ['github.com/gorilla/sessions.Store'],
  },
  propagators: [
    { callee: ['net/url.Parse', 'net/url.ParseRequestURI'], effect: 'parse-url', arg: 0 },
    { callee: on(['net/url.Values', `${HTTP}.Header`], ['Get']), arity: 1, effect: 'load', key: 0 },
    { callee: on(['net/url.Values', `${HTTP}.Header`], ['Values']), arity: 1, effect: 'load', key: 0 },
    // A session store made from a key carries nothing of the key.
    { callee: ['github.com/gorilla/sessions.NewCookieStore', 'github.com/gorilla/sessions.NewFilesystemStore'], effect: 'clean' },
  ],
  parameters: [
    // A gRPC service: protoc-gen-go-grpc makes the server struct embed `Unimplemented<Service>Server` (or
    // `Unsafe<Service>Server`), and its exported methods are the RPCs; the request message is the client's. The
    // context and a stream (`pb.Service_MethodServer`) are not input, nor a parameter of a builtin type (an exported
    // helper of the server struct: an RPC takes messages).
    {
      classPattern: '(^|[./])(Unimplemented|Unsafe)\\w+Server$',
      exceptTypes: '^context\\.Context$|_\\w+Server$|^(?![\\w./-]+\\.\\w+$)',
      label: 'request message `{name}` of a gRPC call',
    },
  ],
  callbacks: [
    { callee: [`${HTTP}.HandleFunc`, `${HTTP}.ServeMux.HandleFunc`, 'github.com/gorilla/mux.Router.HandleFunc', `${HTTP}.HandlerFunc`], params: [RESPONSE_WRITER, REQUEST] },
  ],
};

const SQL_DB = ['database/sql.DB', 'database/sql.Tx', 'database/sql.Conn'];
const SQLX = ['github.com/jmoiron/sqlx.DB', 'github.com/jmoiron/sqlx.Tx'];
const GORM = ['gorm.io/gorm.DB', 'github.com/jinzhu/gorm.DB'];
/** go-pg: `pg.DB`, a transaction and a connection run raw SQL; `orm.Query` builds it from expressions. */
const GOPG = ['github.com/go-pg/pg.DB', 'github.com/go-pg/pg.Tx', 'github.com/go-pg/pg.Conn'];
const GOPG_QUERY = 'github.com/go-pg/pg/orm.Query';
const PGX = ['github.com/jackc/pgx.Conn', 'github.com/jackc/pgx.Tx', 'github.com/jackc/pgx/pgxpool.Pool', 'github.com/jackc/pgx/pgxpool.Conn', 'github.com/jackc/pgx/pgxpool.Tx'];
const MONGO = 'go.mongodb.org/mongo-driver/mongo';
const COLLECTION = `${MONGO}.Collection`;
const MONGO_FILTERED = ['Find', 'FindOne', 'FindOneAndUpdate', 'FindOneAndDelete', 'FindOneAndReplace', 'UpdateOne', 'UpdateMany', 'ReplaceOne', 'DeleteOne', 'DeleteMany', 'CountDocuments', 'Aggregate', 'Watch'];
const LOG_METHODS = ['Print', 'Printf', 'Println', 'Fatal', 'Fatalf', 'Fatalln', 'Panic', 'Panicf', 'Panicln'];
const LOGRUS_METHODS = ['Trace', 'Tracef', 'Traceln', 'Debug', 'Debugf', 'Debugln', 'Info', 'Infof', 'Infoln', 'Print', 'Printf', 'Println', 'Warn', 'Warnf', 'Warnln', 'Warning', 'Warningf', 'Warningln', 'Error', 'Errorf', 'Errorln', 'Fatal', 'Fatalf', 'Fatalln', 'Panic', 'Panicf', 'Panicln', 'Log', 'Logf'];
const LOGRUS = ['github.com/sirupsen/logrus.Logger', 'github.com/sirupsen/logrus.Entry'];
const ZAP_SUGAR = 'go.uber.org/zap.SugaredLogger';
const SQL_SHAPE = '\\b(select\\s[\\s\\S]*\\sfrom|insert\\s+into|update\\s+\\S+\\s+set|delete\\s+from|create\\s+table|drop\\s+table|where\\s)';
const SHELL_ARGS = from(1);
/** A receiver named like a database handle, when its type is unknown. */
const DB_NAMES = '^(db|tx|conn|sqldb|database|pool)$|\\.(db|DB|tx|conn|Conn|pool)$';

/** The standard library and data libraries. */
const stdlib: TaintSpec = {
  // gorm runs the query its builders describe at a finisher; sqlx's Get reads into its first argument.
  queries: [
    { callee: on(GORM, ['First', 'Find', 'Take', 'Last', 'Count', 'Scan', 'FirstOrCreate', 'FirstOrInit', 'Create', 'Save', 'Update', 'Updates', 'Delete']) },
    { callee: ['*.Get', '*.GetContext', '*.SelectContext'], receiver: DB_NAMES, arity: [2, 99] },
    { callee: on([GOPG_QUERY], ['Select', 'SelectAndCount', 'SelectOrInsert', 'Count', 'Exists', 'First', 'Last', 'Insert', 'Update', 'Delete', 'ForceDelete']) },
  ],
  sinks: [
    // SQL.
    { callee: on(SQL_DB, ['Query', 'QueryRow', 'Exec', 'Prepare']), kind: 'sql', args: [0] },
    { callee: on(SQL_DB, ['QueryContext', 'QueryRowContext', 'ExecContext', 'PrepareContext']), kind: 'sql', args: [1] },
    { callee: on(SQLX, ['Select', 'Get']), kind: 'sql', args: [1] },
    { callee: on(SQLX, ['SelectContext', 'GetContext']), kind: 'sql', args: [2] },
    { callee: on(SQLX, ['MustExec', 'Queryx', 'QueryRowx', 'Preparex', 'NamedExec', 'NamedQuery', 'PrepareNamed']), kind: 'sql', args: [0] },
    { callee: on(SQLX, ['MustExecContext', 'QueryxContext', 'QueryRowxContext', 'PreparexContext', 'NamedExecContext', 'NamedQueryContext']), kind: 'sql', args: [1] },
    // gorm: a string condition is SQL; a struct or map condition is bound (only the argument's own taint counts).
    { callee: on(GORM, ['Raw', 'Exec', 'Where', 'Or', 'Not', 'Order', 'Having', 'Group', 'Select', 'Joins', 'Distinct', 'Pluck', 'Table']), kind: 'sql', args: [0], shallow: true },
    { callee: on(PGX, ['Query', 'QueryRow', 'Exec']), kind: 'sql', args: [1] },
    { callee: 'github.com/jackc/pgx.Batch.Queue', kind: 'sql', args: [0], runsQuery: false },
    // go-pg: Query and QueryOne take the model first; Exec the query. A builder's expressions are SQL (the `?` params
    // bound), while Order, Column, Group and Table quote what they are given as an identifier.
    { callee: on(GOPG, ['Query', 'QueryOne', 'CopyFrom', 'CopyTo', 'ExecContext', 'ExecOneContext']), kind: 'sql', args: [1] },
    { callee: on(GOPG, ['QueryContext', 'QueryOneContext']), kind: 'sql', args: [2] },
    { callee: on(GOPG, ['Exec', 'ExecOne', 'Prepare']), kind: 'sql', args: [0] },
    {
      callee: on([GOPG_QUERY], ['Where', 'WhereOr', 'WhereNot', 'WhereIn', 'Join', 'JoinOn', 'JoinOnOr', 'ColumnExpr', 'TableExpr', 'OrderExpr', 'GroupExpr', 'Having', 'DistinctOn',
        'For', 'Set', 'OnConflict', 'Returning']),
      kind: 'sql', args: [0],
    },
    { callee: on([GOPG_QUERY], ['Value']), kind: 'sql', args: [1] },
    // Text go-pg appends as it is, unquoted, wherever it is used as a parameter.
    { callee: ['github.com/go-pg/pg.SafeQuery', 'github.com/go-pg/pg.Safe', 'github.com/go-pg/pg/types.Safe', 'github.com/go-pg/pg/orm.SafeQuery'], kind: 'sql', args: [0], runsQuery: false },
    { callee: ['*.Query', '*.QueryRow', '*.Exec', '*.Prepare', '*.MustExec', '*.Queryx', '*.Select', '*.Raw'], receiver: DB_NAMES, shape: SQL_SHAPE, kind: 'sql', args: [0] },
    { callee: ['*.QueryContext', '*.QueryRowContext', '*.ExecContext', '*.PrepareContext'], receiver: DB_NAMES, shape: SQL_SHAPE, kind: 'sql', args: [1] },
    // Commands: the program, and every argument when the program is a shell (`sh -c …`).
    { callee: 'os/exec.Command', kind: 'command', args: [0] },
    { callee: 'os/exec.Command', kind: 'command', args: SHELL_ARGS, program: 0 },
    { callee: 'os/exec.CommandContext', kind: 'command', args: [1] },
    { callee: 'os/exec.CommandContext', kind: 'command', args: from(2), program: 1 },
    { callee: 'syscall.Exec', kind: 'command', args: [0] },
    // Files.
    {
      callee: ['os.Open', 'os.OpenFile', 'os.ReadFile', 'os.WriteFile', 'os.Create', 'os.Remove', 'os.RemoveAll', 'os.Mkdir', 'os.MkdirAll', 'os.MkdirTemp', 'os.CreateTemp', 'os.ReadDir',
        'os.Truncate', 'os.Chmod', 'os.Chown', 'os.Lchown', 'os.Chtimes', 'os.DirFS', 'io/ioutil.ReadFile', 'io/ioutil.WriteFile', 'io/ioutil.ReadDir', 'io/ioutil.TempFile', 'io/ioutil.TempDir'],
      kind: 'path', args: [0],
    },
    { callee: ['os.Rename', 'os.Symlink', 'os.Link'], kind: 'path', args: [0, 1] },
    // Outbound requests.
    { callee: on([HTTP], ['Get', 'Head', 'Post', 'PostForm']), kind: 'ssrf', args: [0] },
    { callee: on([`${HTTP}.Client`], ['Get', 'Head', 'Post', 'PostForm']), kind: 'ssrf', args: [0] },
    { callee: `${HTTP}.NewRequest`, kind: 'ssrf', args: [1] },
    { callee: `${HTTP}.NewRequestWithContext`, kind: 'ssrf', args: [2] },
    { callee: ['net.Dial', 'net.DialTimeout'], kind: 'ssrf', args: [1] },
    // jlaffaye/ftp: the address of the server, spoken to in plain FTP unless an option turns TLS on.
    { callee: ['github.com/jlaffaye/ftp.Dial', 'github.com/jlaffaye/ftp.DialTimeout', 'github.com/jlaffaye/ftp.Connect'], kind: 'ssrf', args: [0], plain: { scheme: 'ftp', unlessArgument: 'DialWith(Explicit)?TLS' } },
    // Logs: text formatted into a log line (structured fields are quoted by the logger).
    { callee: [...on(['log'], LOG_METHODS), ...on(['log.Logger'], LOG_METHODS)], kind: 'log', args: 'all' },
    { callee: [...on(['github.com/sirupsen/logrus'], LOGRUS_METHODS), ...on(LOGRUS, LOGRUS_METHODS)], kind: 'log', args: 'all' },
    { callee: on([ZAP_SUGAR], ['Debugf', 'Infof', 'Warnf', 'Errorf', 'DPanicf', 'Panicf', 'Fatalf', 'Debug', 'Info', 'Warn', 'Error', 'DPanic', 'Panic', 'Fatal']), kind: 'log', args: 'all' },
    { callee: on([ZAP_SUGAR], ['Debugw', 'Infow', 'Warnw', 'Errorw', 'DPanicw', 'Panicw', 'Fatalw']), kind: 'log', args: [0] },
    { callee: on(['go.uber.org/zap.Logger'], ['Debug', 'Info', 'Warn', 'Error', 'DPanic', 'Panic', 'Fatal']), kind: 'log', args: [0] },
    { callee: [...on(['log/slog'], ['Debug', 'Info', 'Warn', 'Error']), ...on(['log/slog.Logger'], ['Debug', 'Info', 'Warn', 'Error'])], kind: 'log', args: [0] },
    // LDAP: the base DN and the filter of a search.
    { callee: ['github.com/go-ldap/ldap.NewSearchRequest', 'gopkg.in/ldap.NewSearchRequest'], kind: 'ldap', args: [0, 6] },
    // MongoDB: a `$where` JavaScript clause, a whole filter taken from the request (operators included), or a
    // value of a decoded body that is not a string (an `interface{}` field can hold `{"$ne": ""}`).
    { callee: on([COLLECTION], MONGO_FILTERED), kind: 'nosql', args: [1], part: '$where' },
    { callee: on([COLLECTION], MONGO_FILTERED), kind: 'nosql', args: [1], shallow: true },
    { callee: on([COLLECTION], MONGO_FILTERED), kind: 'nosql', args: [1], structured: true },
    // Go's regexp is linear-time (RE2); regexp2 backtracks, so a pattern from outside can hang it.
    { callee: ['github.com/dlclark/regexp2.Compile', 'github.com/dlclark/regexp2.MustCompile'], kind: 'regex', args: [0] },
    // gob builds registered types of its choosing when it decodes into an interface value.
    { callee: ['encoding/gob.Decoder.Decode'], kind: 'deserialization', args: [-1], argType: { position: 0, types: ['interface{}', 'map[string]interface{}', '[]interface{}', 'map[interface{}]interface{}'] } },
  ],
  sanitizers: [
    {
      callee: ['strconv.Atoi', 'strconv.ParseInt', 'strconv.ParseUint', 'strconv.ParseFloat', 'strconv.ParseBool', 'strconv.ParseComplex', 'strconv.Itoa', 'strconv.FormatInt', 'strconv.FormatUint',
        'strconv.FormatFloat', 'strconv.FormatBool', 'github.com/google/uuid.Parse', 'github.com/google/uuid.MustParse', 'github.com/google/uuid.New', 'github.com/google/uuid.NewString',
        'github.com/google/uuid.NewRandom', 'github.com/gofrs/uuid.FromString', 'net.ParseIP', 'net/netip.ParseAddr', 'time.Parse', 'time.ParseDuration',
        'encoding/hex.EncodeToString', 'crypto/sha256.Sum256', 'crypto/sha512.Sum512', 'len', 'cap',
        'int', 'int8', 'int16', 'int32', 'int64', 'uint', 'uint8', 'uint16', 'uint32', 'uint64', 'float32', 'float64', 'bool'],
      kinds: ['*'],
    },
    { callee: ['path/filepath.Base', 'path.Base'], kinds: ['path', 'command'] },
    // Cleaning a rooted path drops every `..` that would climb above the root: joined under a folder, it stays inside.
    { callee: ['path/filepath.Clean', 'path.Clean'], kinds: ['path'], ifPrefix: { position: 0, matches: '^/' } },
    { callee: ['path/filepath.Clean', 'path/filepath.Abs', 'path/filepath.EvalSymlinks', 'path/filepath.Join', 'path.Clean', 'path.Join'], kinds: ['normalized'] },
    // filepath.Rel cleans both paths and answers with a relative one: only a leading `..` can leave the base. (Not
    // `normalized`: a prefix check of a relative path, `strings.HasPrefix(rel, "..")`, is no check of a root.)
    { callee: ['path/filepath.Rel'], kinds: ['relative'] },
    {
      callee: ['html.EscapeString', 'html/template.HTMLEscapeString', 'html/template.JSEscapeString', 'html/template.HTMLEscaper', 'html/template.JSEscaper', 'text/template.HTMLEscapeString',
        'text/template.JSEscapeString', 'text/template.HTMLEscaper', 'github.com/microcosm-cc/bluemonday.Policy.Sanitize'],
      kinds: HTML_ESCAPED,
    },
    { callee: ['net/url.QueryEscape', 'net/url.PathEscape', 'net/url.Values.Encode'], kinds: URL_ENCODED },
    // html/template escapes every value it renders: what it writes into a buffer (`tmpl.Execute(&buf, data)`) is safe HTML.
    { callee: on(['html/template.Template'], ['Execute', 'ExecuteTemplate']), kinds: HTML_ESCAPED },
    // encoding/json escapes <, > and & in strings (\u003c): JSON text cannot open markup.
    { callee: ['encoding/json.Marshal', 'encoding/json.MarshalIndent'], kinds: ['xss'] },
    { callee: on(['encoding/base64.Encoding'], ['EncodeToString']), kinds: URL_ENCODED.filter((kind) => kind !== 'path') },
    { callee: ['regexp.QuoteMeta', 'github.com/dlclark/regexp2.Escape'], kinds: ['regex'] },
    // go-pg quotes an identifier given as pg.Ident (`ORDER BY ?`): a column name, never SQL.
    { callee: ['github.com/go-pg/pg.Ident', 'github.com/go-pg/pg/types.Ident'], kinds: ['sql'] },
    { callee: ['github.com/go-ldap/ldap.EscapeFilter', 'github.com/go-ldap/ldap.EscapeDN', 'gopkg.in/ldap.EscapeFilter'], kinds: ['ldap'] },
    { callee: ['strings.ReplaceAll', 'strings.Replace'], kinds: ['log', 'header'], ifArgument: { position: 1, matches: '[\\r\\n]' } },
    { callee: ['strconv.Quote', 'strconv.QuoteToASCII', 'strconv.QuoteToGraphic'], kinds: ['log', 'header'] },
    // A strings.Replacer is how Go code replaces line breaks and markup in one pass.
    { callee: on(['strings.Replacer'], ['Replace']), kinds: ['log', 'header'] },
    { callee: ['github.com/alessio/shellescape.Quote', 'github.com/kballard/go-shellquote.Join'], kinds: ['command'] },
  ],
  validators: [
    { callee: ['strings.HasPrefix'], checks: 0, kinds: ['path'], requires: 'normalized' },
    { callee: ['path/filepath.IsLocal', 'io/fs.ValidPath'], checks: 0, kinds: ['path'] },
    // `rel, err := filepath.Rel(root, full)` rejected when it starts with `..`: rel, and full (Value.relativeOf), stay under root.
    { callee: ['strings.HasPrefix'], checks: 0, kinds: ['path'], passes: false, ifPrefix: { position: 1, matches: '^\\.\\.' }, requires: 'relative' },
    { callee: on(['regexp.Regexp'], ['MatchString', 'Match']), checks: 0, kinds: ['*'], regex: -1 },
    { callee: ['regexp.MatchString', 'regexp.Match'], checks: 1, kinds: ['*'], regex: 0 },
  ],
  propagators: [
    { callee: ['fmt.Sprintf', 'fmt.Errorf'], effect: 'format', template: 0, style: 'printf' },
    { callee: ['path/filepath.Rel'], effect: 'relative-path', base: 0, target: 1 },
    // Calls that do not return: what follows them on the path is not reached.
    {
      callee: ['os.Exit', 'panic', 'runtime.Goexit', ...on(['log', 'log.Logger'], ['Fatal', 'Fatalf', 'Fatalln', 'Panic', 'Panicf', 'Panicln']),
        ...on(['github.com/sirupsen/logrus', ...LOGRUS], ['Fatal', 'Fatalf', 'Fatalln', 'Panic', 'Panicf', 'Panicln']), ...on(['go.uber.org/zap.Logger', ZAP_SUGAR], ['Fatal', 'Fatalf', 'Panic', 'Panicf'])],
      effect: 'exit',
    },
    { callee: on(['strings.Builder', 'bytes.Buffer'], ['WriteString', 'Write', 'WriteByte', 'WriteRune']), effect: 'into-receiver', values: 'all' },
    { callee: on(['strings.Builder', 'bytes.Buffer'], ['String', 'Bytes']), effect: 'receiver' },
    // A compiled pattern (or template) is its source: kept to judge a validation by it.
    { callee: ['regexp.MustCompile', 'regexp.Compile', 'regexp.MustCompilePOSIX', 'regexp.CompilePOSIX', 'github.com/dlclark/regexp2.MustCompile', 'github.com/dlclark/regexp2.Compile'], effect: 'copy', arg: 0 },
    { callee: ['text/template.Must', 'html/template.Must'], effect: 'copy', arg: 0 },
    // sqlx.In expands `IN (?)` into one bind variable per element: the query is the template's, the values are
    // bound; Rebind only changes the placeholder style.
    { callee: ['github.com/jmoiron/sqlx.In', 'github.com/jmoiron/sqlx.Named', ...on(SQLX, ['Rebind']), 'github.com/jmoiron/sqlx.Rebind'], effect: 'copy', arg: 0 },
    {
      callee: ['strings.Contains', 'strings.ContainsAny', 'strings.ContainsRune', 'strings.HasPrefix', 'strings.HasSuffix', 'strings.Index', 'strings.IndexByte', 'strings.IndexRune', 'strings.IndexAny',
        'strings.LastIndex', 'strings.Count', 'strings.EqualFold', 'strings.Compare', 'bytes.Equal', 'bytes.Contains', 'bytes.HasPrefix', 'bytes.HasSuffix', 'bytes.Compare', 'bytes.Index',
        'unicode/utf8.RuneCountInString', 'unicode/utf8.ValidString', 'unicode/utf8.RuneCount', 'errors.Is', 'errors.As', 'reflect.DeepEqual', 'crypto/hmac.Equal', 'crypto/subtle.ConstantTimeCompare',
        'os.IsNotExist', 'os.IsExist', 'time.Now', 'time.Since', 'io/fs.ReadFile', 'io/fs.ReadDir', 'io/fs.Stat', 'os.Stat', 'os.Lstat', 'path/filepath.Ext', 'path.Ext', 'path/filepath.IsAbs', 'io/fs.ValidPath', 'path/filepath.IsLocal', 'github.com/dlclark/regexp2.Regexp.MatchString',
        ...on(['regexp.Regexp'], ['MatchString', 'Match', 'FindStringIndex', 'FindIndex']), 'regexp.MatchString', 'regexp.Match', 'slices.Index'],
      effect: 'clean',
    },
  ],
  types: [
    { callee: ['database/sql.Open', 'database/sql.OpenDB'], returns: 'database/sql.DB' },
    { callee: on(['database/sql.DB'], ['Begin', 'BeginTx']), returns: 'database/sql.Tx' },
    { callee: on(['database/sql.DB'], ['Conn']), returns: 'database/sql.Conn' },
    { callee: ['github.com/jmoiron/sqlx.Open', 'github.com/jmoiron/sqlx.Connect', 'github.com/jmoiron/sqlx.MustConnect', 'github.com/jmoiron/sqlx.MustOpen', 'github.com/jmoiron/sqlx.NewDb'], returns: 'github.com/jmoiron/sqlx.DB' },
    { callee: on(['github.com/jmoiron/sqlx.DB'], ['Beginx', 'MustBegin', 'BeginTxx', 'MustBeginTx']), returns: 'github.com/jmoiron/sqlx.Tx' },
    { callee: ['gorm.io/gorm.Open', 'github.com/jinzhu/gorm.Open'], returns: 'gorm.io/gorm.DB' },
    { callee: on(GORM, ['*']), returns: 'gorm.io/gorm.DB' },
    { callee: ['github.com/jackc/pgx.Connect'], returns: 'github.com/jackc/pgx.Conn' },
    { callee: ['github.com/go-pg/pg.Connect'], returns: 'github.com/go-pg/pg.DB' },
    { callee: on(['github.com/go-pg/pg.DB'], ['Begin', 'BeginContext']), returns: 'github.com/go-pg/pg.Tx' },
    { callee: on(['github.com/go-pg/pg.DB'], ['Conn']), returns: 'github.com/go-pg/pg.Conn' },
    { callee: [...on(GOPG, ['Model', 'ModelContext']), 'github.com/go-pg/pg/orm.NewQuery'], returns: GOPG_QUERY },
    { callee: on([GOPG_QUERY], ['*']), returns: GOPG_QUERY },
    { callee: ['github.com/jackc/pgx/pgxpool.New', 'github.com/jackc/pgx/pgxpool.Connect', 'github.com/jackc/pgx/pgxpool.NewWithConfig'], returns: 'github.com/jackc/pgx/pgxpool.Pool' },
    { callee: ['text/template.New', 'text/template.Must', 'text/template.ParseFiles', 'text/template.ParseGlob', 'text/template.ParseFS'], returns: 'text/template.Template' },
    { callee: on(['text/template.Template'], ['New', 'Parse', 'Funcs', 'Option', 'Delims', 'Lookup', 'Clone', 'ParseFiles', 'ParseGlob']), returns: 'text/template.Template' },
    { callee: ['html/template.New', 'html/template.Must', 'html/template.ParseFiles', 'html/template.ParseGlob', 'html/template.ParseFS'], returns: 'html/template.Template' },
    { callee: on(['html/template.Template'], ['New', 'Parse', 'Funcs', 'Option', 'Delims', 'Lookup', 'Clone', 'ParseFiles', 'ParseGlob']), returns: 'html/template.Template' },
    { callee: ['regexp.MustCompile', 'regexp.Compile', 'regexp.MustCompilePOSIX', 'regexp.CompilePOSIX'], returns: 'regexp.Regexp' },
    { callee: ['github.com/dlclark/regexp2.MustCompile', 'github.com/dlclark/regexp2.Compile'], returns: 'github.com/dlclark/regexp2.Regexp' },
    { callee: [`${MONGO}.Connect`, `${MONGO}.NewClient`], returns: `${MONGO}.Client` },
    { callee: `${MONGO}.Client.Database`, returns: `${MONGO}.Database` },
    { callee: `${MONGO}.Database.Collection`, returns: COLLECTION },
    { callee: ['github.com/go-ldap/ldap.Dial', 'github.com/go-ldap/ldap.DialURL', 'github.com/go-ldap/ldap.DialTLS'], returns: 'github.com/go-ldap/ldap.Conn' },
    { callee: 'encoding/gob.NewDecoder', returns: 'encoding/gob.Decoder' },
    { callee: ['log.New', 'log.Default'], returns: 'log.Logger' },
    { callee: ['github.com/sirupsen/logrus.New', 'github.com/sirupsen/logrus.StandardLogger'], returns: 'github.com/sirupsen/logrus.Logger' },
    { callee: [...on(['github.com/sirupsen/logrus'], ['WithField', 'WithFields', 'WithError', 'WithContext']), ...on(LOGRUS, ['WithField', 'WithFields', 'WithError', 'WithContext'])], returns: 'github.com/sirupsen/logrus.Entry' },
    { callee: ['go.uber.org/zap.NewProduction', 'go.uber.org/zap.NewDevelopment', 'go.uber.org/zap.NewExample', 'go.uber.org/zap.New', 'go.uber.org/zap.L', 'go.uber.org/zap.Must'], returns: 'go.uber.org/zap.Logger' },
    { callee: on(['go.uber.org/zap.Logger'], ['With', 'Named']), returns: 'go.uber.org/zap.Logger' },
    { callee: ['go.uber.org/zap.S', 'go.uber.org/zap.Logger.Sugar'], returns: ZAP_SUGAR },
    { callee: on([ZAP_SUGAR], ['With', 'Named']), returns: ZAP_SUGAR },
    { callee: ['log/slog.New', 'log/slog.Default', 'log/slog.With', 'log/slog.Logger.With'], returns: 'log/slog.Logger' },
    { callee: ['strings.NewReplacer'], returns: 'strings.Replacer' },
    { callee: ['bytes.NewBufferString', 'bytes.NewBuffer'], returns: 'bytes.Buffer' },
    { callee: ['github.com/microcosm-cc/bluemonday.UGCPolicy', 'github.com/microcosm-cc/bluemonday.StrictPolicy', 'github.com/microcosm-cc/bluemonday.NewPolicy'], returns: 'github.com/microcosm-cc/bluemonday.Policy' },
  ],
  supertypes: {
    'github.com/jmoiron/sqlx.DB': ['database/sql.DB'],
    'github.com/jmoiron/sqlx.Tx': ['database/sql.Tx'],
    'github.com/jinzhu/gorm.DB': ['gorm.io/gorm.DB'],
    'github.com/sirupsen/logrus.Entry': ['github.com/sirupsen/logrus.Logger'],
  },
  textTypes: ['string', '[]string', 'map[string]string', 'map[string][]string'],
  numericTypes: [
    'int', 'int8', 'int16', 'int32', 'int64', 'uint', 'uint8', 'uint16', 'uint32', 'uint64', 'uintptr', 'float32', 'float64', 'complex64', 'complex128', 'bool', 'byte', 'rune',
    'time.Time', 'time.Duration', 'time.Month', 'time.Weekday', 'github.com/google/uuid.UUID', 'net.IP', 'net/netip.Addr',
  ],
};

/** math/rand (and math/rand/v2, the same path once the major version is dropped): every value it draws. */
const MATH_RAND = 'math/rand';
const RAND_DRAWS = ['Int', 'Intn', 'IntN', 'Int31', 'Int31n', 'Int32', 'Int32N', 'Int63', 'Int63n', 'Int64', 'Int64N', 'Uint', 'UintN', 'Uint32', 'Uint32N', 'Uint64',
  'Uint64N', 'N', 'Float32', 'Float64', 'ExpFloat64', 'NormFloat64', 'Perm', 'Read', 'Shuffle'];
const COOKIE = `${HTTP}.Cookie`;

/**
 * Predictable randomness (the `weak-random` kind): math/rand's generators are sources, and a value named for a
 * secret (the rows every language shares: `token`, `resetCode`, `sessionID`, `apiKey`…) or sent as a cookie
 * value is where a predictable number does harm. crypto/rand is a different package path, so it is no source.
 */
const randomness: TaintSpec = {
  namedSinks: textSpec.namedSinks,
  sources: [
    { callee: on([MATH_RAND, `${MATH_RAND}.Rand`, `${MATH_RAND}.Source`, `${MATH_RAND}.Zipf`], RAND_DRAWS), label: 'a math/rand number', kinds: ['weak-random'], numeric: true },
  ],
  sinks: [
    { callee: `${HTTP}.SetCookie`, kind: 'weak-random', args: [1], part: 'Value' },
    { callee: on([ECHO], ['SetCookie']), kind: 'weak-random', args: [0], part: 'Value' },
    { callee: on([FIBER], ['Cookie']), kind: 'weak-random', args: [0], part: 'Value' },
    { callee: on([GIN], ['SetCookie']), kind: 'weak-random', args: [1] },
    { callee: `${COOKIE}.Value`, form: 'write', kind: 'weak-random', args: [0] },
  ],
  types: [
    { callee: [`${MATH_RAND}.New`], returns: `${MATH_RAND}.Rand` },
    { callee: [`${MATH_RAND}.NewSource`, `${MATH_RAND}.NewPCG`], returns: `${MATH_RAND}.Source` },
    { callee: [`${MATH_RAND}.NewZipf`], returns: `${MATH_RAND}.Zipf` },
  ],
};

const ANTCHFX_QUERY = ['github.com/antchfx/xmlquery', 'github.com/antchfx/htmlquery', 'github.com/antchfx/jsonquery'];
const LIBXML2 = 'github.com/lestrrat-go/libxml2';
const LIBXML2_DOCUMENT = `${LIBXML2}/types.Document`;
const LIBXML2_NODE = `${LIBXML2}/types.Node`;
/** The bindings' first import path, whose root package held the parser and the XPath context. */
const LIBXML2_FIRST = 'github.com/lestrrat/go-libxml2';
const LIBXML2_PARSER = [`${LIBXML2}/parser.Parser`, `${LIBXML2_FIRST}.Parser`];
/**
 * libxml2 options that resolve entities: NoEnt substitutes them (external ones included), DTDLoad loads the external
 * subset and its parameter entities, DTDAttr and DTDValid load it too. The Go lowering reads each option as its
 * qualified name, and a set of them (`a | b`) as the names joined by `|`.
 */
const ENTITY_OPTIONS = '\\.X[Mm][Ll]Parse(NoEnt|DTDLoad|DTDAttr|DTDValid)\\b';
/** `parser.New(opts...)` ORs every option it is given into the parser's Options: the first is kept there, the others beside it. */
const PARSER_OPTIONS = ['Options', 'Options.1', 'Options.2', 'Options.3'];

/**
 * XML: XPath expressions evaluated or compiled (antchfx's xmlquery, htmlquery, jsonquery and xpath, libxml2's
 * bindings, xmlpath, goxpath).
 */
const xml: TaintSpec = {
  sinks: [
    // antchfx: `Find(top, expr)` and its kin evaluate the expression; a node's SelectElement(s) is FindOne/Find on it.
    { callee: on(ANTCHFX_QUERY, ['Find', 'FindOne', 'Query', 'QueryAll', 'FindEach', 'FindEachWithBreak']), kind: 'xpath', args: [1] },
    { callee: on(['github.com/antchfx/xmlquery.Node', 'github.com/antchfx/jsonquery.Node'], ['SelectElement', 'SelectElements']), kind: 'xpath', args: [0] },
    { callee: ['github.com/antchfx/xpath.Compile', 'github.com/antchfx/xpath.MustCompile', 'github.com/antchfx/xpath.CompileWithNS', 'github.com/antchfx/xpath.Select'], kind: 'xpath', args: [0] },
    // libxml2: an expression compiled, or evaluated against a node, a document or an XPath context.
    { callee: [`${LIBXML2}/xpath.NewExpression`, `${LIBXML2_FIRST}.NewXPathExpression`], kind: 'xpath', args: [0] },
    { callee: on([`${LIBXML2}/xpath.Context`, `${LIBXML2_FIRST}.XPathContext`], ['Find', 'Exists', 'FindNodes', 'FindValue']), kind: 'xpath', args: [0] },
    { callee: on([LIBXML2_NODE, `${LIBXML2_FIRST}.Node`, `${LIBXML2_FIRST}.Document`], ['Find', 'FindNodes']), kind: 'xpath', args: [0] },
    { callee: ['gopkg.in/xmlpath.Compile', 'gopkg.in/xmlpath.MustCompile', 'github.com/ChrisTrenkamp/goxpath.Parse', 'github.com/ChrisTrenkamp/goxpath.MustParse', 'github.com/ChrisTrenkamp/goxpath.ParseExec'], kind: 'xpath', args: [0] },
    // XXE: a libxml2 parser made with options that resolve entities, given outside XML.
    ...PARSER_OPTIONS.map((field) => ({
      callee: on(LIBXML2_PARSER, ['Parse', 'ParseString', 'ParseReader']), kind: 'xxe' as const, args: [0], configured: { arg: -1, field, matches: ENTITY_OPTIONS },
    })),
    // `libxml2.ParseReader(r, opts...)` is `parser.New(opts...).ParseReader(r)`: an option at any position decides.
    ...[1, 2, 3, 4].map((position) => ({
      callee: on([LIBXML2], ['Parse', 'ParseString', 'ParseReader']), arity: [position + 1, 16] as const, kind: 'xxe' as const, args: [0],
      unless: { position, matches: `^(?![\\s\\S]*${ENTITY_OPTIONS})` },
    })),
  ],
  propagators: [
    { callee: [`${LIBXML2}/parser.New`, `${LIBXML2_FIRST}.NewParser`], effect: 'fields', names: PARSER_OPTIONS },
  ],
  types: [
    { callee: [`${LIBXML2}/parser.New`], returns: `${LIBXML2}/parser.Parser` },
    { callee: [`${LIBXML2_FIRST}.NewParser`], returns: `${LIBXML2_FIRST}.Parser` },
    { callee: on([`${LIBXML2_FIRST}.Parser`], ['Parse', 'ParseString', 'ParseReader']), returns: `${LIBXML2_FIRST}.Document` },
    { callee: [`${LIBXML2_FIRST}.NewXPathContext`], returns: `${LIBXML2_FIRST}.XPathContext` },
    { callee: [...on([`${LIBXML2}/parser.Parser`], ['Parse', 'ParseString', 'ParseReader']), ...on([LIBXML2], ['Parse', 'ParseString', 'ParseReader', 'ParseHTML', 'ParseHTMLString', 'ParseHTMLReader'])], returns: LIBXML2_DOCUMENT },
    { callee: [`${LIBXML2}/xpath.NewContext`], returns: `${LIBXML2}/xpath.Context` },
  ],
  supertypes: {
    [LIBXML2_DOCUMENT]: [LIBXML2_NODE],
  },
};

/** Values the crypto rules judge: the block a cipher constructor returns (whose raw Encrypt is ECB mode). */
const crypto: TaintSpec = {
  types: [
    {
      callee: ['crypto/aes.NewCipher', 'crypto/des.NewCipher', 'crypto/des.NewTripleDESCipher', 'golang.org/x/crypto/blowfish.NewCipher', 'golang.org/x/crypto/blowfish.NewSaltedCipher',
        'golang.org/x/crypto/cast5.NewCipher', 'golang.org/x/crypto/twofish.NewCipher', 'golang.org/x/crypto/tea.NewCipher', 'golang.org/x/crypto/xtea.NewCipher'],
      returns: 'crypto/cipher.Block',
    },
  ],
};

/** Functions named for the escaping they do (`sanitizeURI`, `escapeHTML`): every language's rows. */
const named: TaintSpec = { namedSanitizers: textSpec.namedSanitizers };

export const goSpec: TaintSpec = mergeSpecs(web, stdlib, xml, randomness, crypto, named);
