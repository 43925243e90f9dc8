// corpus: CWE-78 vulnerable — the "label" entry of the posted options dictionary is copied into a job and spliced into a /bin/sh -c command line.
using System.Collections.Generic;
using System.Diagnostics;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Ops.Console;

public sealed class BackupJob
{
    public string Database { get; }
    public string Label { get; }

    public BackupJob(string database, string label)
    {
        Database = database;
        Label = label;
    }
}

public interface IBackupRunner
{
    Task<int> RunAsync(BackupJob job);
}

public sealed class ShellBackupRunner : IBackupRunner
{
    public async Task<int> RunAsync(BackupJob job)
    {
        var script = $"pg_dump --format=custom {job.Database} > /backups/{job.Label}.dump";
        var info = new ProcessStartInfo("/bin/sh")
        {
            Arguments = $"-c \"{script}\"",
            UseShellExecute = false,
            RedirectStandardError = true,
        };
        using var process = Process.Start(info)!;
        await process.WaitForExitAsync();
        return process.ExitCode;
    }
}

[ApiController]
[Route("api/ops/backups")]
public class BackupsController : ControllerBase
{
    private readonly IBackupRunner _runner;

    public BackupsController(IBackupRunner runner) => _runner = runner;

    [HttpPost]
    public async Task<IActionResult> Create([FromBody] Dictionary<string, string> options)
    {
        var label = options.TryGetValue("label", out var l) ? l : "manual";
        var exitCode = await _runner.RunAsync(new BackupJob("orders", label));
        return exitCode == 0 ? Ok() : StatusCode(500);
    }
}
