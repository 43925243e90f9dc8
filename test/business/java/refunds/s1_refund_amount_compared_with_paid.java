// business: obeys — the refund amount is compared with the paid amount (less previous refunds) using BigDecimal.compareTo before it is issued
// rule: refund-not-above-paid
// context: Refund amount <= amount paid. Chargebacks are processed by the payments team and are out of scope here.
package com.acme.refunds;

import java.math.BigDecimal;
import java.util.Objects;

final class RefundProcessor {

    static final class Payment {
        final String id;
        final BigDecimal paid;
        BigDecimal refunded;

        Payment(String id, BigDecimal paid, BigDecimal refunded) {
            this.id = Objects.requireNonNull(id);
            this.paid = paid;
            this.refunded = refunded;
        }
    }

    interface PaymentGateway {
        void refund(String paymentId, BigDecimal amount);
    }

    private final PaymentGateway gateway;

    RefundProcessor(PaymentGateway gateway) {
        this.gateway = gateway;
    }

    BigDecimal refundable(Payment payment) {
        return payment.paid.subtract(payment.refunded);
    }

    void refund(Payment payment, BigDecimal amount) {
        if (amount == null || amount.signum() <= 0) {
            throw new IllegalArgumentException("refund amount must be positive");
        }
        if (amount.compareTo(refundable(payment)) > 0) {
            throw new IllegalStateException("refund of " + amount + " exceeds refundable " + refundable(payment));
        }
        gateway.refund(payment.id, amount);
        payment.refunded = payment.refunded.add(amount);
    }
}
