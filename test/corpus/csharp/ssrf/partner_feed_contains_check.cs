// corpus: CWE-918 vulnerable — the feed URL is only checked with Contains("partner-feeds.example"), which "http://169.254.169.254/?partner-feeds.example" passes.
using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Catalog.Import
{
    public class FeedImportRequest
    {
        public string FeedUrl { get; set; } = "";
        public bool DryRun { get; set; }
    }

    [ApiController]
    [Route("api/catalog/feeds")]
    public class FeedImportController : ControllerBase
    {
        private readonly HttpClient _client;

        public FeedImportController(HttpClient client)
        {
            _client = client;
        }

        [HttpPost]
        public async Task<IActionResult> Import([FromBody] FeedImportRequest request)
        {
            if (!request.FeedUrl.Contains("partner-feeds.example"))
                return BadRequest("unknown feed provider");

            var xml = await _client.GetStringAsync(request.FeedUrl);
            return Ok(new { bytes = xml.Length, request.DryRun });
        }
    }
}
