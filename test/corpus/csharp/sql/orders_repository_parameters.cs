// corpus: CWE-89 safe — the repository binds the customer name as a SqlParameter; the SQL text is a constant.
using System.Collections.Generic;
using System.Data;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

namespace Shop.Api.Orders;

public record OrderRow(int Id, string Customer, decimal Total);

public interface IOrderStore
{
    Task<IReadOnlyList<OrderRow>> ByCustomerAsync(string customer);
}

public sealed class OrderStore : IOrderStore
{
    private const string ByCustomerSql =
        "SELECT Id, Customer, Total FROM Orders WHERE Customer = @customer ORDER BY Id DESC";

    private readonly string _connectionString;

    public OrderStore(string connectionString) => _connectionString = connectionString;

    public async Task<IReadOnlyList<OrderRow>> ByCustomerAsync(string customer)
    {
        var rows = new List<OrderRow>();
        await using var conn = new SqlConnection(_connectionString);
        await conn.OpenAsync();
        await using var cmd = new SqlCommand(ByCustomerSql, conn);
        cmd.Parameters.Add(new SqlParameter("@customer", SqlDbType.NVarChar, 120) { Value = customer });
        await using var reader = await cmd.ExecuteReaderAsync();
        while (await reader.ReadAsync())
            rows.Add(new OrderRow(reader.GetInt32(0), reader.GetString(1), reader.GetDecimal(2)));
        return rows;
    }
}

[ApiController]
[Route("api/v2/orders")]
public class OrderLookupController : ControllerBase
{
    private readonly IOrderStore _store;

    public OrderLookupController(IOrderStore store) => _store = store;

    [HttpGet]
    public async Task<IActionResult> Get([FromQuery] string customer)
        => Ok(await _store.ByCustomerAsync(customer ?? string.Empty));
}
