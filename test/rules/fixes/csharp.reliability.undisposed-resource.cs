using System.IO;
using Microsoft.Data.SqlClient;

public class Exporter
{
    public string First(string path)
    {
        // ruleid: csharp.reliability.undisposed-resource
        using var reader = new StreamReader(path);
        return reader.ReadLine() ?? "";
    }

    public int Count(string connectionString)
    {
        // ok: csharp.reliability.undisposed-resource
        using var connection = new SqlConnection(connectionString);
        connection.Open();
        return 1;
    }

    public void Write(string path, string text)
    {
        // ok: csharp.reliability.undisposed-resource
        var writer = new StreamWriter(path);
        writer.Write(text);
        writer.Close();
    }

    public StreamReader Open(string path)
    {
        // ok: csharp.reliability.undisposed-resource
        var reader = new StreamReader(path);
        return reader;
    }
}
