// corpus: CWE-78 safe — convert is started directly with an ArgumentList of server-generated GUID paths and a parsed integer size.
using System;
using System.Diagnostics;
using System.IO;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Cms.Media;

[ApiController]
[Route("media/v2")]
public class ResizeController : ControllerBase
{
    private const string WorkDir = "/var/cms/work";

    [HttpPost("resize")]
    public async Task<IActionResult> Resize(IFormFile image, [FromQuery] int size = 200)
    {
        if (size is < 16 or > 2048)
            return BadRequest();

        var id = Guid.NewGuid().ToString("N");
        var source = Path.Combine(WorkDir, id + ".src");
        var target = Path.Combine(WorkDir, id + ".png");
        await using (var fs = System.IO.File.Create(source))
            await image.CopyToAsync(fs);

        var ok = await ResizeAsync(source, target, size);
        return ok ? PhysicalFile(target, "image/png") : StatusCode(500);
    }

    private static async Task<bool> ResizeAsync(string source, string target, int size)
    {
        var psi = new ProcessStartInfo("/usr/bin/convert") { UseShellExecute = false };
        psi.ArgumentList.Add(source);
        psi.ArgumentList.Add("-resize");
        psi.ArgumentList.Add($"{size}x{size}");
        psi.ArgumentList.Add(target);
        using var p = Process.Start(psi)!;
        await p.WaitForExitAsync();
        return p.ExitCode == 0;
    }
}
