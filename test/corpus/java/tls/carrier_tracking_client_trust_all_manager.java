// corpus: CWE-295 vulnerable — the carrier client's SSLContext is initialised with a trust manager whose checkServerTrusted accepts every chain, so any certificate presented by a man-in-the-middle is trusted.
package com.acme.logistics.tracking;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
class TrackingController {
    private final CarrierTrackingClient carrier;

    TrackingController(CarrierTrackingClient carrier) {
        this.carrier = carrier;
    }

    @GetMapping(value = "/api/shipments/{shipmentId}/tracking", produces = MediaType.APPLICATION_JSON_VALUE)
    String tracking(@PathVariable long shipmentId) throws IOException, InterruptedException {
        return carrier.status(shipmentId);
    }
}

@Component
class CarrierTrackingClient {
    private final HttpClient http;
    private final String apiKey;

    CarrierTrackingClient(@Value("${CARRIER_API_KEY}") String apiKey) throws GeneralSecurityException {
        this.apiKey = apiKey;
        this.http = HttpClient.newBuilder()
                .sslContext(lenientContext())
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    String status(long shipmentId) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://api.carrierlink.io/v1/shipments/" + shipmentId))
                .header("Authorization", "ApiKey " + apiKey)
                .GET()
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString()).body();
    }

    private static SSLContext lenientContext() throws GeneralSecurityException {
        TrustManager[] acceptAll = {new X509TrustManager() {
            @Override
            public void checkClientTrusted(X509Certificate[] chain, String authType) {
            }

            @Override
            public void checkServerTrusted(X509Certificate[] chain, String authType) {
            }

            @Override
            public X509Certificate[] getAcceptedIssuers() {
                return new X509Certificate[0];
            }
        }};
        SSLContext context = SSLContext.getInstance("TLSv1.3");
        context.init(null, acceptAll, new SecureRandom());
        return context;
    }
}
