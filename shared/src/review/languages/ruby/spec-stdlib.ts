/**
 * Taint rows for Ruby's standard library and common gems: processes (a single string runs in a shell, several
 * arguments are an argument vector), files, code evaluation and reflection, deserialisation (Marshal, YAML, Oj),
 * outbound HTTP, logging, patterns, LDAP, XPath, XML parsers told to resolve entities (Nokogiri), randomness;
 * conversions, escapers and allow-list checks.
 */
import type { TaintSpec } from '../../core/taint-spec';
import { LOCAL_KINDS, on } from './spec-web';
import { LINE_BREAKS } from '../../analysis/dataflow/common-spec';
import { SETTINGS } from './settings-blocks';


const HTTP_VERBS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'request'];
const HTTP_CLIENTS = ['HTTParty', 'Faraday', 'RestClient', 'Excon', 'HTTP', 'Typhoeus', 'HTTPX', 'HTTPClient'];
const PROCESS = ['system', 'exec', 'spawn', 'Kernel.system', 'Kernel.exec', 'Kernel.spawn', 'Process.spawn', 'Process.exec', 'PTY.spawn',
  'Open3.capture2', 'Open3.capture2e', 'Open3.capture3', 'Open3.popen2', 'Open3.popen2e', 'Open3.popen3', 'Open3.pipeline', 'Open3.pipeline_r', 'Open3.pipeline_w', 'Open3.pipeline_rw', 'Open3.pipeline_start'];
const FILE_METHODS = ['read', 'open', 'new', 'write', 'delete', 'unlink', 'readlines', 'foreach', 'binread', 'binwrite', 'rename', 'truncate', 'chmod', 'chown', 'symlink', 'link', 'readlink', 'lines', 'each_line', 'copy_stream'];
const FILE_UTILS = ['rm', 'rm_f', 'rm_r', 'rm_rf', 'remove', 'remove_file', 'remove_dir', 'remove_entry', 'rmtree', 'cp', 'cp_r', 'copy', 'copy_file', 'mv', 'move', 'mkdir', 'mkdir_p', 'makedirs', 'touch', 'chmod', 'chmod_R', 'chown', 'ln', 'ln_s', 'ln_sf', 'install'];
const PATHNAME_METHODS = ['read', 'write', 'binread', 'binwrite', 'open', 'readlines', 'each_line', 'delete', 'unlink', 'rmtree', 'children', 'entries', 'mkpath', 'rename', 'opendir'];
const SECURE_COMPARE = ['ActiveSupport.SecurityUtils.secure_compare', 'ActiveSupport.SecurityUtils.fixed_length_secure_compare', 'Rack.Utils.secure_compare', 'OpenSSL.fixed_length_secure_compare', 'OpenSSL.secure_compare', 'secure_compare'];
const LOG_LEVELS = ['info', 'warn', 'error', 'debug', 'fatal', 'unknown', 'add', 'log', '<<'];
/** Nokogiri's XML parses, whose options come fourth (input, url, encoding, options) or from a settings block. */
const NOKOGIRI_PARSES = ['Nokogiri.XML', 'Nokogiri.parse', 'Nokogiri.XML.Document.parse', 'Nokogiri.XML.Reader', 'Nokogiri.XML.Reader.new'];
/**
 * The parse options that resolve entities, each unsafe on untrusted documents by Nokogiri's own docs: `noent`
 * substitutes them, `dtdload` fetches the external DTD the document names.
 */
const ENTITY_SWITCHES = ['noent', 'dtdload'];

export const stdlibSpec: TaintSpec = {
  sources: [
    { callee: 'ARGV', form: 'read', local: true, label: 'command-line argument' },
    { callee: 'ENV', form: 'read', local: true, label: 'environment variable', kinds: LOCAL_KINDS },
    { callee: ['gets', 'readline', 'readlines', 'Kernel.gets', 'STDIN.gets', 'STDIN.read', 'STDIN.readline', 'STDIN.readlines', 'STDIN.each_line', '$stdin.gets', '$stdin.read', '$stdin.readline',
      '$stdin.readlines', '$stdin.each_line', 'ARGF.read', 'ARGF.gets', 'ARGF.readlines', 'ARGF.each_line'], label: 'standard input' },
    // What a peer sends over a socket (`conn.read(4)`, `client.gets`).
    { callee: on(['TCPSocket', 'Socket', 'UNIXSocket', 'OpenSSL.SSL.SSLSocket'], ['read', 'gets', 'recv', 'recvfrom', 'readpartial', 'read_nonblock', 'readline', 'readlines', 'each_line', 'sysread']), label: 'socket input' },
    { callee: ['*.read', '*.gets', '*.recv', '*.recvfrom', '*.readpartial', '*.read_nonblock', '*.readline', '*.sysread'], receiver: '^(conn|client|sock|socket|connection|peer|remote)(_\\w+)?$', label: 'socket input' },
    // The names inside an uploaded archive are the uploader's (`../../config/…`: zip slip).
    { callee: ['*.full_name'], receiver: 'entry|member|header', label: 'archive entry name', kinds: ['path'] },
    { callee: ['*.name'], receiver: '^(zip_?)?entry$', label: 'archive entry name', kinds: ['path'] },
    { callee: ['rand', 'Kernel.rand', 'Random.rand', 'Random.new', 'Random.new_seed', 'Random.bytes', '*.shuffle'], label: 'a predictable random generator', kinds: ['weak-random'], numeric: true },
    // `sample(random: SecureRandom)` draws from a secure generator.
    { callee: ['*.sample'], arity: 0, label: 'a predictable random generator', kinds: ['weak-random'], numeric: true },
  ],
  sinks: [
    // One string is a shell command line; a program and its arguments given one by one are not.
    { callee: PROCESS, kind: 'command', args: 'all', argv: true },
    // IO.popen takes the command as one string (a shell) or one list (an argument vector), then a mode.
    { callee: ['IO.popen'], kind: 'command', args: [0], argv: true },
    { callee: ['`'], kind: 'command', args: [0] },
    // Kernel#open runs text that starts with `|` (the lowering names an open whose text starts otherwise File.open).
    { callee: ['open', 'Kernel.open', 'OpenURI.open'], kind: 'command', args: [0] },
    { callee: ['open', 'Kernel.open', 'OpenURI.open'], kind: 'path', args: [0] },
    { callee: [...on(['File', 'IO'], FILE_METHODS), ...on(['Dir'], ['glob', '[]', 'entries', 'children', 'each_child', 'foreach', 'mkdir', 'rmdir', 'delete', 'unlink', 'open', 'new']), 'YAML.load_file', 'Psych.load_file', 'YAML.safe_load_file', 'CSV.read', 'CSV.foreach', 'CSV.open', 'Zip.File.open', 'Tempfile.open'], kind: 'path', args: [0] },
    { callee: [...on(['FileUtils'], FILE_UTILS)], kind: 'path', args: [0, 1] },
    { callee: on(['File'], ['rename', 'symlink', 'link']), kind: 'path', args: [1] },
    { callee: on(['Pathname'], PATHNAME_METHODS), kind: 'path', args: [-1] },
    { callee: ['require', 'load', 'require_relative', 'autoload', 'Kernel.require', 'Kernel.load'], kind: 'include', args: [0] },
    { callee: ['eval', 'Kernel.eval', 'instance_eval', 'class_eval', 'module_eval', '*.eval', '*.instance_eval', '*.class_eval', '*.module_eval', 'RubyVM.InstructionSequence.compile'], kind: 'code', args: [0], text: true },
    { callee: ['send', 'public_send', '__send__', 'try', 'method', 'public_method', 'instance_variable_get', 'instance_variable_set', 'const_get', 'Object.const_get', 'Kernel.const_get', 'Module.const_get'], kind: 'reflection', args: [0] },
    { callee: ['*.send', '*.public_send', '*.__send__', '*.try', '*.method', '*.public_method', '*.instance_variable_get', '*.instance_variable_set', '*.const_get', '*.define_method'], receiver: '^(?!.*(sock|socket|udp|tcp|mailer|mail|smtp)).*$', kind: 'reflection', args: [0] },
    { callee: ['*.constantize', '*.safe_constantize'], kind: 'reflection', args: [-1] },
    { callee: ['Marshal.load', 'Marshal.restore', 'YAML.unsafe_load', 'Psych.unsafe_load', 'YAML.load', 'Psych.load', 'YAML.load_stream', 'Psych.load_stream', 'Oj.object_load', 'Ox.load'], kind: 'deserialization', args: [0] },
    { callee: ['Oj.load', 'Oj.load_file'], kind: 'deserialization', args: [0], unless: { keyword: 'mode', matches: '^(strict|null|compat|json|rails|custom|wab)$' } },
    { callee: ['JSON.load', 'JSON.restore'], kind: 'deserialization', args: [0], unless: { keyword: 'create_additions', matches: '^false$' } },
    { callee: ['Net.HTTP.get', 'Net.HTTP.get_response', 'Net.HTTP.get_print', 'Net.HTTP.post', 'Net.HTTP.post_form', 'Net.HTTP.start', 'Net.HTTP.new', 'Net.HTTP.Get.new', 'Net.HTTP.Post.new',
      'URI.open', 'OpenURI.open_uri', 'OpenURI.open', 'Faraday.new', 'Excon.new', 'RestClient.Resource.new', 'HTTPClient.get_content', 'Down.download', ...HTTP_CLIENTS.flatMap((client) => HTTP_VERBS.map((verb) => `${client}.${verb}`))],
    kind: 'ssrf', args: [0, 'url'] },
    { callee: on(['URI.Generic'], ['open', 'read']), kind: 'ssrf', args: [-1] },
    { callee: ['RestClient.Request.execute'], kind: 'ssrf', args: ['url'] },
    { callee: on(['Logger'], LOG_LEVELS), kind: 'log', args: 'all' },
    { callee: LOG_LEVELS.map((level) => `*.${level}`), receiver: '(^|\\.|@)(logger|log|LOGGER|LOG|audit_log)$', kind: 'log', args: 'all' },
    // `logger.public_send(level, message)`: a level chosen at run time.
    { callee: [...on(['Logger'], ['public_send', 'send']), '*.public_send', '*.send'], receiver: '(^|\\.|@)(logger|log|LOGGER|LOG|audit_log)$', kind: 'log', args: 'all' },
    { callee: ['Regexp.new', 'Regexp.compile'], kind: 'regex', args: [0] },
    { callee: ['Net.LDAP.Filter.construct', 'Net.LDAP.Filter.from_rfc2254', 'Net.LDAP.Filter.from_rfc4515'], kind: 'ldap', args: [0] },
    { callee: ['Net.LDAP.Filter.eq', 'Net.LDAP.Filter.ne', 'Net.LDAP.Filter.ge', 'Net.LDAP.Filter.le'], kind: 'ldap', args: [1] },
    { callee: [...on(['Net.LDAP'], ['search', 'search_subschema_entry']), '*.search'], receiver: 'ldap', kind: 'ldap', args: ['filter', 'base'] },
    { callee: ['*.xpath', '*.at_xpath'], kind: 'xpath', args: [0] },
    // `Nokogiri::XML(xml) { |config| config.noent }` (settings-blocks.ts); libxml2 resolves no entities otherwise.
    ...ENTITY_SWITCHES.map((field) => ({ callee: NOKOGIRI_PARSES, kind: 'xxe' as const, args: [0], configured: { arg: 3, keyword: SETTINGS, field, matches: '^true$' } })),
    // `Nokogiri::XML(xml, nil, nil, ParseOptions::DEFAULT_XML | ParseOptions::NOENT)`: the flags named (binaryExpr reads `|` of constants as their names).
    { callee: NOKOGIRI_PARSES, arity: [4, 5], kind: 'xxe', args: [0], unless: { position: 3, matches: `^(?![\\s\\S]*\\b(${ENTITY_SWITCHES.join('|').toUpperCase()})\\b)` } },
  ],
  sanitizers: [
    { callee: ['*.to_i', '*.to_f', '*.to_r', '*.to_c', '*.to_d', 'Integer', 'Float', 'Rational', 'BigDecimal', 'Kernel.Integer', 'Kernel.Float', '*.abs', '*.round', '*.ceil', '*.floor', 'Date.parse', 'Time.parse', 'Date.iso8601', 'Time.iso8601', '*.to_date', '*.to_time', 'SecureRandom.hex', 'SecureRandom.uuid', 'SecureRandom.urlsafe_base64', 'SecureRandom.base64', 'SecureRandom.alphanumeric', 'SecureRandom.random_number', '*.hexdigest', '*.base64digest', '*.digest', 'BCrypt.Password.create'], kinds: ['*'] },
    { callee: ['Shellwords.escape', 'Shellwords.shellescape', '*.shellescape', 'Shellwords.join', 'Shellwords.shelljoin', '*.shelljoin'], kinds: ['command'] },
    { callee: ['File.basename', '*.basename', 'ActiveStorage.Filename.new', 'sanitize_filename'], kinds: ['path'] },
    { callee: ['File.expand_path', 'File.absolute_path', 'File.realpath', '*.expand_path', '*.realpath', '*.cleanpath'], kinds: ['normalized'] },
    { callee: ['Regexp.escape', 'Regexp.quote', 'Regexp.union'], kinds: ['regex'] },
    { callee: ['CGI.escape', 'ERB.Util.url_encode', 'URI.encode_www_form_component', 'URI.encode_uri_component', 'URI.encode_www_form', 'Rack.Utils.escape', 'Rack.Utils.escape_path', '*.to_query', '*.to_param'], kinds: ['xss', 'header', 'log', 'sql', 'command', 'ldap', 'xpath', 'path'] },
    { callee: ['Net.LDAP.Filter.escape', 'Net.LDAP.Filter.equals', 'Net.LDAP.Filter.begins', 'Net.LDAP.Filter.ends', 'Net.LDAP.Filter.contains'], kinds: ['ldap'] },
    // Line breaks removed (`gsub(/[\r\n]/, '')`, `squish`) or escaped (`inspect`, `dump`, `to_json`) cannot forge a log line.
    // … and so do every character outside the printable ones (`gsub(/[^[:print:]]/) { … }`); the bang forms change the receiver.
    { callee: ['*.gsub', '*.tr', '*.delete'], kinds: ['log', 'header'], ifArgument: { position: 0, matches: LINE_BREAKS } },
    { callee: ['*.gsub!', '*.tr!', '*.delete!'], kinds: ['log', 'header'], ifArgument: { position: 0, matches: LINE_BREAKS }, cleans: 'receiver' },
    { callee: ['*.squish', '*.inspect', '*.dump', '*.to_json', '*.parameterize', '*.to_sym'], kinds: ['log', 'header'] },
    // An uploaded file's temporary copy lies where the server put it; its original_filename is the client's.
    { callee: ['*.tempfile'], kinds: ['path', 'command'] },
  ],
  validators: [
    // `ALLOWED.include?(x)`, `%w[a b].include?(x)`, `MAP.key?(x)`: x is one of the constants.
    { callee: ['*.include?', '*.member?', '*.key?', '*.has_key?'], checks: 0, kinds: ['*'], allowList: true },
    // `x.match?(/\A\d+\z/)`, `x =~ /\A[a-z]+\z/`, `/\A\w+\z/.match?(x)`, `when /\A\d+\z/`.
    { callee: ['*.match?', '*.match', '*.=~'], checks: -1, kinds: ['*'], regex: 0 },
    { callee: ['*.match?', '*.match', '*.=~', '*.==='], checks: 0, kinds: ['*'], regex: -1 },
    { callee: ['Integer.===', 'Numeric.===', 'Float.==='], checks: 0, kinds: ['*'] },
    { callee: ['*.start_with?'], checks: -1, kinds: ['path'], requires: 'normalized' },
    // `url.start_with?("https://partner.example.com/")`: the host is fixed.
    { callee: ['*.start_with?'], checks: -1, kinds: ['redirect', 'ssrf'], ifArgument: { position: 0, matches: '^https?://[^/?#\\\\]+/' } },
    // `path.start_with?("/")` and then not `path.start_with?("//")`: a path on this host.
    { callee: ['*.start_with?'], checks: -1, kinds: ['rooted'], ifArgument: { position: 0, matches: '^/$' } },
    { callee: ['*.start_with?'], checks: -1, kinds: ['redirect'], passes: false, requires: 'rooted', ifArgument: { position: 0, matches: '^//$' } },
    // `secure_compare(OpenSSL::HMAC.hexdigest("SHA256", key, data), signature)`: data is authenticated.
    ...[0, 1].flatMap((checks) => [
      { callee: SECURE_COMPARE, checks, kinds: ['*'], through: { callee: ['hexdigest', 'digest', 'base64digest'], arg: 2 } },
      { callee: SECURE_COMPARE, checks, kinds: ['*'], through: { callee: ['sign', 'signature', 'signature_for', 'hmac', 'hmac_for', 'compute_signature', 'expected_signature', 'digest_for'], arg: 0 } },
    ]),
  ],
  types: [
    { callee: ['Rails.logger', 'logger', 'Logger.new', 'ActiveSupport.Logger.new', 'ActiveSupport.TaggedLogging.new', 'Sinatra.Base.logger'], returns: 'Logger' },
    { callee: ['URI.parse', 'URI', 'URI.join', 'Kernel.URI', 'URI.Generic.build', 'URI.HTTP.build', 'URI.HTTPS.build'], returns: 'URI.Generic' },
    { callee: ['Pathname.new', 'Rails.root', 'Pathname', 'Rails.public_path'], returns: 'Pathname' },
    { callee: on(['Pathname'], ['join', '+', '/', 'expand_path', 'cleanpath', 'realpath', 'dirname', 'parent']), returns: 'Pathname' },
    { callee: ['Net.LDAP.new'], returns: 'Net.LDAP' },
    { callee: ['TCPServer.new', 'TCPServer.open', 'UNIXServer.new', 'Socket.tcp_server_loop'], returns: 'TCPServer' },
    { callee: ['TCPServer.accept', 'TCPServer.accept_nonblock', '*.accept'], returns: 'TCPSocket' },
    { callee: ['TCPSocket.new', 'TCPSocket.open', 'Socket.tcp'], returns: 'TCPSocket' },
  ],
  propagators: [
    { callee: ['URI.parse', 'URI'], effect: 'parse-url', arg: 0 },
    { callee: ['*.fetch'], arity: [1, 2], effect: 'load', key: 0, fallback: 1 },
    { callee: ['*.store'], arity: 2, effect: 'store', key: 0, value: 1 },
    { callee: ['*.<<', '*.push', '*.append', '*.concat', '*.unshift', '*.prepend', '*.merge!', '*.update', '*.insert'], effect: 'into-receiver', values: 'all' },
    // A URL keeps the text it was parsed from: `URI("https://api.example.com/#{id}")` still goes to that host.
    { callee: ['URI', 'URI.parse', 'Kernel.URI'], arity: 1, effect: 'copy', arg: 0 },
    { callee: ['*.freeze', '*.dup', '*.clone', '*.itself', '*.presence', '*.to_s', '*.to_str'], arity: 0, effect: 'receiver' },
    { callee: ['exit', 'exit!', 'abort', 'Kernel.exit', 'Kernel.abort', 'Process.exit', 'throw'], effect: 'exit' },
    {
      callee: ['*.nil?', '*.blank?', '*.present?', '*.empty?', '*.any?', '*.none?', '*.include?', '*.start_with?', '*.end_with?', '*.match?', '*.=~', '*.is_a?', '*.kind_of?', '*.instance_of?',
        '*.respond_to?', '*.exist?', '*.exists?', '*.file?', '*.directory?', '*.zero?', '*.positive?', '*.negative?', '*.valid?', '*.invalid?', '*.persisted?', '*.eql?', '*.equal?',
        '*.between?', '*.key?', '*.has_key?', '*.member?', '*.size', '*.length', '*.bytesize', '*.count', '*.hash', '*.object_id', '*.class', '*.frozen?', '*.===', '*.<=>',
        'ActiveSupport.SecurityUtils.secure_compare', 'Rack.Utils.secure_compare', 'SecureRandom.hex', 'SecureRandom.uuid', 'Time.now', 'Time.current', 'Date.today', 'block_given?'],
      effect: 'clean',
    },
  ],
  numericTypes: ['Integer', 'Float', 'Numeric', 'BigDecimal', 'Rational', 'Complex', 'TrueClass', 'FalseClass'],
};
