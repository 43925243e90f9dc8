// corpus: CWE-89 vulnerable — the minimal API interpolates the search term into the NpgsqlCommand text.
using Npgsql;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddNpgsqlDataSource(builder.Configuration.GetConnectionString("catalog")!);
var app = builder.Build();

app.MapGet("/products/search", async (string q, NpgsqlDataSource db) =>
{
    var names = new List<string>();
    await using var cmd = db.CreateCommand(
        $"SELECT name FROM products WHERE name ILIKE '%{q}%' AND discontinued = false LIMIT 50");
    await using var reader = await cmd.ExecuteReaderAsync();
    while (await reader.ReadAsync())
        names.Add(reader.GetString(0));
    return Results.Ok(names);
});

app.Run();
