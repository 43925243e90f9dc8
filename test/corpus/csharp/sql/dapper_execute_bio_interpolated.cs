// corpus: CWE-89 vulnerable — the user id is bound by Dapper, but the bio from the request body is interpolated into the UPDATE text.
using System.Data;
using System.Threading.Tasks;
using Dapper;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Community.Profiles;

public sealed class ProfileUpdate
{
    public string DisplayName { get; set; } = "";
    public string Bio { get; set; } = "";
}

public interface IProfileWriter
{
    Task SaveAsync(long userId, ProfileUpdate update);
}

public sealed class ProfileWriter : IProfileWriter
{
    private readonly IDbConnection _db;

    public ProfileWriter(IDbConnection db) => _db = db;

    public Task SaveAsync(long userId, ProfileUpdate update) =>
        _db.ExecuteAsync(
            $"UPDATE Profiles SET DisplayName = @name, Bio = '{update.Bio}' WHERE UserId = @userId",
            new { name = update.DisplayName, userId });
}

[Authorize]
[ApiController]
[Route("api/me/profile")]
public class ProfileController : ControllerBase
{
    private readonly IProfileWriter _writer;

    public ProfileController(IProfileWriter writer) => _writer = writer;

    [HttpPut]
    public async Task<IActionResult> Put([FromBody] ProfileUpdate update)
    {
        var userId = long.Parse(User.FindFirst("sub")!.Value);
        await _writer.SaveAsync(userId, update);
        return NoContent();
    }
}
