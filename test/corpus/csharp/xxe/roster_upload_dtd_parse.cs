// corpus: CWE-611 vulnerable — the uploaded roster is read with DtdProcessing.Parse and an XmlUrlResolver, enabling external entity resolution.
using System.Collections.Generic;
using System.Xml;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace School.Admin.Import
{
    public class RosterImporter
    {
        private static readonly XmlReaderSettings Settings = new XmlReaderSettings
        {
            DtdProcessing = DtdProcessing.Parse,
            XmlResolver = new XmlUrlResolver(),
            IgnoreWhitespace = true
        };

        public List<string> ReadStudentNames(IFormFile file)
        {
            var names = new List<string>();
            using var stream = file.OpenReadStream();
            using var reader = XmlReader.Create(stream, Settings);
            while (reader.Read())
            {
                if (reader.NodeType == XmlNodeType.Element && reader.Name == "student")
                    names.Add(reader.ReadElementContentAsString());
            }
            return names;
        }
    }

    public class RosterController : Controller
    {
        private readonly RosterImporter _importer = new RosterImporter();

        [HttpPost]
        public IActionResult Upload(IFormFile roster)
        {
            var names = _importer.ReadStudentNames(roster);
            return View("Preview", names);
        }
    }
}
