// corpus: CWE-90 vulnerable — the group query value is concatenated into the memberOf clause of the search filter.
using System.DirectoryServices;

var app = WebApplication.Create(args);

app.MapGet("/directory/members", (string group) =>
{
    var members = new List<string>();
    using var entry = new DirectoryEntry("LDAP://OU=Staff,DC=school,DC=org");
    using var searcher = new DirectorySearcher(entry);
    searcher.Filter = "(&(objectCategory=person)(memberOf=CN=" + group + ",OU=Groups,DC=school,DC=org))";
    searcher.PageSize = 500;
    foreach (SearchResult r in searcher.FindAll())
        members.Add(r.Properties["cn"][0]?.ToString() ?? "");
    return Results.Ok(members);
});

app.Run();
