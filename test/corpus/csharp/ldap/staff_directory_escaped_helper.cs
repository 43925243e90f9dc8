// corpus: CWE-90 safe — the user name passes through an RFC 4515 escaper (\, *, (, ), NUL) before it is placed in the filter.
using System.DirectoryServices;
using System.Text;
using Microsoft.AspNetCore.Mvc;

namespace Clinic.Staff.V2;

internal static class LdapFilter
{
    public static string Escape(string value)
    {
        var sb = new StringBuilder(value.Length);
        foreach (var ch in value)
        {
            switch (ch)
            {
                case '\\': sb.Append(@"\5c"); break;
                case '*': sb.Append(@"\2a"); break;
                case '(': sb.Append(@"\28"); break;
                case ')': sb.Append(@"\29"); break;
                case '\0': sb.Append(@"\00"); break;
                default: sb.Append(ch); break;
            }
        }
        return sb.ToString();
    }
}

[ApiController]
[Route("api/v2/staff")]
public class StaffLookupController : ControllerBase
{
    [HttpGet]
    public IActionResult Find([FromQuery] string userName)
    {
        using var root = new DirectoryEntry("LDAP://DC=clinic,DC=local");
        using var searcher = new DirectorySearcher(root);
        searcher.Filter = "(&(objectClass=user)(sAMAccountName=" + LdapFilter.Escape(userName) + "))";
        var result = searcher.FindOne();
        return result is null ? NotFound() : Ok(new { path = result.Path });
    }
}
