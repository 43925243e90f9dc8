// corpus: CWE-117 safe — only values re-parsed from the Kafka refund event are logged (a UUID, a BigDecimal, an enum constant and a length); the free-text customer note is stored but never written to the log.
package com.acme.payments.refunds;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

enum RefundReason { DAMAGED, NOT_DELIVERED, WRONG_ITEM, CHANGED_MIND, OTHER }

record RefundRequest(UUID orderId, BigDecimal amount, RefundReason reason, String customerNote) {}

interface RefundQueue {
    void enqueue(RefundRequest request);
}

@Component
class RefundRequestListener {
    private static final Logger log = LoggerFactory.getLogger(RefundRequestListener.class);

    private final ObjectMapper mapper;
    private final RefundQueue queue;

    RefundRequestListener(ObjectMapper mapper, RefundQueue queue) {
        this.mapper = mapper;
        this.queue = queue;
    }

    @KafkaListener(topics = "refunds.requested", groupId = "refund-intake")
    public void onRefundRequested(String payload) throws Exception {
        RefundRequest request;
        try {
            request = parse(mapper.readTree(payload));
        } catch (IllegalArgumentException | ArithmeticException e) {
            log.warn("discarding malformed refund event ({} bytes)", payload.length());
            return;
        }
        log.info("refund requested order={} amount={} reason={} noteLength={}",
                request.orderId(), request.amount(), request.reason(),
                request.customerNote() == null ? 0 : request.customerNote().length());
        queue.enqueue(request);
    }

    private static RefundRequest parse(JsonNode node) {
        UUID orderId = UUID.fromString(node.path("orderId").asText());
        BigDecimal amount = new BigDecimal(node.path("amount").asText()).setScale(2);
        RefundReason reason;
        try {
            reason = RefundReason.valueOf(node.path("reason").asText("OTHER").toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            reason = RefundReason.OTHER;
        }
        String note = node.hasNonNull("note") ? node.get("note").asText() : null;
        return new RefundRequest(orderId, amount, reason, note);
    }
}
