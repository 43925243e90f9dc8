// corpus: CWE-918 safe — the carrier name only selects one of several hard-coded tracking endpoints; unknown names are rejected.
package com.acme.shipping;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TrackingStatusController {
    private static final Map<String, String> ENDPOINTS = Map.of(
            "ups", "https://tracking.ups.example.com/status",
            "dhl", "https://api.dhl.example.com/track/status");
    private final HttpClient http = HttpClient.newHttpClient();

    @GetMapping("/tracking/status")
    public int status(@RequestParam String carrier) throws IOException, InterruptedException {
        String endpoint = ENDPOINTS.get(carrier);
        if (endpoint == null) {
            throw new IllegalArgumentException("unsupported carrier");
        }
        HttpRequest req = HttpRequest.newBuilder(URI.create(endpoint)).GET().build();
        return http.send(req, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
