// corpus: CWE-22 vulnerable — the X-Document-Path header of the HTTP function selects the file that File.ReadAllBytesAsync returns.
using System.IO;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Azure.Functions.Worker;

namespace Logistics.Functions;

public class ManifestDocument
{
    private static readonly string ShareRoot = Path.Combine(Path.GetTempPath(), "manifests");

    [Function("ManifestDocument")]
    public async Task<IActionResult> Run([HttpTrigger(AuthorizationLevel.Anonymous, "get")] HttpRequest req)
    {
        var relative = req.Headers["X-Document-Path"].ToString();
        var path = Path.Join(ShareRoot, relative);
        if (!File.Exists(path))
            return new NotFoundResult();
        var data = await File.ReadAllBytesAsync(path);
        return new FileContentResult(data, "application/pdf");
    }
}
