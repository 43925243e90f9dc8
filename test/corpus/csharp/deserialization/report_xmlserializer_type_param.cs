// corpus: CWE-502 vulnerable — the type handed to XmlSerializer is resolved from a query parameter with Type.GetType, letting the caller pick gadget types.
using System;
using Microsoft.AspNetCore.Mvc;

namespace Cms.Import
{
    [ApiController]
    [Route("api/import/xml")]
    public class XmlImportController : ControllerBase
    {
        [HttpPost]
        public IActionResult Import([FromQuery] string type)
        {
            var targetType = Type.GetType(type, throwOnError: false);
            if (targetType == null)
                return BadRequest("unknown type");

            var serializer = new System.Xml.Serialization.XmlSerializer(targetType);
            var item = serializer.Deserialize(Request.Body);
            return Ok(new { imported = item?.GetType().Name });
        }
    }
}
