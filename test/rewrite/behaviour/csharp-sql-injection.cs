// behaviour: queries built from values become parameterised (ADO.NET, Dapper, EF Core); the database runs the same statements for ordinary values
// safe-fixes: csharp.security.sql-injection
using System;
using System.Collections.Generic;
using System.Linq;
using System.Text.RegularExpressions;

// Stand-ins for ADO.NET, Dapper and EF Core: each prints the statement the server would run, every parameter put in
// its placeholder as the driver sends it (text quoted, numbers as they are).
public static class Wire
{
    public static string Literal(object value)
    {
        if (value == null) return "NULL";
        if (value is int || value is long) return value.ToString();
        return "'" + value.ToString().Replace("'", "''") + "'";
    }
}

public class SqlConnection
{
}

public class SqlParameterCollection
{
    public readonly Dictionary<string, object> Values = new Dictionary<string, object>();

    public void AddWithValue(string name, object value)
    {
        Values[name] = value;
    }
}

public class SqlCommand
{
    public string CommandText;
    public readonly SqlParameterCollection Parameters = new SqlParameterCollection();

    public SqlCommand(string text, SqlConnection connection)
    {
        CommandText = text;
    }

    public int ExecuteNonQuery()
    {
        Console.WriteLine(Regex.Replace(CommandText, @"@p\d+", m => Wire.Literal(Parameters.Values[m.Value])));
        return 0;
    }
}

public static class SqlMapper
{
    public static IEnumerable<T> Query<T>(this SqlConnection connection, string sql, object param = null)
    {
        Console.WriteLine(Regex.Replace(sql, @"@(p\d+)", m => Wire.Literal(param.GetType().GetProperty(m.Groups[1].Value).GetValue(param, null))));
        return new List<T>();
    }
}

public class DbSet
{
    public DbSet FromSqlRaw(string sql)
    {
        Console.WriteLine(sql);
        return this;
    }

    public DbSet FromSqlInterpolated(FormattableString sql)
    {
        Console.WriteLine(string.Format(sql.Format, sql.GetArguments().Select(Wire.Literal).ToArray()));
        return this;
    }
}

public static class Program
{
    static void Rename(SqlConnection connection, string name, int id)
    {
        var command = new SqlCommand("UPDATE users SET name = '" + name + "' WHERE id = " + id, connection);
        command.ExecuteNonQuery();
    }

    static void ByCity(SqlConnection connection, string city)
    {
        var sql = $"DELETE FROM sessions WHERE city = '{city}' AND expired = 1";
        var command = new SqlCommand(sql, connection);
        command.ExecuteNonQuery();
    }

    static void Search(SqlConnection connection, string email)
    {
        connection.Query<string>($"SELECT name FROM users WHERE email = '{email}'");
    }

    static void Orders(DbSet orders, string status)
    {
        orders.FromSqlRaw($"SELECT * FROM orders WHERE status = '{status}'");
    }

    public static void Main(string[] args)
    {
        var connection = new SqlConnection();
        var orders = new DbSet();
        var names = args.Length > 0 ? args : new[] { "alice", "Bob Smith", null };
        foreach (var name in names)
        {
            Rename(connection, name, 42);
            ByCity(connection, name);
            Search(connection, name);
            Orders(orders, name);
        }
        Rename(connection, "carol", -7);
    }
}
