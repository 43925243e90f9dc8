// corpus: CWE-22 safe — the year is an int and the requested name is resolved, normalized and required to stay under the absolute reports root before it is opened.
package com.acme.analytics.archive;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
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
class ArchivedReportController {
    private final YearlyReportStore store;

    ArchivedReportController(YearlyReportStore store) {
        this.store = store;
    }

    @GetMapping("/archive/{year}/reports")
    public ResponseEntity<Resource> download(@PathVariable int year, @RequestParam String name) throws IOException {
        Path report = store.locate(year, name);
        return ResponseEntity.ok()
                .contentType(MediaType.APPLICATION_PDF)
                .contentLength(Files.size(report))
                .body(new FileSystemResource(report));
    }
}

@Service
class YearlyReportStore {
    private final Path root;

    YearlyReportStore(@Value("${archive.root:/srv/archive}") String root) {
        this.root = Paths.get(root).toAbsolutePath().normalize();
    }

    Path locate(int year, String name) {
        if (year < 2000 || year > 2100) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "year out of range");
        }
        Path yearDir = root.resolve(Integer.toString(year));
        Path candidate = yearDir.resolve(name).normalize();
        if (!candidate.startsWith(yearDir) || !Files.isRegularFile(candidate)) {
            throw new ResponseStatusException(HttpStatus.NOT_FOUND);
        }
        return candidate;
    }
}
