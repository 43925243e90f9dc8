// corpus: CWE-601 vulnerable — the only check is StartsWith("/"), which "//evil.example" and "/\evil.example" pass, and both are treated by browsers as another host.
using Microsoft.AspNetCore.Mvc;

namespace Bank.Web.Controllers;

public class LanguageController : Controller
{
    [HttpGet("/language/{culture}")]
    public IActionResult Switch(string culture, [FromQuery] string back)
    {
        Response.Cookies.Append(".AspNetCore.Culture", "c=" + culture + "|uic=" + culture);
        return Redirect(SafeBack(back));
    }

    private static string SafeBack(string back) =>
        !string.IsNullOrEmpty(back) && back.StartsWith("/") ? back : "/";
}
