/**
 * Taint specification for PHP itself: superglobals and streams, the database extensions (PDO, mysqli, pgsql,
 * SQLite3), processes, files and stream wrappers, includes, eval, unserialize, output, headers, cURL, LDAP, XML and
 * logging, with PHP's escapers and conversions. Frameworks are in frameworks-spec.ts. Classes are simple names;
 * functions their plain names. Rows only.
 */
import { ENVIRONMENT_KINDS, mergeSpecs, type TaintSpec } from '../../core/taint-spec';
import { textSpec } from '../../analysis/dataflow/common-spec';
import { frameworksSpec } from './frameworks-spec';
import { NUMERIC_TYPES } from './names';
import { HTML_CONTEXTS } from './strings';
import { SESSION_STORE } from './targets';

export const on = (types: readonly string[], members: readonly string[]): string[] => types.flatMap((type) => members.map((member) => `${type}.${member}`));

/** SQL text by its keywords, for query methods whose receiver is not known to be a database. */
export const SQL_SHAPE = '\\b(select\\s[\\s\\S]*\\sfrom|insert\\s+into|update\\s+\\S+\\s+set|delete\\s+from|create\\s+table|drop\\s+table|replace\\s+into|where\\s)';
/** Receivers named like a database connection (`$pdo`, `$this->db`, `$mysqli`, `$conn`). */
export const DB_RECEIVER = '(^|->|::|\\$)(db|dbh|pdo|conn|con|connection|mysqli|link|database|sqlite|mysql|pg|sql|handle)$|(db|Db|DB|Pdo|PDO|Conn|Connection|Database)$';
/**
 * An outbound request goes where its URL says when the URL is wholly outside input, starts with it, or names its own
 * scheme; a relative path (against a client's configured base) or a local file cannot choose the host.
 */
export const URL_SHAPE = '^(?:$|\\u0000|[a-z][a-z0-9+.-]*:|//)';
/** A path that is not a URL: the file functions also open `http://` and `ftp://` streams. */
export const LOCAL_PATH_SHAPE = '^(?![a-z][a-z0-9+.-]{1,}://)';
/** What an SQL string escaper makes text safe for: the inside of a quoted literal, nothing else. */
export const SQL_QUOTED = 'sql-quoted';
/** What a value of the command line is dangerous for: not HTML or outbound requests, which a command line has no part in. */
const LOCAL_KINDS = ['command', 'code', 'sql', 'path', 'include', 'deserialization', 'ldap', 'xpath'] as const;
const QUERY_METHODS = ['query', 'exec', 'prepare', 'real_query', 'multi_query', 'send_query', 'querySingle', 'unbuffered_query'];
const FILE_READERS = ['file_get_contents', 'fopen', 'file', 'readfile', 'parse_ini_file', 'simplexml_load_file', 'highlight_file', 'show_source', 'gzopen', 'gzfile', 'md5_file', 'sha1_file', 'hash_file', 'fpassthru'];
const FILE_WRITERS = ['file_put_contents', 'unlink', 'rmdir', 'mkdir', 'touch', 'chmod', 'chown', 'chgrp', 'opendir', 'scandir', 'glob', 'dir', 'tempnam', 'readlink', 'lchown', 'symlink', 'link', 'is_writable', 'disk_free_space'];
/** Sink kinds a number or a digest is safe for: all. */
const ALL = ['*'];
/**
 * libxml options (a flag, or flags joined by `|`: expressions.ts) that do not resolve external entities: without
 * LIBXML_NOENT (substitute entities) and LIBXML_DTDLOAD (fetch the external DTD), PHP 8's libxml loads none.
 */
const WITHOUT_ENTITY_FLAGS = '^(?![\\s\\S]*\\bLIBXML_(NOENT|DTDLOAD)\\b)';
/** Text that a space, a quote or `<` cannot end: safe as an unquoted HTML attribute value. */
const HTML_ATTRIBUTE = 'html-attribute';
const ESCAPED_FOR_URL = ['xss', 'header', 'log', 'sql', 'command', 'ldap', 'xpath', 'path', 'include', 'regex', 'redirect', HTML_ATTRIBUTE];

const php: TaintSpec = {
  sources: [
    { callee: ['_GET', '_REQUEST'], form: 'read', label: 'request parameter' },
    { callee: '_POST', form: 'read', label: 'form field' },
    { callee: '_COOKIE', form: 'read', label: 'cookie' },
    { callee: '_FILES', form: 'read', label: 'uploaded file' },
    // $_SERVER holds the server's values and the request's: its HTTP_* entries (headers) and the request line's parts.
    { callee: 'ServerVariables.HTTP_*', form: 'read', label: 'request header' },
    { callee: on(['ServerVariables'], ['REQUEST_URI', 'QUERY_STRING', 'PHP_SELF', 'PATH_INFO', 'ORIG_PATH_INFO', 'PATH_TRANSLATED', 'REDIRECT_URL', 'REDIRECT_QUERY_STRING']), form: 'read', label: 'request URL' },
    { callee: ['getallheaders', 'apache_request_headers'], label: 'request headers' },
    { callee: ['file_get_contents', 'fopen', 'file'], label: 'request body', ifArgument: { position: 0, matches: '^php://input$' } },
    { callee: ['filter_input', 'filter_input_array'], label: 'request input' },
    { callee: ['argv', 'ServerVariables.argv'], form: 'read', local: true, label: 'command-line argument', kinds: LOCAL_KINDS },
    { callee: ['STDIN'], form: 'read', label: 'standard input', kinds: LOCAL_KINDS },
    { callee: ['readline', 'stream_get_line'], label: 'terminal input', kinds: LOCAL_KINDS },
    { callee: ['getopt'], label: 'command-line option', kinds: LOCAL_KINDS },
    { callee: ['file_get_contents', 'fopen', 'file'], label: 'standard input', kinds: LOCAL_KINDS, ifArgument: { position: 0, matches: '^php://stdin$' } },
    { callee: ['getenv', '_ENV'], local: true, label: 'environment variable `{0}`', kinds: ENVIRONMENT_KINDS },
    { callee: ['_ENV'], form: 'read', local: true, label: 'environment variable', kinds: ENVIRONMENT_KINDS },
    { callee: ['socket_read', 'socket_recv', 'fread', 'stream_socket_recvfrom'], receiver: 'sock|socket|conn|client|stream', label: 'socket input' },
    // Predictable generators: what they produce is a problem only where a secret is expected.
    { callee: ['rand', 'mt_rand', 'uniqid', 'lcg_value', 'str_shuffle', 'shuffle', 'array_rand', 'microtime'], label: 'a predictable random generator', kinds: ['weak-random'], numeric: true },
  ],
  sinks: [
    // SQL: the text of the query. Values bound separately (PDO execute, pg_query_params) are not.
    { callee: ['mysqli_query', 'mysqli_real_query', 'mysqli_multi_query', 'mysqli_prepare', 'mysqli_send_query', 'pg_send_query', 'odbc_exec', 'odbc_prepare', 'sqlsrv_query', 'sqlsrv_prepare', 'oci_parse', 'db2_exec', 'db2_prepare', 'pg_query_params', 'pg_send_query_params', 'sqlite_query', 'sqlite_exec'], kind: 'sql', args: [1] },
    { callee: ['pg_query', 'pg_send_query'], arity: 2, kind: 'sql', args: [1] },
    { callee: ['pg_query', 'mysql_query', 'mssql_query', 'mysql_unbuffered_query'], arity: [1, 1], kind: 'sql', args: [0] },
    { callee: ['mysql_query', 'mssql_query'], arity: 2, kind: 'sql', args: [0] },
    { callee: ['pg_prepare'], kind: 'sql', args: [2] },
    { callee: on(['PDO', 'mysqli', 'SQLite3', 'Connection'], QUERY_METHODS), kind: 'sql', args: [0] },
    { callee: QUERY_METHODS.map((method) => `*.${method}`), receiver: DB_RECEIVER, shape: SQL_SHAPE, kind: 'sql', args: [0] },
    // Processes: a command line run by a shell; proc_open with an array runs the program without one.
    { callee: ['exec', 'system', 'passthru', 'shell_exec', 'popen', 'pcntl_exec', 'expect_popen'], kind: 'command', args: [0] },
    { callee: ['proc_open'], kind: 'command', args: [0], text: true },
    { callee: ['proc_open'], kind: 'command', args: [0], argv: true },
    { callee: ['ssh2_exec'], kind: 'command', args: [1] },
    // mail()'s fifth argument is passed to sendmail's command line.
    { callee: ['mail', 'mb_send_mail'], kind: 'command', args: [4] },
    // Code.
    { callee: ['eval', 'create_function', 'assert_options'], kind: 'code', args: [0] },
    // A function chosen by name: `call_user_func($_GET['fn'])` calls `system` as readily as anything else.
    { callee: ['call_user_func', 'call_user_func_array', 'forward_static_call', 'forward_static_call_array'], kind: 'code', args: [0], text: true },
    { callee: ['create_function'], kind: 'code', args: [1] },
    { callee: ['include', 'include_once', 'require', 'require_once'], kind: 'include', args: [0] },
    { callee: ['ReflectionClass', 'ReflectionMethod', 'ReflectionFunction', 'ReflectionObject'], form: 'new', kind: 'reflection', args: [0, 1] },
    // Files and directories; the URL-capable readers count as paths only when not given a URL.
    { callee: FILE_READERS, kind: 'path', args: [0], shape: LOCAL_PATH_SHAPE },
    { callee: FILE_WRITERS, kind: 'path', args: [0] },
    { callee: ['copy', 'rename'], kind: 'path', args: [0, 1], shape: LOCAL_PATH_SHAPE },
    { callee: ['move_uploaded_file'], kind: 'path', args: [1] },
    { callee: ['SplFileObject', 'SplFileInfo', 'DirectoryIterator', 'FilesystemIterator', 'RecursiveDirectoryIterator', 'GlobIterator'], form: 'new', kind: 'path', args: [0] },
    { callee: on(['ZipArchive'], ['open', 'extractTo', 'addFile']), kind: 'path', args: [0] },
    // Outbound requests: the URL.
    { callee: ['file_get_contents', 'fopen', 'file', 'readfile', 'copy', 'get_headers', 'curl_init', 'simplexml_load_file', 'getimagesize'], kind: 'ssrf', args: [0], shape: URL_SHAPE },
    { callee: ['fsockopen', 'pfsockopen', 'stream_socket_client'], kind: 'ssrf', args: [0] },
    { callee: ['curl_setopt'], kind: 'ssrf', args: [2], when: { position: 1, equals: 'CURLOPT_URL' }, shape: URL_SHAPE },
    { callee: ['curl_setopt_array'], kind: 'ssrf', args: [1], part: 'CURLOPT_URL', shape: URL_SHAPE },
    { callee: ['SoapClient'], form: 'new', kind: 'ssrf', args: [0] },
    // Output: what is printed is the page.
    { callee: ['echo', 'print', 'printf', 'vprintf'], kind: 'xss', args: 'all' },
    { callee: ['exit', 'die'], kind: 'xss', args: [0], text: true },
    { callee: ['header'], kind: 'redirect', args: [0], shape: '^\\s*(location|refresh)\\s*:', prefix: '\\s*(?:location|refresh)\\s*:\\s*(?:\\d+\\s*;\\s*url=)?' },
    { callee: ['unserialize'], kind: 'deserialization', args: [0], unlessKey: { arg: 1, keys: ['allowed_classes'], matches: '^(false|0)$' } },
    { callee: ['igbinary_unserialize', 'msgpack_unpack'], kind: 'deserialization', args: [0] },
    { callee: ['error_log'], kind: 'log', args: [0] },
    { callee: ['syslog'], kind: 'log', args: [1] },
    { callee: ['ldap_search', 'ldap_list', 'ldap_read'], kind: 'ldap', args: [1, 2] },
    { callee: on(['DOMXPath'], ['query', 'evaluate']), kind: 'xpath', args: [0] },
    { callee: ['*.query', '*.evaluate'], receiver: 'xpath|xp$', kind: 'xpath', args: [0] },
    { callee: on(['SimpleXMLElement'], ['xpath']), kind: 'xpath', args: [0] },
    { callee: ['*.xpath'], receiver: 'xml|doc|sxe|feed|root', kind: 'xpath', args: [0] },
    // libxml resolves entities only when the options say so, alone or among others (`LIBXML_NOENT | LIBXML_NONET`).
    { callee: ['simplexml_load_string'], arity: [3, 5], kind: 'xxe', args: [0], unless: { position: 2, matches: WITHOUT_ENTITY_FLAGS } },
    { callee: on(['DOMDocument'], ['loadXML', 'load']), arity: [2, 2], kind: 'xxe', args: [0], unless: { position: 1, matches: WITHOUT_ENTITY_FLAGS } },
    { callee: ['SimpleXMLElement'], form: 'new', arity: [2, 5], kind: 'xxe', args: [0], unless: { position: 1, matches: WITHOUT_ENTITY_FLAGS } },
    { callee: ['preg_match', 'preg_match_all', 'preg_replace', 'preg_split', 'preg_grep', 'preg_replace_callback'], kind: 'regex', args: [0] },
    // Appending to a file is writing a log.
    { callee: ['file_put_contents'], kind: 'log', args: [1], when: { position: 2, equals: 'FILE_APPEND' } },
    { callee: ['file_put_contents'], kind: 'log', args: [1], when: { position: 2, equals: 'FILE_APPEND|LOCK_EX' } },
    { callee: ['file_put_contents'], kind: 'log', args: [1], when: { position: 2, equals: 'LOCK_EX|FILE_APPEND' } },
    // Where HTML escaping is not enough (the lowering marks these places): a URL attribute's start takes only URLs
    // that cannot be `javascript:`, an unquoted attribute only values without spaces.
    { callee: [HTML_CONTEXTS.url], kind: 'redirect', args: [0], rule: 'xss-url-attribute' },
    { callee: [HTML_CONTEXTS.unquoted], kind: 'xss', args: [0], rule: 'xss-unquoted-attribute', safeAs: HTML_ATTRIBUTE },
    // Anything stored in $_SESSION (targets.ts marks it).
    { callee: [SESSION_STORE], kind: 'trust-boundary', args: [0] },
    // A predictable number put into a cookie.
    { callee: ['setcookie', 'setrawcookie'], kind: 'weak-random', args: [1] },
  ],
  sanitizers: [
    { callee: ['intval', 'floatval', 'boolval', 'abs', 'count', 'sizeof', 'strlen', 'mb_strlen', 'round', 'floor', 'ceil', 'number_format', 'max', 'min', 'array_sum', 'time', 'strtotime', 'mktime', 'checkdate', 'ord', 'crc32', 'ip2long', 'bin2hex', 'base64_encode', 'md5', 'sha1', 'hash', 'hash_hmac', 'crypt', 'password_hash', 'password_verify', 'hash_equals', 'random_int', 'random_bytes', 'is_numeric', 'ctype_digit', 'ctype_alnum', 'ctype_alpha', 'array_key_exists', 'in_array', 'str_contains', 'str_starts_with', 'str_ends_with', 'strpos', 'stripos', 'file_exists', 'is_file', 'is_dir', 'is_readable', 'uniqid', 'spl_object_id', 'ctype_xdigit', 'filesize', 'filemtime'], kinds: ALL },
    { callee: ['filter_var', 'filter_input'], kinds: ALL, ifArgument: { position: 1, matches: '^FILTER_(VALIDATE_(INT|FLOAT|BOOL|BOOLEAN|IP|MAC)|SANITIZE_NUMBER_(INT|FLOAT))$' } },
    { callee: ['filter_input'], kinds: ALL, ifArgument: { position: 2, matches: '^FILTER_(VALIDATE_(INT|FLOAT|BOOL|BOOLEAN|IP|MAC)|SANITIZE_NUMBER_(INT|FLOAT))$' } },
    { callee: ['filter_var'], kinds: ['xss', 'header', 'log', 'template'], ifArgument: { position: 1, matches: '^FILTER_(VALIDATE_EMAIL|SANITIZE_SPECIAL_CHARS|SANITIZE_FULL_SPECIAL_CHARS|SANITIZE_EMAIL)$' } },
    { callee: ['filter_input'], kinds: ['xss', 'header', 'log', 'template'], ifArgument: { position: 2, matches: '^FILTER_(VALIDATE_EMAIL|SANITIZE_SPECIAL_CHARS|SANITIZE_FULL_SPECIAL_CHARS|SANITIZE_EMAIL)$' } },
    { callee: ['htmlspecialchars', 'htmlentities', 'strip_tags', 'esc_html', 'esc_attr', 'esc_textarea', 'wp_kses', 'wp_kses_post', 'e'], kinds: ['xss', 'template'] },
    // JSON is safe in a JSON response (xss.ts drops output under a non-HTML content type), not in a page.
    { callee: ['json_encode'], kinds: ['log', 'header'] },
    { callee: ['urlencode', 'rawurlencode', 'http_build_query', 'esc_url'], kinds: ESCAPED_FOR_URL },
    { callee: ['escapeshellarg'], kinds: ['command'] },
    { callee: ['basename'], kinds: ['path', 'include', 'command'] },
    { callee: ['pathinfo'], kinds: ['path', 'include'], ifArgument: { position: 1, matches: '^PATHINFO_(FILENAME|BASENAME|EXTENSION)$' } },
    { callee: ['realpath'], kinds: ['normalized'] },
    { callee: ['ldap_escape'], kinds: ['ldap'] },
    { callee: ['preg_quote'], kinds: ['regex'] },
    // Escapers of SQL string literals: safe only inside the quotes of a literal (the sql rule checks where it sits).
    { callee: ['mysqli_real_escape_string', 'mysql_real_escape_string', 'mysql_escape_string', 'pg_escape_string', 'sqlite_escape_string', 'addslashes', 'esc_sql', 'db2_escape_string'], kinds: [SQL_QUOTED] },
    { callee: [...on(['mysqli', 'SQLite3'], ['real_escape_string', 'escape_string', 'escapeString']), '*.real_escape_string', '*.escapeString'], kinds: [SQL_QUOTED] },
    // …while these add the quotes themselves.
    { callee: ['pg_escape_literal', ...on(['PDO', 'Connection'], ['quote']), '*.quote'], kinds: ['sql'] },
    { callee: ['preg_replace', 'str_replace', 'str_ireplace'], kinds: ['log', 'header'], ifArgument: { position: 0, matches: '\\\\[rn]|[\\r\\n]|\\\\v|\\\\R' } },
    // Removing everything but letters, digits, `_` and `-` leaves nothing any sink reads specially.
    { callee: ['preg_replace'], kinds: ALL, ifArgument: { position: 0, matches: '^([/#~])\\[\\^(?:[a-zA-Z0-9_]|\\\\[dw]|[a-zA-Z0-9]-[a-zA-Z0-9]|\\\\-|-(?=\\]))+\\]\\+?\\1[imsxuD]*$' } },
  ],
  validators: [
    { callee: ['is_numeric', 'ctype_digit', 'ctype_alnum', 'ctype_alpha', 'ctype_xdigit', 'is_int', 'is_float'], checks: 0, kinds: ALL },
    { callee: ['preg_match'], checks: 1, kinds: ALL, regex: 0 },
    { callee: ['str_starts_with'], checks: 0, kinds: ['path', 'include'], requires: 'normalized' },
    // `str_starts_with($to, '/')` (or `$to[0] === '/'`) and then not `str_starts_with($to, '//')`: a path on this host.
    { callee: ['str_starts_with'], checks: 0, kinds: ['rooted'], ifArgument: { position: 1, matches: '^/$' } },
    { callee: ['str_starts_with'], checks: 0, kinds: ['redirect'], passes: false, requires: 'rooted', ifArgument: { position: 1, matches: '^//$' } },
    // Data whose HMAC under the server's key matched, compared in constant time, is data the server produced.
    { callee: ['hash_equals'], checks: 0, kinds: ALL, through: { callee: ['hash_hmac'], arg: 1 } },
    { callee: ['hash_equals'], checks: 1, kinds: ALL, through: { callee: ['hash_hmac'], arg: 1 } },
  ],
  propagators: [
    { callee: ['exit', 'die'], effect: 'exit' },
    { callee: ['parse_url'], effect: 'parse-url', arg: 0 },
    // The regular expression functions are sinks for their pattern, and give back (parts of) their subject.
    { callee: ['preg_replace', 'preg_replace_callback', 'preg_filter'], effect: 'copy', arg: 2 },
    { callee: ['preg_split', 'preg_grep', 'preg_quote'], effect: 'copy', arg: 1 },
    { callee: ['vsprintf'], effect: 'format', template: 0, style: 'printf' },
    { callee: [HTML_CONTEXTS.url, HTML_CONTEXTS.unquoted, SESSION_STORE], effect: 'copy', arg: 0 },
    { callee: ['array_key_first', 'array_key_last', 'array_search', 'spl_object_hash', 'get_class', 'gettype', 'json_last_error', 'json_last_error_msg', 'headers_sent', 'session_status',
      // What is known about a stream (its URI, mode, size, position) is the program's, not the data read from it.
      'stream_get_meta_data', 'fstat', 'ftell', 'feof', 'stream_is_local', 'stream_isatty', 'posix_isatty'], effect: 'clean' },
  ],
  types: [
    { callee: '_SERVER', form: 'read', returns: 'ServerVariables' },
    { callee: 'PDO', form: 'new', returns: 'PDO' },
    { callee: ['mysqli', 'mysqli_connect'], returns: 'mysqli' },
    { callee: 'mysqli', form: 'new', returns: 'mysqli' },
    { callee: 'SQLite3', form: 'new', returns: 'SQLite3' },
    { callee: on(['PDO', 'mysqli', 'SQLite3'], ['prepare']), returns: 'PDOStatement' },
    { callee: ['DOMXPath'], form: 'new', returns: 'DOMXPath' },
    { callee: ['DOMDocument'], form: 'new', returns: 'DOMDocument' },
    { callee: ['simplexml_load_string', 'simplexml_load_file'], returns: 'SimpleXMLElement' },
    { callee: ['SimpleXMLElement'], form: 'new', returns: 'SimpleXMLElement' },
    { callee: ['ZipArchive'], form: 'new', returns: 'ZipArchive' },
  ],
  supertypes: {
    PDOStatement: [],
  },
  // A Closure is code the program wrote, never text; dates are parsed values.
  numericTypes: [...NUMERIC_TYPES, 'Closure', 'DateTime', 'DateTimeImmutable', 'DateTimeInterface', 'Carbon', 'CarbonImmutable', 'int[]', 'float[]'],
};

/**
 * PHP functions named like escapers that the shared name-based rows would trust too far: `escapeshellcmd` leaves a
 * value free to add options to the command (`-o /var/www/shell.php`), and the SQL string escapers protect only
 * inside quotes (their rows above say so).
 */
const NAMED_LIKE_ESCAPERS = ['escapeshellcmd', 'mysqli_real_escape_string', 'mysql_real_escape_string', 'mysql_escape_string', 'sqlite_escape_string', 'real_escape_string', 'escape_string', 'escapeString'];
const shared: TaintSpec = {
  ...textSpec,
  namedSanitizers: (textSpec.namedSanitizers ?? []).map((row) => ({ ...row, names: `^(?!(?:${NAMED_LIKE_ESCAPERS.join('|')})$)[\\s\\S]*?(?:${row.names})` })),
};

export const phpSpec: TaintSpec = mergeSpecs(shared, php, frameworksSpec);
