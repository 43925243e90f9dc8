// corpus: CWE-79 safe — the WebFlux page embeds the order id parsed with Long.parseLong, a status enum, a greeting chosen by map lookup and the stored note passed through HtmlUtils.htmlEscape.
package com.acme.shop.tracking;

import static org.springframework.web.reactive.function.server.RequestPredicates.GET;

import java.util.Map;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.repository.reactive.ReactiveCrudRepository;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import org.springframework.web.util.HtmlUtils;
import reactor.core.publisher.Mono;

enum OrderStatus { PLACED, PACKED, SHIPPED, DELIVERED }

record TrackedOrder(Long id, OrderStatus status, String customerNote) {}

interface TrackedOrderRepository extends ReactiveCrudRepository<TrackedOrder, Long> {}

@Configuration
class TrackingRoutes {
    @Bean
    RouterFunction<ServerResponse> trackingRouter(OrderStatusHandler handler) {
        return RouterFunctions.route(GET("/orders/{id}/status"), handler::statusPage);
    }
}

@Component
class OrderStatusHandler {
    private static final Map<String, String> GREETINGS = Map.of(
            "en", "Your order",
            "de", "Ihre Bestellung",
            "fr", "Votre commande");

    private final TrackedOrderRepository orders;

    OrderStatusHandler(TrackedOrderRepository orders) {
        this.orders = orders;
    }

    Mono<ServerResponse> statusPage(ServerRequest request) {
        long orderId;
        try {
            orderId = Long.parseLong(request.pathVariable("id"));
        } catch (NumberFormatException e) {
            return ServerResponse.badRequest().build();
        }
        String greeting = GREETINGS.getOrDefault(request.queryParam("lang").orElse("en"), "Your order");
        return orders.findById(orderId)
                .flatMap(order -> ServerResponse.ok()
                        .contentType(MediaType.TEXT_HTML)
                        .bodyValue(page(greeting, orderId, order)))
                .switchIfEmpty(ServerResponse.notFound().build());
    }

    private static String page(String greeting, long orderId, TrackedOrder order) {
        String note = order.customerNote() == null ? "" : HtmlUtils.htmlEscape(order.customerNote());
        return "<html><body>"
                + "<h1>" + greeting + " #" + orderId + "</h1>"
                + "<p class=\"status status-" + order.status().name().toLowerCase() + "\">" + order.status() + "</p>"
                + "<blockquote>" + note + "</blockquote>"
                + "</body></html>";
    }
}
