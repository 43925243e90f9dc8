// business: obeys — RefundService computes captured minus refunded and rejects any request above it before the gateway is called
// rule: refund-not-above-paid
// context: Refunds are limited to what was captured on the payment less anything refunded before; a refund must not be more than what was paid. Refunds above $500 need a second approver. Money always goes back to the original card.
package com.acme.payments.refunds;

import java.util.Objects;

final class RefundService {

    static final long SECOND_APPROVER_ABOVE_CENTS = 50_000L;

    record Payment(String id, String cardToken, long capturedCents, long refundedCents) {
        long refundableCents() {
            return capturedCents - refundedCents;
        }
    }

    record RefundCommand(String paymentId, long amountCents, String approverId) {
        RefundCommand {
            Objects.requireNonNull(paymentId, "paymentId");
            if (amountCents <= 0) {
                throw new IllegalArgumentException("refund amount must be positive");
            }
        }
    }

    interface Payments {
        Payment find(String paymentId);

        void recordRefund(String paymentId, long cents);
    }

    interface CardGateway {
        String refund(String cardToken, long cents);
    }

    static final class RefundRejected extends RuntimeException {
        RefundRejected(String message) {
            super(message);
        }
    }

    private final Payments payments;
    private final CardGateway gateway;

    RefundService(Payments payments, CardGateway gateway) {
        this.payments = payments;
        this.gateway = gateway;
    }

    String refund(RefundCommand command) {
        Payment payment = payments.find(command.paymentId());
        long refundable = payment.refundableCents();
        if (command.amountCents() > refundable) {
            throw new RefundRejected("at most " + refundable + " cents can still be refunded");
        }
        if (command.amountCents() > SECOND_APPROVER_ABOVE_CENTS && command.approverId() == null) {
            throw new RefundRejected("refunds over $500 need a second approver");
        }
        String refundId = gateway.refund(payment.cardToken(), command.amountCents());
        payments.recordRefund(payment.id(), command.amountCents());
        return refundId;
    }
}
