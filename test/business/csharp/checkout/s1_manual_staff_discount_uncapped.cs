// business: violation — the staff-entered discount percent is only checked for being positive and is applied without the 30% cap
// rule: discount-max-percent
// context: Store staff may apply a manual discount of up to 30 percent on any basket; anything above that needs a manager override, which is a separate flow.
// expect: generic.business_logic.bound-unchecked
using System;
using System.Collections.Generic;
using System.Linq;

namespace Acme.Pos.Checkout
{
    public sealed record BasketLine(string Sku, int Quantity, decimal UnitPrice);

    public sealed record ManualDiscountRequest(string StaffId, decimal Percent, string Reason);

    public sealed class Basket
    {
        public List<BasketLine> Lines { get; } = new();
        public decimal Discount { get; private set; }
        public string? DiscountReason { get; private set; }

        public decimal Subtotal => Lines.Sum(l => l.UnitPrice * l.Quantity);
        public decimal Total => Subtotal - Discount;

        public void SetDiscount(decimal amount, string reason)
        {
            Discount = amount;
            DiscountReason = reason;
        }
    }

    public sealed class ManualDiscountService
    {
        public void Apply(Basket basket, ManualDiscountRequest request)
        {
            if (request.Percent <= 0m)
                throw new ArgumentOutOfRangeException(nameof(request), "discount percent must be positive");
            if (string.IsNullOrWhiteSpace(request.Reason))
                throw new ArgumentException("a reason is required", nameof(request));
            if (basket.Lines.Any(l => l.Quantity < 0 || l.UnitPrice < 0m))
                throw new InvalidOperationException("basket has negative lines");

            var amount = Math.Round(basket.Subtotal * request.Percent / 100m, 2, MidpointRounding.AwayFromZero); // expect-line
            basket.SetDiscount(amount, $"{request.Reason} ({request.StaffId})");
        }
    }
}
