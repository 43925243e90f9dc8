// corpus: CWE-22 safe — the combined path is normalised with Path.GetFullPath and must stay under the template folder (with trailing separator).
var builder = WebApplication.CreateBuilder(args);
var app = builder.Build();
var templateRoot = Path.GetFullPath(Path.Combine(app.Environment.ContentRootPath, "EmailTemplates")) + Path.DirectorySeparatorChar;

app.MapGet("/admin/templates/view", (string template) =>
{
    var full = Path.GetFullPath(Path.Combine(templateRoot, template));
    if (!full.StartsWith(templateRoot, StringComparison.Ordinal))
        return Results.BadRequest();
    if (!File.Exists(full))
        return Results.NotFound();
    return Results.Text(File.ReadAllText(full), "text/plain");
});

app.Run();
