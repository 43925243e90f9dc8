// corpus: CWE-22 vulnerable — the WebFlux handler only checks that the "file" query parameter ends with .csv before Paths.get joins it to the export directory and the file is read.
package com.acme.crm.exports;

import static org.springframework.web.reactive.function.server.RequestPredicates.GET;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

@Configuration
class ExportRoutes {
    @Bean
    RouterFunction<ServerResponse> exportRouter(ExportFileHandler handler) {
        return RouterFunctions.route(GET("/exports/download"), handler::download);
    }
}

@Component
class ExportFileHandler {
    private final ExportStorage storage;

    ExportFileHandler(ExportStorage storage) {
        this.storage = storage;
    }

    Mono<ServerResponse> download(ServerRequest request) {
        String file = request.queryParam("file").orElse("");
        if (!file.toLowerCase().endsWith(".csv")) {
            return ServerResponse.badRequest().bodyValue("only CSV exports can be downloaded");
        }
        return Mono.fromCallable(() -> storage.load(file))
                .subscribeOn(Schedulers.boundedElastic())
                .flatMap(bytes -> ServerResponse.ok()
                        .contentType(MediaType.parseMediaType("text/csv"))
                        .bodyValue(bytes))
                .onErrorResume(UncheckedIOException.class, e -> ServerResponse.notFound().build());
    }
}

@Service
class ExportStorage {
    private final String exportDir;

    ExportStorage(@Value("${crm.export-dir:/var/lib/crm/exports}") String exportDir) {
        this.exportDir = exportDir;
    }

    byte[] load(String fileName) {
        Path path = Paths.get(exportDir, fileName);
        try {
            return Files.readAllBytes(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
