// rejected: "1,2,3" spliced into IN (…) is three values; bound as one parameter it is one string
// keeps: $"SELECT name FROM orders WHERE id IN ({ids})"
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
        var ids = args.Length > 0 ? args[0] : "1,2,3";
        Run(new SqlCommand($"SELECT name FROM orders WHERE id IN ({ids})", new SqlConnection()));
    }
}
