// corpus: CWE-89 vulnerable — the WebFlux handler allow-lists the sort column but the "dir" query parameter is appended unchecked after ORDER BY in the NamedParameterJdbcTemplate query.
package com.acme.logistics.shipments;

import static org.springframework.web.reactive.function.server.RequestPredicates.GET;

import java.util.List;
import java.util.Map;
import java.util.Set;
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

record ShipmentQuery(String carrier, String sortColumn, String direction) {}

@Configuration
class ShipmentRoutes {
    @Bean
    RouterFunction<ServerResponse> shipmentRouter(ShipmentHandler handler) {
        return RouterFunctions.route(GET("/shipments"), handler::list);
    }
}

@Component
class ShipmentHandler {
    private static final Set<String> SORTABLE = Set.of("created_at", "carrier", "weight_kg", "tracking_no");
    private final ShipmentDao dao;

    ShipmentHandler(ShipmentDao dao) {
        this.dao = dao;
    }

    Mono<ServerResponse> list(ServerRequest request) {
        String carrier = request.queryParam("carrier").orElse("DHL");
        String sort = request.queryParam("sort").orElse("created_at");
        String direction = request.queryParam("dir").orElse("DESC");
        if (!SORTABLE.contains(sort)) {
            return ServerResponse.badRequest().bodyValue("unsupported sort column");
        }
        ShipmentQuery query = new ShipmentQuery(carrier, sort, direction);
        return Mono.fromCallable(() -> dao.find(query))
                .subscribeOn(Schedulers.boundedElastic())
                .flatMap(rows -> ServerResponse.ok().bodyValue(rows));
    }
}

@Repository
class ShipmentDao {
    private final NamedParameterJdbcTemplate jdbc;

    ShipmentDao(NamedParameterJdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<Map<String, Object>> find(ShipmentQuery query) {
        String sql = "SELECT id, tracking_no, carrier, weight_kg, created_at FROM shipments"
                + " WHERE carrier = :carrier"
                + " ORDER BY " + query.sortColumn() + " " + query.direction()
                + " LIMIT 500";
        MapSqlParameterSource params = new MapSqlParameterSource("carrier", query.carrier());
        return jdbc.queryForList(sql, params);
    }
}
