// corpus: CWE-89 safe — Dapper binds both the depot and the status from the anonymous object as parameters.
using System.Collections.Generic;
using System.Data;
using System.Threading.Tasks;
using Dapper;
using Microsoft.AspNetCore.Mvc;

namespace Logistics.Tracking;

public sealed record ParcelView(long Id, string Carrier, string Status);

public sealed class ParcelQueries
{
    private readonly IDbConnection _db;

    public ParcelQueries(IDbConnection db) => _db = db;

    public Task<IEnumerable<ParcelView>> WithStatusAsync(string status, int depotId) =>
        _db.QueryAsync<ParcelView>(
            "SELECT Id, Carrier, Status FROM Parcels WHERE DepotId = @depotId AND Status = @status",
            new { depotId, status });
}

[ApiController]
[Route("depots/{depotId:int}/parcels")]
public class ParcelsController : ControllerBase
{
    private readonly ParcelQueries _queries;

    public ParcelsController(ParcelQueries queries) => _queries = queries;

    [HttpGet]
    public async Task<IActionResult> List([FromRoute] int depotId, [FromQuery] string status)
        => Ok(await _queries.WithStatusAsync(status, depotId));
}
