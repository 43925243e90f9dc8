// corpus: CWE-918 safe — the parsed URI's scheme must be https and its Host must equal the partner feed host exactly.
using System;
using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Catalog.Import.V2;

public record FeedRequest(string FeedUrl);

[ApiController]
[Route("api/v2/catalog/feeds")]
public class PartnerFeedController : ControllerBase
{
    private const string FeedHost = "partner-feeds.example";
    private readonly HttpClient _client;

    public PartnerFeedController(HttpClient client) => _client = client;

    [HttpPost]
    public async Task<IActionResult> Import([FromBody] FeedRequest request)
    {
        if (!IsPartnerFeed(request.FeedUrl, out var uri))
            return BadRequest("unknown feed provider");
        var xml = await _client.GetStringAsync(uri);
        return Ok(new { bytes = xml.Length });
    }

    private static bool IsPartnerFeed(string url, out Uri uri)
    {
        uri = null!;
        if (!Uri.TryCreate(url, UriKind.Absolute, out var parsed))
            return false;
        if (parsed.Scheme != Uri.UriSchemeHttps)
            return false;
        if (!string.Equals(parsed.Host, FeedHost, StringComparison.OrdinalIgnoreCase))
            return false;
        uri = parsed;
        return true;
    }
}
