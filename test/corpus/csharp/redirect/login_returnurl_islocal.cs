// corpus: CWE-601 safe — the returnUrl is used only when Url.IsLocalUrl accepts it; otherwise the user goes to the dashboard action.
using System.Security.Claims;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authentication;
using Microsoft.AspNetCore.Mvc;

namespace School.Portal.Controllers;

public class SignInController : Controller
{
    private readonly ICredentialCheck _check;

    public SignInController(ICredentialCheck check) => _check = check;

    [HttpPost]
    public async Task<IActionResult> Index(string username, string password, string? returnUrl = null)
    {
        var principal = await _check.CheckAsync(username, password);
        if (principal == null)
            return View();

        await HttpContext.SignInAsync(principal);
        return RedirectToLocal(returnUrl);
    }

    private IActionResult RedirectToLocal(string? returnUrl)
    {
        if (!string.IsNullOrEmpty(returnUrl) && Url.IsLocalUrl(returnUrl))
            return Redirect(returnUrl);
        return RedirectToAction("Index", "Dashboard");
    }
}

public interface ICredentialCheck
{
    Task<ClaimsPrincipal?> CheckAsync(string username, string password);
}
