// corpus: CWE-78 safe — the console tool passes its arguments to pg_dump through ArgumentList; no shell parses them.
using System;
using System.Diagnostics;

namespace Tools.DbExport;

internal static class Program
{
    private static int Main(string[] args)
    {
        if (args.Length != 2)
        {
            Console.Error.WriteLine("usage: dbexport <database> <output-file>");
            return 2;
        }

        var exporter = new Exporter("/usr/bin/pg_dump");
        return exporter.Dump(args[0], args[1]);
    }
}

internal sealed class Exporter
{
    private readonly string _pgDump;

    public Exporter(string pgDump) => _pgDump = pgDump;

    public int Dump(string database, string outputFile)
    {
        var psi = new ProcessStartInfo(_pgDump) { UseShellExecute = false };
        psi.ArgumentList.Add("--format=custom");
        psi.ArgumentList.Add("--file=" + outputFile);
        psi.ArgumentList.Add("--dbname=" + database);
        using var process = Process.Start(psi)!;
        process.WaitForExit();
        Console.WriteLine($"pg_dump finished with {process.ExitCode}");
        return process.ExitCode;
    }
}
