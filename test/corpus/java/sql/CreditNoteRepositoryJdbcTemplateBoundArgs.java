// corpus: CWE-89 safe — status and customer id are bound as JdbcTemplate arguments and the ORDER BY column comes from an enum constant chosen with valueOf.
package com.acme.billing.credits;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record CreditNoteQuery(long customerId, String status, CreditNoteSort sort) {}

record CreditNote(long id, String reference, BigDecimal amount, String status) {}

enum CreditNoteSort {
    NEWEST("created_at DESC"),
    OLDEST("created_at ASC"),
    AMOUNT("amount DESC");

    private final String orderBy;

    CreditNoteSort(String orderBy) {
        this.orderBy = orderBy;
    }

    String orderBy() {
        return orderBy;
    }
}

@RestController
class CreditNoteController {
    private final CreditNoteService service;

    CreditNoteController(CreditNoteService service) {
        this.service = service;
    }

    @GetMapping("/customers/{customerId}/credit-notes")
    public List<CreditNote> list(@PathVariable long customerId,
                                 @RequestParam(defaultValue = "ISSUED") String status,
                                 @RequestParam(defaultValue = "newest") String sort) {
        CreditNoteSort order = CreditNoteSort.valueOf(sort.toUpperCase(Locale.ROOT));
        return service.find(new CreditNoteQuery(customerId, status, order));
    }
}

@Service
class CreditNoteService {
    private final CreditNoteRepository repository;

    CreditNoteService(CreditNoteRepository repository) {
        this.repository = repository;
    }

    List<CreditNote> find(CreditNoteQuery query) {
        return repository.findByCustomer(query);
    }
}

@Repository
class CreditNoteRepository {
    private static final RowMapper<CreditNote> MAPPER = (rs, i) -> new CreditNote(
            rs.getLong("id"), rs.getString("reference"), rs.getBigDecimal("amount"), rs.getString("status"));

    private final JdbcTemplate jdbcTemplate;

    CreditNoteRepository(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    List<CreditNote> findByCustomer(CreditNoteQuery query) {
        String sql = "SELECT id, reference, amount, status FROM credit_notes"
                + " WHERE customer_id = ? AND status = ?"
                + " ORDER BY " + query.sort().orderBy();
        return jdbcTemplate.query(sql, MAPPER, query.customerId(), query.status());
    }
}
