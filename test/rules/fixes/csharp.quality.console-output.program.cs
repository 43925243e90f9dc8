using System;

public static class Program
{
    public static void Main(string[] args)
    {
        // ok: csharp.quality.console-output
        Console.WriteLine("Usage: tool <file>");
        Report(args.Length);
    }

    private static void Report(int count)
    {
        // ok: csharp.quality.console-output
        Console.WriteLine($"{count} arguments");
    }
}
