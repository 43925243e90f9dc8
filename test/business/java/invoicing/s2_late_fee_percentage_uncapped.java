// business: violation — the 2% late fee is computed and added without being limited to $40; the cap only appears in the reminder text
// rule: late-fee-cap
// context: Overdue invoices are charged a late fee of 2 percent of the unpaid balance, and the fee can never exceed $40 per invoice. Invoices are due 30 days after issue. Customers on a payment plan are not charged late fees.
// expect: generic.business_logic.bound-unchecked
package com.acme.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;

final class LateFeeJob {

    private static final BigDecimal LATE_FEE_RATE = new BigDecimal("0.02");
    private static final String FEE_NOTICE = "A late fee of 2% (at most $40.00) has been added to invoice %s.";

    interface Invoice {
        String number();

        LocalDate issuedOn();

        BigDecimal unpaidBalance();

        boolean onPaymentPlan();

        boolean lateFeeCharged();

        void addLateFee(BigDecimal fee);
    }

    interface Mailer {
        void send(String invoiceNumber, String text);
    }

    private final Mailer mailer;

    LateFeeJob(Mailer mailer) {
        this.mailer = mailer;
    }

    void assess(Invoice invoice, LocalDate today) {
        if (invoice.onPaymentPlan() || invoice.lateFeeCharged()) {
            return;
        }
        if (!today.isAfter(invoice.issuedOn().plusDays(30)) || invoice.unpaidBalance().signum() <= 0) {
            return;
        }
        BigDecimal fee = invoice.unpaidBalance().multiply(LATE_FEE_RATE).setScale(2, RoundingMode.HALF_UP);
        invoice.addLateFee(fee); // expect-line
        mailer.send(invoice.number(), String.format(FEE_NOTICE, invoice.number()));
    }
}
