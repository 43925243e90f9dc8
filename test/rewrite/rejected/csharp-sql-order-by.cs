// rejected: a column name spliced into ORDER BY is SQL text, not a value: a parameter there sorts by a constant
// keeps: "SELECT id, name FROM users ORDER BY " + column
using System;

public class SqlConnection
{
}

public class SqlCommand
{
    public SqlCommand(string text, SqlConnection connection)
    {
        Console.WriteLine(text);
    }
}

public static class Program
{
    static void Run(SqlCommand command)
    {
    }

    public static void Main(string[] args)
    {
        var column = args.Length > 0 ? args[0] : "name";
        Run(new SqlCommand("SELECT id, name FROM users ORDER BY " + column, new SqlConnection()));
    }
}
