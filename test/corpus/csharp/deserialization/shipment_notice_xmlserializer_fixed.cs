// corpus: CWE-502 safe — XmlSerializer is constructed for the fixed ShipmentNotice type; the body cannot choose another type.
using System.IO;
using System.Threading.Tasks;
using System.Xml;
using System.Xml.Serialization;
using Microsoft.AspNetCore.Mvc;

namespace Logistics.Edi;

public class ShipmentNotice
{
    public string Carrier { get; set; } = "";
    public string TrackingNumber { get; set; } = "";
    public int Packages { get; set; }
}

[ApiController]
[Route("edi/asn")]
public class AsnController : ControllerBase
{
    private static readonly XmlSerializer Serializer = new(typeof(ShipmentNotice));

    [HttpPost]
    public async Task<IActionResult> Receive()
    {
        using var buffer = new MemoryStream();
        await Request.Body.CopyToAsync(buffer);
        buffer.Position = 0;
        using var reader = XmlReader.Create(buffer, new XmlReaderSettings { DtdProcessing = DtdProcessing.Prohibit });
        var notice = (ShipmentNotice?)Serializer.Deserialize(reader);
        return notice is null ? BadRequest() : Ok(new { notice.TrackingNumber });
    }
}
