// rejected: OLE DB takes positional ? parameters and has no AddWithValue for @names: the command is left as it is
// keeps: "SELECT name FROM users WHERE city = '" + city + "'"
using System;

public class OleDbConnection
{
}

public class OleDbCommand
{
    public OleDbCommand(string text, OleDbConnection connection)
    {
        Console.WriteLine(text);
    }
}

public static class Program
{
    static void Run(OleDbCommand command)
    {
    }

    public static void Main(string[] args)
    {
        var city = args.Length > 0 ? args[0] : "Oslo";
        Run(new OleDbCommand("SELECT name FROM users WHERE city = '" + city + "'", new OleDbConnection()));
    }
}
