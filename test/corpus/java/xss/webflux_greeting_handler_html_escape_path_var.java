// corpus: CWE-79 safe — the WebFlux handler HTML-escapes the `team` path variable before it goes into the text/html body.
package com.acme.onboarding.web;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import org.springframework.web.util.HtmlUtils;
import reactor.core.publisher.Mono;

@Component
class WelcomeHandler {
    private final WelcomeCopy copy;

    WelcomeHandler(WelcomeCopy copy) {
        this.copy = copy;
    }

    Mono<ServerResponse> welcome(ServerRequest request) {
        String team = request.pathVariable("team");
        String invitedBy = request.queryParam("from").orElse("your admin");
        return ServerResponse.ok()
                .contentType(MediaType.TEXT_HTML)
                .bodyValue(copy.page(team, invitedBy));
    }
}

@Component
class WelcomeCopy {
    String page(String team, String invitedBy) {
        return "<html><body><h1>Welcome to " + HtmlUtils.htmlEscape(team) + "</h1>"
                + "<p>You were invited by " + HtmlUtils.htmlEscape(invitedBy) + ".</p></body></html>";
    }
}

@Configuration
class WelcomeRoutes {
    @Bean
    RouterFunction<ServerResponse> welcomeRoute(WelcomeHandler handler) {
        return RouterFunctions.route()
                .GET("/welcome/{team}", handler::welcome)
                .build();
    }
}
