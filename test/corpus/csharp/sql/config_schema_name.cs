// corpus: CWE-89 safe — only the schema name from appsettings is concatenated; the employee number from the query is a parameter.
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;
using Microsoft.Extensions.Options;

namespace Payroll.Api;

public class PayrollOptions
{
    public string Schema { get; set; } = "payroll";
    public string ConnectionString { get; set; } = "";
}

public class PayslipRepository
{
    private readonly PayrollOptions _options;

    public PayslipRepository(IOptions<PayrollOptions> options) => _options = options.Value;

    public async Task<decimal?> LatestNetPayAsync(string employeeNumber)
    {
        await using var conn = new SqlConnection(_options.ConnectionString);
        await conn.OpenAsync();
        var sql = "SELECT TOP 1 NetPay FROM " + _options.Schema + ".Payslips WHERE EmployeeNumber = @emp ORDER BY Period DESC";
        await using var cmd = new SqlCommand(sql, conn);
        cmd.Parameters.AddWithValue("@emp", employeeNumber);
        return await cmd.ExecuteScalarAsync() as decimal?;
    }
}

[ApiController]
[Route("api/payslips")]
public class PayslipsController : ControllerBase
{
    private readonly PayslipRepository _repo;

    public PayslipsController(PayslipRepository repo) => _repo = repo;

    [HttpGet("latest")]
    public async Task<IActionResult> Latest([FromQuery] string employee)
    {
        var net = await _repo.LatestNetPayAsync(employee);
        return net is null ? NotFound() : Ok(new { employee, net });
    }
}
