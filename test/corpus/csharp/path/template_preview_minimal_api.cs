// corpus: CWE-22 vulnerable — the template query value is joined to the template folder and read with File.ReadAllText.
var builder = WebApplication.CreateBuilder(args);
var app = builder.Build();
var templateDir = Path.Combine(app.Environment.ContentRootPath, "EmailTemplates");

app.MapGet("/admin/templates/preview", (string template) =>
{
    var path = Path.Combine(templateDir, template);
    if (!File.Exists(path))
        return Results.NotFound();
    var body = File.ReadAllText(path);
    return Results.Text(body, "text/plain");
});

app.Run();
