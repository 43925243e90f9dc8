// corpus: CWE-614 safe — the authentication ticket cookie is created with Secure = true, so it is only sent over HTTPS.
using System;
using System.Web;
using System.Web.Security;

namespace Payroll.Legacy
{
    public partial class StaffLogin : System.Web.UI.Page
    {
        protected void Submit_Click(object sender, EventArgs e)
        {
            var user = Request.Form["user"];
            if (!Membership.ValidateUser(user, Request.Form["password"]))
                return;
            Response.Cookies.Add(BuildAuthCookie(user));
            Response.Redirect("~/Default.aspx");
        }

        private static HttpCookie BuildAuthCookie(string user)
        {
            var ticket = new FormsAuthenticationTicket(1, user, DateTime.Now, DateTime.Now.AddMinutes(30), false, "staff");
            var cookie = new HttpCookie(FormsAuthentication.FormsCookieName, FormsAuthentication.Encrypt(ticket));
            cookie.HttpOnly = true;
            cookie.Secure = true;
            return cookie;
        }
    }
}
