// business: obeys — the pipeline lists the coupon step before the member-discount step, and each step works on the running price
// rule: coupon-before-member-discount
// context: Discount stacking order: 1) coupon code (fixed amount off), 2) member discount (percentage of the price after the coupon). Gift cards are a payment method, not a discount.
package com.acme.checkout;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.function.UnaryOperator;

final class DiscountPipeline {

    private final List<UnaryOperator<BigDecimal>> steps;

    DiscountPipeline(BigDecimal couponAmount, BigDecimal memberPercent) {
        if (couponAmount.signum() < 0) throw new IllegalArgumentException("coupon must not be negative");
        if (memberPercent.signum() < 0 || memberPercent.compareTo(BigDecimal.valueOf(100)) > 0) {
            throw new IllegalArgumentException("member percent must be 0-100");
        }
        this.steps = List.of(
                price -> price.subtract(couponAmount.min(price)),
                price -> price.subtract(percentOf(price, memberPercent)));
    }

    private static BigDecimal percentOf(BigDecimal price, BigDecimal percent) {
        return price.multiply(percent).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
    }

    BigDecimal apply(BigDecimal subtotal) {
        if (subtotal.signum() < 0) throw new IllegalArgumentException("subtotal must not be negative");
        BigDecimal price = subtotal;
        for (UnaryOperator<BigDecimal> step : steps) {
            price = step.apply(price);
        }
        return price;
    }
}
