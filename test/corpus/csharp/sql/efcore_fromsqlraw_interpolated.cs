// corpus: CWE-89 vulnerable — an interpolated string is passed to FromSqlRaw, which takes plain text, so the surname is spliced into the SQL.
using System.Linq;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace Clinic.Web.Controllers;

public class Patient
{
    public int Id { get; set; }
    public string Surname { get; set; } = string.Empty;
    public string Ward { get; set; } = string.Empty;
}

public class ClinicDb : DbContext
{
    public ClinicDb(DbContextOptions<ClinicDb> options) : base(options) { }
    public DbSet<Patient> Patients => Set<Patient>();
}

[ApiController]
[Route("api/patients")]
public class PatientsController : ControllerBase
{
    private readonly ClinicDb _db;

    public PatientsController(ClinicDb db) => _db = db;

    [HttpGet("by-surname")]
    public async Task<IActionResult> BySurname([FromQuery] string surname)
    {
        var patients = await _db.Patients
            .FromSqlRaw($"SELECT * FROM Patients WHERE Surname LIKE '{surname}%'")
            .OrderBy(p => p.Surname)
            .Take(25)
            .ToListAsync();
        return Ok(patients);
    }
}
