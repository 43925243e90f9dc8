// corpus: CWE-79 safe — the view component builds its HtmlString from the query value after HtmlEncoder.Default.Encode.
using System.Text.Encodings.Web;
using Microsoft.AspNetCore.Html;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.ViewComponents;

namespace Shop.Web.ViewComponents;

public class LastSearchViewComponent : ViewComponent
{
    public IViewComponentResult Invoke()
    {
        var q = HttpContext.Request.Query["q"].ToString();
        var safe = HtmlEncoder.Default.Encode(q);
        return new HtmlContentViewComponentResult(
            new HtmlString($"<p class=\"recent\">You searched for <strong>{safe}</strong></p>"));
    }
}
