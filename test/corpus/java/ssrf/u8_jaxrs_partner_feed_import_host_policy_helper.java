// corpus: CWE-918 safe — the feed URL is parsed by a policy helper and accepted only with the https scheme, no user-info, the default port and a host from the configured partner list; the JAX-RS client then fetches the validated URI.
package com.acme.catalog.partners;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.ForbiddenException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.client.Client;
import jakarta.ws.rs.client.ClientBuilder;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@ApplicationScoped
class PartnerFeedPolicy {
    private final Set<String> allowedHosts;

    @Inject
    PartnerFeedPolicy(@ConfigProperty(name = "partners.feed-hosts") Set<String> allowedHosts) {
        this.allowedHosts = allowedHosts.stream()
                .map(h -> h.toLowerCase(Locale.ROOT))
                .collect(Collectors.toUnmodifiableSet());
    }

    URI requireAllowed(String raw) {
        URI uri;
        try {
            uri = new URI(raw).normalize();
        } catch (URISyntaxException | NullPointerException e) {
            throw new BadRequestException("malformed feed URL");
        }
        String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
        boolean https = "https".equalsIgnoreCase(uri.getScheme());
        boolean defaultPort = uri.getPort() == -1 || uri.getPort() == 443;
        if (!https || uri.getUserInfo() != null || !defaultPort || !allowedHosts.contains(host)) {
            throw new ForbiddenException("feed host is not an approved partner");
        }
        return uri;
    }
}

@ApplicationScoped
class PartnerFeedFetcher {
    private final Client client = ClientBuilder.newBuilder()
            .connectTimeout(5, TimeUnit.SECONDS)
            .readTimeout(20, TimeUnit.SECONDS)
            .build();

    String fetch(URI feed) {
        return client.target(feed).request(MediaType.APPLICATION_XML).get(String.class);
    }

    @PreDestroy
    void close() {
        client.close();
    }
}

record ImportRequest(String partnerId, String feedUrl) {}

@Path("/catalog/imports")
class CatalogImportResource {
    @Inject
    PartnerFeedPolicy policy;

    @Inject
    PartnerFeedFetcher fetcher;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.TEXT_PLAIN)
    public Response start(ImportRequest request) {
        URI feed = policy.requireAllowed(request.feedUrl());
        String body = fetcher.fetch(feed);
        return Response.accepted("fetched " + body.length() + " bytes from " + feed.getHost()).build();
    }
}
