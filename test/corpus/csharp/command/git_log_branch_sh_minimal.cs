// corpus: CWE-78 vulnerable — the branch route value is concatenated into a /bin/sh -c git command.
using System.Diagnostics;

var app = WebApplication.Create(args);

app.MapGet("/repos/changes/{branch}", async (string branch) =>
{
    var psi = new ProcessStartInfo("/bin/sh")
    {
        RedirectStandardOutput = true,
        WorkingDirectory = "/srv/repos/website"
    };
    psi.ArgumentList.Add("-c");
    psi.ArgumentList.Add("git log --oneline -n 20 " + branch);
    using var proc = Process.Start(psi)!;
    var log = await proc.StandardOutput.ReadToEndAsync();
    await proc.WaitForExitAsync();
    return Results.Text(log);
});

app.Run();
