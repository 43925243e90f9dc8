/**
 * The .NET class library and common packages: processes, files, XML parsers, serialisers (BinaryFormatter & co.,
 * Json.NET with type names), HTTP clients, LDAP, logging, regular expressions, reflection, scripting and random
 * numbers; the encoders, parsers and checks that make values safe; how builders and collections carry data.
 */
import { SINK_KINDS, type TaintSpec } from '../../core/taint-spec';
import { on } from './spec-web';

const EVERY_KIND = Object.keys(SINK_KINDS);
const LOGGERS = ['ILogger', 'Logger', 'ILog', 'Log', 'NLog.Logger'];
const LOG_METHODS = ['LogInformation', 'LogWarning', 'LogError', 'LogDebug', 'LogTrace', 'LogCritical'];
const HTTP_CLIENT = ['GetAsync', 'GetStringAsync', 'GetByteArrayAsync', 'GetStreamAsync', 'PostAsync', 'PutAsync', 'PatchAsync', 'DeleteAsync', 'PostAsJsonAsync', 'PutAsJsonAsync', 'GetFromJsonAsync', 'PatchAsJsonAsync', 'DeleteFromJsonAsync'];
const WEB_CLIENT = ['DownloadString', 'DownloadStringTaskAsync', 'DownloadData', 'DownloadDataTaskAsync', 'DownloadFile', 'DownloadFileTaskAsync', 'OpenRead', 'OpenReadTaskAsync', 'UploadString', 'UploadData', 'UploadValues', 'UploadFile'];
const FILE_READ_WRITE = [
  'ReadAllText', 'ReadAllTextAsync', 'ReadAllBytes', 'ReadAllBytesAsync', 'ReadAllLines', 'ReadAllLinesAsync', 'ReadLines', 'ReadLinesAsync', 'WriteAllText', 'WriteAllTextAsync',
  'WriteAllBytes', 'WriteAllBytesAsync', 'WriteAllLines', 'WriteAllLinesAsync', 'AppendAllText', 'AppendAllTextAsync', 'AppendAllLines', 'AppendAllLinesAsync', 'AppendText',
  'Delete', 'Open', 'OpenRead', 'OpenWrite', 'OpenText', 'Create', 'CreateText', 'SetAttributes', 'Encrypt', 'Decrypt',
];
const STREAMS = '^(Stream|FileStream|MemoryStream|BufferedStream|NetworkStream|GZipStream|PipeReader|RequestBodyStream|Byte\\[\\]|TextReader|StreamReader|StringReader|XmlReader|XmlTextReader)$';
/** Readers and streams over other readers and streams: they carry what they read, and are of their own type. */
const WRAPPERS = ['StreamReader', 'StringReader', 'BinaryReader', 'XmlTextReader', 'JsonTextReader', 'MemoryStream', 'BufferedStream', 'GZipStream'];
/** A serialization binder of the program's own restricts the types Json.NET creates; the stock one does not. */
const BINDER = { field: 'SerializationBinder', matches: '^(?!DefaultSerializationBinder$).+' } as const;
const NUMBERS = ['Int32', 'Int64', 'Int16', 'UInt32', 'UInt64', 'UInt16', 'Byte', 'SByte', 'Decimal', 'Double', 'Single', 'Boolean', 'Guid', 'DateTime', 'DateTimeOffset', 'TimeSpan', 'DateOnly', 'TimeOnly'];
const CONVERSIONS = ['ToInt32', 'ToInt64', 'ToInt16', 'ToUInt32', 'ToUInt64', 'ToByte', 'ToDecimal', 'ToDouble', 'ToSingle', 'ToBoolean', 'ToDateTime'];

export const system: TaintSpec = {
  sources: [
    { callee: ['Environment.GetEnvironmentVariable', 'Environment.GetEnvironmentVariables', 'Environment.GetCommandLineArgs'], local: true, label: 'environment variable `{0}`', kinds: ['command', 'code', 'sql', 'path', 'ssrf', 'deserialization', 'ldap', 'xpath', 'xxe', 'reflection'] },
    { callee: 'Environment.CommandLine', form: 'read', label: 'command line', kinds: ['command', 'code', 'sql', 'path', 'ssrf', 'deserialization', 'ldap', 'xpath', 'xxe', 'reflection'] },
    // Top-level statements see the command line as `args`.
    { callee: 'args', form: 'read', local: true, label: 'command-line argument' },
    { callee: ['Console.ReadLine', 'Console.Read', 'Console.In'], label: 'console input' },
    { callee: on(['TcpClient', 'Socket', 'NetworkStream'], ['GetStream', 'Receive', 'ReceiveAsync', 'Read', 'ReadAsync']), label: 'socket input' },
    { callee: ['Random'], form: 'new', label: 'System.Random', kinds: ['weak-random'], numeric: true },
    { callee: ['Random.Shared'], form: 'read', label: 'System.Random', kinds: ['weak-random'], numeric: true },
  ],
  sinks: [
    { callee: ['Process.Start'], kind: 'command', args: [0], unless: { position: 0, matches: '^ProcessStartInfo$' } },
    { callee: ['Process.Start'], kind: 'command', args: [1], program: 0, arity: 2 },
    { callee: ['Process.Start'], kind: 'command', args: [0], part: 'FileName' },
    { callee: ['Process.Start'], kind: 'command', args: [0], part: 'Arguments', programPart: 'FileName' },
    { callee: ['Process.Start'], kind: 'command', args: [0], part: 'ArgumentList', programPart: 'FileName' },
    { callee: on(['Process'], ['Start']), kind: 'command', args: [-1], part: 'StartInfo' },
    { callee: ['CSharpScript.EvaluateAsync', 'CSharpScript.RunAsync', 'CSharpScript.Create'], kind: 'code', args: [0] },
    { callee: on(['CSharpCodeProvider', 'CodeDomProvider'], ['CompileAssemblyFromSource']), kind: 'code', args: [1] },
    { callee: ['DataTable.Compute'], kind: 'code', args: [0] },
    { callee: ['File.Copy', 'File.Move', 'File.Replace', 'Directory.Move'], kind: 'path', args: [0, 1] },
    { callee: on(['File'], FILE_READ_WRITE), kind: 'path', args: [0] },
    { callee: on(['Directory'], ['Delete', 'CreateDirectory', 'GetFiles', 'GetDirectories', 'EnumerateFiles', 'EnumerateDirectories', 'GetFileSystemEntries']), kind: 'path', args: [0] },
    { callee: ['FileStream', 'FileInfo', 'DirectoryInfo'], form: 'new', kind: 'path', args: [0] },
    { callee: ['StreamReader', 'StreamWriter'], form: 'new', kind: 'path', args: [0], unless: { position: 0, matches: STREAMS } },
    { callee: ['ZipFile.OpenRead', 'ZipFile.ExtractToDirectory', 'ZipFile.Open'], kind: 'path', args: [0, 1] },
    { callee: on(['XmlDocument'], ['Load']), kind: 'path', args: [0], unless: { position: 0, matches: STREAMS } },
    { callee: on(['XmlDocument'], ['Load', 'LoadXml']), kind: 'xxe', args: [0], configured: { arg: -1, field: 'XmlResolver', matches: 'XmlUrlResolver|XmlSecureResolver|XmlPreloadedResolver' } },
    { callee: ['XmlReader.Create'], kind: 'xxe', args: [0], configured: { arg: 1, field: 'DtdProcessing', matches: '^DtdProcessing\\.Parse$' } },
    // A reader parses as it was configured when something reads the document through it.
    ...[['DtdProcessing', '^DtdProcessing\\.Parse$'], ['XmlResolver', 'XmlUrlResolver|XmlSecureResolver|XmlPreloadedResolver'], ['ProhibitDtd', '^false$']].flatMap(([field, matches]) => [
      { callee: [...on(['XmlDocument', 'XDocument', 'XElement', 'XmlSerializer', 'DataSet', 'DataTable'], ['Load', 'Deserialize', 'ReadXml']), 'XDocument.Load', 'XElement.Load'], kind: 'xxe' as const, args: [0], configured: { arg: 0, field: field!, matches: matches! } },
      { callee: ['XPathDocument'], form: 'new' as const, kind: 'xxe' as const, args: [0], configured: { arg: 0, field: field!, matches: matches! } },
      { callee: on(['XmlTextReader', 'XmlReader'], ['Read', 'ReadOuterXml', 'ReadInnerXml', 'MoveToContent', 'ReadToFollowing']), kind: 'xxe' as const, args: [-1], configured: { arg: -1, field: field!, matches: matches! } },
    ]),
    { callee: on(['XmlDocument', 'XmlNode', 'XPathNavigator', 'XmlElement'], ['SelectNodes', 'SelectSingleNode', 'Select', 'Evaluate', 'Compile', 'SelectSingleNodeAsync']), kind: 'xpath', args: [0] },
    { callee: ['XPathExpression.Compile', 'Extensions.XPathSelectElements', 'Extensions.XPathSelectElement', '*.XPathSelectElements', '*.XPathSelectElement', '*.XPathEvaluate'], kind: 'xpath', args: [0] },
    { callee: on(['BinaryFormatter', 'SoapFormatter', 'NetDataContractSerializer', 'LosFormatter', 'ObjectStateFormatter', 'IFormatter'], ['Deserialize', 'UnsafeDeserialize', 'ReadObject']), kind: 'deserialization', args: [0] },
    { callee: ['JsonConvert.DeserializeObject'], kind: 'deserialization', args: [0], configured: { arg: 1, field: 'TypeNameHandling', matches: '^TypeNameHandling\\.(All|Objects|Arrays|Auto)$' }, unlessConfigured: BINDER },
    { callee: ['JsonConvert.DeserializeObject'], kind: 'deserialization', args: [0], configured: { arg: 2, field: 'TypeNameHandling', matches: '^TypeNameHandling\\.(All|Objects|Arrays|Auto)$' }, unlessConfigured: BINDER },
    { callee: on(['JsonSerializer'], ['Deserialize']), kind: 'deserialization', args: [0], configured: { arg: -1, field: 'TypeNameHandling', matches: '^TypeNameHandling\\.(All|Objects|Arrays|Auto)$' }, unlessConfigured: BINDER },
    { callee: on(['JavaScriptSerializer'], ['Deserialize', 'DeserializeObject']), kind: 'deserialization', args: [0], configured: { arg: -1, field: 'resolver', matches: 'SimpleTypeResolver' } },
    // A serialiser for a type the caller names instantiates whatever the name says.
    { callee: ['XmlSerializer', 'DataContractSerializer', 'DataContractJsonSerializer'], form: 'new', kind: 'deserialization', args: [0] },
    { callee: on(['HttpClient', 'HttpMessageInvoker'], HTTP_CLIENT), kind: 'ssrf', args: [0] },
    { callee: HTTP_CLIENT.map((method) => `*.${method}`), receiver: '^(this\\.)?_?(http|client|httpClient|webClient|http[A-Z]\\w*|\\w+HttpClient)$', kind: 'ssrf', args: [0] },
    { callee: on(['HttpClient'], ['BaseAddress']), form: 'write', kind: 'ssrf', args: [0] },
    { callee: ['HttpRequestMessage'], form: 'new', kind: 'ssrf', args: [1] },
    { callee: on(['HttpRequestMessage'], ['RequestUri']), form: 'write', kind: 'ssrf', args: [0] },
    { callee: on(['WebClient'], WEB_CLIENT), kind: 'ssrf', args: [0] },
    { callee: ['WebRequest.Create', 'WebRequest.CreateHttp', 'HttpWebRequest.Create'], kind: 'ssrf', args: [0] },
    { callee: ['DirectorySearcher'], form: 'new', kind: 'ldap', args: [0], unless: { position: 0, matches: '^DirectoryEntry$' } },
    { callee: ['DirectorySearcher'], form: 'new', kind: 'ldap', args: [1], arity: [2, 4] },
    { callee: on(['DirectorySearcher'], ['Filter']), form: 'write', kind: 'ldap', args: [0] },
    { callee: ['DirectoryEntry'], form: 'new', kind: 'ldap', args: [0] },
    { callee: ['SearchRequest'], form: 'new', kind: 'ldap', args: [0, 1] },
    { callee: on(['SearchRequest'], ['Filter', 'DistinguishedName']), form: 'write', kind: 'ldap', args: [0] },
    { callee: on(LOGGERS, [...LOG_METHODS, 'Info', 'Warn', 'Error', 'Debug', 'Fatal', 'Trace', 'Information', 'Warning', 'Verbose']), kind: 'log', args: [0] },
    { callee: on(LOGGERS, ['Log']), kind: 'log', args: [1] },
    { callee: [...LOG_METHODS, 'Info', 'Warn', 'Error', 'Information', 'Warning', 'Fatal', 'Verbose'].map((method) => `*.${method}`), receiver: '^(_?log|_?logger|log|Log|LOG|LOGGER|_log|this\\._?logger|\\w*[Ll]ogger)$', kind: 'log', args: [0] },
    { callee: ['Log.Information', 'Log.Warning', 'Log.Error', 'Log.Debug', 'Log.Fatal', 'Log.Verbose'], kind: 'log', args: [0] },
    { callee: ['Regex'], form: 'new', kind: 'regex', args: [0] },
    { callee: ['Regex.IsMatch', 'Regex.Match', 'Regex.Matches', 'Regex.Replace', 'Regex.Split'], kind: 'regex', args: [1] },
    { callee: ['Type.GetType', 'Assembly.Load', 'Assembly.LoadFrom', 'Assembly.LoadFile', 'Activator.CreateInstance'], kind: 'reflection', args: [0], unless: { position: 0, matches: '^Type$' } },
    { callee: ['Activator.CreateInstance'], kind: 'reflection', args: [1], arity: [2, 8], unless: { position: 0, matches: '^Type$' } },
    { callee: on(['Type', 'Assembly'], ['GetType', 'GetMethod', 'InvokeMember', 'GetProperty', 'GetField']), kind: 'reflection', args: [0] },
  ],
  sanitizers: [
    { callee: [...on(NUMBERS, ['Parse', 'ParseExact']), ...on(['Convert'], CONVERSIONS), 'Guid.NewGuid', 'Math.Abs', 'Math.Max', 'Math.Min', 'Math.Clamp', 'Enum.Parse', '*.GetHashCode', '*.Count', '*.LongCount', 'Uri.IsWellFormedUriString'], kinds: ['*'] },
    { callee: ['HtmlEncoder.Encode', 'JavaScriptEncoder.Encode', 'WebUtility.HtmlEncode', 'HttpUtility.HtmlEncode', 'HttpUtility.HtmlAttributeEncode', 'HttpUtility.JavaScriptStringEncode', 'AntiXssEncoder.HtmlEncode', 'Encoder.HtmlEncode', 'SecurityElement.Escape', 'HtmlSanitizer.Sanitize', 'Sanitizer.GetSafeHtmlFragment'], kinds: ['xss', 'header', 'log', 'xpath'] },
    { callee: ['*.Sanitize'], receiver: 'sanitizer', kinds: ['xss'] },
    { callee: ['UrlEncoder.Encode', 'Uri.EscapeDataString', 'Uri.EscapeUriString', 'WebUtility.UrlEncode', 'HttpUtility.UrlEncode', 'HttpUtility.UrlPathEncode'], kinds: ['xss', 'header', 'log', 'sql', 'command', 'ldap', 'xpath', 'path', 'regex'] },
    { callee: ['Path.GetFileName', 'Path.GetFileNameWithoutExtension', 'Path.GetExtension', 'Path.GetRandomFileName'], kinds: ['path', 'command'] },
    { callee: ['Path.GetFullPath', 'Path.GetRelativePath', 'Path.Join'], kinds: ['normalized'] },
    { callee: ['Regex.Escape'], kinds: ['regex'] },
    { callee: ['Encoder.LdapFilterEncode', 'Encoder.LdapDistinguishedNameEncode', 'LdapFilterEncoder.Encode'], kinds: ['ldap'] },
    { callee: on(['HashAlgorithm', 'SHA256', 'SHA512', 'MD5', 'SHA1', 'HMACSHA256'], ['ComputeHash', 'HashData']), kinds: ['*'] },
    { callee: ['SHA256.HashData', 'SHA512.HashData', 'Convert.ToHexString', 'Convert.ToBase64String'], kinds: ['xss', 'sql', 'command', 'path', 'ldap', 'xpath', 'header', 'log', 'regex'] },
    { callee: ['*.Replace'], kinds: ['log', 'header'], ifArgument: { position: 0, matches: '\\\\[rn]|[\\r\\n]' } },
    { callee: ['*.Replace'], kinds: ['xss'], ifArgument: { position: 0, matches: '^[<>]$' } },
    { callee: ['JsonSerializer.Serialize', 'JsonConvert.SerializeObject'], kinds: ['xss', 'log', 'header'] },
  ],
  validators: [
    { callee: [...on(NUMBERS, ['TryParse', 'TryParseExact']), 'Enum.TryParse', 'Enum.IsDefined'], checks: 0, kinds: ['*'] },
    // Checked text stays text, safe for every kind (so a check written as a function of the file says so too).
    { callee: ['*.Contains', '*.ContainsKey', '*.ContainsValue'], checks: 0, kinds: EVERY_KIND, allowList: true },
    // A set or list of the program's own (read from configuration, not from the request) is an allow-list too.
    { callee: on(['HashSet', 'ISet', 'IReadOnlySet', 'FrozenSet', 'ImmutableHashSet', 'SortedSet', 'List', 'IList', 'ICollection', 'IReadOnlyList', 'IReadOnlyCollection', 'String[]'], ['Contains']), checks: 0, kinds: EVERY_KIND },
    { callee: on(['Dictionary', 'IDictionary', 'IReadOnlyDictionary', 'FrozenDictionary', 'ImmutableDictionary', 'ConcurrentDictionary'], ['ContainsKey', 'TryGetValue']), checks: 0, kinds: EVERY_KIND },
    { callee: ['Regex.IsMatch'], checks: 0, kinds: EVERY_KIND, regex: 1 },
    { callee: on(['Regex'], ['IsMatch']), checks: 0, kinds: EVERY_KIND, regex: -1 },
    { callee: ['*.StartsWith'], checks: -1, kinds: ['path'], requires: 'normalized' },
  ],
  propagators: [
    { callee: ['Uri'], form: 'new', arity: [1, 2], effect: 'parse-url', arg: 0 },
    { callee: on(['StringBuilder'], ['Append', 'AppendLine', 'AppendJoin']), effect: 'into-receiver', values: 'all' },
    { callee: on(['StringBuilder'], ['AppendFormat']), effect: 'into-receiver', values: 'all' },
    { callee: on(['StringBuilder'], ['Insert']), effect: 'into-receiver', values: [1] },
    { callee: on(['StringBuilder'], ['ToString']), effect: 'receiver' },
    { callee: ['StringBuilder'], form: 'new', effect: 'copy', arg: 0 },
    { callee: ['Uri'], form: 'new', arity: 1, effect: 'copy', arg: 0 },
    { callee: ['Uri'], form: 'new', arity: 2, effect: 'copy', arg: 1 },
    { callee: ['UriBuilder'], form: 'new', arity: 1, effect: 'copy', arg: 0 },
    { callee: ['JsonSerializer.Create'], effect: 'copy', arg: 0 },
    { callee: ['JavaScriptSerializer'], form: 'new', effect: 'fields', names: ['resolver'] },
    // A type looked up by name is as chosen as the name.
    { callee: ['Type.GetType', 'Assembly.GetType'], effect: 'copy', arg: 0 },
    { callee: on(['Random'], ['NextBytes']), effect: 'into-argument', arg: 0 },
    { callee: on(['Stream', 'FileStream', 'NetworkStream', 'MemoryStream', 'BufferedStream', 'TextReader', 'StreamReader'], ['Read', 'ReadAsync', 'ReadBlock', 'ReadExactly']), effect: 'into-argument', arg: 0 },
    { callee: ['ProcessStartInfo'], form: 'new', effect: 'fields', names: ['FileName', 'Arguments'] },
    { callee: ['Regex'], form: 'new', effect: 'copy', arg: 0 },
    // Readers carry what they read: a reader over the request body is the request body.
    { callee: WRAPPERS, form: 'new', effect: 'copy', arg: 0 },
    { callee: ['XmlReader.Create', 'XmlDictionaryReader.CreateTextReader'], effect: 'copy', arg: 0 },
    { callee: ['*.Add', '*.Enqueue', '*.Push'], arity: 1, effect: 'append', value: 0 },
    { callee: ['*.Add', '*.TryAdd'], arity: 2, effect: 'store', key: 0, value: 1 },
    { callee: ['*.GetValueOrDefault'], arity: [1, 2], effect: 'load', key: 0, fallback: 1 },
    { callee: ['*.AddRange'], arity: 1, effect: 'into-receiver', values: [0] },
    { callee: ['*.Remove', '*.RemoveAt'], arity: 1, effect: 'remove', key: 0 },
    { callee: ['*.ToList', '*.ToArray', '*.ToHashSet', '*.AsEnumerable', '*.ToImmutableList', '*.Distinct', '*.Reverse', '*.OrderBy', '*.Where', '*.Take', '*.Skip'], effect: 'receiver' },
    { callee: ['List', 'HashSet', 'Queue', 'Stack', 'LinkedList', 'SortedSet'], form: 'new', arity: 1, effect: 'copy', arg: 0 },
    { callee: ['Environment.Exit', 'Application.Exit'], effect: 'exit' },
    { callee: on(['IConfiguration', 'ConfigurationManager'], ['GetValue']), arity: 2, effect: 'default', fallback: 1, label: 'the default of a configuration lookup' },
    {
      callee: [
        '*.Length', '*.Equals', '*.CompareTo', '*.StartsWith', '*.EndsWith', '*.IndexOf', '*.LastIndexOf', '*.IsMatch', '*.Exists', '*.GetType',
        'String.IsNullOrEmpty', 'String.IsNullOrWhiteSpace', 'String.Equals', 'String.Compare', 'File.Exists', 'Directory.Exists', 'DateTime.Now', 'DateTime.UtcNow', 'Stopwatch.StartNew',
        '*.ExecuteNonQuery', '*.ExecuteNonQueryAsync', '*.SaveChanges', '*.SaveChangesAsync', '*.Read', '*.ReadAsync', 'Guid.NewGuid',
      ],
      effect: 'clean',
    },
  ],
  types: [
    { callee: ['HtmlEncoder.Default', 'HtmlEncoder.Create'], form: 'read', returns: 'HtmlEncoder' },
    { callee: ['HtmlEncoder.Create'], returns: 'HtmlEncoder' },
    { callee: ['JavaScriptEncoder.Default'], form: 'read', returns: 'JavaScriptEncoder' },
    { callee: ['UrlEncoder.Default'], form: 'read', returns: 'UrlEncoder' },
    { callee: on(['IHttpClientFactory', 'HttpClientFactory'], ['CreateClient']), returns: 'HttpClient' },
    { callee: ['*.CreateClient'], returns: 'HttpClient' },
    { callee: ['JsonSerializer.Create', 'JsonSerializer.CreateDefault'], returns: 'JsonSerializer' },
    { callee: ['Process.Start'], returns: 'Process' },
  ],
  supertypes: {
    HttpClient: ['HttpMessageInvoker'],
    XmlElement: ['XmlNode'],
    XmlDocument: ['XmlNode'],
    FileStream: ['Stream'],
    MemoryStream: ['Stream'],
    StringReader: ['TextReader'],
    StreamReader: ['TextReader'],
    Logger: ['ILogger'],
    BinaryFormatter: ['IFormatter'],
    SoapFormatter: ['IFormatter'],
  },
  numericTypes: [
    ...NUMBERS, 'Int32[]', 'Int64[]', 'Guid[]', 'Enum', 'IntPtr', 'UIntPtr', 'BigInteger', 'Half', 'Nullable', 'CancellationToken', 'HttpStatusCode',
  ],
  textTypes: ['String'],
};
