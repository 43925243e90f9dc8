// corpus: CWE-89 safe — the requested sort key only selects a column name from a fixed dictionary; the date range is passed to FromSqlRaw as positional parameters.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace Marketplace.Finance;

public class Payout
{
    public int Id { get; set; }
    public string SellerName { get; set; } = "";
    public decimal Amount { get; set; }
    public DateTime PaidAt { get; set; }
}

public class FinanceContext : DbContext
{
    public FinanceContext(DbContextOptions<FinanceContext> options) : base(options) { }
    public DbSet<Payout> Payouts => Set<Payout>();
}

public static class PayoutSortColumns
{
    private static readonly IReadOnlyDictionary<string, string> Columns = new Dictionary<string, string>(StringComparer.OrdinalIgnoreCase)
    {
        ["seller"] = "SellerName",
        ["amount"] = "Amount",
        ["date"] = "PaidAt",
    };

    public static string Resolve(string? requested) =>
        requested != null && Columns.TryGetValue(requested, out var column) ? column : "PaidAt";
}

[ApiController]
[Route("api/finance/payouts")]
public class PayoutReportController : ControllerBase
{
    private readonly FinanceContext _db;

    public PayoutReportController(FinanceContext db) => _db = db;

    [HttpGet]
    public async Task<IActionResult> Get([FromQuery] string? sort, [FromQuery] DateTime from, [FromQuery] DateTime to)
    {
        var column = PayoutSortColumns.Resolve(sort);
        var payouts = await _db.Payouts
            .FromSqlRaw("SELECT * FROM Payouts WHERE PaidAt >= {0} AND PaidAt < {1} ORDER BY " + column + " DESC", from, to)
            .AsNoTracking()
            .Take(200)
            .ToListAsync();
        return Ok(payouts);
    }
}
