// business: obeys — points are ten per dollar of merchandise after coupons and the member discount, floored to whole points; tax and shipping stay out of the base
// rule: points-on-pretax-amount
// context: Members earn 10 points per dollar on the amount after coupons and member discounts, excluding sales tax and shipping. Points are rounded down to whole points. Points can be redeemed once the balance reaches 500.
using System;

namespace Acme.Loyalty.Points
{
    public sealed record OrderAmounts(decimal Merchandise, decimal Coupons, decimal MemberDiscount, decimal SalesTax, decimal Shipping);

    public sealed class PointsAccount
    {
        public const long RedemptionThreshold = 500;

        public long Balance { get; private set; }

        public bool CanRedeem => Balance >= RedemptionThreshold;

        public void Credit(long points)
        {
            if (points < 0)
                throw new ArgumentOutOfRangeException(nameof(points));
            Balance += points;
        }
    }

    public static class PointsEarning
    {
        private const decimal PointsPerDollar = 10m;

        public static decimal EligibleAmount(OrderAmounts o) =>
            Math.Max(0m, o.Merchandise - o.Coupons - o.MemberDiscount);

        public static long Earn(PointsAccount account, OrderAmounts order)
        {
            var eligible = EligibleAmount(order);
            var points = (long)Math.Floor(eligible * PointsPerDollar);
            account.Credit(points);
            return points;
        }
    }
}
