using System.Data;
using Dapper;
using Microsoft.AspNetCore.Mvc;

public sealed record OrderQuery(string Region, int Limit);

public sealed class OrderStore
{
    private readonly IDbConnection _db;

    public OrderStore(IDbConnection db) => _db = db;

    public object List(OrderQuery query)
    {
        // ruleid: csharp.security.sql-injection
        _db.Query("SELECT * FROM Orders WHERE Region = @p0", new { p0 = query.Region ?? "" });
        // ok: csharp.security.sql-injection
        return _db.Query($"SELECT TOP {query.Limit} * FROM Orders");
    }
}

public class OrdersController : ControllerBase
{
    private readonly OrderStore _store;

    public OrdersController(OrderStore store) => _store = store;

    [HttpGet("orders")]
    public IActionResult Index([FromQuery] string region, [FromQuery] int limit)
    {
        return Ok(_store.List(new OrderQuery(region, limit)));
    }
}
