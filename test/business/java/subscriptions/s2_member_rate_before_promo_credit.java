// business: violation — the member percentage is taken from the full renewal fee and the promo credit is subtracted afterwards, the reverse of the stated order
// rule: coupon-before-member-discount
// context: Subscription renewals: a promo credit (a fixed dollar amount) is taken off first, and the member discount percentage then applies to the remaining fee. Credits never carry over to the next renewal. Renewals are charged on the anniversary date.
// expect: generic.business_logic.order-violation
package com.acme.subscriptions;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;

final class RenewalPricer {

    record Plan(String id, BigDecimal annualFee) {}

    record Subscriber(String id, BigDecimal memberRate, BigDecimal promoCredit, LocalDate startedOn) {}

    record RenewalQuote(LocalDate chargeOn, BigDecimal fee, BigDecimal memberDiscount, BigDecimal credit, BigDecimal total) {}

    RenewalQuote quote(Plan plan, Subscriber sub, int renewalYear) {
        BigDecimal fee = plan.annualFee();
        BigDecimal memberDiscount = fee.multiply(sub.memberRate()).setScale(2, RoundingMode.HALF_UP); // expect-line
        BigDecimal afterMember = fee.subtract(memberDiscount);
        BigDecimal credit = sub.promoCredit().min(afterMember);
        BigDecimal total = afterMember.subtract(credit);
        LocalDate chargeOn = sub.startedOn().withYear(renewalYear);
        return new RenewalQuote(chargeOn, fee, memberDiscount, credit, total);
    }
}
