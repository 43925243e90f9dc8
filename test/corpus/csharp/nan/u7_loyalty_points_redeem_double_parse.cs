// corpus: CWE-704 vulnerable — the points value from the form is parsed with double.Parse, which accepts "NaN"; NaN passes both range comparisons in the wallet, so the redemption goes through and poisons the balance.
using System;
using System.Globalization;
using System.Security.Claims;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Rewards
{
    public interface IPointsLedger
    {
        double Balance(string memberId);
        void SetBalance(string memberId, double points);
    }

    public interface IVoucherIssuer
    {
        string Issue(string memberId, double value);
    }

    public class LoyaltyWallet
    {
        private const double PointValue = 0.01;
        private readonly IPointsLedger _ledger;
        private readonly IVoucherIssuer _vouchers;

        public LoyaltyWallet(IPointsLedger ledger, IVoucherIssuer vouchers)
        {
            _ledger = ledger;
            _vouchers = vouchers;
        }

        public string Redeem(string memberId, double points)
        {
            var balance = _ledger.Balance(memberId);
            if (points <= 0 || points > balance)
                throw new InvalidOperationException("Not enough points.");

            _ledger.SetBalance(memberId, balance - points);
            return _vouchers.Issue(memberId, Math.Round(points * PointValue, 2));
        }
    }

    [Authorize]
    [Route("rewards")]
    public class RewardsController : Controller
    {
        private readonly LoyaltyWallet _wallet;

        public RewardsController(LoyaltyWallet wallet) => _wallet = wallet;

        [HttpPost("redeem")]
        [ValidateAntiForgeryToken]
        public IActionResult Redeem([FromForm] string points)
        {
            if (string.IsNullOrWhiteSpace(points))
                return BadRequest();

            double requested;
            try
            {
                requested = double.Parse(points, NumberStyles.Float, CultureInfo.InvariantCulture);
            }
            catch (FormatException)
            {
                return BadRequest();
            }

            try
            {
                var code = _wallet.Redeem(User.FindFirstValue(ClaimTypes.NameIdentifier)!, requested);
                return View("Redeemed", code);
            }
            catch (InvalidOperationException ex)
            {
                ModelState.AddModelError("points", ex.Message);
                return View("Index");
            }
        }
    }
}
