// corpus: CWE-89 vulnerable — the posted ids are joined as raw strings into an IN (...) list, so any text in them becomes SQL.
using System.Linq;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace Cms.Admin;

public class CmsContext : DbContext
{
    public CmsContext(DbContextOptions<CmsContext> options) : base(options) { }
}

[ApiController]
[Route("admin/posts")]
public class PostArchiveController : ControllerBase
{
    private readonly CmsContext _db;

    public PostArchiveController(CmsContext db) => _db = db;

    [HttpPost("archive")]
    public async Task<IActionResult> Archive([FromForm] string ids)
    {
        var list = ids.Split(',', System.StringSplitOptions.RemoveEmptyEntries)
                      .Select(s => s.Trim());
        var inClause = string.Join(",", list);
        int changed = await _db.Database.ExecuteSqlRawAsync(
            "UPDATE Posts SET Archived = 1 WHERE Id IN (" + inClause + ")");
        return Ok(new { changed });
    }
}
