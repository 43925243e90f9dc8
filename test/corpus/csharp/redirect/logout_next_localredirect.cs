// corpus: CWE-601 safe — LocalRedirect throws for any URL that is not local, so the "next" parameter cannot leave the site.
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authentication;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Web.Controllers
{
    public class SessionController : Controller
    {
        [HttpPost]
        public async Task<IActionResult> Logout([FromForm] string next = "/")
        {
            await HttpContext.SignOutAsync();
            Response.Cookies.Delete("basket");
            return LocalRedirect(next);
        }
    }
}
