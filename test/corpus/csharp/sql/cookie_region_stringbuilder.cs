// corpus: CWE-89 vulnerable — the preferred-warehouse cookie is appended into the stock query that ExecuteReader runs.
using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

namespace Shop.Web.Controllers;

public class StockController : Controller
{
    private readonly SqlConnection _connection;

    public StockController(SqlConnection connection) => _connection = connection;

    public IActionResult Availability(int productId)
    {
        var warehouse = Request.Cookies["warehouse"] ?? "MAIN";
        var levels = ReadLevels(productId, warehouse);
        return View(levels);
    }

    private Dictionary<string, int> ReadLevels(int productId, string warehouse)
    {
        var levels = new Dictionary<string, int>();
        _connection.Open();
        using var cmd = _connection.CreateCommand();
        cmd.CommandText = "SELECT Bin, Quantity FROM StockLevels WHERE ProductId = " + productId +
                          " AND Warehouse = '" + warehouse + "'";
        using var reader = cmd.ExecuteReader();
        while (reader.Read())
            levels[reader.GetString(0)] = reader.GetInt32(1);
        return levels;
    }
}
