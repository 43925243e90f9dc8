// corpus: CWE-89 safe — the only value concatenated into the JDBC Statement is the warehouse id, which JAX-RS has already converted to a long path parameter.
package com.acme.logistics.stock;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.Resource;
import javax.enterprise.context.ApplicationScoped;
import javax.inject.Inject;
import javax.sql.DataSource;
import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.core.MediaType;

@Path("/warehouses")
@Produces(MediaType.APPLICATION_JSON)
public class WarehouseStockResource {
    @Inject
    StockDao dao;

    @GET
    @Path("/{warehouseId}/stock")
    public List<StockLevel> stock(@PathParam("warehouseId") long warehouseId) throws SQLException {
        return dao.levelsFor(warehouseId);
    }
}

record StockLevel(String sku, int onHand, int reserved) {}

@ApplicationScoped
class StockDao {
    @Resource(lookup = "java:comp/env/jdbc/logistics")
    DataSource dataSource;

    List<StockLevel> levelsFor(long warehouseId) throws SQLException {
        String sql = "SELECT sku, on_hand, reserved FROM stock_levels WHERE warehouse_id = " + warehouseId
                + " AND on_hand > 0 ORDER BY sku";
        List<StockLevel> levels = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
             Statement statement = connection.createStatement();
             ResultSet rs = statement.executeQuery(sql)) {
            while (rs.next()) {
                levels.add(new StockLevel(rs.getString("sku"), rs.getInt("on_hand"), rs.getInt("reserved")));
            }
        }
        return levels;
    }
}
