// corpus: CWE-78 vulnerable — the archive name given on the command line is interpolated into an sh -c command, so shell metacharacters in it run.
using System;
using System.Diagnostics;

namespace Tools.Archiver
{
    internal static class Program
    {
        private static int Main(string[] args)
        {
            if (args.Length < 2)
            {
                Console.Error.WriteLine("usage: archiver <name> <directory>");
                return 2;
            }

            string name = args[0];
            string directory = args[1];
            string command = $"tar -czf /backups/{name}.tar.gz -C {directory} .";
            return Run(command);
        }

        private static int Run(string command)
        {
            var start = new ProcessStartInfo
            {
                FileName = "/bin/sh",
                Arguments = "-c \"" + command + "\"",
                UseShellExecute = false
            };
            using var proc = Process.Start(start);
            proc!.WaitForExit();
            Console.WriteLine($"exit {proc.ExitCode}");
            return proc.ExitCode;
        }
    }
}
