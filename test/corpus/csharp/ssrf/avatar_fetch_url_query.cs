// corpus: CWE-918 vulnerable — the avatar URL from the query string is fetched server-side by the image service's HttpClient.
using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Community.Profiles;

public class AvatarImporter
{
    private readonly HttpClient _http;

    public AvatarImporter(HttpClient http) => _http = http;

    public async Task<byte[]> DownloadAsync(string url)
    {
        using var response = await _http.GetAsync(url);
        response.EnsureSuccessStatusCode();
        return await response.Content.ReadAsByteArrayAsync();
    }
}

[ApiController]
[Route("api/avatar")]
public class AvatarController : ControllerBase
{
    private readonly AvatarImporter _importer;

    public AvatarController(AvatarImporter importer) => _importer = importer;

    [HttpPost("import")]
    public async Task<IActionResult> Import([FromQuery] string url)
    {
        var bytes = await _importer.DownloadAsync(url);
        return File(bytes, "image/png");
    }
}
