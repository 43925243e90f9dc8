// corpus: CWE-78 vulnerable — the JAX-RS resource validates only the "count" parameter, while the "host" query parameter is appended to a bash -c command line.
package com.acme.netops.probe;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;
import javax.enterprise.context.ApplicationScoped;
import javax.inject.Inject;
import javax.ws.rs.BadRequestException;
import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.MediaType;

@Path("/diagnostics")
public class NetworkProbeResource {
    @Inject
    ProbeService probes;

    @GET
    @Path("/ping")
    @Produces(MediaType.TEXT_PLAIN)
    public String ping(@QueryParam("host") String host, @QueryParam("count") String count) throws IOException {
        String packets = count == null ? "3" : count;
        if (!packets.matches("\\d{1,2}")) {
            throw new BadRequestException("count must be a small number");
        }
        if (host == null || host.isBlank()) {
            throw new BadRequestException("host is required");
        }
        return probes.ping(new ProbeTarget(host.trim(), packets));
    }
}

class ProbeTarget {
    private final String host;
    private final String packets;

    ProbeTarget(String host, String packets) {
        this.host = host;
        this.packets = packets;
    }

    String host() {
        return host;
    }

    String packets() {
        return packets;
    }
}

@ApplicationScoped
class ProbeService {
    String ping(ProbeTarget target) throws IOException {
        String shell = "ping -c " + target.packets() + " -W 2 " + target.host();
        Process process = Runtime.getRuntime().exec(new String[] {"bash", "-c", shell});
        try (BufferedReader reader = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            return reader.lines().collect(Collectors.joining("\n"));
        }
    }
}
