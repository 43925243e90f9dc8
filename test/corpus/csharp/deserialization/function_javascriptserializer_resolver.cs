// corpus: CWE-502 vulnerable — JavaScriptSerializer with a SimpleTypeResolver honours "__type" in the posted JSON and DeserializeObject instantiates that type.
using System.Collections.Generic;
using System.Net;
using System.Net.Http;
using System.Threading.Tasks;
using System.Web.Script.Serialization;
using Microsoft.Azure.WebJobs;
using Microsoft.Azure.WebJobs.Extensions.Http;

namespace Bank.Functions
{
    public static class TransferIntake
    {
        [FunctionName("TransferIntake")]
        public static async Task<HttpResponseMessage> Run(
            [HttpTrigger(AuthorizationLevel.Function, "post")] HttpRequestMessage req)
        {
            string body = await req.Content.ReadAsStringAsync();
            var serializer = new JavaScriptSerializer(new SimpleTypeResolver());
            var parsed = serializer.DeserializeObject(body) as IDictionary<string, object>;
            if (parsed == null || !parsed.ContainsKey("toAccount"))
                return req.CreateResponse(HttpStatusCode.BadRequest);
            return req.CreateResponse(HttpStatusCode.Accepted, parsed["toAccount"]);
        }
    }
}
