// corpus: CWE-942 vulnerable — the CORS policy admits every origin through SetIsOriginAllowed(_ => true) together with AllowCredentials, so any site can call the cookie-authenticated invoice API and read the response.
using System.Collections.Generic;
using System.Linq;
using System.Security.Claims;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authentication.Cookies;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.DependencyInjection;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<PortalDb>(o => o.UseSqlServer(builder.Configuration.GetConnectionString("Portal")));
builder.Services.AddAuthentication(CookieAuthenticationDefaults.AuthenticationScheme)
    .AddCookie(o =>
    {
        o.Cookie.SameSite = SameSiteMode.None;
        o.Cookie.SecurePolicy = CookieSecurePolicy.Always;
        o.Cookie.HttpOnly = true;
    });
builder.Services.AddAuthorization();
builder.Services.AddCors(options =>
{
    // partner widgets are embedded on customer-owned domains
    options.AddPolicy("portal", policy => policy
        .SetIsOriginAllowed(origin => true)
        .AllowAnyHeader()
        .WithMethods("GET", "POST")
        .AllowCredentials());
});
builder.Services.AddScoped<InvoiceService>();

var app = builder.Build();
app.UseCors("portal");
app.UseAuthentication();
app.UseAuthorization();

app.MapGet("/api/invoices", [Authorize] async (ClaimsPrincipal user, InvoiceService invoices) =>
    Results.Ok(await invoices.ForCustomerAsync(user.FindFirstValue(ClaimTypes.NameIdentifier)!)));

app.MapGet("/api/profile", [Authorize] (ClaimsPrincipal user) =>
    Results.Ok(new { email = user.FindFirstValue(ClaimTypes.Email), name = user.Identity?.Name }));

app.Run();

public class Invoice
{
    public int Id { get; set; }
    public string CustomerId { get; set; } = "";
    public decimal Amount { get; set; }
    public string Iban { get; set; } = "";
}

public class PortalDb : DbContext
{
    public PortalDb(DbContextOptions<PortalDb> options) : base(options) { }
    public DbSet<Invoice> Invoices => Set<Invoice>();
}

public class InvoiceService
{
    private readonly PortalDb _db;

    public InvoiceService(PortalDb db) => _db = db;

    public Task<List<Invoice>> ForCustomerAsync(string customerId) =>
        _db.Invoices.Where(i => i.CustomerId == customerId).OrderByDescending(i => i.Id).Take(100).ToListAsync();
}
