// corpus: CWE-89 vulnerable — the department name from the route is concatenated into Database.SqlQueryRaw.
using System.Linq;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddDbContext<HrDb>(o => o.UseSqlServer(builder.Configuration.GetConnectionString("hr")));
var app = builder.Build();

app.MapGet("/departments/{name}/headcount", (string name, HrDb db) =>
{
    var counts = db.Database
        .SqlQueryRaw<int>("SELECT COUNT(*) AS Value FROM Staff WHERE Department = '" + name + "'")
        .ToList();
    return Results.Ok(new { department = name, headcount = counts.FirstOrDefault() });
});

app.Run();

public class HrDb : DbContext
{
    public HrDb(DbContextOptions<HrDb> options) : base(options) { }
}
