// corpus: CWE-89 vulnerable — of the two options passed to the query helper, the constant status is bound but the customerRef taken from the JSON body is concatenated into the native SQL given to EntityManager.createNativeQuery.
package com.acme.billing.search;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.persistence.EntityManager;
import javax.persistence.PersistenceContext;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record InvoiceSearchRequest(String customerRef, Integer page) {}

@RestController
class InvoiceSearchController {
    private final InvoiceSearchService service;

    InvoiceSearchController(InvoiceSearchService service) {
        this.service = service;
    }

    @PostMapping("/api/invoices/open/search")
    List<?> search(@RequestBody InvoiceSearchRequest request) {
        return service.openInvoices(request);
    }
}

@Service
class InvoiceSearchService {
    private final InvoiceQueries queries;

    InvoiceSearchService(InvoiceQueries queries) {
        this.queries = queries;
    }

    @Transactional(readOnly = true)
    List<?> openInvoices(InvoiceSearchRequest request) {
        Map<String, Object> options = new HashMap<>();
        options.put("status", "OPEN");
        options.put("customerRef", request.customerRef());
        options.put("page", request.page() == null ? 0 : request.page());
        return queries.run(options);
    }
}

@Repository
class InvoiceQueries {
    @PersistenceContext
    private EntityManager em;

    List<?> run(Map<String, Object> options) {
        int page = (Integer) options.get("page");
        String sql = "SELECT i.id, i.number, i.amount_due, i.due_date FROM invoices i "
                + "WHERE i.status = :status AND i.customer_ref = '" + options.get("customerRef") + "' "
                + "ORDER BY i.due_date";
        return em.createNativeQuery(sql)
                .setParameter("status", options.get("status"))
                .setFirstResult(page * 50)
                .setMaxResults(50)
                .getResultList();
    }
}
