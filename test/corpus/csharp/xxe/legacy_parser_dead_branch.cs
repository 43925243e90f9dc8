// corpus: CWE-611 safe — the DTD-parsing settings are behind a const false flag; the settings actually used prohibit DTDs.
using System.Xml;
using Microsoft.AspNetCore.Mvc;

namespace Payroll.Integration;

[ApiController]
[Route("api/timesheets/xml")]
public class TimesheetXmlController : ControllerBase
{
    private const bool AllowLegacyDoctype = false;

    [HttpPost]
    public IActionResult Import()
    {
        var hours = 0m;
        using var reader = XmlReader.Create(Request.Body, CreateSettings());
        while (reader.ReadToFollowing("hours"))
            hours += reader.ReadElementContentAsDecimal();
        return Ok(new { hours });
    }

    private static XmlReaderSettings CreateSettings()
    {
        if (AllowLegacyDoctype)
        {
            return new XmlReaderSettings { DtdProcessing = DtdProcessing.Parse, XmlResolver = new XmlUrlResolver() };
        }
        return new XmlReaderSettings { DtdProcessing = DtdProcessing.Prohibit };
    }
}
