// corpus: CWE-22 safe — the log directory comes from appsettings and the file name is a constant; the query only sets how many lines to return.
using System;
using System.IO;
using System.Linq;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Configuration;

namespace Shop.Admin;

[ApiController]
[Route("admin/log")]
public class LogTailController : ControllerBase
{
    private readonly string _logFile;

    public LogTailController(IConfiguration config)
    {
        var dir = config["Logging:File:Directory"] ?? "/var/log/shop";
        _logFile = Path.Combine(dir, "shop-api.log");
    }

    [HttpGet]
    public IActionResult Tail([FromQuery] int lines = 100)
    {
        lines = Math.Clamp(lines, 1, 1000);
        var tail = System.IO.File.ReadLines(_logFile).TakeLast(lines);
        return Content(string.Join('\n', tail), "text/plain");
    }
}
