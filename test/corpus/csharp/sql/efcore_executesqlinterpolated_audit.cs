// corpus: CWE-89 safe — ExecuteSqlInterpolatedAsync sends the reason and order number as DbParameters.
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace Shop.Api.Returns;

public record CancelRequest(string OrderNumber, string Reason);

public class ShopDb : DbContext
{
    public ShopDb(DbContextOptions<ShopDb> options) : base(options) { }
}

public class CancellationService
{
    private readonly ShopDb _db;

    public CancellationService(ShopDb db) => _db = db;

    public Task<int> CancelAsync(CancelRequest request) =>
        _db.Database.ExecuteSqlInterpolatedAsync(
            $"UPDATE Orders SET Status = 'CANCELLED', CancelReason = {request.Reason} WHERE Number = {request.OrderNumber}");
}

[ApiController]
[Route("api/orders/cancel")]
public class CancelController : ControllerBase
{
    private readonly CancellationService _service;

    public CancelController(CancellationService service) => _service = service;

    [HttpPost]
    public async Task<IActionResult> Post([FromBody] CancelRequest request)
    {
        var rows = await _service.CancelAsync(request);
        return rows == 0 ? NotFound() : NoContent();
    }
}
