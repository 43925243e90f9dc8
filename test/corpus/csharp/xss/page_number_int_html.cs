// corpus: CWE-79 safe — only integers bound from the query string are written into the HTML pager.
using System.Text;
using Microsoft.AspNetCore.Mvc;

namespace School.Portal.Controllers;

public class PagerController : Controller
{
    [HttpGet("/pager")]
    public IActionResult Render([FromQuery] int page = 1, [FromQuery] int pages = 1)
    {
        var html = new StringBuilder("<nav class=\"pager\">");
        for (var i = 1; i <= pages && i <= 50; i++)
        {
            html.Append(i == page ? "<span>" : $"<a href=\"?page={i}\">");
            html.Append(i);
            html.Append(i == page ? "</span>" : "</a>");
        }
        html.Append("</nav>");
        return Content(html.ToString(), "text/html");
    }
}
