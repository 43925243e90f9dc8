// corpus: CWE-614 vulnerable — the remember-me token cookie takes its Secure flag from a field that is initialised to false and never changed.
using System;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Bank.Web.Controllers
{
    public class RememberMeController : Controller
    {
        private readonly bool _requireHttps = false;
        private readonly IRememberMeTokens _tokens;

        public RememberMeController(IRememberMeTokens tokens)
        {
            _tokens = tokens;
        }

        [HttpPost]
        public IActionResult Enable()
        {
            var token = _tokens.Issue(User.Identity!.Name!);
            Response.Cookies.Append("remember_me", token, BuildOptions());
            return NoContent();
        }

        private CookieOptions BuildOptions() => new CookieOptions
        {
            HttpOnly = true,
            Secure = _requireHttps,
            Expires = DateTimeOffset.UtcNow.AddDays(30)
        };
    }

    public interface IRememberMeTokens
    {
        string Issue(string userName);
    }
}
