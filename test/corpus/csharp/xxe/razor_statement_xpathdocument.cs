// corpus: CWE-611 vulnerable — the uploaded bank statement feeds an XPathDocument through an XmlReader that parses DTDs with an XmlUrlResolver.
using System.Threading.Tasks;
using System.Xml;
using System.Xml.XPath;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.RazorPages;

namespace Bank.Portal.Pages.Statements;

public class ImportModel : PageModel
{
    [BindProperty]
    public IFormFile? Statement { get; set; }

    public decimal Total { get; private set; }

    public Task<IActionResult> OnPostAsync()
    {
        if (Statement is null)
            return Task.FromResult<IActionResult>(BadRequest());

        var settings = new XmlReaderSettings();
        settings.DtdProcessing = DtdProcessing.Parse;
        settings.XmlResolver = new XmlUrlResolver();
        using var reader = XmlReader.Create(Statement.OpenReadStream(), settings);
        var nav = new XPathDocument(reader).CreateNavigator();
        Total = (decimal)(double)nav.Evaluate("sum(/statement/entry/amount)");
        return Task.FromResult<IActionResult>(Page());
    }
}
