// corpus: CWE-918 vulnerable — the feed URL request parameter is given to URI.create and fetched with java.net.http.HttpClient.
package com.acme.reader;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class FeedSubscriptionController {
    private final HttpClient client = HttpClient.newHttpClient();

    @PostMapping("/feeds")
    public int subscribe(@RequestParam("feedUrl") String feedUrl) throws IOException, InterruptedException {
        HttpRequest probe = HttpRequest.newBuilder(URI.create(feedUrl)).GET().build();
        HttpResponse<String> result = client.send(probe, HttpResponse.BodyHandlers.ofString());
        return result.body().length();
    }
}
