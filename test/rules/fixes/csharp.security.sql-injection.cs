using System.Collections.Generic;
using System.Linq;
using Dapper;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;
using Microsoft.EntityFrameworkCore;

[ApiController]
[Route("api/users")]
public class UsersController : ControllerBase
{
    private readonly SqlConnection _conn;
    private readonly ShopDb _db;

    public UsersController(SqlConnection conn, ShopDb db)
    {
        _conn = conn;
        _db = db;
    }

    [HttpGet("by-name")]
    public IActionResult ByName([FromQuery] string name, [FromQuery] int id)
    {
        // ruleid: csharp.security.sql-injection
        using var command = new SqlCommand("SELECT Id, Email FROM Users WHERE Name = @p0 AND Id = @p1", _conn);
        command.Parameters.AddWithValue("@p0", name ?? "");
        command.Parameters.AddWithValue("@p1", id);
        using var reader = command.ExecuteReader();
        return Ok(reader.Read());
    }

    [HttpGet("search")]
    public IActionResult Search([FromQuery] string term)
    {
        // ruleid: csharp.security.sql-injection
        var users = _conn.Query<User>("SELECT * FROM Users WHERE Email = @p0", new { p0 = term ?? "" });
        // ruleid: csharp.security.sql-injection
        var rows = _db.Users.FromSqlInterpolated($"SELECT * FROM Users WHERE Name = {term ?? ""}").ToList();
        // ok: csharp.security.sql-injection
        var safe = _db.Users.FromSqlInterpolated($"SELECT * FROM Users WHERE Name = {term}").ToList();
        // ok: csharp.security.sql-injection
        var alsoSafe = _db.Users.FromSql($"SELECT * FROM Users WHERE Name = {term}").ToList();
        return Ok(new { users, rows, safe, alsoSafe });
    }

    [HttpGet("sorted")]
    public IActionResult Sorted([FromQuery] string column, [FromQuery] string ids)
    {
        var command = _conn.CreateCommand();
        // ruleid: csharp.security.sql-injection
        command.CommandText = "SELECT * FROM Users ORDER BY " + column;
        // ruleid: csharp.security.sql-injection
        var some = _conn.Query<User>("SELECT * FROM Users WHERE Id IN (" + ids + ")");
        // ok: csharp.security.sql-injection
        var parameterised = _conn.Query<User>("SELECT * FROM Users WHERE Name = @name", new { name = column });
        return Ok(new { some, parameterised });
    }

    [HttpGet("count")]
    public IActionResult Count([FromQuery] int minimum)
    {
        // ok: csharp.security.sql-injection
        using var command = new SqlCommand("SELECT COUNT(*) FROM Users WHERE Age > " + minimum, _conn);
        command.Parameters.AddWithValue("@unused", minimum);
        return Ok(command.ExecuteScalar());
    }
}

public class UserRepository
{
    private readonly SqlConnection _conn;

    public UserRepository(SqlConnection conn) => _conn = conn;

    public List<string> Emails(string domain)
    {
        var sql = $"SELECT Email FROM Users WHERE Email LIKE '%{domain}'";
        // ruleid: csharp.security.sql-injection@low
        using (var command = new SqlCommand(sql, _conn))
        {
            var emails = new List<string>();
            using var reader = command.ExecuteReader();
            while (reader.Read()) emails.Add(reader.GetString(0));
            return emails;
        }
    }
}

public record User(int Id, string Email);

public class ShopDb : DbContext
{
    public DbSet<User> Users => Set<User>();
}
