// corpus: CWE-89 safe — the table name comes from a static final constant and the user-supplied actor is bound with ?.
package com.acme.audit;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class AuditTrailController {
    private static final String AUDIT_TABLE = "audit_events_2024";
    private static final String COUNT_SQL = "SELECT COUNT(*) FROM " + AUDIT_TABLE + " WHERE actor = ?";
    private final DataSource dataSource;

    public AuditTrailController(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @GetMapping("/audit/count")
    public long count(@RequestParam String actor) throws SQLException {
        try (Connection conn = dataSource.getConnection(); PreparedStatement ps = conn.prepareStatement(COUNT_SQL)) {
            ps.setString(1, actor);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : 0L;
            }
        }
    }
}
