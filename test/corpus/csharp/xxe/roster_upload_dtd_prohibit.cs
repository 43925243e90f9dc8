// corpus: CWE-611 safe — the uploaded roster is read with DtdProcessing.Prohibit and no resolver, so a DOCTYPE makes parsing fail.
using System.Collections.Generic;
using System.Xml;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace School.Admin.Import
{
    public class TimetableImporter
    {
        public List<string> ReadRooms(IFormFile file)
        {
            var settings = new XmlReaderSettings
            {
                DtdProcessing = DtdProcessing.Prohibit,
                XmlResolver = null,
                IgnoreComments = true
            };
            var rooms = new List<string>();
            using var reader = XmlReader.Create(file.OpenReadStream(), settings);
            while (reader.ReadToFollowing("room"))
                rooms.Add(reader.GetAttribute("code") ?? "");
            return rooms;
        }
    }

    public class TimetableController : Controller
    {
        [HttpPost]
        public IActionResult Upload(IFormFile timetable)
        {
            try
            {
                return View("Preview", new TimetableImporter().ReadRooms(timetable));
            }
            catch (XmlException)
            {
                return BadRequest("invalid timetable file");
            }
        }
    }
}
