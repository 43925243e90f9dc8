// corpus: CWE-78 vulnerable — the uploaded file's client-supplied name is placed in a bash -c command line for ImageMagick.
using System;
using System.Diagnostics;
using System.IO;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Cms.Media
{
    [ApiController]
    [Route("media")]
    public class ThumbnailController : ControllerBase
    {
        private const string UploadDir = "/var/cms/uploads";

        [HttpPost("thumbnail")]
        public async Task<IActionResult> Create(IFormFile image)
        {
            var stored = Path.Combine(UploadDir, Guid.NewGuid().ToString("N"));
            await using (var fs = System.IO.File.Create(stored))
                await image.CopyToAsync(fs);

            var label = image.FileName;
            var script = $"convert {stored} -resize 200x200 -set comment '{label}' {stored}.thumb.png";
            var exitCode = RunShell(script);
            return exitCode == 0 ? Ok() : StatusCode(500);
        }

        private static int RunShell(string script)
        {
            var psi = new ProcessStartInfo("/bin/bash", "-c \"" + script + "\"") { UseShellExecute = false };
            using var p = Process.Start(psi)!;
            p.WaitForExit();
            return p.ExitCode;
        }
    }
}
