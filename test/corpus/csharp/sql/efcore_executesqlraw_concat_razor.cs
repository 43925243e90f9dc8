// corpus: CWE-89 vulnerable — the posted comment is concatenated into the UPDATE passed to ExecuteSqlRawAsync.
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.RazorPages;
using Microsoft.EntityFrameworkCore;

namespace School.Portal.Pages.Grades;

public class GradebookDb : DbContext
{
    public GradebookDb(DbContextOptions<GradebookDb> options) : base(options) { }
}

public class CommentModel : PageModel
{
    private readonly GradebookDb _db;

    public CommentModel(GradebookDb db) => _db = db;

    [BindProperty]
    public int GradeId { get; set; }

    [BindProperty]
    public string Comment { get; set; } = "";

    public async Task<IActionResult> OnPostAsync()
    {
        var sql = "UPDATE Grades SET TeacherComment = '" + Comment + "' WHERE Id = " + GradeId;
        await _db.Database.ExecuteSqlRawAsync(sql);
        return RedirectToPage("./Index");
    }
}
