// corpus: CWE-643 vulnerable — the badge number and PIN posted to the kiosk login are interpolated into an XPath predicate over the staff file, so a value like ' or '1'='1 selects a staff member without a valid PIN.
using System;
using System.IO;
using System.Xml;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

namespace Warehouse.Kiosk
{
    public record StaffMember(string Badge, string Name, string Role);

    public class StaffDirectory
    {
        private readonly XmlDocument _doc = new XmlDocument { XmlResolver = null };

        public StaffDirectory(IWebHostEnvironment env)
        {
            var path = Path.Combine(env.ContentRootPath, "App_Data", "staff.xml");
            using var reader = XmlReader.Create(path, new XmlReaderSettings { DtdProcessing = DtdProcessing.Prohibit });
            _doc.Load(reader);
        }

        public StaffMember? Authenticate(string badge, string pin)
        {
            var node = _doc.SelectSingleNode($"/staff/member[badge='{badge}' and pin='{pin}']");
            if (node == null)
                return null;
            return new StaffMember(
                node["badge"]!.InnerText,
                node["name"]!.InnerText,
                node.Attributes?["role"]?.Value ?? "picker");
        }
    }

    public class KioskLoginForm
    {
        public string Badge { get; set; } = "";
        public string Pin { get; set; } = "";
    }

    [Route("kiosk")]
    public class KioskController : Controller
    {
        private readonly StaffDirectory _directory;
        private readonly ILogger<KioskController> _logger;

        public KioskController(StaffDirectory directory, ILogger<KioskController> logger)
        {
            _directory = directory;
            _logger = logger;
        }

        [HttpPost("login")]
        [ValidateAntiForgeryToken]
        public IActionResult Login([FromForm] KioskLoginForm form)
        {
            var member = _directory.Authenticate(form.Badge.Trim(), form.Pin);
            if (member == null)
            {
                _logger.LogWarning("Kiosk login failed");
                return View("Login", form);
            }

            HttpContext.Items["kiosk.staff"] = member.Badge;
            return RedirectToAction("Picklist", "Shift", new { badge = member.Badge });
        }
    }
}
