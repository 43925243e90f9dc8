// corpus: CWE-601 safe — the return URL is kept only when Url.IsLocalUrl accepts it in a helper, and LocalRedirect refuses anything else anyway.
using System.Threading.Tasks;
using Microsoft.AspNetCore.Identity;
using Microsoft.AspNetCore.Mvc;

namespace Storefront.Web.Account;

public sealed class LoginForm
{
    public string Email { get; set; } = "";
    public string Password { get; set; } = "";
    public string? ReturnUrl { get; set; }
}

public sealed class ReturnUrlPolicy
{
    public string Choose(IUrlHelper url, string? requested) =>
        !string.IsNullOrEmpty(requested) && url.IsLocalUrl(requested) ? requested : "/account/orders";
}

public class AccountController : Controller
{
    private readonly SignInManager<IdentityUser> _signIn;
    private readonly ReturnUrlPolicy _returnUrls;

    public AccountController(SignInManager<IdentityUser> signIn, ReturnUrlPolicy returnUrls)
    {
        _signIn = signIn;
        _returnUrls = returnUrls;
    }

    [HttpPost]
    [ValidateAntiForgeryToken]
    public async Task<IActionResult> Login(LoginForm form)
    {
        var result = await _signIn.PasswordSignInAsync(form.Email, form.Password, isPersistent: false, lockoutOnFailure: true);
        if (!result.Succeeded)
        {
            ModelState.AddModelError(string.Empty, "Invalid login attempt.");
            return View(form);
        }

        var target = _returnUrls.Choose(Url, form.ReturnUrl);
        return LocalRedirect(target);
    }
}
