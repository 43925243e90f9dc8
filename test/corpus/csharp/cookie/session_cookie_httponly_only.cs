// corpus: CWE-614 vulnerable — the session cookie is appended with HttpOnly but without Secure, so it is also sent over plain HTTP.
using System;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Web.Auth;

public interface ISessionStore
{
    Task<string> CreateAsync(long customerId);
}

public class SessionCookieWriter
{
    public const string CookieName = "shop_session";

    public void Write(HttpResponse response, string sessionId) =>
        response.Cookies.Append(CookieName, sessionId, new CookieOptions
        {
            HttpOnly = true,
            SameSite = SameSiteMode.Lax,
            Expires = DateTimeOffset.UtcNow.AddHours(8)
        });
}

public class CustomerLoginController : Controller
{
    private readonly ISessionStore _sessions;
    private readonly SessionCookieWriter _cookies = new();

    public CustomerLoginController(ISessionStore sessions) => _sessions = sessions;

    [HttpPost]
    public async Task<IActionResult> Login(long customerId)
    {
        var sessionId = await _sessions.CreateAsync(customerId);
        _cookies.Write(Response, sessionId);
        return RedirectToAction("Index", "Home");
    }
}
