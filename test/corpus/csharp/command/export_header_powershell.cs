// corpus: CWE-78 vulnerable — the X-Export-Name header is embedded in a powershell -Command string.
using System.Diagnostics;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Bank.Backoffice;

[ApiController]
[Route("api/exports")]
public class StatementExportController : ControllerBase
{
    private readonly StatementExporter _exporter = new();

    [HttpPost]
    public IActionResult Export()
    {
        string exportName = HttpContext.Request.Headers["X-Export-Name"].ToString();
        return _exporter.Export(exportName) ? Accepted() : StatusCode(StatusCodes.Status500InternalServerError);
    }
}

public class StatementExporter
{
    public bool Export(string exportName)
    {
        var command = "Compress-Archive -Path C:\\statements\\pending\\* -DestinationPath C:\\exports\\" + exportName + ".zip";
        var psi = new ProcessStartInfo("powershell.exe", "-NoProfile -Command \"" + command + "\"")
        {
            UseShellExecute = false,
            CreateNoWindow = true
        };
        using var p = Process.Start(psi)!;
        p.WaitForExit(60_000);
        return p.ExitCode == 0;
    }
}
