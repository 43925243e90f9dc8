// corpus: CWE-78 vulnerable — the printer name from a cookie is interpolated into a /bin/sh -c lp command in the print service.
using System.Diagnostics;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace School.Office
{
    public interface IPrintService
    {
        Task<bool> PrintAsync(string pdfPath, string printer);
    }

    public class CupsPrintService : IPrintService
    {
        public async Task<bool> PrintAsync(string pdfPath, string printer)
        {
            var info = new ProcessStartInfo
            {
                FileName = "/bin/sh",
                Arguments = $"-c \"lp -d {printer} {pdfPath}\"",
                UseShellExecute = false
            };
            using var proc = Process.Start(info)!;
            await proc.WaitForExitAsync();
            return proc.ExitCode == 0;
        }
    }

    public class ReportCardsController : Controller
    {
        private readonly IPrintService _printer;

        public ReportCardsController(IPrintService printer)
        {
            _printer = printer;
        }

        [HttpPost]
        public async Task<IActionResult> Print(int studentId)
        {
            var printer = Request.Cookies["preferredPrinter"] ?? "office";
            var ok = await _printer.PrintAsync($"/srv/reportcards/{studentId}.pdf", printer);
            return ok ? RedirectToAction("Index") : StatusCode(500);
        }
    }
}
