// corpus: CWE-79 vulnerable — the "theme" query value is interpolated into a class attribute of the text/html page returned by Results.Content, so a quote breaks out.
var app = WebApplication.Create(args);

app.MapGet("/portal", (HttpRequest request) =>
{
    var theme = request.Query["theme"].FirstOrDefault() ?? "light";
    var html = $"<!doctype html><html><body class=\"{theme}\"><h1>Staff portal</h1></body></html>";
    return Results.Content(html, "text/html");
});

app.Run();
