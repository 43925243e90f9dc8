using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;

var app = WebApplication.CreateBuilder(args).Build();

app.MapGet("/files/{name}", async (string name, HttpContext context) =>
{
    var path = Path.Combine("/srv/files", Path.GetFileName(name));
    await using var stream = File.OpenRead(path);
    return Results.Stream(stream);
});

app.MapPost("/sum", (int[] values) => values.Where(v => v > 0).Select(v => v * 2).Sum());

string Greet(string who) => $"Hello {who}";
Func<string, string> shout = s => s.ToUpper() + "!";
Console.WriteLine(shout(Greet(args.FirstOrDefault() ?? "world")));

app.Run();

static class Retry
{
    public static async Task<T> Run<T>(Func<Task<T>> action, int attempts = 3)
    {
        for (var i = 0; ; i++)
        {
            try
            {
                return await action();
            }
            catch (IOException) when (i < attempts - 1)
            {
                await Task.Delay(100 * (i + 1));
            }
            finally
            {
                Console.WriteLine("attempt " + i);
            }
        }
    }

    public static int Twice(int x)
    {
        int Double(int y) => y * 2;
        var total = 0;
        do { total += Double(x); } while (total < 10);
        return total;
    }
}
