// business: violation — the platinum tier is configured at 45% although member discounts may never exceed 40%
// rule: discount-max-percent
// context: Member discounts never exceed 40%. Tiers are assigned nightly from the last twelve months of spend.
// expect: generic.business_logic.bound-violated
package com.acme.loyalty;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;

final class MemberTierDiscounts {

    enum Tier { BASIC, SILVER, GOLD, PLATINUM }

    private static final Map<Tier, Integer> DISCOUNT_PERCENT = Map.of(
            Tier.BASIC, 0,
            Tier.SILVER, 10,
            Tier.GOLD, 25,
            Tier.PLATINUM, 45); // expect-line

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    record Member(String id, Tier tier) {}

    record PricedLine(BigDecimal listPrice, BigDecimal discount, BigDecimal finalPrice) {}

    int percentFor(Member member) {
        return DISCOUNT_PERCENT.getOrDefault(member.tier(), 0);
    }

    PricedLine price(Member member, BigDecimal listPrice) {
        if (listPrice.signum() < 0) {
            throw new IllegalArgumentException("list price must not be negative");
        }
        BigDecimal discount = listPrice
                .multiply(BigDecimal.valueOf(percentFor(member)))
                .divide(HUNDRED, 2, RoundingMode.HALF_UP);
        return new PricedLine(listPrice, discount, listPrice.subtract(discount));
    }
}
