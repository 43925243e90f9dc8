// corpus: CWE-601 vulnerable — the short-link endpoint redirects to the "to" query value with Results.Redirect.
var builder = WebApplication.CreateBuilder(args);
var app = builder.Build();

app.MapGet("/go", (string to, ILogger<Program> logger) =>
{
    logger.LogInformation("Outbound click");
    return Results.Redirect(to);
});

app.Run();
