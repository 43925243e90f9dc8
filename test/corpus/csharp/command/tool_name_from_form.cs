// corpus: CWE-78 vulnerable — the executable to start is taken straight from the posted form field.
using System.Diagnostics;
using Microsoft.AspNetCore.Mvc;

namespace Payroll.Admin.Controllers
{
    public class MaintenanceController : Controller
    {
        [HttpPost]
        [ValidateAntiForgeryToken]
        public IActionResult RunTool()
        {
            var tool = Request.Form["tool"].ToString();
            var psi = new ProcessStartInfo
            {
                FileName = tool,
                Arguments = "--payroll-db /data/payroll.db",
                UseShellExecute = false,
                RedirectStandardOutput = true
            };
            using var process = Process.Start(psi);
            var output = process!.StandardOutput.ReadToEnd();
            process.WaitForExit();
            ViewBag.Output = output;
            return View("ToolResult");
        }
    }
}
