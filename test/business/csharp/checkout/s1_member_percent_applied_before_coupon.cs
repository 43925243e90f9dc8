// business: violation — the member percentage is applied to the full subtotal first and the fixed coupon is deducted afterwards
// rule: coupon-before-member-discount
// context: The coupon must be deducted before the member discount is calculated. Only one coupon per order.
// expect: generic.business_logic.order-violation
using System;

namespace Acme.Shop.Checkout
{
    public sealed record Coupon(string Code, decimal Amount);

    public sealed record MemberProfile(string Id, decimal DiscountRate);

    public sealed record OrderPrice(decimal Subtotal, decimal MemberDiscount, decimal CouponDiscount, decimal Total);

    public sealed class OrderPricer
    {
        public OrderPrice Price(decimal subtotal, MemberProfile member, Coupon? coupon)
        {
            if (subtotal < 0m)
                throw new ArgumentOutOfRangeException(nameof(subtotal));
            if (member.DiscountRate < 0m || member.DiscountRate > 1m)
                throw new ArgumentOutOfRangeException(nameof(member));
            if (coupon is not null && coupon.Amount < 0m)
                throw new ArgumentOutOfRangeException(nameof(coupon));

            var memberDiscount = Math.Round(subtotal * member.DiscountRate, 2, MidpointRounding.AwayFromZero); // expect-line
            var afterMember = subtotal - memberDiscount;
            var couponDiscount = coupon is null ? 0m : Math.Min(coupon.Amount, afterMember);
            var total = afterMember - couponDiscount;

            return new OrderPrice(subtotal, memberDiscount, couponDiscount, total);
        }
    }
}
