// corpus: CWE-79 safe — the visitor name is encoded with HtmlEncoder.Default before it is put into the text/html fragment.
using System.Text.Encodings.Web;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Web.Controllers;

public class GreetingController : Controller
{
    private readonly HtmlEncoder _encoder;

    public GreetingController(HtmlEncoder encoder) => _encoder = encoder;

    [HttpGet("/greeting")]
    public IActionResult Show([FromQuery] string name)
    {
        var html = "<div class=\"greeting\"><h1>Hello, " + _encoder.Encode(name ?? "guest") + "</h1></div>";
        return Content(html, "text/html");
    }

    [HttpGet("/greeting/default")]
    public IActionResult Default() => Content("<h1>Hello!</h1>", "text/html");
}
