// business: obeys — the coupon is taken off the subtotal first, and the 8% member discount is computed on the amount after the coupon
// rule: coupon-before-member-discount
// context: Coupons are applied first; the loyalty member discount is then calculated on the price after the coupon. Only one coupon per order. The member discount is 8%.
package com.acme.checkout;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Optional;

final class OrderPricing {

    private static final BigDecimal MEMBER_RATE = new BigDecimal("0.08");

    record Line(String sku, int quantity, BigDecimal unitPrice) {}

    record Coupon(String code, BigDecimal amountOff) {}

    record Priced(BigDecimal subtotal, BigDecimal coupon, BigDecimal memberDiscount, BigDecimal total) {}

    static BigDecimal subtotal(List<Line> lines) {
        return lines.stream()
                .map(l -> l.unitPrice().multiply(BigDecimal.valueOf(l.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    static BigDecimal couponOff(BigDecimal subtotal, Optional<Coupon> coupon) {
        return coupon.map(c -> c.amountOff().min(subtotal)).orElse(BigDecimal.ZERO);
    }

    static BigDecimal memberDiscount(BigDecimal base, boolean member) {
        if (!member) {
            return BigDecimal.ZERO;
        }
        return base.multiply(MEMBER_RATE).setScale(2, RoundingMode.HALF_UP);
    }

    Priced price(List<Line> lines, Optional<Coupon> coupon, boolean member) {
        BigDecimal subtotal = subtotal(lines);
        BigDecimal couponOff = couponOff(subtotal, coupon);
        BigDecimal afterCoupon = subtotal.subtract(couponOff);
        BigDecimal memberOff = memberDiscount(afterCoupon, member);
        return new Priced(subtotal, couponOff, memberOff, afterCoupon.subtract(memberOff));
    }
}
