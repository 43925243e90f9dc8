// corpus: CWE-319 safe — the partner API key and customer record are posted to an endpoint whose URI is always built with the https scheme.
package com.acme.crm.partners;

import java.net.URI;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.util.UriComponentsBuilder;

record CustomerSyncRequest(String email, String fullName, String phone) {}

@RestController
class PartnerSyncController {
    private final PartnerSyncClient client;

    PartnerSyncController(PartnerSyncClient client) {
        this.client = client;
    }

    @PostMapping("/api/partners/{partnerId}/customers")
    ResponseEntity<Map<String, Object>> sync(@PathVariable long partnerId, @RequestBody CustomerSyncRequest body) {
        int status = client.push(partnerId, body);
        return ResponseEntity.ok(Map.of("partnerId", partnerId, "upstreamStatus", status));
    }
}

@Service
class PartnerSyncClient {
    private final RestTemplate rest = new RestTemplate();
    private final String host;
    private final String apiKey;

    PartnerSyncClient(@Value("${partners.sync.host}") String host, @Value("${PARTNER_SYNC_API_KEY}") String apiKey) {
        this.host = host;
        this.apiKey = apiKey;
    }

    int push(long partnerId, CustomerSyncRequest customer) {
        HttpHeaders headers = new HttpHeaders();
        headers.setContentType(MediaType.APPLICATION_JSON);
        headers.set("X-Api-Key", apiKey);
        Map<String, Object> payload = Map.of(
                "email", customer.email(),
                "name", customer.fullName(),
                "phone", customer.phone());
        ResponseEntity<Void> response = rest.postForEntity(
                endpoint(partnerId),
                new HttpEntity<>(payload, headers),
                Void.class);
        return response.getStatusCode().value();
    }

    private URI endpoint(long partnerId) {
        return UriComponentsBuilder.newInstance()
                .scheme("https")
                .host(host)
                .path("/v1/partners/{id}/customers")
                .buildAndExpand(partnerId)
                .toUri();
    }
}
