// corpus: CWE-89 vulnerable — the X-Tenant header of the HTTP-triggered function is concatenated into the schema-qualified query.
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Data.SqlClient;
using Microsoft.Extensions.Logging;

namespace Logistics.Functions;

public class FleetStatusFunction
{
    private readonly ILogger<FleetStatusFunction> _logger;

    public FleetStatusFunction(ILogger<FleetStatusFunction> logger) => _logger = logger;

    [Function("FleetStatus")]
    public async Task<IActionResult> Run([HttpTrigger(AuthorizationLevel.Function, "get")] HttpRequest req)
    {
        string tenant = req.Headers["X-Tenant"].ToString();
        if (tenant.Length == 0)
            return new BadRequestObjectResult("missing tenant");

        await using var conn = new SqlConnection(System.Environment.GetEnvironmentVariable("FLEET_DB"));
        await conn.OpenAsync();
        var cmd = conn.CreateCommand();
        cmd.CommandText = "SELECT COUNT(*) FROM [" + tenant + "].Vehicles WHERE Status = 'ACTIVE'";
        var active = (int)(await cmd.ExecuteScalarAsync() ?? 0);
        _logger.LogInformation("Fleet status computed");
        return new OkObjectResult(new { active });
    }
}
