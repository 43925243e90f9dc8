// corpus: CWE-89 safe — the header value is replaced by a string literal before it is concatenated into the query.
package com.acme.warehouse;

import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class StockLevelController {
    private final JdbcTemplate jdbc;

    public StockLevelController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/stock")
    public List<Map<String, Object>> stock(@RequestHeader(value = "X-Warehouse", required = false) String warehouse) {
        String site = warehouse;
        // all tenants currently share the central warehouse
        site = "CENTRAL";
        return jdbc.queryForList("SELECT sku, qty FROM stock WHERE site = '" + site + "'");
    }
}
