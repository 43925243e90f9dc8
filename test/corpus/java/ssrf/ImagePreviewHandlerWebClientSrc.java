// corpus: CWE-918 vulnerable — the WebFlux image proxy validates the width parameter but passes the "src" query parameter straight to WebClient as the URL to fetch.
package com.acme.cms.media;

import static org.springframework.web.reactive.function.server.RequestPredicates.GET;

import java.time.Duration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

record PreviewSpec(String source, int width) {}

@Configuration
class ImagePreviewRoutes {
    @Bean
    RouterFunction<ServerResponse> imagePreviewRouter(ImagePreviewHandler handler) {
        return RouterFunctions.route(GET("/media/preview"), handler::preview);
    }
}

@Component
class ImagePreviewHandler {
    private final RemoteImageFetcher fetcher;

    ImagePreviewHandler(RemoteImageFetcher fetcher) {
        this.fetcher = fetcher;
    }

    Mono<ServerResponse> preview(ServerRequest request) {
        String width = request.queryParam("w").orElse("320");
        if (!width.matches("\\d{2,4}")) {
            return ServerResponse.badRequest().bodyValue("invalid width");
        }
        String src = request.queryParam("src").orElse("");
        if (src.isEmpty()) {
            return ServerResponse.badRequest().bodyValue("src is required");
        }
        PreviewSpec spec = new PreviewSpec(src, Integer.parseInt(width));
        return fetcher.fetch(spec)
                .flatMap(bytes -> ServerResponse.ok().contentType(MediaType.IMAGE_JPEG).bodyValue(bytes))
                .onErrorResume(e -> ServerResponse.status(502).build());
    }
}

@Service
class RemoteImageFetcher {
    private final WebClient webClient;

    RemoteImageFetcher(WebClient.Builder builder) {
        this.webClient = builder.build();
    }

    Mono<byte[]> fetch(PreviewSpec spec) {
        return webClient.get()
                .uri(spec.source())
                .accept(MediaType.IMAGE_JPEG, MediaType.IMAGE_PNG)
                .retrieve()
                .bodyToMono(byte[].class)
                .timeout(Duration.ofSeconds(5));
    }
}
