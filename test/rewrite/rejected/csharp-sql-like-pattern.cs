// rejected: the value is part of a longer LIKE literal ('%…%'), not a value of its own: no placeholder can stand for it
// keeps: $"SELECT name FROM products WHERE name LIKE '%{term}%'"
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
        var term = args.Length > 0 ? args[0] : "lamp";
        Run(new SqlCommand($"SELECT name FROM products WHERE name LIKE '%{term}%'", new SqlConnection()));
    }
}
