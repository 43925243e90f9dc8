// corpus: CWE-22 safe — attachments are addressed by a Guid from the route, so the deleted path is the root plus hex digits.
using System;
using System.IO;
using Microsoft.AspNetCore.Mvc;

namespace Clinic.Records;

[ApiController]
[Route("api/v2/attachments")]
public class AttachmentStoreController : ControllerBase
{
    private const string Root = "/var/clinic/attachments";

    [HttpDelete("{id:guid}")]
    public IActionResult Delete(Guid id)
    {
        var path = PathFor(id);
        if (!System.IO.File.Exists(path))
            return NotFound();
        System.IO.File.Delete(path);
        return NoContent();
    }

    [HttpGet("{id:guid}")]
    public IActionResult Get(Guid id)
    {
        var path = PathFor(id);
        return System.IO.File.Exists(path) ? PhysicalFile(path, "application/octet-stream") : NotFound();
    }

    private static string PathFor(Guid id) => Path.Combine(Root, id.ToString("N") + ".bin");
}
