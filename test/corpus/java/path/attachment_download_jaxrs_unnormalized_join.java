// corpus: CWE-22 vulnerable — the `name` query parameter is resolved against the ticket's attachment folder without normalising or checking the result, so `name=../../../etc/passwd` reads any file.
package com.acme.helpdesk.attachments;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Paths;
import javax.enterprise.context.ApplicationScoped;
import javax.inject.Inject;
import javax.ws.rs.GET;
import javax.ws.rs.NotFoundException;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@javax.ws.rs.Path("/tickets/{ticketId}/attachments")
public class AttachmentResource {
    @Inject
    AttachmentStore store;

    @GET
    @javax.ws.rs.Path("/download")
    @Produces(MediaType.APPLICATION_OCTET_STREAM)
    public Response download(@PathParam("ticketId") long ticketId,
                             @QueryParam("name") String fileName) throws IOException {
        InputStream content = store.open(ticketId, fileName);
        return Response.ok(content)
                .header("Content-Disposition", "attachment")
                .build();
    }
}

@ApplicationScoped
class AttachmentStore {
    @Inject
    @ConfigProperty(name = "helpdesk.attachments.root", defaultValue = "/srv/helpdesk/attachments")
    String root;

    InputStream open(long ticketId, String fileName) throws IOException {
        java.nio.file.Path file = locate(ticketId, fileName);
        if (!Files.exists(file)) {
            throw new NotFoundException();
        }
        return Files.newInputStream(file);
    }

    private java.nio.file.Path locate(long ticketId, String fileName) {
        return Paths.get(root, Long.toString(ticketId), fileName);
    }
}
