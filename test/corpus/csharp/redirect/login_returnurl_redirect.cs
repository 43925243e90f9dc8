// corpus: CWE-601 vulnerable — after sign-in the returnUrl from the query string is passed to Redirect, so it may point at any site.
using System.Security.Claims;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authentication;
using Microsoft.AspNetCore.Authentication.Cookies;
using Microsoft.AspNetCore.Mvc;

namespace Clinic.Web.Controllers;

public record LoginForm(string Email, string Password);

public interface IStaffDirectory
{
    Task<ClaimsPrincipal?> ValidateAsync(string email, string password);
}

public class AccountController : Controller
{
    private readonly IStaffDirectory _directory;

    public AccountController(IStaffDirectory directory) => _directory = directory;

    [HttpPost]
    [ValidateAntiForgeryToken]
    public async Task<IActionResult> Login([FromForm] LoginForm form, [FromQuery] string? returnUrl)
    {
        var principal = await _directory.ValidateAsync(form.Email, form.Password);
        if (principal is null)
        {
            ModelState.AddModelError("", "Invalid credentials");
            return View(form);
        }

        await HttpContext.SignInAsync(CookieAuthenticationDefaults.AuthenticationScheme, principal);
        return Redirect(returnUrl ?? "/");
    }
}
