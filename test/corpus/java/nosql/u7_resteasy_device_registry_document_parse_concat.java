// corpus: CWE-943 vulnerable — owner and model query parameters are concatenated into a JSON string that Document.parse turns into the Mongo filter, so quotes in them inject operators such as $ne or $where.
package com.acme.iot.registry;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@ApplicationScoped
class DeviceRepository {
    private final MongoCollection<Document> devices;

    @Inject
    DeviceRepository(MongoClient client, @ConfigProperty(name = "registry.database") String database) {
        this.devices = client.getDatabase(database).getCollection("devices");
    }

    List<Document> findByOwner(String owner, String model) {
        StringBuilder json = new StringBuilder("{\"owner\": \"").append(owner).append('"');
        if (model != null && !model.isBlank()) {
            json.append(", \"model\": \"").append(model).append('"');
        }
        json.append(", \"decommissioned\": false}");

        Document filter = Document.parse(json.toString());
        return devices.find(filter)
                .projection(new Document("serial", 1).append("model", 1).append("lastSeen", 1))
                .limit(500)
                .into(new ArrayList<>());
    }
}

@Path("/devices")
@Produces(MediaType.APPLICATION_JSON)
class DeviceResource {
    @Inject
    DeviceRepository repository;

    @GET
    public List<Document> list(@QueryParam("owner") String owner, @QueryParam("model") String model) {
        if (owner == null || owner.isBlank()) {
            throw new jakarta.ws.rs.BadRequestException("owner is required");
        }
        return repository.findByOwner(owner.trim(), model);
    }
}
