// corpus: CWE-22 vulnerable — the file query parameter is resolved under the archive year directory and streamed back without normalisation or a containment check, so ../ sequences escape the archive.
package com.acme.billing.archive;

import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

@Component
class InvoiceArchiveStore {
    private final Path root;

    InvoiceArchiveStore(@Value("${billing.archive-root}") String root) {
        this.root = Path.of(root);
    }

    Mono<Path> locate(int year, String fileName) {
        return Mono.fromCallable(() -> {
                    Path file = root.resolve(Integer.toString(year)).resolve(fileName);
                    return Files.isRegularFile(file) ? file : null;
                })
                .subscribeOn(Schedulers.boundedElastic());
    }
}

@RestController
class InvoiceArchiveController {
    private final InvoiceArchiveStore store;

    InvoiceArchiveController(InvoiceArchiveStore store) {
        this.store = store;
    }

    @GetMapping("/billing/archive")
    Mono<ResponseEntity<Resource>> download(@RequestParam int year, @RequestParam("file") String fileName) {
        return store.locate(year, fileName)
                .map(this::asAttachment)
                .defaultIfEmpty(ResponseEntity.notFound().build());
    }

    private ResponseEntity<Resource> asAttachment(Path file) {
        HttpHeaders headers = new HttpHeaders();
        headers.setContentDisposition(ContentDisposition.attachment()
                .filename(file.getFileName().toString())
                .build());
        return ResponseEntity.ok()
                .headers(headers)
                .contentType(MediaType.APPLICATION_PDF)
                .body(new FileSystemResource(file));
    }
}
