// corpus: CWE-611 vulnerable — the request body is loaded into an XmlDocument whose XmlResolver is an XmlUrlResolver, so external entities are fetched and expanded.
using System.IO;
using System.Threading.Tasks;
using System.Xml;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Procurement;

public record SupplierInvoice(string Supplier, string Number, decimal Amount);

public class SupplierInvoiceParser
{
    public SupplierInvoice Parse(string xml)
    {
        var doc = new XmlDocument { XmlResolver = new XmlUrlResolver() };
        doc.LoadXml(xml);
        var root = doc.DocumentElement!;
        return new SupplierInvoice(
            root.SelectSingleNode("supplier")?.InnerText ?? "",
            root.SelectSingleNode("number")?.InnerText ?? "",
            decimal.Parse(root.SelectSingleNode("amount")?.InnerText ?? "0"));
    }
}

[ApiController]
[Route("api/supplier-invoices")]
public class SupplierInvoicesController : ControllerBase
{
    private readonly SupplierInvoiceParser _parser;

    public SupplierInvoicesController(SupplierInvoiceParser parser) => _parser = parser;

    [HttpPost]
    [Consumes("application/xml")]
    public async Task<IActionResult> Import()
    {
        using var reader = new StreamReader(Request.Body);
        var xml = await reader.ReadToEndAsync();
        var invoice = _parser.Parse(xml);
        return Ok(invoice);
    }
}
