// corpus: CWE-89 vulnerable — the shipment status from the query string is concatenated into the SQL that Dapper runs.
using System.Collections.Generic;
using System.Data;
using System.Linq;
using System.Threading.Tasks;
using Dapper;
using Microsoft.AspNetCore.Mvc;

namespace Logistics.Tracking
{
    public class Shipment
    {
        public long Id { get; set; }
        public string Carrier { get; set; } = "";
        public string Status { get; set; } = "";
    }

    public class ShipmentQueries
    {
        private readonly IDbConnection _db;

        public ShipmentQueries(IDbConnection db)
        {
            _db = db;
        }

        public async Task<IEnumerable<Shipment>> WithStatusAsync(string status, int depotId)
        {
            string sql = "SELECT Id, Carrier, Status FROM Shipments WHERE DepotId = @depotId AND Status = '" + status + "'";
            return await _db.QueryAsync<Shipment>(sql, new { depotId });
        }
    }

    [ApiController]
    [Route("depots/{depotId:int}/shipments")]
    public class ShipmentsController : ControllerBase
    {
        private readonly ShipmentQueries _queries;

        public ShipmentsController(ShipmentQueries queries)
        {
            _queries = queries;
        }

        [HttpGet]
        public async Task<IActionResult> List(int depotId, [FromQuery] string status = "IN_TRANSIT")
        {
            var items = await _queries.WithStatusAsync(status, depotId);
            return Ok(items.ToList());
        }
    }
}
