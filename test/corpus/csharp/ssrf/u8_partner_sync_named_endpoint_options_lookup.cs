// corpus: CWE-918 safe — the request only names a partner; the URL fetched is that partner's entry in configured options, and unknown names are rejected.
using System.Collections.Generic;
using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Options;

namespace Catalog.Sync;

public sealed class PartnerFeedOptions
{
    public Dictionary<string, string> Endpoints { get; set; } = new();
}

public sealed class SyncRequest
{
    public string Partner { get; set; } = "";
    public string CallbackUrl { get; set; } = "";
}

public sealed class PartnerFeedClient
{
    private readonly HttpClient _http;
    private readonly PartnerFeedOptions _options;

    public PartnerFeedClient(HttpClient http, IOptions<PartnerFeedOptions> options)
    {
        _http = http;
        _options = options.Value;
    }

    public async Task<string?> FetchAsync(string partner)
    {
        if (!_options.Endpoints.TryGetValue(partner, out var endpoint))
        {
            return null;
        }
        return await _http.GetStringAsync(endpoint);
    }
}

[ApiController]
[Route("api/catalog/sync")]
public class PartnerSyncController : ControllerBase
{
    private readonly PartnerFeedClient _feeds;

    public PartnerSyncController(PartnerFeedClient feeds) => _feeds = feeds;

    [HttpPost]
    public async Task<IActionResult> Sync([FromBody] SyncRequest request)
    {
        var feed = await _feeds.FetchAsync(request.Partner);
        if (feed is null)
        {
            return BadRequest(new { error = "unknown partner" });
        }
        return Ok(new { bytes = feed.Length, notify = request.CallbackUrl.Length > 0 });
    }
}
