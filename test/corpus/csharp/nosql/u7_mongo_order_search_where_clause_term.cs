// corpus: CWE-943 vulnerable — the search term from the query string is spliced into a MongoDB $where JavaScript expression in the order store, so a request can inject arbitrary server-side JavaScript into the query.
using System;
using System.Collections.Generic;
using System.Security.Claims;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Driver;

namespace Shop.Orders
{
    public class OrderDocument
    {
        [BsonId]
        public ObjectId Id { get; set; }
        public string CustomerId { get; set; } = "";
        public string Reference { get; set; } = "";
        public string Notes { get; set; } = "";
        public DateTime PlacedAt { get; set; }
        public decimal Total { get; set; }
    }

    public class OrderHistoryStore
    {
        private readonly IMongoCollection<OrderDocument> _orders;

        public OrderHistoryStore(IMongoDatabase database)
        {
            _orders = database.GetCollection<OrderDocument>("orders");
        }

        public Task<List<OrderDocument>> SearchAsync(string customerId, string term, int limit)
        {
            var filter = Builders<OrderDocument>.Filter.Eq(o => o.CustomerId, customerId);
            if (!string.IsNullOrWhiteSpace(term))
            {
                var js = $"this.Reference.indexOf('{term}') >= 0 || this.Notes.indexOf('{term}') >= 0";
                filter &= new BsonDocument("$where", js);
            }

            return _orders.Find(filter)
                .SortByDescending(o => o.PlacedAt)
                .Limit(limit)
                .ToListAsync();
        }
    }

    [ApiController]
    [Authorize]
    [Route("api/orders")]
    public class OrderHistoryController : ControllerBase
    {
        private readonly OrderHistoryStore _store;

        public OrderHistoryController(OrderHistoryStore store) => _store = store;

        [HttpGet("search")]
        public async Task<IActionResult> Search([FromQuery] string q = "", [FromQuery] int take = 20)
        {
            var customerId = User.FindFirstValue(ClaimTypes.NameIdentifier)!;
            var results = await _store.SearchAsync(customerId, q, Math.Clamp(take, 1, 100));
            return Ok(results);
        }
    }
}
