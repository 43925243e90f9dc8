// corpus: CWE-611 safe — the XmlDocument that parses the request body has XmlResolver = null, so external entities and DTDs are never fetched.
using System.IO;
using System.Threading.Tasks;
using System.Xml;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Procurement.V2;

public record PurchaseOrder(string Buyer, int Lines);

public static class PurchaseOrderXml
{
    public static PurchaseOrder Read(string xml)
    {
        var doc = new XmlDocument { XmlResolver = null };
        doc.LoadXml(xml);
        var buyer = doc.SelectSingleNode("/order/buyer")?.InnerText ?? "";
        var lines = doc.SelectNodes("/order/line")?.Count ?? 0;
        return new PurchaseOrder(buyer, lines);
    }
}

[ApiController]
[Route("api/v2/purchase-orders")]
public class PurchaseOrdersController : ControllerBase
{
    [HttpPost]
    public async Task<IActionResult> Post()
    {
        using var reader = new StreamReader(Request.Body);
        return Ok(PurchaseOrderXml.Read(await reader.ReadToEndAsync()));
    }
}
