// corpus: CWE-79 safe — the search term is passed through WebUtility.HtmlEncode before it is written into the HTML response.
using System.Net;
using System.Text;

var app = WebApplication.Create(args);

app.MapGet("/library/search", async (HttpContext context) =>
{
    var term = context.Request.Query["q"].ToString();
    var page = new StringBuilder();
    page.Append("<html><body><h2>Results for ");
    page.Append(WebUtility.HtmlEncode(term));
    page.Append("</h2><p>No titles matched.</p></body></html>");
    context.Response.ContentType = "text/html";
    await context.Response.WriteAsync(page.ToString());
});

app.Run();
