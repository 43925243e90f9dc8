// corpus: CWE-89 vulnerable — the `sort` query parameter is spliced into the ORDER BY clause by the repository's own buildSql helper before JdbcTemplate runs it.
package com.acme.sales.reports;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record OrderRow(long id, String customer, BigDecimal total, LocalDate placedOn) {}

@RestController
@RequestMapping("/api/reports/orders")
class OrderReportController {
    private final OrderReportService reports;

    OrderReportController(OrderReportService reports) {
        this.reports = reports;
    }

    @GetMapping
    List<OrderRow> list(@RequestParam String region,
                        @RequestParam(defaultValue = "placed_on") String sort) {
        return reports.forRegion(region, sort);
    }
}

@Service
class OrderReportService {
    private final OrderReportRepository repository;

    OrderReportService(OrderReportRepository repository) {
        this.repository = repository;
    }

    List<OrderRow> forRegion(String region, String sort) {
        return repository.findByRegion(region.trim().toUpperCase(), sort);
    }
}

@Repository
class OrderReportRepository {
    private static final String BASE =
            "SELECT o.id, c.name, o.total, o.placed_on FROM orders o JOIN customers c ON c.id = o.customer_id "
            + "WHERE o.region = ?";

    private final JdbcTemplate jdbc;

    OrderReportRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<OrderRow> findByRegion(String region, String sort) {
        return jdbc.query(buildSql(sort),
                (rs, n) -> new OrderRow(rs.getLong(1), rs.getString(2), rs.getBigDecimal(3),
                        rs.getDate(4).toLocalDate()),
                region);
    }

    private String buildSql(String sort) {
        return BASE + " ORDER BY " + sort + " LIMIT 500";
    }
}
