// corpus: CWE-90 vulnerable — the employee id from the query string reaches a DirectorySearcher filter through a directory service without escaping, so "*)(|(objectClass=*" widens it.
using System.Collections.Generic;
using System.DirectoryServices;
using Microsoft.AspNetCore.Mvc;

namespace Intranet.People;

public sealed class PersonSummary
{
    public string DisplayName { get; init; } = "";
    public string Mail { get; init; } = "";
}

public interface IPeopleDirectory
{
    IReadOnlyList<PersonSummary> FindReports(string managerId);
}

public sealed class ActiveDirectoryPeople : IPeopleDirectory
{
    private readonly DirectoryEntry _root;

    public ActiveDirectoryPeople(DirectoryEntry root) => _root = root;

    public IReadOnlyList<PersonSummary> FindReports(string managerId)
    {
        var filter = BuildFilter(managerId);
        using var searcher = new DirectorySearcher(_root, filter, new[] { "displayName", "mail" });
        var people = new List<PersonSummary>();
        foreach (SearchResult result in searcher.FindAll())
        {
            people.Add(new PersonSummary
            {
                DisplayName = result.Properties["displayName"].Count > 0 ? (string)result.Properties["displayName"][0] : "",
                Mail = result.Properties["mail"].Count > 0 ? (string)result.Properties["mail"][0] : "",
            });
        }
        return people;
    }

    private static string BuildFilter(string managerId) =>
        "(&(objectCategory=person)(manager=CN=" + managerId + ",OU=Staff,DC=corp,DC=example))";
}

[Route("people")]
public class ReportsController : Controller
{
    private readonly IPeopleDirectory _directory;

    public ReportsController(IPeopleDirectory directory) => _directory = directory;

    [HttpGet("reports")]
    public IActionResult Reports([FromQuery] string manager)
    {
        var people = _directory.FindReports(manager.Trim());
        return View(people);
    }
}
