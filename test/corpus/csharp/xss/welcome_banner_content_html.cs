// corpus: CWE-79 vulnerable — the visitor name from the query string is placed into an HTML fragment returned with Content(..., "text/html").
using Microsoft.AspNetCore.Mvc;

namespace Shop.Web.Controllers;

public static class BannerMarkup
{
    public static string Welcome(string name, int points) =>
        "<div class=\"banner\"><h1>Welcome back, " + name + "!</h1><p>You have " + points + " points.</p></div>";
}

public class BannerController : Controller
{
    private readonly ILoyaltyService _loyalty;

    public BannerController(ILoyaltyService loyalty) => _loyalty = loyalty;

    [HttpGet("/banner")]
    public IActionResult Show([FromQuery] string name)
    {
        var points = _loyalty.PointsFor(name);
        return Content(BannerMarkup.Welcome(name, points), "text/html");
    }
}

public interface ILoyaltyService
{
    int PointsFor(string customerName);
}
