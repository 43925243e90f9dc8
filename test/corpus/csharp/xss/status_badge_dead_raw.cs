// corpus: CWE-79 safe — the raw-markup branch is behind a const false; the live branch encodes the status label before building the badge.
using System.Net;
using Microsoft.AspNetCore.Mvc;

namespace Logistics.Web.Controllers;

public class BadgeController : Controller
{
    private const bool AllowRichLabels = false;

    [HttpGet("/badge")]
    public IActionResult Badge([FromQuery] string label)
    {
        string inner;
        if (AllowRichLabels)
            inner = label;
        else
            inner = WebUtility.HtmlEncode(label);
        return Content("<span class=\"badge\">" + inner + "</span>", "text/html");
    }
}
