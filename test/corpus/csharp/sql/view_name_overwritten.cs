// corpus: CWE-89 safe — the client's view name is read but then replaced by a constant chosen from the caller's role before it reaches the SQL.
using System.Collections.Generic;
using System.Data;
using System.Threading.Tasks;
using Dapper;
using Microsoft.AspNetCore.Mvc;

namespace School.Api.Reports;

[ApiController]
[Route("api/attendance")]
public class AttendanceController : ControllerBase
{
    private readonly IDbConnection _db;

    public AttendanceController(IDbConnection db) => _db = db;

    [HttpGet]
    public async Task<IEnumerable<dynamic>> Get([FromQuery] string view, [FromQuery] int classId)
    {
        // Older clients still send ?view=..., but the view is now decided on the server.
        view = User.IsInRole("Teacher") ? "vw_AttendanceDetail" : "vw_AttendanceSummary";
        var sql = "SELECT * FROM " + view + " WHERE ClassId = @classId";
        return await _db.QueryAsync(sql, new { classId });
    }
}
