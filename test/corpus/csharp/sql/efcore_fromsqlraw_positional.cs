// corpus: CWE-89 safe — FromSqlRaw receives the city as a separate argument for the {0} placeholder, which EF Core binds as a parameter.
using System.Linq;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.EntityFrameworkCore;

namespace Payroll.Api;

public class Employee
{
    public int Id { get; set; }
    public string City { get; set; } = "";
    public decimal Salary { get; set; }
}

public class PayrollDb : DbContext
{
    public PayrollDb(DbContextOptions<PayrollDb> o) : base(o) { }
    public DbSet<Employee> Employees => Set<Employee>();
}

public static class EmployeeEndpoints
{
    public static void MapEmployeeEndpoints(this WebApplication app)
    {
        app.MapGet("/employees/by-city", async (HttpContext ctx, PayrollDb db) =>
        {
            string city = ctx.Request.Query["city"].ToString();
            var staff = await db.Employees
                .FromSqlRaw("SELECT * FROM Employees WHERE City = {0}", city)
                .Select(e => new { e.Id, e.City })
                .ToListAsync();
            return Results.Ok(staff);
        });
    }
}
