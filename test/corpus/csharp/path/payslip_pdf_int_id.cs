// corpus: CWE-22 safe — the payslip file name is built from two integers bound from the route, so no path characters can appear.
using System.IO;
using Microsoft.AspNetCore.Mvc;

namespace Payroll.Api.Controllers;

[ApiController]
[Route("api/employees/{employeeId:int}/payslips")]
public class PayslipFilesController : ControllerBase
{
    private static readonly string Root = Path.Combine("/data", "payslips");

    [HttpGet("{period:int}")]
    public IActionResult Download([FromRoute] int employeeId, [FromRoute] int period)
    {
        var file = Path.Combine(Root, employeeId.ToString(), $"{period}.pdf");
        if (!System.IO.File.Exists(file))
            return NotFound();
        return PhysicalFile(file, "application/pdf", $"payslip-{period}.pdf");
    }
}
