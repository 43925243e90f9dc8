// corpus: CWE-601 safe — the see-other target is built by UriBuilder from the fixed "/orders/{id}" template and the order id parsed to a long; the untrusted "source" parameter is only recorded as an analytics attribute.
package com.acme.orders.confirmation;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriBuilder;
import java.net.URI;
import java.util.HashMap;
import java.util.Map;

interface OrderConfirmations {
    boolean confirm(long orderId);
}

@ApplicationScoped
class ConfirmationAnalytics {
    private final Map<String, Integer> bySource = new HashMap<>();

    synchronized void record(String source) {
        bySource.merge(source == null ? "direct" : source, 1, Integer::sum);
    }
}

@Path("/orders/{id}/confirm")
class OrderConfirmResource {
    @Inject
    OrderConfirmations confirmations;

    @Inject
    ConfirmationAnalytics analytics;

    @POST
    public Response confirm(@PathParam("id") String id, @QueryParam("source") String source) {
        long orderId;
        try {
            orderId = Long.parseLong(id);
        } catch (NumberFormatException e) {
            throw new NotFoundException();
        }
        if (!confirmations.confirm(orderId)) {
            throw new NotFoundException();
        }
        analytics.record(source);
        URI target = UriBuilder.fromPath("/orders/{id}").queryParam("confirmed", "true").build(orderId);
        return Response.seeOther(target).build();
    }
}
