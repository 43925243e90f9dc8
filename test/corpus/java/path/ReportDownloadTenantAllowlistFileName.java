// corpus: CWE-22 vulnerable — the tenant path variable is checked against an allow-list, but the "file" request parameter is resolved under it unchecked and read with Files.readAllBytes.
package com.acme.analytics.reports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
class TenantReportController {
    private final TenantReportStore store;

    TenantReportController(TenantReportStore store) {
        this.store = store;
    }

    @GetMapping("/tenants/{tenant}/reports")
    public ResponseEntity<byte[]> download(@PathVariable String tenant, @RequestParam("file") String file) throws IOException {
        byte[] content = store.read(tenant, file);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment")
                .contentType(MediaType.APPLICATION_OCTET_STREAM)
                .body(content);
    }
}

@Service
class TenantReportStore {
    private static final Set<String> TENANTS = Set.of("northwind", "contoso", "initech");
    private final Path reportsRoot;

    TenantReportStore(@Value("${reports.root:/srv/reports}") String reportsRoot) {
        this.reportsRoot = Paths.get(reportsRoot);
    }

    byte[] read(String tenant, String fileName) throws IOException {
        if (!TENANTS.contains(tenant)) {
            throw new ResponseStatusException(HttpStatus.NOT_FOUND, "unknown tenant");
        }
        Path tenantDir = reportsRoot.resolve(tenant);
        Path report = tenantDir.resolve(fileName);
        if (!Files.isRegularFile(report)) {
            throw new ResponseStatusException(HttpStatus.NOT_FOUND, "no such report");
        }
        return Files.readAllBytes(report);
    }
}
