// corpus: CWE-918 safe — the URL must be HTTPS and its host must be one of two known image CDNs before HttpClient fetches it.
using System;
using System.Collections.Generic;
using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Community.Profiles.V2;

public static class ImageHosts
{
    private static readonly HashSet<string> Allowed = new(StringComparer.OrdinalIgnoreCase)
    {
        "images.gravatar.example",
        "cdn.photos.example"
    };

    public static bool TryValidate(string? url, out Uri uri)
    {
        uri = null!;
        if (!Uri.TryCreate(url, UriKind.Absolute, out var parsed))
            return false;
        if (parsed.Scheme != Uri.UriSchemeHttps || !Allowed.Contains(parsed.Host))
            return false;
        uri = parsed;
        return true;
    }
}

[ApiController]
[Route("api/v2/avatar")]
public class AvatarImportController : ControllerBase
{
    private readonly IHttpClientFactory _factory;

    public AvatarImportController(IHttpClientFactory factory) => _factory = factory;

    [HttpPost("import")]
    public async Task<IActionResult> Import([FromQuery] string url)
    {
        if (!ImageHosts.TryValidate(url, out var uri))
            return BadRequest("unsupported image host");
        var client = _factory.CreateClient("avatars");
        var bytes = await client.GetByteArrayAsync(uri);
        return File(bytes, "image/png");
    }
}
