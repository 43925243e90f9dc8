// business: obeys — TipValidator rejects any percent outside 0..25 before the tip is calculated on the pre-tax food amount
// rule: tip-max-percent
// context: The maximum tip is 25 percent; guests can also leave no tip. The service charge for private events (20%) is a separate line.
package com.acme.tips;

import java.math.BigDecimal;
import java.math.RoundingMode;

final class TipService {

    static final BigDecimal MAX_TIP_PERCENT = BigDecimal.valueOf(25);
    static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    static final class TipValidator {
        static BigDecimal requireValid(BigDecimal percent) {
            if (percent == null || percent.signum() < 0 || percent.compareTo(MAX_TIP_PERCENT) > 0) {
                throw new IllegalArgumentException("tip must be between 0 and 25 percent");
            }
            return percent;
        }
    }

    record Bill(BigDecimal food, BigDecimal tax, BigDecimal tip, BigDecimal total) {}

    Bill addTip(BigDecimal food, BigDecimal tax, BigDecimal requestedPercent) {
        if (food.signum() < 0 || tax.signum() < 0) {
            throw new IllegalArgumentException("food and tax must not be negative");
        }
        BigDecimal percent = TipValidator.requireValid(requestedPercent);
        BigDecimal tip = food.multiply(percent).divide(HUNDRED, 2, RoundingMode.HALF_UP);
        return new Bill(food, tax, tip, food.add(tax).add(tip));
    }
}
