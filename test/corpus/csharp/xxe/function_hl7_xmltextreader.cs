// corpus: CWE-611 vulnerable — the HTTP function parses the posted lab message with an XmlTextReader set to DtdProcessing.Parse and an XmlUrlResolver.
using System.IO;
using System.Threading.Tasks;
using System.Xml;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Azure.WebJobs;
using Microsoft.Azure.WebJobs.Extensions.Http;

namespace Clinic.Integration
{
    public static class LabMessageFunction
    {
        [FunctionName("LabMessage")]
        public static async Task<IActionResult> Run(
            [HttpTrigger(AuthorizationLevel.Function, "post", Route = "lab/messages")] HttpRequest req)
        {
            var text = await new StreamReader(req.Body).ReadToEndAsync();
            var reader = new XmlTextReader(new StringReader(text))
            {
                DtdProcessing = DtdProcessing.Parse,
                EntityHandling = EntityHandling.ExpandEntities,
                XmlResolver = new XmlUrlResolver()
            };
            var doc = new XmlDocument();
            doc.Load(reader);
            var patientId = doc.SelectSingleNode("/LabResult/PatientId")?.InnerText;
            return new OkObjectResult(new { patientId });
        }
    }
}
