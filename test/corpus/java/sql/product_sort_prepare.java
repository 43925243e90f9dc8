// corpus: CWE-89 vulnerable — the sort column request parameter is concatenated into the text handed to prepareStatement, so binding the other value does not help.
package com.acme.catalog;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ProductSearchController {
    private final DataSource dataSource;

    public ProductSearchController(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @GetMapping("/products")
    public List<String> search(@RequestParam String category, @RequestParam(required = false) String sort) throws SQLException {
        String orderBy = sort != null ? sort : "name";
        String sql = "SELECT name FROM products WHERE category = ? ORDER BY " + orderBy;
        List<String> names = new ArrayList<>();
        try (Connection conn = dataSource.getConnection(); PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setString(1, category);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    names.add(rs.getString(1));
                }
            }
        }
        return names;
    }
}
