// corpus: CWE-89 safe — FromSqlInterpolated turns each interpolation hole into a DbParameter.
using System.Linq;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace Clinic.Web.Controllers;

public class Appointment
{
    public int Id { get; set; }
    public string PatientSurname { get; set; } = string.Empty;
    public string Doctor { get; set; } = string.Empty;
}

public class SchedulingDb : DbContext
{
    public SchedulingDb(DbContextOptions<SchedulingDb> options) : base(options) { }
    public DbSet<Appointment> Appointments => Set<Appointment>();
}

[ApiController]
[Route("api/appointments")]
public class AppointmentsController : ControllerBase
{
    private readonly SchedulingDb _db;

    public AppointmentsController(SchedulingDb db) => _db = db;

    [HttpGet]
    public async Task<IActionResult> ForDoctor([FromQuery] string doctor)
    {
        var items = await _db.Appointments
            .FromSqlInterpolated($"SELECT * FROM Appointments WHERE Doctor = {doctor}")
            .OrderBy(a => a.Id)
            .ToListAsync();
        return Ok(items);
    }
}
