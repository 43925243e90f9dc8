// corpus: CWE-89 vulnerable — most report filters are bound as parameters, but the cost-centre codes from the request body are joined into an IN list as quoted text.
using System;
using System.Collections.Generic;
using System.Data;
using System.Linq;
using System.Text;
using System.Threading.Tasks;
using Dapper;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

namespace Payroll.Reports;

public sealed class PayrollReportRequest
{
    public DateOnly From { get; set; }
    public DateOnly To { get; set; }
    public List<string> CostCentres { get; set; } = new();
    public bool IncludeContractors { get; set; }
    public int? MinimumGross { get; set; }
}

public sealed record PayrollReportLine(string EmployeeNumber, string CostCentre, decimal Gross, decimal Net);

public interface IPayrollReportService
{
    Task<IReadOnlyList<PayrollReportLine>> RunAsync(PayrollReportRequest request);
}

public sealed class PayrollReportService : IPayrollReportService
{
    private readonly IDbConnection _db;
    private readonly ILogger<PayrollReportService> _logger;

    public PayrollReportService(IDbConnection db, ILogger<PayrollReportService> logger)
    {
        _db = db;
        _logger = logger;
    }

    public async Task<IReadOnlyList<PayrollReportLine>> RunAsync(PayrollReportRequest request)
    {
        var parameters = new DynamicParameters();
        var sql = new StringBuilder(
            "SELECT p.EmployeeNumber, p.CostCentre, p.Gross, p.Net FROM Payslips p " +
            "JOIN Employees e ON e.Number = p.EmployeeNumber WHERE p.Period BETWEEN @from AND @to");
        parameters.Add("from", request.From.ToDateTime(TimeOnly.MinValue));
        parameters.Add("to", request.To.ToDateTime(TimeOnly.MaxValue));

        AppendCostCentres(sql, request.CostCentres);

        if (!request.IncludeContractors)
            sql.Append(" AND e.ContractType <> 'CONTRACTOR'");

        if (request.MinimumGross is int minimum)
        {
            sql.Append(" AND p.Gross >= @minimum");
            parameters.Add("minimum", minimum);
        }

        sql.Append(" ORDER BY p.CostCentre, p.EmployeeNumber");
        var rows = await _db.QueryAsync<PayrollReportLine>(sql.ToString(), parameters);
        var list = rows.ToList();
        _logger.LogInformation("Payroll report returned {Count} rows", list.Count);
        return list;
    }

    private static void AppendCostCentres(StringBuilder sql, IReadOnlyCollection<string> codes)
    {
        if (codes.Count == 0)
            return;
        var quoted = codes.Select(c => "'" + c.Trim().ToUpperInvariant() + "'");
        sql.Append(" AND p.CostCentre IN (").Append(string.Join(", ", quoted)).Append(')');
    }
}

[Authorize(Roles = "payroll")]
[ApiController]
[Route("api/reports/payroll")]
public class PayrollReportsController : ControllerBase
{
    private readonly IPayrollReportService _reports;

    public PayrollReportsController(IPayrollReportService reports) => _reports = reports;

    [HttpPost]
    public async Task<IActionResult> Run([FromBody] PayrollReportRequest request)
    {
        if (request.To < request.From)
            return BadRequest("'to' must not be before 'from'");
        if (request.CostCentres.Count > 50)
            return BadRequest("too many cost centres");

        try
        {
            return Ok(await _reports.RunAsync(request));
        }
        catch (DataException)
        {
            return StatusCode(503);
        }
    }
}
