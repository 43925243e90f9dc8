// corpus: CWE-89 safe — the search term is sent as a positional Npgsql parameter ($1), never spliced into the SQL.
using Npgsql;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddNpgsqlDataSource(builder.Configuration.GetConnectionString("catalog")!);
var app = builder.Build();

app.MapGet("/products/search", async (string q, NpgsqlDataSource db) =>
{
    var names = new List<string>();
    await using var cmd = db.CreateCommand(
        "SELECT name FROM products WHERE name ILIKE $1 AND discontinued = false LIMIT 50");
    cmd.Parameters.Add(new NpgsqlParameter { Value = $"%{q}%" });
    await using var reader = await cmd.ExecuteReaderAsync();
    while (await reader.ReadAsync())
        names.Add(reader.GetString(0));
    return Results.Ok(names);
});

app.Run();
