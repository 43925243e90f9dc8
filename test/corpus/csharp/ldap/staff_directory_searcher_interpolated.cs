// corpus: CWE-90 vulnerable — the user name from the route is interpolated into the DirectorySearcher filter inside the directory service.
using System.DirectoryServices;
using Microsoft.AspNetCore.Mvc;

namespace Clinic.Staff;

public record StaffCard(string DisplayName, string Email, string Department);

public interface IStaffDirectory
{
    StaffCard? Find(string userName);
}

public sealed class ActiveDirectoryStaff : IStaffDirectory
{
    private readonly DirectoryEntry _root = new("LDAP://DC=clinic,DC=local");

    public StaffCard? Find(string userName)
    {
        using var searcher = new DirectorySearcher(_root)
        {
            Filter = $"(&(objectClass=user)(sAMAccountName={userName}))"
        };
        searcher.PropertiesToLoad.AddRange(new[] { "displayName", "mail", "department" });
        var hit = searcher.FindOne();
        if (hit is null)
            return null;
        return new StaffCard(
            hit.Properties["displayName"][0]?.ToString() ?? "",
            hit.Properties["mail"].Count > 0 ? hit.Properties["mail"][0]!.ToString()! : "",
            hit.Properties["department"].Count > 0 ? hit.Properties["department"][0]!.ToString()! : "");
    }
}

[ApiController]
[Route("api/staff")]
public class StaffController : ControllerBase
{
    private readonly IStaffDirectory _directory;

    public StaffController(IStaffDirectory directory) => _directory = directory;

    [HttpGet("{userName}")]
    public IActionResult Get(string userName) =>
        _directory.Find(userName) is { } card ? Ok(card) : NotFound();
}
