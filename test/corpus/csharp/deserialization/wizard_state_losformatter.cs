// corpus: CWE-502 vulnerable — the hidden wizard-state form field is passed to LosFormatter.Deserialize without MAC validation.
using System;
using System.Collections;
using System.Web.Mvc;
using System.Web.UI;

namespace Clinic.Intake.Controllers
{
    public class IntakeWizardController : Controller
    {
        [HttpPost]
        public ActionResult Next(int step)
        {
            var state = RestoreState(Request.Form["wizardState"]);
            state["step" + step] = Request.Form["answer"];
            ViewBag.State = SaveState(state);
            return View("Step" + (step + 1));
        }

        private static Hashtable RestoreState(string encoded)
        {
            if (string.IsNullOrEmpty(encoded))
                return new Hashtable();
            var formatter = new LosFormatter();
            return (Hashtable)formatter.Deserialize(encoded);
        }

        private static string SaveState(Hashtable state)
        {
            var writer = new System.IO.StringWriter();
            new LosFormatter().Serialize(writer, state);
            return writer.ToString();
        }
    }
}
