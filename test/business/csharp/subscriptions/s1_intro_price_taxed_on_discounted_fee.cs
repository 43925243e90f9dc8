// business: obeys — the introductory discount reduces the monthly fee before sales tax is computed on it
// rule: tax-on-discounted-price
// context: When a plan is discounted, sales tax is computed on the discounted monthly fee rather than the catalogue price. Annual plans are billed up front.
using System;

namespace Acme.Billing.Subscriptions
{
    public sealed record Plan(string Code, decimal MonthlyFee, decimal TaxRate);

    public sealed record Charge(decimal Fee, decimal Discount, decimal Tax, decimal Total);

    public sealed class SubscriptionCharger
    {
        private const int GracePeriodDays = 14;
        private readonly decimal _introDiscountRate;

        public SubscriptionCharger(decimal introDiscountRate)
        {
            if (introDiscountRate < 0m || introDiscountRate > 1m)
                throw new ArgumentOutOfRangeException(nameof(introDiscountRate));
            _introDiscountRate = introDiscountRate;
        }

        public Charge MonthlyCharge(Plan plan, bool inIntroPeriod)
        {
            if (plan.MonthlyFee < 0m || plan.TaxRate < 0m)
                throw new ArgumentOutOfRangeException(nameof(plan));
            var discount = inIntroPeriod
                ? Math.Round(plan.MonthlyFee * _introDiscountRate, 2, MidpointRounding.AwayFromZero)
                : 0m;
            var discountedFee = plan.MonthlyFee - discount;
            var tax = Math.Round(discountedFee * plan.TaxRate, 2, MidpointRounding.AwayFromZero);
            return new Charge(plan.MonthlyFee, discount, tax, discountedFee + tax);
        }

        public DateTime SuspendAfter(DateTime dueDate) => dueDate.AddDays(GracePeriodDays);
    }
}
