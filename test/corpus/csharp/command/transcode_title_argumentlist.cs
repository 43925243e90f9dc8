// corpus: CWE-78 safe — ffmpeg is started without a shell; the title is a single ArgumentList entry and the bitrate is an int.
using System.Diagnostics;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Media.Api.V2;

public sealed record EncodeRequest(int VideoId, string Title, int BitrateKbps);

public sealed class Encoder
{
    public async Task<int> EncodeAsync(EncodeRequest request)
    {
        var psi = new ProcessStartInfo("/usr/bin/ffmpeg") { UseShellExecute = false };
        foreach (var arg in BuildArguments(request))
            psi.ArgumentList.Add(arg);
        using var process = Process.Start(psi)!;
        await process.WaitForExitAsync();
        return process.ExitCode;
    }

    private static string[] BuildArguments(EncodeRequest r) =>
    [
        "-y",
        "-i", $"/media/raw/{r.VideoId}.mov",
        "-b:v", $"{r.BitrateKbps}k",
        "-metadata", "title=" + r.Title,
        $"/media/out/{r.VideoId}.mp4"
    ];
}

[ApiController]
[Route("api/v2/encode")]
public class EncodeController : ControllerBase
{
    private readonly Encoder _encoder;

    public EncodeController(Encoder encoder) => _encoder = encoder;

    [HttpPost]
    public async Task<IActionResult> Post([FromBody] EncodeRequest request)
        => await _encoder.EncodeAsync(request) == 0 ? Ok() : StatusCode(500);
}
