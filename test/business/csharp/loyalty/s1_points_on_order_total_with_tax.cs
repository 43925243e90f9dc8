// business: violation — points are computed from order.Total, which already includes sales tax
// rule: points-on-pretax-amount
// context: Points are earned on the amount the customer spends before tax (after discounts). One point per dollar, rounded down.
// expect: generic.business_logic.order-violation
using System;

namespace Acme.Rewards.Loyalty
{
    public sealed class Order
    {
        public decimal Subtotal { get; init; }
        public decimal Discount { get; init; }
        public decimal Tax { get; init; }
        public decimal Total => Subtotal - Discount + Tax;
        public string MemberId { get; init; } = "";
    }

    public interface IPointsLedger
    {
        void Credit(string memberId, long points, string reason);
    }

    public sealed class PointsAccrualService
    {
        private readonly IPointsLedger _ledger;

        public PointsAccrualService(IPointsLedger ledger) => _ledger = ledger;

        public long Accrue(Order order)
        {
            if (order.Subtotal < 0m || order.Discount < 0m || order.Tax < 0m)
                throw new ArgumentOutOfRangeException(nameof(order), "amounts must not be negative");
            if (order.Discount > order.Subtotal)
                throw new ArgumentException("discount exceeds subtotal", nameof(order));

            var points = (long)Math.Floor(order.Total); // expect-line
            if (points > 0)
                _ledger.Credit(order.MemberId, points, "purchase");
            return points;
        }
    }
}
