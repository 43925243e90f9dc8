/** The C# plugin: everything the engine knows about C#. */
import type { LanguagePlugin } from '../../core/rule';
import { lowerCSharp } from './lowering';
import { business, calls, functions, imports } from './syntax';
import { csharpSpec } from './taint-spec';
import { parameterise } from './rules/sql-fix';
import { secureRandomFix } from './rules/random-fix';
import { rules as permissions } from './rules/permissions';
import { rules as cors } from './rules/cors';
import { rules as jwt } from './rules/jwt';
import { rules as cookies } from './rules/cookies';
import { rules as crypto } from './rules/crypto';
import { rules as performance } from './rules/performance';
import { rules as quality } from './rules/quality';
import { rules as reliability } from './rules/reliability';
import { rules as secrets } from './rules/secrets';

/** A C# string literal holding `text`. */
const stringLiteral = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}"`;

const CSHARP = `using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

[ApiController]
[Route("api/[controller]")]
public class UsersController : ControllerBase
{
    private readonly SqlConnection _connection;

    public UsersController(SqlConnection connection)
    {
        _connection = connection;
    }

    [HttpGet("{name}")]
    public IActionResult Find(string name)
    {
        Console.WriteLine("lookup " + name);
        using var command = new SqlCommand("SELECT Id, Email FROM Users WHERE Name = '" + name + "'", _connection);
        using var reader = command.ExecuteReader();
        return Ok(reader.Read() ? reader.GetString(1) : null);
    }
}
`;

export const csharp: LanguagePlugin = {
  id: 'csharp',
  languages: [{ language: 'csharp', name: 'C#', extensions: ['.cs'], editorIds: ['csharp'], comments: { line: ['//'], block: ['/*', '*/'] } }],
  grammars: [{ name: 'c_sharp', wasm: 'tree-sitter-c-sharp.wasm', language: 'csharp' }],
  flow: { lower: lowerCSharp, spec: csharpSpec, calls },
  syntax: { functions, imports, business },
  codegen: {
    guardClause: (condition, message, indent) => {
      const name = /^[A-Za-z_]\w*/.exec(condition)?.[0] ?? 'value';
      return `${indent}if (${condition}) throw new ArgumentOutOfRangeException(nameof(${name}), ${stringLiteral(message)});\n`;
    },
    or: '||',
  },
  taint: {
    sql: {
      suggestion: 'Keep the SQL constant and pass values as parameters: new SqlCommand("… WHERE Id = @id", conn) with cmd.Parameters.AddWithValue("@id", id), Dapper\'s new { id }, or EF Core\'s FromSqlInterpolated. Pick table and column names from an allow-list.',
      fix: parameterise,
      fixes: { safety: 'checked', when: 'every value sat between quotes as text (bound as that text, a null as "") or bare as an integer, where SQL takes a value (no names, IN lists or text inside a longer literal), the command type has AddWithValue (SqlClient, Npgsql, MySQL, SQLite) or the call is Dapper\'s or EF Core\'s raw SQL, and a query variable serves only this call' },
    },
    nosql: {
      suggestion: 'Build filters with Builders<T>.Filter from typed values; never parse input as a query or put it into $where.',
    },
    command: {
      suggestion: 'Start a fixed program with ProcessStartInfo.ArgumentList (no shell, no cmd.exe /c), and check values against an allow-list.',
    },
    code: {
      suggestion: 'Never compile or evaluate text from input; dispatch through a fixed dictionary of allowed operations.',
    },
    path: {
      suggestion: 'Keep only the file name (Path.GetFileName), or resolve with Path.GetFullPath and reject results that do not start with the base folder.',
    },
    ldap: {
      suggestion: 'Escape values for LDAP filters (\\2a for *, \\28 for (, \\29 for ), \\5c for \\, \\00 for NUL) before putting them in a filter, or check them against a strict pattern.',
    },
    xpath: {
      suggestion: 'Compile the expression once with variables (XsltArgumentList / a custom XsltContext) or check values against a strict pattern before using them.',
    },
    xss: {
      suggestion: 'Render through a Razor view (which encodes), or encode with HtmlEncoder.Default.Encode before writing HTML; return text as text/plain.',
    },
    redirect: {
      suggestion: 'Use LocalRedirect, or check Url.IsLocalUrl(url) (or an allow-list of hosts) before redirecting.',
    },
    ssrf: {
      suggestion: 'Keep the scheme and host fixed (a named HttpClient with a BaseAddress) and pass input only as path or query values, or check the host against an allow-list.',
    },
    deserialization: {
      suggestion: 'Use System.Text.Json or Json.NET with TypeNameHandling.None bound to your own types; never BinaryFormatter, SoapFormatter, LosFormatter or NetDataContractSerializer on outside data.',
    },
    log: {
      suggestion: 'Log with a message template and the value as a property (logger.LogInformation("Order {OrderId}", id)), or strip \\r and \\n first.',
    },
    'trust-boundary': {
      suggestion: 'Validate the value against what the session may hold before storing it.',
    },
    header: {
      suggestion: 'Reject or strip \\r and \\n from values put into headers and cookies.',
    },
    regex: {
      suggestion: 'Escape the value with Regex.Escape before building a pattern from it, and give every Regex a match timeout.',
    },
    'weak-random': {
      suggestion: 'Use System.Security.Cryptography.RandomNumberGenerator (GetInt32, GetBytes, GetHexString) for tokens, codes and keys.',
      fix: secureRandomFix,
      fixes: { safety: 'safe', note: 'Random.Shared.Next / new Random().Next with constant bounds valid for GetInt32, unseeded: a number of the same range from a cryptographic generator' },
    },
    xxe: {
      suggestion: 'Keep DtdProcessing = DtdProcessing.Prohibit (the default) and XmlResolver = null when parsing outside XML.',
    },
    reflection: {
      suggestion: 'Map the request value to a type through a fixed dictionary of allowed types; never Type.GetType or Activator.CreateInstance on input.',
    },
  },
  queryInLoop: { suggestion: 'Load all rows in one query before the loop (WHERE Id IN @ids with Dapper, Where(x => ids.Contains(x.Id)) or Include in EF Core) and look them up in a Dictionary.' },
  rules: [...permissions, ...cors, ...jwt, ...crypto, ...cookies, ...secrets, ...reliability, ...performance, ...quality],
  warmUp: [{ language: 'csharp', code: CSHARP }],
};
