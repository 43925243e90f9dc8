// corpus: CWE-22 vulnerable — the export name from the route is kept in a request object and Path.Combine joins it to the export root unchecked, so "../" escapes it.
using System.IO;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Options;

namespace Reporting.Web;

public sealed class ExportStorageOptions
{
    public string Root { get; set; } = "/var/lib/reporting/exports";
}

public sealed class ExportRequest
{
    public string TenantSlug { get; init; } = "";
    public string FileName { get; init; } = "";
}

public interface IExportStore
{
    Stream Open(ExportRequest request);
}

public sealed class DiskExportStore : IExportStore
{
    private readonly string _root;

    public DiskExportStore(IOptions<ExportStorageOptions> options) => _root = options.Value.Root;

    public Stream Open(ExportRequest request)
    {
        var tenantDir = Path.Combine(_root, request.TenantSlug);
        var fullPath = Path.Combine(tenantDir, request.FileName);
        return new FileStream(fullPath, FileMode.Open, FileAccess.Read, FileShare.Read);
    }
}

[Route("tenants/{tenant}/exports")]
public class ExportDownloadController : Controller
{
    private readonly IExportStore _store;

    public ExportDownloadController(IExportStore store) => _store = store;

    [HttpGet("{*fileName}")]
    public IActionResult Download(string tenant, string fileName)
    {
        var request = new ExportRequest { TenantSlug = tenant, FileName = fileName };
        var stream = _store.Open(request);
        return File(stream, "text/csv", Path.GetFileName(fileName));
    }
}
