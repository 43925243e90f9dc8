// business: obeys — points are computed from the subtotal less coupons and markdowns; the tax line is ignored
// rule: points-on-pretax-amount
// context: Earn 10 points for every dollar you spend. Tax is excluded from earning, and discounts reduce the amount that earns points. Points expire after 18 months.
package com.acme.loyalty;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;

final class PointsCalculator {

    static final BigDecimal POINTS_PER_DOLLAR = BigDecimal.TEN;
    static final int EXPIRY_MONTHS = 18;

    record Order(BigDecimal subtotal, BigDecimal couponTotal, BigDecimal markdownTotal, BigDecimal tax) {
        Order {
            if (subtotal.signum() < 0 || couponTotal.signum() < 0 || markdownTotal.signum() < 0 || tax.signum() < 0) {
                throw new IllegalArgumentException("order amounts must not be negative");
            }
        }
    }

    record Award(long points, LocalDate expiresOn) {}

    BigDecimal earningAmount(Order order) {
        BigDecimal net = order.subtotal().subtract(order.couponTotal()).subtract(order.markdownTotal());
        return net.max(BigDecimal.ZERO);
    }

    Award award(Order order, LocalDate purchaseDate) {
        long points = earningAmount(order)
                .multiply(POINTS_PER_DOLLAR)
                .setScale(0, RoundingMode.DOWN)
                .longValueExact();
        return new Award(points, purchaseDate.plusMonths(EXPIRY_MONTHS));
    }
}
