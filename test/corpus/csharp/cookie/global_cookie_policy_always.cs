// corpus: CWE-614 safe — the app installs UseCookiePolicy with Secure = CookieSecurePolicy.Always, which marks every appended cookie Secure, including the one without the flag.
using Microsoft.AspNetCore.Http;

var builder = WebApplication.CreateBuilder(args);
var app = builder.Build();

app.UseCookiePolicy(new CookiePolicyOptions
{
    Secure = CookieSecurePolicy.Always,
    HttpOnly = Microsoft.AspNetCore.CookiePolicy.HttpOnlyPolicy.Always,
    MinimumSameSitePolicy = SameSiteMode.Lax
});

app.MapPost("/checkout/start", (HttpContext context) =>
{
    var checkoutId = Guid.NewGuid().ToString("N");
    context.Response.Cookies.Append("checkout_id", checkoutId, new CookieOptions { HttpOnly = true });
    return Results.Ok(new { checkoutId });
});

app.Run();
