/**
 * Taint specification for JavaScript and TypeScript: Node's core modules, web frameworks (Express, Koa, Next.js,
 * Fastify, Hapi, NestJS, AWS Lambda), the browser, database drivers and common libraries. Rows only.
 */
import { ENVIRONMENT_KINDS, mergeSpecs, type TaintSpec } from '../../core/taint-spec';
import { textSpec } from '../../analysis/dataflow/common-spec';

const REQUEST_TYPES = ['express.Request', 'next.NextApiRequest', 'http.IncomingMessage', 'fastify.FastifyRequest', 'koa.Request'];
const ROUTE_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'del', 'all', 'use', 'options', 'head'];
const on = (types: readonly string[], members: readonly string[]): string[] => types.flatMap((type) => members.map((member) => `${type}.${member}`));

/** zod schemas whose values carry no text. */
const ZOD_NUMBERS = ['zod.ZodNumber', 'zod.ZodBoolean', 'zod.ZodEnum'];


/** Node.js itself: processes, files, the shell, code evaluation, HTTP clients. */
const node: TaintSpec = {
  sources: [
    { callee: 'process.argv', form: 'read', local: true, label: 'command-line argument' },
    // A message from a queue is as remote as a request: whoever can publish to it chooses it.
    { callee: ['amqplib.ConsumeMessage.content', 'amqplib.Message.content'], form: 'read', label: 'message-queue message' },
    { callee: 'process.env', form: 'read', local: true, label: 'environment variable', kinds: ENVIRONMENT_KINDS },
    { callee: ['fs.readFileSync', 'fs.promises.readFile', 'fs/promises.readFile'], local: true, label: 'file contents', kinds: ['command', 'code', 'sql', 'deserialization'] },
    { callee: ['readline.Interface.question'], label: 'terminal input' },
    { callee: ['Math.random', 'lodash.random', '_.random', 'crypto.pseudoRandomBytes'], label: 'Math.random()', kinds: ['weak-random'], numeric: true },
  ],
  sinks: [
    { callee: ['child_process.exec', 'child_process.execSync'], kind: 'command', args: [0] },
    { callee: ['child_process.spawn', 'child_process.spawnSync', 'child_process.execFile', 'child_process.execFileSync'], kind: 'command', args: [0] },
    { callee: ['child_process.spawn', 'child_process.spawnSync', 'child_process.execFile', 'child_process.execFileSync'], kind: 'command', args: [1], program: 0 },
    { callee: ['eval', 'Function', 'global.eval', 'window.eval'], kind: 'code', args: 'all' },
    { callee: 'Function', form: 'new', kind: 'code', args: 'all' },
    { callee: ['setTimeout', 'setInterval', 'setImmediate', 'window.setTimeout', 'window.setInterval'], kind: 'code', args: [0], unknownOrigin: 'built' },
    { callee: ['vm.runInThisContext', 'vm.runInNewContext', 'vm.runInContext', 'vm.compileFunction'], kind: 'code', args: [0] },
    { callee: ['vm.Script'], form: 'new', kind: 'code', args: [0] },
    {
      callee: [
        'fs.readFile', 'fs.readFileSync', 'fs.writeFile', 'fs.writeFileSync', 'fs.appendFile', 'fs.appendFileSync', 'fs.createReadStream', 'fs.createWriteStream',
        'fs.open', 'fs.openSync', 'fs.unlink', 'fs.unlinkSync', 'fs.rm', 'fs.rmSync', 'fs.rmdir', 'fs.rmdirSync', 'fs.readdir', 'fs.readdirSync', 'fs.stat', 'fs.statSync',
        'fs.access', 'fs.accessSync', 'fs.mkdir', 'fs.mkdirSync', 'fs.rename', 'fs.renameSync', 'fs.copyFile', 'fs.copyFileSync', 'fs.existsSync',
        'fs.promises.readFile', 'fs.promises.writeFile', 'fs.promises.unlink', 'fs.promises.rm', 'fs.promises.open', 'fs.promises.readdir', 'fs.promises.appendFile',
        'fs/promises.readFile', 'fs/promises.writeFile', 'fs/promises.unlink', 'fs/promises.rm', 'fs/promises.open', 'fs/promises.readdir', 'fs/promises.appendFile',
      ],
      kind: 'path', args: [0],
    },
    { callee: ['fs.rename', 'fs.renameSync', 'fs.copyFile', 'fs.copyFileSync', 'fs.symlink', 'fs.symlinkSync'], kind: 'path', args: [1] },
    { callee: ['fetch', 'node-fetch', 'axios', 'got', 'request', 'needle', 'superagent'], kind: 'ssrf', args: [0] },
    {
      callee: ['axios.get', 'axios.post', 'axios.put', 'axios.patch', 'axios.delete', 'axios.head', 'axios.request', 'got.get', 'got.post', 'needle.get', 'needle.post',
        'superagent.get', 'superagent.post', 'request.get', 'request.post', 'http.get', 'http.request', 'https.get', 'https.request', 'undici.request', 'undici.fetch'],
      kind: 'ssrf', args: [0], unlessKey: { arg: 0, keys: ['hostname', 'host'] },
    },
    // An instance from `axios.create(…)` requests what it is given: a relative path under its `baseURL`, an absolute URL as it is.
    { callee: on(['axios.AxiosInstance'], ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'request']), kind: 'ssrf', args: [0] },
    { callee: ['console.log', 'console.info', 'console.warn', 'console.error', 'console.debug'], kind: 'log', args: 'all' },
    // A file appended to line by line is a log (as PHP's `file_put_contents(…, FILE_APPEND)`): a line break in a value forges a record.
    { callee: ['fs.appendFile', 'fs.appendFileSync', 'fs.promises.appendFile', 'fs/promises.appendFile'], kind: 'log', args: [1] },
    { callee: on(['fs.AppendStream'], ['write', 'end']), kind: 'log', args: [0] },
    { callee: ['*.info', '*.warn', '*.error', '*.debug', '*.log', '*.trace', '*.fatal'], receiver: '^(logger|log|winston|pino|bunyan|this\\.logger|this\\.log)$', kind: 'log', args: 'all' },
    { callee: 'RegExp', kind: 'regex', args: [0] },
    { callee: 'RegExp', form: 'new', kind: 'regex', args: [0] },
    { callee: ['node-serialize.unserialize', 'serialize-to-js.deserialize', 'funcster.deepDeserialize'], kind: 'deserialization', args: [0] },
    // libxml2 expands entities, and loads an external DTD, only when told to: `{ noent: true }`, `{ dtdload: true }`.
    ...['noent', 'dtdload'].map((field) => ({
      callee: ['libxmljs.parseXml', 'libxmljs.parseXmlString', 'libxmljs.parseXmlAsync', 'libxmljs2.parseXml', 'libxmljs2.parseXmlString', 'libxmljs2.parseXmlAsync'],
      kind: 'xxe' as const, args: [0], configured: { arg: 1, field, matches: '^true$' },
    })),
  ],
  sanitizers: [
    { callee: ['parseInt', 'parseFloat', 'Number', 'Boolean', 'Number.parseInt', 'Number.parseFloat', 'Math.floor', 'Math.round', 'Math.abs', 'Math.ceil', 'Math.min', 'Math.max'], kinds: ['*'] },
    { callee: ['path.basename', 'path.posix.basename', 'path.win32.basename'], kinds: ['path'] },
    { callee: ['path.resolve', 'path.normalize', 'path.join', 'fs.realpathSync', 'fs.promises.realpath'], kinds: ['normalized'] },
    { callee: ['*.digest'], kinds: ['*'] },
    { callee: ['JSON.stringify'], kinds: ['log', 'header'] },
    { callee: ['encodeURIComponent', 'querystring.escape'], kinds: ['xss', 'header', 'log', 'sql', 'command', 'ldap', 'xpath', 'nosql', 'path'] },
    { callee: ['shell-quote.quote', 'shell-escape', 'shlex.quote', 'shescape.quote'], kinds: ['command'] },
    { callee: ['escape-string-regexp', 'lodash.escapeRegExp', '_.escapeRegExp', 'lodash/escapeRegExp', 'lodash.escaperegexp', 'escapeRegExp', 'escapeRegex'], kinds: ['regex'] },
    { callee: ['crypto.randomUUID', 'uuid.v4', 'Date.now'], kinds: ['*'] },
  ],
  validators: [
    { callee: ['*.includes', '*.has', '*.indexOf'], checks: 0, kinds: ['*'], allowList: true },
    { callee: ['*.test'], checks: 0, kinds: ['*'], regex: -1 },
    { callee: ['Number.isInteger', 'Number.isSafeInteger', 'Number.isFinite', 'isFinite'], checks: 0, kinds: ['*'] },
    { callee: ['*.startsWith'], checks: -1, kinds: ['path'], requires: 'normalized' },
    { callee: ['validator.isInt', 'validator.isNumeric', 'validator.isUUID', 'validator.isAlphanumeric', 'validator.isAlpha', 'validator.isEmail', 'validator.isMongoId', 'validator.isHexadecimal'], checks: 0, kinds: ['*'] },
    { callee: ['validator.isURL'], checks: 0, kinds: ['xss', 'header', 'log'] },
  ],
  propagators: [
    { callee: ['URL'], form: 'new', effect: 'parse-url', arg: 0 },
    { callee: ['url.parse', 'node:url.parse'], effect: 'parse-url', arg: 0 },
    { callee: ['Map.set', 'WeakMap.set', '*.set'], receiver: '^(map|cache|.*Map|.*map|.*Cache|.*cache)$', effect: 'store', key: 0, value: 1 },
    { callee: ['Map.get', 'WeakMap.get', '*.get'], receiver: '^(map|cache|.*Map|.*map|.*Cache|.*cache)$', effect: 'load', key: 0 },
    { callee: ['*.push', '*.unshift'], effect: 'append', value: 0 },
    { callee: ['*.splice'], effect: 'clean' },
    { callee: ['Array.of'], effect: 'list-of' },
    { callee: ['Set'], form: 'new', effect: 'copy', arg: 0 },
    { callee: ['Array.from', 'Object.freeze', 'structuredClone'], effect: 'copy', arg: 0 },
    { callee: ['Object.keys', 'Object.getOwnPropertyNames'], effect: 'entries', arg: 0, part: 'keys' },
    { callee: ['Object.values'], effect: 'entries', arg: 0, part: 'values' },
    { callee: ['Object.entries'], effect: 'entries', arg: 0, part: 'pairs' },
    {
      callee: ['*.length', '*.indexOf', '*.lastIndexOf', '*.includes', '*.startsWith', '*.endsWith', '*.test', '*.localeCompare', '*.hasOwnProperty', '*.isArray', '*.every', '*.some', '*.findIndex',
        'Array.isArray', 'Object.keys.length', 'isNaN', 'Number.isNaN', 'util.isDeepStrictEqual', 'crypto.timingSafeEqual', 'bcrypt.compare', 'bcrypt.hash', 'bcrypt.compareSync', 'bcrypt.hashSync', 'crypto.createHash',
        'crypto.randomBytes', 'jwt.sign', 'Date.parse'],
      effect: 'clean',
    },
    { callee: ['util.format'], effect: 'format', template: 0, style: 'printf' },
    { callee: ['typeof'], effect: 'clean' },
    // zod: an object schema keeps its fields' schemas; parsing returns the declared fields, typed by them.
    { callee: ['zod.z.object', 'zod.z.strictObject'], effect: 'copy', arg: 0 },
    { callee: on(['zod.ZodObject'], ['parse', 'parseAsync']), effect: 'schema-parse', arg: 0, numbers: ZOD_NUMBERS, texts: ['zod.ZodString'] },
    { callee: on(['zod.ZodObject'], ['safeParse', 'safeParseAsync']), effect: 'schema-parse', arg: 0, wrap: 'data', numbers: ZOD_NUMBERS, texts: ['zod.ZodString'] },
    // A row an ORM fetched is the database's, not the lookup's arguments (`repo.findOneBy({ id: req.params.id })`).
    // Names only ORMs use: TypeORM, Prisma, Sequelize, Mongoose (an array's `find(cb)` is not among them).
    {
      callee: ['*.findOneBy', '*.findBy', '*.findOneByOrFail', '*.findOneOrFail', '*.findAndCountBy', '*.findByPk', '*.findUnique', '*.findUniqueOrThrow', '*.findFirst', '*.findFirstOrThrow',
        '*.findMany', '*.findById', '*.findAndCountAll', '*.findOne', '*.findAll', '*.findAndCount',
        // A query builder's terminal calls (TypeORM): the rows they fetch, not the clauses that chose them.
        '*.getOne', '*.getOneOrFail', '*.getMany', '*.getRawOne', '*.getRawMany', '*.getManyAndCount', '*.getRawAndEntities', '*.getCount', '*.getExists'],
      effect: 'clean',
    },
    { callee: ['process.exit', 'process.abort'], effect: 'exit' },
    { callee: ['util.promisify', 'bluebird.promisify', 'Promise.promisify'], effect: 'copy', arg: 0 },
    { callee: ['*.concat'], effect: 'into-receiver', values: 'all' },
  ],
  types: [
    // JSON text: a body that starts with `{`, `[` or `"`, never markup (see SinkRow.htmlIfMarkup).
    { callee: 'JSON.stringify', returns: 'JSON.text' },
    { callee: 'readline.createInterface', returns: 'readline.Interface' },
    { callee: ['axios.create', 'axios.default.create'], returns: 'axios.AxiosInstance' },
    { callee: ['fs.createWriteStream'], returns: 'fs.AppendStream', configured: { arg: 1, field: 'flags', matches: '^a' } },
    { callee: 'Map', form: 'new', returns: 'Map' },
    { callee: 'WeakMap', form: 'new', returns: 'WeakMap' },
  ],
  numericTypes: ['number', 'boolean', 'bigint', 'Number', 'Boolean', 'Date'],
};

/** Express (and Connect-style servers sharing its request shape). */
const express: TaintSpec = {
  sources: [
    ...['query', 'params', 'body', 'cookies', 'signedCookies', 'headers', 'files', 'file', 'url', 'originalUrl', 'path', 'baseUrl', 'hostname', 'rawBody'].map((member) => ({
      callee: REQUEST_TYPES.map((type) => `${type}.${member}`), form: 'read' as const, label: `request ${member === 'params' ? 'path parameter' : member === 'query' ? 'query string' : member}`,
    })),
    { callee: REQUEST_TYPES.flatMap((type) => [`${type}.get`, `${type}.header`, `${type}.param`]), label: 'request header or parameter `{0}`' },
  ],
  sinks: [
    { callee: ['express.Response.send', 'express.Response.write', 'express.Response.end', 'http.ServerResponse.write', 'http.ServerResponse.end'], kind: 'xss', args: [0], rule: 'xss-response', text: true },
    { callee: ['express.Response.redirect', 'express.Response.location'], kind: 'redirect', args: 'all' },
    { callee: ['express.Response.sendFile', 'express.Response.download'], kind: 'path', args: [0], unlessKey: { arg: 1, keys: ['root'] } },
    { callee: ['express.Response.render'], kind: 'template', args: [0] },
    { callee: ['express.Session.*'], form: 'write', kind: 'trust-boundary', args: [0] },
    { callee: ['express.Response.cookie', 'koa.Cookies.set'], kind: 'weak-random', args: [1] },
  ],
  callbacks: [
    // amqplib's consumer: the message a queue delivers.
    { callee: ['*.consume'], receiver: '^(channel|ch|.*[Cc]hannel)$', params: ['amqplib.ConsumeMessage'] },
    { callee: on(['express.App', 'express.Router'], ROUTE_METHODS), params: ['express.Request', 'express.Response', 'express.Next'] },
    {
      callee: ROUTE_METHODS.map((method) => `*.${method}`),
      receiver: '^(app|router|api|server|route|routes|express\\.Router\\(\\)|.*[Rr]outer|.*[Aa]pp)$',
      params: ['express.Request', 'express.Response', 'express.Next'],
    },
    { callee: ['*.createServer'], receiver: '^(http|https)$', params: ['http.IncomingMessage', 'http.ServerResponse'] },
    { callee: ['http.createServer', 'https.createServer'], params: ['http.IncomingMessage', 'http.ServerResponse'] },
  ],
  types: [
    { callee: 'express', returns: 'express.App' },
    { callee: ['express.Router', 'express.default.Router'], returns: 'express.Router' },
    { callee: REQUEST_TYPES.map((type) => `${type}.session`), form: 'read', returns: 'express.Session' },
    { callee: ['express.Response.status', 'express.Response.type', 'express.Response.set', 'express.Response.cookie', 'express.Response.header'], returns: 'express.Response' },
  ],
  parameterNames: { req: 'express.Request', request: 'express.Request', res: 'express.Response', response: 'express.Response', session: 'express.Session', ctx: 'koa.Context', context: 'koa.Context', event: 'aws.Event' },
  supertypes: {
    'express.Response': ['http.ServerResponse'],
    'next.NextApiResponse': ['express.Response'],
    'fastify.FastifyReply': [],
  },
};

/** Koa, Next.js, Fastify, Hapi, NestJS and AWS Lambda. */
const frameworks: TaintSpec = {
  sources: [
    ...['query', 'params', 'querystring', 'url', 'path', 'href', 'headers', 'header', 'body', 'files'].map((member) => ({
      callee: [`koa.Context.${member}`, `koa.Context.request.${member}`], form: 'read' as const, label: `request ${member}`,
    })),
    { callee: ['koa.Context.get', 'koa.Cookies.get'], label: 'request header or cookie `{0}`' },
    ...['query', 'params', 'payload', 'headers', 'state'].map((member) => ({ callee: `hapi.Request.${member}`, form: 'read' as const, label: `request ${member}` })),
    ...['body', 'queryStringParameters', 'multiValueQueryStringParameters', 'pathParameters', 'headers', 'multiValueHeaders', 'Records', 'detail'].map((member) => ({
      callee: `aws.Event.${member}`, form: 'read' as const, label: `event ${member}`,
    })),
    { callee: ['next.NextRequest.json', 'next.NextRequest.formData', 'next.NextRequest.text', 'Request.json', 'Request.formData', 'Request.text'], label: 'request body' },
    { callee: ['next.NextURL.searchParams', 'URL.searchParams'], form: 'read', label: 'query string' },
    { callee: ['next.NextRequest.headers', 'next.NextRequest.cookies', 'Request.headers'], form: 'read', label: 'request header' },
  ],
  sinks: [
    { callee: ['koa.Context.redirect'], kind: 'redirect', args: [0] },
    // Koa answers a string body as HTML only when it starts with `<` (else text/plain), an object as JSON.
    { callee: ['koa.Context.body'], form: 'write', kind: 'xss', args: [0], rule: 'xss-response', htmlIfMarkup: true },
    { callee: ['next.NextResponse.redirect', 'NextResponse.redirect', 'next/server.NextResponse.redirect', 'next/navigation.redirect', 'redirect'], kind: 'redirect', args: [0] },
    { callee: ['fastify.FastifyReply.send', 'hapi.ResponseToolkit.response'], kind: 'xss', args: [0], rule: 'xss-response' },
    { callee: ['fastify.FastifyReply.redirect', 'hapi.ResponseToolkit.redirect'], kind: 'redirect', args: 'all' },
  ],
  parameters: [
    { annotation: ['Query', 'Param', 'Body', 'Headers', 'Cookies', 'UploadedFile', 'UploadedFiles'], label: 'request input `{name}`' },
  ],
  // A Fastify route's schema, checked before its handler runs (route-schemas.ts): a property declared a string is text
  // (no operator object), a number or boolean holds no text, one of an `enum` is a constant, and an anchored `pattern`
  // admits only its alphabet.
  validators: [
    { callee: ['fastify.schema.string'], checks: 0, kinds: ['nosql'] },
    { callee: ['fastify.schema.number', 'fastify.schema.enum'], checks: 0, kinds: ['*'] },
    { callee: ['fastify.schema.pattern'], checks: 0, kinds: ['*'], regex: 1 },
  ],
  callbacks: [
    { callee: [...on(['koa.Router'], ROUTE_METHODS), 'koa.App.use'], params: ['koa.Context', 'koa.Next'] },
    { callee: on(['fastify.App'], ROUTE_METHODS), params: ['fastify.FastifyRequest', 'fastify.FastifyReply'] },
  ],
  types: [
    { callee: ['@koa/router', 'koa-router', 'koa-router.Router'], form: 'new', returns: 'koa.Router' },
    { callee: ['koa'], form: 'new', returns: 'koa.App' },
    { callee: ['fastify', 'fastify.fastify'], returns: 'fastify.App' },
    { callee: ['koa.Context.request'], form: 'read', returns: 'koa.Request' },
    { callee: ['koa.Context.cookies'], form: 'read', returns: 'koa.Cookies' },
    { callee: ['koa.Context.session'], form: 'read', returns: 'express.Session' },
    { callee: ['next.NextRequest.nextUrl'], form: 'read', returns: 'next.NextURL' },
  ],
  supertypes: {
    'koa.Request': ['express.Request'],
    'next.NextApiRequest': ['express.Request'],
    'fastify.FastifyRequest': ['express.Request'],
    'hapi.Request': [],
    'express.Request': ['http.IncomingMessage'],
    'next/server.NextRequest': ['next.NextRequest'],
    NextRequest: ['next.NextRequest'],
    NextApiRequest: ['next.NextApiRequest'],
    'next.NextApiResponse': ['express.Response'],
    NextApiResponse: ['express.Response'],
    'next/server.NextResponse': ['next.NextResponse'],
    FastifyRequest: ['fastify.FastifyRequest'],
    FastifyReply: ['fastify.FastifyReply'],
    'fastify.FastifyReply': ['express.Response'],
    Request: [],
  },
};

/** Browser documents: URL parts, messages and storage in; HTML, script and navigation out. */
const browser: TaintSpec = {
  sources: [
    { callee: ['location.search', 'location.hash', 'location.href', 'location.pathname', 'window.location.search', 'window.location.hash', 'window.location.href', 'document.location.search', 'document.location.hash', 'document.location.href', 'document.URL', 'document.documentURI', 'document.referrer', 'window.name', 'document.cookie'], form: 'read', label: 'URL or document input' },
    { callee: ['localStorage.getItem', 'sessionStorage.getItem', 'window.localStorage.getItem', 'window.sessionStorage.getItem'], label: 'browser storage `{0}`', kinds: ['xss', 'code', 'redirect'] },
    { callee: ['MessageEvent.data'], form: 'read', label: 'message data' },
  ],
  sinks: [
    { callee: ['*.innerHTML', '*.outerHTML'], form: 'write', kind: 'xss', args: [0], withoutInput: true },
    { callee: ['document.write', 'document.writeln', 'window.document.write'], kind: 'xss', args: 'all', withoutInput: true },
    { callee: ['*.insertAdjacentHTML'], kind: 'xss', args: [1], withoutInput: true },
    { callee: ['*.html', '*.append', '*.prepend', '*.after', '*.before', '*.replaceWith'], receiver: '^\\$|^jQuery', kind: 'xss', args: [0] },
    { callee: ['*.createContextualFragment', '*.parseFromString'], kind: 'xss', args: [0] },
    { callee: 'dangerouslySetInnerHTML', kind: 'xss', args: [0], rule: 'react-dangerous-html', withoutInput: true },
    { callee: ['location.href', 'location', 'window.location', 'window.location.href', 'document.location', 'document.location.href'], form: 'write', kind: 'redirect', args: [0] },
    { callee: ['location.assign', 'location.replace', 'window.location.assign', 'window.location.replace', 'window.open'], kind: 'redirect', args: [0] },
  ],
  sanitizers: [
    { callee: ['DOMPurify.sanitize', 'dompurify.sanitize', 'sanitize-html', 'sanitizeHtml', 'xss', 'xss.filterXSS', 'filterXSS', 'escape-html', 'he.encode', 'he.escape', 'lodash.escape', '_.escape', 'validator.escape', 'escapeHtml', 'escapeHTML', 'htmlEscape', 'encodeHTML', 'entities.encode', 'entities.encodeHTML', 'xss-filters.inHTMLData', 'Mustache.escape'], kinds: ['xss', 'template', 'log'] },
    // Tags that HTML-escape every substitution of their template (`` html`<p>${note}</p>` ``); common-tags' own `html` only indents.
    {
      callee: ['html-template-tag', 'escape-html-template-tag', 'escape-html-template-tag.html', 'hono/html.html', 'lit.html', 'lit-html.html', 'uhtml.html', 'uhtml-ssr.html',
        '@popeindustries/lit-html-server.html', 'escape-goat.htmlEscape', 'common-tags.safeHtml'],
      kinds: ['xss'],
    },
  ],
  callbacks: [
    { callee: ['*.addEventListener', '*.on'], receiver: '^(window|self|worker|port|socket|ws)$', params: ['MessageEvent'] },
  ],
};

const MONGO_QUERIES = ['find', 'findOne', 'findOneAndUpdate', 'findOneAndDelete', 'findOneAndReplace', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany', 'countDocuments', 'aggregate', 'where', 'distinct', 'replaceOne', 'exists'];

/** A TypeORM query builder's clauses written as SQL text (bound values go in the `:name` parameters object). */
const TYPEORM_CONDITIONS = ['where', 'andWhere', 'orWhere', 'having', 'andHaving', 'orHaving', 'orderBy', 'addOrderBy', 'groupBy', 'addGroupBy', 'select', 'addSelect'];

/** SQL drivers and query builders, MongoDB, LDAP, XPath and template engines. */
const data: TaintSpec = {
  types: [
    { callee: ['mongodb.MongoClient'], form: 'new', returns: 'mongodb.MongoClient' },
    { callee: ['mongodb.MongoClient.connect'], returns: 'mongodb.MongoClient' },
    { callee: ['mongodb.MongoClient.db'], returns: 'mongodb.Db' },
    { callee: ['mongodb.Db.collection'], returns: 'mongodb.Collection' },
    { callee: ['mongoose.model', 'mongoose.default.model'], returns: 'mongoose.Model' },
    { callee: ['nunjucks.Environment'], form: 'new', returns: 'nunjucks.Environment' },
    { callee: ['nunjucks.configure'], returns: 'nunjucks.Environment' },
    { callee: on(['mongodb.Collection', 'mongoose.Model'], ['find', 'where']), returns: 'mongodb.Cursor' },
    // zod schemas by what they accept; their refinements (`.min(1)`, `.int()`, `.default(20)`) keep the kind.
    { callee: ['zod.z.object', 'zod.z.strictObject'], returns: 'zod.ZodObject' },
    { callee: ['zod.z.string', 'zod.z.coerce.string'], returns: 'zod.ZodString' },
    { callee: ['zod.z.number', 'zod.z.coerce.number', 'zod.z.bigint', 'zod.z.coerce.bigint'], returns: 'zod.ZodNumber' },
    { callee: ['zod.z.boolean', 'zod.z.coerce.boolean'], returns: 'zod.ZodBoolean' },
    { callee: ['zod.z.enum', 'zod.z.nativeEnum', 'zod.z.literal', 'zod.z.coerce.date', 'zod.z.date'], returns: 'zod.ZodEnum' },
    { callee: ['zod.ZodString.*'], returns: 'zod.ZodString' },
    { callee: ['zod.ZodNumber.*'], returns: 'zod.ZodNumber' },
    { callee: ['zod.ZodBoolean.*'], returns: 'zod.ZodBoolean' },
    { callee: ['zod.ZodEnum.*'], returns: 'zod.ZodEnum' },
    // TypeORM: a query builder from a repository, a data source or an entity manager, and its fluent calls.
    { callee: on(['typeorm.Repository', 'typeorm.DataSource', 'typeorm.EntityManager'], ['createQueryBuilder']), returns: 'typeorm.SelectQueryBuilder' },
    { callee: on(['typeorm.SelectQueryBuilder'], [...TYPEORM_CONDITIONS, 'take', 'skip', 'limit', 'offset', 'leftJoin', 'leftJoinAndSelect', 'innerJoin', 'innerJoinAndSelect', 'setParameter', 'setParameters', 'withDeleted', 'distinct']), returns: 'typeorm.SelectQueryBuilder' },
  ],
  supertypes: { 'mongodb.Collection': [], Model: ['mongoose.Model'] },
  // The finders of Prisma, Sequelize, TypeORM and Mongoose take no SQL text; a Redis read is a round trip too.
  queries: [
    { callee: ['findById', 'findByPk', 'findOne', 'findOneBy', 'findBy', 'findUnique', 'findFirst', 'findMany', 'findAll'].map((method) => `*.${method}`) },
    { callee: ['get', 'mget', 'hget', 'hgetall', 'hmget', 'smembers', 'exists'].map((method) => `*.${method}`), receiver: 'redis' },
  ],
  sinks: [
    { callee: ['*.query', '*.execute', '*.raw', '*.run', '*.all', '*.get', '*.each', '*.exec', '*.prepare', '*.none', '*.one', '*.oneOrNone', '*.many', '*.any', '*.manyOrNone'], receiver: '^(db|database|conn|connection|client|pool|pg|mysql|sqlite|sql|knex|trx|tx|sequelize|this\\.db|this\\.pool|this\\.client|this\\.connection|.*(db|Db|DB|pool|Pool|conn|Conn|client|Client|connection|Connection|repository|Repository|manager|Manager|sequelize|knex))$', shape: '\\b(select\\s[\\s\\S]*\\sfrom|insert\\s+into|update\\s+\\S+\\s+set|delete\\s+from|create\\s+table|drop\\s+table|where\\s)', kind: 'sql', args: [0] },
    { callee: ['*.$queryRawUnsafe', '*.$executeRawUnsafe', '*.whereRaw', '*.havingRaw', '*.orderByRaw', '*.joinRaw', '*.fromRaw', '*.selectRaw'], kind: 'sql', args: [0] },
    { callee: ['*.literal'], kind: 'sql', args: [0], runsQuery: false },
    { callee: on(['typeorm.SelectQueryBuilder'], TYPEORM_CONDITIONS), kind: 'sql', args: [0], runsQuery: false },
    { callee: on(['typeorm.Repository', 'typeorm.DataSource', 'typeorm.EntityManager'], ['query']), kind: 'sql', args: [0] },
    { callee: on(['mongodb.Collection', 'mongoose.Model'], MONGO_QUERIES), kind: 'nosql', args: [0] },
    { callee: MONGO_QUERIES.map((method) => `*.${method}`), receiver: '^(collection|coll|.*Collection|.*collection|db\\.collection\\(.*\\)|[A-Z]\\w*|this\\.model|model|.*Model)$', receiverCaseSensitive: true, kind: 'nosql', args: [0] },
    { callee: ['*.$where'], kind: 'nosql', args: [0] },
    { callee: ['*.search'], receiver: 'ldap|client', kind: 'ldap', args: [0, 1] },
    { callee: ['xpath.select', 'xpath.select1', 'xpath.evaluate', 'xpath.parse', 'document.evaluate', 'xpath.useNamespaces'], kind: 'xpath', args: [0] },
    // Nunjucks compiles the text it is given: `renderString`, `compile`, `new Template(src)`, on the module or an Environment.
    { callee: ['nunjucks.compile', 'nunjucks.Environment.renderString'], kind: 'template', args: [0] },
    { callee: ['nunjucks.Template'], form: 'new', kind: 'template', args: [0] },
    { callee: ['ejs.render', 'ejs.compile', 'pug.render', 'pug.compile', 'handlebars.compile', 'Handlebars.compile', 'nunjucks.renderString', 'mustache.render', 'Mustache.render', 'lodash.template', '_.template', 'dot.template', 'doT.template', 'swig.render', 'twig.twig', 'Twig.twig'], kind: 'template', args: [0] },
  ],
  sanitizers: [
    { callee: ['mysql.escape', 'mysql2.escape', 'sqlstring.escape', 'SqlString.escape', '*.escape', 'pg-format.literal', 'format.literal', 'pg.escapeLiteral', '*.escapeLiteral', '*.escapeIdentifier', 'mysql.escapeId', '*.escapeId'], kinds: ['sql'] },
    { callee: ['mongo-sanitize', 'mongoSanitize', 'String', 'ObjectId', 'mongoose.Types.ObjectId', 'mongodb.ObjectId', 'mongoose.mongo.ObjectId'], kinds: ['nosql'] },
    { callee: ['ObjectId', 'mongoose.Types.ObjectId', 'mongodb.ObjectId', 'mongoose.mongo.ObjectId', 'bson.ObjectId'], form: 'new', kinds: ['nosql'] },
    { callee: ['ldap-escape.filter', 'ldapEscape.filter', 'ldap.escapeFilter', 'escapeLDAP'], kinds: ['ldap'] },
    { callee: ['ldapjs.EqualityFilter', 'ldapjs.SubstringFilter', 'ldapjs.PresenceFilter', 'ldapjs.AndFilter', 'ldapjs.OrFilter', 'ldapjs.filters.EqualityFilter'], form: 'new', kinds: ['ldap'] },
    { callee: ['*.parse', '*.safeParse', '*.validate', '*.validateSync'], receiver: 'schema|Schema|^z\\.|joi|Joi|yup|validator', kinds: ['nosql'] },
  ],
};

export const javascriptSpec: TaintSpec = mergeSpecs(textSpec, node, express, frameworks, browser, data, { erasedTypes: true });
