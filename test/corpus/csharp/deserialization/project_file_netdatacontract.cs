// corpus: CWE-502 vulnerable — an uploaded project file is read by NetDataContractSerializer, which trusts the CLR type names embedded in the XML.
using System.IO;
using System.Runtime.Serialization;
using System.Web;
using System.Web.Mvc;

namespace Payroll.Planner.Controllers
{
    [DataContract]
    public class ShiftPlan
    {
        [DataMember] public string Team { get; set; }
        [DataMember] public int Weeks { get; set; }
    }

    public class PlanImportController : Controller
    {
        [HttpPost]
        public ActionResult Upload(HttpPostedFileBase planFile)
        {
            if (planFile == null)
                return new HttpStatusCodeResult(400);

            var plan = Load(planFile.InputStream);
            return View("Imported", plan);
        }

        private static ShiftPlan Load(Stream input)
        {
            var serializer = new NetDataContractSerializer();
            return (ShiftPlan)serializer.ReadObject(input);
        }
    }
}
