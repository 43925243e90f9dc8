// corpus: CWE-89 safe — every submitted id is parsed with int.TryParse and only the parsed integers are joined into the IN list.
using System.Collections.Generic;
using System.Linq;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

namespace Logistics.Web.Controllers;

public class PickListController : Controller
{
    private readonly SqlConnection _conn;

    public PickListController(SqlConnection conn) => _conn = conn;

    [HttpPost]
    public IActionResult MarkPicked()
    {
        var ids = ParseIds(Request.Form["lineId"]);
        if (ids.Count == 0)
            return BadRequest();

        _conn.Open();
        using var cmd = _conn.CreateCommand();
        cmd.CommandText = "UPDATE PickLines SET Picked = 1 WHERE Id IN (" + string.Join(",", ids) + ")";
        var updated = cmd.ExecuteNonQuery();
        return Json(new { updated });
    }

    private static List<int> ParseIds(IEnumerable<string?> raw)
    {
        var ids = new List<int>();
        foreach (var value in raw)
        {
            if (int.TryParse(value, out var id) && id > 0)
                ids.Add(id);
        }
        return ids.Distinct().ToList();
    }
}
