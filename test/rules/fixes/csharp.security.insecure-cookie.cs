using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

public class SessionController : Controller
{
    public IActionResult Start(string sessionId)
    {
        // ruleid: csharp.security.insecure-cookie
        Response.Cookies.Append("session", sessionId, new CookieOptions { Secure = true, HttpOnly = true });
        // ruleid: csharp.security.insecure-cookie
        Response.Cookies.Append("auth", sessionId, new CookieOptions { HttpOnly = true, Secure = true });
        // ok: csharp.security.insecure-cookie
        Response.Cookies.Append("sid", sessionId, new CookieOptions { HttpOnly = true, Secure = true });
        var options = new CookieOptions();
        options.Secure = true;
        // ok: csharp.security.insecure-cookie
        Response.Cookies.Append("token", sessionId, options);
        // ok: csharp.security.insecure-cookie
        Response.Cookies.Append("theme", "dark");
        return Ok();
    }
}

public static class AuthSetup
{
    public static void Configure(CookieAuthenticationOptions options)
    {
        // ruleid: csharp.security.insecure-cookie
        options.Cookie.SecurePolicy = CookieSecurePolicy.Always;
        // ok: csharp.security.insecure-cookie
        options.Cookie.SecurePolicy = CookieSecurePolicy.Always;
    }
}
