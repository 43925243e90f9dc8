// corpus: CWE-78 safe — the form field only selects one of three fixed executable paths; anything else is rejected.
using System.Collections.Generic;
using System.Diagnostics;
using Microsoft.AspNetCore.Mvc;

namespace Payroll.Admin.Controllers
{
    public class HousekeepingController : Controller
    {
        private static readonly Dictionary<string, string> Tools = new()
        {
            ["vacuum"] = "/opt/payroll/bin/db-vacuum",
            ["reindex"] = "/opt/payroll/bin/db-reindex",
            ["verify"] = "/opt/payroll/bin/db-verify"
        };

        [HttpPost]
        [ValidateAntiForgeryToken]
        public IActionResult Run()
        {
            var requested = Request.Form["tool"].ToString();
            if (!Tools.TryGetValue(requested, out var executable))
                return BadRequest();

            var output = Execute(executable);
            ViewBag.Output = output;
            return View("ToolResult");
        }

        private static string Execute(string executable)
        {
            var psi = new ProcessStartInfo(executable, "--payroll-db /data/payroll.db")
            {
                UseShellExecute = false,
                RedirectStandardOutput = true
            };
            using var process = Process.Start(psi)!;
            var text = process.StandardOutput.ReadToEnd();
            process.WaitForExit();
            return text;
        }
    }
}
