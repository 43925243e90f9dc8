// corpus: CWE-918 vulnerable — the webhook test endpoint only checks that the callbackUrl field of the request body starts with "https://" before RestTemplate posts to it, so internal hosts are reachable.
package com.acme.integrations.webhooks;

import java.time.Instant;
import java.util.Map;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClientException;
import org.springframework.web.client.RestTemplate;

record WebhookConfig(String name, String callbackUrl, String secret, boolean active) {}

record PingResult(boolean delivered, int status, String detail) {}

@RestController
class WebhookAdminController {
    private final WebhookPingService pingService;

    WebhookAdminController(WebhookPingService pingService) {
        this.pingService = pingService;
    }

    @PostMapping("/api/webhooks/test")
    public PingResult test(@RequestBody WebhookConfig config) {
        if (config.callbackUrl() == null || !config.callbackUrl().startsWith("https://")) {
            return new PingResult(false, 0, "callback must use https");
        }
        return pingService.ping(config);
    }
}

@Service
class WebhookPingService {
    private final RestTemplate restTemplate;
    private final WebhookSigner signer;

    WebhookPingService(RestTemplate restTemplate, WebhookSigner signer) {
        this.restTemplate = restTemplate;
        this.signer = signer;
    }

    PingResult ping(WebhookConfig config) {
        Map<String, Object> payload = Map.of("event", "ping", "webhook", config.name(), "sentAt", Instant.now().toString());
        HttpHeaders headers = new HttpHeaders();
        headers.setContentType(MediaType.APPLICATION_JSON);
        headers.set("X-Signature", signer.sign(config.secret(), payload));
        try {
            ResponseEntity<String> response = restTemplate.postForEntity(
                    config.callbackUrl(), new HttpEntity<>(payload, headers), String.class);
            return new PingResult(true, response.getStatusCodeValue(), response.getBody());
        } catch (RestClientException e) {
            return new PingResult(false, 0, e.getMessage());
        }
    }
}

interface WebhookSigner {
    String sign(String secret, Map<String, Object> payload);
}
