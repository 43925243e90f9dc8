// corpus: CWE-704 safe — the tip from the form is parsed with double.TryParse and rejected unless double.IsFinite holds and it lies in range, so "NaN" and "Infinity" never reach the payment.
using System;
using System.Globalization;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Delivery.Checkout
{
    public interface ITipLedger
    {
        Task AddTipAsync(Guid orderId, decimal amount);
    }

    public class TipPolicy
    {
        public const double Maximum = 200;

        public bool TryNormalise(string raw, out decimal amount)
        {
            amount = 0;
            if (!double.TryParse(raw, NumberStyles.Float, CultureInfo.InvariantCulture, out var value))
                return false;
            if (!double.IsFinite(value) || value < 0 || value > Maximum)
                return false;

            amount = Math.Round((decimal)value, 2, MidpointRounding.AwayFromZero);
            return true;
        }
    }

    [Authorize]
    [Route("orders/{orderId:guid}/tip")]
    public class TipController : Controller
    {
        private readonly ITipLedger _ledger;
        private readonly TipPolicy _policy;

        public TipController(ITipLedger ledger, TipPolicy policy)
        {
            _ledger = ledger;
            _policy = policy;
        }

        [HttpPost]
        [ValidateAntiForgeryToken]
        public async Task<IActionResult> Add(Guid orderId, [FromForm] string tip)
        {
            if (!_policy.TryNormalise(tip ?? "", out var amount))
            {
                ModelState.AddModelError(nameof(tip), "Enter an amount between 0 and 200.");
                return View("Tip");
            }

            await _ledger.AddTipAsync(orderId, amount);
            return RedirectToAction("Track", "Orders", new { orderId });
        }
    }
}
