// corpus: CWE-78 vulnerable — the domain query parameter of the HTTP function is appended to a cmd.exe /c nslookup command.
using System.Diagnostics;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Azure.WebJobs;
using Microsoft.Azure.WebJobs.Extensions.Http;

namespace Ops.Functions
{
    public static class DnsLookup
    {
        [FunctionName("DnsLookup")]
        public static IActionResult Run([HttpTrigger(AuthorizationLevel.Function, "get", Route = null)] HttpRequest req)
        {
            string domain = req.Query["domain"];
            if (string.IsNullOrEmpty(domain))
                return new BadRequestResult();

            var proc = Process.Start(new ProcessStartInfo("cmd.exe", "/c nslookup " + domain)
            {
                RedirectStandardOutput = true,
                UseShellExecute = false
            });
            string text = proc!.StandardOutput.ReadToEnd();
            proc.WaitForExit();
            return new OkObjectResult(text);
        }
    }
}
