// corpus: CWE-78 safe — the service name must parse to a defined enum member, so only fixed names reach the systemctl command line.
using System;
using System.Diagnostics;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Logistics.Ops;

public enum ManagedService
{
    Nginx,
    Redis,
    LabelPrinter
}

[Authorize(Roles = "ops")]
[ApiController]
[Route("ops/services")]
public class ServiceControlController : ControllerBase
{
    [HttpPost("{name}/restart")]
    public IActionResult Restart([FromRoute] string name)
    {
        if (!Enum.TryParse<ManagedService>(name, ignoreCase: true, out var service) || !Enum.IsDefined(service))
            return NotFound();

        var unit = service.ToString().ToLowerInvariant();
        using var p = Process.Start("/bin/sh", "-c \"sudo systemctl restart " + unit + "\"");
        p.WaitForExit();
        return p.ExitCode == 0 ? NoContent() : StatusCode(502);
    }
}
