// corpus: CWE-22 safe — the chapter must be one of the files listed in a fixed set before it is opened.
using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.RazorPages;

namespace Payroll.Portal.Pages;

public class PolicyModel : PageModel
{
    private const string PolicyDir = "/srv/payroll/policies";

    private static readonly HashSet<string> Chapters = new()
    {
        "leave.md", "expenses.md", "overtime.md", "pensions.md"
    };

    public string Text { get; private set; } = "";

    public async Task<IActionResult> OnGetAsync(string chapter)
    {
        if (!Chapters.Contains(chapter))
            return NotFound();
        Text = await System.IO.File.ReadAllTextAsync(Path.Combine(PolicyDir, chapter));
        return Page();
    }
}
