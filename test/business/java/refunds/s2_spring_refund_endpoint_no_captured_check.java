// business: violation — the controller checks approval for large refunds and the payment's status, but never compares the amount with what was captured minus earlier refunds
// rule: refund-not-above-paid
// context: A refund can never exceed the amount captured on the payment, minus earlier refunds. Refunds over $500 need a second approver. Refunds are always sent back to the original card.
// expect: generic.business_logic.comparison-unchecked
package com.acme.payments.refunds;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Positive;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
class RefundController {

    private static final long SECOND_APPROVER_ABOVE_CENTS = 50_000L;

    record RefundRequest(@Positive long amountCents, String reason, String approverId) {}

    record RefundResponse(String refundId, long amountCents) {}

    interface Payments {
        Payment find(String paymentId);

        void recordRefund(String paymentId, long cents);
    }

    record Payment(String id, String cardToken, long capturedCents, long refundedCents, String status) {}

    interface CardGateway {
        String refund(String cardToken, long cents);
    }

    private final Payments payments;
    private final CardGateway gateway;

    RefundController(Payments payments, CardGateway gateway) {
        this.payments = payments;
        this.gateway = gateway;
    }

    @PostMapping("/payments/{paymentId}/refunds")
    RefundResponse refund(@PathVariable String paymentId, @Valid @RequestBody RefundRequest request) {
        Payment payment = payments.find(paymentId);
        if (payment == null || !"CAPTURED".equals(payment.status())) {
            throw new ResponseStatusException(HttpStatus.CONFLICT, "payment is not refundable");
        }
        if (request.amountCents() > SECOND_APPROVER_ABOVE_CENTS && request.approverId() == null) {
            throw new ResponseStatusException(HttpStatus.FORBIDDEN, "refunds over $500 need a second approver");
        }
        String refundId = gateway.refund(payment.cardToken(), request.amountCents()); // expect-line
        payments.recordRefund(payment.id(), request.amountCents());
        return new RefundResponse(refundId, request.amountCents());
    }
}
