// business: violation — the transfer slip's quantity is only compared with the source store's stock; a negative quantity passes and drives the receiving store's stock below zero
// rule: stock-never-negative
// context: Stock on hand must never be negative in any store. Staff move units between stores with a transfer slip, always for a positive number of units. Transfers are booked at the end of each day.
// expect: generic.business_logic.negative-quantity-unchecked
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace Acme.Stores.Inventory
{
    public sealed class StockLevel
    {
        public int Id { get; set; }
        public string StoreId { get; set; } = "";
        public string Sku { get; set; } = "";
        public int OnHand { get; set; }
    }

    public sealed record TransferSlip(string Sku, string FromStore, string ToStore, int Quantity);

    public sealed class InventoryContext : DbContext
    {
        public InventoryContext(DbContextOptions<InventoryContext> options) : base(options) { }

        public DbSet<StockLevel> StockLevels => Set<StockLevel>();
    }

    [ApiController]
    [Route("api/transfers")]
    public sealed class StoreTransfersController : ControllerBase
    {
        private readonly InventoryContext _db;

        public StoreTransfersController(InventoryContext db) => _db = db;

        [HttpPost]
        public async Task<IActionResult> Book([FromBody] TransferSlip slip, CancellationToken ct)
        {
            if (slip.FromStore == slip.ToStore)
                return BadRequest("source and destination must differ");
            var source = await _db.StockLevels.SingleOrDefaultAsync(s => s.StoreId == slip.FromStore && s.Sku == slip.Sku, ct);
            var target = await _db.StockLevels.SingleOrDefaultAsync(s => s.StoreId == slip.ToStore && s.Sku == slip.Sku, ct);
            if (source is null || target is null)
                return NotFound();
            if (slip.Quantity > source.OnHand)
                return Conflict($"{slip.FromStore} has only {source.OnHand} units of {slip.Sku}");

            source.OnHand -= slip.Quantity;
            target.OnHand += slip.Quantity; // expect-line
            await _db.SaveChangesAsync(ct);
            return Ok(new { source = source.OnHand, target = target.OnHand });
        }
    }
}
