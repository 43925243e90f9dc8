// corpus: CWE-22 safe — the requested export name is resolved, normalised and rejected by a helper unless the result still lies inside the tenant's export directory.
package com.acme.analytics.exports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
class ExportDownloadController {
    private final ExportFiles exports;

    ExportDownloadController(ExportFiles exports) {
        this.exports = exports;
    }

    @GetMapping("/api/tenants/{tenant}/exports")
    ResponseEntity<Resource> download(@PathVariable("tenant") long tenant,
                                      @RequestParam("file") String file) throws IOException {
        Path path = exports.resolve(tenant, file);
        return ResponseEntity.ok().body(new FileSystemResource(path));
    }
}

@Service
class ExportFiles {
    private final Path root;

    ExportFiles(@Value("${analytics.export-root:/var/lib/analytics/exports}") String root) {
        this.root = Path.of(root).toAbsolutePath().normalize();
    }

    Path resolve(long tenant, String file) throws IOException {
        Path tenantDir = root.resolve(Long.toString(tenant));
        Path candidate = contained(tenantDir, file);
        if (!Files.isRegularFile(candidate)) {
            throw new ResponseStatusException(HttpStatus.NOT_FOUND);
        }
        return candidate;
    }

    private static Path contained(Path base, String relative) {
        Path resolved = base.resolve(relative).normalize();
        if (!resolved.startsWith(base)) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "invalid export name");
        }
        return resolved;
    }
}
