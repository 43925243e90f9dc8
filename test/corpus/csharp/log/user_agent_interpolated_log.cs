// corpus: CWE-117 vulnerable — the User-Agent header is interpolated into the log message string before it reaches the logger.
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.Logging;

namespace Shop.Web.Middleware;

public class ClientInfoLoggingMiddleware
{
    private readonly RequestDelegate _next;
    private readonly ILogger<ClientInfoLoggingMiddleware> _logger;

    public ClientInfoLoggingMiddleware(RequestDelegate next, ILogger<ClientInfoLoggingMiddleware> logger)
    {
        _next = next;
        _logger = logger;
    }

    public async Task InvokeAsync(HttpContext context)
    {
        var agent = context.Request.Headers.UserAgent.ToString();
        var path = context.Request.Path.Value;
        _logger.LogInformation($"Request {path} from client '{agent}'");
        await _next(context);
    }
}
