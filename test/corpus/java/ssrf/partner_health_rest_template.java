// corpus: CWE-918 vulnerable — the partner base URL header is formatted into the address passed to RestTemplate.getForObject.
package com.acme.partners;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class PartnerHealthController {
    private final RestTemplate restTemplate;

    public PartnerHealthController(RestTemplate restTemplate) {
        this.restTemplate = restTemplate;
    }

    @GetMapping("/partners/health")
    public boolean healthy(@RequestHeader("X-Partner-Base") String base) {
        String url = String.format("%s/actuator/health", base);
        String body = restTemplate.getForObject(url, String.class);
        return body != null && body.contains("\"UP\"");
    }
}
