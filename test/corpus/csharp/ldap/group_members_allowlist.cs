// corpus: CWE-90 safe — the requested group must be one of a fixed set of group names before it is put in the filter.
using System.Collections.Generic;
using System.DirectoryServices;
using Microsoft.AspNetCore.Mvc;

namespace School.Directory;

[ApiController]
[Route("directory/groups")]
public class GroupMembersController : ControllerBase
{
    private static readonly HashSet<string> Groups = new() { "Teachers", "Admissions", "ITSupport", "Governors" };

    [HttpGet("{group}/members")]
    public ActionResult<List<string>> Members([FromRoute] string group)
    {
        if (!Groups.Contains(group))
            return NotFound();
        return Search(group);
    }

    private static List<string> Search(string group)
    {
        var names = new List<string>();
        using var entry = new DirectoryEntry("LDAP://OU=Staff,DC=school,DC=org");
        using var searcher = new DirectorySearcher(entry)
        {
            Filter = $"(&(objectCategory=person)(memberOf=CN={group},OU=Groups,DC=school,DC=org))"
        };
        foreach (SearchResult r in searcher.FindAll())
            names.Add(r.Properties["cn"][0]?.ToString() ?? "");
        return names;
    }
}
