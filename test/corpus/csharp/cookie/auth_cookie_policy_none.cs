// corpus: CWE-614 vulnerable — the cookie authentication handler is configured with SecurePolicy = CookieSecurePolicy.None, so the auth cookie never gets the Secure flag.
using Microsoft.AspNetCore.Authentication.Cookies;

var builder = WebApplication.CreateBuilder(args);

builder.Services
    .AddAuthentication(CookieAuthenticationDefaults.AuthenticationScheme)
    .AddCookie(options =>
    {
        options.Cookie.Name = "school.auth";
        options.Cookie.HttpOnly = true;
        options.Cookie.SecurePolicy = CookieSecurePolicy.None;
        options.LoginPath = "/account/login";
        options.ExpireTimeSpan = TimeSpan.FromHours(10);
    });
builder.Services.AddAuthorization();

var app = builder.Build();
app.UseAuthentication();
app.UseAuthorization();
app.MapGet("/me", (HttpContext ctx) => ctx.User.Identity?.Name ?? "anonymous").RequireAuthorization();
app.Run();
