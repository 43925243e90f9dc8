// corpus: CWE-78 vulnerable — the host from the query string reaches a service that runs it through cmd.exe /c, so "&" chains extra commands.
using System.Diagnostics;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Ops.Portal;

public interface INetworkDiagnostics
{
    Task<string> PingAsync(string host);
}

public sealed class WindowsNetworkDiagnostics : INetworkDiagnostics
{
    public async Task<string> PingAsync(string host)
    {
        var psi = new ProcessStartInfo
        {
            FileName = "cmd.exe",
            Arguments = "/c ping -n 4 " + host,
            RedirectStandardOutput = true,
            UseShellExecute = false,
            CreateNoWindow = true
        };
        using var process = Process.Start(psi)!;
        string output = await process.StandardOutput.ReadToEndAsync();
        await process.WaitForExitAsync();
        return output;
    }
}

[ApiController]
[Route("api/diagnostics")]
public class DiagnosticsController : ControllerBase
{
    private readonly INetworkDiagnostics _diagnostics;

    public DiagnosticsController(INetworkDiagnostics diagnostics) => _diagnostics = diagnostics;

    [HttpGet("ping")]
    public async Task<IActionResult> Ping([FromQuery] string host)
    {
        var text = await _diagnostics.PingAsync(host);
        return Content(text, "text/plain");
    }
}
