using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

namespace Shop.Api;

[ApiController]
[Route("api/orders")]
public class OrdersController : ControllerBase
{
    private const string Table = "Orders";
    private readonly SqlConnection _connection;

    public OrdersController(SqlConnection connection) => _connection = connection;

    [HttpGet("{id:int}")]
    public IActionResult Get(int id, [FromQuery] string? status, [FromServices] ILogger<OrdersController> logger)
    {
        var sql = "SELECT * FROM " + Table + " WHERE Id = @id";
        using (var command = new SqlCommand(sql, _connection))
        {
            command.Parameters.AddWithValue("@id", id);
            if (Request.Query.TryGetValue("trace", out var trace))
                logger.LogInformation("trace {Trace}", trace);
            return Ok(command.ExecuteScalar());
        }
    }

    [HttpPost]
    public IActionResult Create([FromBody] OrderRequest request)
    {
        var options = new CookieOptions { HttpOnly = true, Secure = request.Secure };
        Response.Cookies.Append("last", request.Sku, options);
        return Redirect($"/orders/{request.Sku}");
    }
}

public record OrderRequest(string Sku, bool Secure);
