// corpus: CWE-117 vulnerable — the client name from the X-Client-Name header is stored in a request-context map and written into the delivery log line verbatim, so CR/LF in the header forges log entries.
package com.acme.integrations.webhooks;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.jboss.logging.Logger;

record Delivery(String source, String payload) {}

@ApplicationScoped
class DeliveryQueue {
    private final BlockingQueue<Delivery> pending = new LinkedBlockingQueue<>(10_000);

    boolean offer(Delivery delivery) {
        return pending.offer(delivery);
    }
}

@ApplicationScoped
class DeliveryAudit {
    private static final Logger LOG = Logger.getLogger(DeliveryAudit.class);

    void received(Map<String, String> context, int bytes) {
        LOG.infof("webhook delivery from %s on %s (%d bytes)", context.get("client"), context.get("route"), bytes);
    }
}

@Path("/webhooks")
class WebhookReceiverResource {
    @Inject
    DeliveryAudit audit;

    @Inject
    DeliveryQueue queue;

    @POST
    @Path("/{source}")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response receive(@PathParam("source") String source,
                            @HeaderParam("X-Client-Name") String clientName,
                            String payload) {
        Map<String, String> context = new HashMap<>();
        context.put("route", "/webhooks/{source}");
        context.put("client", clientName == null ? "anonymous" : clientName);
        audit.received(context, payload.length());
        if (!queue.offer(new Delivery(source, payload))) {
            return Response.status(Response.Status.SERVICE_UNAVAILABLE).build();
        }
        return Response.accepted().build();
    }
}
