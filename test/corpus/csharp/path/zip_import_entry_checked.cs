// corpus: CWE-22 safe — each ZIP entry's destination is normalised with GetFullPath and skipped unless it stays inside the extraction folder.
using System;
using System.IO;
using System.IO.Compression;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Cms.Plugins
{
    public static class SafeExtractor
    {
        public static int Extract(Stream zip, string folder)
        {
            var root = Path.GetFullPath(folder);
            if (!root.EndsWith(Path.DirectorySeparatorChar))
                root += Path.DirectorySeparatorChar;

            int written = 0;
            using var archive = new ZipArchive(zip);
            foreach (var entry in archive.Entries)
            {
                var destination = Path.GetFullPath(Path.Combine(root, entry.FullName));
                if (!destination.StartsWith(root, StringComparison.Ordinal))
                    throw new InvalidDataException("entry escapes the plugin folder: " + entry.FullName);
                if (entry.Name.Length == 0)
                {
                    Directory.CreateDirectory(destination);
                    continue;
                }
                Directory.CreateDirectory(Path.GetDirectoryName(destination)!);
                entry.ExtractToFile(destination, true);
                written++;
            }
            return written;
        }
    }

    [ApiController]
    [Route("api/plugins")]
    public class PluginUploadController : ControllerBase
    {
        [HttpPost]
        public IActionResult Upload(IFormFile archive)
        {
            var folder = Path.Combine("/srv/cms/plugins", Guid.NewGuid().ToString("N"));
            using var stream = archive.OpenReadStream();
            try
            {
                return Ok(new { files = SafeExtractor.Extract(stream, folder) });
            }
            catch (InvalidDataException ex)
            {
                return BadRequest(ex.Message);
            }
        }
    }
}
