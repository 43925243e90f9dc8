// corpus: CWE-601 safe — the query's "back" value is stored for analytics, but the redirect uses the "home" entry, which is a constant path.
using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;

namespace School.Portal.Controllers;

public class CultureController : Controller
{
    [HttpGet("/culture/{name}")]
    public IActionResult Set(string name)
    {
        var targets = new Dictionary<string, string>
        {
            ["back"] = Request.Query["back"].ToString(),
            ["home"] = "/dashboard"
        };
        TempData["culture-back"] = targets["back"];
        Response.Cookies.Append("culture", name == "fr" ? "fr-FR" : "en-GB");
        return Redirect(targets["home"]);
    }
}
