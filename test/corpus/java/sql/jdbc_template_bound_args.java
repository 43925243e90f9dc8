// corpus: CWE-89 safe — JdbcTemplate.update receives fixed SQL with ? markers and the request values as bind arguments.
package com.acme.newsletter;

import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SubscriptionController {
    private static final String INSERT_SQL = "INSERT INTO subscribers (email, list_name) VALUES (?, ?)";
    private final JdbcTemplate jdbcTemplate;

    public SubscriptionController(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    @PostMapping("/subscribe")
    public ResponseEntity<Void> subscribe(@RequestParam String email, @RequestParam String list) {
        jdbcTemplate.update(INSERT_SQL, email, list);
        return ResponseEntity.accepted().build();
    }
}
