// corpus: CWE-79 vulnerable — the view component wraps the raw "q" query value in an HtmlString, which Razor writes into the page unencoded.
using Microsoft.AspNetCore.Html;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.ViewComponents;

namespace Shop.Web.ViewComponents;

public class RecentSearchViewComponent : ViewComponent
{
    public IViewComponentResult Invoke()
    {
        var q = HttpContext.Request.Query["q"].ToString();
        if (string.IsNullOrEmpty(q))
            return Content(string.Empty);
        return new HtmlContentViewComponentResult(Render(q));
    }

    private static HtmlString Render(string query) =>
        new HtmlString($"<p class=\"recent\">You searched for <strong>{query}</strong></p>");
}
