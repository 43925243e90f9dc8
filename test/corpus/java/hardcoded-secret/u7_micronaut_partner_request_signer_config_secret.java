// corpus: CWE-798 safe — the HMAC signing secret is injected from configuration (backed by the PARTNER_SIGNING_SECRET environment variable); the string constants in the file are header and algorithm names.
package com.acme.partners.signing;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import jakarta.inject.Singleton;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Instant;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

@Singleton
class PartnerRequestSigner {
    static final String SIGNATURE_HEADER = "X-Partner-Signature";
    static final String TIMESTAMP_HEADER = "X-Partner-Timestamp";
    private static final String HMAC = "HmacSHA256";

    private final SecretKeySpec key;

    PartnerRequestSigner(@Value("${partner.signing-secret}") String signingSecret) {
        if (signingSecret == null || signingSecret.length() < 32) {
            throw new IllegalStateException("partner.signing-secret must be configured");
        }
        this.key = new SecretKeySpec(signingSecret.getBytes(StandardCharsets.UTF_8), HMAC);
    }

    String sign(String timestamp, String body) throws GeneralSecurityException {
        Mac mac = Mac.getInstance(HMAC);
        mac.init(key);
        mac.update(timestamp.getBytes(StandardCharsets.UTF_8));
        mac.update((byte) '.');
        return HexFormat.of().formatHex(mac.doFinal(body.getBytes(StandardCharsets.UTF_8)));
    }
}

@Singleton
class PartnerOrderClient {
    private final HttpClient http = HttpClient.newHttpClient();
    private final PartnerRequestSigner signer;
    private final URI ordersEndpoint;

    PartnerOrderClient(PartnerRequestSigner signer, @Value("${partner.orders-url}") String ordersUrl) {
        this.signer = signer;
        this.ordersEndpoint = URI.create(ordersUrl);
    }

    int forward(String orderJson) throws Exception {
        String timestamp = Long.toString(Instant.now().getEpochSecond());
        HttpRequest request = HttpRequest.newBuilder(ordersEndpoint)
                .header("Content-Type", "application/json")
                .header(PartnerRequestSigner.TIMESTAMP_HEADER, timestamp)
                .header(PartnerRequestSigner.SIGNATURE_HEADER, signer.sign(timestamp, orderJson))
                .POST(HttpRequest.BodyPublishers.ofString(orderJson))
                .build();
        return http.send(request, java.net.http.HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}

@Controller("/partner-orders")
class PartnerOrderController {
    private final PartnerOrderClient client;

    PartnerOrderController(PartnerOrderClient client) {
        this.client = client;
    }

    @Post
    HttpResponse<Integer> forward(@Body String orderJson) throws Exception {
        return HttpResponse.accepted().body(client.forward(orderJson));
    }
}
