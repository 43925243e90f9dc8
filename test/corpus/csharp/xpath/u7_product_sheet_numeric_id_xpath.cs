// corpus: CWE-643 safe — the product id reaches the XPath expression only after int.TryParse, and the language code is checked against a fixed set before use.
using System;
using System.Collections.Generic;
using System.IO;
using System.Xml.XPath;
using Microsoft.AspNetCore.Mvc;

namespace Catalog.Sheets
{
    public class ProductSheetRepository
    {
        private static readonly HashSet<string> Languages = new(StringComparer.OrdinalIgnoreCase) { "en", "de", "fr", "nl" };
        private readonly XPathDocument _catalog;

        public ProductSheetRepository(string catalogPath)
        {
            using var stream = File.OpenRead(catalogPath);
            _catalog = new XPathDocument(stream);
        }

        public string? Description(int productId, string language)
        {
            var lang = Languages.Contains(language) ? language.ToLowerInvariant() : "en";
            var nav = _catalog.CreateNavigator();
            var node = nav.SelectSingleNode($"/catalog/product[@id={productId}]/description[@lang='{lang}']");
            return node?.Value;
        }

        public IEnumerable<string> Accessories(int productId)
        {
            var nav = _catalog.CreateNavigator();
            var it = nav.Select($"/catalog/product[@id={productId}]/accessory/@ref");
            while (it.MoveNext())
                yield return it.Current!.Value;
        }
    }

    [ApiController]
    [Route("api/products")]
    public class ProductSheetController : ControllerBase
    {
        private readonly ProductSheetRepository _repo;

        public ProductSheetController(ProductSheetRepository repo) => _repo = repo;

        [HttpGet("{id}/sheet")]
        public IActionResult Sheet(string id, [FromQuery] string lang = "en")
        {
            if (!int.TryParse(id, out var productId) || productId <= 0)
                return BadRequest(new { error = "invalid product id" });

            var description = _repo.Description(productId, lang);
            if (description == null)
                return NotFound();

            return Ok(new { id = productId, description, accessories = _repo.Accessories(productId) });
        }
    }
}
