// corpus: CWE-90 vulnerable — the login form's user name goes unescaped into the filter that picks the account to bind, so "*" or ")(..." picks a different entry and gives a blind query oracle through the bind outcome.
using System.DirectoryServices;
using System.Web.Mvc;

namespace Bank.Intranet.Controllers
{
    public class LoginController : Controller
    {
        [HttpPost]
        public ActionResult Index(FormCollection form)
        {
            string user = form["username"];
            string password = form["password"];
            string dn = FindDistinguishedName(user);
            if (dn == null)
                return View("Failed");

            using (var bound = new DirectoryEntry("LDAP://ldap.bank.local/" + dn, dn, password, AuthenticationTypes.Secure))
            {
                var _ = bound.NativeObject;
            }
            Session["user"] = dn;
            return RedirectToAction("Index", "Home");
        }

        private static string FindDistinguishedName(string user)
        {
            using (var searcher = new DirectorySearcher(new DirectoryEntry("LDAP://ldap.bank.local/DC=bank,DC=local")))
            {
                searcher.Filter = "(&(objectClass=inetOrgPerson)(uid=" + user + "))";
                var result = searcher.FindOne();
                return result?.Properties["distinguishedName"][0] as string;
            }
        }
    }
}
