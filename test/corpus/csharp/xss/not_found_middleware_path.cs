// corpus: CWE-79 vulnerable — the 404 middleware writes the request's Referer header into an HTML link without encoding.
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;

namespace Cms.Web.Middleware;

public class FriendlyNotFoundMiddleware
{
    private readonly RequestDelegate _next;

    public FriendlyNotFoundMiddleware(RequestDelegate next) => _next = next;

    public async Task InvokeAsync(HttpContext context)
    {
        await _next(context);
        if (context.Response.StatusCode != StatusCodes.Status404NotFound || context.Response.HasStarted)
            return;

        var referer = context.Request.Headers.Referer.ToString();
        context.Response.ContentType = "text/html";
        await context.Response.WriteAsync(BuildPage(referer));
    }

    private static string BuildPage(string referer) =>
        "<html><body><h1>Page not found</h1>" +
        (referer.Length > 0 ? "<p><a href=\"" + referer + "\">Go back</a></p>" : "") +
        "</body></html>";
}
