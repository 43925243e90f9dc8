// corpus: CWE-78 safe — the shell command is built from an appsettings path and an integer parsed from the query string.
using System.Diagnostics;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Configuration;

namespace Clinic.Admin
{
    [ApiController]
    [Route("admin/backups")]
    public class BackupPruneController : ControllerBase
    {
        private readonly string _backupDir;

        public BackupPruneController(IConfiguration configuration)
        {
            _backupDir = configuration["Backups:Directory"] ?? "/var/backups/clinic";
        }

        [HttpPost("prune")]
        public IActionResult Prune([FromQuery] string days)
        {
            if (!int.TryParse(days, out var retention) || retention < 7)
                return BadRequest("retention must be at least 7 days");

            var script = $"find {_backupDir} -name '*.bak' -mtime +{retention} -delete";
            var psi = new ProcessStartInfo("/bin/bash") { UseShellExecute = false };
            psi.ArgumentList.Add("-c");
            psi.ArgumentList.Add(script);
            using var proc = Process.Start(psi)!;
            proc.WaitForExit();
            return Ok(new { retention, exitCode = proc.ExitCode });
        }
    }
}
