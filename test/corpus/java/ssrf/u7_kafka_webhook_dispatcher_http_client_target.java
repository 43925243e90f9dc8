// corpus: CWE-918 vulnerable — the delivery client posts to whatever target URL arrives in the Kafka webhook event, with no scheme, host or address restriction.
package com.acme.integrations.webhooks;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;

record WebhookEvent(String subscriptionId, String targetUrl, String eventType, String body) {}

@Service
class WebhookDeliveryClient {
    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NORMAL)
            .build();

    int deliver(String targetUrl, String eventType, String body) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(targetUrl))
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json")
                .header("X-Acme-Event", eventType)
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}

@Component
class WebhookDispatcher {
    private final ObjectMapper mapper;
    private final WebhookDeliveryClient client;
    private final DeliveryLog deliveries;

    WebhookDispatcher(ObjectMapper mapper, WebhookDeliveryClient client, DeliveryLog deliveries) {
        this.mapper = mapper;
        this.client = client;
        this.deliveries = deliveries;
    }

    @KafkaListener(topics = "webhook-deliveries", groupId = "webhook-dispatcher")
    public void dispatch(ConsumerRecord<String, String> record) throws Exception {
        WebhookEvent event = mapper.readValue(record.value(), WebhookEvent.class);
        int status;
        try {
            status = client.deliver(event.targetUrl(), event.eventType(), event.body());
        } catch (IOException e) {
            status = -1;
        }
        deliveries.record(event.subscriptionId(), status);
    }
}

interface DeliveryLog {
    void record(String subscriptionId, int status);
}
