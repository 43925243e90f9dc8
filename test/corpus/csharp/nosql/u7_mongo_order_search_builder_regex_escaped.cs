// corpus: CWE-943 safe — the search term reaches MongoDB only as an escaped regular expression inside typed filter builders; the one $where in the store is a constant expression with no request data.
using System;
using System.Collections.Generic;
using System.Security.Claims;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using MongoDB.Bson;
using MongoDB.Driver;

namespace Shop.Orders.Search
{
    public class OrderRecord
    {
        public ObjectId Id { get; set; }
        public string CustomerId { get; set; } = "";
        public string Reference { get; set; } = "";
        public string Notes { get; set; } = "";
        public DateTime PlacedAt { get; set; }
        public decimal Total { get; set; }
        public decimal Refunded { get; set; }
    }

    public class OrderSearchStore
    {
        private const string OverRefundedJs = "this.Refunded > this.Total";
        private readonly IMongoCollection<OrderRecord> _orders;

        public OrderSearchStore(IMongoDatabase database) => _orders = database.GetCollection<OrderRecord>("orders");

        public Task<List<OrderRecord>> SearchAsync(string customerId, string term, int limit)
        {
            var f = Builders<OrderRecord>.Filter;
            var filter = f.Eq(o => o.CustomerId, customerId);
            if (!string.IsNullOrWhiteSpace(term))
            {
                var literal = new BsonRegularExpression(Regex.Escape(term), "i");
                filter &= f.Or(f.Regex(o => o.Reference, literal), f.Regex(o => o.Notes, literal));
            }

            return _orders.Find(filter).SortByDescending(o => o.PlacedAt).Limit(limit).ToListAsync();
        }

        public Task<List<OrderRecord>> OverRefundedAsync() =>
            _orders.Find(new BsonDocument("$where", OverRefundedJs)).ToListAsync();
    }

    [ApiController]
    [Authorize]
    [Route("api/v2/orders")]
    public class OrderSearchController : ControllerBase
    {
        private readonly OrderSearchStore _store;

        public OrderSearchController(OrderSearchStore store) => _store = store;

        [HttpGet("search")]
        public async Task<IActionResult> Search([FromQuery] string q = "", [FromQuery] int take = 20)
        {
            var customerId = User.FindFirstValue(ClaimTypes.NameIdentifier)!;
            return Ok(await _store.SearchAsync(customerId, q, Math.Clamp(take, 1, 100)));
        }
    }
}
