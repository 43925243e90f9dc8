// corpus: CWE-89 vulnerable — the status field of the JSON search request is concatenated into the JdbcTemplate SQL while only the customer id is bound as an argument.
package com.acme.billing.invoices;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

record InvoiceSearchRequest(long customerId, String status, int limit) {}

record InvoiceRow(long id, String number, BigDecimal total, LocalDate issuedOn, String status) {}

@RestController
@RequestMapping("/api/invoices")
class InvoiceSearchController {
    private final InvoiceSearchService searchService;

    InvoiceSearchController(InvoiceSearchService searchService) {
        this.searchService = searchService;
    }

    @PostMapping("/search")
    public List<InvoiceRow> search(@RequestBody InvoiceSearchRequest request) {
        return searchService.search(request);
    }
}

@Service
class InvoiceSearchService {
    private static final int MAX_LIMIT = 200;
    private final InvoiceRepository invoices;

    InvoiceSearchService(InvoiceRepository invoices) {
        this.invoices = invoices;
    }

    List<InvoiceRow> search(InvoiceSearchRequest request) {
        int limit = Math.min(Math.max(request.limit(), 1), MAX_LIMIT);
        String status = request.status() == null
                ? "OPEN"
                : request.status().trim().toUpperCase(Locale.ROOT);
        return invoices.findForCustomer(request.customerId(), status, limit);
    }
}

@Repository
class InvoiceRepository {
    private static final RowMapper<InvoiceRow> ROW_MAPPER = (rs, rowNum) -> new InvoiceRow(
            rs.getLong("id"),
            rs.getString("number"),
            rs.getBigDecimal("total"),
            rs.getDate("issued_on").toLocalDate(),
            rs.getString("status"));

    private final JdbcTemplate jdbc;

    InvoiceRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<InvoiceRow> findForCustomer(long customerId, String status, int limit) {
        String sql = "SELECT id, number, total, issued_on, status FROM invoices"
                + " WHERE customer_id = ? AND status = '" + status + "'"
                + " ORDER BY issued_on DESC LIMIT " + limit;
        return jdbc.query(sql, ROW_MAPPER, customerId);
    }
}
