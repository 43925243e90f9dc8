// corpus: CWE-89 safe — page and size are parsed to ints by a paging helper before they are concatenated into LIMIT/OFFSET; the actor name is bound as a named parameter of the Hibernate native query.
package com.acme.compliance.audit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import org.hibernate.Session;

record AuditEvent(long id, String actor, String action, Instant occurredAt) {}

record Paging(int page, int size) {
    static final int MAX_SIZE = 100;

    static Paging parse(String page, String size) {
        try {
            int p = page == null ? 0 : Integer.parseInt(page.trim());
            int s = size == null ? 25 : Integer.parseInt(size.trim());
            if (p < 0 || s < 1) {
                throw new BadRequestException("page and size must be positive");
            }
            return new Paging(p, Math.min(s, MAX_SIZE));
        } catch (NumberFormatException e) {
            throw new BadRequestException("page and size must be numbers");
        }
    }

    int offset() {
        return page * size;
    }
}

@ApplicationScoped
class AuditTrailRepository {
    @Inject
    EntityManager em;

    List<AuditEvent> byActor(String actor, Paging paging) {
        Session session = em.unwrap(Session.class);
        String sql = "select id, actor, action, occurred_at from audit_event where actor = :actor"
                + " order by occurred_at desc limit " + paging.size() + " offset " + paging.offset();
        List<Object[]> rows = session.createNativeQuery(sql, Object[].class)
                .setParameter("actor", actor)
                .getResultList();
        return rows.stream()
                .map(row -> new AuditEvent(((Number) row[0]).longValue(), (String) row[1], (String) row[2],
                        ((Timestamp) row[3]).toInstant()))
                .toList();
    }
}

@Path("/audit")
@Produces(MediaType.APPLICATION_JSON)
class AuditTrailResource {
    @Inject
    AuditTrailRepository repository;

    @GET
    public List<AuditEvent> trail(@QueryParam("actor") String actor,
                                  @QueryParam("page") String page,
                                  @QueryParam("size") String size) {
        if (actor == null || actor.isBlank()) {
            throw new BadRequestException("actor is required");
        }
        return repository.byActor(actor.trim(), Paging.parse(page, size));
    }
}
