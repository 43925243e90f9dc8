// corpus: CWE-78 safe — the cmd.exe branch that concatenates the folder name is behind a const false; the live branch passes it as one argument to tar.
using System.Diagnostics;
using Microsoft.AspNetCore.Mvc;

namespace School.Admin;

[ApiController]
[Route("admin/logs")]
public class LogBundleController : ControllerBase
{
    private const bool RunningOnWindows = false;

    [HttpPost("bundle")]
    public IActionResult Bundle([FromForm] string folder)
    {
        ProcessStartInfo psi;
        if (RunningOnWindows)
        {
            psi = new ProcessStartInfo("cmd.exe", "/c tar -cf C:\\bundles\\logs.tar " + folder);
        }
        else
        {
            psi = new ProcessStartInfo("/usr/bin/tar") { WorkingDirectory = "/var/log/school" };
            psi.ArgumentList.Add("-cf");
            psi.ArgumentList.Add("/var/bundles/logs.tar");
            psi.ArgumentList.Add("--");
            psi.ArgumentList.Add(folder);
        }

        using var p = Process.Start(psi)!;
        p.WaitForExit();
        return p.ExitCode == 0 ? Ok() : StatusCode(500);
    }
}
