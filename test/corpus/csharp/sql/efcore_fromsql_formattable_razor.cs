// corpus: CWE-89 safe — EF Core's FromSql takes a FormattableString, so the interpolated course code becomes a parameter.
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc.RazorPages;
using Microsoft.EntityFrameworkCore;

namespace School.Portal.Pages.Courses;

public class Enrolment
{
    public int Id { get; set; }
    public string CourseCode { get; set; } = "";
    public string StudentName { get; set; } = "";
}

public class SchoolContext : DbContext
{
    public SchoolContext(DbContextOptions<SchoolContext> options) : base(options) { }
    public DbSet<Enrolment> Enrolments => Set<Enrolment>();
}

public class RosterModel : PageModel
{
    private readonly SchoolContext _context;

    public RosterModel(SchoolContext context) => _context = context;

    public IList<Enrolment> Students { get; private set; } = new List<Enrolment>();

    public async Task OnGetAsync(string course)
    {
        Students = await _context.Enrolments
            .FromSql($"SELECT * FROM Enrolments WHERE CourseCode = {course}")
            .OrderBy(e => e.StudentName)
            .ToListAsync();
    }
}
