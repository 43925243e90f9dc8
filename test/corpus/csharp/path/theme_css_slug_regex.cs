// corpus: CWE-22 safe — the theme slug must match ^[a-z0-9-]{1,40}$, which excludes dots and slashes, before it is used in the file path.
using System.IO;
using System.Text.RegularExpressions;
using Microsoft.AspNetCore.Http;

namespace Cms.Web;

public static class ThemeCssEndpoint
{
    private static readonly Regex Slug = new("^[a-z0-9-]{1,40}$");

    public static IResult Serve(HttpContext context)
    {
        var theme = context.Request.Query["theme"].ToString();
        if (!Slug.IsMatch(theme))
            return Results.BadRequest();

        var css = Path.Combine("/srv/cms/themes", theme, "site.css");
        return File.Exists(css) ? Results.File(css, "text/css") : Results.NotFound();
    }

    public static void Map(WebApplication app) => app.MapGet("/theme.css", Serve);
}
