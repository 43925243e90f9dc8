/**
 * Taint specification for Python: the standard library (processes, files, eval, pickle, logging, re), Flask,
 * Django (and REST framework), FastAPI/Starlette, DB-API drivers and SQLAlchemy, requests/httpx/urllib, Jinja2 and
 * Mako, PyYAML, ldap3/python-ldap, lxml (queries and parser options) and PyMongo. Rows only.
 */
import { ENVIRONMENT_KINDS, mergeSpecs, type TaintSpec } from '../../core/taint-spec';
import { textSpec } from '../../analysis/dataflow/common-spec';

const FLASK_REQUEST = ['flask.Request', 'werkzeug.Request'];
const DJANGO_REQUEST = ['django.HttpRequest', 'rest_framework.Request'];
const STARLETTE_REQUEST = ['fastapi.Request', 'starlette.requests.Request', 'starlette.Request'];
const AIOHTTP_REQUEST = ['aiohttp.web.Request', 'aiohttp.web.BaseRequest', 'aiohttp.web_request.Request', 'aiohttp.web_request.BaseRequest'];
const on = (types: readonly string[], members: readonly string[]): string[] => types.flatMap((type) => members.map((member) => `${type}.${member}`));
/** A MongoDB collection by its name (`db.users`, `orders_collection`, `db["orders"]`), not any name containing one (`collapsed_path`). */
const MONGO_COLLECTION = '(^|[._])(coll|collection|db|mongo|users|orders|items|table)$|\\]$|_col$';
const HTTP_VERBS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'request', 'stream'];
/** Django's class-based views and their mixins, by the simple names a view of the file extends them by. */
const DJANGO_VIEWS = ['View', 'TemplateView', 'RedirectView', 'FormView', 'CreateView', 'UpdateView', 'DeleteView', 'DetailView', 'ListView', 'ProcessFormView',
  'BaseFormView', 'BaseCreateView', 'BaseUpdateView', 'BaseDeleteView', 'FormMixin', 'ModelFormMixin', 'DeletionMixin', 'LoginView', 'LogoutView', 'PasswordChangeView',
  'PasswordResetView', 'PasswordResetConfirmView', 'RedirectURLMixin', 'SuccessURLAllowedHostsMixin'];
const DRF_VIEWS = ['APIView', 'GenericAPIView', 'ViewSet', 'GenericViewSet', 'ModelViewSet', 'ReadOnlyModelViewSet'];
/**
 * The hooks Django's views call for where to send the user next (FormMixin's and DeletionMixin's `get_success_url`,
 * RedirectView's and the auth views' `get_redirect_url`, LogoutView's `get_next_page`): their result is redirected to.
 */
const DJANGO_REDIRECT_HOOKS = '^(get_success_url|get_redirect_url|get_default_redirect_url|get_next_page)$';

/** Web frameworks: where request input comes from, where responses and sessions go. */
const web: TaintSpec = {
  sources: [
    { callee: on(FLASK_REQUEST, ['args', 'form', 'values', 'cookies', 'headers', 'view_args', 'url', 'base_url', 'full_path', 'path', 'query_string']), form: 'read', label: 'request input', text: true },
    { callee: on(FLASK_REQUEST, ['json', 'data', 'files', 'stream', 'environ']), form: 'read', label: 'request body' },
    { callee: on(FLASK_REQUEST, ['get_json', 'get_data']), label: 'request body' },
    { callee: on(DJANGO_REQUEST, ['GET', 'POST', 'COOKIES', 'META', 'headers', 'query_params', 'path', 'path_info']), form: 'read', label: 'request input', text: true },
    { callee: on(DJANGO_REQUEST, ['FILES', 'body', 'data']), form: 'read', label: 'request body' },
    { callee: on(DJANGO_REQUEST, ['get_full_path', 'read', 'readline', 'build_absolute_uri']), label: 'request input' },
    { callee: on(STARLETTE_REQUEST, ['query_params', 'path_params', 'headers', 'cookies', 'url']), form: 'read', label: 'request input', text: true },
    { callee: on(STARLETTE_REQUEST, ['json', 'form', 'body', 'stream']), label: 'request body' },
    { callee: on(AIOHTTP_REQUEST, ['query', 'rel_url', 'match_info', 'headers', 'cookies', 'url', 'path', 'path_qs', 'query_string', 'raw_path']), form: 'read', label: 'request input', text: true },
    { callee: on(AIOHTTP_REQUEST, ['json', 'post', 'text', 'read', 'multipart', 'content']), label: 'request body' },
    { callee: 'sys.argv', form: 'read', local: true, label: 'command-line argument' },
    { callee: on(['BaseHTTPRequestHandler', 'http.server.BaseHTTPRequestHandler', 'SimpleHTTPRequestHandler'], ['path', 'headers', 'rfile', 'requestline']), form: 'read', label: 'request input' },
    { callee: ['sys.stdin', 'sys.stdin.buffer'], form: 'read', label: 'standard input' },
    { callee: ['input', 'raw_input', 'sys.stdin.read', 'sys.stdin.readline', 'sys.stdin.readlines'], label: 'terminal input' },
    { callee: 'os.environ', form: 'read', local: true, label: 'environment variable', kinds: ENVIRONMENT_KINDS },
    { callee: ['os.getenv', 'os.environ.get'], local: true, label: 'environment variable `{0}`', kinds: ENVIRONMENT_KINDS },
    { callee: ['*.recv', '*.recvfrom', '*.recv_into'], receiver: 'sock|conn|client|connection|s$', label: 'socket input' },
    { callee: ['open', 'io.open', 'codecs.open'], local: true, label: 'contents of a file named at run time', kinds: ['deserialization', 'code', 'command'], unlessConstant: 0 },
    {
      callee: ['random.random', 'random.randint', 'random.randrange', 'random.choice', 'random.choices', 'random.sample', 'random.getrandbits', 'random.uniform', 'random.randbytes', 'random.Random',
        'numpy.random.randint', 'numpy.random.rand', 'numpy.random.choice', 'numpy.random.bytes'],
      label: 'the random module', kinds: ['weak-random'], numeric: true,
    },
  ],
  parameters: [
    {
      decorator: ['route', 'get', 'post', 'put', 'patch', 'delete', 'api_route', 'websocket'],
      params: 'all',
      except: ['Request', 'fastapi.Request', 'starlette.requests.Request', 'Response', 'BackgroundTasks', 'Session', 'AsyncSession', 'WebSocket', 'HTTPConnection', 'self', 'db', 'current_user', 'background_tasks'],
      // Dependencies FastAPI injects (a service, a session, the current user), not values the request carries.
      exceptDefaults: ['Depends', 'Security'],
      label: 'request parameter `{name}`',
    },
    { firstParameter: ['request'], params: 'all', except: ['self'], label: 'URL parameter `{name}`' },
    // FastAPI's request markers (not `Path`/`File`, which are also pathlib's and other libraries' names).
    { defaults: ['Header', 'Cookie', 'Query', 'Body', 'Form'], label: 'request parameter `{name}`' },
  ],
  sinks: [
    { callee: ['flask.make_response', 'flask.Response', 'werkzeug.Response', 'django.http.HttpResponse', 'django.http.response.HttpResponse', 'HttpResponse', 'markupsafe.Markup', 'flask.Markup', 'jinja2.Markup', 'django.utils.safestring.mark_safe', 'django.utils.html.mark_safe', 'starlette.responses.HTMLResponse', 'fastapi.responses.HTMLResponse'], kind: 'xss', args: [0, 'content', 'response'],
      // A response declared as plain text, JSON or bytes is not rendered as HTML.
      unless: { keyword: 'content_type', matches: '^(text/plain|text/csv|application/(json|octet-stream|pdf|xml))\\b' } },
    // aiohttp answers `text` (or `body`) as plain text unless the response declares itself HTML.
    ...['text/html', 'application/xhtml+xml'].map((type) => ({ callee: ['aiohttp.web.Response', 'aiohttp.web_response.Response'], kind: 'xss' as const, args: ['text', 'body'], when: { keyword: 'content_type', equals: type } })),
    { callee: ['flask.render_template_string', 'jinja2.Template', 'jinja2.Environment.from_string', 'mako.template.Template', 'django.template.Template', 'django.template.engines.from_string', 'Template'], kind: 'template', args: [0, 'source'] },
    { callee: ['*.from_string'], receiver: 'env|environment|jinja', kind: 'template', args: [0] },
    { callee: ['flask.redirect', 'django.shortcuts.redirect', 'django.http.HttpResponseRedirect', 'django.http.HttpResponsePermanentRedirect', 'HttpResponseRedirect', 'starlette.responses.RedirectResponse', 'fastapi.responses.RedirectResponse', 'werkzeug.utils.redirect'], kind: 'redirect', args: [0, 'location', 'url'] },
    { callee: ['flask.Session.[]', 'django.Session.[]'], form: 'write', kind: 'trust-boundary', args: [0] },
    { callee: ['flask.Headers.[]', 'django.HttpResponse.[]', 'werkzeug.Headers.[]', 'django.Headers.[]', 'starlette.Headers.[]'], form: 'write', kind: 'header', args: [0] },
    { callee: on(['flask.Headers', 'werkzeug.Headers'], ['add', 'set', 'setdefault', 'add_header']), kind: 'header', args: [1] },
    { callee: ['*.send_header'], receiver: '^self$', kind: 'header', args: [1] },
    { callee: ['BaseHTTPRequestHandler.send_header', 'http.server.BaseHTTPRequestHandler.send_header'], kind: 'header', args: [1] },
    { callee: ['*.set_cookie'], kind: 'weak-random', args: [1, 'value'] },
    { callee: ['flask.send_file', 'django.http.FileResponse', 'fastapi.responses.FileResponse', 'starlette.responses.FileResponse', 'aiohttp.web.FileResponse', 'aiohttp.web_fileresponse.FileResponse'], kind: 'path', args: [0, 'path'] },
    { callee: ['*.save'], receiver: 'upload|file|f$|image|avatar|attachment|storage', kind: 'path', args: [0, 'dst'] },
  ],
  returns: [
    { decorator: ['route', 'get', 'post', 'put', 'patch', 'delete', 'api_route'], kind: 'xss', text: true },
    { classPattern: `^(${DJANGO_VIEWS.join('|')})$`, methodPattern: DJANGO_REDIRECT_HOOKS, overridesOnly: true, imports: 'django', kind: 'redirect' },
  ],
  // aiohttp handlers are registered, not decorated: the registration gives the handler its request.
  callbacks: [
    {
      callee: [...on(['aiohttp.web.UrlDispatcher'], ['add_get', 'add_post', 'add_put', 'add_patch', 'add_delete', 'add_head', 'add_route', 'add_view']),
        'aiohttp.web.get', 'aiohttp.web.post', 'aiohttp.web.put', 'aiohttp.web.patch', 'aiohttp.web.delete', 'aiohttp.web.head', 'aiohttp.web.route', 'aiohttp.web.view'],
      params: ['aiohttp.web.Request'],
    },
  ],
  types: [
    { callee: ['aiohttp.web.Application'], returns: 'aiohttp.web.Application' },
    { callee: on(['aiohttp.web.Application'], ['router']), form: 'read', returns: 'aiohttp.web.UrlDispatcher' },
    { callee: ['flask.request', 'werkzeug.request'], form: 'read', returns: 'flask.Request' },
    { callee: ['flask.session'], form: 'read', returns: 'flask.Session' },
    { callee: ['flask.make_response', 'flask.Response', 'werkzeug.Response', 'flask.current_app.response_class'], returns: 'flask.Response' },
    { callee: on(['flask.Response'], ['headers']), form: 'read', returns: 'flask.Headers' },
    { callee: ['django.http.HttpResponse', 'HttpResponse', 'django.http.JsonResponse', 'django.shortcuts.render'], returns: 'django.HttpResponse' },
    { callee: on(DJANGO_REQUEST, ['session']), form: 'read', returns: 'django.Session' },
    // A class-based view is given the request it answers as `self.request`.
    { callee: 'django.View.request', form: 'read', returns: 'django.HttpRequest' },
    { callee: 'rest_framework.APIView.request', form: 'read', returns: 'rest_framework.Request' },
    { callee: on(['django.HttpResponse'], ['headers']), form: 'read', returns: 'django.Headers' },
    { callee: ['starlette.responses.Response', 'fastapi.Response', 'fastapi.responses.Response', 'starlette.responses.HTMLResponse', 'fastapi.responses.HTMLResponse', 'starlette.responses.PlainTextResponse'], returns: 'starlette.Response' },
    { callee: on(['starlette.Response', 'fastapi.Response'], ['headers']), form: 'read', returns: 'starlette.Headers' },
    // Django's template engine escapes every variable it renders (autoescape is on unless a template turns it off).
    { callee: ['django.template.Engine', 'django.template.engine.Engine', 'django.template.Engine.get_default', 'django.template.engine.Engine.get_default'], returns: 'django.Engine' },
    { callee: ['django.template.Template', 'django.template.loader.get_template', 'django.template.loader.select_template', ...on(['django.Engine'], ['from_string', 'get_template', 'select_template'])], returns: 'django.Template' },
    { callee: ['pathlib.Path', 'pathlib.PurePath', 'Path'], returns: 'pathlib.Path' },
    { callee: ['re.compile', 'regex.compile'], returns: 're.Pattern' },
    { callee: ['markupsafe.Markup', 'flask.Markup', 'jinja2.Markup'], returns: 'markupsafe.Markup' },
    { callee: ['requests.Session', 'requests.session', 'httpx.Client', 'httpx.AsyncClient', 'aiohttp.ClientSession'], returns: 'requests.Session' },
    { callee: ['sqlite3.connect', 'psycopg2.connect', 'psycopg.connect', 'psycopg.Connection.connect', 'psycopg.AsyncConnection.connect', 'pymysql.connect', 'MySQLdb.connect', 'mysql.connector.connect',
      'pg8000.connect', 'pg8000.dbapi.connect', 'aiosqlite.connect', 'aiomysql.connect', 'pyodbc.connect', 'oracledb.connect', 'cx_Oracle.connect'], returns: 'dbapi.Connection' },
    // asyncpg: connections from connect() or a pool (`async with pool.acquire() as conn`), queries run by fetch*/execute.
    { callee: ['asyncpg.connect'], returns: 'asyncpg.Connection' },
    { callee: ['asyncpg.create_pool'], returns: 'asyncpg.Pool' },
    { callee: on(['asyncpg.Pool'], ['acquire']), returns: 'asyncpg.Connection' },
    { callee: ['pg8000.native.Connection'], returns: 'pg8000.native.Connection' },
    { callee: on(['dbapi.Connection'], ['cursor']), returns: 'dbapi.Cursor' },
    { callee: ['jinja2.Environment'], returns: 'jinja2.Environment' },
    { callee: ['ldap3.Connection'], returns: 'ldap3.Connection' },
    { callee: ['ldap.initialize'], returns: 'ldap.LDAPObject' },
    { callee: ['lxml.etree.parse', 'lxml.etree.fromstring', 'lxml.etree.XML', 'lxml.html.fromstring', 'lxml.etree.HTML'], returns: 'lxml.Element' },
    { callee: on(['lxml.Element'], ['getroot']), returns: 'lxml.Element' },
    { callee: ['pymongo.MongoClient'], returns: 'pymongo.MongoClient' },
  ],
  supertypes: {
    ...Object.fromEntries(DJANGO_VIEWS.map((view) => [view, ['django.View']])),
    ...Object.fromEntries(DRF_VIEWS.map((view) => [view, ['rest_framework.APIView']])),
    'python.Request': ['django.HttpRequest', 'aiohttp.web.Request', 'starlette.Request'],
    'werkzeug.Request': ['flask.Request'],
    'rest_framework.Request': ['django.HttpRequest'],
    'django.http.HttpRequest': ['django.HttpRequest'],
    'django.http.request.HttpRequest': ['django.HttpRequest'],
    HttpRequest: ['django.HttpRequest'],
    'starlette.requests.Request': ['starlette.Request'],
    'fastapi.Request': ['starlette.Request'],
    'werkzeug.Headers': ['flask.Headers'],
    'rest_framework.request.Request': ['rest_framework.Request'],
    // HTTP clients declared by their own names (`client: httpx.Client`) are sessions like the ones built here.
    'httpx.Client': ['requests.Session'],
    'httpx.AsyncClient': ['requests.Session'],
    'aiohttp.ClientSession': ['requests.Session'],
    'requests.sessions.Session': ['requests.Session'],
  },
  // An untyped `request` is a framework's request: Django's view argument, an aiohttp or Starlette handler's.
  parameterNames: { request: 'python.Request', req: 'python.Request' },
};

const PIKA_CHANNEL = ['pika.Channel', 'pika.adapters.blocking_connection.BlockingChannel', 'pika.channel.Channel'];

/**
 * Message queues and task queues: a message is as remote as a request, since whoever can publish to the queue chooses
 * it (the Go amqp `Delivery.Body`, amqplib's `msg.content` and Spring's `@KafkaListener` parameters read the same way).
 */
const queues: TaintSpec = {
  sources: [
    // pika's blocking generator: `for method, properties, body in channel.consume(queue)`.
    { callee: on(PIKA_CHANNEL, ['consume']), label: 'message-queue message' },
    { callee: ['*.consume'], receiver: '^(channel|chan|ch|.*_channel|self\\.channel|self\\._channel)$', label: 'message-queue message' },
    { callee: on(['aio_pika.IncomingMessage', 'aio_pika.abc.AbstractIncomingMessage', 'aio_pika.message.IncomingMessage'], ['body']), form: 'read', label: 'message-queue message' },
    // kafka-python's records (iterating a KafkaConsumer) and confluent-kafka's messages (`consumer.poll()`).
    { callee: on(['kafka.ConsumerRecord', 'kafka.consumer.fetcher.ConsumerRecord'], ['value', 'key', 'headers']), form: 'read', label: 'message-queue message' },
    { callee: on(['confluent_kafka.Message'], ['value', 'key', 'headers']), label: 'message-queue message' },
  ],
  callbacks: [
    // pika calls `on_message_callback(channel, method, properties, body)` for each message (before 1.0, `consumer_callback`):
    // the publisher chose the body and the properties (headers).
    { callee: ['*.basic_consume', ...on(PIKA_CHANNEL, ['basic_consume'])], params: ['pika.Channel', 'pika.spec.Basic.Deliver', 'pika.spec.BasicProperties', 'bytes'], input: { params: [2, 3], label: 'message-queue message' } },
    // aio-pika's `queue.consume(callback)` hands the callback each message.
    { callee: on(['aio_pika.Queue', 'aio_pika.abc.AbstractQueue'], ['consume']), params: ['aio_pika.IncomingMessage'] },
  ],
  parameters: [
    // A Celery task's arguments are the queued message's payload, whoever enqueued it (a bound task's `self` is the task).
    { decorator: ['task', 'shared_task', 'periodic_task'], imports: 'celery', params: 'all', except: ['self'], label: 'task argument `{name}`' },
  ],
  types: [
    { callee: ['pika.BlockingConnection', 'pika.SelectConnection'], returns: 'pika.Connection' },
    { callee: on(['pika.Connection'], ['channel']), returns: 'pika.Channel' },
    { callee: ['aio_pika.connect', 'aio_pika.connect_robust'], returns: 'aio_pika.Connection' },
    { callee: on(['aio_pika.Connection'], ['channel']), returns: 'aio_pika.Channel' },
    { callee: on(['aio_pika.Channel'], ['declare_queue', 'get_queue']), returns: 'aio_pika.Queue' },
    { callee: on(['aio_pika.Queue'], ['iterator']), returns: 'aio_pika.QueueIterator', elements: 'aio_pika.IncomingMessage' },
    { callee: on(['aio_pika.Queue'], ['get']), returns: 'aio_pika.IncomingMessage' },
    { callee: ['kafka.KafkaConsumer'], returns: 'kafka.KafkaConsumer', elements: 'kafka.ConsumerRecord' },
    { callee: ['confluent_kafka.Consumer'], returns: 'confluent_kafka.Consumer' },
    { callee: on(['confluent_kafka.Consumer'], ['poll']), returns: 'confluent_kafka.Message' },
    { callee: on(['confluent_kafka.Consumer'], ['consume']), returns: 'confluent_kafka.MessageList', elements: 'confluent_kafka.Message' },
  ],
};

/** lxml's calls that parse a document with the parser given them (positionally or as `parser=`). */
const LXML_PARSES = ['lxml.etree.fromstring', 'lxml.etree.fromstringlist', 'lxml.etree.XML', 'lxml.etree.parse', 'lxml.objectify.fromstring', 'lxml.objectify.XML', 'lxml.objectify.parse'];
/**
 * An lxml parser that expands external entities: made with `resolve_entities=True` (since lxml 5 the default,
 * 'internal', expands none), or one that loads the DTD (`load_dtd`, `dtd_validation`, `attribute_defaults`) with
 * `no_network=False`, so a document's DTD fetched from anywhere declares what it likes.
 */
const LXML_UNSAFE_PARSER = [
  { field: 'resolve_entities', matches: '^true$' },
  ...['load_dtd', 'dtd_validation', 'attribute_defaults'].map((field) => ({ field, matches: '^true$', and: [{ field: 'no_network', matches: '^false$' }] })),
];

/** XML parsers configured by their constructor's keywords (lxml), the options kept as the parser's fields. */
const xml: TaintSpec = {
  sinks: [
    ...LXML_UNSAFE_PARSER.map((configured) => ({ callee: LXML_PARSES, kind: 'xxe' as const, args: [0, 'text', 'source', 'xml'], configured: { arg: 1, keyword: 'parser', ...configured } })),
    // A feed parser given the document piece by piece (`parser.feed(chunk)`; `parser.close()` gives the tree).
    ...LXML_UNSAFE_PARSER.map((configured) => ({ callee: on(['lxml.etree.XMLParser'], ['feed']), kind: 'xxe' as const, args: [0], configured: { arg: -1, ...configured } })),
    // iterparse takes the parser's options itself.
    { callee: ['lxml.etree.iterparse'], kind: 'xxe', args: [0, 'source'], when: { keyword: 'resolve_entities', equals: true } },
  ],
  types: [
    { callee: ['lxml.etree.XMLParser', 'lxml.etree.XMLPullParser', 'lxml.etree.ETCompatXMLParser', 'lxml.objectify.makeparser'], returns: 'lxml.etree.XMLParser' },
  ],
  propagators: [
    { callee: ['lxml.etree.XMLParser', 'lxml.etree.XMLPullParser', 'lxml.etree.ETCompatXMLParser', 'lxml.objectify.makeparser'], effect: 'fields', names: [] },
  ],
};

/** The standard library and data libraries. */
const stdlib: TaintSpec = {
  sinks: [
    { callee: ['*.execute', '*.executemany', '*.executescript', '*.mogrify'], receiver: 'cur|cursor|conn|connection|db|database|session|engine|c$|con$|sql', shape: '\\b(select\\s[\\s\\S]*\\sfrom|insert\\s+into|update\\s+\\S+\\s+set|delete\\s+from|create\\s+table|drop\\s+table|where\\s)', kind: 'sql', args: [0, 'operation', 'sql', 'query'] },
    { callee: on(['dbapi.Cursor', 'dbapi.Connection'], ['execute', 'executemany', 'executescript']), kind: 'sql', args: [0] },
    { callee: ['*.raw', '*.extra'], receiver: 'objects|manager|queryset|qs', kind: 'sql', args: [0, 'select', 'where'] },
    { callee: on(['asyncpg.Connection', 'asyncpg.Pool'], ['execute', 'executemany', 'fetch', 'fetchrow', 'fetchval', 'cursor', 'prepare', 'copy_from_query']), kind: 'sql', args: [0, 'query'] },
    { callee: ['*.fetch', '*.fetchrow', '*.fetchval'], receiver: 'conn|connection|pool|db|database', shape: '\\b(select\\s[\\s\\S]*\\sfrom|insert\\s+into|update\\s+\\S+\\s+set|delete\\s+from|where\\s)', kind: 'sql', args: [0, 'query'] },
    { callee: on(['pg8000.native.Connection'], ['run', 'prepare']), kind: 'sql', args: [0, 'sql'] },
    // SQLAlchemy's way to hand the driver a raw string: no bound parameters unless passed separately.
    { callee: ['*.exec_driver_sql'], kind: 'sql', args: [0, 'statement'] },
    { callee: ['sqlalchemy.text', 'sqlalchemy.sql.text', 'sqlalchemy.sql.expression.text'], kind: 'sql', args: [0], runsQuery: false },
    { callee: ['pandas.read_sql', 'pandas.read_sql_query'], kind: 'sql', args: [0] },
    { callee: ['os.system', 'os.popen', 'os.popen2', 'os.popen3', 'commands.getoutput', 'commands.getstatusoutput', 'subprocess.getoutput', 'subprocess.getstatusoutput', 'asyncio.create_subprocess_shell', 'pty.spawn'], kind: 'command', args: [0, 'cmd', 'command'] },
    { callee: ['subprocess.run', 'subprocess.call', 'subprocess.check_call', 'subprocess.check_output', 'subprocess.Popen'], kind: 'command', args: [0, 'args'], when: { keyword: 'shell', equals: true } },
    { callee: ['subprocess.run', 'subprocess.call', 'subprocess.check_call', 'subprocess.check_output', 'subprocess.Popen'], kind: 'command', args: [0, 'args'], argv: true },
    { callee: ['os.execl', 'os.execlp', 'os.execv', 'os.execvp', 'os.execve', 'os.spawnl', 'os.spawnlp', 'os.spawnv', 'os.spawnvp', 'asyncio.create_subprocess_exec'], kind: 'command', args: 'all', argv: true },
    { callee: ['eval', 'exec', 'compile', 'builtins.eval', 'builtins.exec'], kind: 'code', args: [0] },
    {
      callee: ['open', 'io.open', 'codecs.open', 'os.open', 'os.remove', 'os.unlink', 'os.rmdir', 'os.removedirs', 'os.listdir', 'os.scandir', 'os.makedirs', 'os.mkdir', 'os.rename', 'os.replace', 'os.chmod',
        'shutil.rmtree', 'shutil.copy', 'shutil.copyfile', 'shutil.copy2', 'shutil.copytree', 'shutil.move', 'aiofiles.open', 'tarfile.open', 'zipfile.ZipFile'],
      kind: 'path', args: [0, 'file', 'path', 'name'],
    },
    { callee: ['os.rename', 'os.replace', 'shutil.copy', 'shutil.copyfile', 'shutil.copy2', 'shutil.move'], kind: 'path', args: [1] },
    { callee: on(['pathlib.Path'], ['read_text', 'read_bytes', 'write_text', 'write_bytes', 'open', 'unlink', 'rmdir', 'iterdir', 'mkdir', 'touch', 'rename']), kind: 'path', args: [-1] },
    {
      callee: ['requests.get', 'requests.post', 'requests.put', 'requests.patch', 'requests.delete', 'requests.head', 'requests.options', 'httpx.get', 'httpx.post', 'httpx.put', 'httpx.patch', 'httpx.delete', 'httpx.head', 'httpx.stream',
        'urllib.request.urlopen', 'urllib.request.urlretrieve', 'urllib.request.Request', 'urllib2.urlopen', 'urllib.urlopen', 'http.client.HTTPConnection', 'http.client.HTTPSConnection', 'aiohttp.request'],
      kind: 'ssrf', args: [0, 'url'],
    },
    { callee: ['requests.request', 'httpx.request'], kind: 'ssrf', args: [1, 'url'] },
    { callee: on(['requests.Session'], HTTP_VERBS), kind: 'ssrf', args: [0, 'url'] },
    { callee: HTTP_VERBS.map((verb) => `*.${verb}`), receiver: '^(session|client|http|sess|http_client|self\\.session|self\\.client)$', kind: 'ssrf', args: [0, 'url'] },
    { callee: ['pickle.loads', 'pickle.load', 'pickle.Unpickler', 'cPickle.loads', 'cPickle.load', '_pickle.loads', 'dill.loads', 'dill.load', 'cloudpickle.loads', 'marshal.loads', 'marshal.load', 'jsonpickle.decode', 'pandas.read_pickle', 'shelve.open', 'yaml.unsafe_load', 'yaml.unsafe_load_all', 'yaml.full_load'], kind: 'deserialization', args: [0] },
    { callee: ['yaml.load', 'yaml.load_all'], kind: 'deserialization', args: [0, 'stream'], unless: { keyword: 'Loader', position: 1, matches: 'Safe|Base' } },
    { callee: ['logging.info', 'logging.warning', 'logging.warn', 'logging.error', 'logging.debug', 'logging.critical', 'logging.exception', 'logging.log'], kind: 'log', args: 'all' },
    { callee: ['*.info', '*.warning', '*.warn', '*.error', '*.debug', '*.critical', '*.exception', '*.log'], receiver: '^(log|logger|_log|_logger|LOG|LOGGER|self\\.log|self\\.logger|app\\.logger|current_app\\.logger|audit)$', kind: 'log', args: 'all' },
    { callee: ['re.compile', 're.search', 're.match', 're.fullmatch', 're.findall', 're.finditer', 're.sub', 're.subn', 're.split', 'regex.compile', 'regex.search', 'regex.match'], kind: 'regex', args: [0, 'pattern'] },
    { callee: on(['ldap3.Connection'], ['search']), kind: 'ldap', args: [0, 1, 'search_base', 'search_filter'] },
    { callee: ['*.search'], receiver: 'conn|connection|ldap', kind: 'ldap', args: [1, 'search_filter'] },
    { callee: on(['ldap.LDAPObject'], ['search', 'search_s', 'search_st', 'search_ext', 'search_ext_s']), kind: 'ldap', args: [0, 2, 'filterstr'] },
    { callee: ['*.search_s', '*.search_st', '*.search_ext', '*.search_ext_s'], kind: 'ldap', args: [0, 2, 'filterstr'] },
    { callee: on(['lxml.Element'], ['xpath', 'find', 'findall', 'iterfind', 'findtext']), kind: 'xpath', args: [0] },
    { callee: ['*.xpath'], kind: 'xpath', args: [0, '_path'] },
    { callee: ['lxml.etree.XPath', 'lxml.etree.ETXPath'], kind: 'xpath', args: [0] },
    { callee: ['*.find', '*.find_one', '*.find_one_and_update', '*.find_one_and_delete', '*.update_one', '*.update_many', '*.delete_one', '*.delete_many', '*.count_documents', '*.aggregate', '*.distinct'], receiver: MONGO_COLLECTION, kind: 'nosql', args: [0, 'filter'], part: '$where' },
    { callee: ['*.find', '*.find_one', '*.find_one_and_update', '*.find_one_and_delete', '*.update_one', '*.update_many', '*.delete_one', '*.delete_many', '*.count_documents', '*.aggregate'], receiver: MONGO_COLLECTION, kind: 'nosql', args: [0, 'filter'], structured: true },
  ],
  // Django's managers and SQLAlchemy's session run queries without SQL text (`Order.objects.filter(…)`, `session.query(Order)`).
  queries: [
    { callee: ['get', 'filter', 'exclude', 'first', 'last', 'count', 'exists', 'all', 'aggregate', 'get_or_create', 'update_or_create', 'in_bulk', 'earliest', 'latest'].map((method) => `*.${method}`), receiver: '(^|\\.)objects$' },
    { callee: ['*.query', '*.scalar', '*.scalars'], receiver: '(^|\\.)session$' },
  ],
  sanitizers: [
    { callee: ['int', 'float', 'bool', 'complex', 'len', 'abs', 'round', 'uuid.UUID', 'decimal.Decimal', 'datetime.date.fromisoformat', 'datetime.datetime.fromisoformat', 'ipaddress.ip_address'], kinds: ['*'] },
    { callee: ['flask.url_for', 'django.urls.reverse', 'django.shortcuts.resolve_url'], kinds: ['redirect', 'ssrf', 'xss', 'header'] },
    { callee: ['flask.render_template', 'django.shortcuts.render', 'django.template.loader.render_to_string', 'django.Template.render', 'flask.jsonify', 'json.dumps', 'django.utils.html.format_html'], kinds: ['xss'] },
    { callee: ['html.escape', 'markupsafe.escape', 'flask.escape', 'cgi.escape', 'django.utils.html.escape', 'django.utils.html.conditional_escape', 'bleach.clean', 'xml.sax.saxutils.escape', 'jinja2.escape', 'werkzeug.utils.escape'], kinds: ['xss', 'template', 'log', 'header'] },
    { callee: ['shlex.quote', 'pipes.quote'], kinds: ['command'] },
    // Markup's own formatting escapes every argument it puts into the markup (`Markup("<td>{}</td>").format(name)`).
    { callee: on(['markupsafe.Markup'], ['format', 'join', 'format_map']), kinds: ['xss'] },
    { callee: ['os.path.basename', 'werkzeug.utils.secure_filename', 'django.utils.text.get_valid_filename', 'flask.safe_join', 'werkzeug.utils.safe_join', 'werkzeug.security.safe_join', 'django.utils._os.safe_join'], kinds: ['path', 'command'] },
    { callee: ['os.path.realpath', 'os.path.abspath', 'os.path.normpath', 'pathlib.Path.resolve', '*.resolve'], kinds: ['normalized'] },
    { callee: ['re.escape'], kinds: ['regex'] },
    { callee: ['urllib.parse.quote', 'urllib.parse.quote_plus', 'urllib.quote', 'urllib.parse.urlencode'], kinds: ['xss', 'header', 'log', 'sql', 'command', 'ldap', 'xpath', 'path'] },
    { callee: ['ldap3.utils.conv.escape_filter_chars', 'ldap.filter.escape_filter_chars', 'ldap.dn.escape_dn_chars', 'escape_filter_chars'], kinds: ['ldap'] },
    { callee: ['*.hexdigest', '*.digest', 'hashlib.sha256', 'hashlib.sha512', 'secrets.token_hex', 'secrets.token_urlsafe'], kinds: ['*'] },
    { callee: ['str'], kinds: ['nosql'] },
  ],
  validators: [
    { callee: ['*.isdigit', '*.isnumeric', '*.isdecimal', '*.isalnum', '*.isalpha', '*.isidentifier'], checks: -1, kinds: ['*'] },
    { callee: ['re.fullmatch', 'regex.fullmatch'], checks: 1, kinds: ['*'], regex: 0, fullMatch: true },
    { callee: ['re.match', 'regex.match', 're.search'], checks: 1, kinds: ['*'], regex: 0 },
    // A compiled pattern (`TAG = re.compile(r"v\d+")`; `TAG.fullmatch(tag)`) checks with its own source.
    { callee: on(['re.Pattern'], ['fullmatch']), checks: 0, kinds: ['*'], regex: -1, fullMatch: true },
    { callee: on(['re.Pattern'], ['match', 'search']), checks: 0, kinds: ['*'], regex: -1 },
    { callee: ['*.startswith'], checks: -1, kinds: ['path'], requires: 'normalized' },
    // `url.startswith("https://partner.example.com/")`: the host is fixed.
    { callee: ['*.startswith'], checks: -1, kinds: ['redirect', 'ssrf'], ifArgument: { position: 0, matches: '^https?://[^/?#\\\\]+/' } },
    // `target.startswith("/")` and then not `target.startswith("//")`: a path on this host (inline, or in a helper
    // whose true result or returned value says so: `is_local_target(next)`).
    { callee: ['*.startswith'], checks: -1, kinds: ['rooted'], ifArgument: { position: 0, matches: '^/$' } },
    { callee: ['*.startswith'], checks: -1, kinds: ['redirect'], passes: false, requires: 'rooted', ifArgument: { position: 0, matches: '^//$' } },
    // `os.path.commonpath([base, candidate]) == base`: the resolved candidate lies inside base.
    { callee: ['os.path.commonpath'], checks: 0, kinds: ['path'], requires: 'normalized', equalsOther: true },
    // Django: a language code the project has a translation for is one of its own constants.
    { callee: ['django.utils.translation.check_for_language'], checks: 0, kinds: ['*'] },
    { callee: ['django.utils.http.url_has_allowed_host_and_scheme', 'django.utils.http.is_safe_url', 'url_has_allowed_host_and_scheme', 'is_safe_url'], checks: 0, named: 'url', kinds: ['redirect'] },
  ],
  propagators: [
    { callee: ['urllib.parse.urlparse', 'urllib.parse.urlsplit', 'urlparse.urlparse', 'urlparse.urlsplit', 'yarl.URL', 'httpx.URL'], effect: 'parse-url', arg: 0 },
    // A compiled pattern is its source: kept to judge a validation by it.
    { callee: ['re.compile', 'regex.compile'], effect: 'copy', arg: 0 },
    // A row the ORM fetched is the database's, not the lookup's arguments (`get_object_or_404(Invoice, pk=pk).pk`).
    { callee: ['django.shortcuts.get_object_or_404', 'django.shortcuts.get_list_or_404'], effect: 'clean' },
    { callee: ['*.get'], arity: [1, 2], effect: 'load', key: 0, fallback: 1 },
    { callee: ['*.setdefault'], arity: 2, effect: 'load', key: 0, fallback: 1 },
    { callee: ['*.pop'], arity: [1, 2], effect: 'remove', key: 0 },
    { callee: ['*.append'], arity: 1, effect: 'append', value: 0 },
    { callee: ['*.insert'], arity: 2, effect: 'insert', index: 0, value: 1 },
    { callee: ['*.extend', '*.update'], arity: 1, effect: 'into-receiver', values: [0] },
    { callee: ['list', 'tuple', 'set', 'sorted', 'dict', 'copy.copy', 'copy.deepcopy'], arity: 1, effect: 'copy', arg: 0 },
    { callee: ['*.copy'], arity: 0, effect: 'receiver' },
    { callee: ['flask.abort', 'werkzeug.exceptions.abort', 'sys.exit', 'exit', 'quit', 'os._exit', 'os.abort'], effect: 'exit' },
    { callee: ['getattr'], arity: 3, receiver: 'settings|config|conf', effect: 'default', fallback: 2, label: 'the default of a settings lookup' },
    { callee: ['*.get'], arity: 2, receiver: '^(config|settings|conf|cfg|options|app\\.config|current_app\\.config|os\\.environ)$', effect: 'default', fallback: 1, label: 'the default of a configuration lookup' },
    {
      callee: ['isinstance', 'hasattr', 'callable', 'id', 'type', '*.startswith', '*.endswith', '*.count', '*.find', '*.rfind', '*.index', '*.isdigit', '*.isalpha', '*.isalnum', '*.__len__',
        'os.path.exists', 'os.path.isfile', 'os.path.isdir', 'hmac.compare_digest', 'secrets.compare_digest', 'time.time', 'uuid.uuid4', 'secrets.token_urlsafe'],
      effect: 'clean',
    },
  ],
  numericTypes: ['int', 'float', 'bool', 'complex', 'decimal.Decimal', 'Decimal', 'uuid.UUID', 'UUID', 'datetime.date', 'datetime.datetime', 'date', 'datetime'],
  // Text, as annotations say (and pydantic and FastAPI enforce): never a dict of query operators.
  textTypes: ['str', 'pydantic.constr', 'pydantic.types.constr', 'pydantic.StrictStr', 'pydantic.types.StrictStr', 'pydantic.EmailStr', 'pydantic.networks.EmailStr'],
};

export const pythonSpec: TaintSpec = mergeSpecs(textSpec, web, queues, stdlib, xml, { methodsByName: true });
