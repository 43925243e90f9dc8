// corpus: CWE-22 vulnerable — the prefix check runs on the un-normalised combined path, which still starts with the root when it contains "../".
using System.IO;
using Microsoft.AspNetCore.Mvc;

namespace Cms.Web.Controllers;

public class DownloadsController : Controller
{
    private const string PublicRoot = "/srv/cms/public/";

    [HttpGet("/downloads")]
    public IActionResult Get([FromQuery] string path)
    {
        var candidate = Path.Combine(PublicRoot, path);
        if (!candidate.StartsWith(PublicRoot))
            return Forbid();
        if (!System.IO.File.Exists(candidate))
            return NotFound();
        var bytes = System.IO.File.ReadAllBytes(candidate);
        return File(bytes, "application/octet-stream", Path.GetFileName(candidate));
    }
}
