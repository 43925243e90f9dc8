/**
 * How C# names types and namespaces, as the taint specification reads them: keywords are the BCL types they alias
 * (`string` → `String`, `int` → `Int32`), generics, nullability and namespaces are dropped (`List<int>?` → `List`,
 * `System.IO.File` → `File`), arrays keep their brackets (an array of numbers is not a number).
 */
/** The BCL types C#'s keywords alias. */
const KEYWORD_TYPES: Readonly<Record<string, string>> = {
  string: 'String', int: 'Int32', long: 'Int64', short: 'Int16', byte: 'Byte', sbyte: 'SByte', uint: 'UInt32', ulong: 'UInt64',
  ushort: 'UInt16', bool: 'Boolean', double: 'Double', float: 'Single', decimal: 'Decimal', char: 'Char', object: 'Object',
  nint: 'IntPtr', nuint: 'UIntPtr', dynamic: 'Object', void: 'Void',
};

/** The BCL name of a keyword type (`string` → `String`), or the text itself. */
export function bclName(keyword: string): string {
  return KEYWORD_TYPES[keyword] ?? keyword;
}

/** A type as written → its simple name: `System.Collections.Generic.List<string>?` → `List`, `int[]` → `Int32[]`. */
export function csType(text: string): string {
  const compact = text.replace(/^\s*(?:(?:ref|out|in|params|scoped|readonly)\s+)+/, '').replace(/\s+/g, '');
  const array = /\[,*\]\??$/.test(compact);
  let base = compact;
  // Generic arguments hold dots and brackets of their own: drop them before anything else is read.
  for (let previous = ''; previous !== base; ) {
    previous = base;
    base = base.replace(/<[^<>]*>/g, '');
  }
  base = base.replace(/(?:\[,*\]|\?|\*)+$/g, '').replace(/^global::/, '');
  if (base.startsWith('(')) return 'ValueTuple';
  const simple = bclName(base.slice(base.lastIndexOf('.') + 1).replace(/^@/, ''));
  return array ? `${simple}[]` : simple;
}

/** A supertype as written, with its namespace kept (`Lib.Foo` stays apart from the file's own `Foo`). */
export function qualifiedType(text: string): string {
  let base = text.replace(/\s+/g, '');
  for (let previous = ''; previous !== base; ) {
    previous = base;
    base = base.replace(/<[^<>]*>/g, '');
  }
  return base.replace(/^global::/, '').replace(/\(.*\)$/s, '');
}

/**
 * Namespaces every .NET program may name in full without a `using` (`System.IO.File.ReadAllText`): a member access
 * whose leading identifiers spell one of these (or a namespace the file imports or declares) names a class.
 */
export const WELL_KNOWN_NAMESPACES: readonly string[] = [
  'System', 'System.IO', 'System.Text', 'System.Text.Json', 'System.Text.RegularExpressions', 'System.Text.Encodings.Web', 'System.Diagnostics',
  'System.Net', 'System.Net.Http', 'System.Net.Security', 'System.Xml', 'System.Xml.Linq', 'System.Xml.XPath', 'System.Data', 'System.Data.SqlClient',
  'System.Data.Common', 'System.Security', 'System.Security.Cryptography', 'System.Web', 'System.Linq', 'System.Collections.Generic',
  'System.Runtime.Serialization', 'System.Runtime.Serialization.Formatters.Binary', 'System.Runtime.Serialization.Formatters.Soap',
  'System.DirectoryServices', 'System.DirectoryServices.Protocols', 'System.Reflection', 'System.Threading.Tasks',
  'Microsoft.Data.SqlClient', 'Microsoft.Data.Sqlite', 'Microsoft.AspNetCore.Http', 'Microsoft.AspNetCore.Mvc', 'Microsoft.EntityFrameworkCore',
  'Microsoft.Extensions.Logging', 'Newtonsoft.Json', 'Npgsql', 'MySql.Data.MySqlClient', 'MySqlConnector', 'Dapper',
];

/**
 * Enumerations (and constant-like static members) of the framework whose members the rules judge by name: their
 * members lower to the constant `Type.Member`, so `DtdProcessing = DtdProcessing.Parse` is a value the flow carries.
 */
export const WELL_KNOWN_ENUMS: ReadonlySet<string> = new Set([
  'DtdProcessing', 'TypeNameHandling', 'CookieSecurePolicy', 'SameSiteMode', 'CipherMode', 'PaddingMode', 'SecurityProtocolType', 'SslProtocols',
  'HashAlgorithmName', 'StringComparison', 'UriKind', 'CommandType', 'SqlDbType', 'DbType', 'RegexOptions', 'FileMode', 'FileAccess', 'FileShare',
  'HttpStatusCode', 'LogLevel', 'MediaTypeNames.Text', 'MediaTypeNames.Application', 'ValidationType', 'XmlNodeType', 'EncryptionPolicy',
]);

/** Methods whose SQL parameter is a FormattableString: an interpolated string given there is parameterised, not text. */
export const FORMATTABLE_SQL_METHODS: ReadonlySet<string> = new Set([
  'FromSql', 'FromSqlInterpolated', 'ExecuteSql', 'ExecuteSqlAsync', 'ExecuteSqlInterpolated', 'ExecuteSqlInterpolatedAsync', 'SqlQuery', 'SqlQueryInterpolated',
]);
