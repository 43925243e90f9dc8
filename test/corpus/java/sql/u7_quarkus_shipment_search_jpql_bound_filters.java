// corpus: CWE-89 safe — the JPQL is assembled only from constant clause fragments; carrier, reference and account id are bound with setParameter, and the native count query uses a positional parameter.
package com.acme.logistics.shipments;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.Entity;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.TypedQuery;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

@Entity
@Table(name = "shipments")
class Shipment {
    @Id
    public Long id;
    public long accountId;
    public String carrier;
    public String reference;
    public String status;
    public Instant createdAt;
}

record ShipmentFilter(long accountId, String carrier, String reference) {}

@ApplicationScoped
class ShipmentRepository {
    @Inject
    EntityManager em;

    List<Shipment> search(ShipmentFilter filter) {
        StringBuilder jpql = new StringBuilder("SELECT s FROM Shipment s WHERE s.accountId = :account");
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("account", filter.accountId());
        if (filter.carrier() != null) {
            jpql.append(" AND s.carrier = :carrier");
            params.put("carrier", filter.carrier());
        }
        if (filter.reference() != null) {
            jpql.append(" AND LOWER(s.reference) LIKE :ref");
            params.put("ref", "%" + filter.reference().toLowerCase(Locale.ROOT) + "%");
        }
        jpql.append(" ORDER BY s.createdAt DESC");

        TypedQuery<Shipment> query = em.createQuery(jpql.toString(), Shipment.class);
        params.forEach(query::setParameter);
        return query.setMaxResults(100).getResultList();
    }

    long countInTransit(long accountId) {
        Number n = (Number) em.createNativeQuery(
                        "SELECT COUNT(*) FROM shipments WHERE account_id = ?1 AND status = 'IN_TRANSIT'")
                .setParameter(1, accountId)
                .getSingleResult();
        return n.longValue();
    }
}

@Path("/accounts/{accountId}/shipments")
@Produces(MediaType.APPLICATION_JSON)
class ShipmentResource {
    @Inject
    ShipmentRepository repository;

    @GET
    public List<Shipment> search(@PathParam("accountId") long accountId,
                                 @QueryParam("carrier") String carrier,
                                 @QueryParam("ref") String reference) {
        return repository.search(new ShipmentFilter(accountId, blankToNull(carrier), blankToNull(reference)));
    }

    @GET
    @Path("/in-transit/count")
    public long inTransit(@PathParam("accountId") long accountId) {
        return repository.countInTransit(accountId);
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.trim();
    }
}
