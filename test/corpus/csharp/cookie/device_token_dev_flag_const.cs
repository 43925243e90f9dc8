// corpus: CWE-614 safe — Secure is set to !InsecureDevCookies, and that constant is false, so the device token cookie is always Secure.
using System;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Logistics.Drivers;

[ApiController]
[Route("api/drivers/device")]
public class DeviceRegistrationController : ControllerBase
{
    private const bool InsecureDevCookies = false;

    [HttpPost]
    public IActionResult Register([FromForm] string deviceName)
    {
        var token = Convert.ToBase64String(System.Security.Cryptography.RandomNumberGenerator.GetBytes(32));
        Response.Cookies.Append("driver_device", token, new CookieOptions
        {
            HttpOnly = true,
            Secure = !InsecureDevCookies,
            SameSite = SameSiteMode.Strict,
            MaxAge = TimeSpan.FromDays(90)
        });
        return Ok(new { deviceName });
    }
}
