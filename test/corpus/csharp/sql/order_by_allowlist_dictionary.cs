// corpus: CWE-89 safe — the sort key is looked up in a fixed dictionary of column names; unknown keys fall back to a constant.
using System;
using System.Collections.Generic;
using System.Data;
using System.Threading.Tasks;
using Dapper;
using Microsoft.AspNetCore.Mvc;

namespace Cms.Api;

public record PageListItem(int Id, string Title, DateTime UpdatedAt);

[ApiController]
[Route("api/pages")]
public class PagesController : ControllerBase
{
    private static readonly IReadOnlyDictionary<string, string> SortColumns =
        new Dictionary<string, string>(StringComparer.OrdinalIgnoreCase)
        {
            ["title"] = "Title",
            ["updated"] = "UpdatedAt",
            ["id"] = "Id",
        };

    private readonly IDbConnection _db;

    public PagesController(IDbConnection db) => _db = db;

    [HttpGet]
    public Task<IEnumerable<PageListItem>> List([FromQuery] string? sort, [FromQuery] string? site)
    {
        var column = ResolveColumn(sort);
        var sql = "SELECT Id, Title, UpdatedAt FROM Pages WHERE Site = @site ORDER BY " + column;
        return _db.QueryAsync<PageListItem>(sql, new { site = site ?? "main" });
    }

    private static string ResolveColumn(string? requested)
    {
        if (requested != null && SortColumns.TryGetValue(requested, out var column))
            return column;
        return "UpdatedAt";
    }
}
