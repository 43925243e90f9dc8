// corpus: CWE-22 vulnerable — the Razor Page handler opens the handbook chapter named in the query string with File.OpenRead.
using System.IO;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.RazorPages;

namespace Payroll.Portal.Pages;

public class HandbookModel : PageModel
{
    private const string ChapterDir = "/srv/payroll/handbook";

    public string ChapterText { get; private set; } = "";

    public async Task<IActionResult> OnGetAsync(string chapter)
    {
        if (string.IsNullOrEmpty(chapter))
            chapter = "introduction.md";

        var file = ChapterDir + "/" + chapter;
        await using var stream = System.IO.File.OpenRead(file);
        using var reader = new StreamReader(stream);
        ChapterText = await reader.ReadToEndAsync();
        return Page();
    }
}
