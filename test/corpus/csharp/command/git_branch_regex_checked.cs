// corpus: CWE-78 safe — the branch must match a strict name pattern (letters, digits, dot, underscore, dash, slash; no leading dash, no "..") before it goes into the sh -c command.
using System.Diagnostics;
using System.Text.RegularExpressions;

var app = WebApplication.Create(args);

app.MapGet("/repos/history/{branch}", async (string branch) =>
{
    if (!BranchName.IsValid(branch))
        return Results.BadRequest("invalid branch");

    var psi = new ProcessStartInfo("/bin/sh") { RedirectStandardOutput = true, WorkingDirectory = "/srv/repos/website" };
    psi.ArgumentList.Add("-c");
    psi.ArgumentList.Add("git log --oneline -n 20 " + branch);
    using var proc = Process.Start(psi)!;
    var log = await proc.StandardOutput.ReadToEndAsync();
    await proc.WaitForExitAsync();
    return Results.Text(log);
});

app.Run();

static partial class BranchName
{
    private static readonly Regex Pattern = new(@"^[A-Za-z0-9][A-Za-z0-9._/-]{0,99}\z", RegexOptions.Compiled);

    public static bool IsValid(string value) => Pattern.IsMatch(value) && !value.Contains("..");
}
