// corpus: CWE-614 vulnerable — the authentication ticket cookie is created with Secure = false.
using System;
using System.Web;
using System.Web.Security;

namespace Payroll.Legacy
{
    public partial class Login : System.Web.UI.Page
    {
        protected void SignIn_Click(object sender, EventArgs e)
        {
            var user = Request.Form["user"];
            if (!Membership.ValidateUser(user, Request.Form["password"]))
                return;

            var ticket = new FormsAuthenticationTicket(1, user, DateTime.Now, DateTime.Now.AddMinutes(30), false, "staff");
            var cookie = new HttpCookie(FormsAuthentication.FormsCookieName, FormsAuthentication.Encrypt(ticket))
            {
                HttpOnly = true,
                Secure = false,
                Path = FormsAuthentication.FormsCookiePath
            };
            Response.Cookies.Add(cookie);
            Response.Redirect("~/Default.aspx");
        }
    }
}
