// corpus: CWE-614 safe — the session cookie sets Secure = true alongside HttpOnly and SameSite=Strict.
using System;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Clinic.Web.Auth;

public static class SessionCookie
{
    public static CookieOptions Options() => new()
    {
        HttpOnly = true,
        Secure = true,
        SameSite = SameSiteMode.Strict,
        MaxAge = TimeSpan.FromHours(4)
    };
}

public class PortalLoginController : Controller
{
    private readonly IPortalSessions _sessions;

    public PortalLoginController(IPortalSessions sessions) => _sessions = sessions;

    [HttpPost]
    public async Task<IActionResult> SignIn(string patientNumber)
    {
        var id = await _sessions.StartAsync(patientNumber);
        Response.Cookies.Append("portal_sid", id, SessionCookie.Options());
        return RedirectToAction("Index", "Appointments");
    }
}

public interface IPortalSessions
{
    Task<string> StartAsync(string patientNumber);
}
