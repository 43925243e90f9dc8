// corpus: CWE-22 vulnerable — the file name from the route is combined with the invoice folder by the storage service and served with PhysicalFile; "..%2F" walks out.
using System.IO;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Options;

namespace Billing.Web;

public class StorageOptions
{
    public string InvoiceRoot { get; set; } = "/srv/billing/invoices";
}

public interface IInvoiceStorage
{
    string Resolve(string fileName);
}

public class DiskInvoiceStorage : IInvoiceStorage
{
    private readonly string _root;

    public DiskInvoiceStorage(IOptions<StorageOptions> options) => _root = options.Value.InvoiceRoot;

    public string Resolve(string fileName) => Path.Combine(_root, fileName);
}

[ApiController]
[Route("invoices")]
public class InvoiceDownloadController : ControllerBase
{
    private readonly IInvoiceStorage _storage;

    public InvoiceDownloadController(IInvoiceStorage storage) => _storage = storage;

    [HttpGet("{fileName}")]
    public IActionResult Download([FromRoute] string fileName)
    {
        var path = _storage.Resolve(fileName);
        if (!System.IO.File.Exists(path))
            return NotFound();
        return PhysicalFile(path, "application/pdf", fileName);
    }
}
