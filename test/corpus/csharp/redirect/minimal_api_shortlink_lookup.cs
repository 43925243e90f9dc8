// corpus: CWE-601 safe — the query value is only a key into a fixed table of destinations; unknown keys give 404.
using System.Collections.Frozen;

var app = WebApplication.Create(args);

var destinations = new Dictionary<string, string>
{
    ["docs"] = "https://docs.example-logistics.com/",
    ["status"] = "https://status.example-logistics.com/",
    ["careers"] = "https://jobs.example-logistics.com/openings"
}.ToFrozenDictionary();

app.MapGet("/to/{code}", (string code) =>
    destinations.TryGetValue(code, out var url) ? Results.Redirect(url) : Results.NotFound());

app.Run();
