// corpus: CWE-90 safe — every character outside [A-Za-z0-9 .-_@] is hex-escaped by the helper before the value enters the SearchRequest filter.
using System.DirectoryServices.Protocols;
using System.Text;
using Microsoft.AspNetCore.Mvc;

namespace Logistics.Devices.V2;

public static class LdapEncoder
{
    public static string FilterValue(string input)
    {
        var sb = new StringBuilder();
        foreach (char c in input)
        {
            if (char.IsAsciiLetterOrDigit(c) || c is ' ' or '.' or '-' or '_' or '@')
                sb.Append(c);
            else
                foreach (byte b in Encoding.UTF8.GetBytes(c.ToString()))
                    sb.Append('\\').Append(b.ToString("x2"));
        }
        return sb.ToString();
    }
}

[ApiController]
[Route("api/v2/devices")]
public class DeviceSearchController : ControllerBase
{
    private readonly LdapConnection _connection;

    public DeviceSearchController(LdapConnection connection) => _connection = connection;

    [HttpGet]
    public IActionResult Search([FromQuery] string owner)
    {
        var filter = $"(&(objectClass=device)(owner={LdapEncoder.FilterValue(owner)}))";
        var request = new SearchRequest("OU=Devices,DC=logistics,DC=example", filter, SearchScope.Subtree, "cn");
        var response = (SearchResponse)_connection.SendRequest(request);
        return Ok(response.Entries.Count);
    }
}
