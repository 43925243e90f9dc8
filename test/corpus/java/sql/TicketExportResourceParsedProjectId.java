// corpus: CWE-89 safe — the JAX-RS path and limit parameters are converted with Long.parseLong and Integer.valueOf before concatenation, and the label is bound with setParameter.
package com.acme.tracker.export;

import java.util.List;
import javax.enterprise.context.ApplicationScoped;
import javax.inject.Inject;
import javax.persistence.EntityManager;
import javax.persistence.PersistenceContext;
import javax.persistence.Query;
import javax.ws.rs.DefaultValue;
import javax.ws.rs.GET;
import javax.ws.rs.NotFoundException;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.MediaType;

@Path("/exports")
public class TicketExportResource {
    @Inject
    TicketExportDao dao;

    @GET
    @Path("/projects/{projectId}/tickets")
    @Produces(MediaType.APPLICATION_JSON)
    public List<Object[]> export(@PathParam("projectId") String projectId,
                                 @QueryParam("label") String label,
                                 @QueryParam("limit") @DefaultValue("100") String limit) {
        long project;
        int max;
        try {
            project = Long.parseLong(projectId);
            max = Integer.valueOf(limit);
        } catch (NumberFormatException e) {
            throw new NotFoundException();
        }
        return dao.export(project, label, Math.min(Math.max(max, 1), 1000));
    }
}

@ApplicationScoped
class TicketExportDao {
    @PersistenceContext
    EntityManager em;

    @SuppressWarnings("unchecked")
    List<Object[]> export(long projectId, String label, int max) {
        String sql = "SELECT t.id, t.title, t.state FROM tickets t WHERE t.project_id = " + projectId;
        if (label != null && !label.isEmpty()) {
            sql += " AND EXISTS (SELECT 1 FROM ticket_labels l WHERE l.ticket_id = t.id AND l.name = ?1)";
        }
        Query query = em.createNativeQuery(sql + " ORDER BY t.id LIMIT " + max);
        if (label != null && !label.isEmpty()) {
            query.setParameter(1, label);
        }
        return query.getResultList();
    }
}
