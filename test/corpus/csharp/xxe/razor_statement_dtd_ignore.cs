// corpus: CWE-611 safe — DtdProcessing.Ignore skips the DOCTYPE entirely and the resolver is null, so no entity from the upload is defined or fetched.
using System.Xml;
using System.Xml.XPath;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.RazorPages;

namespace Bank.Portal.Pages.Statements;

public class PreviewModel : PageModel
{
    public int EntryCount { get; private set; }

    public IActionResult OnPost(IFormFile statement)
    {
        var settings = new XmlReaderSettings { DtdProcessing = DtdProcessing.Ignore, XmlResolver = null };
        using var reader = XmlReader.Create(statement.OpenReadStream(), settings);
        var nav = new XPathDocument(reader).CreateNavigator();
        EntryCount = (int)(double)nav.Evaluate("count(/statement/entry)");
        return Page();
    }
}
