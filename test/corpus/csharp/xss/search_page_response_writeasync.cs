// corpus: CWE-79 vulnerable — the search term is echoed into the HTML that the endpoint writes with Response.WriteAsync.
using System.Text;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddSingleton<CourseCatalog>();
var app = builder.Build();

app.MapGet("/courses/search", async (HttpContext context, CourseCatalog catalog) =>
{
    string term = context.Request.Query["term"]!;
    var html = new StringBuilder("<html><body>");
    html.Append($"<h2>Results for {term}</h2><ul>");
    foreach (var course in catalog.Search(term))
        html.Append("<li>").Append(System.Net.WebUtility.HtmlEncode(course)).Append("</li>");
    html.Append("</ul></body></html>");
    context.Response.ContentType = "text/html; charset=utf-8";
    await context.Response.WriteAsync(html.ToString());
});

app.Run();

public class CourseCatalog
{
    private readonly string[] _courses = { "Algebra I", "Biology", "Creative Writing", "World History" };

    public IEnumerable<string> Search(string term) =>
        _courses.Where(c => c.Contains(term ?? "", StringComparison.OrdinalIgnoreCase));
}
