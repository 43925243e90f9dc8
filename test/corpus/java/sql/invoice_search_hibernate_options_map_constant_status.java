// corpus: CWE-89 safe — the query helper concatenates only the constant status from its options map and binds the customerRef from the JSON body as a Hibernate query parameter.
package com.acme.billing.search;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record OverdueSearchRequest(String customerRef, Integer page) {}

@RestController
class OverdueInvoiceController {
    private final OverdueInvoiceService service;

    OverdueInvoiceController(OverdueInvoiceService service) {
        this.service = service;
    }

    @PostMapping("/api/invoices/overdue/search")
    List<Object[]> search(@RequestBody OverdueSearchRequest request) {
        return service.overdue(request);
    }
}

@Service
class OverdueInvoiceService {
    private final OverdueQueries queries;

    OverdueInvoiceService(OverdueQueries queries) {
        this.queries = queries;
    }

    @Transactional(readOnly = true)
    List<Object[]> overdue(OverdueSearchRequest request) {
        Map<String, Object> options = new HashMap<>();
        options.put("status", "OVERDUE");
        options.put("customerRef", request.customerRef());
        options.put("page", request.page() == null ? 0 : request.page());
        return queries.run(options);
    }
}

@Repository
class OverdueQueries {
    private final SessionFactory sessions;

    OverdueQueries(SessionFactory sessions) {
        this.sessions = sessions;
    }

    List<Object[]> run(Map<String, Object> options) {
        Session session = sessions.getCurrentSession();
        int page = (Integer) options.get("page");
        String sql = "SELECT i.id, i.number, i.amount_due, i.due_date FROM invoices i "
                + "WHERE i.status = '" + options.get("status") + "' AND i.customer_ref = :customerRef "
                + "ORDER BY i.due_date";
        return session.createNativeQuery(sql, Object[].class)
                .setParameter("customerRef", options.get("customerRef"))
                .setFirstResult(page * 50)
                .setMaxResults(50)
                .getResultList();
    }
}
