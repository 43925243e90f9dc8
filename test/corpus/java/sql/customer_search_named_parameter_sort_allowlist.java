// corpus: CWE-89 safe — the search term is a named parameter and the requested sort key is looked up in a fixed map of column expressions, so no request text reaches the SQL string.
package com.acme.crm.customers;

import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record CustomerSummary(long id, String name, String email, String city) {}

@RestController
class CustomerSearchController {
    private final CustomerSearchRepository customers;

    CustomerSearchController(CustomerSearchRepository customers) {
        this.customers = customers;
    }

    @GetMapping("/api/customers/search")
    List<CustomerSummary> search(@RequestParam("q") String term,
                                 @RequestParam(value = "sort", defaultValue = "name") String sort,
                                 @RequestParam(value = "desc", defaultValue = "false") boolean descending) {
        return customers.search(term, sort, descending);
    }
}

@Repository
class CustomerSearchRepository {
    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "name", "c.display_name",
            "email", "c.email",
            "city", "a.city",
            "created", "c.created_at");

    private final NamedParameterJdbcTemplate jdbc;

    CustomerSearchRepository(NamedParameterJdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<CustomerSummary> search(String term, String sort, boolean descending) {
        String column = SORT_COLUMNS.getOrDefault(sort, "c.display_name");
        String direction = descending ? "DESC" : "ASC";
        String sql = "SELECT c.id, c.display_name, c.email, a.city FROM customers c "
                + "LEFT JOIN addresses a ON a.customer_id = c.id "
                + "WHERE c.display_name ILIKE :pattern OR c.email ILIKE :pattern "
                + "ORDER BY " + column + " " + direction + " LIMIT 100";
        MapSqlParameterSource params = new MapSqlParameterSource("pattern", "%" + term + "%");
        return jdbc.query(sql, params, (rs, n) -> new CustomerSummary(
                rs.getLong("id"), rs.getString("display_name"), rs.getString("email"), rs.getString("city")));
    }
}
