// corpus: CWE-918 safe — the JAX-RS path parameter only selects a partner row; the feed URL sent by HttpClient comes from the database and the "since" value is a parsed LocalDate.
package com.acme.marketplace.feeds;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDate;
import javax.enterprise.context.ApplicationScoped;
import javax.inject.Inject;
import javax.persistence.EntityManager;
import javax.persistence.PersistenceContext;
import javax.ws.rs.GET;
import javax.ws.rs.NotFoundException;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.MediaType;

@Path("/partners")
public class PartnerFeedResource {
    @Inject
    PartnerFeedService feeds;

    @GET
    @Path("/{partnerId}/feed")
    @Produces(MediaType.APPLICATION_JSON)
    public String feed(@PathParam("partnerId") long partnerId, @QueryParam("since") String since) throws IOException, InterruptedException {
        LocalDate from = since == null ? LocalDate.now().minusDays(1) : LocalDate.parse(since);
        return feeds.fetch(partnerId, from);
    }
}

@ApplicationScoped
class PartnerFeedService {
    private final HttpClient client = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    @Inject
    PartnerDirectory directory;

    String fetch(long partnerId, LocalDate since) throws IOException, InterruptedException {
        String feedUrl = directory.feedUrl(partnerId);
        HttpRequest request = HttpRequest.newBuilder(URI.create(feedUrl + "?since=" + since))
                .timeout(Duration.ofSeconds(20))
                .header("Accept", "application/json")
                .GET()
                .build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        return response.body();
    }
}

@ApplicationScoped
class PartnerDirectory {
    @PersistenceContext
    EntityManager em;

    String feedUrl(long partnerId) {
        return em.createQuery("SELECT p.feedUrl FROM Partner p WHERE p.id = :id AND p.enabled = true", String.class)
                .setParameter("id", partnerId)
                .getResultStream()
                .findFirst()
                .orElseThrow(NotFoundException::new);
    }
}
