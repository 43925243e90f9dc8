// corpus: CWE-501 vulnerable — the plan tier and monthly price posted by the signup wizard are written into the session unchecked, and the billing step later charges whatever price the session holds.
using System;
using System.Globalization;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Saas.Signup
{
    public interface IBillingGateway
    {
        Task<string> StartSubscriptionAsync(string email, string plan, decimal monthlyPrice);
    }

    public static class SignupSessionKeys
    {
        public const string Plan = "signup.plan";
        public const string Price = "signup.price";
        public const string Email = "signup.email";
    }

    [Route("signup")]
    public class SignupWizardController : Controller
    {
        private readonly IBillingGateway _billing;

        public SignupWizardController(IBillingGateway billing) => _billing = billing;

        [HttpPost("plan")]
        [ValidateAntiForgeryToken]
        public IActionResult ChoosePlan(IFormCollection form)
        {
            var plan = form["plan"].ToString();
            if (string.IsNullOrEmpty(plan))
                return View("Plan");

            HttpContext.Session.SetString(SignupSessionKeys.Plan, plan);
            HttpContext.Session.SetString(SignupSessionKeys.Price, form["monthly_price"].ToString());
            return RedirectToAction(nameof(Account));
        }

        [HttpGet("account")]
        public IActionResult Account() => View();

        [HttpPost("billing")]
        [ValidateAntiForgeryToken]
        public async Task<IActionResult> Billing(string email)
        {
            var plan = HttpContext.Session.GetString(SignupSessionKeys.Plan);
            var price = decimal.Parse(HttpContext.Session.GetString(SignupSessionKeys.Price) ?? "0", CultureInfo.InvariantCulture);
            if (plan is null)
                return RedirectToAction(nameof(ChoosePlan));

            HttpContext.Session.SetString(SignupSessionKeys.Email, email);
            var subscriptionId = await _billing.StartSubscriptionAsync(email, plan, price);
            return View("Welcome", subscriptionId);
        }
    }
}
