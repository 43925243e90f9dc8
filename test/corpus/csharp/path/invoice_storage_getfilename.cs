// corpus: CWE-22 safe — the storage service keeps only Path.GetFileName of the requested name, so directory parts are dropped.
using System.IO;
using Microsoft.AspNetCore.Mvc;

namespace Billing.Web.V2;

public sealed class InvoiceFiles
{
    private const string Root = "/srv/billing/invoices";

    public string? Find(string requested)
    {
        var name = Path.GetFileName(requested);
        if (string.IsNullOrEmpty(name))
            return null;
        var path = Path.Combine(Root, name);
        return System.IO.File.Exists(path) ? path : null;
    }
}

[ApiController]
[Route("v2/invoices")]
public class InvoiceFilesController : ControllerBase
{
    private readonly InvoiceFiles _files;

    public InvoiceFilesController(InvoiceFiles files) => _files = files;

    [HttpGet]
    public IActionResult Get([FromQuery] string file)
    {
        var path = _files.Find(file);
        return path is null ? NotFound() : PhysicalFile(path, "application/pdf");
    }
}
