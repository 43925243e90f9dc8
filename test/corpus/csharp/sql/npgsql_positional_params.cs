// corpus: CWE-89 safe — the medication name typed into the Razor Page is sent as a positional Npgsql parameter ($1); the SQL text is fixed.
using System.Collections.Generic;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc.RazorPages;
using Npgsql;

namespace Clinic.Pharmacy.Pages;

public record StockLine(string Name, string Strength, int OnHand);

public class MedicationStockModel : PageModel
{
    private const string Query =
        "SELECT name, strength, on_hand FROM formulary_stock WHERE lower(name) LIKE lower($1) ORDER BY name LIMIT 30";

    private readonly NpgsqlDataSource _dataSource;

    public MedicationStockModel(NpgsqlDataSource dataSource) => _dataSource = dataSource;

    public List<StockLine> Lines { get; } = new();

    public async Task OnGetAsync(string? name)
    {
        if (string.IsNullOrWhiteSpace(name))
            return;

        await using var cmd = _dataSource.CreateCommand(Query);
        cmd.Parameters.Add(new NpgsqlParameter { Value = name.Trim() + "%" });
        await using var reader = await cmd.ExecuteReaderAsync();
        while (await reader.ReadAsync())
            Lines.Add(new StockLine(reader.GetString(0), reader.GetString(1), reader.GetInt32(2)));
    }
}
