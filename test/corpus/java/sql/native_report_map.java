// corpus: CWE-89 vulnerable — the region header is stored in a map and read back under the same key into a native SQL query.
package com.acme.reports;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.persistence.EntityManager;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SalesReportController {
    private final EntityManager entityManager;

    public SalesReportController(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    @GetMapping("/reports/sales")
    public List<?> sales(@RequestHeader("X-Region") String region) {
        Map<String, String> criteria = new HashMap<>();
        criteria.put("period", "2024Q1");
        criteria.put("region", region);
        String sql = "SELECT sku, SUM(amount) FROM sales WHERE period = '2024Q1' AND region = '"
                + criteria.get("region") + "' GROUP BY sku";
        return entityManager.createNativeQuery(sql).getResultList();
    }
}
