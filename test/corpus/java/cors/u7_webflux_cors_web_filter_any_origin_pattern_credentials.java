// corpus: CWE-942 vulnerable — the CorsWebFilter allows the origin pattern "*" together with allowCredentials(true), so every site's origin is echoed back and may read the cookie-authenticated account API.
package com.acme.wallet.config;

import java.time.Duration;
import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.web.cors.CorsConfiguration;
import org.springframework.web.cors.reactive.CorsWebFilter;
import org.springframework.web.cors.reactive.UrlBasedCorsConfigurationSource;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

@Configuration
class WebCorsConfig {
    @Bean
    CorsWebFilter corsWebFilter() {
        CorsConfiguration api = new CorsConfiguration();
        api.setAllowedOriginPatterns(List.of("*"));
        api.setAllowedMethods(List.of(HttpMethod.GET.name(), HttpMethod.POST.name(), HttpMethod.DELETE.name()));
        api.setAllowedHeaders(List.of("Content-Type", "X-Requested-With", "X-CSRF-Token"));
        api.setExposedHeaders(List.of("X-Request-Id"));
        api.setAllowCredentials(true);
        api.setMaxAge(Duration.ofHours(1));

        UrlBasedCorsConfigurationSource source = new UrlBasedCorsConfigurationSource();
        source.registerCorsConfiguration("/api/**", api);
        return new CorsWebFilter(source);
    }
}

@Configuration
class AccountRoutes {
    @Bean
    RouterFunction<ServerResponse> accountRouter(AccountHandler handler) {
        return RouterFunctions.route()
                .GET("/api/account", handler::current)
                .GET("/api/account/transactions", handler::transactions)
                .POST("/api/account/payees", handler::addPayee)
                .build();
    }
}

interface AccountHandler {
    Mono<ServerResponse> current(ServerRequest request);

    Mono<ServerResponse> transactions(ServerRequest request);

    Mono<ServerResponse> addPayee(ServerRequest request);
}
