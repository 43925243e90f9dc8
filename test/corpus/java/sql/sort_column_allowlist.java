// corpus: CWE-89 safe — the sort column is only used after Set.of(...).contains confirms it is one of three known column names.
package com.acme.hr;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class EmployeeDirectoryController {
    private static final Set<String> SORTABLE = Set.of("last_name", "hire_date", "department");
    private final JdbcTemplate jdbcTemplate;

    public EmployeeDirectoryController(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    @GetMapping("/employees")
    public List<Map<String, Object>> list(@RequestParam(defaultValue = "last_name") String sortBy) {
        if (!SORTABLE.contains(sortBy)) {
            throw new IllegalArgumentException("unsupported sort column");
        }
        return jdbcTemplate.queryForList("SELECT id, last_name, department FROM employees ORDER BY " + sortBy);
    }
}
