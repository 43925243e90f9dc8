// corpus: CWE-89 vulnerable — the customer name from the query string is passed to the repository, which concatenates it into the SqlCommand text.
using System.Collections.Generic;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

namespace Shop.Api.Orders;

public record OrderSummary(int Id, string Customer, decimal Total);

public interface IOrderRepository
{
    Task<List<OrderSummary>> FindByCustomerAsync(string customer);
}

public sealed class SqlOrderRepository : IOrderRepository
{
    private readonly string _connectionString;

    public SqlOrderRepository(string connectionString) => _connectionString = connectionString;

    public async Task<List<OrderSummary>> FindByCustomerAsync(string customer)
    {
        var result = new List<OrderSummary>();
        await using var conn = new SqlConnection(_connectionString);
        await conn.OpenAsync();
        var sql = "SELECT Id, Customer, Total FROM Orders WHERE Customer = '" + customer + "' ORDER BY Id DESC";
        await using var cmd = new SqlCommand(sql, conn);
        await using var reader = await cmd.ExecuteReaderAsync();
        while (await reader.ReadAsync())
        {
            result.Add(new OrderSummary(reader.GetInt32(0), reader.GetString(1), reader.GetDecimal(2)));
        }
        return result;
    }
}

[ApiController]
[Route("api/orders")]
public class OrdersController : ControllerBase
{
    private readonly IOrderRepository _orders;

    public OrdersController(IOrderRepository orders) => _orders = orders;

    [HttpGet]
    public async Task<ActionResult<List<OrderSummary>>> Search([FromQuery] string customer)
    {
        if (string.IsNullOrWhiteSpace(customer))
            return BadRequest();
        return await _orders.FindByCustomerAsync(customer.Trim());
    }
}
