// corpus: CWE-78 vulnerable — the title from the JSON body is quoted with double quotes inside a sh -c ffmpeg command, where $(...) still expands.
using System.Diagnostics;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Media.Api;

public record TranscodeJob(int VideoId, string Title, int BitrateKbps);

public class TranscodeService
{
    public async Task<int> RunAsync(TranscodeJob job)
    {
        var src = $"/media/raw/{job.VideoId}.mov";
        var dst = $"/media/out/{job.VideoId}.mp4";
        var cmd = $"ffmpeg -y -i {src} -b:v {job.BitrateKbps}k -metadata title=\"{job.Title}\" {dst}";
        var psi = new ProcessStartInfo("/bin/sh") { UseShellExecute = false };
        psi.ArgumentList.Add("-c");
        psi.ArgumentList.Add(cmd);
        using var p = Process.Start(psi)!;
        await p.WaitForExitAsync();
        return p.ExitCode;
    }
}

[ApiController]
[Route("api/transcode")]
public class TranscodeController : ControllerBase
{
    private readonly TranscodeService _service;

    public TranscodeController(TranscodeService service) => _service = service;

    [HttpPost]
    public async Task<IActionResult> Post([FromBody] TranscodeJob job)
    {
        var code = await _service.RunAsync(job);
        return code == 0 ? Ok() : StatusCode(500);
    }
}
