// corpus: CWE-89 vulnerable — the filter value is a parameter, but the sort column from the query string is appended to ORDER BY unchecked.
using System.Collections.Generic;
using System.Data;
using System.Threading.Tasks;
using Dapper;
using Microsoft.AspNetCore.Mvc;

namespace Cms.Api;

public record ArticleListItem(int Id, string Title, string Author);

public class ArticleQuery
{
    public string Section { get; set; } = "news";
    public string Sort { get; set; } = "PublishedAt";
    public bool Descending { get; set; } = true;
}

[ApiController]
[Route("api/articles")]
public class ArticlesController : ControllerBase
{
    private readonly IDbConnection _db;

    public ArticlesController(IDbConnection db) => _db = db;

    [HttpGet]
    public async Task<IEnumerable<ArticleListItem>> List([FromQuery] ArticleQuery query)
    {
        string sql = BuildListSql(query.Sort, query.Descending);
        return await _db.QueryAsync<ArticleListItem>(sql, new { section = query.Section });
    }

    private static string BuildListSql(string sort, bool descending)
    {
        var direction = descending ? "DESC" : "ASC";
        return $"SELECT Id, Title, Author FROM Articles WHERE Section = @section ORDER BY {sort} {direction}";
    }
}
