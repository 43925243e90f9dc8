// business: violation — free shipping is decided on the subtotal before discounts, not on the discounted subtotal
// rule: free-shipping-threshold
// context: Orders ship free when the discounted subtotal is at least $50. Otherwise standard shipping is a flat $6.95.
// expect: generic.business_logic.order-violation
package com.acme.shipping;

import java.util.List;

final class ShippingQuoteService {

    static final long FREE_SHIPPING_THRESHOLD_CENTS = 5_000;
    static final long STANDARD_SHIPPING_CENTS = 695;

    record CartLine(String sku, int quantity, long unitPriceCents) {
        CartLine {
            if (quantity < 0 || unitPriceCents < 0) throw new IllegalArgumentException("negative line " + sku);
        }
    }

    record Quote(long subtotalCents, long discountCents, long shippingCents, long totalCents) {}

    Quote quote(List<CartLine> lines, long discountCents) {
        if (discountCents < 0) throw new IllegalArgumentException("discount must not be negative");
        long subtotal = 0;
        for (CartLine line : lines) {
            subtotal += line.quantity() * line.unitPriceCents();
        }
        long discount = Math.min(discountCents, subtotal);
        long shipping = subtotal >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : STANDARD_SHIPPING_CENTS; // expect-line
        long discounted = subtotal - discount;
        return new Quote(subtotal, discount, shipping, discounted + shipping);
    }
}
