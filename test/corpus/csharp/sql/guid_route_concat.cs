// corpus: CWE-89 safe — the route value is bound as a Guid, whose string form is only hex digits and dashes.
using System;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

namespace Clinic.Api;

[ApiController]
[Route("api/lab-results")]
public class LabResultsController : ControllerBase
{
    private readonly SqlConnection _conn;

    public LabResultsController(SqlConnection conn) => _conn = conn;

    [HttpGet("{resultId:guid}")]
    public async Task<IActionResult> Get([FromRoute] Guid resultId)
    {
        await _conn.OpenAsync();
        await using var cmd = _conn.CreateCommand();
        cmd.CommandText = $"SELECT Analyte, Value, Unit FROM LabResults WHERE ResultId = '{resultId}'";
        await using var reader = await cmd.ExecuteReaderAsync();
        if (!await reader.ReadAsync())
            return NotFound();
        return Ok(new
        {
            Analyte = reader.GetString(0),
            Value = reader.GetDecimal(1),
            Unit = reader.GetString(2)
        });
    }
}
