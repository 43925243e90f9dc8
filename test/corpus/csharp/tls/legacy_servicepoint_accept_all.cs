// corpus: CWE-295 vulnerable — the global ServicePointManager callback returns true, disabling certificate validation for every HTTPS call in the process.
using System.IO;
using System.Net;

namespace Payroll.BankFeed
{
    public class BacsSubmissionClient
    {
        static BacsSubmissionClient()
        {
            ServicePointManager.SecurityProtocol = SecurityProtocolType.Tls12;
            ServicePointManager.ServerCertificateValidationCallback += (sender, certificate, chain, errors) => true;
        }

        public string Submit(string batchFile)
        {
            var request = (HttpWebRequest)WebRequest.Create("https://submissions.bacs-bureau.example/api/batches");
            request.Method = "POST";
            request.ContentType = "text/csv";
            using (var body = request.GetRequestStream())
            using (var file = File.OpenRead(batchFile))
            {
                file.CopyTo(body);
            }
            using (var response = (HttpWebResponse)request.GetResponse())
            using (var reader = new StreamReader(response.GetResponseStream()))
            {
                return reader.ReadToEnd();
            }
        }
    }
}
