// corpus: CWE-918 vulnerable — the X-Source-Url header chooses the page the rendering service downloads, including internal addresses.
using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Azure.Functions.Worker;

namespace Cms.Functions;

public class RenderSnapshot
{
    private static readonly HttpClient Client = new();

    [Function("RenderSnapshot")]
    public async Task<IActionResult> Run([HttpTrigger(AuthorizationLevel.Function, "post")] HttpRequest req)
    {
        var source = req.Headers["X-Source-Url"].ToString();
        if (!source.StartsWith("http"))
            return new BadRequestResult();

        var html = await Client.GetStringAsync(source);
        return new ContentResult { Content = Snapshot(html), ContentType = "text/plain" };
    }

    private static string Snapshot(string html) => html.Length > 2000 ? html[..2000] : html;
}
