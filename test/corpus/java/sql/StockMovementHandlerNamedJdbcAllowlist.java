// corpus: CWE-89 safe — warehouse and SKU are bound as :named parameters and the ORDER BY text is looked up in a fixed map or chosen from two literals, never taken from the request.
package com.acme.logistics.stock;

import static org.springframework.web.reactive.function.server.RequestPredicates.GET;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Repository;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

record MovementFilter(String warehouse, String sku, LocalDate since, String orderBy) {}

@Configuration
class StockRoutes {
    @Bean
    RouterFunction<ServerResponse> stockRouter(StockMovementHandler handler) {
        return RouterFunctions.route(GET("/warehouses/{code}/movements"), handler::movements);
    }
}

@Component
class StockMovementHandler {
    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "date", "m.moved_at",
            "qty", "m.quantity",
            "sku", "m.sku");

    private final StockMovementDao dao;

    StockMovementHandler(StockMovementDao dao) {
        this.dao = dao;
    }

    Mono<ServerResponse> movements(ServerRequest request) {
        String warehouse = request.pathVariable("code");
        String sku = request.queryParam("sku").orElse(null);
        LocalDate since = request.queryParam("since").map(LocalDate::parse).orElse(LocalDate.now().minusDays(30));
        String column = SORT_COLUMNS.getOrDefault(request.queryParam("sort").orElse("date"), "m.moved_at");
        String direction = "asc".equalsIgnoreCase(request.queryParam("dir").orElse("")) ? "ASC" : "DESC";
        MovementFilter filter = new MovementFilter(warehouse, sku, since, column + " " + direction);
        return Mono.fromCallable(() -> dao.search(filter))
                .subscribeOn(Schedulers.boundedElastic())
                .flatMap(rows -> ServerResponse.ok().bodyValue(rows));
    }
}

@Repository
class StockMovementDao {
    private final NamedParameterJdbcTemplate template;

    StockMovementDao(NamedParameterJdbcTemplate template) {
        this.template = template;
    }

    List<Map<String, Object>> search(MovementFilter filter) {
        StringBuilder sql = new StringBuilder(
                "SELECT m.id, m.sku, m.quantity, m.moved_at FROM stock_movements m"
                        + " WHERE m.warehouse_code = :warehouse AND m.moved_at >= :since");
        MapSqlParameterSource params = new MapSqlParameterSource()
                .addValue("warehouse", filter.warehouse())
                .addValue("since", filter.since());
        if (filter.sku() != null) {
            sql.append(" AND m.sku = :sku");
            params.addValue("sku", filter.sku());
        }
        sql.append(" ORDER BY ").append(filter.orderBy());
        return template.queryForList(sql.toString(), params);
    }
}
