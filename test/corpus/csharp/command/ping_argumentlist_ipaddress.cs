// corpus: CWE-78 safe — the target must parse as an IPAddress and is passed as one ArgumentList entry to ping, with no shell in between.
using System.Diagnostics;
using System.Net;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Ops.Portal;

public sealed class PingRunner
{
    public async Task<string> RunAsync(IPAddress address)
    {
        var psi = new ProcessStartInfo("ping")
        {
            RedirectStandardOutput = true,
            UseShellExecute = false
        };
        psi.ArgumentList.Add("-c");
        psi.ArgumentList.Add("4");
        psi.ArgumentList.Add(address.ToString());
        using var process = Process.Start(psi)!;
        var output = await process.StandardOutput.ReadToEndAsync();
        await process.WaitForExitAsync();
        return output;
    }
}

[ApiController]
[Route("api/netcheck")]
public class NetCheckController : ControllerBase
{
    private readonly PingRunner _runner;

    public NetCheckController(PingRunner runner) => _runner = runner;

    [HttpGet]
    public async Task<IActionResult> Get([FromQuery] string target)
    {
        if (!IPAddress.TryParse(target, out var address))
            return BadRequest("target must be an IP address");
        return Content(await _runner.RunAsync(address), "text/plain");
    }
}
