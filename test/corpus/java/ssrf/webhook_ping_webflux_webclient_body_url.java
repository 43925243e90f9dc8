// corpus: CWE-918 vulnerable — the `url` field of the JSON body is handed to a WebClient wrapper that POSTs to it from the server, so callers can reach internal hosts such as the cloud metadata endpoint.
package com.acme.integrations.webhooks;

import java.time.Duration;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

record WebhookTest(String url, String event) {}

record PingResult(String url, int status) {}

@Component
class WebhookClient {
    private final WebClient client;

    WebhookClient(WebClient.Builder builder) {
        this.client = builder.defaultHeader("User-Agent", "acme-webhooks/2.4").build();
    }

    Mono<PingResult> ping(String target, String event) {
        return client.post()
                .uri(target)
                .contentType(MediaType.APPLICATION_JSON)
                .bodyValue(Map.of("event", event, "test", true))
                .exchangeToMono(response -> response.bodyToMono(String.class)
                        .defaultIfEmpty("")
                        .map(body -> new PingResult(target, response.statusCode().value())))
                .timeout(Duration.ofSeconds(5));
    }
}

@RestController
class WebhookTestController {
    private final WebhookClient webhooks;

    WebhookTestController(WebhookClient webhooks) {
        this.webhooks = webhooks;
    }

    @PostMapping("/api/webhooks/test")
    Mono<PingResult> test(@RequestBody Mono<WebhookTest> body) {
        return body.flatMap(t -> webhooks.ping(t.url(), t.event() == null ? "ping" : t.event()));
    }
}
