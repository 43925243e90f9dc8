// corpus: CWE-918 safe — the carrier endpoint comes from a fixed enum selected by region name; the user's postcode is pattern-checked and only URL-encoded into the query string.
package com.acme.shipping.quotes;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Pattern;

enum CarrierRegion {
    EU("https://eu.rates.carrier-hub.example/v2/quote"),
    US("https://us.rates.carrier-hub.example/v2/quote"),
    APAC("https://apac.rates.carrier-hub.example/v2/quote");

    final String endpoint;

    CarrierRegion(String endpoint) {
        this.endpoint = endpoint;
    }
}

@Singleton
class CarrierQuoteClient {
    private static final Pattern POSTCODE = Pattern.compile("^[A-Z0-9][A-Z0-9 -]{2,9}$");

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build();

    String quote(CarrierRegion region, String postcode, int grams) throws IOException, InterruptedException {
        String normalized = postcode.trim().toUpperCase(Locale.ROOT);
        if (!POSTCODE.matcher(normalized).matches()) {
            throw new IllegalArgumentException("postcode");
        }
        URI uri = URI.create(region.endpoint
                + "?postcode=" + URLEncoder.encode(normalized, StandardCharsets.UTF_8)
                + "&weight=" + grams);
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).GET().build();
        return http.send(request, BodyHandlers.ofString()).body();
    }
}

@Controller("/shipping/quotes")
class ShippingQuoteController {
    private final CarrierQuoteClient client;

    ShippingQuoteController(CarrierQuoteClient client) {
        this.client = client;
    }

    @Get
    HttpResponse<String> quote(@QueryValue String region, @QueryValue String postcode, @QueryValue int grams) {
        CarrierRegion carrierRegion;
        try {
            carrierRegion = CarrierRegion.valueOf(region.toUpperCase(Locale.ROOT));
            return HttpResponse.ok(client.quote(carrierRegion, postcode, Math.max(1, grams)));
        } catch (IllegalArgumentException e) {
            return HttpResponse.badRequest();
        } catch (IOException | InterruptedException e) {
            return HttpResponse.serverError();
        }
    }
}
